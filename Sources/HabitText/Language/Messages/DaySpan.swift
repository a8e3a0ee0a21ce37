import HabitCore

/// A run of days as a sentence dates it: one day, or its first and last.
public enum DaySpan: Equatable, Sendable {
    /// A run of one day.
    case one(Day)
    /// A run from the first day through the last.
    case range(Day, Day)

    /// The run from `first` through `last`.
    public init(_ first: Day, _ last: Day) {
        self = first == last ? .one(first) : .range(first, last)
    }

    /// The days of `streak`.
    public init(_ streak: Streak) {
        self.init(streak.first, streak.last)
    }
}
