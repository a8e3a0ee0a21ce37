@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// The current streak: count the days in a row that were done, back
/// from today; an open today does not break the streak yet, so counting then starts yesterday.
@Suite("Current streak")
struct StreakTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let today: Day
        let done: [String]
        let streak: Int
        let run: (first: String, last: String)?
        var testDescription: String { name }
    }

    @Test(
        "The streak counts done days back from today",
        arguments: [
            Case(
                name: "done on the last five days including today → 5", today: Day("2026-11-29")!,
                done: ["2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"],
                streak: 5, run: ("2026-11-25", "2026-11-29")),
            Case(
                name: "done on the four days before an open today → 4", today: Day("2026-11-29")!,
                done: ["2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"],
                streak: 4, run: ("2026-11-25", "2026-11-28")),
            Case(
                name: "done only yesterday → 1", today: Day("2026-11-29")!,
                done: ["2026-11-28"], streak: 1, run: ("2026-11-28", "2026-11-28")),
            Case(
                name: "done only today → 1", today: Day("2026-11-29")!,
                done: ["2026-11-29"], streak: 1, run: ("2026-11-29", "2026-11-29")),
            Case(
                name: "done only two days ago → 0", today: Day("2026-11-29")!,
                done: ["2026-11-27"], streak: 0, run: nil),
            Case(
                name: "never done → 0", today: Day("2026-11-29")!,
                done: [], streak: 0, run: nil),
            Case(
                name: "a gap yesterday ends the run even though today is done → 1", today: Day("2026-11-29")!,
                done: ["2026-11-25", "2026-11-26", "2026-11-27", "2026-11-29"],
                streak: 1, run: ("2026-11-29", "2026-11-29")),
            Case(
                name: "done days after today are not counted", today: Day("2026-11-29")!,
                done: ["2026-11-28", "2026-11-30", "2026-12-01"],
                streak: 1, run: ("2026-11-28", "2026-11-28")),
            Case(
                name: "a run across a month end → 4", today: Day("2026-12-02")!,
                done: ["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02"],
                streak: 4, run: ("2026-11-29", "2026-12-02")),
            Case(
                name: "a run across a year end → 3", today: Day("2027-01-01")!,
                done: ["2026-12-30", "2026-12-31", "2027-01-01"],
                streak: 3, run: ("2026-12-30", "2027-01-01")),
            Case(
                name: "a run across February 29 → 4", today: Day("2024-03-02")!,
                done: ["2024-02-28", "2024-02-29", "2024-03-01", "2024-03-02"],
                streak: 4, run: ("2024-02-28", "2024-03-02")),
            Case(
                name: "February 28 to March 1 is a run in a common year → 2", today: Day("2026-03-01")!,
                done: ["2026-02-28", "2026-03-01"], streak: 2, run: ("2026-02-28", "2026-03-01")),
        ])
    func streak(_ example: Case) throws {
        let habit = Habit.fixture(created: "2024-01-01", done: example.done)
        #expect(habit.streak(asOf: example.today) == example.streak)  // days in a row back from today, or from yesterday while today is open
        let run = habit.currentStreak(asOf: example.today)
        if let expected = example.run {
            #expect(run == Streak(first: Day(expected.first)!, last: Day(expected.last)!))  // with the days it spans
            #expect(run?.length == example.streak)  // whose length is the count
        } else {
            #expect(run == nil)  // no streak, no run
        }
    }

    @Test("Five days through today: uncheck today → 4, check today again → 5")
    func uncheckAndCheckToday() throws {
        let today = try #require(Day("2026-11-29"))
        var habit = Habit.fixture(done: ["2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"])
        #expect(habit.streak(asOf: today) == 5)  // five days in a row including today
        try habit.uncheck(on: today, today: today)
        #expect(habit.streak(asOf: today) == 4)  // an open today still keeps yesterday's four
        try habit.check(on: today, today: today)
        #expect(habit.streak(asOf: today) == 5)  // checking today again makes it five
    }

    @Test("Tomorrow, an unchecked yesterday ends the streak")
    func streakEndsNextDay() throws {
        let today = try #require(Day("2026-11-29"))
        let habit = Habit.fixture(done: ["2026-11-27", "2026-11-28", "2026-11-29"])
        #expect(habit.streak(asOf: today) == 3)  // three on Sunday
        #expect(habit.streak(asOf: today.next) == 3)  // still three on Monday, which is not over yet
        #expect(habit.streak(asOf: today.adding(days: 2)) == 0)  // gone on Tuesday, as Monday was missed
    }

    @Test("A streak spanning ten years is counted in full")
    func longStreak() throws {
        let today = try #require(Day("2026-11-29"))
        let days = (0..<3653).map { today.adding(days: -$0) }
        let habit = Habit(
            id: Habit.fixtureID, name: "Lesen", icon: "📚", color: .blue, created: today,
            completions: Set(days))
        #expect(habit.streak(asOf: today) == 3653)  // every day for ten years, leap days included
    }
}
