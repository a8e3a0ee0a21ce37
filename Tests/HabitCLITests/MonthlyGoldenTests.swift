import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

// Issue 26, "monthly habits": `show` and `stats` of a habit done K times a month and of one due
// on days of the month, in English, German and French. Today is Sunday, November 29, 2026
// (TestWorld's clock, noon in Berlin), so the week row runs from Monday the 23rd to today.

/// The two monthly habits of the screens.
enum MonthlyFixture {
    /// 🏃 Laufen, 2 times a month from Aug 1: August met (3rd, 17th), September broke (4th
    /// only), October met (2nd, 16th), November met (5th, 24th): 2 months in a row, 3 of 4
    /// months met.
    static let laufen = Habit(
        id: fixtureID(92), name: "Laufen", icon: "🏃", color: .green, created: day("2026-08-01"),
        completions: [
            day("2026-08-03"), day("2026-08-17"), day("2026-09-04"), day("2026-10-02"), day("2026-10-16"),
            day("2026-11-05"), day("2026-11-24"),
        ], schedule: .perMonth(2))

    /// 💶 Budget, on the 1st, the 25th and the last day of each month from Sep 1: due Sep 1, 25,
    /// 30, Oct 1, 25, 31, Nov 1, 25. Done on all of them but Oct 25, and on Sep 10 and Oct 26,
    /// which were not due but count as times: a record of 5 (Sep 1 – Oct 1), 4 in a row since
    /// the missed Oct 25, 7 of 8 due days.
    static let budget = Habit(
        id: fixtureID(93), name: "Budget", icon: "💶", color: .yellow, created: day("2026-09-01"),
        completions: [
            day("2026-09-01"), day("2026-09-10"), day("2026-09-25"), day("2026-09-30"), day("2026-10-01"),
            day("2026-10-26"), day("2026-10-31"), day("2026-11-01"), day("2026-11-25"),
        ], schedule: .monthlyOn([1, 25, -1]))

    static let both = [laufen, budget]
}

@Suite struct MonthlyGoldenTests {
    static let languages = [("English", "en_US.UTF-8"), ("German", "de_DE.UTF-8"), ("French", "fr_FR.UTF-8")]

    static let screens: [GoldenScreen] = languages.flatMap { language, lang in
        [
            GoldenScreen(
                title: "\(language): show of 2 times a month, the streak in months, November met",
                golden: "Monthly/showPerMonth\(language)", arguments: ["show", "Laufen"], language: lang, columns: 80,
                habits: MonthlyFixture.both),
            GoldenScreen(
                title: "\(language): show of the 1st, 25th and last day, the streak in times",
                golden: "Monthly/showMonthlyOn\(language)", arguments: ["show", "Budget"], language: lang, columns: 80,
                habits: MonthlyFixture.both),
            GoldenScreen(
                title: "\(language): stats of 2 times a month, months met of the months over or met",
                golden: "Monthly/statsPerMonth\(language)", arguments: ["stats", "Laufen"], language: lang, columns: 80,
                habits: MonthlyFixture.both),
            GoldenScreen(
                title: "\(language): stats of days of the month, due days done, every check in the total",
                golden: "Monthly/statsMonthlyOn\(language)", arguments: ["stats", "Budget"], language: lang, columns: 80,
                habits: MonthlyFixture.both),
        ]
    }

    @Test("show and stats of a monthly habit, word for word", arguments: screens)
    func golden(_ screen: GoldenScreen) throws {
        try screen.expectGolden()
    }
}
