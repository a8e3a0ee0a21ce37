import Foundation
@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

// Days are plain calendar days: no time zone is involved anywhere in these tests.
// 2026-11-29 is a Sunday; 2026-11-23 the Monday before it.

/// The day written as `YYYY-MM-DD`; the tests only use days that exist.
private func day(_ text: String) -> Day {
    Day(text)!
}

/// Every day from `first` through `last`.
private func run(_ first: String, _ last: String) -> [Day] {
    let start = day(first)
    return (0...day(last).days(since: start)).map { start.adding(days: $0) }
}

/// A habit created on `created` and checked on each of `done`, as the commands would do it.
private func habit(created: String, done: [Day] = [], today: String = "2026-11-29") -> Habit {
    var habit = Habit(id: UUID(), name: "Lesen", icon: "📚", color: .blue, created: day(created))
    for date in done {
        try! habit.check(on: date, today: day(today))
    }
    return habit
}

/// A named case: a habit, the day the figures are for, and what they should be.
struct RateCase: CustomTestStringConvertible, Sendable {
    let name: String
    let habit: Habit
    let today: Day
    /// (done, days) over the last 7, 30 and 365 days and since creation.
    let last7: (Int, Int)
    let last30: (Int, Int)
    let last365: (Int, Int)
    let sinceCreated: (Int, Int)
    var testDescription: String { name }
}

@Suite("Habit statistics")
struct HabitStatisticsTests {
    static let rateCases: [RateCase] = [
        RateCase(
            name: "Created today and not done yet: one day counted, none done",
            habit: habit(created: "2026-11-29"), today: day("2026-11-29"),
            last7: (0, 1), last30: (0, 1), last365: (0, 1), sinceCreated: (0, 1)),
        RateCase(
            name: "Created today and done: one of one",
            habit: habit(created: "2026-11-29", done: [day("2026-11-29")]), today: day("2026-11-29"),
            last7: (1, 1), last30: (1, 1), last365: (1, 1), sinceCreated: (1, 1)),
        RateCase(
            name: "Created three days ago, done every day: every window clipped to the four days",
            habit: habit(created: "2026-11-26", done: run("2026-11-26", "2026-11-29")), today: day("2026-11-29"),
            last7: (4, 4), last30: (4, 4), last365: (4, 4), sinceCreated: (4, 4)),
        RateCase(
            name: "Created on Nov 1, done Nov 1 through Nov 12 and Nov 25 through 28: today open",
            habit: habit(created: "2026-11-01", done: run("2026-11-01", "2026-11-12") + run("2026-11-25", "2026-11-28")),
            today: day("2026-11-29"),
            last7: (4, 7), last30: (16, 29), last365: (16, 29), sinceCreated: (16, 29)),
        RateCase(
            name: "A year and more of every other day: the windows stop counting at their start",
            habit: habit(
                created: "2025-01-01",
                done: stride(from: 0, through: day("2026-11-29").days(since: day("2025-01-01")), by: 2).map {
                    day("2025-01-01").adding(days: $0)
                }),
            today: day("2026-11-29"),
            // Nov 29, 2026 is day 697 after Jan 1, 2025, an odd one: today is open and the done
            // days are yesterday, 3 days ago, 5 days ago, …
            last7: (3, 7), last30: (15, 30), last365: (182, 365), sinceCreated: (349, 698)),
        RateCase(
            name: "Created a century ago, done twice: the windows are full length, the history is long",
            habit: habit(created: "1926-11-29", done: [day("1926-11-29"), day("2026-11-28")]), today: day("2026-11-29"),
            // 100 years of 365 days and 25 leap days (1928 through 2024), both ends counted.
            last7: (1, 7), last30: (1, 30), last365: (1, 365), sinceCreated: (2, 36_526)),
        RateCase(
            name: "A done day after today (hand-edited file) is not counted",
            habit: Habit(
                id: UUID(), name: "Lesen", icon: "📚", color: .blue, created: day("2026-11-28"),
                completions: [day("2026-11-28"), day("2026-12-01")]),
            today: day("2026-11-29"),
            last7: (1, 2), last30: (1, 2), last365: (1, 2), sinceCreated: (1, 2)),
        RateCase(
            name: "Created after today (the clock went back): no days at all",
            habit: habit(created: "2026-12-05"), today: day("2026-11-29"),
            last7: (0, 0), last30: (0, 0), last365: (0, 0), sinceCreated: (0, 0)),
    ]

    @Test("Rates over the last 7, 30 and 365 days and since creation", arguments: rateCases)
    func rates(_ example: RateCase) throws {
        let statistics = HabitStatistics(example.habit, today: example.today)
        let last7 = try #require(statistics.rate(lastDays: 7))
        let last30 = try #require(statistics.rate(lastDays: 30))
        let last365 = try #require(statistics.rate(lastDays: 365))
        // Each window counts its done days and all its days, clipped to the habit's creation.
        #expect(last7.done == example.last7.0 && last7.days == example.last7.1)
        #expect(last30.done == example.last30.0 && last30.days == example.last30.1)
        #expect(last365.done == example.last365.0 && last365.days == example.last365.1)
        #expect(statistics.sinceCreated.done == example.sinceCreated.0)
        #expect(statistics.sinceCreated.days == example.sinceCreated.1)
        // The total is the done days since creation, up to today.
        #expect(statistics.totalDone == example.sinceCreated.0)
        // The windows come in the order asked for.
        #expect(statistics.windows.map(\.length) == [7, 30, 365])
    }

    @Test("A window's first day is clipped to the creation day")
    func windowStartsAtCreation() {
        // Created Wednesday Nov 25; looking back 7 days from Sunday Nov 29 would start on Nov 23.
        let statistics = HabitStatistics(habit(created: "2026-11-25"), today: day("2026-11-29"), windows: [3, 7])
        // The 3-day window starts on Nov 27, after the creation day: not clipped.
        #expect(statistics.windows[0].first == day("2026-11-27"))
        // The 7-day window would start on Nov 23 and is clipped to Nov 25.
        #expect(statistics.windows[1].first == day("2026-11-25"))
        // A window that was not asked for has no rate.
        #expect(statistics.rate(lastDays: 30) == nil)
    }

    struct PercentCase: CustomTestStringConvertible, Sendable {
        let name: String
        let done: Int
        let days: Int
        let percent: Int?
        var testDescription: String { name }
    }

    @Test(
        "Percentages round to the nearest, keeping 0 % and 100 % for none and all",
        arguments: [
            PercentCase(name: "24 of 30 is exactly 80 %", done: 24, days: 30, percent: 80),
            PercentCase(name: "2 of 3 is 66.7 %, rounded up", done: 2, days: 3, percent: 67),
            PercentCase(name: "1 of 3 is 33.3 %, rounded down", done: 1, days: 3, percent: 33),
            PercentCase(name: "1 of 8 is 12.5 %, a half rounded up", done: 1, days: 8, percent: 13),
            PercentCase(name: "1 of 365 is 0.3 %, but done once is not 0 %", done: 1, days: 365, percent: 1),
            PercentCase(name: "364 of 365 is 99.7 %, but one missed day is not 100 %", done: 364, days: 365, percent: 99),
            PercentCase(name: "None of 5 is 0 %", done: 0, days: 5, percent: 0),
            PercentCase(name: "5 of 5 is 100 %", done: 5, days: 5, percent: 100),
            PercentCase(name: "No days at all have no percentage", done: 0, days: 0, percent: nil),
        ])
    func percent(_ example: PercentCase) {
        // The percentage shown in text and JSON.
        #expect(HabitStatistics.Rate(done: example.done, days: example.days).percent == example.percent)
    }

    @Test("Days per weekday are counted by arithmetic from the creation day")
    func weekdayDays() {
        // Created Wednesday Nov 25, today Sunday Nov 29: Wednesday through Sunday once each.
        let short = HabitStatistics(habit(created: "2026-11-25", done: [day("2026-11-27")]), today: day("2026-11-29"))
        #expect(Weekday.allCases.map { short.rate(on: $0).days } == [0, 0, 1, 1, 1, 1, 1])
        // Only Friday Nov 27 was done.
        #expect(Weekday.allCases.map { short.rate(on: $0).done } == [0, 0, 0, 0, 1, 0, 0])
        // Created Wednesday Nov 4: 26 days, three full weeks and Wednesday through Sunday again.
        let long = HabitStatistics(habit(created: "2026-11-04"), today: day("2026-11-29"))
        #expect(Weekday.allCases.map { long.rate(on: $0).days } == [3, 3, 4, 4, 4, 4, 4])
    }

    struct BestWeekdayCase: CustomTestStringConvertible, Sendable {
        let name: String
        let habit: Habit
        let firstWeekday: Weekday
        let best: Weekday?
        var testDescription: String { name }
    }

    @Test(
        "The best weekday has the highest rate; ties go to the earlier day of the week",
        arguments: [
            BestWeekdayCase(
                name: "Never done: no best weekday", habit: habit(created: "2026-11-01"), firstWeekday: .monday, best: nil),
            BestWeekdayCase(
                name: "Only Fridays done: Friday",
                habit: habit(created: "2026-11-02", done: [day("2026-11-06"), day("2026-11-13"), day("2026-11-20")]),
                firstWeekday: .monday, best: .friday),
            BestWeekdayCase(
                name: "One Sunday and one Monday of four each, week from Monday: Monday",
                habit: habit(created: "2026-11-02", done: [day("2026-11-08"), day("2026-11-09")]),
                firstWeekday: .monday, best: .monday),
            BestWeekdayCase(
                name: "The same tie, week from Sunday: Sunday",
                habit: habit(created: "2026-11-02", done: [day("2026-11-08"), day("2026-11-09")]),
                firstWeekday: .sunday, best: .sunday),
            BestWeekdayCase(
                // Created Wednesday Nov 4: three Mondays (9, 16, 23) and four Sundays (8 to 29), all done.
                name: "A rate, not a count: 3 of 3 Mondays tie 4 of 4 Sundays, week from Monday: Monday",
                habit: habit(
                    created: "2026-11-04",
                    done: [
                        "2026-11-08", "2026-11-09", "2026-11-15", "2026-11-16",
                        "2026-11-22", "2026-11-23", "2026-11-29",
                    ].map(day)),
                firstWeekday: .monday, best: .monday),
        ])
    func bestWeekday(_ example: BestWeekdayCase) {
        let statistics = HabitStatistics(example.habit, today: day("2026-11-29"))
        // The weekday with the highest rate since creation, ties broken by the week's order.
        #expect(statistics.bestWeekday(weekStartingOn: example.firstWeekday) == example.best)
    }

    @Test("Streaks: the current one and the record, with their dates")
    func streaks() throws {
        let done = run("2026-11-01", "2026-11-12") + run("2026-11-25", "2026-11-28")
        let statistics = HabitStatistics(habit(created: "2026-11-01", done: done), today: day("2026-11-29"))
        // Today is still open, so the streak runs from Nov 25 through yesterday, Nov 28.
        let current = try #require(statistics.currentStreak)
        #expect(current.first == day("2026-11-25") && current.last == day("2026-11-28"))
        // The record is the twelve days from Nov 1 through Nov 12.
        let record = try #require(statistics.record)
        #expect(record.first == day("2026-11-01") && record.last == day("2026-11-12") && record.length == 12)
    }

    @Test("A habit never done: zeros, no streak, no record, no best weekday")
    func emptyHabit() {
        let statistics = HabitStatistics(habit(created: "2026-11-23"), today: day("2026-11-29"))
        // A week of days, none of them done.
        #expect(statistics.sinceCreated == HabitStatistics.Rate(done: 0, days: 7))
        #expect(statistics.sinceCreated.percent == 0)
        #expect(statistics.totalDone == 0)
        // Nothing to count as a streak or record.
        #expect(statistics.currentStreak == nil)
        #expect(statistics.record == nil)
        // No data means no best weekday, whichever day the week starts on.
        #expect(statistics.bestWeekday(weekStartingOn: .monday) == nil)
        #expect(statistics.bestWeekday(weekStartingOn: .sunday) == nil)
    }

    @Test("Weeks in the order of the language: from Monday or from Sunday")
    func weekOrder() {
        // A German week.
        #expect(Weekday.week(startingOn: .monday) == [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday])
        // A US week.
        #expect(Weekday.week(startingOn: .sunday) == [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday])
        // Sunday is the last day of a Monday week and the first of a Sunday week.
        #expect(Weekday.sunday.position(inWeekStartingOn: .monday) == 6)
        #expect(Weekday.sunday.position(inWeekStartingOn: .sunday) == 0)
        // Saturday Jan 2, 2027 is in the week from Monday Dec 28 or from Sunday Dec 27.
        #expect(day("2027-01-02").startOfWeek(startingOn: .monday) == day("2026-12-28"))
        #expect(day("2027-01-02").startOfWeek(startingOn: .sunday) == day("2026-12-27"))
    }
}
