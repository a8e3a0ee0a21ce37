import HabitCore

extension English {
    /// How a habit goes over time: its strength and its totals.
    func text(_ message: TrendMessage) -> String {
        switch message {
        case .strengthLabel: return "Strength:"
        case .strengthValue(let percent, let change, let days):
            return "\(text(.percent(percent))) (\(strengthChange(change, days: days)))"
        case .strengthLine(let percent, let change, let days):
            return "Strength: \(text(.percent(percent))) (\(strengthChange(change, days: days)))"
        case .periodLabel(let label): return periodLabel(label)
        case .periodTimes(let count): return plural(count, one: "\(count) time", other: "\(count) times")
        case .periodAmount(let total, let unit): return measure(total, unit)
        case .periodReadings(nil, _): return "no reading"
        case .periodReadings(let readings?, let unit):
            return "last \(measure(readings.last, unit)) · average \(measure(StatsView.rounded(readings.average), unit))"
                + " · lowest \(measure(readings.lowest, unit)) · highest \(measure(readings.highest, unit))"
        case .chartGoalLegend(let mark, let goal, let daily):
            return "\(mark) \(text(.goalLabel(goal.kind))) \(goalWords(goal, daily: daily))"
        case .chartLeftOut(.beforeStart(let start)): return "Days before \(date(start)), the habit's start, are left out."
        case .chartLeftOut(.paused(let count)):
            return plural(count, one: "1 paused day is left out.", other: "\(count) paused days are left out.")
        case .chartLeftOut(.beforeStartAndPaused(let start, let count)):
            return "Days before \(date(start)), the habit's start, and "
                + plural(count, one: "1 paused day are left out.", other: "\(count) paused days are left out.")
        case .weekdaysHeading(let first, let last): return "Done per weekday, \(date(first)) to \(date(last)):"
        case .weekdayLabel(let weekday): return "\(weekdayName(weekday)):"
        case .weekdayDone(let done, let due, let percent?): return "\(done) of \(due) (\(text(.percent(percent))))"
        case .weekdayDone(let done, let due, nil): return "\(done) of \(due)"
        case .badPeriod(let text): return "“\(quoted(text))” is not a period; use week, month, year or weekday."
        case .badLast(let text, let range):
            return
                "“\(quoted(text))” is not a number of periods; use a whole number from \(range.lowerBound) to \(range.upperBound)."
        case .byNeedsName(let command): return "--by shows one habit; name it: \(command)"
        case .lastNeedsPeriods(let command): return "--last counts weeks, months or years; use it with --by: \(command)"
        case .rangeNeedsWeekdays(let command): return "--from and --until narrow the weekdays; use them with: \(command)"
        case .rangeBackwards(let first, let last):
            return "--until (\(date(last))) is before --from (\(date(first))); give the earlier day to --from."
        }
    }

    /// "+8 in 30 days", "−3 in 30 days", "unchanged in 30 days".
    private func strengthChange(_ change: StrengthChange, days: Int) -> String {
        switch change {
        case .up(let points): return "+\(points) in \(self.days(days))"
        case .down(let points): return "−\(points) in \(self.days(days))"
        case .unchanged: return "unchanged in \(self.days(days))"
        }
    }

    /// "Nov 30, 2026" (a week by its first day), "Nov 2026", "2026".
    private func periodLabel(_ label: PeriodLabel) -> String {
        switch label {
        case .week(let first): return date(first)
        case .month(let month, let year): return "\(dateWords.monthNames[month].short) \(year)"
        case .year(let year): return "\(year)"
        }
    }
}
