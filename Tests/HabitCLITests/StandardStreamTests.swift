import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// What happens when standard output or error cannot be written (a full disk, a closed
/// descriptor, a reader that left) or standard input never ends: an exit code and at most one
/// line, never a crash, and never a change that a script would make twice.
@Suite(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct StandardStreamTests {
    static let day = RealBinary.today.adding(days: -30)
    static let file = Array(HabitFiles.text([("Lesen", [])]).utf8)

    /// Runs the binary through `/bin/sh -c script`, where `"$@"` is `habit arguments`; what
    /// the shell script does with the streams is the test's subject. Standard output and error
    /// of the shell are collected as usual.
    private func runInShell(_ script: String, _ arguments: [String], in scratch: ScratchFolder) throws -> RealBinary.Outcome {
        try RealBinary.run(
            ["-c", script, RealBinary.path] + arguments, in: scratch, launcher: ["/bin/sh"], prependingBinary: false)
    }

    @Test(.enabled(if: LinuxOnly.hasDevFull, LinuxOnly.devFullReason))
    func aChangeWhoseReportCannotBeWrittenIsSavedAndSaysSo() throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file, to: scratch.dataFile)

        let outcome = try runInShell(#""$0" "$@" > /dev/full"#, ["toggle", "Lesen", "--date", "\(Self.day)"], in: scratch)

        // The change was made, so the command's own code: a script must not toggle again.
        #expect(outcome.status == 0)
        #expect(
            outcome.stderr
                == "habit: Could not write to standard output: No space left on device. The change was saved; do not run the "
                + "command again.\n")
        #expect(HabitFiles.decode(scratch.bytes(scratch.dataFile) ?? [])?.habits.first?.isDone(on: Self.day) == true)
    }

    @Test(.enabled(if: LinuxOnly.hasDevFull, LinuxOnly.devFullReason))
    func aReadWhoseOutputCannotBeWrittenFails() throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file, to: scratch.dataFile)

        let outcome = try runInShell(#""$0" "$@" > /dev/full"#, ["list"], in: scratch)

        #expect(outcome.status == 3)  // not 132 (a crash), not 0
        #expect(outcome.stderr == "habit: Could not write to standard output: No space left on device. Nothing was shown.\n")
    }

    @Test(.enabled(if: LinuxOnly.hasDevFull, LinuxOnly.devFullReason))
    func aFailedWriteIsReportedInTheLanguageTheConfigFileChose() throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file, to: scratch.dataFile)
        try scratch.write("language = de\n", to: "home/.config/habit/config")

        let outcome = try runInShell(#""$0" "$@" > /dev/full"#, ["list"], in: scratch)

        #expect(outcome.status == 3)
        let german = LanguageTable.german.text(.outputFailed(reason: SystemError.describe(ENOSPC), saved: false))
        #expect(outcome.stderr == "habit: \(german)\n")  // the locale (C.UTF-8) would say it in English
    }

    @Test func aClosedStandardOutputIsAWriteError() throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file, to: scratch.dataFile)

        let list = try runInShell(#""$0" "$@" >&-"#, ["list"], in: scratch)
        let check = try runInShell(#""$0" "$@" >&-"#, ["check", "Lesen", "--date", "\(Self.day)"], in: scratch)

        #expect(list.status == 3)
        #expect(list.stderr == "habit: Could not write to standard output: Bad file descriptor. Nothing was shown.\n")
        #expect(check.status == 0)  // saved
        #expect(HabitFiles.decode(scratch.bytes(scratch.dataFile) ?? []) != nil)  // the file is whole, not text-filled
        #expect(scratch.contents(scratch.path + "/data").contains("habits.json.lock"))
        var info = stat()
        stat(scratch.dataFile + ".lock", &info)
        #expect(info.st_size == 0)  // the report did not land in the lock file that took descriptor 1
    }

    @Test(
        .enabled(if: LinuxOnly.hasDevFull, LinuxOnly.devFullReason), arguments: [#""$0" "$@" 2> /dev/full"#, #""$0" "$@" 2>&-"#])
    func anErrorThatCannotBeWrittenStillEndsWithItsCode(_ script: String) throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file, to: scratch.dataFile)

        let unknown = try runInShell(script, ["check", "Nope"], in: scratch)
        let usage = try runInShell(script, ["chek"], in: scratch)

        #expect(unknown.status == 3)  // not a crash
        #expect(usage.status == 3)  // the usage error could not even be told
    }

    @Test func aReaderThatLeftEndsTheOutputQuietly() throws {
        let scratch = try ScratchFolder()
        let names = (0..<2_000).map { "Habit \($0)" }
        let days = (0..<8).map { Self.day.adding(days: -$0) }
        try scratch.write(HabitFiles.text(names.map { ($0, days) }), to: scratch.dataFile)

        // `head -c 1` waits for the first byte and leaves; the export is bigger than a pipe
        // holds (64 KiB on Linux), so the rest of it meets a closed pipe, whenever head leaves.
        let whole = try RealBinary.run(["export"], in: scratch)
        let outcome = try runInShell(#""$0" "$@" | head -c 1 > /dev/null; exit 0"#, ["export"], in: scratch)
        let direct = try pipeWithoutReader(["export"], scratch: scratch)

        #expect(whole.stdout.utf8.count > 4 * 65_536)  // far more than the pipe holds
        #expect(outcome.stderr.isEmpty)  // no backtrace, no message
        #expect(direct.status == 0)  // quietly, as Unix tools do
        #expect(direct.stderr.isEmpty)
    }

    /// Runs `habit arguments` with standard output on a pipe whose reading end is closed.
    private func pipeWithoutReader(_ arguments: [String], scratch: ScratchFolder) throws -> RealBinary.Outcome {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: RealBinary.path)
        process.arguments = arguments
        process.environment = RealBinary.environment(for: scratch)
        process.standardOutput = pipe.fileHandleForWriting
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        try pipe.fileHandleForWriting.close()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return RealBinary.Outcome(status: process.terminationStatus, stdout: "", stderr: stderr)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit"), "needs prlimit"))
    func importFromAnEndlessStandardInputStopsAtTheLimit() throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file, to: scratch.dataFile)

        // /dev/zero never ends; under a 1 GB memory limit, reading it whole would crash.
        let outcome = try runInShell(
            #"exec /usr/bin/prlimit --as=1000000000 -- "$0" "$@" < /dev/zero"#, ["import", "-"], in: scratch)

        #expect(outcome.status == 2)  // the same as a file that is too large
        #expect(
            outcome.stderr
                == "habit: Standard input holds more than the 64 MiB a habit file may have; split it. Nothing was imported.\n")
        #expect(scratch.bytes(scratch.dataFile) == Self.file)
    }
}
