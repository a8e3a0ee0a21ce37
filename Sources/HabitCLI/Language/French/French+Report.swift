import HabitCore

extension French {
    /// La grille, les notes, le rapport et la carte des jours.
    func text(_ message: ReportMessage) -> String {
        switch message {
        case .noNotesYet(let command): return "Aucune note pour l'instant\u{202F}; écrivez-en une avec\u{00A0}: \(command)"
        case .noNotesInDays(let first, let last): return "Aucune note du \(date(first)) au \(date(last))."
        case .habitHasNoNotes(let name): return "\(name) n'a aucune note."
        case .reportTitle: return "Rapport des habitudes"
        case .reportRange(let first, let last): return "Du \(date(first)) au \(date(last))"
        case .overallCompletion(let done, let due, let percent?):
            return "Au total\u{00A0}: \(done) jours faits sur \(due) jours prévus (\(percent)\u{202F}%)"
        case .overallCompletion(_, _, nil): return "Au total\u{00A0}: rien n'était encore prévu"
        case .streakLabel: return "Série"
        case .recordLabel: return "Meilleure série"
        case .heatmapStrengthLabel: return "Force"
        case .strengthPercent(let value): return "\(value)\u{202F}%"
        case .streakLength(let streak?): return length(streak)
        case .streakLength(nil): return "aucun pour l'instant"
        case .monthsHeading: return "Les douze derniers mois"
        case .monthDays(let month, let year, let count):
            return "\(dateWords.monthNames[month].short) \(year)\u{00A0}: \(count) fois"
        case .monthCleanDays(let month, let year, let count):
            return "\(dateWords.monthNames[month].short) \(year)\u{00A0}: "
                + plural(count, one: "\(count) jour sans écart", other: "\(count) jours sans écart")
        case .monthAmount(let month, let year, let total): return "\(dateWords.monthNames[month].short) \(year)\u{00A0}: \(total)"
        case .cellTitle(let day, let state): return "\(weekdayName(day.weekday)) \(date(day))\u{00A0}: \(stateName(state))"
        case .notedCellTitle(let title, let note): return "\(title). Note\u{00A0}: \(note)"
        case .reportNote(let day, let note): return "\(date(day))\u{00A0}: \(note)"
        case .moreNotes(let count): return plural(count, one: "et \(count) autre", other: "et \(count) autres")
        case .stateName(let state): return stateName(state)
        case .legendHeading: return "Légende"
        case .heatmapLabel(let name): return "Jours de \(name)"
        case .reportNoHabits: return "Aucune habitude pour l'instant."
        case .badGridDays(let text, let range):
            return
                "« \(quoted(text)) » n'est pas un nombre de jours valable\u{202F}; indiquez un nombre entier de \(range.lowerBound) à \(range.upperBound)."
        case .reportToTerminal(let command):
            return
                "Le rapport est un fichier HTML, pas du texte pour le terminal\u{202F}; écrivez-le dans un fichier avec\u{00A0}: \(command)"
        case .svgNeedsName(let command): return "Une carte SVG montre une seule habitude\u{202F}; nommez-la\u{00A0}: \(command)"
        case .nameNeedsSVG(let command):
            return "Seule la carte SVG prend le nom d'une habitude ou --weeks\u{202F}; utilisez\u{00A0}: \(command)"
        }
    }

    /// Ce qu'a été un jour, en quelques mots.
    private func stateName(_ state: ReportMessage.CellState) -> String {
        switch state {
        case .done(nil): return "fait"
        case .done(let amount?): return "fait, \(amount)"
        case .partlyDone(let amount?): return "fait en partie, \(amount)"
        case .partlyDone(nil): return "fait en partie"
        case .overLimit(let amount?): return "au-delà de la limite, \(amount)"
        case .overLimit(nil): return "au-delà de la limite"
        case .open: return "à faire"
        case .missed: return "manqué"
        case .notDue: return "non prévu"
        case .skipped: return "excusé"
        case .paused: return "en pause"
        case .beforeStart: return "avant le début"
        }
    }

    /// « 1 jour », « 5 fois », « 3 semaines ».
    private func length(_ streak: StreakCount) -> String {
        let count = streak.length
        switch streak.unit {
        case .day: return days(count)
        case .time: return "\(count) fois"
        case .week: return plural(count, one: "\(count) semaine", other: "\(count) semaines")
        case .month: return plural(count, one: "\(count) mois", other: "\(count) mois")
        }
    }
}
