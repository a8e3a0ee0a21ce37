import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// A scratch folder with a data file and a state folder, to run `habit remind` in-process at any
/// moment in Berlin.
final class RemindSandbox {
    let scratch: ScratchFolder
    let ids = IDSequence()
    var file: String { scratch.file("habits.json") }
    var stateFile: String { scratch.file("state/habit/remind-state") }

    init() throws {
        scratch = try ScratchFolder()
    }

    /// Runs `habit arguments` at `moment` (ISO 8601 with a zone) in Berlin.
    func run(
        _ arguments: [String], at moment: String = "2026-11-29T11:00:00Z", language: String = "en_GB.UTF-8",
        environment extra: [String: String] = [:]
    ) -> Output {
        var environment = [
            "HABIT_FILE": file, "LANG": language, "HOME": scratch.path, "XDG_STATE_HOME": scratch.file("state"),
            "XDG_CONFIG_HOME": scratch.file("config"),
            // No session bus there: the default way is print, whatever desktop the machine has.
            "XDG_RUNTIME_DIR": scratch.file("run"),
        ]
        environment.merge(extra) { $1 }
        let world = World(
            arguments: arguments, environment: environment, now: Fixed.moment(moment), timeZone: Fixed.timeZone,
            stdoutIsTerminal: false, stderrIsTerminal: false, terminalColumns: nil, ask: nil, makeID: ids.make)
        return Program.run(world)
    }

    /// Runs each command line in turn at `moment`, expecting success.
    func setUp(_ commands: [[String]], at moment: String = "2026-11-29T11:00:00Z") {
        for command in commands {
            let output = run(command, at: moment)
            #expect(output.exitCode == .success, "\(command): \(output.stderr)")
        }
    }

    /// The state file's text, `nil` when there is none.
    var state: String? { try? String(contentsOfFile: stateFile, encoding: .utf8) }

    /// Whether the state marks no reminder as sent and holds no claim: none, or one without
    /// `sent` and `claimed` lines (a failed delivery gave its claim up).
    var marksNothingSent: Bool {
        state.map { !$0.contains("\nsent ") && !$0.contains("\nclaimed ") } ?? true
    }
}

// November 2026: Sunday the 29th is "today"; Monday the 30th starts a new week. Berlin is UTC+1,
// so 20:00 local is 19:00 UTC.

/// `habit remind`: one summary of what is still open today, knowing each schedule.
@Suite struct RemindCommandTests {
    /// Lesen daily, Meditieren daily and done, Laufen 3 a week done Friday, Wasser trinken 5 of 8.
    static func fourHabits() throws -> RemindSandbox {
        let sandbox = try RemindSandbox()
        sandbox.setUp(
            [
                ["add", "Lesen"], ["add", "Meditieren"], ["add", "Laufen", "--per-week", "3"],
                ["add", "Wasser trinken", "--goal", "8", "--unit", "glasses"],
            ], at: "2026-11-20T11:00:00Z")
        sandbox.setUp([
            ["check", "Meditieren"], ["check", "Laufen", "--date", "2026-11-27"], ["log", "Wasser trinken", "5"],
        ])
        return sandbox
    }

    struct NowCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let language: String
        let stdout: String
    }

    @Test(arguments: [
        NowCase(
            testDescription: "English", language: "en_US.UTF-8",
            stdout: "3 habits still open\nLesen\nLaufen: 2 more this week, 1 day left\nWasser trinken: 5 of 8 glasses\n"),
        NowCase(
            testDescription: "German", language: "de_DE.UTF-8",
            stdout:
                "3 Gewohnheiten sind noch offen\nLesen\nLaufen: noch 2-mal diese Woche, 1 Tag übrig\nWasser trinken: 5 von 8 glasses\n"
        ),
        NowCase(
            testDescription: "French", language: "fr_FR.UTF-8",
            stdout:
                "3 habitudes encore à faire\nLesen\nLaufen\u{00A0}: encore 2\u{00A0}fois cette semaine, 1 jour restant\nWasser trinken\u{00A0}: 5 sur 8 glasses\n"
        ),
    ])
    func nowSummarisesEveryOpenHabit(_ check: NowCase) throws {
        let sandbox = try Self.fourHabits()
        let output = sandbox.run(["remind", "--now"], language: check.language)
        #expect(output.stdout == check.stdout)  // a title, then a line per open habit; Meditieren is done
        #expect(output.exitCode == .success)
        #expect(sandbox.state == nil)  // --now neither reads nor writes the state
    }

    @Test func nothingOpenSendsNothing() throws {
        let sandbox = try RemindSandbox()
        sandbox.setUp([["add", "Lesen"], ["check", "Lesen"], ["add", "Ruhetag", "--days", "mon"]])
        let output = sandbox.run(["remind", "--now"])
        #expect(output == Output())  // nothing printed, exit 0: a Monday habit is not due on a Sunday
        #expect(sandbox.run(["remind"], at: "2026-11-29T19:05:00Z") == Output())
    }

    @Test func aReminderComesOnceWhenItsTimeHasCome() throws {
        let sandbox = try Self.fourHabits()
        #expect(sandbox.run(["remind"], at: "2026-11-29T18:50:00Z").stdout.isEmpty)  // 19:50: not yet
        #expect(sandbox.run(["remind"], at: "2026-11-29T19:05:00Z").stdout.hasPrefix("3 habits still open\n"))  // 20:05
        #expect(sandbox.run(["remind"], at: "2026-11-29T19:20:00Z").stdout.isEmpty)  // 20:20: already sent
        #expect(sandbox.state?.contains("day 2026-11-29\n") == true)
        // The next day (a new week) at 20:05: Lesen and Laufen are open again, Meditieren too.
        let monday = sandbox.run(["remind"], at: "2026-11-30T19:05:00Z")
        #expect(monday.stdout.hasPrefix("4 habits still open\n"))
        #expect(monday.stdout.contains("Laufen: 3 more this week, 7 days left\n"))  // the week starts again
    }

    @Test func dryRunPrintsAndChangesNothing() throws {
        let sandbox = try Self.fourHabits()
        let output = sandbox.run(["remind", "--dry-run"], at: "2026-11-29T19:05:00Z")
        #expect(output.stdout.hasPrefix("Would send by print, and mark as sent:\n3 habits still open\nLesen\n"))
        #expect(sandbox.state == nil)  // no state written
        #expect(sandbox.run(["remind", "--dry-run"], at: "2026-11-29T18:00:00Z").stdout == "Nothing to remind of now.\n")
        #expect(sandbox.run(["remind"], at: "2026-11-29T19:06:00Z").stdout.hasPrefix("3 habits still open\n"))  // still to send
    }

    @Test func dryRunWithNowDoesNotSpeakOfMarking() throws {
        let sandbox = try Self.fourHabits()
        let output = sandbox.run(["remind", "--now", "--dry-run"], at: "2026-11-29T10:00:00Z")
        #expect(output.stdout.hasPrefix("Would send by print:\n3 habits still open\nLesen\n"))  // --now marks nothing
        #expect(sandbox.state == nil)
    }

    @Test(arguments: ["", "garbage\n", "habit-remind-state 1\nsent\n", "habit-remind-state 9\nday 2026-11-29\n"])
    func anUnreadableStateMeansNothingSentYet(_ text: String) throws {
        let sandbox = try Self.fourHabits()
        try sandbox.scratch.write(text, to: "state/habit/remind-state")
        let output = sandbox.run(["remind"], at: "2026-11-29T19:05:00Z")
        #expect(output.stdout.hasPrefix("3 habits still open\n"))  // reminded as if for the first time
        #expect(output.stderr.isEmpty)  // and no error
        #expect(sandbox.state?.hasPrefix("habit-remind-state 1\nlast-run 2026-11-29T19:05:00Z\n") == true)  // rewritten
    }

    @Test func halfPastMidnightWithTheDayStartingAtFourIsAboutTheDayBefore() throws {
        let sandbox = try Self.fourHabits()
        // Monday, November 30, 00:30 in Berlin: with the day starting at 4 it is still Sunday, when
        // Meditieren was done; with midnight it is Monday, when nothing is done yet.
        let late = sandbox.run(["remind", "--now"], at: "2026-11-29T23:30:00Z", environment: ["HABIT_DAY_STARTS_AT": "4"])
        #expect(late.stdout.hasPrefix("3 habits still open\n"))
        let monday = sandbox.run(["remind", "--now"], at: "2026-11-29T23:30:00Z")
        #expect(monday.stdout.hasPrefix("4 habits still open\n"))
    }
}

/// `remind-at` in the config file: the reminder time of every habit without its own.
@Suite struct RemindAtSettingTests {
    @Test func remindAtMovesTheDefaultTime() throws {
        let sandbox = try RemindCommandTests.fourHabits()
        try sandbox.scratch.write("remind-at = 08:00\n", to: "config/habit/config")
        #expect(sandbox.run(["remind"], at: "2026-11-29T07:05:00Z").stdout.hasPrefix("3 habits still open\n"))  // 08:05
        #expect(sandbox.run(["remind"], at: "2026-11-29T19:05:00Z").stdout.isEmpty)  // 20:05 is no time of its own now
        #expect(sandbox.run(["config"]).stdout.contains("remind-at       08:00    "))  // shown with where it comes from
    }

    @Test func aBadRemindAtIsRefusedWithNothingChanged() throws {
        let sandbox = try RemindCommandTests.fourHabits()
        try sandbox.scratch.write("remind-at = 25:00\n", to: "config/habit/config")
        let output = sandbox.run(["remind"], at: "2026-11-29T19:05:00Z")
        #expect(output.exitCode == .usage)  // 2
        #expect(output.stderr.contains("25:00"))  // names the value
        #expect(output.stderr.contains("HH:MM"))  // and what to write
        #expect(sandbox.state == nil)  // nothing sent, nothing recorded
    }
}
