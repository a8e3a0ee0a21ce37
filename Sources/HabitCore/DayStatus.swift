/// One day and whether a habit was done on it: a cell of the week row.
public struct DayStatus: Hashable, Sendable {
    /// The calendar day.
    public let day: Day
    /// Whether the habit was done on `day`.
    public let isDone: Bool

    /// A day with its done state.
    public init(day: Day, isDone: Bool) {
        self.day = day
        self.isDone = isDone
    }
}
