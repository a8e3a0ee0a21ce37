import HabitCore

/// A total against its goal, as the command that builds the sentence decided it: "5/8 Gläser",
/// "12/20 km this week", or "3" without a goal.
public enum AmountProgress: Equatable, Sendable {
    /// A total without a goal: "3".
    case alone(Amount)
    /// A day's total against a daily goal or limit: "5/8 Gläser".
    case ofGoal(Amount, Goal)
    /// A week's sum against a weekly goal; `thisWeek` when the week is the current one.
    case ofWeeklyGoal(Amount, Goal, thisWeek: Bool)

    /// The progress of `total` against `goal` (none: the total alone); a weekly goal's total is
    /// the week's sum, in the current week when `thisWeek`.
    public init(total: Amount, goal: Goal?, thisWeek: Bool) {
        switch goal {
        case nil: self = .alone(total)
        case let goal? where goal.kind == .weeklyAtLeast: self = .ofWeeklyGoal(total, goal, thisWeek: thisWeek)
        case let goal?: self = .ofGoal(total, goal)
        }
    }
}
