/// The amounts `habit stats` shows for a measured habit as of one day: totals and averages per
/// day and per week over the last 7, 30 and 365 days and since the habit's start.
///
/// A window starting before the habit's start is clipped to it; today counts as a day of every
/// window; amounts after today are ignored. Averages are exact to the millionth: per day, the
/// total divided by the window's days; per week, the total divided by its weeks, and a window
/// shorter than a week (a habit started less than seven days ago) counts as one week, so its
/// average per week is what it holds so far, never a guess at a whole week.
public struct AmountStatistics: Hashable, Sendable {
    /// The amounts over one window of days.
    public struct Window: Hashable, Sendable {
        /// The length asked for, in days (7, 30 or 365); `nil` for "since the start".
        public let length: Int?
        /// The first day counted.
        public let first: Day
        /// The days counted, from `first` through today (0 when the habit starts after today).
        public let days: Int
        /// The sum of the window's totals.
        public let total: Amount
        /// The total divided by the days (0 for no days).
        public var perDay: Amount { days > 0 ? total.scaled(by: 1, dividedBy: days) : .zero }
        /// The total divided by the weeks, that is `days / 7`, but at least one week: a window of
        /// fewer than 7 days has its total as its average per week (0 for no days).
        public var perWeek: Amount { days > 0 ? total.scaled(by: 7, dividedBy: max(days, 7)) : .zero }
    }

    /// One window per length asked for, in that order.
    public let windows: [Window]
    /// Every day from the habit's start through today.
    public let sinceStart: Window

    /// The amounts of `habit` as of `today` over the last `windows` days (each at least 1).
    /// One pass over the recorded amounts.
    public init(_ habit: Habit, today: Day, windows: [Int] = HabitStatistics.standardWindows) {
        precondition(windows.allSatisfy { $0 >= 1 }, "A window is at least one day long.")
        let start = habit.start
        let firsts = windows.map { max(today.adding(days: 1 - $0), start) } + [start]
        var totals = [Amount](repeating: .zero, count: firsts.count)
        for (day, total) in habit.amounts where day <= today {
            for index in firsts.indices where day >= firsts[index] { totals[index] += total }
        }
        let all = firsts.indices.map { index in
            Window(
                length: index < windows.count ? windows[index] : nil, first: firsts[index],
                days: max(0, today.days(since: firsts[index]) + 1), total: totals[index])
        }
        self.windows = Array(all.dropLast())
        self.sinceStart = all[all.count - 1]
    }

    /// The window of `length` days, if it was asked for.
    public func window(lastDays length: Int) -> Window? {
        windows.first { $0.length == length }
    }
}
