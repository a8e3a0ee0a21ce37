import HabitCore

/// The words of `habit stats`, one case per piece of a line; each ``LanguageTable`` words them
/// through ``Message/stats(_:)``. Labels include their colon, which not every language writes
/// the same way.
enum StatsMessage: Equatable, Sendable {
    /// The label of the rate over the last `length` days: "30 days:".
    case lastDays(Int)
    /// The label of the rate since the habit was created on the given day: "Since Oct 2, 2026:".
    case since(Day)
    /// The label of the total: "Done in total:".
    case totalLabel
    /// The label of the current streak: "Current streak:".
    case streakLabel
    /// The label of the record: "Record:".
    case recordLabel
    /// The label of the best weekday: "Best weekday:".
    case bestWeekdayLabel
    /// A rate with its number of days: "24 of 30 (80%)".
    case rate(HabitStatistics.Rate)
    /// A number of days: "59 days".
    case days(Int)
    /// The record with its dates, or that there is none yet.
    case record(Streak?)
    /// The best weekday with its rate, or that there is none yet.
    case bestWeekday(Weekday?, HabitStatistics.Rate?)
}
