import HabitCore

extension English {
    /// What the helpers for prompts, status bars and scripts say.
    func text(_ message: ScriptingMessage) -> String {
        switch message {
        case .todoTimesLeft(let name, let times, let daysLeft):
            return "\(name) — \(times) more this week, \(daysLeft) \(plural(daysLeft, one: "day", other: "days")) left"
        case .todoTimesLeftThisMonth(let name, let times, let daysLeft):
            return "\(name) — \(times) more this month, \(daysLeft) \(plural(daysLeft, one: "day", other: "days")) left"
        case .todoAmountLeft(let name, let amount, let unit, let daysLeft):
            return
                "\(name) — \(measure(amount, unit)) more this week, \(daysLeft) \(plural(daysLeft, one: "day", other: "days")) left"
        case .tooltipOpen(let done, let due): return "\(done) of \(due) done today, still open:"
        case .tooltipAllDone(let due):
            return plural(due, one: "The one habit due today is done.", other: "All \(due) habits due today are done.")
        case .tooltipNothingDue: return "Nothing is due today."
        }
    }
}
