import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// `habit todo`, `habit status` and `habit names`: answers for scripts and cron, where exit
/// code 1 means "no". Today is Sunday, November 29, 2026, in Berlin.
@Suite struct ReminderQueryTests {
    /// Done today and yesterday.
    static let meditieren = ScriptingFixtures.habit(
        1, "Meditieren", created: "2026-11-01", done: ScriptingFixtures.days("2026-11-28", through: "2026-11-29"))
    /// Done yesterday only.
    static let wasser = ScriptingFixtures.habit(
        2, "Wasser trinken", created: "2026-11-01", done: [ScriptingFixtures.day("2026-11-28")])
    /// Never done.
    static let lesen = ScriptingFixtures.habit(3, "Lesen", created: "2026-11-01")

    struct TodoCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let habits: [Habit]
        let arguments: [String]
        let stdout: String
        let exitCode: ExitCode
    }

    @Test(arguments: [
        TodoCase(
            testDescription: "two open, in list order", habits: [meditieren, wasser, lesen], arguments: ["todo"],
            stdout: "Wasser trinken\nLesen\n", exitCode: .no),
        TodoCase(
            testDescription: "two open, quiet", habits: [meditieren, wasser, lesen], arguments: ["todo", "--quiet"],
            stdout: "", exitCode: .no),
        TodoCase(
            testDescription: "all done", habits: [meditieren], arguments: ["todo"], stdout: "", exitCode: .success),
        TodoCase(
            testDescription: "all done, quiet with -q", habits: [meditieren], arguments: ["todo", "-q"], stdout: "",
            exitCode: .success),
        TodoCase(testDescription: "no habits at all", habits: [], arguments: ["todo"], stdout: "", exitCode: .success),
    ])
    func todo(_ check: TodoCase) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed(check.habits)
        let output = sandbox.run(check.arguments)
        #expect(output.stdout == check.stdout)  // one name per line, plain, nothing with --quiet
        #expect(output.exitCode == check.exitCode)  // 0 when nothing is open, 1 when something is
        #expect(output.stderr.isEmpty)  // an answer, not an error
    }

    @Test func todoIsNeverTranslatedOrColoured() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.wasser])
        let output = sandbox.run(["todo", "--color", "always"], language: "de_DE.UTF-8")
        #expect(output.stdout == "Wasser trinken\n")  // just the name, for `while read -r name`
    }

    struct StatusCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let arguments: [String]
        let language: String
        let stdout: String
        let exitCode: ExitCode
    }

    @Test(arguments: [
        StatusCase(
            testDescription: "done today", arguments: ["status", "Meditieren"], language: "en",
            stdout: "✓ Meditieren is done today\n", exitCode: .success),
        StatusCase(
            testDescription: "open today", arguments: ["status", "Wasser trinken"], language: "en",
            stdout: "◌ Wasser trinken is not done yet today\n", exitCode: .no),
        StatusCase(
            testDescription: "done yesterday", arguments: ["status", "wasser", "--date", "yesterday"], language: "en",
            stdout: "✓ Wasser trinken was done yesterday\n", exitCode: .success),
        StatusCase(
            testDescription: "not done on a past day", arguments: ["status", "Meditieren", "-d", "2026-11-20"],
            language: "en", stdout: "○ Meditieren was not done on Nov 20, 2026\n", exitCode: .no),
        StatusCase(
            testDescription: "quiet and done", arguments: ["status", "-q", "Meditieren"], language: "en", stdout: "",
            exitCode: .success),
        StatusCase(
            testDescription: "quiet and open", arguments: ["status", "Lesen", "--quiet"], language: "en", stdout: "",
            exitCode: .no),
        StatusCase(
            testDescription: "German, done", arguments: ["status", "Meditieren"], language: "de_DE.UTF-8",
            stdout: "✓ Meditieren ist heute erledigt\n", exitCode: .success),
        StatusCase(
            testDescription: "German, open on a past day", arguments: ["status", "Lesen", "--date", "gestern"],
            language: "de_DE.UTF-8", stdout: "○ Lesen war gestern nicht erledigt\n", exitCode: .no),
    ])
    func status(_ check: StatusCase) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.meditieren, Self.wasser, Self.lesen])
        let output = sandbox.run(check.arguments, language: check.language)
        #expect(output.stdout == check.stdout)  // one line unless --quiet
        #expect(output.exitCode == check.exitCode)  // 0 when done on that day, 1 when not
    }

    struct StatusError: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let arguments: [String]
        let exitCode: ExitCode
        let stderr: String
    }

    @Test(arguments: [
        StatusError(
            testDescription: "unknown habit", arguments: ["status", "Laufen", "--quiet"], exitCode: .data,
            stderr: "habit: There is no habit “Laufen”; see all habits with “habit list”.\n"),
        StatusError(
            testDescription: "a future day", arguments: ["status", "Lesen", "--date", "2026-11-30"], exitCode: .usage,
            stderr: "habit: Nov 30, 2026 is in the future (today is Nov 29, 2026); ask about today or a past day.\n"),
        StatusError(
            testDescription: "a format with a name", arguments: ["status", "Lesen", "--format", "{done}"],
            exitCode: .usage, stderr: "habit: --format shapes the line about every habit; leave out “Lesen” or --format.\n"),
    ])
    func statusErrorsAreNotANo(_ check: StatusError) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.lesen])
        let output = sandbox.run(check.arguments)
        #expect(output.exitCode == check.exitCode)  // 2 or 3, never 1: a cron job can tell "no" from "broken"
        #expect(output.stderr == check.stderr)  // even --quiet explains an error
    }

    @Test func todoOnABrokenDataFileIsADataError() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.write("not json", to: "habits.json")
        let output = sandbox.run(["todo", "--quiet"])
        #expect(output.exitCode == .data)  // 3, so a reminder does not fire on a broken file
        #expect(output.stderr.contains("is not a valid habit file"))  // and says why
    }

    @Test func namesPrintsEveryNameOnALine() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.meditieren, Self.wasser, Self.lesen])
        #expect(sandbox.run(["names"]).stdout == "Meditieren\nWasser trinken\nLesen\n")  // spaces kept, list order
        #expect(sandbox.run(["names"]).exitCode == .success)  // always 0
        #expect(try ScriptingSandbox().run(["names"]).stdout.isEmpty)  // no data file: no names
    }

    @Test func theNewCommandsAreInHelp() throws {
        let help = try ScriptingSandbox().run(["help"]).stdout
        for command in ["todo", "status", "names", "import", "export", "completion"] {
            #expect(help.contains("  habit \(command)"))  // each has a usage line in the overview
        }
        #expect(help.contains("  1  the answer to a query is no"))  // and the exit code they use is documented
    }
}
