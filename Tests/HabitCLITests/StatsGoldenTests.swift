import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

// Today is Saturday Jan 2, 2027 in Europe/Berlin (pinned in LookBackFixture), unless a test
// says otherwise.
// - "Lesen" was created on Wednesday Nov 18, 2026: 46 days through today, 29 of them done;
//   Wednesdays and Thursdays were each done 6 times of 7, and Wednesday comes first in both
//   an English (Sunday) and a German (Monday) week.
// - "Yoga" was created on Thursday Dec 31, 2026 and never done: 3 days, none done.

/// A named habit whose statistics are rendered in one language, and the golden file of the text.
struct StatsCase: CustomTestStringConvertible, Sendable {
    let name: String
    let habit: Habit
    let language: LanguageTable
    /// The golden file with the text (see ``Golden``).
    let golden: String
    var testDescription: String { name }
}

@Suite("Statistics golden text")
struct StatsGoldenTests {
    typealias F = LookBackFixture

    static let cases: [StatsCase] = [
        StatsCase(
            name: "English, a habit with history: rates clipped to Nov 18, Wednesday wins the tie with Thursday",
            habit: F.lesen(asOf: "2027-01-02"), language: LanguageTable.english,
            // 365 days reach back before Nov 18, so that window counts the 46 days since then;
            // the streak runs Dec 28 – Jan 1 because today is still open.
            golden: "Stats/english-a-habit-with-history"),
        StatsCase(
            name: "German, a habit with history: a space before %, „von“, dates as Germans write them",
            habit: F.lesen(asOf: "2027-01-02"), language: LanguageTable.german,
            golden: "Stats/german-a-habit-with-history"),
        StatsCase(
            name: "English, a habit never done: three days since creation, no record, no best weekday",
            habit: F.yoga, language: LanguageTable.english,
            golden: "Stats/english-a-habit-never-done"),
        StatsCase(
            name: "German, a habit never done",
            habit: F.yoga, language: LanguageTable.german,
            golden: "Stats/german-a-habit-never-done"),
    ]

    @Test("The statistics of one habit", arguments: cases)
    func text(_ example: StatsCase) {
        let lines = StatsView.render([example.habit], today: F.day("2027-01-02"), presentation: F.presentation(example.language))
        // The lines, exactly as in the golden file, values aligned after the widest label.
        Golden.expect((lines.joined(separator: "\n") + "\n").visibleEscapes, is: example.golden)
    }

    @Test("A habit created after today (the clock went back) has no days to count")
    func createdAfterToday() {
        let lines = StatsView.render([F.yoga], today: F.day("2026-12-30"), presentation: F.presentation(LanguageTable.english))
        // No rate can be given; the lines say so instead of dividing by zero.
        #expect(lines[1] == "  7 days:             no days yet")
        #expect(lines[4] == "  Since Dec 31, 2026: no days yet")
        let german = StatsView.render([F.yoga], today: F.day("2026-12-30"), presentation: F.presentation(LanguageTable.german))
        #expect(german[1] == "  7 Tage:             noch keine Tage")
    }

    @Test("habit stats without a name in German: every habit, a blank line between")
    func allHabitsGerman() throws {
        let output = try F.withDataFile([F.lesen(asOf: "2027-01-02"), F.yoga]) { file in
            F.run(["stats", "--file", file], today: "2027-01-02", environment: ["LANG": "de_DE.UTF-8"])
        }
        // Both habits in the order they were added.
        Golden.expect(output.stdout, is: "Stats/allHabitsGerman")
        #expect(output.exitCode == .success)
    }

    @Test("habit stats NAME finds the habit as other commands do, and colours its title on request")
    func oneHabitInColour() throws {
        let output = try F.withDataFile([F.lesen(asOf: "2027-01-02"), F.yoga]) { file in
            F.run(["stats", "les", "--color", "always", "--file", file], today: "2027-01-02", environment: ["TERM": "xterm"])
        }
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        // "les" is a prefix of Lesen; its title is bold and blue, the figures plain.
        #expect(lines.first == "\u{1B}[1m\u{1B}[34m📚 Lesen\u{1B}[0m\u{1B}[0m")
        #expect(lines[1] == "  7 days:             5 of 7 (71%)")
        // Only Lesen: 10 lines and the final newline.
        #expect(lines.count == 11)
    }

    @Test("habit stats with no habits: the hint to add one")
    func noHabits() throws {
        let output = try F.withDataFile([]) { file in
            F.run(["stats", "--file", file], today: "2027-01-02", environment: [:])
        }
        // The same words as an empty list.
        #expect(output.stdout == "No habits yet.\nAdd your first one and check it off every day: habit add NAME\n")
    }

    @Test("habit stats with an unknown name: exit code 3 and the nearest name")
    func unknownHabit() throws {
        let output = try F.withDataFile([F.lesen(asOf: "2027-01-02")]) { file in
            F.run(["stats", "Lsen", "--file", file], today: "2027-01-02", environment: [:])
        }
        // The data said no.
        #expect(output.exitCode == .data)
        #expect(output.stderr == "habit: There is no habit “Lsen”; did you mean “Lesen”?\n")
    }

    @Test("habit stats --json: the same figures with stable, sorted keys")
    func json() throws {
        let output = try F.withDataFile([F.lesen(asOf: "2027-01-02")]) { file in
            F.run(["stats", "Lesen", "--json", "--file", file], today: "2027-01-02", environment: [:])
        }
        // Every figure of the text, plus each weekday's rate; Wednesday and Thursday tie at 6 of 7.
        Golden.expect(output.stdout, is: "Stats/json")
        let german = try F.withDataFile([F.lesen(asOf: "2027-01-02")]) { file in
            F.run(["stats", "Lesen", "--json", "--file", file], today: "2027-01-02", environment: ["LANG": "de_DE.UTF-8"])
        }
        // The keys and values do not depend on the language.
        #expect(german.stdout == output.stdout)
    }

    @Test("a tie for the best weekday goes to the first day of the file's week, in the text and the JSON, in every language")
    func weekdayTie() throws {
        // Created Monday Nov 23, 2026; done on that Monday and on Sunday Nov 29: both 1 of 1.
        let tie = Habit(
            id: fixtureID(90), name: "Tie", icon: "🎯", color: .teal, created: day("2026-11-23"),
            completions: [day("2026-11-23"), day("2026-11-29")])
        func run(_ arguments: [String], _ language: String, weekStart: Weekday = .monday) throws -> String {
            try F.withDataFile([tie], weekStart: weekStart) { file in
                F.run(arguments + ["--file", file], today: "2026-11-29", environment: ["LANG": language]).stdout
            }
        }
        // A file made before weeks were stored counts Monday to Sunday, even for a reader in the US.
        #expect(try run(["stats", "Tie"], "en_US.UTF-8").contains("Best weekday:       Monday, 1 of 1 (100%)"))
        #expect(try run(["stats", "Tie"], "de_DE.UTF-8").contains("Bester Wochentag:   Montag, 1 von 1 (100 %)"))
        let english = try run(["stats", "Tie", "--json"], "en_US.UTF-8")
        #expect(english.contains("\"bestWeekday\" : \"monday\""))
        #expect(try run(["stats", "Tie", "--json"], "de_DE.UTF-8") == english)  // the same bytes in every language
        // A file whose weeks start on Sunday says Sunday, for a reader in Germany too.
        #expect(try run(["stats", "Tie"], "de_DE.UTF-8", weekStart: .sunday).contains("Bester Wochentag:   Sonntag, 1 von 1 (100 %)"))
        let sunday = try run(["stats", "Tie", "--json"], "de_DE.UTF-8", weekStart: .sunday)
        #expect(sunday.contains("\"bestWeekday\" : \"sunday\""))
        #expect(try run(["stats", "Tie", "--json"], "en_US.UTF-8", weekStart: .sunday) == sunday)
    }

    @Test("habit stats --json for a habit never done: nulls where there is nothing to give")
    func jsonNulls() throws {
        let output = try F.withDataFile([F.yoga]) { file in
            F.run(["stats", "--json", "--file", file], today: "2027-01-02", environment: [:])
        }
        let root = try JSONTree.read(Array(output.stdout.utf8))
        guard case .object(let top) = root, case .array(let habits)? = top.first(where: { $0.key == "habits" })?.value,
            case .object(let yoga)? = habits.first
        else {
            Issue.record("not an object with a list of habits: \(output.stdout)")
            return
        }
        let fields = Dictionary(uniqueKeysWithValues: yoga.map { ($0.key, $0.value) })
        // Never done: no best weekday.
        #expect(fields["bestWeekday"] == .null)
        // A streak of 0 days has no first or last day.
        let noStreak = JSONTree.object([
            ("days", .number(0)), ("first", .null), ("last", .null), ("length", .number(0)), ("unit", .string("day")),
        ])
        #expect(fields["currentStreak"] == noStreak)
        #expect(fields["record"] == noStreak)
        // Three days since creation, none done: 0 %.
        #expect(
            fields["sinceCreated"]
                == .object([("days", .number(3)), ("done", .number(0)), ("measure", .string("days")), ("percent", .number(0))]))
        guard case .object(let weekdays)? = fields["weekdays"] else {
            Issue.record("no weekdays object")
            return
        }
        // No Monday since Dec 31: no percentage for Mondays.
        #expect(
            weekdays.first { $0.key == "monday" }?.value
                == .object([("days", .number(0)), ("done", .number(0)), ("measure", .string("days")), ("percent", .null)]))
    }

    @Test("The parser reads stats with an optional name and --json")
    func parsing() throws {
        // All habits, as text.
        #expect(ArgumentParser.parse(["stats"]).command == .success(StatsCommand(name: nil, json: false)))
        // One habit, as JSON, options in any order.
        #expect(ArgumentParser.parse(["stats", "--json", "Lesen"]).command == .success(StatsCommand(name: "Lesen", json: true)))
        // At most one name.
        #expect(throws: UsageError.extraArgument("Yoga", command: .stats)) {
            try ArgumentParser.parse(["stats", "Lesen", "Yoga"]).command.get()
        }
        // --json belongs to stats and the views, not to the commands that change data.
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["check", "Lesen", "--json"]).command.get() }
    }

    @Test("Help for stats and show, from the command table, in English and German")
    func help() {
        // The usage line, the summary and the command's own option.
        #expect(
            HelpView.command(.stats, language: LanguageTable.english).prefix(8).joined(separator: "\n") == """
                Usage:
                  habit stats [NAME] [--by PERIOD] [--last N] [--from DAY] [--until DAY]
                              [--json] [--tag TAGS]

                Show statistics: completion rates, streak, record, best weekday (without NAME:
                all).

                Options:
                """)
        #expect(
            HelpView.command(.show, language: LanguageTable.german).prefix(7).joined(separator: "\n") == """
                Aufruf:
                  habit show [NAME] [-w, --weeks N] [--notes] [--json] [--as-of TAG]

                Serie, Rekord, letzte 7 Tage und letzte Wochen einer Gewohnheit zeigen (ohne
                NAME: alle).

                Optionen:
                """)
        // The overview lists stats after show.
        let overview = HelpView.overview(language: LanguageTable.english)
        #expect(
            overview.contains(
                "  habit stats [NAME]          Show statistics: completion rates, streak, record,"
            ))
    }
}
