@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// Skips and pauses: how they replace checks, merge and end.
@Suite("Skips and pauses")
struct SkipAndPauseTests {
    static let today = Day("2026-11-29")!

    @Test("check on a skipped day makes it done and clears the skip")
    func checkReplacesSkip() throws {
        var habit = Habit.fixture(created: "2026-11-01", skipped: ["2026-11-28"])
        let day = try #require(Day("2026-11-28"))
        #expect(try habit.check(on: day, today: Self.today))  // a change
        #expect(habit.isDone(on: day))  // done
        #expect(!habit.isSkipped(on: day))  // and no longer skipped: a done day is never excused
    }

    @Test("skip on a done day replaces the check")
    func skipReplacesCheck() throws {
        var habit = Habit.fixture(created: "2026-11-01", done: ["2026-11-28"])
        let day = try #require(Day("2026-11-28"))
        #expect(try habit.skip(on: day, today: Self.today))  // a change
        #expect(habit.isSkipped(on: day))  // skipped
        #expect(!habit.isDone(on: day))  // and no longer done
        #expect(try !habit.skip(on: day, today: Self.today))  // skipping again changes nothing
    }

    @Test("uncheck on a skipped day clears the skip")
    func uncheckClearsSkip() throws {
        var habit = Habit.fixture(created: "2026-11-01", skipped: ["2026-11-28"])
        let day = try #require(Day("2026-11-28"))
        #expect(try habit.uncheck(on: day, today: Self.today))  // a change
        #expect(!habit.isSkipped(on: day) && !habit.isDone(on: day))  // neither skipped nor done
    }

    @Test("skip refuses a future day like check")
    func skipFuture() throws {
        var habit = Habit.fixture(created: "2026-11-01")
        let tomorrow = Self.today.next
        #expect(throws: HabitError.futureDay(tomorrow, today: Self.today)) { try habit.skip(on: tomorrow, today: Self.today) }
    }

    @Test("A habit built with a day both done and skipped keeps it done")
    func doneWinsInInit() {
        let habit = Habit.fixture(created: "2026-11-01", done: ["2026-11-28"], skipped: ["2026-11-28", "2026-11-27"])
        #expect(habit.skips == DaySet([Day("2026-11-27")!]))  // the done day's skip is dropped
    }

    @Test("A day checked inside a pause counts as done, and the pause stays around it")
    func checkInsidePause() throws {
        var habit = Habit.fixture(created: "2026-11-01", paused: [("2026-11-20", "2026-11-28")])
        let day = try #require(Day("2026-11-25"))
        try habit.check(on: day, today: Self.today)
        #expect(habit.state(on: day, asOf: Self.today) == .done)  // done
        #expect(habit.pauses.pauses == [Pause(first: Day("2026-11-20")!, last: Day("2026-11-28")!)!])  // the pause is whole
    }

    struct MergeCase: Sendable, CustomTestStringConvertible {
        let name: String
        let pauses: [(String, String?)]
        let merged: [(String, String?)]
        var testDescription: String { name }
    }

    @Test(
        "Overlapping and touching pauses merge; apart ones stay apart, in order",
        arguments: [
            MergeCase(
                name: "two apart pauses stay two, sorted", pauses: [("2026-11-20", "2026-11-22"), ("2026-11-01", "2026-11-05")],
                merged: [("2026-11-01", "2026-11-05"), ("2026-11-20", "2026-11-22")]),
            MergeCase(
                name: "overlapping pauses merge", pauses: [("2026-11-01", "2026-11-10"), ("2026-11-05", "2026-11-15")],
                merged: [("2026-11-01", "2026-11-15")]),
            MergeCase(
                name: "touching pauses merge", pauses: [("2026-11-01", "2026-11-10"), ("2026-11-11", "2026-11-15")],
                merged: [("2026-11-01", "2026-11-15")]),
            MergeCase(
                name: "a pause inside another vanishes into it",
                pauses: [("2026-11-01", "2026-11-30"), ("2026-11-05", "2026-11-06")], merged: [("2026-11-01", "2026-11-30")]),
            MergeCase(
                name: "an open-ended pause swallows the ones after its start",
                pauses: [("2026-11-20", "2026-11-25"), ("2026-12-01", "2026-12-02"), ("2026-11-22", nil)],
                merged: [("2026-11-20", nil)]),
            MergeCase(
                name: "a pause bridging two merges all three",
                pauses: [("2026-11-01", "2026-11-03"), ("2026-11-10", "2026-11-12"), ("2026-11-03", "2026-11-10")],
                merged: [("2026-11-01", "2026-11-12")]),
        ])
    func merge(_ example: MergeCase) {
        let set = PauseSet(example.pauses.map { Pause(first: Day($0.0)!, last: $0.1.map { Day($0)! })! })
        let expected = example.merged.map { Pause(first: Day($0.0)!, last: $0.1.map { Day($0)! })! }
        #expect(set.pauses == expected)  // as the case's name says
    }

    @Test("A pause that ends before it starts, or reaches more than a year ahead, is refused")
    func pauseLimits() throws {
        var habit = Habit.fixture(created: "2026-11-01")
        let first = try #require(Day("2026-11-20"))
        let last = try #require(Day("2026-11-19"))
        #expect(throws: HabitError.pauseEndsBeforeStart(first: first, last: last)) {
            try habit.pause(from: first, through: last, today: Self.today)
        }
        let latest = Self.today.adding(days: 366)
        #expect(throws: HabitError.pauseTooFarAhead(latest.next, latest: latest)) {
            try habit.pause(from: Self.today, through: latest.next, today: Self.today)
        }
        #expect(try habit.pause(from: latest, through: latest, today: Self.today))  // a year ahead is fine
        #expect(try habit.pause(from: Day("2025-01-01")!, through: Day("2025-01-10")!, today: Self.today))  // and so is the past
    }

    struct ResumeCase: Sendable, CustomTestStringConvertible {
        let name: String
        let pauses: [(String, String?)]
        let after: [(String, String?)]
        var testDescription: String { name }
    }

    @Test(
        "resume ends today's pause at yesterday and drops the planned ones",
        arguments: [
            ResumeCase(
                name: "an open-ended pause that began earlier ends yesterday", pauses: [("2026-11-20", nil)],
                after: [("2026-11-20", "2026-11-28")]),
            ResumeCase(
                name: "a pause that began today is removed", pauses: [("2026-11-29", "2026-12-05")], after: []),
            ResumeCase(
                name: "past pauses stay and planned ones go",
                pauses: [("2026-11-01", "2026-11-03"), ("2026-12-10", "2026-12-20")], after: [("2026-11-01", "2026-11-03")]),
            ResumeCase(name: "without pauses nothing changes", pauses: [], after: []),
        ])
    func resume(_ example: ResumeCase) {
        var habit = Habit.fixture(
            created: "2026-11-01", paused: example.pauses)
        let changed = habit.resume(today: Self.today)
        let expected = example.after.map { Pause(first: Day($0.0)!, last: $0.1.map { Day($0)! })! }
        #expect(habit.pauses.pauses == expected)  // as the case's name says
        #expect(changed == (example.pauses.count != example.after.count || example.after.contains { $0.1 == "2026-11-28" }))  // and says whether it changed
    }
}
