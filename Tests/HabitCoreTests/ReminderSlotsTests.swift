import Foundation
@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// An instant written in ISO 8601 with a zone.
private func at(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

/// Which reminder times have come for a run: passed by the local wall clock after the last run, at
/// or before now, and at most an hour (of real time) ago.
@Suite("Reminder times that have come")
struct ReminderSlotsTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let eight = ClockTime("20:00")!
    static let morning = ClockTime("08:00")!
    static let halfPastMidnight = ClockTime("00:30")!

    @Test func aTimeComesOnceBetweenTwoRuns() {
        let today = Day("2026-11-29")!
        // 20:00 in Berlin is 19:00 UTC; runs at 19:55 and 20:10 local.
        let before = at("2026-11-29T18:55:00Z"), after = at("2026-11-29T19:10:00Z")
        let first = ReminderSlots.due([Self.eight], today: today, dayStart: .midnight, now: before, lastRun: nil, in: Self.berlin)
        #expect(first.isEmpty)  // not yet
        let second = ReminderSlots.due(
            [Self.eight, Self.morning], today: today, dayStart: .midnight, now: after, lastRun: before, in: Self.berlin)
        #expect(second == [Self.eight])  // 20:00 came; 08:00 is long past the hour
        let third = ReminderSlots.due(
            [Self.eight], today: today, dayStart: .midnight, now: at("2026-11-29T19:25:00Z"),
            lastRun: after, in: Self.berlin)
        #expect(third.isEmpty)  // already in the run before
    }

    @Test func theFirstRunEverCountsTheLastHourOnly() {
        let today = Day("2026-11-29")!
        let now = at("2026-11-29T19:59:00Z")  // 20:59 local
        #expect(ReminderSlots.due([Self.eight], today: today, dayStart: .midnight, now: now, lastRun: nil, in: Self.berlin) == [Self.eight])
        let later = at("2026-11-29T20:01:00Z")  // 21:01 local: more than an hour after 20:00
        #expect(ReminderSlots.due([Self.eight], today: today, dayStart: .midnight, now: later, lastRun: nil, in: Self.berlin).isEmpty)
    }

    @Test func aMachineOffForHoursSaysNothingAtBoot() {
        let today = Day("2026-11-29")!
        // Last run at 07:00 local, next at 22:00: 08:00 and 20:00 both passed more than an hour ago.
        let due = ReminderSlots.due(
            [Self.morning, Self.eight], today: today, dayStart: .midnight,
            now: at("2026-11-29T21:00:00Z"), lastRun: at("2026-11-29T06:00:00Z"), in: Self.berlin)
        #expect(due.isEmpty)
    }

    @Test func aTimeBeforeTheDayStartBelongsToTheNightAfter() {
        // With the day starting at 4, the 00:30 of Sunday the 29th is Monday the 30th, 00:30 local (23:30 UTC).
        let start = DayStart(hour: 4)!
        let due = ReminderSlots.due(
            [Self.halfPastMidnight], today: Day("2026-11-29")!, dayStart: start,
            now: at("2026-11-29T23:40:00Z"), lastRun: at("2026-11-29T23:25:00Z"), in: Self.berlin)
        #expect(due == [Self.halfPastMidnight])
        let midnightDay = ReminderSlots.due(
            [Self.halfPastMidnight], today: Day("2026-11-29")!, dayStart: .midnight,
            now: at("2026-11-29T23:40:00Z"), lastRun: at("2026-11-29T23:25:00Z"), in: Self.berlin)
        #expect(midnightDay.isEmpty)  // with midnight, the 00:30 of the 29th was long ago
    }

    @Test func aTimeTheClocksJumpOverComesWithTheJump() {
        // March 29, 2026: Berlin's clocks jump from 02:00 to 03:00 (01:00 UTC). A run at 01:55 local
        // (00:55 UTC) and one at 03:05 local (01:05 UTC), ten minutes later.
        let jumped = ClockTime("02:30")!
        let due = ReminderSlots.due(
            [jumped], today: Day("2026-03-29")!, dayStart: .midnight,
            now: at("2026-03-29T01:05:00Z"), lastRun: at("2026-03-29T00:55:00Z"), in: Self.berlin)
        #expect(due == [jumped])
    }

    // October 25, 2026: Berlin's clocks go back from 03:00 CEST to 02:00 CET (01:00 UTC), so the
    // wall clock shows 02:30 twice, at 00:30 and at 01:30 UTC.

    struct RepeatedHourCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let now: String
        let lastRun: String?
        let due: Bool
    }

    @Test(arguments: [
        RepeatedHourCase(testDescription: "02:25 CEST, first run", now: "2026-10-25T00:25:00Z", lastRun: nil, due: false),
        RepeatedHourCase(testDescription: "02:35 CEST, first run", now: "2026-10-25T00:35:00Z", lastRun: nil, due: true),
        RepeatedHourCase(
            testDescription: "02:35 CEST after 02:25 CEST", now: "2026-10-25T00:35:00Z", lastRun: "2026-10-25T00:25:00Z",
            due: true),
        RepeatedHourCase(
            testDescription: "02:05 CET after 02:35 CEST: the clock went back before 02:30", now: "2026-10-25T01:05:00Z",
            lastRun: "2026-10-25T00:35:00Z", due: false),
        RepeatedHourCase(
            testDescription: "02:35 CET after 02:05 CET: the second 02:30", now: "2026-10-25T01:35:00Z",
            lastRun: "2026-10-25T01:05:00Z", due: true),
        // The first run ever at the second 02:25: the first 02:30 was 55 minutes before.
        RepeatedHourCase(testDescription: "02:25 CET, first run", now: "2026-10-25T01:25:00Z", lastRun: nil, due: true),
        RepeatedHourCase(testDescription: "02:35 CET, first run", now: "2026-10-25T01:35:00Z", lastRun: nil, due: true),
        RepeatedHourCase(testDescription: "03:35 CET, first run", now: "2026-10-25T02:35:00Z", lastRun: nil, due: false),
    ])
    func aTimeTheClocksPassTwiceComesAtEachPassing(_ check: RepeatedHourCase) {
        let time = ClockTime("02:30")!
        let due = ReminderSlots.due(
            [time], today: Day("2026-10-25")!, dayStart: .midnight, now: at(check.now), lastRun: check.lastRun.map(at),
            in: Self.berlin)
        #expect(due == (check.due ? [time] : []))
    }

    struct JumpCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let time: String
        let now: String
        let lastRun: String?
        let due: Bool
    }

    // March 29, 2026: from 02:00 CET straight to 03:00 CEST at 01:00 UTC.
    @Test(arguments: [
        JumpCase(testDescription: "02:00 comes with the jump", time: "02:00", now: "2026-03-29T01:00:00Z", lastRun: nil, due: true),
        JumpCase(testDescription: "02:59 comes with the jump", time: "02:59", now: "2026-03-29T01:00:00Z", lastRun: nil, due: true),
        JumpCase(testDescription: "03:00 comes with the jump", time: "03:00", now: "2026-03-29T01:00:00Z", lastRun: nil, due: true),
        JumpCase(testDescription: "03:01 not yet at 03:00", time: "03:01", now: "2026-03-29T01:00:00Z", lastRun: nil, due: false),
        JumpCase(testDescription: "01:59 just before", time: "01:59", now: "2026-03-29T00:59:30Z", lastRun: nil, due: true),
        JumpCase(
            testDescription: "02:30 not again after the jump's run", time: "02:30", now: "2026-03-29T01:10:00Z",
            lastRun: "2026-03-29T01:00:00Z", due: false),
        JumpCase(
            testDescription: "02:30 an hour after the jump: too late", time: "02:30", now: "2026-03-29T02:01:00Z", lastRun: nil,
            due: false),
        JumpCase(
            testDescription: "01:30 counts an hour of real time back", time: "01:30", now: "2026-03-29T01:25:00Z", lastRun: nil,
            due: true),
    ])
    func aJumpForwardBringsTheTimesItSkips(_ check: JumpCase) {
        let time = ClockTime(check.time)!
        let due = ReminderSlots.due(
            [time], today: Day("2026-03-29")!, dayStart: .midnight, now: at(check.now), lastRun: check.lastRun.map(at),
            in: Self.berlin)
        #expect(due == (check.due ? [time] : []))
    }

    @Test func timesAreReadAsHoursAndMinutes() {
        #expect(ClockTime("20:00")?.description == "20:00")
        #expect(ClockTime("8:05")?.description == "08:05")  // one digit for the hour is fine
        #expect(ClockTime("25:00") == nil)
        #expect(ClockTime("12:60") == nil)
        #expect(ClockTime("1200") == nil)
        #expect(ClockTime("١٢:٠٠") == nil)  // ASCII digits only
    }
}
