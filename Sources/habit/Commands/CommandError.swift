import HabitCore

/// A command that the store and the habits allowed but the situation does not.
enum CommandError: Error, Equatable, Sendable {
    /// `delete` without `--yes` and without a terminal to ask on.
    case deleteNeedsConfirmation(name: String)
    /// `--as-of` or `status --date` named a day after today, about which nothing is known yet.
    case futureQueryDay(Day, today: Day)
}
