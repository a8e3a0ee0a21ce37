@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

// November 2026 starts on a Sunday: its Mondays are the 2nd, 9th, 16th, 23rd and 30th.

/// `habit stats` rates by schedule: what is counted, and that it never exceeds 100 %.
@Suite("Statistics by schedule")
struct ScheduleStatisticsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let habit: Habit
        /// The rate since the habit was created, as of Sunday the 29th.
        let done: Int
        let days: Int
        let percent: Int?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "daily: skipped days are left out of the days counted",
            habit: .fixture(created: "2026-11-23", done: days("2026-11-23", "2026-11-27"), skipped: ["2026-11-28"]),
            done: 5, days: 6, percent: 83),
        Case(
            name: "daily: paused days are left out too",
            habit: .fixture(created: "2026-11-23", done: days("2026-11-23", "2026-11-25"), paused: [("2026-11-26", nil)]),
            done: 3, days: 3, percent: 100),
        Case(
            name: "Mon/Wed/Fri: done due days of due days; an extra Tuesday is not counted",
            habit: .fixture(
                created: "2026-11-23", done: ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-27"],
                schedule: mondayWednesdayFriday),
            done: 3, days: 3, percent: 100),
        Case(
            name: "Mon/Wed/Fri: a missed Friday makes two of three",
            habit: .fixture(created: "2026-11-23", done: ["2026-11-23", "2026-11-25"], schedule: mondayWednesdayFriday),
            done: 2, days: 3, percent: 67),
        Case(
            name: "every 3 days: done days against the non-excused days divided by three",
            habit: .fixture(
                created: "2026-11-01", done: ["2026-11-01", "2026-11-04", "2026-11-07", "2026-11-10", "2026-11-13"],
                schedule: .every(3)),
            done: 5, days: 29, percent: 52),
        Case(
            name: "every 3 days: more done days than needed are capped at 100 %",
            habit: .fixture(created: "2026-11-20", done: days("2026-11-20", "2026-11-29"), schedule: .every(3)),
            done: 10, days: 10, percent: 100),
        Case(
            name: "3 a week: counting weeks of counting and breaking weeks; the open current week is left out",
            habit: .fixture(
                created: "2026-11-02",
                done: [
                    "2026-11-02", "2026-11-04", "2026-11-06", "2026-11-10", "2026-11-16", "2026-11-17", "2026-11-19",
                    "2026-11-23",
                ],
                schedule: .perWeek(3)),
            done: 2, days: 3, percent: 67),
    ]

    @Test("The rate since creation follows the schedule", arguments: cases)
    func rate(_ example: Case) throws {
        let statistics = HabitStatistics(example.habit, today: try #require(Day("2026-11-29")))
        #expect(statistics.sinceCreated.done == example.done)  // what was done
        #expect(statistics.sinceCreated.days == example.days)  // of what was counted
        #expect(statistics.sinceCreated.percent == example.percent)  // as a percentage
    }

    @Test("The rate's measure names what was counted")
    func measures() throws {
        let today = try #require(Day("2026-11-29"))
        #expect(HabitStatistics(.fixture(), today: today).sinceCreated.measure == .days)  // daily: days
        #expect(HabitStatistics(.fixture(schedule: mondayWednesdayFriday), today: today).sinceCreated.measure == .dueDays)  // due days
        #expect(HabitStatistics(.fixture(schedule: .every(4)), today: today).sinceCreated.measure == .interval(4))  // every 4
        #expect(HabitStatistics(.fixture(schedule: .perWeek(2)), today: today).sinceCreated.measure == .weeks)  // weeks
    }

    @Test("The streak and record in the statistics carry the schedule's unit")
    func streakUnit() throws {
        let habit = Habit.fixture(created: "2026-11-16", done: ["2026-11-16", "2026-11-18", "2026-11-20"], schedule: .perWeek(2))
        let statistics = HabitStatistics(habit, today: try #require(Day("2026-11-29")))
        #expect(statistics.currentStreak?.unit == .week)  // weeks
        #expect(statistics.currentStreak?.length == 1)  // the week of the 16th; this week is still open
        #expect(statistics.record?.length == 1)  // and so is the record
    }
}
