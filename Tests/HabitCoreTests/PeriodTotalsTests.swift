import Foundation
@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

// Hand-worked totals per week, month and year, and per weekday. No time zone is involved: the
// days are calendar days. Sunday Nov 1, 2026; Monday Nov 2; Wednesday Nov 18; Sunday Nov 29.

/// A period's figures in a form that reads at a glance: first and last day, done, due.
private func summary(_ totals: PeriodTotals) -> [String] {
    totals.periods.map { "\($0.first)…\($0.last): \($0.done) of \($0.due)" }
}

@Suite("Totals per week, month and year")
struct PeriodTotalsTests {
    @Test("Calendar months through a leap February; the first month counts from the start")
    func leapFebruary() {
        // Created Saturday Jan 15, 2028, done every day through today, Friday Mar 10, 2028.
        let habit = Habit.fixture(created: "2028-01-15", done: days("2028-01-15", "2028-03-10"))
        let totals = PeriodTotals(habit, by: .month, last: nil, today: Day("2028-03-10")!, firstWeekday: .monday)
        #expect(
            summary(totals) == [
                "2028-01-01…2028-01-31: 17 of 17",
                // 2028 is a leap year: 29 days.
                "2028-02-01…2028-02-29: 29 of 29",
                // Today is done, so it counts; the rest of March is still to come.
                "2028-03-01…2028-03-31: 10 of 10",
            ])
        // January began before the habit existed: its first 14 days are left out.
        #expect(totals.beginsBeforeStart)
        #expect(totals.pausedDays == 0)
    }

    @Test("February of a year that is not a leap year ends on the 28th; months end on 30 or 31")
    func monthEnds() {
        let habit = Habit.fixture(created: "2027-01-01")
        let totals = PeriodTotals(habit, by: .month, last: nil, today: Day("2027-04-02")!, firstWeekday: .monday)
        #expect(totals.periods.map(\.last.description) == ["2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30"])
        // Never done: each passed day counted and missed; today (Apr 2) is still open.
        #expect(totals.periods.map(\.due) == [31, 28, 31, 1])
        #expect(!totals.beginsBeforeStart)
    }

    @Test("Weeks start on the language's first weekday: Monday and Sunday weeks split differently")
    func mondayAndSundayWeeks() {
        // Created Wednesday Nov 18, 2026, done on Sunday Nov 22 and Monday Nov 23; today is
        // Sunday Nov 29, not done yet.
        let habit = Habit.fixture(created: "2026-11-18", done: ["2026-11-22", "2026-11-23"])
        let today = Day("2026-11-29")!
        let monday = PeriodTotals(habit, by: .week, last: nil, today: today, firstWeekday: .monday)
        // Nov 18–22 (5 days, Sunday done), Nov 23–29 (6 passed days, Monday done; today open).
        #expect(summary(monday) == ["2026-11-16…2026-11-22: 1 of 5", "2026-11-23…2026-11-29: 1 of 6"])
        let sunday = PeriodTotals(habit, by: .week, last: nil, today: today, firstWeekday: .sunday)
        // Nov 18–21 (4 days), Nov 22–28 (both done), and today's week with nothing counted yet.
        #expect(
            summary(sunday) == [
                "2026-11-15…2026-11-21: 0 of 4", "2026-11-22…2026-11-28: 2 of 7", "2026-11-29…2026-12-05: 0 of 0",
            ])
    }

    @Test("Paused days are left out and counted; a day done in a pause is still done")
    func pause() {
        // Daily from Nov 1, 2026, paused Nov 10–16, done on Nov 12 (inside the pause); today
        // is Monday Nov 30, not done.
        let habit = Habit.fixture(created: "2026-11-01", done: ["2026-11-12"], paused: [("2026-11-10", "2026-11-16")])
        let totals = PeriodTotals(habit, by: .month, last: nil, today: Day("2026-11-30")!, firstWeekday: .monday)
        // 29 passed days, 6 of them paused and not done: 23 counted, 1 done.
        #expect(summary(totals) == ["2026-11-01…2026-11-30: 1 of 23"])
        #expect(totals.pausedDays == 6)
    }

    @Test("--last keeps the latest periods; years are calendar years")
    func lastAndYears() {
        // Created Wednesday Dec 30, 2025, done on Dec 31 and Jan 1; today is Friday Jan 2, 2026.
        let habit = Habit.fixture(created: "2025-12-30", done: ["2025-12-31", "2026-01-01"])
        let today = Day("2026-01-02")!
        let years = PeriodTotals(habit, by: .year, last: nil, today: today, firstWeekday: .monday)
        #expect(summary(years) == ["2025-01-01…2025-12-31: 1 of 2", "2026-01-01…2026-12-31: 1 of 1"])
        let lastYear = PeriodTotals(habit, by: .year, last: 1, today: today, firstWeekday: .monday)
        #expect(summary(lastYear) == ["2026-01-01…2026-12-31: 1 of 1"])
        // Twelve months asked for, but the habit has only two: no month before its start.
        let months = PeriodTotals(habit, by: .month, last: 12, today: today, firstWeekday: .monday)
        #expect(months.periods.count == 2)
    }

    @Test("A measured habit sums its amounts; its goal is the daily goal times the due days")
    func measured() {
        // At least 8 glasses a day from Sunday Nov 1, 2026: 8 on Nov 1, 3 on Nov 2 and 5 today,
        // Tuesday Nov 3.
        let habit = Habit.measured(
            created: "2026-11-01", goal: .atLeast(8), amounts: ["2026-11-01": "8", "2026-11-02": "3", "2026-11-03": "5"])
        let totals = PeriodTotals(habit, by: .week, last: nil, today: Day("2026-11-03")!, firstWeekday: .monday)
        #expect(totals.periods.map(\.total) == [Amount(8), Amount(8)])
        // Week of Oct 26: Nov 1 counted (8 glasses). Week of Nov 2: Nov 2 counted, today not
        // yet (5 of 8 is not done).
        #expect(totals.periods.map(\.due) == [1, 1])
        #expect(totals.periods.map(\.goal) == [Amount(8), Amount(8)])
        #expect(totals.periods.map(\.done) == [1, 0])
    }

    @Test("A weekly goal is shared out over the counted days of a period")
    func weeklyGoal() throws {
        // At least 14 km a week from Monday Nov 2, 2026; today is Monday Nov 16, 3 km logged.
        let goal = try Goal(.weeklyAtLeast, Amount(14), unit: "km")
        let habit = Habit.measured(created: "2026-11-02", goal: goal, amounts: ["2026-11-16": "3"])
        let totals = PeriodTotals(habit, by: .week, last: nil, today: Day("2026-11-16")!, firstWeekday: .monday)
        // Two whole weeks (14 km each), and today, which counts because something is logged.
        #expect(totals.periods.map(\.goal) == [Amount(14), Amount(14), Amount(2)])
    }
}

@Suite("Done per weekday")
struct WeekdayFrequencyTests {
    // Mon/Wed/Fri from Monday Nov 2, 2026; done Nov 2, Nov 4 and Nov 9; Friday Nov 6 skipped;
    // today is Monday Nov 16, not done yet.
    static let habit = Habit.fixture(
        created: "2026-11-02", done: ["2026-11-02", "2026-11-04", "2026-11-09"], schedule: mondayWednesdayFriday,
        skipped: ["2026-11-06"])
    static let today = Day("2026-11-16")!

    @Test("Done out of due per weekday: a skip is not due, today not yet, unscheduled weekdays 0 of 0")
    func wholeHistory() {
        let frequency = WeekdayFrequency(Self.habit, today: Self.today)
        let rows = frequency.rows.map { "\($0.weekday): \($0.done) of \($0.due)" }
        #expect(
            rows == [
                // Nov 2 and Nov 9 done; today, Nov 16, is not counted until it is done.
                "monday: 2 of 2",
                "tuesday: 0 of 0",
                // Nov 4 done, Nov 11 missed.
                "wednesday: 1 of 2",
                "thursday: 0 of 0",
                // Nov 6 skipped, Nov 13 missed.
                "friday: 0 of 1",
                "saturday: 0 of 0",
                "sunday: 0 of 0",
            ])
        #expect(frequency.first == Day("2026-11-02")!)
        #expect(frequency.last == Self.today)
    }

    @Test("--from and --until narrow the days; a start before the habit's is its start")
    func narrowed() {
        let frequency = WeekdayFrequency(Self.habit, from: Day("2026-11-09")!, through: Day("2026-11-13")!, today: Self.today)
        #expect(frequency.row(.monday).done == 1 && frequency.row(.monday).due == 1)
        #expect(frequency.row(.wednesday).done == 0 && frequency.row(.wednesday).due == 1)
        #expect(frequency.row(.friday).due == 1)
        let early = WeekdayFrequency(Self.habit, from: Day("2026-01-01")!, today: Self.today)
        #expect(early.first == Day("2026-11-02")!)
    }
}
