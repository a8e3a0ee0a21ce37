import Foundation
@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// `Habit`: checking, unchecking and toggling days, refusing the future, and the week row.
@Suite("Habit")
struct HabitTests {
    static let today = Day("2026-11-29")!  // a Sunday

    @Test("A new habit is done on no day")
    func freshHabit() {
        let habit = Habit.fixture()
        #expect(!habit.isDone(on: Self.today))  // nothing has been checked yet
        #expect(habit.completions.isEmpty)  // and no day is stored
    }

    @Test("Checking marks a day done, and checking it again changes nothing")
    func checkIsIdempotent() throws {
        var habit = Habit.fixture()
        #expect(try habit.check(on: Self.today, today: Self.today))  // the first check reports a change
        #expect(habit.isDone(on: Self.today))  // and the day is now done
        #expect(try !habit.check(on: Self.today, today: Self.today))  // the second check reports no change
        #expect(habit.completions == [Self.today])  // and the day is stored once
    }

    @Test("Unchecking clears a done day, and unchecking it again changes nothing")
    func uncheckIsIdempotent() throws {
        var habit = Habit.fixture(done: ["2026-11-29"])
        #expect(try habit.uncheck(on: Self.today, today: Self.today))  // the first uncheck reports a change
        #expect(!habit.isDone(on: Self.today))  // and the day is no longer done
        #expect(try !habit.uncheck(on: Self.today, today: Self.today))  // the second uncheck reports no change
        #expect(habit.completions.isEmpty)  // and nothing is left
    }

    @Test("Toggling checks an open day and unchecks a done one")
    func toggleChecks() throws {
        var habit = Habit.fixture()
        let yesterday = Self.today.previous
        #expect(habit.toggleChecks(on: yesterday))  // an open day: toggling checks it
        try habit.check(on: yesterday, today: Self.today)
        #expect(!habit.toggleChecks(on: yesterday))  // a done day: toggling unchecks it
        #expect(habit.toggleChecks(on: Self.today))  // other days are untouched
    }

    struct FutureChange: Sendable, CustomTestStringConvertible {
        let name: String
        let change: @Sendable (inout Habit, Day, Day) throws(HabitError) -> Bool
        var testDescription: String { name }
    }

    @Test(
        "A day after today cannot be changed",
        arguments: [
            FutureChange(name: "check") { habit, day, today throws(HabitError) in
                try habit.check(on: day, today: today)
            },
            FutureChange(name: "uncheck") { habit, day, today throws(HabitError) in
                try habit.uncheck(on: day, today: today)
            },
        ])
    func futureDayRefused(_ attempt: FutureChange) {
        var habit = Habit.fixture(done: ["2026-11-28"])
        let before = habit
        let tomorrow = Self.today.next
        // Tomorrow is refused with an error naming the day and today.
        #expect(throws: HabitError.futureDay(tomorrow, today: Self.today)) {
            try attempt.change(&habit, tomorrow, Self.today)
        }
        #expect(habit == before)  // and the habit is left exactly as it was
    }

    @Test("Today itself may be changed; only later days are the future")
    func todayIsNotFuture() throws {
        var habit = Habit.fixture()
        #expect(try habit.check(on: Self.today, today: Self.today))  // today counts as changeable
    }

    @Test("Checking a day before the habit was created moves its start back, never its creation day")
    func checkBeforeCreated() throws {
        var habit = Habit.fixture(created: "2026-11-20")
        let created = habit.created
        let earlier = try #require(Day("2026-11-10"))
        try habit.check(on: earlier, today: Self.today)
        #expect(habit.start == earlier)  // the habit now starts on the earliest done day
        #expect(habit.created == created)  // but was still added on the 20th
        try habit.uncheck(on: earlier, today: Self.today)
        #expect(habit.start == created)  // unchecking the mistyped day leaves no trace
        try habit.check(on: Self.today, today: Self.today)
        #expect(habit.start == created && habit.created == created)  // a later day changes neither
    }

    @Test("A habit built with completions before its creation day starts at the earliest one")
    func initMovesStartBack() {
        let habit = Habit.fixture(created: "2026-11-20", done: ["2026-11-25", "2026-11-05"])
        #expect(habit.start == Day("2026-11-05"))  // counting starts at the earliest done day
        #expect(habit.created == Day("2026-11-20"))  // the creation day stays as stored
    }

    // MARK: - The week row

    @Test("The last seven days run oldest first and carry their done states")
    func lastSevenDays() {
        let habit = Habit.fixture(done: ["2026-11-23", "2026-11-25", "2026-11-29", "2026-11-22", "2026-11-30"])
        let row = habit.lastDays(7, endingAt: Self.today)
        // Monday the 23rd through Sunday the 29th, oldest first.
        #expect(
            row.map(\.day.description) == [
                "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29",
            ])
        // Done on Monday, Wednesday and Sunday; the 22nd and the 30th lie outside the window.
        #expect(row.map(\.isDone) == [true, false, true, false, false, false, true])
        #expect(row.first?.day.weekday == .monday)  // the row starts on a Monday
        #expect(row.last == DayStatus(day: Self.today, state: .done))  // and ends with today
    }

    @Test("The last days across a month and year end")
    func lastDaysAcrossYearEnd() {
        let habit = Habit.fixture(created: "2026-12-01", done: ["2026-12-31", "2027-01-01"])
        let row = habit.lastDays(3, endingAt: Day("2027-01-02")!)
        // New Year's Eve, New Year's Day and the 2nd, in that order.
        #expect(row.map(\.day.description) == ["2026-12-31", "2027-01-01", "2027-01-02"])
        #expect(row.map(\.isDone) == [true, true, false])  // done on the first two only
    }

    @Test("Asking for no days gives an empty row", arguments: [0, -3])
    func lastDaysEmpty(count: Int) {
        #expect(Habit.fixture().lastDays(count, endingAt: Self.today).isEmpty)  // nothing to show, nothing returned
    }
}
