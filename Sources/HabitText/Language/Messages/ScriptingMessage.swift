import HabitCore

/// What the helpers for prompts, status bars and scripts say: the week's rest in `todo` and the
/// tooltip of the status line.
public enum ScriptingMessage: Equatable, Sendable {
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

extension LanguageTable {
    /// What the helpers for prompts, status bars and scripts say: the entry of the catalog
    /// (`scripting.…`) each message picks, with its arguments.
    public func text(_ message: ScriptingMessage) -> String {
        switch message {
        case .todoTimesLeft(let name, let times, let daysLeft):
            return catalog.text(
                .scriptingTodoTimesLeft, count: daysLeft,
                ["name": name, "times": String(times), "daysLeft": String(daysLeft)])
        case .todoTimesLeftThisMonth(let name, let times, let daysLeft):
            return catalog.text(
                .scriptingTodoTimesLeftThisMonth, count: daysLeft,
                ["name": name, "times": String(times), "daysLeft": String(daysLeft)])
        case .todoAmountLeft(let name, let amount, let unit, let daysLeft):
            return catalog.text(
                .scriptingTodoAmountLeft, count: daysLeft,
                ["name": name, "amount": measure(amount, unit), "daysLeft": String(daysLeft)])
        case .tooltipOpen(let done, let due):
            return catalog.text(.scriptingTooltipOpen, count: done, ["done": String(done), "due": String(due)])
        case .tooltipAllDone(let due) where catalog.pluralForm(due) == catalog.pluralForm(1):
            return catalog.text(.scriptingTooltipAllDoneOne)
        case .tooltipAllDone(let due): return catalog.text(.scriptingTooltipAllDone, count: due, ["due": String(due)])
        case .tooltipNothingDue: return catalog.text(.scriptingTooltipNothingDue)
        }
    }
}
