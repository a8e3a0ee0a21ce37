import HabitCore

/// How a habit goes over time: its strength, and its totals per week, month, year or weekday.
public enum TrendMessage: Equatable, Sendable {
    /// The label of the strength in `stats`: "Strength:".
    case strengthLabel
    /// The strength as a whole percentage with its change in points over the last `days` days,
    /// after its label in `stats`: "72% (+8 in 30 days)".
    case strengthValue(percent: Int, change: StrengthChange, days: Int)
    /// The strength on a line of its own in `show`: "Strength: 72% (+8 in 30 days)".
    case strengthLine(percent: Int, change: StrengthChange, days: Int)
    /// A line's label in the chart of `stats NAME --by week|month|year`: "Nov 30, 2026",
    /// "Nov 2026", "2026".
    case periodLabel(PeriodLabel)
    /// A period's done days in the chart: "13 times".
    case periodTimes(Int)
    /// A period's sum for a measured habit, with its unit: "12.5 km".
    case periodAmount(Amount, unit: String?)
    /// A reading habit's period: its last, average (rounded), lowest and highest value, or
    /// `nil` for a period without readings.
    case periodReadings(Readings?, unit: String?)
    /// The legend under the chart of the mark that shows the goal: "│ Goal: at least 8 Gläser a
    /// day" (`daily`: the habit is due every day).
    case chartGoalLegend(mark: String, goal: Goal, daily: Bool)
    /// The line under the chart that says which days it left out.
    case chartLeftOut(LeftOutDays)
    /// The line above the table of `stats NAME --by weekday`: the days it counts.
    case weekdaysHeading(first: Day, last: Day)
    /// A weekday's label in that table: "Monday:".
    case weekdayLabel(Weekday)
    /// A weekday's figures: "3 of 4 (75%)"; "0 of 0" when the weekday never counted
    /// (`percent` is `nil`).
    case weekdayDone(done: Int, due: Int, percent: Int?)
    /// `--by` with a value that is no period; the value as typed.
    case badPeriod(String)
    /// `--last` with a value that is no whole number in `range`; the value as typed.
    case badLast(String, range: ClosedRange<Int>)
    /// `stats --by` without a habit's name; `command` is one with it.
    case byNeedsName(command: String)
    /// `--last` without `--by week|month|year`; `command` is one with it.
    case lastNeedsPeriods(command: String)
    /// `--from` or `--until` without `--by weekday`; `command` is one with it.
    case rangeNeedsWeekdays(command: String)
    /// `--until` before `--from`: the two days.
    case rangeBackwards(first: Day, last: Day)
}

/// Which way a strength went over some days, in whole percentage points, decided before it is
/// worded.
public enum StrengthChange: Equatable, Sendable {
    /// Up by this many points (at least 1).
    case up(Int)
    /// Down by this many points (at least 1).
    case down(Int)
    /// The same whole percentage as then.
    case unchanged

    /// The change from `before` to `now`, both whole percentages.
    public init(from before: Int, to now: Int) {
        if now > before {
            self = .up(now - before)
        } else if now < before {
            self = .down(before - now)
        } else {
            self = .unchanged
        }
    }
}

extension LanguageTable {
    /// How a habit goes over time, its strength and its totals: the entry of the catalog
    /// (`trend.…`) each message picks, with its arguments.
    public func text(_ message: TrendMessage) -> String {
        switch message {
        case .strengthLabel: return catalog.text(.trendStrengthLabel)
        case .strengthValue(let percent, let change, let days):
            return catalog.text(
                .trendStrengthValue, ["percent": text(.percent(percent)), "change": trendChange(change, days: days)])
        case .strengthLine(let percent, let change, let days):
            return catalog.text(
                .trendStrengthLine, ["percent": text(.percent(percent)), "change": trendChange(change, days: days)])
        case .periodLabel(.week(let first)): return date(first)
        case .periodLabel(.month(let month, let year)):
            return catalog.text(.trendPeriodMonth, ["month": dateWords.monthNames[month].short, "year": String(year)])
        case .periodLabel(.year(let year)): return String(year)
        case .periodTimes(let count): return catalog.text(.trendPeriodTimes, count: count, ["count": String(count)])
        case .periodAmount(let total, let unit): return measure(total, unit)
        case .periodReadings(nil, _): return catalog.text(.trendNoReading)
        case .periodReadings(let readings?, let unit):
            return catalog.text(
                .trendReadings,
                [
                    "last": measure(readings.last, unit), "average": measure(StatsView.rounded(readings.average), unit),
                    "lowest": measure(readings.lowest, unit), "highest": measure(readings.highest, unit),
                ])
        case .chartGoalLegend(let mark, let goal, let daily):
            return catalog.text(
                .trendChartGoalLegend,
                ["mark": mark, "label": text(.goalLabel(goal.kind)), "goal": goalWords(goal, daily: daily)])
        case .chartLeftOut(.beforeStart(let start)): return catalog.text(.trendLeftOutBeforeStart, ["date": date(start)])
        case .chartLeftOut(.paused(let count)):
            return catalog.text(.trendLeftOutPaused, count: count, ["count": String(count)])
        case .chartLeftOut(.beforeStartAndPaused(let start, let count)):
            return catalog.text(.trendLeftOutBeforeStartAndPaused, count: count, ["date": date(start), "count": String(count)])
        case .weekdaysHeading(let first, let last):
            return catalog.text(.trendWeekdaysHeading, ["first": date(first), "last": date(last)])
        case .weekdayLabel(let weekday):
            // At the start of a line: French writes its weekdays in lower case elsewhere.
            let name = weekdayName(weekday)
            return catalog.text(.trendWeekdayLabel, ["weekday": name.prefix(1).uppercased() + name.dropFirst()])
        case .weekdayDone(let done, let due, let percent?):
            return catalog.text(
                .trendWeekdayDonePercent, ["done": String(done), "due": String(due), "percent": text(.percent(percent))])
        case .weekdayDone(let done, let due, nil):
            return catalog.text(.trendWeekdayDone, ["done": String(done), "due": String(due)])
        case .badPeriod(let text): return catalog.text(.trendBadPeriod, ["text": quoted(text)])
        case .badLast(let text, let range):
            return catalog.text(
                .trendBadLast, ["text": quoted(text), "lowest": String(range.lowerBound), "highest": String(range.upperBound)])
        case .byNeedsName(let command): return catalog.text(.trendByNeedsName, ["command": command])
        case .lastNeedsPeriods(let command): return catalog.text(.trendLastNeedsPeriods, ["command": command])
        case .rangeNeedsWeekdays(let command): return catalog.text(.trendRangeNeedsWeekdays, ["command": command])
        case .rangeBackwards(let first, let last):
            return catalog.text(.trendRangeBackwards, ["first": date(first), "last": date(last)])
        }
    }

    /// "+8 in 30 days", "−3 in 30 days", "unchanged in 30 days".
    private func trendChange(_ change: StrengthChange, days: Int) -> String {
        let arguments: KeyValuePairs<String, String> = ["days": String(days)]
        switch change {
        case .up(let points): return catalog.text(.trendChangeUp, count: days, ["points": String(points), "days": String(days)])
        case .down(let points):
            return catalog.text(.trendChangeDown, count: days, ["points": String(points), "days": String(days)])
        case .unchanged where days == 1: return catalog.text(.trendChangeUnchangedOneDay)
        case .unchanged: return catalog.text(.trendChangeUnchanged, count: days, arguments)
        }
    }
}
