import HabitCore

/// Errors and notices for standard error: each says what went wrong and what to do.
enum ErrorMessage: Equatable, Sendable {
    /// `check` on a habit with a weekly goal; `log` is the command to use.
    case checkWeeklyGoal(name: String, log: String)
    /// `edit` would give a habit a goal that its schedule cannot carry.
    case goalDoesNotFitSchedule(name: String, kind: Goal.Kind, schedule: Schedule)
    /// `edit --unit` on a habit without a goal.
    case noGoalForUnit(name: String)
    /// `habit ask` with standard input not a terminal.
    case askNeedsTerminal
    case deleteNeedsConfirmation(name: String, command: String)
    case futureQueryDay(day: Day, today: Day)
    case notCreatedYet(name: String, created: Day, day: Day)
    case usage(UsageError)
    /// A data file that cannot be read or written; `limits` are the figures the sentence quotes.
    case store(StoreError, limits: FileLimits)
    case habit(HabitError)
    /// An import refused; `limits` and `amounts` are the figures the sentence quotes, and
    /// `nothingImported` adds that nothing was imported (when the input was found).
    case importFailed(ImportError, limits: FileLimits, amounts: AmountLimits, nothingImported: Bool)
    /// A setting in the config file or the environment that cannot be used; nothing was done.
    case configFailed(ConfigError)
    /// A change has waited a second for another process to release the lock on `path`.
    case waitingForLock(path: String, lock: String)
    /// Writing the report to standard output failed; `saved` when the change was made anyway.
    case outputFailed(reason: String, saved: Bool)
    /// The data file holds days up to `latest`, more than two days after `today`: this
    /// computer's clock may be wrong (a notice; the file is read all the same).
    case clockBehind(latest: Day, today: Day)
    /// Notice, once per data file: its weeks start on Monday (a file made before weeks were
    /// stored), while the locale's region (or `week-starts-on`) starts them on `regionWeek`;
    /// `habit week-start ARGUMENT` changes it.
    case weeksStartOnMonday(regionWeek: Weekday, argument: String)
    /// The clock is outside the `years` a data file may hold.
    case clockOutOfRange(today: Day, years: ClosedRange<Int>)
    /// `TZ` is an offset of more than `maximumHours`; `offset` is written "19" or "19:30".
    case timeZoneOutOfRange(text: String, offset: String, maximumHours: Int)
    /// A file to merge does not exist.
    case mergeFileMissing(path: String)
    /// `slip` on a habit that is not one to quit; `log` records an amount instead.
    case notAQuitHabit(name: String, log: String)
    /// `edit --quit` on a habit with a goal or limit other than a limit of 0.
    case quitWithGoal(name: String, noGoal: String)
}
