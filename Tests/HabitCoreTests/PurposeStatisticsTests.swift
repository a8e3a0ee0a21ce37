@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// The figures `habit stats` shows for habits to quit (``QuitStatistics``) and habits only
/// tracked (``TrackedStatistics``), and the averages both use (``Average``).
@Suite("Statistics of habits to quit and of habits only tracked")
struct PurposeStatisticsTests {
    @Test("a habit to quit: a skipped or paused day is neither clean nor a slip, and today is never clean")
    func skippedAndPausedDays() {
        var habit = Habit.measured(
            created: "2026-11-01", goal: nil, amounts: ["2026-11-10": "2", "2026-11-30": "1"], skipped: ["2026-11-05"],
            paused: [("2026-11-20", "2026-11-22")])
        habit.makeQuit()
        let figures = QuitStatistics(habit, today: Day("2026-11-30")!)
        #expect(figures.days == 30)  // Nov 1 – 30
        #expect(figures.cleanDays == 24)  // the 29 passed days less the slip, the skip and 3 paused days
        #expect(figures.slipDays == 2)  // today's slip counts at once
        #expect(figures.slipTotal == Amount(3))
        #expect(figures.lastSlip == Day("2026-11-30"))
        #expect(figures.currentCleanRun == nil)
        #expect(figures.slipsPerWeek == Amount(millionths: 466_667))  // 2 × 7 ÷ 30
        #expect(figures.slipsPerMonth == Amount(2))  // 2 × 30 ÷ 30
    }

    @Test("a habit to quit created after today (the clock went back) counts no day and averages 0")
    func createdAfterToday() {
        var habit = Habit.measured(created: "2026-12-05", goal: nil)
        habit.makeQuit()
        let figures = QuitStatistics(habit, today: Day("2026-12-01")!)
        #expect(figures.days == 0)
        #expect(figures.cleanDays == 0)
        #expect(figures.slipsPerWeek == .zero)
        #expect(figures.longestCleanRun == nil)
    }

    @Test("a habit only tracked: done days, their first and last, the amounts and notes through today only")
    func tracked() throws {
        var habit = Habit.measured(
            created: "2026-11-01", goal: nil, amounts: ["2026-11-03": "2.5", "2026-11-20": "4"], done: ["2026-11-10"])
        habit.setTrackOnly(true)
        _ = try habit.setNote("gut", on: Day("2026-11-10")!, today: Day("2026-11-30")!)
        let figures = TrackedStatistics(habit, today: Day("2026-11-15")!)
        #expect(figures.days == 15)
        #expect(figures.daysRecorded == 2)  // Nov 3 (an amount) and Nov 10 (checked); Nov 20 is after today
        #expect(figures.firstDay == Day("2026-11-03"))
        #expect(figures.lastDay == Day("2026-11-10"))
        #expect(figures.total == Amount(millionths: 2_500_000))
        #expect(figures.notes == 1)
        #expect(figures.daysPerWeek == Amount(millionths: 933_333))  // 2 × 7 ÷ 15
        #expect(figures.daysPerMonth == Amount(2))  // under 30 days: one month, what happened so far
        #expect(figures.totalPerWeek == Amount(millionths: 1_166_667))  // 2.5 × 7 ÷ 15
        // Without amounts there is no total at all, not a total of 0.
        var plain = Habit.measured(created: "2026-11-01", goal: nil, done: ["2026-11-10"])
        plain.setTrackOnly(true)
        #expect(TrackedStatistics(plain, today: Day("2026-11-15")!).total == nil)
        #expect(TrackedStatistics(plain, today: Day("2026-11-15")!).totalPerWeek == nil)
    }

    @Test("an average over fewer days than its period counts one period; over none it is 0")
    func averages() {
        #expect(Average.per(7, of: Amount(3), days: 2) == Amount(3))
        #expect(Average.per(7, of: Amount(3), days: 14) == Amount(millionths: 1_500_000))
        #expect(Average.per(30, of: Amount(1), days: 0) == .zero)
    }
}
