@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

// November 2026 starts on a Sunday: its Mondays are the 2nd, 9th, 16th, 23rd and 30th.

/// The streak and record rules of schedules, case by case, for every kind of schedule.
@Suite("Streaks and records by schedule")
struct ScheduleStreakTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let habit: Habit
        let today: String
        /// The current streak's length and its first and last done day; `nil` for no streak.
        let streak: (length: Int, first: String, last: String)?
        /// The record's length and its first and last done day; `nil` for no record.
        let record: (length: Int, first: String, last: String)?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // Daily, done on the 25th through the 29th.
        Case(
            name: "five days done through today: five days in a row",
            habit: .fixture(created: "2026-11-25", done: days("2026-11-25", "2026-11-29")), today: "2026-11-29",
            streak: (5, "2026-11-25", "2026-11-29"), record: (5, "2026-11-25", "2026-11-29")),
        Case(
            name: "the same with today unchecked: four, an open today does not break it",
            habit: .fixture(created: "2026-11-25", done: days("2026-11-25", "2026-11-28")), today: "2026-11-29",
            streak: (4, "2026-11-25", "2026-11-28"), record: (4, "2026-11-25", "2026-11-28")),
        // Done the 20th through the 29th except the 24th and 25th, which were skipped.
        Case(
            name: "skip days inside a daily streak neither break it nor add to it",
            habit: .fixture(
                created: "2026-11-01",
                done: days("2026-11-20", "2026-11-23") + days("2026-11-26", "2026-11-29"),
                skipped: ["2026-11-24", "2026-11-25"]),
            today: "2026-11-29", streak: (8, "2026-11-20", "2026-11-29"), record: (8, "2026-11-20", "2026-11-29")),
        Case(
            name: "without the skips the same days make a streak of four",
            habit: .fixture(
                created: "2026-11-01", done: days("2026-11-20", "2026-11-23") + days("2026-11-26", "2026-11-29")),
            today: "2026-11-29", streak: (4, "2026-11-26", "2026-11-29"), record: (4, "2026-11-26", "2026-11-29")),
        // Mon/Wed/Fri from Monday the 9th: nine due days in three weeks.
        Case(
            name: "a Mon/Wed/Fri habit done on every due day for three weeks: 9 times",
            habit: .fixture(
                created: "2026-11-09",
                done: [
                    "2026-11-09", "2026-11-11", "2026-11-13", "2026-11-16", "2026-11-18", "2026-11-20", "2026-11-23",
                    "2026-11-25", "2026-11-27",
                ],
                schedule: mondayWednesdayFriday),
            today: "2026-11-29", streak: (9, "2026-11-09", "2026-11-27"), record: (9, "2026-11-09", "2026-11-27")),
        Case(
            name: "a Mon/Wed/Fri habit: an open Monday today does not break it",
            habit: .fixture(
                created: "2026-11-23", done: ["2026-11-23", "2026-11-25", "2026-11-27"], schedule: mondayWednesdayFriday),
            today: "2026-11-30", streak: (3, "2026-11-23", "2026-11-27"), record: (3, "2026-11-23", "2026-11-27")),
        Case(
            name: "a Mon/Wed/Fri habit: a missed Monday ends the streak on Tuesday",
            habit: .fixture(
                created: "2026-11-23", done: ["2026-11-23", "2026-11-25", "2026-11-27"], schedule: mondayWednesdayFriday),
            today: "2026-12-01", streak: nil, record: (3, "2026-11-23", "2026-11-27")),
        Case(
            name: "a Mon/Wed/Fri habit: a done Tuesday that was not due adds to the streak",
            habit: .fixture(
                created: "2026-11-23", done: ["2026-11-23", "2026-11-24", "2026-11-25"], schedule: mondayWednesdayFriday),
            today: "2026-11-26", streak: (3, "2026-11-23", "2026-11-25"), record: (3, "2026-11-23", "2026-11-25")),
        // 3 a week from Monday the 2nd: weeks of the 2nd, 16th and 23rd met, the week of the 9th had one day.
        Case(
            name: "a 3-per-week habit with a missed week: two weeks since the missed one",
            habit: .fixture(
                created: "2026-11-02",
                done: [
                    "2026-11-02", "2026-11-04", "2026-11-06", "2026-11-10", "2026-11-16", "2026-11-17", "2026-11-19",
                    "2026-11-23", "2026-11-25", "2026-11-27",
                ],
                schedule: .perWeek(3)),
            today: "2026-11-29", streak: (2, "2026-11-16", "2026-11-27"), record: (2, "2026-11-16", "2026-11-27")),
        Case(
            name: "a 3-per-week habit: the current week counts only once it is met",
            habit: .fixture(
                created: "2026-11-16", done: ["2026-11-16", "2026-11-17", "2026-11-19", "2026-11-23"],
                schedule: .perWeek(3)),
            today: "2026-11-25", streak: (1, "2026-11-16", "2026-11-19"), record: (1, "2026-11-16", "2026-11-19")),
        Case(
            name: "a 3-per-week habit: the current week short of its target does not break the streak yet",
            habit: .fixture(
                created: "2026-11-16", done: ["2026-11-16", "2026-11-17", "2026-11-19"], schedule: .perWeek(3)),
            today: "2026-11-29", streak: (1, "2026-11-16", "2026-11-19"), record: (1, "2026-11-16", "2026-11-19")),
        Case(
            name: "a 3-per-week habit: a week short of its target breaks once it is over",
            habit: .fixture(
                created: "2026-11-16", done: ["2026-11-16", "2026-11-17", "2026-11-19", "2026-11-23"],
                schedule: .perWeek(3)),
            today: "2026-11-30", streak: nil, record: (1, "2026-11-16", "2026-11-19")),
        Case(
            name: "a 1-per-week habit: of two equal runs the record is the most recent",
            habit: .fixture(
                created: "2026-11-02", done: ["2026-11-03", "2026-11-18", "2026-11-24"], schedule: .perWeek(1)),
            today: "2026-11-29", streak: (2, "2026-11-18", "2026-11-24"), record: (2, "2026-11-18", "2026-11-24")),
        // Every 2 days from Sunday the 1st: the 7th and 8th both open, so the 8th was missed.
        Case(
            name: "every 2 days with a gap: the streak starts again after the missed day",
            habit: .fixture(
                created: "2026-11-01",
                done: ["2026-11-02", "2026-11-04", "2026-11-06", "2026-11-09", "2026-11-11"], schedule: .every(2)),
            today: "2026-11-12", streak: (2, "2026-11-09", "2026-11-11"), record: (3, "2026-11-02", "2026-11-06")),
        Case(
            name: "every 2 days: one open day between done days is allowed",
            habit: .fixture(
                created: "2026-11-01", done: ["2026-11-01", "2026-11-03", "2026-11-05", "2026-11-06"],
                schedule: .every(2)),
            today: "2026-11-07", streak: (4, "2026-11-01", "2026-11-06"), record: (4, "2026-11-01", "2026-11-06")),
        Case(
            name: "every 3 days: a skipped day counts as covered",
            habit: .fixture(
                created: "2026-11-01", done: ["2026-11-01", "2026-11-06"], schedule: .every(3), skipped: ["2026-11-03"]),
            today: "2026-11-07", streak: (2, "2026-11-01", "2026-11-06"), record: (2, "2026-11-01", "2026-11-06")),
        // A pause from Saturday the 21st through Tuesday the 24th.
        Case(
            name: "a pause across a week boundary keeps a daily streak",
            habit: .fixture(
                created: "2026-11-16", done: days("2026-11-16", "2026-11-20") + days("2026-11-25", "2026-11-29"),
                paused: [("2026-11-21", "2026-11-24")]),
            today: "2026-11-29", streak: (10, "2026-11-16", "2026-11-29"), record: (10, "2026-11-16", "2026-11-29")),
        Case(
            name: "a pause across a week boundary: both weeks of a 3-per-week habit count with their paused days",
            habit: .fixture(
                created: "2026-11-16", done: ["2026-11-16", "2026-11-17", "2026-11-25"], schedule: .perWeek(3),
                paused: [("2026-11-20", "2026-11-24")]),
            today: "2026-11-29", streak: (2, "2026-11-16", "2026-11-25"), record: (2, "2026-11-16", "2026-11-25")),
        Case(
            name: "a whole week of holiday neither counts nor breaks a 3-per-week streak",
            habit: .fixture(
                created: "2026-11-09",
                done: ["2026-11-09", "2026-11-10", "2026-11-11", "2026-11-23", "2026-11-24", "2026-11-25"],
                schedule: .perWeek(3), paused: [("2026-11-16", "2026-11-22")]),
            today: "2026-11-29", streak: (2, "2026-11-09", "2026-11-25"), record: (2, "2026-11-09", "2026-11-25")),
        Case(
            name: "an open-ended pause keeps a daily streak however long it lasts",
            habit: .fixture(created: "2026-11-01", done: days("2026-11-01", "2026-11-10"), paused: [("2026-11-11", nil)]),
            today: "2026-11-29", streak: (10, "2026-11-01", "2026-11-10"), record: (10, "2026-11-01", "2026-11-10")),
        Case(
            name: "a day checked inside a pause counts as done",
            habit: .fixture(
                created: "2026-11-20", done: ["2026-11-20", "2026-11-22"], paused: [("2026-11-21", "2026-11-23")]),
            today: "2026-11-24", streak: (2, "2026-11-20", "2026-11-22"), record: (2, "2026-11-20", "2026-11-22")),
        // Added on Thursday the 26th with three days a week.
        Case(
            name: "a habit created mid-week: a check that week counts it",
            habit: .fixture(created: "2026-11-26", done: ["2026-11-27"], schedule: .perWeek(3)),
            today: "2026-11-30", streak: (1, "2026-11-27", "2026-11-27"), record: (1, "2026-11-27", "2026-11-27")),
        Case(
            name: "a habit created mid-week without a check: the week neither counts nor breaks",
            habit: .fixture(created: "2026-11-26", schedule: .perWeek(3)),
            today: "2026-12-01", streak: nil, record: nil),
        Case(
            name: "done days after today are not counted",
            habit: .fixture(created: "2026-11-20", done: ["2026-11-28", "2026-11-30"], schedule: .every(3)),
            today: "2026-11-29", streak: (1, "2026-11-28", "2026-11-28"), record: (1, "2026-11-28", "2026-11-28")),
    ]

    @Test("The current streak and the record follow the schedule's rule", arguments: cases)
    func streakAndRecord(_ example: Case) throws {
        let today = try #require(Day(example.today))
        let unit = example.habit.schedule.streakUnit
        let streak = example.habit.currentStreak(asOf: today)
        let expected = example.streak.map { Streak(first: Day($0.first)!, last: Day($0.last)!, length: $0.length, unit: unit) }
        #expect(streak == expected)  // the current run, its first and last done day, in the schedule's unit
        #expect(example.habit.streak(asOf: today) == (example.streak?.length ?? 0))  // and its length
        let record = example.habit.longestStreak(through: today)
        let expectedRecord = example.record.map {
            Streak(first: Day($0.first)!, last: Day($0.last)!, length: $0.length, unit: unit)
        }
        #expect(record == expectedRecord)  // the record by the same rule, most recent on a tie
    }

    @Test("The streak unit: days for daily, times for weekdays and intervals, weeks for N a week")
    func units() {
        #expect(Schedule.daily.streakUnit == .day)  // "5 days in a row"
        #expect(mondayWednesdayFriday.streakUnit == .time)  // "5 times in a row"
        #expect(Schedule.every(3).streakUnit == .time)  // "5 times in a row"
        #expect(Schedule.perWeek(3).streakUnit == .week)  // "3 weeks in a row"
    }

    @Test("Five days through today: uncheck today → 4, check today again → 5")
    func uncheckAndCheckToday() throws {
        let today = try #require(Day("2026-11-29"))
        var habit = Habit.fixture(created: "2026-11-25", done: days("2026-11-25", "2026-11-29"))
        #expect(habit.streak(asOf: today) == 5)  // five days through today
        try habit.uncheck(on: today, today: today)
        #expect(habit.streak(asOf: today) == 4)  // an open today does not break it
        try habit.check(on: today, today: today)
        #expect(habit.streak(asOf: today) == 5)  // and checking it again restores five
    }

    @Test("A schedule change applies to the whole history")
    func scheduleChange() throws {
        let today = try #require(Day("2026-11-29"))
        // Mon/Wed/Fri from the 9th through the 27th.
        var habit = Habit.fixture(
            created: "2026-11-09",
            done: [
                "2026-11-09", "2026-11-11", "2026-11-13", "2026-11-16", "2026-11-18", "2026-11-20", "2026-11-23",
                "2026-11-25", "2026-11-27",
            ])
        #expect(habit.streak(asOf: today) == 0)  // as a daily habit, Saturday the 28th was missed
        #expect(habit.longestStreak(through: today)?.length == 1)  // and no two days were in a row
        habit.schedule = mondayWednesdayFriday
        #expect(habit.streak(asOf: today) == 9)  // on Mon/Wed/Fri every due day was kept
        #expect(habit.currentStreak(asOf: today)?.unit == .time)  // counted in times
        habit.schedule = .perWeek(3)
        #expect(habit.streak(asOf: today) == 3)  // three days in each of three weeks
        habit.schedule = .every(3)
        #expect(habit.streak(asOf: today) == 9)  // never more than two days apart
    }

    @Test("The record without a day judges the history up to the latest done day")
    func recordWithoutDay() {
        let habit = Habit.fixture(created: "2026-11-02", done: ["2026-11-03", "2026-11-10"], schedule: .perWeek(1))
        #expect(habit.longestStreak == Streak(first: Day("2026-11-03")!, last: Day("2026-11-10")!, length: 2, unit: .week))  // two weeks
    }
}
