import HabitCore

/// How a habit goes over time: its strength, and its totals per week, month, year or weekday.
enum TrendMessage: Equatable, Sendable {
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
enum StrengthChange: Equatable, Sendable {
    /// Up by this many points (at least 1).
    case up(Int)
    /// Down by this many points (at least 1).
    case down(Int)
    /// The same whole percentage as then.
    case unchanged

    /// The change from `before` to `now`, both whole percentages.
    init(from before: Int, to now: Int) {
        if now > before {
            self = .up(now - before)
        } else if now < before {
            self = .down(before - now)
        } else {
            self = .unchanged
        }
    }
}
