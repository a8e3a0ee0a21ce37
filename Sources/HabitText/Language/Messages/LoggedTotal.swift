import HabitCore

/// Where `log` (or `check`) left a day's total, decided by the command: the sentence says which.
public enum LoggedTotal: Equatable, Sendable {
    /// A habit without a goal: the total alone.
    case alone(Amount)
    /// A reading's value (``HabitCore/Habit/isReading``), in its unit if it has one.
    case reading(Amount, unit: String?)
    /// The day reached its goal.
    case goalReached(Amount, Goal)
    /// The day is short of its goal.
    case belowGoal(Amount, Goal)
    /// The day is over its limit.
    case overLimit(Amount, Goal)
    /// The day is within its limit.
    case withinLimit(Amount, Goal)
    /// The day's total, and the week's sum that reached the weekly goal (`thisWeek` when the week
    /// is the current one).
    case weeklyGoalReached(day: Amount, week: Amount, Goal, thisWeek: Bool)
    /// The day's total, and the week's sum still short of the weekly goal.
    case weeklyGoalOpen(day: Amount, week: Amount, Goal, thisWeek: Bool)

    /// How `total` stands against `goal`; `week` is the sum of the day's week for a weekly goal
    /// (the day's total when `nil`).
    public init(total: Amount, goal: Goal?, week: Amount?, thisWeek: Bool) {
        guard let goal else {
            self = .alone(total)
            return
        }
        switch goal.kind {
        case .atLeast: self = total >= goal.amount ? .goalReached(total, goal) : .belowGoal(total, goal)
        case .atMost: self = total > goal.amount ? .overLimit(total, goal) : .withinLimit(total, goal)
        case .weeklyAtLeast:
            let week = week ?? total
            self =
                week >= goal.amount
                ? .weeklyGoalReached(day: total, week: week, goal, thisWeek: thisWeek)
                : .weeklyGoalOpen(day: total, week: week, goal, thisWeek: thisWeek)
        }
    }
}
