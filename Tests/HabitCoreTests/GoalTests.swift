@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

// November 2026 starts on a Sunday: its Mondays are the 2nd, 9th, 16th, 23rd and 30th.

/// Goals, corrections and limits: what a day's total makes of the day.
@Suite("Goals, corrections and limits")
struct GoalTests {
    static let today = Day("2026-11-25")!

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let habit: Habit
        let today: String
        /// The current streak's length, 0 for none.
        let streak: Int
        /// The states of the days from the 21st through the 25th, one letter each: d done, o open,
        /// m missed, n not due, s skipped, p paused, b before creation.
        let states: String
        let isDue: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a goal of 8: only days that reach 8 are done; 5 of 8 is partial, never done",
            habit: .measured(
                created: "2026-11-21", goal: .atLeast(8),
                amounts: ["2026-11-21": "8", "2026-11-22": "9", "2026-11-23": "8", "2026-11-24": "5", "2026-11-25": "8"]),
            today: "2026-11-25", streak: 1, states: "dddmd", isDue: true),
        Case(
            name: "a goal of 8: an open today with 5 does not break a streak",
            habit: .measured(
                created: "2026-11-21", goal: .atLeast(8),
                amounts: ["2026-11-21": "8", "2026-11-22": "8", "2026-11-23": "8", "2026-11-24": "8", "2026-11-25": "5"]),
            today: "2026-11-25", streak: 4, states: "dddd" + "o", isDue: true),
        Case(
            name: "a goal with decimals: 0.1 + 0.2 reach a goal of 0.3 (a day of 0.3 exactly)",
            habit: .measured(
                created: "2026-11-25", goal: try! Goal(.atLeast, amount("0.3")), amounts: ["2026-11-25": "0.3"]),
            today: "2026-11-25", streak: 1, states: "bbbbd", isDue: true),
        Case(
            name: "a goal on Mon/Wed/Fri: the goal applies to each due day, a short Tuesday is not missed",
            habit: .measured(
                created: "2026-11-21", goal: .atLeast(8), amounts: ["2026-11-23": "8", "2026-11-24": "2"],
                schedule: mondayWednesdayFriday),
            today: "2026-11-25", streak: 1, states: "nndno", isDue: true),
        Case(
            name: "a limit of 2: days with nothing recorded are kept, so they are done; today counts once it is over",
            habit: .measured(created: "2026-11-21", goal: .atMost(2), amounts: ["2026-11-23": "2"]),
            today: "2026-11-25", streak: 4, states: "ddddw", isDue: false),
        Case(
            name: "a limit of 2: a passed day over the limit is missed and breaks the streak",
            habit: .measured(created: "2026-11-21", goal: .atMost(2), amounts: ["2026-11-23": "3"]),
            today: "2026-11-25", streak: 1, states: "ddmdw", isDue: false),
        Case(
            name: "a limit of 2: today over the limit is missed at once, the streak is 0",
            habit: .measured(created: "2026-11-21", goal: .atMost(2), amounts: ["2026-11-25": "2.5"]),
            today: "2026-11-25", streak: 0, states: "ddddm", isDue: false),
        Case(
            name: "a limit of 0: a recorded 0 is kept, anything above is not",
            habit: .measured(
                created: "2026-11-21", goal: .atMost(0), amounts: ["2026-11-21": "0", "2026-11-22": "0.5"]),
            today: "2026-11-25", streak: 2, states: "dmddw", isDue: false),
        Case(
            name: "a limit on Mon/Wed/Fri: a day that is not due is not kept by default, and over the limit it is not missed",
            habit: .measured(
                created: "2026-11-21", goal: .atMost(2), amounts: ["2026-11-24": "5"], schedule: mondayWednesdayFriday),
            today: "2026-11-25", streak: 1, states: "nndnw", isDue: false),
        Case(
            name: "a limit: skipped and paused days are excused, not kept",
            habit: .measured(
                created: "2026-11-21", goal: .atMost(2), skipped: ["2026-11-22"], paused: [("2026-11-24", "2026-11-24")]),
            today: "2026-11-25", streak: 2, states: "dsdpw", isDue: false),
        Case(
            name: "no goal: a day with an amount above 0 is done, a recorded 0 is not",
            habit: .measured(
                created: "2026-11-21", goal: nil, amounts: ["2026-11-21": "1.5", "2026-11-22": "0"],
                done: ["2026-11-23", "2026-11-24", "2026-11-25"]),
            today: "2026-11-25", streak: 3, states: "dmddd", isDue: true),
    ]

    @Test("Streak, day states and due today of measured habits", arguments: cases)
    func rules(_ test: Case) {
        let today = Day(test.today)!
        let letters: [DayState: Character] = [
            .done: "d", .open: "o", .missed: "m", .notDue: "n", .skipped: "s", .paused: "p", .beforeCreation: "b",
            .future: "f", .withinLimitSoFar: "w",
        ]
        let states = test.habit.states(from: Day("2026-11-21")!, through: Day("2026-11-25")!, asOf: today)
        #expect(String(states.map { letters[$0]! }) == test.states)
        #expect(test.habit.streak(asOf: today) == test.streak)
        #expect(test.habit.isDue(on: today) == test.isDue)
    }

    @Test("Logging adds to the day's total and a negative amount corrects it")
    func corrections() throws {
        var habit = Habit.measured(goal: .atLeast(8))
        let day = GoalTests.today
        #expect(try habit.log(Amount(3), on: day, today: day) == Amount(3))
        #expect(try habit.log(amount("5,5"), on: day, today: day) == amount("8.5"))
        #expect(habit.isDone(on: day))
        // A correction below the goal makes the day partial again.
        #expect(try habit.log(amount("-1"), on: day, today: day) == amount("7.5"))
        #expect(!habit.isDone(on: day))
        #expect(habit.isPartlyDone(on: day))
    }

    @Test("A correction below 0 is refused and changes nothing")
    func correctionBelowZero() {
        var habit = Habit.measured(goal: .atLeast(8), amounts: ["2026-11-25": "1"])
        let before = habit
        #expect(throws: AmountError.totalBelowZero(GoalTests.today, total: Amount(-1))) {
            try habit.log(Amount(-2), on: GoalTests.today, today: GoalTests.today)
        }
        #expect(habit == before)
        // Nothing recorded counts as 0, so any correction on such a day is refused.
        #expect(throws: AmountError.totalBelowZero(Day("2026-11-24")!, total: Amount(-1))) {
            try habit.log(Amount(-1), on: Day("2026-11-24")!, today: GoalTests.today)
        }
    }

    @Test("A day's total above a billion is refused and changes nothing")
    func totalTooLarge() {
        var habit = Habit.measured(goal: nil, amounts: ["2026-11-25": "999999999.5"])
        let before = habit
        #expect(throws: AmountError.totalTooLarge(GoalTests.today, total: amount("999999999.5") + Amount(1))) {
            try habit.log(Amount(1), on: GoalTests.today, today: GoalTests.today)
        }
        #expect(habit == before)
    }

    @Test("Setting a total replaces it; a recorded 0 differs from nothing recorded")
    func setTotal() throws {
        var habit = Habit.measured(goal: .atLeast(8), amounts: ["2026-11-25": "9"])
        try habit.setAmount(.zero, on: GoalTests.today, today: GoalTests.today)
        #expect(habit.amount(on: GoalTests.today) == .zero)
        #expect(habit.amount(on: Day("2026-11-24")!) == nil)
        #expect(!habit.isDone(on: GoalTests.today))
        #expect(throws: AmountError.totalBelowZero(GoalTests.today, total: Amount(-1))) {
            try habit.setAmount(Amount(-1), on: GoalTests.today, today: GoalTests.today)
        }
    }

    @Test("A future day cannot get an amount")
    func futureAmount() {
        var habit = Habit.measured(goal: .atLeast(8))
        #expect(throws: AmountError.futureDay(GoalTests.today.next, today: GoalTests.today)) {
            try habit.log(Amount(1), on: GoalTests.today.next, today: GoalTests.today)
        }
    }

    @Test("Check raises a goal habit's total to the goal and never lowers it; uncheck clears it")
    func checkOnGoal() throws {
        var habit = Habit.measured(goal: .atLeast(8), amounts: ["2026-11-25": "5", "2026-11-24": "10"])
        #expect(try habit.check(on: GoalTests.today, today: GoalTests.today))
        #expect(habit.amount(on: GoalTests.today) == Amount(8))
        #expect(try !habit.check(on: Day("2026-11-24")!, today: GoalTests.today))
        #expect(habit.amount(on: Day("2026-11-24")!) == Amount(10))
        #expect(try habit.uncheck(on: GoalTests.today, today: GoalTests.today))
        #expect(habit.amount(on: GoalTests.today) == nil)
        #expect(!habit.isDone(on: GoalTests.today))
    }

    @Test("Check on a limit habit records 0 when nothing is recorded and otherwise leaves the total")
    func checkOnLimit() throws {
        var habit = Habit.measured(goal: .atMost(2), amounts: ["2026-11-24": "3"])
        #expect(try habit.check(on: GoalTests.today, today: GoalTests.today))
        #expect(habit.amount(on: GoalTests.today) == .zero)
        #expect(try !habit.check(on: Day("2026-11-24")!, today: GoalTests.today))
        #expect(habit.amount(on: Day("2026-11-24")!) == Amount(3))
    }

    @Test("Toggling a limit habit checks a day with nothing recorded (0 is recorded) and unchecks any other")
    func toggleOnLimit() throws {
        var habit = Habit.measured(goal: .atMost(2), amounts: ["2026-11-24": "3"])
        let overLimit = Day("2026-11-24")!  // a Tuesday, 3 of at most 2
        #expect(habit.toggleChecks(on: GoalTests.today))  // kept with nothing recorded, still a check
        #expect(try habit.check(on: GoalTests.today, today: GoalTests.today))  // kept
        #expect(habit.amount(on: GoalTests.today) == .zero)  // 0 recorded, as check does
        #expect(!habit.toggleChecks(on: GoalTests.today))  // now an uncheck
        #expect(try habit.uncheck(on: GoalTests.today, today: GoalTests.today))  // still kept, nothing recorded
        #expect(habit.amount(on: GoalTests.today) == nil)
        #expect(!habit.toggleChecks(on: overLimit))  // over the limit: the amount is what toggling takes away
        #expect(try habit.uncheck(on: overLimit, today: GoalTests.today))  // kept again
        #expect(habit.amount(on: overLimit) == nil)
    }

    @Test("Skipping a day replaces what was recorded on it")
    func skipReplacesAmount() throws {
        var habit = Habit.measured(goal: .atLeast(8), amounts: ["2026-11-25": "8"])
        try habit.skip(on: GoalTests.today, today: GoalTests.today)
        #expect(habit.amount(on: GoalTests.today) == nil)
        #expect(habit.state(on: GoalTests.today, asOf: GoalTests.today) == .skipped)
        // Reaching the goal on a skipped day makes it done.
        try habit.setAmount(Amount(8), on: GoalTests.today, today: GoalTests.today)
        #expect(habit.state(on: GoalTests.today, asOf: GoalTests.today) == .done)
    }

    @Test("Changing the goal judges every day with an amount again; checked days without one stay done")
    func changingTheGoal() throws {
        var habit = Habit.measured(
            goal: nil, amounts: ["2026-11-23": "5", "2026-11-24": "9"], done: ["2026-11-22"])
        habit.setGoal(.atLeast(8))
        #expect(habit.isDone(on: Day("2026-11-22")!))
        #expect(!habit.isDone(on: Day("2026-11-23")!))
        #expect(habit.isDone(on: Day("2026-11-24")!))
        habit.setGoal(.atMost(6))
        #expect(habit.isDone(on: Day("2026-11-23")!))
        #expect(!habit.isDone(on: Day("2026-11-24")!))
    }

    @Test("An amount before the habit's start moves the start back")
    func amountBeforeStart() throws {
        var habit = Habit.measured(created: "2026-11-20", goal: .atLeast(8))
        try habit.log(Amount(2), on: Day("2026-11-18")!, today: GoalTests.today)
        #expect(habit.start == Day("2026-11-18")!)  // the start moves back
        #expect(habit.created == Day("2026-11-20")!)  // the day it was added does not
    }

    @Test("Goals and limits out of range and bad units are refused")
    func goalValidation() {
        #expect(throws: AmountError.invalidGoal(.atLeast, .zero)) { try Goal(.atLeast, .zero) }
        #expect(throws: AmountError.invalidGoal(.weeklyAtLeast, Amount(-1))) { try Goal(.weeklyAtLeast, Amount(-1)) }
        #expect(throws: AmountError.invalidGoal(.atMost, Amount(-1))) { try Goal(.atMost, Amount(-1)) }
        #expect(throws: AmountError.invalidGoal(.atLeast, amount("1000000000") + Amount(1))) {
            try Goal(.atLeast, amount("1000000000") + Amount(1))
        }
        #expect(throws: AmountError.invalidUnit("")) { try Goal(.atLeast, Amount(1), unit: "") }
        #expect(throws: AmountError.invalidUnit("a\tb")) { try Goal(.atLeast, Amount(1), unit: "a\tb") }
        #expect((try? Goal(.atMost, .zero, unit: "Zigaretten")) != nil)
    }
}
