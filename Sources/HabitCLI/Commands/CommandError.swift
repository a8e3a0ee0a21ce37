import HabitCore

/// A command that the store and the habits allowed but the situation does not.
enum CommandError: Error, Equatable, Sendable {
    /// `delete` without `--yes` and without a terminal to ask on.
    case deleteNeedsConfirmation(name: String)
    /// `--as-of` or `status --date` named a day after today, about which nothing is known yet.
    case futureQueryDay(Day, today: Day)
    /// `show NAME --as-of DAY` for a day before the habit was created.
    case notCreatedYet(name: String, created: Day, asOf: Day)
}
