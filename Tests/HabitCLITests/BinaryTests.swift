import Foundation
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore

/// A few runs of the built `habit` executable as a real process: the edge that reads the world
/// (arguments, environment, clock, terminals) and writes the streams and the exit code. Each run
/// gets a fresh temporary folder as HOME and an environment of its own, never the real one.
@Suite struct BinaryTests {
    struct Run {
        let stdout: String
        let stderr: String
        let status: Int32
    }

    /// Runs the executable with `arguments` and only the given environment; standard input,
    /// output and error are pipes, so none of them is a terminal.
    private func run(_ arguments: [String], environment: [String: String], input: String = "") throws -> Run {
        try #require(RealBinary.isBuilt, "build the executable first: swift build")
        let executable = URL(fileURLWithPath: RealBinary.path)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = RealBinary.withFixedClock(environment)
        let stdout = Pipe(), stderr = Pipe(), stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
            status: process.terminationStatus)
    }

    /// An environment with a temporary HOME, a data file inside it and no colour settings.
    private func environment(_ folder: ScratchFolder, _ extra: [String: String] = [:]) -> [String: String] {
        [
            "HOME": folder.path, "HABIT_FILE": folder.file("habits.json"), "LANG": "en_US.UTF-8", "TZ": "Europe/Berlin",
            "TERM": "xterm-256color",
        ]
        .merging(extra) { $1 }
    }

    @Test(
        "today is the day TZ names at the moment, in every form TZ takes",
        arguments: [
            // The moment is Sunday, 29 November 2026, 11:00 UTC (HABIT_NOW).
            (":Pacific/Kiritimati", "2026-11-30"),  // UTC+14: already 01:00 on Monday; the leading colon POSIX allows
            ("Pacific/Kiritimati", "2026-11-30"),
            ("UTC-14", "2026-11-30"),  // POSIX reverses the sign: this is UTC+14
            ("Etc/GMT+12", "2026-11-28"),  // UTC−12: still 23:00 on Saturday
            ("America/Los_Angeles", "2026-11-29"),  // 03:00
            ("EST5EDT", "2026-11-29"),  // 06:00
        ])
    func todayFollowsTZ(zone: String, today: String) throws {
        let folder = try ScratchFolder()
        // The default location under HOME: no data file yet is an empty store.
        let stats = try run(["stats", "--json"], environment: environment(folder, ["TZ": zone, "HABIT_FILE": ""]))
        // `stats --json` names the day it counts as today.
        #expect(stats.stdout.contains("\"today\" : \"\(today)\""), "\(stats.stdout) \(stats.stderr)")
    }

    @Test("--version: exit 0, standard output only")
    func version() throws {
        let folder = try ScratchFolder()
        let result = try run(["--version"], environment: environment(folder))
        #expect(result.status == 0)  // success
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)  // two lines on standard output
        #expect(lines.first?.hasPrefix("habit 0.2.0 (") == true)  // the version, then the commit or that there is none
        #expect(lines.last == "Copyright (c) 2026 the habit developers; released under the MIT License.")  // and the licence
        #expect(result.stderr.isEmpty)  // nothing on standard error
    }

    @Test("a usage error: exit 2, one line on standard error, nothing on standard output")
    func usageError() throws {
        let folder = try ScratchFolder()
        let result = try run(["chek"], environment: environment(folder))
        #expect(result.status == 2)  // usage error
        #expect(result.stdout.isEmpty)  // standard output stays clean
        #expect(result.stderr == "habit: Unknown command “chek”; did you mean “check”?\n")  // no colour: not a terminal
    }

    @Test("add, check and list through the real process, with the data under the given HABIT_FILE")
    func addCheckList() throws {
        let folder = try ScratchFolder()
        let env = environment(folder, ["LANG": "de_DE.UTF-8"])
        #expect(try run(["add", "Wasser trinken", "--icon", "💧"], environment: env).status == 0)  // added
        let check = try run(["check", "wasser", "--date", "2020-01-01"], environment: env)
        #expect(check.status == 0)  // checked a day long past
        #expect(check.stdout.hasPrefix("✓ Wasser trinken am 1. Jan. 2020 erledigt — "))  // in German, from LANG
        let list = try run([], environment: env)
        #expect(list.status == 0)  // listed
        #expect(list.stdout.hasPrefix("0 von 1 heute erledigt\n"))  // today is still open
        #expect(!list.stdout.contains("\u{1B}"))  // no colour into a pipe
        #expect(list.stdout.contains("◌ 💧 Wasser trinken\n"))  // the habit's line
        #expect(try run(["list", "--color", "always"], environment: env).stdout.contains("\u{1B}["))  // unless asked for
        #expect(folder.text("habits.json")?.contains("\"2020-01-01\"") == true)  // written where HABIT_FILE says
        #expect(folder.contents() == ["habits.json", "habits.json.bak", "habits.json.history", "habits.json.lock"])  // the data, its backup, history and lock, and nowhere else in HOME
    }

    @Test("a corrupt file: exit 3, the message on standard error, the file untouched")
    func corruptFile() throws {
        let folder = try ScratchFolder()
        let broken = Array("{\"version\": 1, \"habits\": [}".utf8)
        try folder.write(broken, to: "habits.json")
        let result = try run(["check", "Lesen"], environment: environment(folder))
        #expect(result.status == 3)  // the data failed
        #expect(result.stdout.isEmpty)  // nothing on standard output
        #expect(
            result.stderr
                == "habit: \(folder.file("habits.json")) is not a valid habit file: line 1, column 27: unexpected character “}” — it was left untouched; repair it or restore a backup.\n"
        )  // path, line, column
        #expect(folder.bytes("habits.json") == broken)  // byte for byte as it was
    }

    @Test("delete without a terminal on standard input refuses without --yes")
    func deleteWithoutTerminal() throws {
        let folder = try ScratchFolder()
        let env = environment(folder)
        _ = try run(["add", "Lesen"], environment: env)
        let refused = try run(["delete", "Lesen"], environment: env, input: "y\n")
        #expect(refused.status == 2)  // a script must say --yes; piped input is not an answer
        #expect(refused.stderr.contains("habit delete Lesen --yes"))  // and is told how
        let deleted = try run(["delete", "Lesen", "--yes"], environment: env)
        #expect(deleted.status == 0)  // with --yes it goes
        #expect(deleted.stdout == "Deleted “Lesen”.\n")  // said on standard output
    }

    @Test("no HOME and no HABIT_FILE: exit 3 and nothing written anywhere")
    func noHome() throws {
        let result = try run(["add", "Lesen"], environment: ["LANG": "C"])
        #expect(result.status == 3)  // nowhere to keep the data
        #expect(result.stderr.hasPrefix("habit: Cannot tell where the data lives"))  // says so
    }

    @Test("two processes changing the file at once both keep their change")
    func concurrentProcesses() async throws {
        let folder = try ScratchFolder()
        let env = environment(folder)
        let names = (1...8).map { "Habit \($0)" }
        let statuses = try await withThrowingTaskGroup(of: Int32.self) { group in
            for name in names {
                group.addTask { try run(["add", name], environment: env).status }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 0, count: 8))  // every add succeeded
        let text = try #require(folder.text("habits.json"))
        #expect(names.allSatisfy { text.contains("\"\($0)\"") })  // and none was lost to another's write
    }
}
