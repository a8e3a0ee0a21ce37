import HabitCore

/// The English words of `habit stats`.
extension English {
    /// The English for one piece of a statistics line.
    func stats(_ message: StatsMessage) -> String {
        switch message {
        case .lastDays(let length): return length == 1 ? "1 day:" : "\(length) days:"
        case .since(let day): return "Since \(format(day)):"
        case .totalLabel: return "Done in total:"
        case .streakLabel: return "Current streak:"
        case .recordLabel: return "Record:"
        case .bestWeekdayLabel: return "Best weekday:"
        case .rate(let rate): return rateText(rate)
        case .days(let count): return count == 1 ? "1 day" : "\(count) days"
        case .record(let streak?):
            let days = count(StreakCount(streak.length, streak.unit))
            let dates = streak.first == streak.last ? format(streak.first) : "\(format(streak.first)) – \(format(streak.last))"
            return "\(days) (\(dates))"
        case .record(nil): return "none yet"
        case .bestWeekday(let weekday?, let rate?): return "\(name(of: weekday)), \(rateText(rate))"
        case .bestWeekday: return "none yet"
        }
    }

    /// "24 of 30 (80%)", or "no days yet" when there were none.
    private func rateText(_ rate: HabitStatistics.Rate) -> String {
        guard let percent = rate.percent else { return "no days yet" }
        return "\(rate.done) of \(rate.days) (\(percent)%)"
    }
}
