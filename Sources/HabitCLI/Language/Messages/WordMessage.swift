import HabitCore

/// The words and dates of the language: weekday and month names, dates, placeholders.
enum WordMessage: Equatable, Sendable {
    /// The one-letter name of a weekday above the week row and the calendar.
    case weekdayLetter(Weekday)
    /// The full name of a weekday.
    case weekdayName(Weekday)
    /// The short name of a month (1–12) above the calendar.
    case monthAbbreviation(Int)
    /// A day as people of the language write it.
    case date(Day)
    /// A whole percentage.
    case percent(Int)
    /// The word for a value in usage lines ("DAY").
    case placeholder(Placeholder)
    /// The hint after a yes/no question, e.g. "[y/N]".
    case yesNoHint
    /// A number of seconds: the figure as the language writes it ("2,5") and the plural form its
    /// rule picked for it.
    case seconds(String, PluralCategory)
}
