import HabitCore

/// What `habit remind` says: the summary it sends (its title and one line per open habit) and
/// its notices and failures.
enum ReminderMessage: Equatable, Sendable {
    /// The summary's title: how many habits are still open today.
    case title(count: Int)
    /// A body line for an N-times-a-week habit: `times` more days this week, `daysLeft` days left.
    case timesLeft(name: String, times: Int, daysLeft: Int)
    /// A body line for an N-times-a-month habit: `times` more days this month, `daysLeft` days left.
    case timesLeftThisMonth(name: String, times: Int, daysLeft: Int)
    /// A body line for a goal of the day: `total` of `goal` (in `unit`) so far.
    case amountSoFar(name: String, total: Amount, goal: Amount, unit: String?)
    /// A body line for a weekly goal: `total` of `goal` (in `unit`) this week, `daysLeft` days left.
    case weekAmountSoFar(name: String, total: Amount, goal: Amount, unit: String?, daysLeft: Int)
    /// `--dry-run`: the heading before what would be sent, and how; what is sent is marked as
    /// sent, so that it is not sent again today.
    case wouldSend(via: ReminderVia)
    /// `--now --dry-run`: the heading before what would be sent, and how; `--now` marks nothing.
    case wouldSendNow(via: ReminderVia)
    /// `--dry-run` with nothing open or nothing whose time has come.
    case nothingToSend
    /// `notify` without `notify-send` installed: the reminder is printed instead.
    case noNotifySend
    /// `notify` without a desktop session (no session bus, no display): printed instead.
    case noSession
    /// `mail` without `sendmail` or `mail` installed: the reminder is printed instead.
    case noMailer
    /// `notify` or `mail`: the program ran but did not deliver (it failed, hung or did not
    /// start); the reminder is printed instead.
    case printedInstead(program: String)
    /// `command` without `remind-command` in the config file.
    case noRemindCommand(configPath: String)
    /// The program that delivers could not be started.
    case deliveryNotStarted(program: String, reason: String)
    /// The program that delivers ended with `status`; nothing was marked as sent.
    case deliveryFailed(program: String, status: Int32)
    /// The program that delivers was killed by signal `signal`; nothing was marked as sent.
    case deliveryKilled(program: String, signal: Int32)
    /// The program that delivers did not end within `seconds` and was stopped.
    case deliveryTimedOut(program: String, seconds: Int)
    /// The state file (or its lock) cannot be written: nothing is sent until it can.
    case stateFile(ReminderStateProblem)
    /// A `--remind` value that is no time: `25:00`.
    case badTime(String)
    /// A `--via` value that is no way to deliver.
    case badVia(String, choices: [String])
    /// A `remind-at` value in the config file that is no time.
    case badDefaultTime(String)
    /// `show`'s line of a habit's own reminder times.
    case timesLine(times: [String])
    /// `show`'s line of a habit with the default reminder time.
    case defaultTimeLine(time: String)
}
