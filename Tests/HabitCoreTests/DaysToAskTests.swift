@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// `Habit.daysToAsk(today:daysBack:)`: what `habit ask` asks about, on Sunday 29 November 2026.
@Suite("The days habit ask asks about")
struct DaysToAskTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let habit: Habit
        let daysBack: Int
        let expected: [String]
        var testDescription: String { name }
    }

    static let today = Day("2026-11-29")!

    private static func no(_ habit: Habit, on days: [String]) -> Habit {
        var copy = habit
        days.forEach { copy.recordNo(on: Day($0)!) }
        return copy
    }

    @Test(
        "Due days since the last answer, today first, from the start or 7 days back",
        arguments: [
            // Never answered, created long ago: today and the 7 days before it.
            Case(
                name: "never answered: a week back", habit: .fixture(created: "2026-10-01"), daysBack: 7,
                expected: days("2026-11-22", "2026-11-29").reversed()),
            // Created on Friday: Friday, Saturday and today.
            Case(
                name: "never answered: from the start", habit: .fixture(created: "2026-11-27"), daysBack: 7,
                expected: ["2026-11-29", "2026-11-28", "2026-11-27"]),
            // Done yesterday: only today is unanswered.
            Case(
                name: "done yesterday", habit: .fixture(created: "2026-10-01", done: ["2026-11-28"]), daysBack: 7,
                expected: ["2026-11-29"]),
            // Done today: nothing to ask.
            Case(name: "done today", habit: .fixture(created: "2026-10-01", done: ["2026-11-29"]), daysBack: 7, expected: []),
            // Answered "no" on Thursday: Friday, Saturday and today.
            Case(
                name: "answered no on Thursday", habit: no(.fixture(created: "2026-10-01"), on: ["2026-11-26"]), daysBack: 7,
                expected: ["2026-11-29", "2026-11-28", "2026-11-27"]),
            // Skipped on Saturday: only today.
            Case(
                name: "skipped yesterday", habit: .fixture(created: "2026-10-01", skipped: ["2026-11-28"]), daysBack: 7,
                expected: ["2026-11-29"]),
            // Monday, Wednesday and Friday only: Fri 27, Wed 25, Mon 23 (Sunday is not due).
            Case(
                name: "weekday schedule", habit: .fixture(created: "2026-10-01", schedule: mondayWednesdayFriday),
                daysBack: 7, expected: ["2026-11-27", "2026-11-25", "2026-11-23"]),
            // --back 2: today and the two days before.
            Case(
                name: "--back 2", habit: .fixture(created: "2026-10-01"), daysBack: 2,
                expected: ["2026-11-29", "2026-11-28", "2026-11-27"]),
            // --back 0: today only.
            Case(name: "--back 0", habit: .fixture(created: "2026-10-01"), daysBack: 0, expected: ["2026-11-29"]),
        ])
    func daysToAsk(_ example: Case) {
        #expect(example.habit.daysToAsk(today: Self.today, daysBack: example.daysBack).map(\.description) == example.expected)
    }

    /// A weekly goal of 20 km with 5 km logged today (Sunday 29 November) and 3 km on Friday:
    /// the week is short (8 of 20), so today is still asked about, and so is Saturday (nothing
    /// logged); Friday has its amount and ends the look-back.
    @Test("A weekly goal is asked about today while the week's sum is short, even with an amount today")
    func weeklyGoalShortWeek() throws {
        var habit = Habit.measured(created: "2026-10-01", goal: .weekly(20))
        try habit.log(amount("3"), on: Day("2026-11-27")!, today: Self.today)
        try habit.log(amount("5"), on: Self.today, today: Self.today)
        #expect(habit.daysToAsk(today: Self.today, daysBack: 7).map(\.description) == ["2026-11-29", "2026-11-28"])
    }

    /// The same habit once the week reaches 20 km: nothing is asked.
    @Test("A weekly goal whose week's sum reaches the goal is not asked about")
    func weeklyGoalReached() throws {
        var habit = Habit.measured(created: "2026-10-01", goal: .weekly(20))
        try habit.log(amount("20"), on: Self.today, today: Self.today)
        #expect(habit.daysToAsk(today: Self.today, daysBack: 7).isEmpty)
    }
}
