import HabitCore

extension French {
    /// L'évolution d'une habitude : sa force et ses totaux.
    func text(_ message: TrendMessage) -> String {
        switch message {
        case .strengthLabel: return "Force\u{00A0}:"
        case .strengthValue(let percent, let change, let days):
            return "\(text(.percent(percent))) (\(strengthChange(change, days: days)))"
        case .strengthLine(let percent, let change, let days):
            return "Force\u{00A0}: \(text(.percent(percent))) (\(strengthChange(change, days: days)))"
        case .periodLabel(let label): return periodLabel(label)
        case .periodTimes(let count): return "\(count) fois"
        case .periodAmount(let total, let unit): return measure(total, unit)
        case .periodReadings(nil, _): return "aucun relevé"
        case .periodReadings(let readings?, let unit):
            return "dernier \(measure(readings.last, unit)) · moyenne \(measure(StatsView.rounded(readings.average), unit))"
                + " · plus bas \(measure(readings.lowest, unit)) · plus haut \(measure(readings.highest, unit))"
        case .chartGoalLegend(let mark, let goal, let daily):
            return "\(mark) \(text(.goalLabel(goal.kind))) \(goalWords(goal, daily: daily))"
        case .chartLeftOut(.beforeStart(let start)):
            return "Les jours avant le \(date(start)), début de l'habitude, ne sont pas comptés."
        case .chartLeftOut(.paused(let count)):
            return plural(
                count, one: "\(count) jour en pause n'est pas compté.", other: "\(count) jours en pause ne sont pas comptés.")
        case .chartLeftOut(.beforeStartAndPaused(let start, let count)):
            return "Les jours avant le \(date(start)), début de l'habitude, et "
                + plural(
                    count, one: "\(count) jour en pause ne sont pas comptés.",
                    other: "\(count) jours en pause ne sont pas comptés.")
        case .weekdaysHeading(let first, let last):
            return "Fait par jour de la semaine, du \(date(first)) au \(date(last))\u{00A0}:"
        case .weekdayLabel(let weekday): return "\(capitalizedWeekday(weekday))\u{00A0}:"
        case .weekdayDone(let done, let due, let percent?): return "\(done) sur \(due) (\(text(.percent(percent))))"
        case .weekdayDone(let done, let due, nil): return "\(done) sur \(due)"
        case .badPeriod(let text):
            return "« \(quoted(text)) » n'est pas une période\u{202F}; indiquez week, month, year ou weekday."
        case .badLast(let text, let range):
            return
                "« \(quoted(text)) » n'est pas un nombre de périodes valable\u{202F}; indiquez un nombre entier de \(range.lowerBound) à \(range.upperBound)."
        case .byNeedsName(let command): return "--by montre une seule habitude\u{202F}; nommez-la\u{00A0}: \(command)"
        case .lastNeedsPeriods(let command):
            return "--last compte des semaines, des mois ou des années\u{202F}; utilisez-le avec --by\u{00A0}: \(command)"
        case .rangeNeedsWeekdays(let command):
            return "--from et --until restreignent les jours de la semaine\u{202F}; utilisez-les avec\u{00A0}: \(command)"
        case .rangeBackwards(let first, let last):
            return "--until (\(date(last))) tombe avant --from (\(date(first)))\u{202F}; donnez le jour le plus tôt à --from."
        }
    }

    /// "+8 en 30 jours", "−3 en 30 jours", "inchangée en 30 jours".
    private func strengthChange(_ change: StrengthChange, days: Int) -> String {
        switch change {
        case .up(let points): return "+\(points) en \(self.days(days))"
        case .down(let points): return "−\(points) en \(self.days(days))"
        case .unchanged: return "inchangée en \(self.days(days))"
        }
    }

    /// « 30 nov. 2026 » (une semaine par son premier jour), « nov. 2026 », « 2026 ».
    private func periodLabel(_ label: PeriodLabel) -> String {
        switch label {
        case .week(let first): return date(first)
        case .month(let month, let year): return "\(dateWords.monthNames[month].short) \(year)"
        case .year(let year): return "\(year)"
        }
    }

    /// « Lundi » : le nom du jour avec une majuscule, en tête de ligne.
    private func capitalizedWeekday(_ weekday: Weekday) -> String {
        let name = weekdayName(weekday)
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}
