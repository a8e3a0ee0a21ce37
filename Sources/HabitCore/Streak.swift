/// A streak or a record: how many days, times or weeks in a row, with the first and last done
/// day of the run.
public struct Streak: Hashable, Sendable {
    /// The first done day of the run.
    public let first: Day
    /// The last done day of the run; never before `first`.
    public let last: Day
    /// How many units the run counts, at least 1: done days (daily, weekday and interval
    /// schedules) or counting weeks (`perWeek`). Skipped and paused days inside the run
    /// do not count, so this can be less than the days from `first` to `last`.
    public let length: Int
    /// What `length` counts.
    public let unit: StreakUnit

    /// A run of `length` units from `first` through `last`.
    public init(first: Day, last: Day, length: Int, unit: StreakUnit) {
        precondition(first <= last, "A streak cannot end before it starts.")
        precondition(length >= 1, "A streak counts at least one day, time or week.")
        self.first = first
        self.last = last
        self.length = length
        self.unit = unit
    }

    /// A daily run in which every day from `first` through `last` was done.
    public init(first: Day, last: Day) {
        self.init(first: first, last: last, length: last.days(since: first) + 1, unit: .day)
    }
}
