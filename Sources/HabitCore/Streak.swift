/// A run of consecutive days on which a habit was done, from `first` to `last` inclusive.
public struct Streak: Hashable, Sendable {
    /// The first day of the run.
    public let first: Day
    /// The last day of the run; never before `first`.
    public let last: Day

    /// A run from `first` through `last`.
    public init(first: Day, last: Day) {
        precondition(first <= last, "A streak cannot end before it starts.")
        self.first = first
        self.last = last
    }

    /// The number of days in the run, at least 1.
    public var length: Int { last.days(since: first) + 1 }
}
