@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

// November 2026 starts on a Sunday: its Mondays are the 2nd, 9th, 16th, 23rd and 30th.

/// Whether a habit is due today, judged without today's own check.
@Suite("Due today")
struct DueTodayTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let habit: Habit
        let today: String
        let isDue: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a daily habit is due every day", habit: .fixture(created: "2026-11-01"), today: "2026-11-25", isDue: true),
        Case(
            name: "a daily habit done today stays due: checking does not change it",
            habit: .fixture(created: "2026-11-01", done: ["2026-11-25"]), today: "2026-11-25", isDue: true),
        Case(
            name: "a skipped today is not due", habit: .fixture(created: "2026-11-01", skipped: ["2026-11-25"]),
            today: "2026-11-25", isDue: false),
        Case(
            name: "a paused today is not due", habit: .fixture(created: "2026-11-01", paused: [("2026-11-20", nil)]),
            today: "2026-11-25", isDue: false),
        Case(
            name: "a day before the habit existed is not due", habit: .fixture(created: "2026-11-26"),
            today: "2026-11-25", isDue: false),
        Case(
            name: "Mon/Wed/Fri on a Wednesday is due",
            habit: .fixture(created: "2026-11-01", schedule: mondayWednesdayFriday), today: "2026-11-25", isDue: true),
        Case(
            name: "Mon/Wed/Fri on a Tuesday is not due",
            habit: .fixture(created: "2026-11-01", schedule: mondayWednesdayFriday), today: "2026-11-24", isDue: false),
        Case(
            name: "every 3 days, done yesterday: not due",
            habit: .fixture(created: "2026-11-01", done: ["2026-11-24"], schedule: .every(3)), today: "2026-11-25",
            isDue: false),
        Case(
            name: "every 3 days, done three days ago: due",
            habit: .fixture(created: "2026-11-01", done: ["2026-11-22"], schedule: .every(3)), today: "2026-11-25",
            isDue: true),
        Case(
            name: "every 3 days, skipped two days ago: not due",
            habit: .fixture(created: "2026-11-01", schedule: .every(3), skipped: ["2026-11-23"]), today: "2026-11-25",
            isDue: false),
        Case(
            name: "a new every-3 habit is not due on the day it is added",
            habit: .fixture(created: "2026-11-25", schedule: .every(3)), today: "2026-11-25", isDue: false),
        Case(
            name: "a new every-3 habit is not due the day after it is added",
            habit: .fixture(created: "2026-11-25", schedule: .every(3)), today: "2026-11-26", isDue: false),
        Case(
            name: "a new every-3 habit is first due two days after it is added",
            habit: .fixture(created: "2026-11-25", schedule: .every(3)), today: "2026-11-27", isDue: true),
        Case(
            name: "3 a week, done Monday only: due on Thursday",
            habit: .fixture(created: "2026-11-01", done: ["2026-11-23"], schedule: .perWeek(3)), today: "2026-11-26",
            isDue: true),
        Case(
            name: "3 a week, done Monday to Wednesday: not due on Thursday",
            habit: .fixture(created: "2026-11-01", done: days("2026-11-23", "2026-11-25"), schedule: .perWeek(3)),
            today: "2026-11-26", isDue: false),
        Case(
            name: "3 a week, two done and one skipped: met, not due",
            habit: .fixture(
                created: "2026-11-01", done: ["2026-11-23", "2026-11-24"], schedule: .perWeek(3), skipped: ["2026-11-25"]),
            today: "2026-11-26", isDue: false),
        Case(
            name: "3 a week, two done before today and today checked: still due",
            habit: .fixture(created: "2026-11-01", done: days("2026-11-24", "2026-11-26"), schedule: .perWeek(3)),
            today: "2026-11-26", isDue: true),
        Case(
            name: "a habit created mid-week: 3 a week added on a Thursday is not due that week",
            habit: .fixture(created: "2026-11-26", schedule: .perWeek(3)), today: "2026-11-26", isDue: false),
        Case(
            name: "a habit created mid-week: due on the next Monday",
            habit: .fixture(created: "2026-11-26", schedule: .perWeek(3)), today: "2026-11-30", isDue: true),
        Case(
            name: "4 a week added on a Thursday is due that week: three excused days are not enough",
            habit: .fixture(created: "2026-11-26", schedule: .perWeek(4)), today: "2026-11-26", isDue: true),
    ]

    @Test("Due today follows the schedule and ignores today's own check", arguments: cases)
    func due(_ example: Case) throws {
        let today = try #require(Day(example.today))
        #expect(example.habit.isDue(on: today) == example.isDue)  // as the case's name says
    }

    @Test("A 3-per-week habit counts its done days of this week")
    func doneThisWeek() throws {
        let habit = Habit.fixture(
            created: "2026-11-01", done: ["2026-11-22", "2026-11-23", "2026-11-25", "2026-11-30"], schedule: .perWeek(3))
        #expect(habit.doneInWeek(of: try #require(Day("2026-11-26"))) == 2)  // Monday and Wednesday; not last Sunday
        #expect(habit.doneInWeek(of: try #require(Day("2026-11-24"))) == 1)  // up to today: Monday only
    }
}

/// The state of each day, as the week row, the calendar and `--json` show it.
@Suite("Day states")
struct DayStateTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let habit: Habit
        /// Seven days ending on Sunday the 29th.
        let states: [DayState]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "daily: done, missed, skipped, paused and an open today",
            habit: .fixture(
                created: "2026-11-01", done: ["2026-11-23", "2026-11-26"], skipped: ["2026-11-25"],
                paused: [("2026-11-27", "2026-11-28")]),
            states: [.done, .missed, .skipped, .done, .paused, .paused, .open]),
        Case(
            name: "a skip wins over a pause, a pause over the days before creation, done over all",
            habit: .fixture(
                created: "2026-11-27", done: ["2026-11-25"], skipped: ["2026-11-24"], paused: [("2026-11-20", "2026-11-24")]),
            states: [.paused, .skipped, .done, .missed, .missed, .missed, .open]),
        Case(
            name: "days before the habit existed",
            habit: .fixture(created: "2026-11-27"),
            states: [.beforeCreation, .beforeCreation, .beforeCreation, .beforeCreation, .missed, .missed, .open]),
        Case(
            name: "Mon/Wed/Fri: days between are not due, a due day not done is missed",
            habit: .fixture(created: "2026-11-01", done: ["2026-11-23", "2026-11-24"], schedule: mondayWednesdayFriday),
            states: [.done, .done, .missed, .notDue, .missed, .notDue, .open]),
        Case(
            // Done Sunday the 22nd: the 23rd and 24th are within three days of it, the 25th is not.
            name: "every 3 days: missed only when the two days before were open too",
            habit: .fixture(created: "2026-11-01", done: ["2026-11-22", "2026-11-28"], schedule: .every(3)),
            states: [.notDue, .notDue, .missed, .missed, .missed, .done, .open]),
        Case(
            name: "3 a week: the days of a broken week are missed",
            habit: .fixture(created: "2026-11-01", done: ["2026-11-23"], schedule: .perWeek(3)),
            states: [.done, .notDue, .notDue, .notDue, .notDue, .notDue, .open]),
    ]

    @Test("Each day's state by its own facts first, then by the schedule", arguments: cases)
    func states(_ example: Case) throws {
        let today = try #require(Day("2026-11-29"))
        #expect(example.habit.lastDays(7, endingAt: today).map(\.state) == example.states)  // day by day
    }

    @Test("A 3-per-week habit: every open day of a week that broke is missed")
    func brokenWeek() throws {
        let habit = Habit.fixture(created: "2026-11-01", done: ["2026-11-16"], schedule: .perWeek(3))
        let states = habit.states(from: try #require(Day("2026-11-16")), through: try #require(Day("2026-11-22")), asOf: try #require(Day("2026-11-29")))
        #expect(states == [.done, .missed, .missed, .missed, .missed, .missed, .missed])  // one of three is not enough
    }

    @Test("Days after today are future days")
    func future() throws {
        let habit = Habit.fixture(created: "2026-11-01", paused: [("2026-12-01", "2026-12-05")])
        #expect(habit.state(on: try #require(Day("2026-12-02")), asOf: try #require(Day("2026-11-29"))) == .future)  // not yet judged
    }
}
