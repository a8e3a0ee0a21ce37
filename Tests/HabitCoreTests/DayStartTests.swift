import Foundation
@testable import HabitSystem
import HabitTestSupport
import Testing

@testable import HabitStore
@testable import HabitCore

/// `DayStart`: which day an instant belongs to when the day starts at an hour after midnight,
/// at the boundary and across the nights when the clocks change.
@Suite("A day that starts at an hour after midnight")
struct DayStartTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let zone: String
        let hour: Int
        /// The instant in UTC.
        let instant: String
        let day: String
        var testDescription: String { "\(zone), day starts at \(hour): \(name)" }
    }

    @Test(
        "An instant belongs to its calendar day from the start hour on, and to the day before until then",
        arguments: [
            // An ordinary winter night in Berlin (CET, UTC+1).
            Case(name: "03:59 is still Saturday", zone: "Europe/Berlin", hour: 4, instant: "2026-11-29T02:59:00Z", day: "2026-11-28"),
            Case(name: "04:00 is Sunday", zone: "Europe/Berlin", hour: 4, instant: "2026-11-29T03:00:00Z", day: "2026-11-29"),
            Case(name: "01:30 is still Saturday", zone: "Europe/Berlin", hour: 4, instant: "2026-11-29T00:30:00Z", day: "2026-11-28"),
            Case(name: "23:59 is Saturday", zone: "Europe/Berlin", hour: 4, instant: "2026-11-28T22:59:00Z", day: "2026-11-28"),
            Case(name: "midnight start: 00:00 is Sunday", zone: "Europe/Berlin", hour: 0, instant: "2026-11-28T23:00:00Z", day: "2026-11-29"),
            Case(name: "23:00 start: 22:59 is Saturday", zone: "Europe/Berlin", hour: 23, instant: "2026-11-29T21:59:00Z", day: "2026-11-28"),
            Case(name: "23:00 start: 23:00 is Sunday", zone: "Europe/Berlin", hour: 23, instant: "2026-11-29T22:00:00Z", day: "2026-11-29"),
            // Spring forward on Sun 2026-03-29, 02:00 CET → 03:00 CEST.
            Case(name: "spring: 03:59 CEST is Saturday", zone: "Europe/Berlin", hour: 4, instant: "2026-03-29T01:59:00Z", day: "2026-03-28"),
            Case(name: "spring: 04:00 CEST is Sunday", zone: "Europe/Berlin", hour: 4, instant: "2026-03-29T02:00:00Z", day: "2026-03-29"),
            // With the day starting at 2, an hour the clock skips, it starts at 03:00 CEST.
            Case(name: "spring, start 2: 01:59 CET is Saturday", zone: "Europe/Berlin", hour: 2, instant: "2026-03-29T00:59:00Z", day: "2026-03-28"),
            Case(name: "spring, start 2: 03:00 CEST is Sunday", zone: "Europe/Berlin", hour: 2, instant: "2026-03-29T01:00:00Z", day: "2026-03-29"),
            // Fall back on Sun 2026-10-25, 03:00 CEST → 02:00 CET: 02:00–02:59 happens twice.
            Case(name: "fall: 03:59 CET is Saturday", zone: "Europe/Berlin", hour: 4, instant: "2026-10-25T02:59:00Z", day: "2026-10-24"),
            Case(name: "fall: 04:00 CET is Sunday", zone: "Europe/Berlin", hour: 4, instant: "2026-10-25T03:00:00Z", day: "2026-10-25"),
            Case(name: "fall, start 2: 01:59 CEST is Saturday", zone: "Europe/Berlin", hour: 2, instant: "2026-10-24T23:59:00Z", day: "2026-10-24"),
            Case(name: "fall, start 2: the first 02:00 (CEST) is Sunday", zone: "Europe/Berlin", hour: 2, instant: "2026-10-25T00:00:00Z", day: "2026-10-25"),
            Case(name: "fall, start 2: the second 02:30 (CET) stays Sunday", zone: "Europe/Berlin", hour: 2, instant: "2026-10-25T01:30:00Z", day: "2026-10-25"),
            Case(name: "fall, start 3: the second 02:30 (CET) is still Saturday", zone: "Europe/Berlin", hour: 3, instant: "2026-10-25T01:30:00Z", day: "2026-10-24"),
            Case(name: "fall, start 3: 03:00 CET is Sunday", zone: "Europe/Berlin", hour: 3, instant: "2026-10-25T02:00:00Z", day: "2026-10-25"),
            // Troll station sets its clocks back two hours, 03:00 (+02) → 01:00 (+00): the day that
            // started at the first 02:00 does not end when the clock shows 01:30 again.
            Case(name: "two-hour fall-back, start 2: 01:30 before is Saturday", zone: "Antarctica/Troll", hour: 2, instant: "2026-10-24T23:30:00Z", day: "2026-10-24"),
            Case(name: "two-hour fall-back, start 2: 02:30 is Sunday", zone: "Antarctica/Troll", hour: 2, instant: "2026-10-25T00:30:00Z", day: "2026-10-25"),
            Case(name: "two-hour fall-back, start 2: 01:30 after is still Sunday", zone: "Antarctica/Troll", hour: 2, instant: "2026-10-25T01:30:00Z", day: "2026-10-25"),
        ])
    func dayOfInstant(_ example: Case) throws {
        let zone = try #require(TimeZone(identifier: example.zone))
        let instant = try #require(ISO8601DateFormatter().date(from: example.instant))
        let start = try #require(DayStart(hour: example.hour))
        #expect(start.day(containing: instant, in: zone) == Day(example.day))
    }

    @Test("Only the hours 0 to 23 are a day start")
    func hourRange() {
        #expect(DayStart(hour: -1) == nil)
        #expect(DayStart(hour: 24) == nil)
        #expect(DayStart(hour: 0) == .midnight)
        #expect(DayStart(hour: 23)?.hour == 23)
    }

    /// A time zone that counts the offsets asked of it and, past its budget, answers an offset
    /// no zone has, which ends any search: a search that would spin for ever fails the test
    /// instead of hanging the suite.
    final class BudgetedZone: UTCOffsets, @unchecked Sendable {
        let zone: TimeZone
        let budget: Int
        /// How many offsets were asked for; one thread uses it at a time.
        private(set) var calls = 0

        init(_ zone: TimeZone, budget: Int) {
            self.zone = zone
            self.budget = budget
        }

        func secondsFromGMT(for date: Date) -> Int {
            calls += 1
            return calls > budget ? Int.min : zone.secondsFromGMT(for: date)
        }
    }

    @Test(
        "In the 30 hours after a change of the clocks, every 15-minute mark plus a fraction of a second finds its day quickly",
        arguments: ["Europe/Berlin", "America/New_York", "Australia/Sydney"])
    func fractionalSecondsAfterATransition(_ identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        // The spring and autumn changes of 2026 (in Sydney autumn comes first, in April).
        let first = try #require(zone.nextDaylightSavingTimeTransition(after: Fixed.moment("2026-01-01T00:00:00Z")))
        let second = try #require(zone.nextDaylightSavingTimeTransition(after: first))
        for transition in [first, second] {
            for mark in 0..<120 {
                let wholeSecond = transition.addingTimeInterval(Double(mark) * 15 * 60)
                for fraction in [0.25, 0.5, 0.999] {
                    let instant = wholeSecond.addingTimeInterval(fraction)
                    for hour in 1...5 {
                        let start = try #require(DayStart(hour: hour))
                        let budgeted = BudgetedZone(zone, budget: 2_000)
                        let day = start.day(containing: instant, in: budgeted)
                        // About 120 samples and a bisection of 10 steps per change: far below the budget.
                        #expect(budgeted.calls <= 2_000, "\(instant), day starting at \(hour): \(budgeted.calls) offsets asked")
                        // A fraction of a second later is the same day as the whole second.
                        #expect(day == start.day(containing: wholeSecond, in: zone), "\(instant), day starting at \(hour)")
                    }
                }
            }
        }
    }
}
