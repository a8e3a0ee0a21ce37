import Testing

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
