/// How a day stands for a set of habits, as the status line and `todo` tell it: the habits that
/// count that day ("2 of 5"), the ones still open, and the sum of their current streaks.
public struct DayTally: Sendable {
    /// The habits that count on the day, in the order given: due that day (judged without the
    /// day's own check), or a weekly goal that the day's amounts reached.
    public let due: [Habit]
    /// The habits of ``due`` still open on the day, in the same order (see ``Habit/isOpen(on:)``).
    public let open: [Habit]
    /// The sum of every given habit's current streak as of the day, each in its own unit.
    public let streakSum: Int

    /// The tally of `habits` (archived ones included when given: the caller picks) on `day`.
    public init(_ habits: [Habit], on day: Day) {
        // A group is made of habits the tally counts already: it is not counted again.
        due = habits.filter { !$0.isGroup && $0.counts(on: day) }
        open = due.filter { $0.isOpen(on: day) }
        streakSum = habits.reduce(0) { $0 + $1.streak(asOf: day) }
    }

    /// How many of the habits that count are done.
    public var done: Int { due.count - open.count }

    /// The share of the habits that count that are done, in whole percent rounded down; 100
    /// when nothing counts (nothing is left to do).
    public var percent: Int { due.isEmpty ? 100 : done * 100 / due.count }
}

/// What the week of a week-judged habit (or the month of a month-judged one) still needs as of a
/// day.
public struct WeekRest: Equatable, Sendable {
    /// What is still needed: repetitions for "K times a week", an amount for a weekly goal.
    public enum Need: Equatable, Sendable {
        /// Days still to be done this week.
        case times(Int)
        /// What the week's sum still lacks of the goal.
        case amount(Amount)
        /// Days still to be done this month, for "K times a month"; ``WeekRest/daysLeft`` then
        /// counts the days left in the month.
        case timesThisMonth(Int)
    }

    /// What is still needed.
    public let need: Need
    /// The days left in the week (the habit's, starting on ``Habit/weekStart``), the day itself included (1 on its last day); for
    /// ``Need/timesThisMonth(_:)``, the days left in the month.
    public let daysLeft: Int

    /// A rest of `need` with `daysLeft` days to go.
    public init(_ need: Need, daysLeft: Int) {
        self.need = need
        self.daysLeft = daysLeft
    }
}

extension Habit {
    /// Whether `day` counts in the day's tally: the habit is due on it (see ``isDue(on:)``), or
    /// it has a weekly goal that was not reached before the day and is reached on it, so that
    /// reaching the goal turns "open" into "done" instead of leaving the tally.
    public func counts(on day: Day) -> Bool {
        if isDue(on: day) { return true }
        guard let goal, goal.kind == .weeklyAtLeast, day >= start, !isSkipped(on: day), !isPaused(on: day) else {
            return false
        }
        let first = day.startOfWeek(startingOn: weekStart)
        let before = day == first ? Amount.zero : weekTotal(through: day.previous)
        return before < goal.amount
    }

    /// What the week still needs on `day` when the habit is judged by the week and open that
    /// day: for "K times a week", K less the done and excused days of the week so far; for a
    /// weekly goal, the goal less the week's sum through the day; for "K times a month", K less
    /// the done and excused days of the month so far. `nil` for a habit judged day
    /// by day or not open on `day`. Read from ``remaining(on:)``, the one rule of what is left.
    public func weekRest(on day: Day) -> WeekRest? {
        switch remaining(on: day) {
        case .thisWeek(let times, let daysLeft): return WeekRest(.times(times), daysLeft: daysLeft)
        case .thisMonth(let times, let daysLeft): return WeekRest(.timesThisMonth(times), daysLeft: daysLeft)
        case .weeklyAmount(let total, let goal, _, let daysLeft): return WeekRest(.amount(goal - total), daysLeft: daysLeft)
        case .today, .amount, nil: return nil
        }
    }
}
