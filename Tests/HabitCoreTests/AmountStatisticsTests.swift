@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// Totals and averages per day and per week of measured habits.
@Suite("Amount statistics")
struct AmountStatisticsTests {
    @Test("Totals and averages over 7, 30 and 365 days and since the start, clipped to the start")
    func windows() {
        // Created on Sunday the 1st; today is Monday the 30th: 30 days since the start.
        let habit = Habit.measured(
            created: "2026-11-01", goal: .atLeast(8),
            amounts: ["2026-11-01": "6", "2026-11-24": "8", "2026-11-30": "6.5", "2026-12-01": "100"])
        let statistics = AmountStatistics(habit, today: Day("2026-11-30")!)
        let week = statistics.window(lastDays: 7)
        // The 24th through the 30th: 8 + 6.5, the amount after today ignored.
        #expect(week?.total == amount("14.5"))
        #expect(week?.days == 7)
        #expect(week?.perDay == amount("2.071429"))
        #expect(week?.perWeek == amount("14.5"))
        #expect(statistics.window(lastDays: 30)?.total == amount("20.5"))
        // 365 days are clipped to the 30 days since the start.
        #expect(statistics.window(lastDays: 365)?.days == 30)
        #expect(statistics.sinceStart.total == amount("20.5"))
        #expect(statistics.sinceStart.perWeek == amount("4.783333"))
    }

    struct ShortCase: CustomTestStringConvertible, Sendable {
        let name: String
        let created: String
        let amounts: [String: String]
        let perDay: String
        let perWeek: String
        var testDescription: String { name }
    }

    /// Today is Monday, 30 November 2026.
    static let shortCases = [
        // Created today with 8 logged: 8 in its one day and 8 in its first week, not 56.
        ShortCase(name: "started today", created: "2026-11-30", amounts: ["2026-11-30": "8"], perDay: "8", perWeek: "8"),
        // Three days (Saturday to today), 12 in all: 4 a day, and the week so far holds 12.
        ShortCase(
            name: "started three days ago", created: "2026-11-28", amounts: ["2026-11-28": "5", "2026-11-30": "7"],
            perDay: "4", perWeek: "12"),
        // Exactly seven days: a week, 14 in it.
        ShortCase(
            name: "started a week ago", created: "2026-11-24", amounts: ["2026-11-24": "7", "2026-11-30": "7"], perDay: "2",
            perWeek: "14"),
        // Fourteen days, 14 in all: two weeks, 7 a week.
        ShortCase(
            name: "started two weeks ago", created: "2026-11-17", amounts: ["2026-11-17": "7", "2026-11-30": "7"], perDay: "1",
            perWeek: "7"),
    ]

    @Test("A period shorter than a week averages over one week, never extrapolating", arguments: shortCases)
    func shortPeriods(_ example: ShortCase) {
        let habit = Habit.measured(created: example.created, goal: .atLeast(8), amounts: example.amounts)
        let statistics = AmountStatistics(habit, today: Day("2026-11-30")!)
        // Every window is clipped to the start, so all four agree.
        for window in statistics.windows + [statistics.sinceStart] {
            #expect(window.perDay == amount(example.perDay))
            #expect(window.perWeek == amount(example.perWeek))
        }
    }

    @Test("A habit that starts after today has no days and averages of 0")
    func noDays() {
        let habit = Habit.measured(created: "2026-12-05", goal: .atLeast(8))
        let statistics = AmountStatistics(habit, today: Day("2026-11-30")!)
        #expect(statistics.sinceStart.days == 0)
        #expect(statistics.sinceStart.perDay == .zero)
    }

    @Test("A limit habit's kept days count as done in its totals")
    func limitTotals() {
        let habit = Habit.measured(created: "2026-11-24", goal: .atMost(2), amounts: ["2026-11-25": "3"])
        let statistics = HabitStatistics(habit, today: Day("2026-11-30")!)
        #expect(statistics.totalDone == 6)
        #expect(statistics.sinceCreated.done == 6)
        #expect(statistics.sinceCreated.days == 7)
    }
}
