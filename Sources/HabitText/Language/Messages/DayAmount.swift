import HabitCore

/// A day's total as `show` words it after the day's label, decided from the total and the goal.
public enum DayAmount: Equatable, Sendable {
    /// Nothing recorded, and no daily goal or limit to hold it against.
    case nothing
    /// A total without a daily goal or limit (a weekly goal's day names its unit).
    case alone(Amount, unit: String?)
    /// A total against its daily goal or limit, not over it: "5/8 Gläser".
    case ofGoal(Amount, Goal)
    /// A total over its limit: "3/2 Tassen, over the limit".
    case overLimit(Amount, Goal)

    /// The day's `total` (`nil`: nothing recorded) against `goal`.
    public init(total: Amount?, goal: Goal?) {
        switch (total, goal) {
        case (let total, let goal?) where goal.kind != .weeklyAtLeast:
            let total = total ?? .zero
            self = goal.kind == .atMost && total > goal.amount ? .overLimit(total, goal) : .ofGoal(total, goal)
        case (let total?, let goal): self = .alone(total, unit: goal?.unit)
        case (nil, _): self = .nothing
        }
    }
}
