/// How often a habit was done on each weekday, out of how often that weekday counted
/// (`habit stats NAME --by weekday`).
///
/// A day counts as the rates of `habit stats` count it: on a weekday the schedule includes,
/// done, or passed and neither skipped, paused nor before the start. Today counts once it is
/// done. A weekday that never counted has 0 of 0.
public struct WeekdayFrequency: Hashable, Sendable {
    /// One weekday's figures.
    public struct Row: Hashable, Sendable {
        /// The weekday.
        public let weekday: Weekday
        /// The days of this weekday the habit was done on (and that counted).
        public let done: Int
        /// The days of this weekday that counted.
        public let due: Int
    }

    /// The first day looked at: the habit's start, or `from` if later.
    public let first: Day
    /// The last day looked at: today, or `through` if earlier.
    public let last: Day
    /// One row per weekday, Monday first.
    public let rows: [Row]

    /// The figures of `habit` from `from` (its start when `nil` or earlier) through `through`
    /// (`today` when `nil` or later), as of `today`. O(days looked at).
    public init(_ habit: Habit, from: Day? = nil, through: Day? = nil, today: Day) {
        first = max(from ?? habit.start, habit.start)
        last = min(through ?? today, today)
        var done = [Int](repeating: 0, count: 7)
        var due = [Int](repeating: 0, count: 7)
        var day = first
        while day <= last {
            let isDone = habit.isDone(on: day)
            let index = day.weekday.rawValue - 1
            if habit.schedule.includes(day.weekday) && (isDone || (day < today && !habit.isExcused(on: day))) {
                due[index] += 1
                if isDone { done[index] += 1 }
            }
            day = day.next
        }
        rows = Weekday.allCases.map { Row(weekday: $0, done: done[$0.rawValue - 1], due: due[$0.rawValue - 1]) }
    }

    /// The row of `weekday`.
    public func row(_ weekday: Weekday) -> Row {
        rows[weekday.rawValue - 1]
    }
}
