import HabitCore

/// The label of one line of the chart of `habit stats NAME --by`: a week by its first day, a
/// month by its short name and year, a year by its number.
public enum PeriodLabel: Equatable, Sendable {
    /// The week that starts on this day.
    case week(Day)
    /// A calendar month (1–12) of a year.
    case month(Int, year: Int)
    /// A calendar year.
    case year(Int)
}
