/// One day and what it was for a habit: a cell of the week row.
public struct DayStatus: Hashable, Sendable {
    /// The calendar day.
    public let day: Day
    /// What the day was: done, skipped, paused, missed, and so on.
    public let state: DayState

    /// A day with its state.
    public init(day: Day, state: DayState) {
        self.day = day
        self.state = state
    }

    /// Whether the habit was done on `day`.
    public var isDone: Bool { state == .done }
}
