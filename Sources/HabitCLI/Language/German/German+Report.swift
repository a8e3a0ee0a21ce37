import HabitCore

extension German {
    /// Das Raster, die Notizen, der Bericht und die Heatmap.
    func text(_ message: ReportMessage) -> String {
        switch message {
        case .noNotesYet(let command): return "Noch keine Notizen; schreibe eine mit: \(command)"
        case .noNotesInDays(let first, let last): return "Keine Notizen vom \(date(first)) bis zum \(date(last))."
        case .habitHasNoNotes(let name): return "\(name) hat keine Notizen."
        case .reportTitle: return "Gewohnheitsbericht"
        case .reportRange(let first, let last): return "\(date(first)) bis \(date(last))"
        case .overallCompletion(let done, let due, let percent?):
            return "Insgesamt: \(done) von \(due) fälligen Tagen erledigt (\(percent) %)"
        case .overallCompletion(_, _, nil): return "Insgesamt: noch nichts war fällig"
        case .streakLabel: return "Serie"
        case .recordLabel: return "Rekord"
        case .heatmapStrengthLabel: return "Stärke"
        case .strengthPercent(let value): return "\(value) %"
        case .streakLength(let streak?): return length(streak)
        case .streakLength(nil): return "noch keiner"
        case .monthsHeading: return "Die letzten zwölf Monate"
        case .monthDays(let month, let year, let count): return "\(dateWords.monthNames[month].short) \(year): \(count)-mal"
        case .monthCleanDays(let month, let year, let count):
            return "\(dateWords.monthNames[month].short) \(year): "
                + plural(count, one: "\(count) sauberer Tag", other: "\(count) saubere Tage")
        case .monthAmount(let month, let year, let total): return "\(dateWords.monthNames[month].short) \(year): \(total)"
        case .cellTitle(let day, let state): return "\(weekdayName(day.weekday)), \(date(day)): \(stateName(state))"
        case .notedCellTitle(let title, let note): return "\(title). Notiz: \(note)"
        case .reportNote(let day, let note): return "\(date(day)): \(note)"
        case .moreNotes(let count): return "und \(count) weitere"
        case .stateName(let state): return stateName(state)
        case .legendHeading: return "Legende"
        case .heatmapLabel(let name): return "Tage von \(name)"
        case .reportNoHabits: return "Noch keine Gewohnheiten."
        case .badGridDays(let text, let range):
            return
                "„\(quoted(text))“ ist keine gültige Zahl von Tagen; verwende eine ganze Zahl von \(range.lowerBound) bis \(range.upperBound)."
        case .reportToTerminal(let command):
            return "Der Bericht ist eine HTML-Datei, kein Text fürs Terminal; schreibe ihn in eine Datei mit: \(command)"
        case .svgNeedsName(let command): return "Eine SVG-Heatmap zeigt eine Gewohnheit; nenne sie: \(command)"
        case .nameNeedsSVG(let command):
            return "Nur die SVG-Heatmap nimmt den Namen einer Gewohnheit oder --weeks; verwende: \(command)"
        }
    }

    /// Was ein Tag war, in wenigen Worten.
    private func stateName(_ state: ReportMessage.CellState) -> String {
        switch state {
        case .done(nil): return "erledigt"
        case .done(let amount?): return "erledigt, \(amount)"
        case .partlyDone(let amount?): return "teilweise erledigt, \(amount)"
        case .partlyDone(nil): return "teilweise erledigt"
        case .overLimit(let amount?): return "über dem Limit, \(amount)"
        case .overLimit(nil): return "über dem Limit"
        case .open: return "offen"
        case .missed: return "verpasst"
        case .notDue: return "nicht fällig"
        case .skipped: return "ausgelassen"
        case .paused: return "pausiert"
        case .beforeStart: return "vor dem Beginn"
        }
    }

    /// „1 Tag“, „5-mal“, „3 Wochen“.
    private func length(_ streak: StreakCount) -> String {
        let count = streak.length
        switch streak.unit {
        case .day: return days(count)
        case .time: return "\(count)-mal"
        case .week: return plural(count, one: "\(count) Woche", other: "\(count) Wochen")
        case .month: return plural(count, one: "\(count) Monat", other: "\(count) Monate")
        }
    }
}
