import Foundation
import HabitCore
import HabitStore
import HabitSystem

/// The fixed moments tests run at. Europe/Berlin is pinned so that "today" never depends on the
/// machine running the tests.
public enum Fixed {
    /// The time zone of every test: Berlin, UTC+1 in November.
    public static let timeZone = TimeZone(identifier: "Europe/Berlin")!

    /// Sunday, 29 November 2026, 12:00 in Berlin (11:00 UTC): "today" in every test.
    public static let now = moment("2026-11-29T11:00:00Z")

    /// Sunday, 29 November 2026: the day `now` falls on in Berlin.
    public static let today = Day("2026-11-29")!

    /// An instant written in ISO 8601 with a zone.
    public static func moment(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text)!
    }
}
