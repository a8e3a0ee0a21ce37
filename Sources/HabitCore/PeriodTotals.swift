/// A habit's totals per week, month or year (`habit stats NAME --by week|month|year`): per
/// period, the done days, the summed amount of a measured habit, the days the schedule asked
/// about and the goal for them.
///
/// Only days from the habit's start through `today` count: a period that begins before the
/// start counts from the start, and today counts once it is done (a running day is not yet a
/// miss). Paused days (not done) are left out and counted in ``PeriodTotal/pausedDays``. Costs
/// O(days in the periods shown).
public struct PeriodTotals: Hashable, Sendable {
    /// The length of a period.
    public enum Length: String, CaseIterable, Hashable, Sendable {
        /// A week starting on the first weekday asked for.
        case week
        /// A calendar month.
        case month
        /// A calendar year.
        case year

        /// The first day of the period of this length that holds `day`, weeks starting on
        /// `firstWeekday`.
        public func start(of day: Day, firstWeekday: Weekday) -> Day {
            switch self {
            case .week: return day.startOfWeek(startingOn: firstWeekday)
            case .month: return day.adding(days: 1 - day.day)
            case .year: return Day(year: day.year, month: 1, day: 1) ?? day
            }
        }

        /// The first day of the period after the one that starts on `first`.
        public func next(after first: Day) -> Day {
            switch self {
            case .week: return first.adding(days: 7)
            case .month: return first.adding(days: Day.daysIn(month: first.month, year: first.year))
            case .year: return Day(year: first.year + 1, month: 1, day: 1) ?? first.adding(days: 365)
            }
        }
    }

    /// The length of every period.
    public let length: Length
    /// The periods, oldest first; the last one holds `today`.
    public let periods: [PeriodTotal]
    /// The habit's start: no day before it is counted.
    public let start: Day

    /// The last `count` periods of `length` through the one that holds `today` (every period
    /// since the habit's start when `count` is `nil`), never one that ends before the start.
    /// Weeks start on `firstWeekday`.
    public init(_ habit: Habit, by length: Length, last count: Int?, today: Day, firstWeekday: Weekday) {
        self.length = length
        self.start = habit.start
        let current = length.start(of: today, firstWeekday: firstWeekday)
        let earliest = length.start(of: min(habit.start, today), firstWeekday: firstWeekday)
        var firsts: [Day] = []
        var first = earliest
        while first <= current {
            firsts.append(first)
            first = length.next(after: first)
        }
        if let count, count < firsts.count { firsts = Array(firsts.suffix(count)) }
        periods = firsts.map { first in
            PeriodTotal(habit, first: first, last: length.next(after: first).previous, today: today)
        }
    }

    /// The paused days left out of all periods.
    public var pausedDays: Int { periods.reduce(0) { $0 + $1.pausedDays } }

    /// Whether the first period begins before the habit's start, so its days before the start
    /// are left out.
    public var beginsBeforeStart: Bool { periods.first.map { $0.first < start } ?? false }
}

/// One week, month or year of a habit: what was done in it and what was asked.
public struct PeriodTotal: Hashable, Sendable {
    /// The period's first day (in the calendar, even if the habit started later).
    public let first: Day
    /// The period's last day (in the calendar, even if it is after today).
    public let last: Day
    /// The days done in it (for a limit, the days kept).
    public let done: Int
    /// The days that counted, as the rates of `habit stats` count them: on a weekday the
    /// schedule includes, done, or passed and not skipped or paused (today counts once done).
    public let due: Int
    /// The sum of the amounts recorded in it, for a measured habit; `nil` for a yes/no habit.
    public let total: Amount?
    /// The goal for the period, for a measured habit: the daily goal (or limit) times ``due``,
    /// or the weekly goal times the counted days divided by 7; `nil` without a goal.
    public let goal: Amount?
    /// The days in it (from the start through today) left out because the habit was paused.
    public let pausedDays: Int

    /// The figures of `habit` from `first` through `last`, as of `today`.
    init(_ habit: Habit, first: Day, last: Day, today: Day) {
        self.first = first
        self.last = last
        var done = 0, due = 0, paused = 0, counted = 0
        var total = Amount.zero
        var day = max(first, habit.start)
        let end = min(last, today)
        while day <= end {
            let isDone = habit.isDone(on: day)
            if let amount = habit.amounts[day] { total += amount }
            if isDone { done += 1 }
            if !isDone && habit.isPaused(on: day) {
                paused += 1
            } else if isDone || (day < today && !habit.isExcused(on: day)) {
                counted += 1
                if habit.schedule.includes(day.weekday) { due += 1 }
            }
            day = day.next
        }
        self.done = done
        self.due = due
        self.pausedDays = paused
        self.total = habit.isMeasured ? total : nil
        if let goal = habit.goal {
            self.goal =
                goal.kind == .weeklyAtLeast
                ? goal.amount.scaled(by: counted, dividedBy: 7) : goal.amount.scaled(by: due, dividedBy: 1)
        } else {
            self.goal = nil
        }
    }
}
