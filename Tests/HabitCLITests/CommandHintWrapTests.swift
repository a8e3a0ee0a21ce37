import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// A shell command that the program suggests is never broken across lines: when the sentence
/// wraps, the command moves whole to a line of its own (indented), and when even that is too
/// narrow it stays one long line, so that it can be pasted into a shell as it is.
@Suite struct CommandHintWrapTests {
    static let long = "Morning run along the river before breakfast"
    static let quoted = "'Morning run along the river before breakfast'"

    @Test("a command too wide for its line moves whole to the next, and stays one long line there")
    func longCommandStaysWhole() {
        let lines = TextWrap.lines("check it off with: habit check \(Self.quoted)", width: 40, indent: 2)
        #expect(lines == ["check it off with:", "  habit check \(Self.quoted)"])
    }

    @Test("a command that fits after its words stays on their line; one that does not moves whole")
    func shortCommand() {
        #expect(
            TextWrap.lines("○ Not done yet today · check it off with: habit check Foo", width: 60) == [
                "○ Not done yet today · check it off with: habit check Foo"
            ])
        // Before, "habit list" and "--archived" could land on two lines.
        #expect(
            TextWrap.lines("All 4 habits are archived; see them with: habit list --archived", width: 50, indent: 2) == [
                "All 4 habits are archived; see them with:", "  habit list --archived",
            ])
        // French writes a no-break space before the colon; the command still starts after it.
        #expect(
            TextWrap.lines("Toutes les notes (4)\u{00A0}: habit show 'Wasser trinken' --notes", width: 30, indent: 2) == [
                "Toutes les notes (4)\u{00A0}:", "  habit show 'Wasser trinken' --notes",
            ])
    }

    @Test("text after the command (past a ·) still wraps at spaces")
    func textAfterTheCommand() {
        let lines = TextWrap.lines("undo with: habit uncheck Foo · then check it off again tomorrow", width: 30)
        #expect(lines == ["undo with: habit uncheck Foo ·", "then check it off again", "tomorrow"])
    }

    @Test("a command named inside a sentence stays whole: in quotes up to the closing one, else with its placeholders")
    func inlineCommands() {
        #expect(
            TextWrap.lines("Run “habit undo” again to take it back once more.", width: 12) == [
                "Run", "“habit undo”", "again to", "take it back", "once more.",
            ])
        #expect(TextWrap.lines("Siehe „habit help edit“.", width: 10) == ["Siehe", "„habit help edit“."])
        #expect(
            TextWrap.lines("voir «\u{202F}habit help edit\u{202F}».", width: 10) == ["voir", "«\u{202F}habit help edit\u{202F}»."])
        #expect(
            TextWrap.lines("in scripts, use habit check NAME (or habit skip NAME) for each habit.", width: 20) == [
                "in scripts, use", "habit check NAME (or", "habit skip NAME) for", "each habit.",
            ])
        // "habit" followed by a word that names no command is prose, and wraps as such.
        #expect(TextWrap.lines("Give a habit a new name", width: 7) == ["Give a", "habit a", "new", "name"])
    }

    /// Every line of the output of a series of commands on a long quoted name, at 40 columns.
    private func outputs(_ language: String) throws -> [String] {
        let world = try TestWorld(environment: ["HABIT_LANGUAGE": language, "COLUMNS": "40"])
        let name = Self.long
        let water = "Wasser trinken am Morgen vor dem Frühstück"
        let notes = ["2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"].map { ["note", water, "Tee", "--date", $0] }
        let runs: [[String]] =
            [
                ["add", name], ["show", name], ["check", name], ["show", name],
                ["add", water, "--goal", "8"], ["log", water, "5"],
            ] + notes + [
                ["show", water],
                ["add", "Kaffee nach dem Mittagessen im Büro", "--at-most", "2"],
                ["show", "Kaffee nach dem Mittagessen im Büro"],
                ["uncheck", name], ["pause", name], ["show", name], ["archive", name],
            ]
        return runs.flatMap { arguments in
            let output = world.run(arguments)
            #expect(output.exitCode == .success, "habit \(arguments)")
            return output.stdout.split(separator: "\n").map(String.init)
        }
    }

    @Test("at 40 columns every suggested command is whole on one line, in every language", arguments: ["en", "de", "fr"])
    func wholeCommands(_ language: String) throws {
        let lines = try outputs(language)
        let commands = lines.filter { $0.contains("habit ") && $0.contains("'") }
        // add and show (check), check and show (uncheck), log (the show hint), show --notes,
        // the limit's log, pause and show (resume), archive (unarchive).
        #expect(commands.count >= 9)
        for line in commands {
            // The quoted name opens and closes on the same line, after the command's start.
            #expect(line.components(separatedBy: "'").count == 3, "\(line)")
            #expect(line.hasPrefix("  habit ") || line.contains(": habit ") || line.contains("\u{00A0}: habit "), "\(line)")
        }
        #expect(lines.contains("  habit check \(Self.quoted)"))
        #expect(lines.contains("  habit uncheck \(Self.quoted)"))
        #expect(lines.contains("  habit resume \(Self.quoted)"))
        #expect(lines.contains("  habit unarchive \(Self.quoted)"))
        #expect(lines.contains("  habit show 'Wasser trinken am Morgen vor dem Frühstück' --notes"))
        #expect(!lines.contains { $0.hasSuffix("'Morning") || $0.hasPrefix("  run along") })
    }
}
