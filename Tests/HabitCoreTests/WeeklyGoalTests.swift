@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

// November 2026 starts on a Sunday: its Mondays are the 2nd, 9th, 16th, 23rd and 30th.

/// Weekly goals: the week's sum (Monday to Sunday) must reach the goal, by the per-week rules.
@Suite("Weekly goals")
struct WeeklyGoalTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let habit: Habit
        let today: String
        /// The current streak in weeks, with its first and last day with an amount.
        let streak: (length: Int, first: String, last: String)?
        let isDue: Bool
        var testDescription: String { name }
    }

    /// 20 km a week from Monday the 16th.
    static func running(_ amounts: [String: String], paused: [(String, String?)] = []) -> Habit {
        .measured(created: "2026-11-16", goal: .weekly(20), amounts: amounts, paused: paused)
    }

    static let cases: [Case] = [
        Case(
            name: "a week whose sum reaches the goal counts: one week",
            habit: running(["2026-11-16": "10", "2026-11-19": "12.5"]), today: "2026-11-22",
            streak: (1, "2026-11-16", "2026-11-19"), isDue: false),
        Case(
            name: "across the week boundary: the next week below the goal is due and does not break yet",
            habit: running(["2026-11-16": "10", "2026-11-19": "12.5", "2026-11-24": "5"]), today: "2026-11-25",
            streak: (1, "2026-11-16", "2026-11-19"), isDue: true),
        Case(
            name: "across the week boundary: the second week reaching the goal makes two",
            habit: running(["2026-11-16": "10", "2026-11-19": "12.5", "2026-11-24": "5", "2026-11-28": "15"]),
            today: "2026-11-28", streak: (2, "2026-11-16", "2026-11-28"), isDue: false),
        Case(
            name: "an ended week below the goal breaks the streak on Monday",
            habit: running(["2026-11-16": "20", "2026-11-24": "19.999999"]), today: "2026-11-30", streak: nil,
            isDue: true),
        Case(
            name: "sums are exact: 0.1 short stays short",
            habit: running(["2026-11-16": "19.9"]), today: "2026-11-22", streak: nil, isDue: true),
        Case(
            name: "a fully paused week is transparent",
            habit: running(["2026-11-16": "20", "2026-11-30": "20"], paused: [("2026-11-23", "2026-11-29")]),
            today: "2026-11-30", streak: (2, "2026-11-16", "2026-11-30"), isDue: false),
        Case(
            name: "a paused today is not due even below the goal",
            habit: running(["2026-11-16": "20"], paused: [("2026-11-25", nil)]), today: "2026-11-25",
            streak: (1, "2026-11-16", "2026-11-16"), isDue: false),
    ]

    @Test("Streak and due today of weekly goals", arguments: cases)
    func rules(_ test: Case) {
        let today = Day(test.today)!
        let streak = test.habit.currentStreak(asOf: today)
        #expect(streak?.length == test.streak?.length)
        #expect(streak?.first == test.streak.map { Day($0.first)! })
        #expect(streak?.last == test.streak.map { Day($0.last)! })
        #expect(streak.map { $0.unit } ?? .week == .week)
        #expect(test.habit.isDue(on: today) == test.isDue)
    }

    @Test("The week's total counts Monday through the given day")
    func weekTotal() {
        let habit = WeeklyGoalTests.running(["2026-11-22": "3", "2026-11-23": "4", "2026-11-24": "0.5"])
        #expect(habit.weekTotal(through: Day("2026-11-24")!) == amount("4.5"))
        #expect(habit.weekTotal(through: Day("2026-11-22")!) == Amount(3))
    }

    @Test("Days of a broken week without an amount are missed; days with one are done")
    func statesOfABrokenWeek() {
        let habit = WeeklyGoalTests.running(["2026-11-16": "5"])
        let states = habit.states(from: Day("2026-11-16")!, through: Day("2026-11-17")!, asOf: Day("2026-11-30")!)
        #expect(states == [.done, .missed])
        #expect(habit.streakUnit == .week)
    }

    @Test("Statistics count weeks that reached the goal of the weeks that counted or broke")
    func weeklyRate() {
        let habit = WeeklyGoalTests.running(["2026-11-16": "20", "2026-11-23": "3"])
        let statistics = HabitStatistics(habit, today: Day("2026-11-30")!)
        #expect(statistics.sinceCreated == HabitStatistics.Rate(done: 1, days: 2, measure: .weeks))
    }

    @Test("A weekly goal is met by amounts: checking (or toggling on) a day is refused and changes nothing")
    func checkIsRefused() throws {
        var habit = Self.running(["2026-11-16": "10"])
        let before = habit
        let wednesday = try #require(Day("2026-11-18"))  // Wednesday of the week that has 10 km
        // The refusal names the habit, so the sentence can say what to do instead.
        #expect(throws: HabitError.weeklyGoalChecked(habit.name)) {
            try habit.check(on: wednesday, today: wednesday)
        }
        #expect(habit == before)  // no day marked done, no amount recorded
        // Unchecking (clearing a day's amount) is still allowed.
        #expect(try habit.uncheck(on: Day("2026-11-16")!, today: wednesday))
        #expect(habit.amount(on: Day("2026-11-16")!) == nil)
    }
}
