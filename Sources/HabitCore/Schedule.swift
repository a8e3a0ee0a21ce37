/// When a habit is due: every day, on some weekdays, a number of times a week, or at least once
/// in every few days.
///
/// A schedule applies to the habit's whole history: changing it re-judges every past day.
public enum Schedule: Hashable, Sendable {
    /// Due every day.
    case daily
    /// Due on the given weekdays (never empty).
    case days(Set<Weekday>)
    /// Done on at least this many days (1–7) of each ISO week, Monday to Sunday.
    case perWeek(Int)
    /// Done on at least one day in every this many (2–365) consecutive days.
    case every(Int)

    /// The times a week a `perWeek` schedule may ask for.
    public static let timesPerWeek = 1...7
    /// The intervals an `every` schedule may have, in days.
    public static let intervals = 2...365

    /// What a streak under this schedule counts: days for daily habits, times for weekday and
    /// interval schedules, weeks for `perWeek`.
    public var streakUnit: StreakUnit {
        switch self {
        case .daily: return .day
        case .days, .every: return .time
        case .perWeek: return .week
        }
    }

    /// Whether the schedule is judged week by week (`perWeek`) rather than day by day.
    public var isWeekly: Bool {
        if case .perWeek = self { return true }
        return false
    }

    /// Whether a day-based schedule asks for `weekday` at all: every weekday for `daily` and
    /// `every`, the listed ones for `days`, and every weekday for `perWeek` (which has no fixed
    /// days).
    public func includes(_ weekday: Weekday) -> Bool {
        if case .days(let weekdays) = self { return weekdays.contains(weekday) }
        return true
    }
}
