import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// Text that comes from a file or a file name reaches the terminal escaped, in every command
/// and every language: every C0 and C1 control character and a terminal's escape sequences
/// (a window title, clearing the screen) are written out, never sent raw.
@Suite struct ControlCharacterDisplayTests {
    /// Every C0 control but NUL, DEL, every C1 control, and escape sequences: an OSC that sets the
    /// window title (ended by BEL and by ST), a CSI that clears the screen (7-bit and 8-bit).
    static let hostile: String = {
        var text = "A"
        for value in Array(0x01...0x1F) + [0x7F] + Array(0x80...0x9F) {
            text.unicodeScalars.append(Unicode.Scalar(UInt32(value)) ?? "?")
        }
        return text + "\u{1B}]0;pwn\u{07}\u{1B}]2;pwn\u{1B}\\\u{1B}[2J\u{9B}2J\u{1B}[31mZ"
    }()

    /// The same, with NUL too (a string in a JSON file may hold it; a file name may not).
    static let hostileWithNul = "\u{0}" + hostile

    static let languages = ["en_US.UTF-8", "de_DE.UTF-8", "fr_FR.UTF-8"]

    /// Whether `text` holds a control character that is not a line's end: any C0 but the line
    /// feed, DEL, or any C1.
    static func rawControls(_ text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    /// A scratch folder and in-process runs of `habit` in it at Fixed.now, in UTC.
    final class Sandbox {
        let scratch: ScratchFolder
        let ids = IDSequence()
        var file: String { scratch.file("data/habits.json") }

        init() throws {
            scratch = try ScratchFolder()
            try FileManager.default.createDirectory(atPath: scratch.file("data"), withIntermediateDirectories: true)
        }

        func run(_ arguments: [String], language: String = "en_US.UTF-8") -> Output {
            let environment = [
                "HABIT_FILE": file, "LANG": language, "HOME": scratch.path, "XDG_CONFIG_HOME": scratch.file("config"),
                "XDG_STATE_HOME": scratch.file("state"), "TZ": "UTC",
            ]
            let world = World(
                arguments: arguments, environment: environment, now: Fixed.now, timeZone: Fixed.timeZone,
                stdoutIsTerminal: false, stderrIsTerminal: false, terminalColumns: nil, ask: nil, makeID: ids.make)
            return Program.run(world)
        }

        /// The data file's JSON, changed by `change` and written back, as a hand edit would.
        func edit(_ name: String, _ change: (inout [String: Any]) -> Void) throws {
            let path = scratch.file(name)
            var object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any] ?? [:]
            change(&object)
            try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        }
    }

    /// Expects neither stream of `output` to hold a raw control character, and standard output
    /// to have `lines` lines when given (a line feed from the file would add one).
    static func expectEscaped(_ output: Output, lines: Int? = nil, _ what: String) {
        #expect(rawControls(output.stdout).isEmpty, "\(what): stdout \(rawControls(output.stdout))")
        #expect(rawControls(output.stderr).isEmpty, "\(what): stderr \(rawControls(output.stderr))")
        // Every line of standard error is one sentence after "habit:".
        for line in output.stderr.split(separator: "\n") { #expect(line.hasPrefix("habit: "), "\(what): \(line)") }
        if let lines { #expect(output.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == lines, "\(what)") }
    }

    @Test(arguments: languages)
    func historyEntriesAreShownEscaped(_ language: String) throws {
        let sandbox = try Sandbox()
        #expect(sandbox.run(["add", "Lesen"]).exitCode == .success)
        #expect(sandbox.run(["check", "Lesen"]).exitCode == .success)
        let plain = sandbox.run(["history"], language: language)
        try sandbox.edit("data/habits.json.history") { object in
            guard var changes = object["changes"] as? [[String: Any]] else { return }
            for index in changes.indices {
                changes[index]["command"] = Self.hostileWithNul
                changes[index]["habits"] = [Self.hostileWithNul, "Lesen" + Self.hostile]
            }
            object["changes"] = changes
        }
        let output = sandbox.run(["history"], language: language)
        #expect(output.exitCode == .success, "\(output.stderr)")
        #expect(output.stdout.contains("\\u{1B}]0;pwn\\u{7}"))  // shown, written out
        Self.expectEscaped(output, lines: plain.stdout.split(separator: "\n", omittingEmptySubsequences: false).count, "history")
    }

    @Test(arguments: languages)
    func conflictCopyNamesAreShownEscapedInListAndMerge(_ language: String) throws {
        let sandbox = try Sandbox()
        #expect(sandbox.run(["add", "Lesen"]).exitCode == .success)
        let copy = sandbox.scratch.file("data/habits.sync-conflict-" + Self.hostile + ".json")
        try FileManager.default.copyItem(atPath: sandbox.file, toPath: copy)
        #expect(sandbox.run(["add", "Laufen"]).exitCode == .success)
        let list = sandbox.run(["list"], language: language)
        #expect(list.stderr.contains("\\u{1B}"))  // the notice names the copy, escaped
        Self.expectEscaped(list, "list's notice")
        let merge = sandbox.run(["merge", "--conflict-copies"], language: language)
        #expect(merge.exitCode == .success, "\(merge.stderr)")
        #expect(merge.stdout.contains("\\u{85}"))  // NEL, a C1 control, written out
        Self.expectEscaped(merge, lines: 2, "merge --conflict-copies")
        let typed = sandbox.scratch.file("data/conflict-copies/" + AtomicFile.fileName(of: copy))
        Self.expectEscaped(sandbox.run(["merge", typed], language: language), "merge FILE")
    }

    @Test(arguments: languages)
    func configValuesAreShownEscaped(_ language: String) throws {
        let sandbox = try Sandbox()
        // The same config with a plain value: as many lines as the hostile one must give.
        try sandbox.scratch.write("remind-command = echo plain\n", to: "config/habit/config")
        let plain = sandbox.run(["config"], language: language)
        let lines = plain.stdout.split(separator: "\n", omittingEmptySubsequences: false).count
        // A config file holds lines: every control but the line feed (and NUL) in a value.
        let value = Self.hostile.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "\r", with: "")
        try sandbox.scratch.write("remind-command = echo " + value + "\n", to: "config/habit/config")
        let output = sandbox.run(["config"], language: language)
        #expect(output.exitCode == .success, "\(output.stderr)")
        #expect(output.stdout.contains("echo A\\u{1}"))
        Self.expectEscaped(output, lines: lines, "config")
    }

    @Test(arguments: languages)
    func importErrorsShowFileNamesAndLinesEscaped(_ language: String) throws {
        let sandbox = try Sandbox()
        let folder = "harsh" + Self.hostile
        try sandbox.scratch.write("Lesen: 1\n" + Self.hostileWithNul + ": x\n", to: folder + "/habits")
        try sandbox.scratch.write("2026-11-01 : Lesen : y\n", to: folder + "/log")
        let output = sandbox.run(["import", "--from", "harsh", sandbox.scratch.file(folder)], language: language)
        #expect(output.exitCode == .usage)
        Self.expectEscaped(output, "import of a harsh folder")
        let csv = sandbox.run(["import", sandbox.scratch.file(folder + "/nothing" + Self.hostile + ".csv")], language: language)
        #expect(csv.exitCode != .success)
        Self.expectEscaped(csv, "import of a missing file")
        try sandbox.scratch.write("name,date\n" + Self.hostile + ",2026-11-01\n", to: "rows.csv")
        Self.expectEscaped(sandbox.run(["import", sandbox.scratch.file("rows.csv")], language: language), "import of a CSV row")
    }

    /// A habit field a hand edit can reach, and how to put `text` there.
    struct Field: CustomTestStringConvertible, Sendable {
        let name: String
        let put: @Sendable (inout [String: Any], String) -> Void
        var testDescription: String { name }
    }

    static let fields = [
        Field(name: "name") { habit, text in habit["name"] = text },
        Field(name: "note") { habit, text in habit["notes"] = ["2026-11-28": text] },
        Field(name: "tag") { habit, text in habit["tags"] = [text] },
        Field(name: "unit") { habit, text in habit["goal"] = ["type": "atLeast", "amount": 3, "unit": text] },
    ]

    @Test(arguments: fields, languages)
    func namesNotesTagsAndUnitsFromAHandEditedFileAreShownEscaped(_ field: Field, _ language: String) throws {
        let sandbox = try Sandbox()
        #expect(sandbox.run(["add", "Lesen"]).exitCode == .success)
        try sandbox.edit("data/habits.json") { object in
            guard var habits = object["habits"] as? [[String: Any]], !habits.isEmpty else { return }
            field.put(&habits[0], Self.hostileWithNul)
            object["habits"] = habits
        }
        for command in [["list"], ["show", "Lesen"], ["notes"], ["stats"], ["tags"], ["grid"], ["status"], ["todo"]] {
            Self.expectEscaped(sandbox.run(command, language: language), "\(command) with a \(field.name)")
        }
    }
}
