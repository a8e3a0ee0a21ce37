import HabitCore

/// A command that the store and the habits allowed but the situation does not.
enum CommandError: Error, Equatable, Sendable {
    /// What a day typed after `--date` or `--as-of` is for: the rule is the same, the advice
    /// differs.
    enum DayUse: Equatable, Sendable {
        /// A day to change (`check`, `uncheck`, `toggle`): only today and past days can be.
        case change
        /// A day to ask about (`status`, `--as-of`): nothing is known about the future yet.
        case query
    }

    /// `delete` without `--yes` and without a terminal to ask on.
    case deleteNeedsConfirmation(name: String)
    /// `--date` or `--as-of` named a day after today.
    case futureDay(Day, today: Day, use: DayUse)
    /// `show NAME --as-of DAY` for a day before the habit was created.
    case notCreatedYet(name: String, created: Day, asOf: Day)
    /// The clock says a day outside the years a data file may hold (1900 to 9999), so any
    /// file written now would be refused when read back.
    case clockOutOfRange(today: Day)
    /// `TZ` names an offset from UTC beyond the ±18 hours a time zone can have here.
    case timeZoneOutOfRange(text: String, seconds: Int)
    /// `habit ask` without a terminal on standard input.
    case askNeedsTerminal
    /// `habit merge` or `habit merge-driver` named a file that does not exist.
    case mergeFileMissing(path: String)
    /// `habit merge` was given a folder, or no regular file, as `role`.
    case mergeInputNotAFile(path: String, role: MergeInputRole, kind: MergeInputKind)
    /// `check` (or `toggle`) on a habit with a weekly goal, which is met by logging amounts.
    case checkWeeklyGoal(name: String)
    /// `edit` would leave a habit with a goal its schedule cannot carry (a daily goal on a
    /// habit due a number of times a week, a weekly goal on one that is not daily).
    case goalDoesNotFitSchedule(name: String, kind: Goal.Kind, schedule: Schedule)
    /// `edit --unit` on a habit without a goal or limit to count in it.
    case noGoalForUnit(name: String)
    /// `slip` on a habit that is not one to quit.
    case notAQuitHabit(name: String)
    /// `edit --quit` on a habit that has a goal (or a limit above 0).
    case quitWithGoal(name: String)
}
