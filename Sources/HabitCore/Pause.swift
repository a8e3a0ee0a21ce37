/// A stretch of days on which a habit rests: every day from `first` through `last`, or from
/// `first` on without end when `last` is `nil`.
public struct Pause: Hashable, Sendable {
    /// The first paused day.
    public let first: Day
    /// The last paused day, or `nil` for a pause that has no planned end.
    public let last: Day?

    /// A pause from `first` through `last` (open-ended when `last` is `nil`), or `nil` when
    /// `last` is before `first`.
    public init?(first: Day, last: Day?) {
        if let last, last < first { return nil }
        self.first = first
        self.last = last
    }

    /// Whether `day` lies in the pause.
    public func contains(_ day: Day) -> Bool {
        day >= first && (last.map { day <= $0 } ?? true)
    }
}
