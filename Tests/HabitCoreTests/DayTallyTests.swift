import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitStore

/// ``DayTally`` and ``Habit/weekRest(on:)``: what counts on a day, and what a week still needs.
@Suite struct DayTallyTests {
    static func day(_ text: String) -> Day { Day(text)! }

    static func habit(
        _ name: String, created: String = "2026-11-02", done: [String] = [], schedule: Schedule = .daily,
        goal: Goal? = nil, amounts: [String: Amount] = [:]
    ) -> Habit {
        Habit(
            id: UUID(), name: name, icon: "✅", color: .blue, created: day(created), completions: DaySet(done.map(day)),
            schedule: schedule, goal: goal, amounts: Dictionary(uniqueKeysWithValues: amounts.map { (day($0.key), $0.value) }))
    }

    static let weeklyKm = try! Goal(.weeklyAtLeast, Amount(20), unit: "km")

    @Test func aWeeklyGoalReachedTodayCountsAsDoneNotAsGone() {
        // Wednesday, December 2, 2026: 12 km on Monday, 8 today reach the 20.
        let habit = Self.habit("Laufen", goal: Self.weeklyKm, amounts: ["2026-11-30": Amount(12), "2026-12-02": Amount(8)])
        let tally = DayTally([habit], on: Self.day("2026-12-02"))
        #expect(tally.due.count == 1)  // it counts today
        #expect(tally.open.isEmpty)  // and is done
        // On Thursday the goal was reached before: it no longer counts.
        #expect(DayTally([habit], on: Self.day("2026-12-03")).due.isEmpty)
    }

    @Test func aWeeklyGoalReachedOnMondayCountsOnMonday() {
        // Monday, November 30, 2026: the week before does not count towards this one.
        let habit = Self.habit("Laufen", goal: Self.weeklyKm, amounts: ["2026-11-29": Amount(30), "2026-11-30": Amount(20)])
        let tally = DayTally([habit], on: Self.day("2026-11-30"))
        #expect(tally.due.count == 1 && tally.open.isEmpty)
    }

    @Test func percentAndStreaks() {
        // Sunday, November 29, 2026: one of two done, the done one 3 days in a row.
        let done = Self.habit("A", done: ["2026-11-27", "2026-11-28", "2026-11-29"])
        let open = Self.habit("B")
        let tally = DayTally([done, open], on: Self.day("2026-11-29"))
        #expect(tally.done == 1 && tally.due.count == 2 && tally.percent == 50 && tally.streakSum == 3)
        #expect(DayTally([], on: Self.day("2026-11-29")).percent == 100)  // nothing counts, nothing left
    }

    struct RestCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let habit: Habit
        let day: String
        let rest: WeekRest?
    }

    @Test(arguments: [
        RestCase(
            testDescription: "3 a week, one done on Monday, on Tuesday: 2 more, 6 days left",
            habit: habit("Gym", done: ["2026-11-30"], schedule: .perWeek(3)), day: "2026-12-01",
            rest: WeekRest(.times(2), daysLeft: 6)),
        RestCase(
            testDescription: "3 a week on a Monday after a full week: 3 more, 7 days left",
            habit: habit("Gym", done: ["2026-11-24", "2026-11-25", "2026-11-26"], schedule: .perWeek(3)), day: "2026-11-30",
            rest: WeekRest(.times(3), daysLeft: 7)),
        RestCase(
            testDescription: "3 a week on a Sunday with one done: 2 more, 1 day left (a week across a month's end)",
            habit: habit("Gym", done: ["2026-11-24"], schedule: .perWeek(3)), day: "2026-11-29",
            rest: WeekRest(.times(2), daysLeft: 1)),
        RestCase(
            testDescription: "3 a week, done today: not open, no rest",
            habit: habit("Gym", done: ["2026-12-01"], schedule: .perWeek(3)), day: "2026-12-01", rest: nil),
        RestCase(
            testDescription: "a weekly goal, 7.5 of 20 on Tuesday, Dec 29, 2026 (a week across the year's end)",
            habit: habit("Rad", goal: weeklyKm, amounts: ["2026-12-28": Amount(millionths: 7_500_000)]), day: "2026-12-29",
            rest: WeekRest(.amount(Amount(millionths: 12_500_000)), daysLeft: 6)),
        RestCase(
            testDescription: "a daily habit: judged day by day, no rest", habit: habit("Lesen"), day: "2026-12-01",
            rest: nil),
        RestCase(
            testDescription: "leap day 2028, a Tuesday: 3 a week, none done",
            habit: habit("Gym", created: "2028-01-03", schedule: .perWeek(3)), day: "2028-02-29",
            rest: WeekRest(.times(3), daysLeft: 6)),
    ])
    func weekRest(_ check: RestCase) {
        #expect(check.habit.weekRest(on: Self.day(check.day)) == check.rest)
    }
}
