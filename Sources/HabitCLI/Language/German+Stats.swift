import HabitCore

/// Die deutschen Worte von `habit stats`.
extension German {
    /// The German for one piece of a statistics line; a space goes before "%", as German writes it.
    func stats(_ message: StatsMessage) -> String {
        switch message {
        case .lastDays(let length): return length == 1 ? "1 Tag:" : "\(length) Tage:"
        case .since(let day): return "Seit \(format(day)):"
        case .totalLabel: return "Insgesamt erledigt:"
        case .streakLabel: return "Aktuelle Serie:"
        case .recordLabel: return "Rekord:"
        case .bestWeekdayLabel: return "Bester Wochentag:"
        case .rate(let rate): return rateText(rate)
        case .days(let count): return count == 1 ? "1 Tag" : "\(count) Tage"
        case .record(let streak?):
            let days = count(StreakCount(streak.length, streak.unit))
            let dates = streak.first == streak.last ? format(streak.first) : "\(format(streak.first)) – \(format(streak.last))"
            return "\(days) (\(dates))"
        case .record(nil): return "noch keiner"
        case .bestWeekday(let weekday?, let rate?): return "\(name(of: weekday)), \(rateText(rate))"
        case .bestWeekday: return "noch keiner"
        }
    }

    /// "24 von 30 (80 %)", or "noch keine Tage" when there were none.
    private func rateText(_ rate: HabitStatistics.Rate) -> String {
        guard let percent = rate.percent else { return "noch keine Tage" }
        return "\(rate.done) von \(rate.days) (\(percent) %)"
    }
}
