import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `habit status` without a name (the line for prompts and status bars) and `habit todo`'s
/// week-judged rest. Unless a case says otherwise, today is Sunday, November 29, 2026, in Berlin.
@Suite struct StatusLineTests {
    /// Daily, done today.
    static let meditieren = ScriptingFixtures.habit(
        1, "Meditieren", icon: "🧠", created: "2026-11-01", done: ScriptingFixtures.days("2026-11-27", through: "2026-11-29"))
    /// Daily, done yesterday only: open, a streak of 1.
    static let wasser = ScriptingFixtures.habit(
        2, "Wasser trinken", icon: "💧", created: "2026-11-01", done: [ScriptingFixtures.day("2026-11-28")])
    /// Daily, never done.
    static let lesen = ScriptingFixtures.habit(3, "Lesen", icon: "📚", created: "2026-11-01")
    /// Mon/Wed/Fri: not due on a Sunday.
    static let floss = Habit(
        id: IDSequence.id(4), name: "Floss", icon: "🦷", color: .cyan, created: Day("2026-11-02")!,
        schedule: .days([.monday, .wednesday, .friday]))
    /// 20 km a week, the 20 logged today (Sunday): reached today.
    static let running = Habit(
        id: IDSequence.id(5), name: "Laufen", icon: "🏃", color: .red, created: Day("2026-11-02")!,
        goal: try! Goal(.weeklyAtLeast, Amount(20), unit: "km"), amounts: [Day("2026-11-29")!: Amount(20)])

    struct LineCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let habits: [Habit]
        let arguments: [String]
        var language = "en_US.UTF-8"
        let stdout: String
        let exitCode: ExitCode
    }

    @Test(arguments: [
        LineCase(
            testDescription: "done of due, the Mon/Wed/Fri habit left out on a Sunday",
            habits: [meditieren, wasser, lesen, floss], arguments: ["status"], stdout: "1/3\n", exitCode: .no),
        LineCase(
            testDescription: "every placeholder", habits: [meditieren, wasser, lesen, floss],
            arguments: ["status", "--format", "{done} of {due}, {open} open ({percent}%), streaks {streak}: {names}"],
            stdout: "1 of 3, 2 open (33%), streaks 4: 💧 Wasser trinken, 📚 Lesen\n", exitCode: .no),
        LineCase(
            testDescription: "everything done", habits: [meditieren, floss], arguments: ["status"], stdout: "1/1\n",
            exitCode: .success),
        LineCase(
            testDescription: "nothing due: nothing printed", habits: [floss], arguments: ["status", "--format", "x {due}"],
            stdout: "", exitCode: .success),
        LineCase(
            testDescription: "a weekly goal reached today counts as done", habits: [running], arguments: ["status"],
            stdout: "1/1\n", exitCode: .success),
        LineCase(
            testDescription: "quiet", habits: [meditieren, lesen], arguments: ["status", "-q"], stdout: "", exitCode: .no),
        LineCase(
            testDescription: "a past day", habits: [meditieren, wasser], arguments: ["status", "--date", "yesterday"],
            stdout: "2/2\n", exitCode: .success),
        LineCase(
            testDescription: "waybar, open", habits: [meditieren, wasser, lesen], arguments: ["status", "--format", "waybar"],
            stdout:
                #"{ "class" : "open", "text" : "1/3", "tooltip" : "1 of 3 done today, still open:\n💧 Wasser trinken\n📚 Lesen" }"#
                + "\n", exitCode: .no),
        LineCase(
            testDescription: "waybar, done, in German", habits: [meditieren, floss],
            arguments: ["status", "--format", "waybar"], language: "de_DE.UTF-8",
            stdout: #"{ "class" : "done", "text" : "1/1", "tooltip" : "Die eine heute fällige Gewohnheit ist erledigt." }"#
                + "\n", exitCode: .success),
        LineCase(
            testDescription: "waybar, nothing due, in French", habits: [floss], arguments: ["status", "--format", "WAYBAR"],
            language: "fr_FR.UTF-8",
            stdout: #"{ "class" : "none", "text" : "", "tooltip" : "Rien n'est prévu aujourd'hui." }"# + "\n",
            exitCode: .success),
    ])
    func line(_ check: LineCase) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed(check.habits)
        let output = sandbox.run(check.arguments, language: check.language)
        #expect(output.stdout == check.stdout)
        #expect(output.exitCode == check.exitCode)  // 0 when all that counts is done, 1 when something is open
        #expect(output.stderr.isEmpty)
    }

    @Test(arguments: [
        ("{foo}", "habit: “{foo}” is not a placeholder of status --format; "),
        ("{done} {due", "habit: “{due” is not a placeholder of status --format; "),
        ("{do{ne}", "habit: “{do” is not a placeholder of status --format; "),
    ])
    func badPlaceholderIsOneSentenceAndExitTwo(_ format: String, _ start: String) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.lesen])
        let output = sandbox.run(["status", "--format", format])
        #expect(output.exitCode == .usage)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix(start))  // quotes the piece that is wrong
        #expect(output.stderr.hasSuffix("use {done}, {due}, {open}, {names}, {streak}, {percent} or --format waybar.\n"))
    }

    // Tuesday, December 1, 2026, at noon in Berlin.
    static let tuesday = Fixed.moment("2026-12-01T11:00:00Z")
    /// 3 a week, done on Monday, November 30: 2 more this week.
    static let gym = Habit(
        id: IDSequence.id(6), name: "Laufen", icon: "🏃", color: .red, created: Day("2026-11-02")!,
        completions: [Day("2026-11-30")!], schedule: .perWeek(3))
    /// 20 km a week, 7.5 logged on Monday.
    static let km = Habit(
        id: IDSequence.id(7), name: "Radeln", icon: "🚲", color: .green, created: Day("2026-11-02")!,
        goal: try! Goal(.weeklyAtLeast, Amount(20), unit: "km"), amounts: [Day("2026-11-30")!: Amount(millionths: 7_500_000)])

    @Test(arguments: [
        ("en_US.UTF-8", "Lesen\nLaufen — 2 more this week, 6 days left\nRadeln — 12.5 km more this week, 6 days left\n"),
        ("de_DE.UTF-8", "Lesen\nLaufen — noch 2-mal diese Woche, 6 Tage übrig\nRadeln — noch 12,5 km diese Woche, 6 Tage übrig\n"),
        (
            "fr_FR.UTF-8",
            "Lesen\nLaufen — encore 2 fois cette semaine, 6 jours restants\nRadeln — encore 12,5 km cette semaine, 6 jours restants\n"
        ),
    ])
    func todoOnATerminalSaysWhatTheWeekStillNeeds(_ language: String, _ stdout: String) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.lesen, Self.gym, Self.km])
        let output = sandbox.run(["todo"], language: language, now: Self.tuesday, terminal: true)
        #expect(output.stdout == stdout)
        #expect(output.exitCode == .no)
    }

    @Test func todoInAPipeStaysOneNamePerLine() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.lesen, Self.gym, Self.km])
        let output = sandbox.run(["todo"], now: Self.tuesday)
        #expect(output.stdout == "Lesen\nLaufen\nRadeln\n")  // for `while read -r name`
    }

    @Test func todoJSONHasTheRestOfWeekJudgedHabits() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.lesen, Self.gym, Self.km])
        let output = sandbox.run(["todo", "--json"], now: Self.tuesday, terminal: true)
        #expect(
            output.stdout == """
                [
                  {
                    "name" : "Lesen"
                  },
                  {
                    "daysLeft" : 6,
                    "name" : "Laufen",
                    "remaining" : 2
                  },
                  {
                    "daysLeft" : 6,
                    "name" : "Radeln",
                    "remaining" : 12.5
                  }
                ]

                """)
        #expect(output.exitCode == .no)
        let empty = try ScriptingSandbox()
        try empty.seed([Self.meditieren])
        #expect(empty.run(["todo", "--json"]).stdout == "[]\n")  // nothing open: an empty array, exit 0
    }
}

/// The lines `docs/scripting.md` gives for tmux, starship, waybar and i3blocks work: every
/// `habit status --format '…'` in it is accepted and prints a line.
@Suite struct StatusLineDocumentationTests {
    /// Every format given after `habit status --format` in the page, quoted with ' or ".
    static func formats() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/scripting.md"), encoding: .utf8)
        var found: [String] = []
        var rest = Substring(text)
        while let range = rest.range(of: "habit status --format ") {
            rest = rest[range.upperBound...]
            guard let quote = rest.first else { break }
            guard quote == "'" || quote == "\"" else {
                found.append(String(rest.prefix { !$0.isWhitespace && $0 != "\"" }))
                continue
            }
            let body = rest.dropFirst()
            guard let end = body.firstIndex(of: quote) else { break }
            found.append(String(body[..<end]))
        }
        return found
    }

    @Test func everyFormatInTheScriptingPageIsAccepted() throws {
        let formats = try Self.formats()
        #expect(formats.count >= 5)  // tmux, starship, i3blocks, the examples and waybar
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([StatusLineTests.meditieren, StatusLineTests.lesen])
        for format in formats {
            let output = sandbox.run(["status", "--format", format])
            #expect(output.exitCode == .no, "\(format)")  // accepted: 1 for "something is open"
            #expect(output.stdout.hasSuffix("\n") && output.stdout.count > 1, "\(format)")
        }
    }
}
