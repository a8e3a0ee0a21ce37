/// The figures `habit stats` shows for one habit as of one day: completion rates over recent
/// windows and since the habit was created, the total, the current streak, the record and the
/// best weekday.
///
/// Every figure counts only days from the habit's creation through `today`, both included: a
/// window that starts before the habit existed is clipped to its creation, and a done day after
/// `today` (possible only in a hand-edited file) is ignored. Today counts as a day of every
/// window, done or not. Computing all figures costs O(number of completions): the completions
/// are visited once, and the days of each window and weekday are counted by arithmetic.
public struct HabitStatistics: Hashable, Sendable {
    /// How many of some days a habit was done on.
    public struct Rate: Hashable, Sendable {
        /// The days on which the habit was done.
        public let done: Int
        /// All days counted, done or not; 0 when there were none.
        public let days: Int

        /// A rate of `done` out of `days`.
        public init(done: Int, days: Int) {
            precondition(done >= 0 && done <= days, "A rate cannot count more done days than days.")
            self.done = done
            self.days = days
        }

        /// The rate as a whole percentage, `nil` when there were no days.
        ///
        /// Rounded to the nearest percent, except that 0 % means not once and 100 % means every
        /// day: 1 of 365 is 1 %, and 364 of 365 is 99 %.
        public var percent: Int? {
            guard days > 0 else { return nil }
            let rounded = (done * 200 + days) / (days * 2)
            if done > 0 && rounded == 0 { return 1 }
            if done < days && rounded == 100 { return 99 }
            return rounded
        }

        /// Whether this rate is higher than `other` (exactly, without rounding). A rate of no
        /// days is lower than any other.
        public func isHigher(than other: Rate) -> Bool {
            guard days > 0 else { return false }
            guard other.days > 0 else { return true }
            return done * other.days > other.done * days
        }
    }

    /// The rate over the last `length` days ending at today, clipped to the habit's creation.
    public struct WindowRate: Hashable, Sendable {
        /// The length of the window asked for, in days: 7, 30 or 365.
        public let length: Int
        /// The first day counted: `length - 1` days before today, or the creation day if later.
        public let first: Day
        /// How many of the counted days the habit was done on.
        public let rate: Rate
    }

    /// The windows `habit stats` reports: the last 7, 30 and 365 days.
    public static let standardWindows = [7, 30, 365]

    /// The day the figures are computed for.
    public let today: Day
    /// The day the habit was created; no earlier day is counted.
    public let created: Day
    /// One rate per window asked for, in the order asked for.
    public let windows: [WindowRate]
    /// The rate over every day from creation through today.
    public let sinceCreated: Rate
    /// The current streak as of today (see ``Habit/currentStreak(asOf:)``), `nil` when 0.
    public let currentStreak: Streak?
    /// The longest streak through today, `nil` when the habit was never done.
    public let record: Streak?
    /// Rates per weekday since creation, indexed by `Weekday.rawValue - 1`.
    private let weekdayRates: [Rate]

    /// The figures for `habit` as of `today`, with rates over the last `windows` days (each at
    /// least 1).
    public init(_ habit: Habit, today: Day, windows: [Int] = HabitStatistics.standardWindows) {
        precondition(windows.allSatisfy { $0 >= 1 }, "A window is at least one day long.")
        self.today = today
        self.created = habit.created
        let created = habit.created
        let firsts = windows.map { max(today.adding(days: 1 - $0), created) }
        var doneInWindow = [Int](repeating: 0, count: windows.count)
        var doneOnWeekday = [Int](repeating: 0, count: 7)
        var doneInTotal = 0
        for day in habit.completions where day >= created && day <= today {
            doneInTotal += 1
            doneOnWeekday[day.weekday.rawValue - 1] += 1
            for (index, first) in firsts.enumerated() where day >= first {
                doneInWindow[index] += 1
            }
        }
        self.windows = windows.indices.map { index in
            let first = firsts[index]
            return WindowRate(
                length: windows[index], first: first,
                rate: Rate(done: doneInWindow[index], days: max(0, today.days(since: first) + 1)))
        }
        let totalDays = max(0, today.days(since: created) + 1)
        self.sinceCreated = Rate(done: doneInTotal, days: totalDays)
        // The first `totalDays % 7` weekdays from the creation day on occur once more than the rest.
        self.weekdayRates = Weekday.allCases.map { weekday in
            let extra = weekday.position(inWeekStartingOn: created.weekday) < totalDays % 7 ? 1 : 0
            return Rate(done: doneOnWeekday[weekday.rawValue - 1], days: totalDays / 7 + extra)
        }
        self.currentStreak = habit.currentStreak(asOf: today)
        self.record = habit.longestStreak(through: today)
    }

    /// The number of days the habit was done on, from its creation through today.
    public var totalDone: Int { sinceCreated.done }

    /// The rate over the window of `length` days, if it was asked for.
    public func rate(lastDays length: Int) -> Rate? {
        windows.first { $0.length == length }?.rate
    }

    /// The rate on `weekday`: of all the `weekday`s since creation, how many were done.
    public func rate(on weekday: Weekday) -> Rate {
        weekdayRates[weekday.rawValue - 1]
    }

    /// The weekday with the highest rate since creation; of equal rates, the one that comes
    /// first in a week starting on `first`. `nil` when the habit was never done.
    public func bestWeekday(weekStartingOn first: Weekday) -> Weekday? {
        var best: Weekday?
        for weekday in Weekday.week(startingOn: first) where rate(on: weekday).done > 0 {
            if let current = best, !rate(on: weekday).isHigher(than: rate(on: current)) { continue }
            best = weekday
        }
        return best
    }
}
