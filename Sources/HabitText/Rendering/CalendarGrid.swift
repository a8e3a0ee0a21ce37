import HabitCore

/// The calendar below the detail view, in the style of a contribution graph: one row per
/// weekday (the week starting on the language's first weekday), one column per week with
/// today's week on the right, and the short name of a month above the column where it begins.
///
/// ```
/// Last 12 weeks
///         Nov     Dec     Jan
/// S             ● ○ ○ ● ● ○
/// M             ○ ○ ○ ● ● ●
/// T             ○ ● ○ ● ● ●
/// W           ● ● ● ○ ● ● ●
/// T           ● ○ ● ● ● ● ●
/// F           ● ○ ○ ● ● ○ ●
/// S           ● ○ ○ ● ● ○ ◌
/// ```
/// (A habit created on Wednesday Nov 18, 2026, on Saturday Jan 2, 2027, not done yet today.)
///
/// Each day is marked from the one table of marks (``DayMark``): done days `●` in the habit's
/// colour, missed days grey `○`, today `◉` when done and `◌` when still open, in bold. Days
/// before the habit was created and days after today are left blank.
public enum CalendarGrid {
    /// The weeks shown without `--weeks`, when the terminal is wide enough.
    public static let defaultWeeks = 12
    /// The fewest weeks worth a grid: when not even these fit, the seven-day row stands alone.
    public static let minimumWeeks = 2

    /// The lines that go below the detail view: a blank line, the heading and the grid, or
    /// nothing when the terminal is too narrow for even ``minimumWeeks`` weeks; with the marks
    /// the grid drew.
    ///
    /// - Parameters:
    ///   - today: The view's day, in the last column.
    ///   - requested: The weeks asked for with `--weeks`; `nil` for ``defaultWeeks``. Fewer are
    ///     shown when fewer fit.
    ///   - realToday: The real today, when the view is of an earlier day (`--as-of`).
    public static func section(
        for habit: Habit, today: Day, weeks requested: Int?, presentation: Presentation, realToday: Day? = nil
    ) -> (lines: [String], marks: Set<DayMark>) {
        let language = presentation.language
        guard let weeks = weeksShown(requested: requested, width: presentation.width, language: language) else {
            return ([], [])
        }
        let heading = presentation.lines(.calendarHeading(weeks: weeks), indent: 0)
        let grid = render(habit, today: today, weeks: weeks, presentation: presentation, realToday: realToday)
        return ([""] + heading + grid.lines, grid.marks)
    }

    /// How many weeks to show: the number asked for (or ``defaultWeeks``), cut to what fits in
    /// `width` columns; `nil` when fewer than ``minimumWeeks`` (or than asked, if fewer) fit.
    public static func weeksShown(requested: Int?, width: Int, language: LanguageTable) -> Int? {
        let wanted = requested ?? defaultWeeks
        // Each week takes a space and a mark after the weekday letters.
        let fitting = (width - letterWidth(language)) / 2
        let shown = min(wanted, fitting)
        return shown >= max(1, min(wanted, minimumWeeks)) ? shown : nil
    }

    /// The month line and one line per weekday for the last `weeks` weeks ending with the week
    /// that contains `today`, and the marks drawn (`realToday` as in
    /// ``section(for:today:weeks:presentation:realToday:)``). Trailing blanks are left off.
    public static func render(_ habit: Habit, today: Day, weeks: Int, presentation: Presentation, realToday: Day? = nil)
        -> (lines: [String], marks: Set<DayMark>)
    {
        let language = presentation.language
        let style = presentation.style
        let letters = letterWidth(language)
        let firstWeekday = habit.weekStart
        let firstDay = today.startOfWeek(startingOn: firstWeekday).adding(days: -7 * (weeks - 1))
        // The month line only when a month begins in the weeks shown.
        let months = monthLine(firstDay: firstDay, weeks: weeks, today: today, indent: letters + 1, presentation: presentation)
        var lines = months.isEmpty ? [] : [months]
        var marks: Set<DayMark> = []
        // Every day's state in one pass, oldest first.
        let states = habit.states(from: firstDay, through: firstDay.adding(days: 7 * weeks - 1), asOf: today)
        for (row, weekday) in Weekday.week(startingOn: firstWeekday).enumerated() {
            var line = style.grey(DisplayWidth.padded(language.text(.weekdayLetter(weekday)), to: letters))
            var blanks = ""  // written only when a mark follows, so no line ends in spaces
            for column in 0..<weeks {
                let offset = 7 * column + row
                let status = DayStatus(day: firstDay.adding(days: offset), state: states[offset])
                if let mark = DayMark(status, of: habit, today: realToday ?? today) {
                    let painted = mark.painted(habit.color, style: style)
                    line += blanks + " " + (status.day == today ? style.bold(painted) : painted)
                    blanks = ""
                    marks.insert(mark)
                } else {
                    blanks += "  "
                }
            }
            lines.append(line)
        }
        return (lines, marks)
    }

    /// The short month names, each starting above the column that holds the month's first day
    /// (up to today). A name that would touch the one before it or run past the width is left
    /// out.
    private static func monthLine(firstDay: Day, weeks: Int, today: Day, indent: Int, presentation: Presentation) -> String {
        var line = ""
        var used = 0  // display columns written so far
        for column in 0..<weeks {
            let weekStart = firstDay.adding(days: 7 * column)
            guard let monthStart = (0..<7).lazy.map({ weekStart.adding(days: $0) }).first(where: { $0.day == 1 }),
                monthStart <= today
            else { continue }
            let label = presentation.language.text(.monthAbbreviation(monthStart.month))
            let start = indent + 2 * column
            let end = start + DisplayWidth.of(label)
            guard start > used, end <= presentation.width else { continue }
            line += String(repeating: " ", count: start - used) + label
            used = end
        }
        return line.isEmpty ? "" : presentation.style.grey(line)
    }

    /// The columns the widest weekday letter of `language` takes.
    private static func letterWidth(_ language: LanguageTable) -> Int {
        Weekday.allCases.map { DisplayWidth.of(language.text(.weekdayLetter($0))) }.max() ?? 1
    }
}
