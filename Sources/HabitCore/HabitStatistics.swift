/// The figures `habit stats` shows for one habit as of one day: completion rates over recent
/// windows and since the habit was created, the total, the current streak, the record and the
/// best weekday.
///
/// Every figure counts only days from the habit's start through `today`, both included: a
/// window that starts before the habit existed is clipped to its start, and a done day after
/// `today` (possible only in a hand-edited file) is ignored. Today counts as a day of every
/// window, done or not. The rates follow the schedule (see ``Rate/Measure``). Computing all
/// figures costs O(days from the start through today): each day is visited once.
public struct HabitStatistics: Hashable, Sendable {
    /// How well a habit kept its schedule over some days: `done` of `days`.
    public struct Rate: Hashable, Sendable {
        /// What a rate counts, which follows the habit's schedule.
        public enum Measure: Hashable, Sendable {
            /// Daily habits: done days of all days that were not excused.
            case days
            /// Weekday schedules: done due days of the due days that were not excused; done days
            /// on other weekdays are not counted, so the rate is never above 100 %.
            case dueDays
            /// Every N days: done days against the days that were not excused divided by N,
            /// capped at 100 %.
            case interval(Int)
            /// N times a week: counting weeks of the weeks that counted or broke.
            case weeks
            /// N times a month: counting months of the months that counted or broke.
            case months
        }

        /// The done days (done due days; counting weeks).
        public let done: Int
        /// The days counted (due days; non-excused days; counting and breaking weeks); 0 when
        /// there were none.
        public let days: Int
        /// What `done` and `days` count.
        public let measure: Measure

        /// A rate of `done` out of `days`.
        public init(done: Int, days: Int, measure: Measure = .days) {
            precondition(done >= 0 && done <= days, "A rate cannot count more done days than days.")
            self.done = done
            self.days = days
            self.measure = measure
        }

        /// The rate as a whole percentage, `nil` when there were no days.
        ///
        /// Rounded to the nearest percent, except that 0 % means not once and 100 % means every
        /// day: 1 of 365 is 1 %, and 364 of 365 is 99 %. For `interval(N)`, `done × N` is
        /// measured against `days`, capped at 100 %.
        public var percent: Int? {
            guard days > 0 else { return nil }
            let reached: Int
            if case .interval(let interval) = measure { reached = min(done * interval, days) } else { reached = done }
            let rounded = (reached * 200 + days) / (days * 2)
            if reached > 0 && rounded == 0 { return 1 }
            if reached < days && rounded == 100 { return 99 }
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
        /// For `perWeek` habits, every week that has a day in the window is counted; for
        /// `perMonth` habits, every month.
        public let first: Day
        /// How many of the counted days the habit was done on.
        public let rate: Rate
    }

    /// The windows `habit stats` reports: the last 7, 30 and 365 days.
    public static let standardWindows = [7, 30, 365]

    /// The day the figures are computed for.
    public let today: Day
    /// The habit's start (see ``Habit/start``); no earlier day is counted.
    public let start: Day
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
        self.start = habit.start
        let created = habit.start
        let firsts = windows.map { max(today.adding(days: 1 - $0), created) }
        var doneOnWeekday = [Int](repeating: 0, count: 7)
        var doneInTotal = 0
        // A limit habit's kept days are mostly days with nothing recorded: visit every day.
        let doneDays: AnySequence<Day> =
            habit.goal?.kind == .atMost
            ? AnySequence(sequence(first: created) { $0 < today ? $0.next : nil }.filter { habit.isDone(on: $0) })
            : AnySequence(habit.completions)
        for day in doneDays where day >= created && day <= today {
            doneInTotal += 1
            doneOnWeekday[day.weekday.rawValue - 1] += 1
        }
        // The last entry of `firsts` stands for "since created".
        let rates = HabitStatistics.rates(habit, today: today, firsts: firsts + [created])
        self.windows = windows.indices.map { index in
            WindowRate(length: windows[index], first: firsts[index], rate: rates[index])
        }
        let totalDays = max(0, today.days(since: created) + 1)
        self.sinceCreated = rates[windows.count]
        self.totalDone = doneInTotal
        // The first `totalDays % 7` weekdays from the creation day on occur once more than the rest.
        self.weekdayRates = Weekday.allCases.map { weekday in
            let extra = weekday.position(inWeekStartingOn: created.weekday) < totalDays % 7 ? 1 : 0
            return Rate(done: doneOnWeekday[weekday.rawValue - 1], days: totalDays / 7 + extra)
        }
        self.currentStreak = habit.currentStreak(asOf: today)
        self.record = habit.longestStreak(through: today)
    }

    /// One rate per first day in `firsts`, each from that day through `today`, by the habit's
    /// schedule. One pass over the days from the earliest first day.
    private static func rates(_ habit: Habit, today: Day, firsts: [Day]) -> [Rate] {
        var done = [Int](repeating: 0, count: firsts.count)
        var counted = [Int](repeating: 0, count: firsts.count)
        let measure: Rate.Measure
        switch habit.schedule {
        case _ where habit.isJudgedWeekly: measure = .weeks
        case .daily: measure = .days
        case .days, .monthlyOn: measure = .dueDays
        case .every(let interval): measure = .interval(interval)
        case .perWeek: measure = .weeks
        case .perMonth: measure = .months
        }
        guard let earliest = firsts.min(), earliest <= today else {
            return firsts.map { _ in Rate(done: 0, days: 0, measure: measure) }
        }
        if habit.isJudgedWeekly {
            var week = earliest.startOfWeek(startingOn: habit.weekStart)
            while week <= today {
                let verdict = WeekTally(habit, first: week, today: today).verdict(for: habit, today: today)
                for index in firsts.indices where week.adding(days: 6) >= firsts[index] {
                    if verdict == .counts { done[index] += 1 }
                    if verdict != .neither { counted[index] += 1 }
                }
                week = week.adding(days: 7)
            }
        } else if habit.isJudgedMonthly {
            var month = earliest.startOfMonth
            while month <= today {
                let tally = MonthTally(habit, month: month, today: today)
                let verdict = tally.verdict(for: habit, today: today)
                for index in firsts.indices where tally.last >= firsts[index] {
                    if verdict == .counts { done[index] += 1 }
                    if verdict != .neither { counted[index] += 1 }
                }
                month = month.startOfNextMonth
            }
        } else {
            var day = earliest
            while day <= today {
                let isDone = habit.isDone(on: day)
                if habit.schedule.includes(day) && (isDone || !habit.isExcused(on: day)) {
                    for index in firsts.indices where day >= firsts[index] {
                        counted[index] += 1
                        if isDone { done[index] += 1 }
                    }
                }
                day = day.next
            }
        }
        return firsts.indices.map { Rate(done: done[$0], days: counted[$0], measure: measure) }
    }

    /// The number of days the habit was done on, from its creation through today.
    public let totalDone: Int

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
