import HabitCore

/// Where a habit stands on one day, as the list marks it and counts it in the day's tally.
///
/// "Done" means the goal is reached: a day with part of its goal is partly done, never done; a
/// weekly goal is done on a day that adds to a week whose sum has reached the goal; a limit is
/// done (kept) while its total stays within it. A limit is never due, so it never weighs on
/// the tally. A limit's today is within the limit so far, never done: it counts once it is over
/// (``HabitCore/Habit/isDone(on:asOf:)``). A track-only habit never weighs on the tally either.
public enum DayProgress: Equatable, Sendable {
    /// Done: checked, the goal reached, or the limit kept.
    case done
    /// Some of the goal, not all of it (for a weekly goal: the week's sum so far).
    case partlyDone
    /// Over the limit.
    case overLimit
    /// A limit's today, within the limit so far.
    case withinLimitSoFar
    /// Due and not done.
    case open
    /// Neither due nor done.
    case notDue

    /// How far `habit` got on `day`, as of `today`.
    public init(_ habit: Habit, on day: Day, today: Day) {
        switch habit.goal?.kind {
        case .atMost:
            if habit.isOverLimit(on: day) {
                self = .overLimit
            } else if habit.isWithinLimitSoFar(on: day, asOf: today) {
                self = .withinLimitSoFar
            } else {
                self = habit.isDone(on: day) ? .done : .notDue
            }
        case .weeklyAtLeast:
            let sum = habit.weekTotal(through: day)
            if habit.isDone(on: day) && sum >= (habit.goal?.amount ?? .zero) {
                self = .done
            } else if habit.isDue(on: day) {
                self = sum.isPositive ? .partlyDone : .open
            } else {
                self = .notDue
            }
        case .atLeast, nil:
            if habit.isDone(on: day) {
                self = .done
            } else if habit.isPartlyDone(on: day) {
                self = .partlyDone
            } else {
                self = habit.isDue(on: day) ? .open : .notDue
            }
        }
    }

    /// Whether `habit`, which got this far on `day`, weighs on the tally of that day ("2 of 3
    /// done today"): it is done or due that day, and it is not a limit.
    public func isCounted(_ habit: Habit, on day: Day) -> Bool {
        guard !habit.isTrackOnly else { return false }
        switch self {
        case .done: return habit.goal?.kind != .atMost
        case .open: return true
        case .partlyDone: return habit.isDue(on: day)
        case .overLimit, .withinLimitSoFar, .notDue: return false
        }
    }
}
