import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

// Today is Saturday Jan 2, 2027 in Europe/Berlin, noon, as in StatsGoldenTests.
// - "Lesen" was created on Wednesday Nov 18, 2026 and done on Nov 18–22, Nov 25, Dec 1–3,
//   Dec 10–24 and Dec 28 – Jan 1 (see LookBackFixture); here it was also paused Dec 5–9.
// - "Wasser trinken" (at least 8 Gläser a day) is AmountFixture's, seen on Nov 29, 2026.

/// One screen of `habit stats NAME --by`: the arguments, the language, the width and the golden.
struct PeriodChartScreen: CustomTestStringConvertible, Sendable {
    let name: String
    let arguments: [String]
    let language: String
    let width: Int
    let today: String
    let golden: String
    var testDescription: String { name }
}

@Suite("Totals over time: golden text")
struct PeriodChartGoldenTests {
    typealias F = LookBackFixture

    /// Lesen with a pause of five days in December, none of them done.
    static var lesen: Habit {
        var habit = F.lesen(asOf: "2027-01-02")
        try! habit.pause(from: F.day("2026-12-05"), through: F.day("2026-12-09"), today: F.day("2027-01-02"))
        return habit
    }

    static let screens: [PeriodChartScreen] = ["en", "de", "fr"].flatMap { language in
        [80, 40].flatMap { width in
            [
                // Weeks start on Sunday in English, on Monday in German and French; the first
                // week began before Nov 18, and the five paused days are left out.
                PeriodChartScreen(
                    name: "\(language) --by week at \(width)", arguments: ["stats", "Lesen", "--by", "week"],
                    language: language, width: width, today: "2027-01-02", golden: "Stats/by-week-\(language)-\(width)"),
                // Nov, Dec, Jan: calendar months with the language's short names.
                PeriodChartScreen(
                    name: "\(language) --by month at \(width)", arguments: ["stats", "Lesen", "--by", "month"],
                    language: language, width: width, today: "2027-01-02", golden: "Stats/by-month-\(language)-\(width)"),
                // The language's first weekday first; today (Saturday, not done) not counted yet.
                PeriodChartScreen(
                    name: "\(language) --by weekday at \(width)", arguments: ["stats", "Lesen", "--by", "weekday"],
                    language: language, width: width, today: "2027-01-02", golden: "Stats/by-weekday-\(language)-\(width)"),
                // A measured habit: sums in Gläser, the goal marked and its legend.
                PeriodChartScreen(
                    name: "\(language) a goal --by week at \(width)",
                    arguments: ["stats", "Wasser", "--by", "week", "--last", "2"], language: language, width: width,
                    today: "2026-11-29", golden: "Stats/by-week-goal-\(language)-\(width)"),
            ]
        }
    }

    @Test("Each chart as a person sees it", arguments: screens)
    func screen(_ screen: PeriodChartScreen) throws {
        let environment = ["LANG": AmountFixture.locales[screen.language] ?? "", "COLUMNS": String(screen.width)]
        let output = try F.withDataFile([Self.lesen, AmountFixture.wasser]) { file in
            F.run(screen.arguments + ["--file", file], today: screen.today, environment: environment)
        }
        #expect(output.exitCode == .success)
        Golden.expect(output.stdout, is: screen.golden)
        // No line wider than the terminal.
        for line in output.stdout.split(separator: "\n") {
            #expect(DisplayWidth.of(String(line)) <= screen.width, "\(line)")
        }
    }

    @Test("The JSON of periods and weekdays: ISO weeks, the same in every language")
    func json() throws {
        func run(_ arguments: [String], _ locale: String) throws -> String {
            try F.withDataFile([Self.lesen]) { file in
                F.run(arguments + ["--json", "--file", file], today: "2027-01-02", environment: ["LANG": locale]).stdout
            }
        }
        let weeks = try run(["stats", "Lesen", "--by", "week", "--last", "3"], "en_US.UTF-8")
        Golden.expect(weeks, is: "Stats/by-week-json")
        // Weeks start on Monday in JSON whatever the language.
        #expect(try run(["stats", "Lesen", "--by", "week", "--last", "3"], "de_DE.UTF-8") == weeks)
        #expect(weeks.contains("\"first\" : \"2026-12-28\""))
        let weekdays = try run(["stats", "Lesen", "--by", "weekday", "--from", "2026-12-01"], "fr_FR.UTF-8")
        Golden.expect(weekdays, is: "Stats/by-weekday-json")
        // Dec 1 is the first day counted; Monday comes first.
        #expect(weekdays.contains("\"first\" : \"2026-12-01\""))
    }

    @Test("Bad --by, --last and combinations: one sentence each, exit 2, in every language")
    func badInput() throws {
        let cases: [([String], String)] = [
            (["stats", "Lesen", "--by", "fortnight"], "habit: “fortnight” is not a period; use week, month, year or weekday.\n"),
            (
                ["stats", "Lesen", "--by", "week", "--last", "0"],
                "habit: “0” is not a number of periods; use a whole number from 1 to 1000.\n"
            ),
            (
                ["stats", "Lesen", "--by", "week", "--last", "x"],
                "habit: “x” is not a number of periods; use a whole number from 1 to 1000.\n"
            ),
            (["stats", "--by", "week"], "habit: --by shows one habit; name it: habit stats NAME --by week\n"),
            (
                ["stats", "Lesen", "--last", "3"],
                "habit: --last counts weeks, months or years; use it with --by: habit stats NAME --by month --last 3\n"
            ),
            (
                ["stats", "Lesen", "--by", "week", "--from", "-3"],
                "habit: --from and --until narrow the weekdays; use them with: habit stats NAME --by weekday --from DAY\n"
            ),
            (
                ["stats", "Lesen", "--by", "weekday", "--from", "2026-12-10", "--until", "2026-12-01"],
                "habit: --until (Dec 1, 2026) is before --from (Dec 10, 2026); give the earlier day to --from.\n"
            ),
        ]
        for (arguments, sentence) in cases {
            let output = try F.withDataFile([Self.lesen]) { file in
                F.run(arguments + ["--file", file], today: "2027-01-02", environment: [:])
            }
            #expect(output.exitCode == .usage, "\(arguments)")
            #expect(output.stderr == sentence)
            #expect(output.stdout.isEmpty)
            for locale in ["de_DE.UTF-8", "fr_FR.UTF-8"] {
                let other = try F.withDataFile([Self.lesen]) { file in
                    F.run(arguments + ["--file", file], today: "2027-01-02", environment: ["LANG": locale])
                }
                // One line in the other languages too, and not the English one.
                #expect(other.exitCode == .usage)
                #expect(other.stderr.split(separator: "\n").count == 1 && other.stderr != sentence, "\(other.stderr)")
            }
        }
    }

    @Test("The parser reads --by, --last, --from and --until")
    func parsing() throws {
        #expect(
            ArgumentParser.parse(["stats", "Lesen", "--by", "Month", "--last", "6"]).command
                == .success(StatsCommand(name: "Lesen", by: .month, last: 6)))
        #expect(
            ArgumentParser.parse(["stats", "Lesen", "--by", "weekday", "--json"]).command
                == .success(StatsCommand(name: "Lesen", json: true, by: .weekday)))
    }

    @Test("A bar grows in eighths, its goal marked; a value above 0 shows at least an eighth")
    func bars() {
        // 13 of 26 over 4 cells: two full cells.
        #expect(PeriodChartView.bar(13, goal: nil, largest: 26, width: 4) == "██  ")
        // 5 of 16 over 4 cells: 10 eighths, one full cell and a quarter.
        #expect(PeriodChartView.bar(5, goal: nil, largest: 16, width: 4) == "█▎  ")
        // Tiny, but not nothing.
        #expect(PeriodChartView.bar(1, goal: nil, largest: 1000, width: 4) == "▏   ")
        // The goal at 3 of 4 cells: beyond the bar a thin line, under it a thick one.
        #expect(PeriodChartView.bar(1, goal: 3, largest: 4, width: 4) == "█ │ ")
        #expect(PeriodChartView.bar(4, goal: 3, largest: 4, width: 4) == "██┃█")
    }
}
