/// What a habit's strength measures each day: how many repetitions (or how much of the goal)
/// it asks for in how many days, and how fast the strength follows, as Loop Habit Tracker
/// computes its score.
///
/// The frequency `f` is `repetitions / days` as the schedule asks: 1 for daily, k/7 for k times
/// a week and for a schedule of k weekdays, k/30 for k times a month and for k days of each month,
/// 1/n for every n days, 1/7 for a weekly goal. Each day
/// the strength moves toward that day's value by `1 − m`, with `m = 0.5^(√f / 13)`: a daily habit
/// done every day goes from 0 to 50 % in 13 days.
public struct StrengthRule: Hashable, Sendable {
    /// How the day's value is measured.
    public enum Measure: Hashable, Sendable {
        /// Done days in the window over ``StrengthRule/repetitions``, at most 1.
        case doneDays
        /// The window's summed amount over the target, at most 1.
        case atLeast(target: Amount)
        /// A limit: 1 − (sum − target) / target, held within 0…1; for a target of 0, 1 when
        /// the sum is 0 and 0 otherwise.
        case atMost(target: Amount)
    }

    /// The repetitions asked for in the window (after the doubling of non-daily yes/no habits).
    public let repetitions: Int
    /// The window's length in days, today included (after the doubling).
    public let days: Int
    /// The frequency `f`, before any doubling: 1 for daily, 3/7 for three times a week.
    public let frequency: Double
    /// How each day's value is measured.
    public let measure: Measure

    /// The rule for `habit`'s schedule and goal.
    ///
    /// A yes/no habit that is not daily has its window and repetitions doubled (2 in 14 days for
    /// once a week), as Loop does, so that a week done early followed by a week done late still
    /// counts whole. A measured habit's window holds `repetitions` due days' worth of its daily
    /// goal or limit; a weekly goal is one repetition of its amount in 7 days.
    public init(_ habit: Habit) {
        var repetitions: Int
        var days: Int
        switch habit.schedule {
        case .daily: (repetitions, days) = (1, 1)
        case .days(let weekdays): (repetitions, days) = (weekdays.count, 7)
        case .perWeek(let times): (repetitions, days) = (times, 7)
        case .every(let interval): (repetitions, days) = (1, interval)
        case .perMonth(let times): (repetitions, days) = (times, 30)
        case .monthlyOn(let monthDays): (repetitions, days) = (monthDays.count, 30)
        }
        if repetitions >= days { (repetitions, days) = (1, 1) }
        let measure: Measure
        switch habit.goal {
        case .some(let goal) where goal.kind == .weeklyAtLeast:
            (repetitions, days) = (1, 7)
            measure = .atLeast(target: goal.amount)
        case .some(let goal) where goal.kind == .atLeast:
            measure = .atLeast(target: goal.amount.scaled(by: repetitions, dividedBy: 1))
        case .some(let goal):
            measure = .atMost(target: goal.amount.scaled(by: repetitions, dividedBy: 1))
        case nil:
            measure = .doneDays
        }
        frequency = Double(repetitions) / Double(days)
        if measure == .doneDays && days > 1 {
            repetitions *= 2
            days *= 2
        }
        self.repetitions = repetitions
        self.days = days
        self.measure = measure
    }

    /// The share `1 − m` by which one day's value moves the strength: `m = 0.5^(√f / 13)`.
    public var weight: Double {
        1 - StrengthRule.multiplier(frequency: frequency)
    }

    /// `0.5^(√f / 13)` for the frequency `f` (0…1).
    ///
    /// The standard library has no `pow`, and the C library's would make the core depend on the
    /// platform, so this sums the series of `e^(−x · ln 2)`, `x = √f / 13`: with `x` at most
    /// 1/13, twenty terms are exact to the last bit of a `Double`.
    public static func multiplier(frequency: Double) -> Double {
        let exponent = -(frequency.squareRoot() / 13) * 0.693_147_180_559_945_309_417_232_121_458
        var term = 1.0
        var sum = 1.0
        for index in 1...20 {
            term *= exponent / Double(index)
            sum += term
        }
        return sum
    }

    /// The strength before the first day: 1 for a limit (nothing has broken it yet), else 0.
    public var initialValue: Double {
        if case .atMost = measure { return 1 }
        return 0
    }
}
