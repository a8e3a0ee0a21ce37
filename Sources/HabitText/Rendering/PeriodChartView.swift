import HabitCore
import HabitFormat
import HabitFormat

/// `habit stats NAME --by week|month|year`: one line per period with its label, a bar in
/// eighth blocks scaled to the widest figure and the figure itself; and `--by weekday`: done of
/// due per weekday.
///
/// ```
/// 💧 Wasser
///   Oct 2026  ████████████████████▌  ┃    62 Gläser
///   Nov 2026  ██████████████████████████▊  88 Gläser
///   │ Goal: at least 8 Gläser a day
///   Days before Oct 20, 2026, the habit's start, are left out.
/// ```
///
/// The goal of a period (a measured habit's daily goal times its counted days) is a `│` in
/// the bar where the bar does not reach it and a `┃` where the bar covers it; the legend says
/// what it stands for. Labels, bars and figures are aligned by display width, and no line is
/// wider than the presentation's width.
public enum PeriodChartView {
    /// The eighth blocks from one eighth to seven eighths of a cell.
    public static let eighths = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    /// A whole cell.
    public static let full = "█"
    /// The goal where the bar does not reach it.
    public static let goalMark = "│"
    /// The goal where the bar covers it.
    public static let goalMarkCovered = "┃"
    /// The widest bar, in cells, on a wide terminal.
    public static let widestBar = 50

    /// The chart of `totals` for `habit`: its title, a line per period, the goal's legend and
    /// which days were left out.
    public static func render(_ habit: Habit, _ totals: PeriodTotals, presentation: Presentation) -> [String] {
        let language = presentation.language
        let labels = totals.periods.map { language.text(.trend(.periodLabel(label($0.first, totals.length)))) }
        // A reading's period shows its last, average, lowest and highest value, its bar the average.
        let readings = totals.periods.map { period in
            habit.isReading ? habit.readings(from: period.first, through: period.last) : nil
        }
        let figures = zip(totals.periods, readings).map { period, reading in
            if habit.isReading { return language.text(.trend(.periodReadings(reading, unit: habit.readingUnit))) }
            return period.total.map { language.text(.trend(.periodAmount($0, unit: habit.goal?.unit))) }
                ?? language.text(.trend(.periodTimes(period.done)))
        }
        let values = zip(totals.periods, readings).map { period, reading in
            if habit.isReading { return reading.map { Double($0.average.millionths) } ?? 0 }
            return period.total.map { Double($0.millionths) } ?? Double(period.done)
        }
        let goals = totals.periods.map { period in period.goal.map { Double($0.millionths) } }
        let labelWidth = labels.map(DisplayWidth.of).max() ?? 0
        let figureWidth = figures.map(DisplayWidth.of).max() ?? 0
        let room = presentation.width - 2 - labelWidth - 2 - 2 - figureWidth - 1
        let barWidth = max(0, min(widestBar, room))
        let largest = zip(values, goals).map { max($0, $1 ?? 0) }.max() ?? 0
        var lines = [HabitTitle.line(habit, presentation: presentation)]
        for index in totals.periods.indices {
            let bar = self.bar(values[index], goal: goals[index], largest: largest, width: barWidth)
            let label = labels[index] + String(repeating: " ", count: labelWidth - DisplayWidth.of(labels[index]))
            let figure = String(repeating: " ", count: figureWidth - DisplayWidth.of(figures[index])) + figures[index]
            lines.append("  " + label + "  " + (barWidth > 0 ? bar + "  " : "") + figure)
        }
        if let goal = habit.goal, barWidth > 0 {
            lines += indented(.chartGoalLegend(mark: goalMark, goal: goal, daily: habit.schedule == .daily), presentation)
        }
        if let leftOut = leftOut(totals) {
            lines += indented(.chartLeftOut(leftOut), presentation)
        }
        return lines
    }

    /// `message` in lines indented by two columns that fit the width, broken at spaces.
    private static func indented(_ message: TrendMessage, _ presentation: Presentation) -> [String] {
        TextWrap.lines(presentation.language.text(.trend(message)), width: presentation.sentenceWidth - 2, indent: 2)
            .map { "  " + $0 }
    }

    /// The label of the period that starts on `first`.
    public static func label(_ first: Day, _ length: PeriodTotals.Length) -> PeriodLabel {
        switch length {
        case .week: return .week(first)
        case .month: return .month(first.month, year: first.year)
        case .year: return .year(first.year)
        }
    }

    /// Which days the chart left out, if any.
    public static func leftOut(_ totals: PeriodTotals) -> LeftOutDays? {
        switch (totals.beginsBeforeStart, totals.pausedDays) {
        case (true, 0): return .beforeStart(totals.start)
        case (true, let paused): return .beforeStartAndPaused(totals.start, paused: paused)
        case (false, 0): return nil
        case (false, let paused): return .paused(paused)
        }
    }

    /// A bar of `width` cells for `value` of `largest`, in eighths, a value above 0 at least one
    /// eighth, with the goal's mark; padded with spaces to `width`.
    public static func bar(_ value: Double, goal: Double?, largest: Double, width: Int) -> String {
        guard width > 0 else { return "" }
        var eighthsFilled = largest > 0 ? Int((value / largest * Double(width * 8)).rounded()) : 0
        if value > 0 { eighthsFilled = max(1, eighthsFilled) }
        var cells = [String](repeating: " ", count: width)
        for index in 0..<min(width, eighthsFilled / 8) { cells[index] = full }
        if eighthsFilled % 8 > 0, eighthsFilled / 8 < width { cells[eighthsFilled / 8] = eighths[eighthsFilled % 8 - 1] }
        if let goal, goal > 0, largest > 0 {
            let position = min(width - 1, max(0, Int((goal / largest * Double(width)).rounded(.up)) - 1))
            cells[position] = cells[position] == full ? goalMarkCovered : goalMark
        }
        return cells.joined()
    }

    /// The table of `frequency`: the title, the days counted, and a line per weekday in the
    /// order of the habit's (its file's) week.
    public static func render(_ habit: Habit, _ frequency: WeekdayFrequency, presentation: Presentation) -> [String] {
        let language = presentation.language
        let rows = Weekday.week(startingOn: habit.weekStart).map { weekday in
            let row = frequency.row(weekday)
            let percent = HabitStatistics.Rate(done: row.done, days: row.due).percent
            return (
                language.text(.trend(.weekdayLabel(weekday))),
                language.text(.trend(.weekdayDone(done: row.done, due: row.due, percent: percent)))
            )
        }
        return [HabitTitle.line(habit, presentation: presentation)]
            + indented(.weekdaysHeading(first: frequency.first, last: frequency.last), presentation)
            + TextWrap.table(rows, width: presentation.sentenceWidth, indent: 4, gap: 1, minimumRoom: 12, fallbackIndent: 6)
    }

    /// `stats NAME --by week|month|year --json`: the periods with their first and last day,
    /// done days, counted days, and for a measured habit the sum and the goal; for a reading, no sum
    /// but `reading`: `last`, `lastDay`, `average`, `lowest` and `highest` (`null` without readings).
    public static func json(_ habit: Habit, _ totals: PeriodTotals, today: Day) -> String {
        var out = JSONWriter()
        out.object { out in
            out.member("by", totals.length.rawValue)
            out.member("id", habit.id.uuidString)
            out.member("name", habit.name)
            out.key("periods")
            out.array(totals.periods) { out, period in
                out.object { out in
                    out.member("done", period.done)
                    out.member("due", period.due)
                    out.member("first", day: period.first)
                    if habit.goal != nil { out.member("goal", amount: period.goal) }
                    out.member("last", day: period.last)
                    out.member("pausedDays", period.pausedDays)
                    if habit.isReading {
                        out.key("reading")
                        StatsJSON.write(habit.readings(from: period.first, through: period.last), unit: nil, into: &out)
                    }
                    // A reading's values are never summed.
                    if habit.isMeasured && !habit.isReading { out.member("total", amount: period.total) }
                }
            }
            out.member("start", day: totals.start)
            out.member("today", day: today)
            out.member("version", StatsJSON.version)
        }
        out.endLine()
        return out.text
    }

    /// `stats NAME --by weekday --json`: the days counted and a row per weekday, Monday first.
    public static func json(_ habit: Habit, _ frequency: WeekdayFrequency, today: Day) -> String {
        var out = JSONWriter()
        out.object { out in
            out.member("by", StatsPeriod.weekday.rawValue)
            out.member("first", day: frequency.first)
            out.member("id", habit.id.uuidString)
            out.member("last", day: frequency.last)
            out.member("name", habit.name)
            out.member("today", day: today)
            out.member("version", StatsJSON.version)
            out.key("weekdays")
            out.array(frequency.rows) { out, row in
                out.object { out in
                    out.member("done", row.done)
                    out.member("due", row.due)
                    out.key("percent")
                    if let percent = HabitStatistics.Rate(done: row.done, days: row.due).percent {
                        out.number(percent)
                    } else {
                        out.null()
                    }
                    out.member("weekday", row.weekday.key)
                }
            }
        }
        out.endLine()
        return out.text
    }
}
