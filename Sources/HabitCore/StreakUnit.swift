/// What a streak counts, which depends on the habit's schedule.
public enum StreakUnit: String, Hashable, Sendable, CaseIterable {
    /// Days in a row, for daily habits.
    case day
    /// Times in a row, for weekday and every-N-days schedules: due occasions kept.
    case time
    /// Weeks in a row, for N-times-a-week schedules.
    case week
}
