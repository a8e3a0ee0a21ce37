import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

// Days in these tests, all in Europe/Berlin (pinned in LookBackFixture):
// - Saturday Jan 2, 2027: today at the year boundary; "Lesen" is open today.
// - Tuesday Dec 1, 2026: today at the month boundary; "Lesen" is done today.
// - Wednesday Nov 18, 2026: "Lesen" was created mid-week.
// - Thursday Dec 31, 2026: "Yoga" was created mid-week, in today's week.
// English weeks start on Sunday, German ones on Monday.

/// A named calendar to render and the golden file of the text it must give.
struct GridCase: CustomTestStringConvertible, Sendable {
    let name: String
    let habit: Habit
    let today: String
    let language: LanguageTable
    let width: Int
    let weeks: Int?
    let style: Style
    /// The golden file with the text (see ``Golden``).
    let golden: String
    var testDescription: String { name }
}

@Suite("Calendar grid golden text")
struct CalendarGridGoldenTests {
    typealias F = LookBackFixture

    static let cases: [GridCase] = [
        GridCase(
            name: "English, year boundary: 12 weeks from Sunday to Saturday Jan 2, created Wednesday Nov 18",
            habit: F.lesen(asOf: "2027-01-02"), today: "2027-01-02", language: LanguageTable.english, width: 80, weeks: nil, style: .plain,
            // Nov, Dec and Jan stand above the weeks that hold their first day; today (Saturday,
            // open) is ◌ at the bottom right; the five weeks before Nov 15 are blank.
            golden: "CalendarGrid/english-year-boundary"),
        GridCase(
            name: "German, year boundary: 12 weeks from Monday to Sunday Jan 3, created Wednesday Nov 18",
            habit: F.lesen(asOf: "2027-01-02"), today: "2027-01-02", language: LanguageTable.german, width: 80, weeks: nil, style: .plain,
            // The week runs Monday to Sunday, so Nov. begins in the week of Oct 26 and Dez. in the
            // week of Nov 30; Sunday Jan 3 is tomorrow and stays blank.
            golden: "CalendarGrid/german-year-boundary"),
        GridCase(
            name: "English, month boundary on 30 columns: 53 weeks asked, 14 fit; Dec would run past the edge",
            habit: F.lesen(asOf: "2026-12-01"), today: "2026-12-01", language: LanguageTable.english, width: 30, weeks: 53, style: .plain,
            // 1 column of letters and 14 weeks of 2 columns: 29 columns. "Dec" would start at
            // column 29 and end at 31, so it is left out. Today (Tuesday, done) is ◉.
            golden: "CalendarGrid/english-month-boundary-on-30-columns"),
        GridCase(
            name: "German, month boundary on 30 columns: 53 weeks asked, 14 fit; Dez. would run past the edge",
            habit: F.lesen(asOf: "2026-12-01"), today: "2026-12-01", language: LanguageTable.german, width: 30, weeks: 53, style: .plain,
            // "Sept." is five columns wide and still ends before "Okt." begins.
            golden: "CalendarGrid/german-month-boundary-on-30-columns"),
        GridCase(
            name: "English, created Thursday of this week: only Thursday to today have marks",
            habit: F.yoga, today: "2027-01-02", language: LanguageTable.english, width: 80, weeks: 2, style: .plain,
            // Rows before Thursday keep only their letter; no line ends in spaces.
            golden: "CalendarGrid/english-created-thursday-of-this-week"),
        GridCase(
            name: "German, created Thursday of this week: Sunday Jan 3 is tomorrow and blank",
            habit: F.yoga, today: "2027-01-02", language: LanguageTable.german, width: 80, weeks: 2, style: .plain,
            golden: "CalendarGrid/german-created-thursday-of-this-week"),
        GridCase(
            name: "English with colour: done days blue, open ones grey, today bold and blue when done",
            habit: F.lesen(asOf: "2027-01-01"), today: "2027-01-01", language: LanguageTable.english, width: 80, weeks: 2,
            style: Style(depth: .basic),
            // Letters and month names are grey (90), done days in the habit's blue (34), today
            // bold (1) as well.
            golden: "CalendarGrid/english-with-colour"),
        GridCase(
            name: "German with colour and an open today: the dotted ring is bold, not grey",
            habit: F.lesen(asOf: "2027-01-02"), today: "2027-01-02", language: LanguageTable.german, width: 80, weeks: 2,
            style: Style(depth: .basic),
            golden: "CalendarGrid/german-with-colour-and-an-open-today"),
        GridCase(
            name: "Four columns: not even two weeks fit, so no calendar at all",
            habit: F.lesen(asOf: "2027-01-02"), today: "2027-01-02", language: LanguageTable.english, width: 4, weeks: nil, style: .plain,
            // The detail view's seven-day row stands alone.
            golden: "CalendarGrid/four-columns"),
    ]

    @Test("The calendar below the detail view", arguments: cases)
    func grid(_ example: GridCase) {
        let presentation = F.presentation(example.language, width: example.width, style: example.style)
        let section = CalendarGrid.section(
            for: example.habit, today: F.day(example.today), weeks: example.weeks, presentation: presentation)
        // The grid and the legend of the marks it drew, exactly as in the golden file.
        let lines = section.lines + DayMark.legend(section.marks, presentation: presentation)
        Golden.expect((lines.joined(separator: "\n") + "\n").visibleEscapes, is: example.golden)
        // No line is wider than the terminal.
        #expect(lines.allSatisfy { DisplayWidth.of(Self.withoutEscapes($0)) <= example.width })
    }

    struct WeeksCase: CustomTestStringConvertible, Sendable {
        let name: String
        let requested: Int?
        let width: Int
        let shown: Int?
        var testDescription: String { name }
    }

    @Test(
        "How many weeks are shown: as asked (12 by default), as many as fit, or none",
        arguments: [
            WeeksCase(name: "Default on 80 columns: 12", requested: nil, width: 80, shown: 12),
            WeeksCase(name: "Default on 30 columns: 12 still fit (25 columns)", requested: nil, width: 30, shown: 12),
            WeeksCase(name: "Default on 20 columns: the 9 that fit", requested: nil, width: 20, shown: 9),
            WeeksCase(name: "53 asked on 80 columns: the 39 that fit", requested: 53, width: 80, shown: 39),
            WeeksCase(name: "53 asked on 107 columns: all 53", requested: 53, width: 107, shown: 53),
            WeeksCase(name: "Default on 5 columns: the 2 that fit", requested: nil, width: 5, shown: 2),
            WeeksCase(name: "Default on 4 columns: 1 fits, too few: none", requested: nil, width: 4, shown: nil),
            WeeksCase(name: "1 asked on 4 columns: 1, as asked", requested: 1, width: 4, shown: 1),
            WeeksCase(name: "1 asked on 2 columns: nothing fits", requested: 1, width: 2, shown: nil),
        ])
    func weeksShown(_ example: WeeksCase) {
        // One column of weekday letters, then two columns per week.
        #expect(CalendarGrid.weeksShown(requested: example.requested, width: example.width, language: LanguageTable.english) == example.shown)
    }

    @Test("habit show on 30 columns in German: the detail view, then 12 weeks")
    func showNarrowGerman() throws {
        let output = try F.withDataFile([F.lesen(asOf: "2027-01-02")]) { file in
            F.run(
                ["show", "Lesen", "--weeks", "12", "--file", file], today: "2027-01-02",
                environment: ["LANG": "de_DE.UTF-8", "COLUMNS": "30"])
        }
        // Without a terminal there is no colour; 12 weeks take 25 of the 30 columns; wide lines wrap at spaces.
        #expect(
            output.stdout == """
                📚 Lesen
                5 Tage in Folge
                Rekord: 15 Tage (10. Dez. 2026
                  – 24. Dez. 2026)
                Stärke: 63 % (+32 in 30 Tagen)

                Letzte 7 Tage
                 S  M  D  M  D  F  S
                 ○  ●  ●  ●  ●  ●  ◌

                ◌ Heute noch offen
                abhaken mit: habit check Lesen

                Letzte 12 Wochen
                      Nov.      Dez.    Jan.
                M             ○ ○ ○ ● ● ●
                D             ○ ● ○ ● ● ●
                M           ● ● ● ○ ● ● ●
                D           ● ○ ● ● ● ● ●
                F           ● ○ ○ ● ● ○ ●
                S           ● ○ ○ ● ● ○ ◌
                S           ● ○ ○ ● ● ○
                ● erledigt  ◌ offen
                ○ verpasst

                """)
        // Success, and nothing on standard error.
        #expect(output.exitCode == .success && output.stderr.isEmpty)
    }

    @Test("habit show --weeks 2 in English, in colour on request")
    func showWeeksEnglishColour() throws {
        let output = try F.withDataFile([F.yoga]) { file in
            F.run(
                ["show", "yoga", "--weeks", "2", "--color", "always", "--file", file], today: "2027-01-02",
                environment: ["LANG": "en_US.UTF-8", "TERM": "xterm"])
        }
        let esc = "\u{1B}"
        // (A file made before weeks were stored: its weeks start on Monday, for a reader in the US too.)
        // The title bold and green (32), letters grey (90), open days grey rings (blank before Yoga was created, in the row as in the grid), today a bold dotted ring.
        #expect(
            output.stdout == """
                \(esc)[1m\(esc)[32m🧘 Yoga\(esc)[0m\(esc)[0m
                0 days in a row · Record: none yet
                Strength: 0% (unchanged in 30 days)

                Last 7 days
                \(esc)[90m S  M  T  W  T  F  S\(esc)[0m
                             \(esc)[90m○\(esc)[0m  \(esc)[90m○\(esc)[0m  \(esc)[90m◌\(esc)[0m

                ◌ Not done yet today · check it off with: habit check Yoga

                Last 2 weeks
                \(esc)[90m    Jan\(esc)[0m
                \(esc)[90mM\(esc)[0m
                \(esc)[90mT\(esc)[0m
                \(esc)[90mW\(esc)[0m
                \(esc)[90mT\(esc)[0m   \(esc)[90m○\(esc)[0m
                \(esc)[90mF\(esc)[0m   \(esc)[90m○\(esc)[0m
                \(esc)[90mS\(esc)[0m   \(esc)[1m\(esc)[90m◌\(esc)[0m\(esc)[0m
                \(esc)[90mS\(esc)[0m
                \(esc)[90m◌ open  ○ missed\(esc)[0m

                """)
    }

    @Test("habit show on 4 columns: no room for a calendar, the seven-day row stands alone")
    func showTooNarrow() throws {
        let output = try F.withDataFile([F.yoga]) { file in
            F.run(["show", "Yoga", "--weeks", "12", "--file", file], today: "2027-01-02", environment: ["COLUMNS": "4"])
        }
        // The detail view ends with today's hint, wrapped at spaces word by word, the command
        // whole on a line of its own; nothing follows it.
        #expect(output.stdout.hasSuffix("check\n  it\n  off\n  with:\n  habit check Yoga\n"))
        #expect(!output.stdout.contains("weeks"))
    }

    struct BadWeeksCase: CustomTestStringConvertible, Sendable {
        let name: String
        let typed: String
        var testDescription: String { name }
    }

    @Test(
        "A --weeks that is not 1 to 53 is a usage error that says what is allowed",
        arguments: [
            BadWeeksCase(name: "zero", typed: "0"),
            BadWeeksCase(name: "one too many", typed: "54"),
            BadWeeksCase(name: "negative", typed: "-3"),
            BadWeeksCase(name: "a word", typed: "twelve"),
        ])
    func badWeeks(_ example: BadWeeksCase) {
        let output = F.run(
            ["show", "Lesen", "--weeks=\(example.typed)"], today: "2027-01-02", environment: ["HABIT_FILE": "/nonexistent/h.json"]
        )
        // Refused before the data file is read, with exit code 2.
        #expect(output.exitCode == .usage)
        #expect(output.stderr == "habit: “\(example.typed)” is not a valid number of weeks; use a whole number from 1 to 53.\n")
    }

    @Test("The parser reads --weeks and -w for show only")
    func parsing() throws {
        // Both spellings give the number.
        #expect(ArgumentParser.parse(["show", "Lesen", "--weeks", "20"]).command == .success(ShowCommand(name: "Lesen", options: ViewOptions(weeks: 20))))
        #expect(ArgumentParser.parse(["show", "-w", "53"]).command == .success(ShowCommand(name: nil, options: ViewOptions(weeks: 53))))
        // Without it, as many as fit is decided later.
        #expect(ArgumentParser.parse(["show", "Lesen"]).command == .success(ShowCommand(name: "Lesen", options: ViewOptions())))
        // Other commands do not know it.
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["list", "--weeks", "3"]).command.get() }
    }

    /// `text` without ANSI colour codes, to measure what a terminal shows.
    static func withoutEscapes(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
}
