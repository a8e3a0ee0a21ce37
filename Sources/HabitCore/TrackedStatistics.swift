/// The figures `habit stats` shows for a habit only tracked (``Habit/isTrackOnly``) as of one
/// day: counts and totals only, never a streak, a rate or a strength, since such a habit is never
/// due.
///
/// Every figure counts from the habit's start through `today`, today included; days, amounts
/// and notes after `today` are ignored. A day recorded is a done day: checked, or with an amount
/// above 0. The averages divide by the weeks (``days`` ÷ 7) and the months (``days`` ÷ 30) since
/// the start, fewer days counting as one period, as ``QuitStatistics`` does. O(recorded days,
/// amounts and notes).
public struct TrackedStatistics: Hashable, Sendable {
    /// The day the figures are computed for.
    public let today: Day
    /// The habit's start (see ``Habit/start``); no earlier day is counted.
    public let start: Day
    /// The days from the start through today, both included (0 when the start is after today).
    public let days: Int
    /// The days recorded (done) through today.
    public let daysRecorded: Int
    /// The first day recorded, `nil` when there is none.
    public let firstDay: Day?
    /// The last day recorded through today, `nil` when there is none.
    public let lastDay: Day?
    /// The sum of the amounts through today; `nil` for a habit without amounts (see
    /// ``Habit/isMeasured``).
    public let total: Amount?
    /// The notes through today.
    public let notes: Int

    /// The figures for `habit` as of `today`.
    public init(_ habit: Habit, today: Day) {
        self.today = today
        self.start = habit.start
        self.days = max(0, today.days(since: habit.start) + 1)
        var count = 0
        var first: Day?
        var last: Day?
        for day in habit.completions where day <= today {
            count += 1
            first = min(first ?? day, day)
            last = max(last ?? day, day)
        }
        self.daysRecorded = count
        self.firstDay = first
        self.lastDay = last
        self.total =
            habit.isMeasured
            ? habit.amounts.reduce(Amount.zero) { sum, entry in entry.key <= today ? sum + entry.value : sum } : nil
        self.notes = habit.notes.keys.count { $0 <= today }
    }

    /// The days recorded per week on average since the start (see ``Average/per(_:of:days:)``).
    public var daysPerWeek: Amount { Average.per(7, of: Amount(daysRecorded), days: days) }

    /// The days recorded per month (30 days) on average since the start.
    public var daysPerMonth: Amount { Average.per(30, of: Amount(daysRecorded), days: days) }

    /// The amounts per week on average since the start; `nil` without amounts.
    public var totalPerWeek: Amount? { total.map { Average.per(7, of: $0, days: days) } }

    /// The amounts per month (30 days) on average since the start; `nil` without amounts.
    public var totalPerMonth: Amount? { total.map { Average.per(30, of: $0, days: days) } }
}
