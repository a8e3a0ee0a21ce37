import HabitCore

/// What the helpers for prompts, status bars and scripts say: the week's rest in `todo` and the
/// tooltip of the status line.
enum ScriptingMessage: Equatable, Sendable {
    /// `todo` on a terminal: a "K times a week" habit still needs `times` days this week, with
    /// `daysLeft` days of it left (today included).
    case todoTimesLeft(name: String, times: Int, daysLeft: Int)
    /// `todo` on a terminal: a "K times a month" habit still needs `times` days this month, with
    /// `daysLeft` days of it left (today included).
    case todoTimesLeftThisMonth(name: String, times: Int, daysLeft: Int)
    /// `todo` on a terminal: a weekly goal still lacks `amount` (in `unit`) this week, with
    /// `daysLeft` days of it left (today included).
    case todoAmountLeft(name: String, amount: Amount, unit: String?, daysLeft: Int)
    /// The status bar's tooltip when something is open: `done` of `due` are done; the open
    /// habits follow on lines of their own.
    case tooltipOpen(done: Int, due: Int)
    /// The status bar's tooltip when all `due` habits that count today are done.
    case tooltipAllDone(due: Int)
    /// The status bar's tooltip when nothing is due today.
    case tooltipNothingDue
}
