@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// Habits to quit, habits only tracked, and the rule that a limit's day counts once it is over.
/// Every date is a calendar day; December 1, 2026 is a Tuesday.
@Suite("Quit, track-only and the running day of a limit")
struct QuitTests {
    /// A habit to quit created on `created`, with slips (ISO day to how many) in `slips`.
    static func quit(created: String = "2026-09-01", slips: [String: String] = [:]) -> Habit {
        var habit = Habit.measured(created: created, goal: nil, amounts: slips)
        habit.makeQuit()
        return habit
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let habit: Habit
        let today: String
        let streak: Int
        /// The states of Nov 27 through Dec 1: d done, w within the limit so far, m missed,
        /// n not due, o open.
        let states: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a slip on Nov 19: on Dec 1, Nov 20 to 30 are clean (11 days), today counts once it is over",
            habit: quit(slips: ["2026-11-19": "1"]), today: "2026-12-01", streak: 11, states: "ddddw"),
        Case(
            name: "a slip today ends the clean run at once",
            habit: quit(slips: ["2026-11-19": "1", "2026-12-01": "2"]), today: "2026-12-01", streak: 0,
            states: "ddddm"),
        Case(
            name: "a quit habit created today has no clean day yet",
            habit: quit(created: "2026-12-01"), today: "2026-12-01", streak: 0, states: "    w"),
        Case(
            name: "a limit of 2 with nothing recorded: the past days are kept, today is within the limit so far",
            habit: .measured(created: "2026-11-27", goal: .atMost(2)), today: "2026-12-01", streak: 4,
            states: "ddddw"),
        Case(
            name: "a limit of 2 over it today: missed at once, the streak is 0",
            habit: .measured(created: "2026-11-27", goal: .atMost(2), amounts: ["2026-12-01": "3"]),
            today: "2026-12-01", streak: 0, states: "ddddm"),
        Case(
            name: "a limit of 2 at it today: still within the limit so far, not yet done",
            habit: .measured(created: "2026-11-27", goal: .atMost(2), amounts: ["2026-12-01": "2"]),
            today: "2026-12-01", streak: 4, states: "ddddw"),
    ]

    @Test("Streak and day states of limits and habits to quit", arguments: cases)
    func rules(_ test: Case) {
        let today = Day(test.today)!
        let letters: [DayState: Character] = [
            .done: "d", .open: "o", .missed: "m", .notDue: "n", .skipped: "s", .paused: "p", .beforeCreation: " ",
            .future: "f", .withinLimitSoFar: "w",
        ]
        let states = test.habit.states(from: Day("2026-11-27")!, through: Day("2026-12-01")!, asOf: today)
        #expect(String(states.map { letters[$0]! }) == test.states)
        #expect(test.habit.streak(asOf: today) == test.streak)
        // A limit's today is never done before it is over, nor due.
        #expect(!test.habit.isDone(on: today, asOf: today))
        #expect(!test.habit.isDue(on: today))
    }

    @Test("The record of a quit habit is its longest clean run, today not counted while it runs")
    func record() {
        // Clean Sep 1 – Oct 10 (40 days), a slip Oct 11, clean Oct 12 – Nov 18 (38), a slip Nov 19.
        let habit = Self.quit(slips: ["2026-10-11": "2", "2026-11-19": "1"])
        let record = habit.longestStreak(through: Day("2026-12-01")!)
        #expect(record?.first == Day("2026-09-01"))
        #expect(record?.last == Day("2026-10-10"))
        #expect(record?.length == 40)
        #expect(habit.lastSlip(through: Day("2026-12-01")!) == Day("2026-11-19"))
        #expect(habit.lastSlip(through: Day("2026-11-18")!) == Day("2026-10-11"))
        // Without a slip, a habit created Nov 21 has 10 clean days on Dec 1 (Nov 21 – 30).
        let clean = Self.quit(created: "2026-11-21")
        #expect(clean.longestStreak(through: Day("2026-12-01")!)?.length == 10)
        #expect(clean.streak(asOf: Day("2026-12-01")!) == 10)
    }

    @Test("A slip is an amount over the limit of 0; unchecking the day takes it back")
    func slipAndUncheck() throws {
        var habit = Self.quit()
        let today = Day("2026-12-01")!
        try habit.slip(Amount(2), on: today, today: today)
        #expect(habit.isOverLimit(on: today))
        #expect(habit.isLostAlready(on: today, asOf: today))
        #expect(habit.streak(asOf: today) == 0)
        #expect(try habit.uncheck(on: today, today: today))
        #expect(habit.streak(asOf: today) == 91)  // Sep 1 – Nov 30, clean again
    }

    @Test("A quit habit stays one only with its limit of 0: another goal makes it a habit to do")
    func quitNeedsItsLimit() {
        var habit = Self.quit()
        #expect(habit.isQuit && habit.goal?.kind == .atMost && habit.goal?.amount == .zero)
        habit.setGoal(.atMost(2))
        #expect(!habit.isQuit)
        var stored = Habit.measured(goal: .atLeast(8))
        stored.setStoredPurpose(.quit)  // a file that lost the limit of 0
        #expect(!stored.isQuit)
    }

    @Test("A track-only habit is never due, has no streak and no missed day")
    func trackOnly() {
        var habit = Habit.measured(created: "2026-11-27", goal: nil, done: ["2026-11-28", "2026-11-29"])
        habit.setTrackOnly(true)
        let today = Day("2026-12-01")!
        #expect(!habit.isDue(on: today))
        #expect(habit.remaining(on: today) == nil)
        #expect(habit.daysToAsk(today: today, daysBack: 7).isEmpty)
        #expect(habit.streak(asOf: today) == 0)
        #expect(habit.longestStreak(through: today) == nil)
        let states = habit.states(from: Day("2026-11-27")!, through: today, asOf: today)
        #expect(states == [.notDue, .done, .done, .notDue, .open])
        habit.setTrackOnly(false)
        #expect(habit.streak(asOf: today) == 0)  // Nov 30 missed
        #expect(habit.isDue(on: today))
    }
}
