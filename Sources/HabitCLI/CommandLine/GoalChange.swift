import HabitCore
import HabitStore
import HabitSystem

/// What `habit edit` does to a habit's goal, as typed: a new goal (`--goal`, `--at-most`,
/// `--weekly-goal`, perhaps with `--unit`), a new unit for the goal it has (`--unit` alone), or
/// no goal any more (`--no-goal`).
enum GoalChange: Equatable, Sendable {
    /// The habit gets this goal, replacing any it had (`--unit` was given: its unit too).
    case set(Goal)
    /// The habit gets a goal of this kind and amount, typed without `--unit`: counted in the
    /// unit the habit's goal has, so `edit Wasser --goal 10` keeps "Gläser". Its `unit` is `nil`.
    case keepingUnit(Goal)
    /// The goal it has keeps its kind and amount and is counted in `unit` (`nil`: no unit).
    case unit(String?)
    /// The habit has no goal or limit any more; its amounts stay.
    case remove
}
