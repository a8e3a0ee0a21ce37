/// The figures `habit stats` shows for a habit to quit (``Habit/isQuit``) as of one day: its
/// clean days, its slips (on how many days, their total, how often on average), the last slip,
/// and the current and the longest clean run.
///
/// Every figure counts the days from the habit's start through `today`; amounts after `today`
/// are ignored. A slip is a day over the limit of 0 (an amount above 0 recorded). A clean day is
/// a passed day without a slip that was due, not skipped and not paused; today counts only once
/// it is over, as the list's "11 days clean" does. The clean runs are the habit's streak and
/// record (see ``Habit/currentStreak(asOf:)``). The averages are described at ``slipsPerWeek``
/// and ``slipsPerMonth``. O(days from the start through today).
public struct QuitStatistics: Hashable, Sendable {
    /// The day the figures are computed for.
    public let today: Day
    /// The habit's start (see ``Habit/start``); no earlier day is counted.
    public let start: Day
    /// The days from the start through today, both included (0 when the start is after today).
    public let days: Int
    /// The clean days before today.
    public let cleanDays: Int
    /// The days with a slip, today included.
    public let slipDays: Int
    /// The sum of the slips' amounts.
    public let slipTotal: Amount
    /// The latest day with a slip, `nil` when there was none.
    public let lastSlip: Day?
    /// The clean run up to today, `nil` when it is 0 (a slip yesterday or today, or a start today).
    public let currentCleanRun: Streak?
    /// The longest clean run through today, `nil` when there was none.
    public let longestCleanRun: Streak?

    /// The figures for `habit` as of `today`.
    public init(_ habit: Habit, today: Day) {
        self.today = today
        self.start = habit.start
        self.days = max(0, today.days(since: habit.start) + 1)
        var clean = 0
        var day = habit.start
        while day < today {
            if habit.isDone(on: day) { clean += 1 }
            day = day.next
        }
        self.cleanDays = clean
        var slipDays = 0
        var slipTotal = Amount.zero
        for (day, total) in habit.amounts where day >= habit.start && day <= today && habit.isOverLimit(on: day) {
            slipDays += 1
            slipTotal += total
        }
        self.slipDays = slipDays
        self.slipTotal = slipTotal
        self.lastSlip = habit.lastSlip(through: today)
        self.currentCleanRun = habit.currentStreak(asOf: today)
        self.longestCleanRun = habit.longestStreak(through: today)
    }

    /// The slip days per week on average: ``slipDays`` divided by the weeks since the start
    /// (``days`` ÷ 7, today included), exact to the millionth; fewer than 7 days count as one
    /// week, so the average is what happened so far, never a guess at a whole week.
    public var slipsPerWeek: Amount { Average.per(7, of: Amount(slipDays), days: days) }

    /// The slip days per month on average, a month counting as 30 days: ``slipDays`` divided by
    /// ``days`` ÷ 30; fewer than 30 days count as one month.
    public var slipsPerMonth: Amount { Average.per(30, of: Amount(slipDays), days: days) }
}
