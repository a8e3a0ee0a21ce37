import HabitCore
import HabitStore
import HabitSystem

/// How `list` and `show` present the habits: as text or JSON, as of today or another day, and
/// (for `show`) with how many weeks of calendar.
struct ViewOptions: Equatable, Sendable {
    /// The number of weeks `--weeks` accepts.
    static let weekRange = 1...53

    /// `--json`: machine-readable output instead of text.
    var json = false
    /// `--as-of DAY`: everything as it stood on that day (today when `nil`).
    var asOf: DateArgument?
    /// `--weeks N` on `show`: the calendar grid below the detail view (as many as fit when `nil`).
    var weeks: Int?
    /// `--archived` on `list`: the archived habits instead of the others.
    var archived = false
    /// `--notes` on `show`: every note instead of the last few.
    var notes = false
}
