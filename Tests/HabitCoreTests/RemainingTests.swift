import Foundation
@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

// November 2026 starts on a Sunday: its Mondays are the 2nd, 9th, 16th, 23rd and 30th.

/// What is still open today and how much is left: the rule reminders, the status line and `todo`
/// share.
@Suite("What is left today")
struct RemainingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let habit: Habit
        let today: String
        let remaining: Remaining?
        var testDescription: String { name }
    }

    static let archived: Habit = {
        var habit = Habit.fixture(created: "2026-11-01")
        habit.isArchived = true
        return habit
    }()

    static let cases: [Case] = [
        Case(name: "a daily habit not done is open", habit: .fixture(created: "2026-11-01"), today: "2026-11-25", remaining: .today),
        Case(
            name: "a daily habit done today is not", habit: .fixture(created: "2026-11-01", done: ["2026-11-25"]),
            today: "2026-11-25", remaining: nil),
        Case(
            name: "skipped today: nothing left", habit: .fixture(created: "2026-11-01", skipped: ["2026-11-25"]),
            today: "2026-11-25", remaining: nil),
        Case(
            name: "paused: nothing left", habit: .fixture(created: "2026-11-01", paused: [("2026-11-20", nil)]),
            today: "2026-11-25", remaining: nil),
        Case(name: "archived: nothing left", habit: archived, today: "2026-11-25", remaining: nil),
        Case(
            name: "a day before the habit existed: nothing left", habit: .fixture(created: "2026-11-26"),
            today: "2026-11-25", remaining: nil),
        Case(
            name: "Mon/Wed/Fri on a Wednesday is open",
            habit: .fixture(created: "2026-11-01", schedule: mondayWednesdayFriday), today: "2026-11-25", remaining: .today),
        Case(
            name: "Mon/Wed/Fri on a Tuesday is not",
            habit: .fixture(created: "2026-11-01", schedule: mondayWednesdayFriday), today: "2026-11-24", remaining: nil),
        // Friday, November 27: done on Monday, so 2 more of 3, with Friday, Saturday and Sunday left.
        Case(
            name: "3 a week, once done by Friday: 2 more, 3 days left",
            habit: .fixture(created: "2026-11-01", done: ["2026-11-23"], schedule: .perWeek(3)), today: "2026-11-27",
            remaining: .thisWeek(times: 2, daysLeft: 3)),
        // Tuesday, November 24: nothing yet, 6 days left counting today.
        Case(
            name: "3 a week on a Tuesday: 3 more, 6 days left",
            habit: .fixture(created: "2026-11-01", schedule: .perWeek(3)), today: "2026-11-24",
            remaining: .thisWeek(times: 3, daysLeft: 6)),
        Case(
            name: "3 a week, met by Thursday: nothing left on Friday",
            habit: .fixture(created: "2026-11-01", done: ["2026-11-23", "2026-11-24", "2026-11-26"], schedule: .perWeek(3)),
            today: "2026-11-27", remaining: nil),
        // Monday, November 30, a new week: last week's three days do not count.
        Case(
            name: "3 a week across the week boundary starts again",
            habit: .fixture(created: "2026-11-01", done: ["2026-11-27", "2026-11-28", "2026-11-29"], schedule: .perWeek(3)),
            today: "2026-11-30", remaining: .thisWeek(times: 3, daysLeft: 7)),
        Case(
            name: "a goal of 8 with 5 so far", habit: .measured(goal: .atLeast(8), amounts: ["2026-11-25": "5"]),
            today: "2026-11-25", remaining: .amount(total: Amount(5), goal: Amount(8), unit: "Gläser")),
        Case(
            name: "a goal of 8 with nothing yet", habit: .measured(goal: .atLeast(8)), today: "2026-11-25",
            remaining: .amount(total: .zero, goal: Amount(8), unit: "Gläser")),
        Case(
            name: "a goal met is not open", habit: .measured(goal: .atLeast(8), amounts: ["2026-11-25": "8"]),
            today: "2026-11-25", remaining: nil),
        Case(
            name: "a limit is never open, even over it", habit: .measured(goal: .atMost(2), amounts: ["2026-11-25": "5"]),
            today: "2026-11-25", remaining: nil),
        // Wednesday, November 25: 12 km since Monday of 20, with Wednesday to Sunday left.
        Case(
            name: "a weekly goal of 20 with 12 so far",
            habit: .measured(goal: .weekly(20), amounts: ["2026-11-23": "7", "2026-11-25": "5"]), today: "2026-11-25",
            remaining: .weeklyAmount(total: Amount(12), goal: Amount(20), unit: "km", daysLeft: 5)),
        Case(
            name: "a weekly goal reached is not open",
            habit: .measured(goal: .weekly(20), amounts: ["2026-11-23": "20"]), today: "2026-11-25", remaining: nil),
    ]

    @Test(arguments: cases)
    func remaining(_ check: Case) {
        #expect(check.habit.remaining(on: Day(check.today)!) == check.remaining)  // what is left, or nil when nothing is
    }
}
