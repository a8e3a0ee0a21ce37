import HabitCore

extension German {
    /// Was die Helfer für Prompt, Statusleiste und Skripte sagen.
    func text(_ message: ScriptingMessage) -> String {
        switch message {
        case .todoTimesLeft(let name, let times, let daysLeft):
            return "\(name) — noch \(times)-mal diese Woche, \(daysLeft) \(plural(daysLeft, one: "Tag", other: "Tage")) übrig"
        case .todoTimesLeftThisMonth(let name, let times, let daysLeft):
            return "\(name) — noch \(times)-mal diesen Monat, \(daysLeft) \(plural(daysLeft, one: "Tag", other: "Tage")) übrig"
        case .todoAmountLeft(let name, let amount, let unit, let daysLeft):
            return
                "\(name) — noch \(measure(amount, unit)) diese Woche, \(daysLeft) \(plural(daysLeft, one: "Tag", other: "Tage")) übrig"
        case .tooltipOpen(let done, let due): return "\(done) von \(due) heute erledigt, noch offen:"
        case .tooltipAllDone(let due):
            return plural(
                due, one: "Die eine heute fällige Gewohnheit ist erledigt.",
                other: "Alle \(due) heute fälligen Gewohnheiten sind erledigt.")
        case .tooltipNothingDue: return "Heute ist nichts fällig."
        }
    }
}
