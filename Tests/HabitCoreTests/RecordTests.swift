@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// The record: `longestStreak` over all time, and `longestStreak(through:)` as it stood on a day.
@Suite("Record")
struct RecordTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let done: [String]
        let through: Day?
        let record: (first: String, last: String)?
        var testDescription: String { name }
    }

    @Test(
        "The longest run of done days, most recent on a tie",
        arguments: [
            Case(name: "never done → no record", done: [], through: nil, record: nil),
            Case(
                name: "a single done day is a record of one",
                done: ["2026-11-29"], through: nil, record: ("2026-11-29", "2026-11-29")),
            Case(
                name: "the record can start on the very first done day",
                done: ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-10", "2026-11-29"],
                through: nil, record: ("2026-11-01", "2026-11-03")),
            Case(
                name: "the record can end on the very last done day",
                done: ["2026-11-01", "2026-11-10", "2026-11-27", "2026-11-28", "2026-11-29"],
                through: nil, record: ("2026-11-27", "2026-11-29")),
            Case(
                name: "a tie goes to the most recent run",
                done: ["2026-11-01", "2026-11-02", "2026-11-10", "2026-11-11", "2026-11-20", "2026-11-21"],
                through: nil, record: ("2026-11-20", "2026-11-21")),
            Case(
                name: "a tie between single days goes to the latest day",
                done: ["2026-11-05", "2026-11-01", "2026-11-03"],
                through: nil, record: ("2026-11-05", "2026-11-05")),
            Case(
                name: "a longer earlier run beats a shorter recent one",
                done: ["2026-10-01", "2026-10-02", "2026-10-03", "2026-11-28", "2026-11-29"],
                through: nil, record: ("2026-10-01", "2026-10-03")),
            Case(
                name: "a run across February 29",
                done: ["2024-02-28", "2024-02-29", "2024-03-01", "2024-03-10"],
                through: nil, record: ("2024-02-28", "2024-03-01")),
            Case(
                name: "a run across a year end",
                done: ["2026-12-31", "2027-01-01", "2027-01-05"],
                through: nil, record: ("2026-12-31", "2027-01-01")),
            Case(
                name: "through: cuts a run at that day",
                done: ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05"],
                through: Day("2026-11-03")!, record: ("2026-11-01", "2026-11-03")),
            Case(
                name: "through: the day a run ends keeps the whole run",
                done: ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-10"],
                through: Day("2026-11-03")!, record: ("2026-11-01", "2026-11-03")),
            Case(
                name: "through: ignores a later, longer run",
                done: ["2026-11-01", "2026-11-02", "2026-11-20", "2026-11-21", "2026-11-22"],
                through: Day("2026-11-10")!, record: ("2026-11-01", "2026-11-02")),
            Case(
                name: "through: a cut run that ties an earlier one wins as the more recent",
                done: ["2026-11-01", "2026-11-02", "2026-11-05", "2026-11-06", "2026-11-07"],
                through: Day("2026-11-06")!, record: ("2026-11-05", "2026-11-06")),
            Case(
                name: "through: the first day of a run counts that day alone",
                done: ["2026-11-05", "2026-11-06", "2026-11-07"],
                through: Day("2026-11-05")!, record: ("2026-11-05", "2026-11-05")),
            Case(
                name: "through: a day before every done day → no record",
                done: ["2026-11-05", "2026-11-06"], through: Day("2026-11-04")!, record: nil),
        ])
    func record(_ example: Case) {
        let habit = Habit.fixture(created: "2024-01-01", done: example.done)
        let expected = example.record.map { Streak(first: Day($0.first)!, last: Day($0.last)!) }
        if let through = example.through {
            #expect(habit.longestStreak(through: through) == expected)  // the record as it stood on that day
        } else {
            #expect(habit.longestStreak == expected)  // the record over all time
            #expect(habit.longestStreak(through: nil) == expected)  // which is through: nil
        }
    }

    @Test("The record is never shorter than the current streak: every history of twelve days")
    func recordCoversCurrent() throws {
        let created = try #require(Day("2026-11-18"))
        let today = created.adding(days: 11)  // Sunday, 29 November 2026, the twelfth day
        // Each of the 4,096 ways to have done a habit on twelve days, today included or not.
        for pattern in 0..<(1 << 12) {
            let done = (0..<12).filter { pattern & (1 << $0) != 0 }.map { created.adding(days: $0).description }
            let habit = Habit.fixture(created: "2026-11-18", done: done)
            let record = habit.longestStreak(through: today)?.length ?? 0
            #expect(record >= habit.streak(asOf: today), "done on \(done)")  // the current run counts for the record too
        }
    }

    @Test("A streak's length counts both ends")
    func streakLength() throws {
        let first = try #require(Day("2024-02-28"))
        #expect(Streak(first: first, last: first).length == 1)  // one day is a run of one
        #expect(Streak(first: first, last: first.adding(days: 2)).length == 3)  // Feb 28 to Mar 1, 2024 is three days
    }
}
