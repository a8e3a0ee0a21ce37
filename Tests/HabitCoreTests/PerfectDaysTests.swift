import Foundation
@testable import HabitSystem
import HabitTestSupport
import Testing

@testable import HabitStore
@testable import HabitCore

/// The perfect day (issue 38): a day on which every habit due that day was done.
@Suite struct PerfectDaysTests {
    static let today = Day("2026-11-29")!  // a Sunday

    static func habit(_ number: Int, created: String = "2026-11-01", done: [String] = [], schedule: Schedule = .daily)
        -> Habit
    {
        var habit = Habit.fixture(created: created, done: done, schedule: schedule)
        habit = Habit(
            id: UUID(uuidString: "00000000-0000-0000-0000-0000000000\(10 + number)")!, name: "H\(number)", icon: "✅",
            color: .blue, created: habit.created, completions: habit.completions, schedule: schedule)
        return habit
    }

    @Test("the streak counts perfect days back from today; a missed day of any habit breaks it")
    func streakAndRecord() throws {
        // Daily: done Nov 20–23, missed the 24th, done the 25th through today.
        let daily = Self.habit(1, created: "2026-11-20", done: days("2026-11-20", "2026-11-23") + days("2026-11-25", "2026-11-29"))
        // Mon/Wed/Fri: done on each due day; the days between are not due.
        let mwf = Self.habit(
            2, created: "2026-11-20", done: ["2026-11-20", "2026-11-23", "2026-11-25", "2026-11-27"], schedule: mondayWednesdayFriday)
        let perfect = PerfectDays([daily, mwf], today: Self.today)
        #expect(perfect.verdict(on: Day("2026-11-24")!) == .missed)
        #expect(perfect.currentStreak == Streak(first: Day("2026-11-25")!, last: Self.today, length: 5, unit: .day))
        #expect(perfect.record == perfect.currentStreak)  // 5 beats the 4 of Nov 20–23
        let week = perfect.rate(lastDays: 7)  // Nov 23–29: six perfect, the 24th missed
        #expect(week.rate.done == 6 && week.rate.days == 7)
    }

    @Test("today still open does not break the streak, and is not counted")
    func todayOpen() throws {
        let daily = Self.habit(1, created: "2026-11-25", done: days("2026-11-25", "2026-11-28"))
        let perfect = PerfectDays([daily], today: Self.today)
        #expect(perfect.verdict(on: Self.today) == .open)
        #expect(perfect.currentStreak?.length == 4)
        #expect(perfect.currentStreak?.last == Day("2026-11-28")!)
        #expect(perfect.rate(lastDays: 7).rate.days == 4)  // today open, days before the start free
    }

    @Test("a day with nothing due neither counts nor breaks")
    func freeDays() throws {
        // Mon/Wed/Fri only: the days between are free.
        let mwf = Self.habit(1, created: "2026-11-23", done: ["2026-11-23", "2026-11-25", "2026-11-27"], schedule: mondayWednesdayFriday)
        let perfect = PerfectDays([mwf], today: Self.today)
        #expect(perfect.verdict(on: Day("2026-11-24")!) == .free)
        #expect(perfect.verdict(on: Self.today) == .free)
        #expect(perfect.currentStreak?.length == 3)
        #expect(perfect.rate(lastDays: 7).rate.days == 3)
    }

    @Test("a limit kept is done; over it, today is missed at once; within it, today is open")
    func limits() throws {
        var coffee = Self.habit(1, created: "2026-11-27")
        coffee.setGoal(try Goal(.atMost, Amount(2)))
        try coffee.setAmount(Amount(1), on: Day("2026-11-27")!, today: Self.today)
        try coffee.setAmount(Amount(2), on: Day("2026-11-28")!, today: Self.today)
        try coffee.setAmount(Amount(1), on: Self.today, today: Self.today)
        var perfect = PerfectDays([coffee], today: Self.today)
        #expect(perfect.verdict(on: Self.today) == .open)  // within the limit so far
        #expect(perfect.currentStreak?.length == 2)
        try coffee.setAmount(Amount(3), on: Self.today, today: Self.today)
        perfect = PerfectDays([coffee], today: Self.today)
        #expect(perfect.verdict(on: Self.today) == .missed)
        #expect(perfect.currentStreak == nil)
        #expect(perfect.record?.length == 2)
    }

    @Test("archived and track-only habits are left out")
    func leftOut() throws {
        let daily = Self.habit(1, created: "2026-11-25", done: days("2026-11-25", "2026-11-29"))
        var archived = Self.habit(2, created: "2026-11-25")
        archived.isArchived = true
        var tracked = Self.habit(3, created: "2026-11-25")
        tracked.setTrackOnly(true)
        let perfect = PerfectDays([daily, archived, tracked], today: Self.today)
        #expect(perfect.currentStreak?.length == 5)
    }

    @Test("the streak from a window of recent days is the one from the whole history, however long")
    func windowed() throws {
        // Done every day for 400 days: the windows grow until they reach the start.
        let long = Self.habit(1, created: "2025-10-26", done: days("2025-10-26", "2026-11-29"))
        let other = Self.habit(2, created: "2025-10-26", done: days("2025-10-26", "2026-11-29"))
        let whole = PerfectDays([long, other], today: Self.today).currentStreak
        #expect(whole?.length == 400)
        #expect(PerfectDays.currentStreak(of: [long, other], today: Self.today) == whole)
    }

    /// Random habits of every kind over a year, judged by a reference that asks each habit for
    /// each day's state on its own and walks the days naively.
    @Test("the same as a brute-force reference, day by day", arguments: 1...12)
    func againstReference(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let first = Day("2025-12-01")!
        let schedules: [Schedule] = [
            .daily, mondayWednesdayFriday, .perWeek(3), .every(3), .perMonth(4), .monthlyOn([1, 15]),
        ]
        var habits: [Habit] = []
        for number in 0..<Int.random(in: 2...5, using: &random) {
            let start = first.adding(days: Int.random(in: 0...120, using: &random))
            let schedule = schedules[Int.random(in: 0..<schedules.count, using: &random)]
            var done: [String] = []
            var skipped: [String] = []
            var day = start
            while day <= Self.today {
                let roll = Int.random(in: 0..<100, using: &random)
                if roll < 80 { done.append(day.description) } else if roll < 84 { skipped.append(day.description) }
                day = day.next
            }
            var habit = Habit.fixture(created: start.description, done: done, schedule: schedule, skipped: skipped)
            habit = Habit(
                id: UUID(), name: "H\(number)", icon: "✅", color: .blue, created: habit.created, completions: habit.completions,
                schedule: schedule, skips: habit.skips)
            switch Int.random(in: 0..<6, using: &random) {
            case 0:  // a limit: amounts instead of checks
                var limit = Habit(id: UUID(), name: "L\(number)", icon: "☕", color: .brown, created: start)
                limit.setGoal(try Goal(.atMost, Amount(2)))
                var day = start
                while day <= Self.today {
                    try limit.setAmount(Amount(Int.random(in: 0...3, using: &random)), on: day, today: Self.today)
                    day = day.next
                }
                habit = limit
            case 1:
                habit.setTrackOnly(true)
            default: break
            }
            habits.append(habit)
        }
        let perfect = PerfectDays(habits, today: Self.today)
        let judged = habits.filter { !$0.isTrackOnly && !$0.isArchived }
        // Each day by each habit's own state of that day.
        var reference: [Day: PerfectDays.Verdict] = [:]
        var day = perfect.first
        while day <= Self.today {
            let states = judged.filter { $0.start <= day }.map { $0.state(on: day, asOf: Self.today) }
            if states.contains(.missed) {
                reference[day] = .missed
            } else if states.contains(.withinLimitSoFar)
                || (day == Self.today && judged.contains { $0.start <= day && $0.isOpen(on: day) && !$0.isLimit })
            {
                reference[day] = .open
            } else {
                reference[day] = states.contains(.done) ? .perfect : .free
            }
            #expect(perfect.verdict(on: day) == reference[day], "\(day)")
            day = day.next
        }
        // The streak, naively: perfect days back from today until a missed one.
        var streak = 0
        day = Self.today
        while day >= perfect.first, reference[day] != .missed {
            if reference[day] == .perfect { streak += 1 }
            day = day.previous
        }
        #expect((perfect.currentStreak?.length ?? 0) == streak)
        #expect(PerfectDays.currentStreak(of: habits, today: Self.today) == perfect.currentStreak)  // judged from a window
        // The record, naively: every run between missed days.
        var best = 0
        var run = 0
        day = perfect.first
        while day <= Self.today {
            if reference[day] == .missed { run = 0 } else if reference[day] == .perfect { run += 1 }
            best = max(best, run)
            day = day.next
        }
        #expect((perfect.record?.length ?? 0) == best)
        let month = perfect.rate(lastDays: 30).rate
        let window = (0..<30).map { Self.today.adding(days: -$0) }.compactMap { reference[$0] }
        #expect(month.done == window.filter { $0 == .perfect }.count)
        #expect(month.days == window.filter { $0 == .perfect || $0 == .missed }.count)
    }
}
