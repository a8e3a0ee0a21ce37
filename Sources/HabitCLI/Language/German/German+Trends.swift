import HabitCore

extension German {
    /// Wie eine Gewohnheit sich entwickelt: ihre Stärke und ihre Summen.
    func text(_ message: TrendMessage) -> String {
        switch message {
        case .strengthLabel: return "Stärke:"
        case .strengthValue(let percent, let change, let days):
            return "\(text(.percent(percent))) (\(strengthChange(change, days: days)))"
        case .strengthLine(let percent, let change, let days):
            return "Stärke: \(text(.percent(percent))) (\(strengthChange(change, days: days)))"
        case .periodLabel(let label): return periodLabel(label)
        case .periodTimes(let count): return "\(count)-mal"
        case .periodAmount(let total, let unit): return measure(total, unit)
        case .periodReadings(nil, _): return "kein Messwert"
        case .periodReadings(let readings?, let unit):
            return "zuletzt \(measure(readings.last, unit)) · Schnitt \(measure(StatsView.rounded(readings.average), unit))"
                + " · tiefster \(measure(readings.lowest, unit)) · höchster \(measure(readings.highest, unit))"
        case .chartGoalLegend(let mark, let goal, let daily):
            return "\(mark) \(text(.goalLabel(goal.kind))) \(goalWords(goal, daily: daily))"
        case .chartLeftOut(.beforeStart(let start)):
            return "Tage vor dem \(date(start)), dem Beginn der Gewohnheit, zählen nicht mit."
        case .chartLeftOut(.paused(let count)):
            return plural(count, one: "1 pausierter Tag zählt nicht mit.", other: "\(count) pausierte Tage zählen nicht mit.")
        case .chartLeftOut(.beforeStartAndPaused(let start, let count)):
            return "Tage vor dem \(date(start)), dem Beginn der Gewohnheit, und "
                + plural(count, one: "1 pausierter Tag zählen nicht mit.", other: "\(count) pausierte Tage zählen nicht mit.")
        case .weekdaysHeading(let first, let last): return "Erledigt je Wochentag, \(date(first)) bis \(date(last)):"
        case .weekdayLabel(let weekday): return "\(weekdayName(weekday)):"
        case .weekdayDone(let done, let due, let percent?): return "\(done) von \(due) (\(text(.percent(percent))))"
        case .weekdayDone(let done, let due, nil): return "\(done) von \(due)"
        case .badPeriod(let text): return "„\(quoted(text))“ ist kein Zeitraum; verwende week, month, year oder weekday."
        case .badLast(let text, let range):
            return
                "„\(quoted(text))“ ist keine gültige Zahl von Zeiträumen; verwende eine ganze Zahl von \(range.lowerBound) bis \(range.upperBound)."
        case .byNeedsName(let command): return "--by zeigt eine Gewohnheit; nenne sie: \(command)"
        case .lastNeedsPeriods(let command): return "--last zählt Wochen, Monate oder Jahre; verwende es mit --by: \(command)"
        case .rangeNeedsWeekdays(let command):
            return "--from und --until grenzen die Wochentage ein; verwende sie mit: \(command)"
        case .rangeBackwards(let first, let last):
            return "--until (\(date(last))) liegt vor --from (\(date(first))); gib den früheren Tag bei --from an."
        }
    }

    /// "+8 in 30 Tagen", "−3 in 30 Tagen", "unverändert seit 30 Tagen".
    private func strengthChange(_ change: StrengthChange, days: Int) -> String {
        let span = plural(days, one: "\(days) Tag", other: "\(days) Tagen")
        switch change {
        case .up(let points): return "+\(points) in \(span)"
        case .down(let points): return "−\(points) in \(span)"
        case .unchanged: return plural(days, one: "unverändert seit gestern", other: "unverändert seit \(days) Tagen")
        }
    }

    /// „30. Nov. 2026“ (eine Woche nach ihrem ersten Tag), „Nov. 2026“, „2026“.
    private func periodLabel(_ label: PeriodLabel) -> String {
        switch label {
        case .week(let first): return date(first)
        case .month(let month, let year): return "\(dateWords.monthNames[month].short) \(year)"
        case .year(let year): return "\(year)"
        }
    }
}
