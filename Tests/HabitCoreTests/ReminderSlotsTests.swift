import Foundation
import Testing

@testable import HabitCore

/// An instant written in ISO 8601 with a zone.
private func at(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

/// Which reminder times have come for a run: after the last run, at or before now, and at most an
/// hour ago, on the local wall clock.
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

    @Test func timesAreReadAsHoursAndMinutes() {
        #expect(ClockTime("20:00")?.description == "20:00")
        #expect(ClockTime("8:05")?.description == "08:05")  // one digit for the hour is fine
        #expect(ClockTime("25:00") == nil)
        #expect(ClockTime("12:60") == nil)
        #expect(ClockTime("1200") == nil)
        #expect(ClockTime("١٢:٠٠") == nil)  // ASCII digits only
    }
}
