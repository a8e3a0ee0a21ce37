/// What a streak counts, which depends on the habit's schedule.
public enum StreakUnit: String, Hashable, Sendable, CaseIterable {
    /// Days in a row, for daily habits.
    case day
    /// Times in a row, for weekday, every-N-days and days-of-the-month schedules: due occasions
    /// kept.
    case time
    /// Weeks in a row, for N-times-a-week schedules.
    case week
    /// Months in a row, for N-times-a-month schedules.
    case month
}
