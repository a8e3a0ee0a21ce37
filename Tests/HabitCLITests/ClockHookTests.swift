import Foundation
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `HABIT_NOW`, the test hook that fixes the binary's clock: it is read only when set, and only
/// as a whole ISO 8601 instant, so it cannot change anything for a person who does not set it.
@Suite struct ClockHookTests {
    @Test(
        "HABIT_NOW names an instant, or nothing",
        arguments: [
            ([:], nil),  // unset, as for every user: the clock is read
            (["HABIT_NOW": ""], nil),  // empty: the same
            (["HABIT_NOW": "tomorrow"], nil),  // not an instant: the same
            (["HABIT_NOW": "2026-11-29"], nil),  // a day is no instant
            (["HABIT_NOW": "2026-11-29T11:00:00Z"], Fixed.now),  // Sunday noon in Berlin
            (["HABIT_NOW": "2026-11-29T12:00:00+01:00"], Fixed.now),  // the same instant, written in Berlin's offset
        ] as [([String: String], Date?)])
    func fixedNow(_ environment: [String: String], _ expected: Date?) {
        #expect(World.fixedNow(environment) == expected)
    }
}
