import HabitCore

extension French {
    /// Ce que disent les aides pour l'invite, la barre d'état et les scripts.
    func text(_ message: ScriptingMessage) -> String {
        switch message {
        case .todoTimesLeft(let name, let times, let daysLeft):
            return
                "\(name) — encore \(times) fois cette semaine, \(daysLeft) \(plural(daysLeft, one: "jour restant", other: "jours restants"))"
        case .todoTimesLeftThisMonth(let name, let times, let daysLeft):
            return
                "\(name) — encore \(times) fois ce mois-ci, \(daysLeft) \(plural(daysLeft, one: "jour restant", other: "jours restants"))"
        case .todoAmountLeft(let name, let amount, let unit, let daysLeft):
            return
                "\(name) — encore \(measure(amount, unit)) cette semaine, \(daysLeft) \(plural(daysLeft, one: "jour restant", other: "jours restants"))"
        case .tooltipOpen(let done, let due):
            return "\(done) sur \(due) \(plural(done, one: "faite", other: "faites")) aujourd'hui, reste à faire\u{00A0}:"
        case .tooltipAllDone(let due):
            return plural(
                due, one: "L'habitude prévue aujourd'hui est faite.",
                other: "Les \(due) habitudes prévues aujourd'hui sont faites.")
        case .tooltipNothingDue: return "Rien n'est prévu aujourd'hui."
        }
    }
}
