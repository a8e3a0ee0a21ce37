import Foundation
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// Instants as the backup's `changedAt` and `HABIT_NOW` write them, without Foundation's
/// format styles.
@Suite struct ISO8601InstantTests {
    @Test func formatWritesUTCToTheSecond() {
        // 2026-11-29 18:04:11 UTC, with a fraction that is dropped.
        #expect(ISO8601Instant.format(Date(timeIntervalSince1970: 1_795_975_451.75)) == "2026-11-29T18:04:11Z")
        #expect(ISO8601Instant.format(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(ISO8601Instant.format(Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59Z")
    }

    @Test func parseReadsZAndOffsets() {
        let instant = Date(timeIntervalSince1970: 1_795_975_451)
        #expect(ISO8601Instant.parse("2026-11-29T18:04:11Z") == instant)
        #expect(ISO8601Instant.parse("2026-11-29T19:04:11+01:00") == instant)
        #expect(ISO8601Instant.parse("2026-11-29T12:34:11-0530") == instant)
        #expect(ISO8601Instant.parse(ISO8601Instant.format(instant)) == instant)  // round trip
    }

    @Test(arguments: [
        "", "2026-11-29", "2026-11-29T18:04:11", "2026-11-29 18:04:11Z", "2026-02-30T10:00:00Z",
        "2026-11-29T24:00:00Z", "2026-11-29T18:60:00Z", "2026-11-29T18:04:11+1", "2026-11-29T18:04:11+01:0x",
        "2026-11-29T18:04:11Zjunk", "yesterday",
    ])
    func parseRefusesAnythingElse(text: String) {
        #expect(ISO8601Instant.parse(text) == nil)
    }
}
