import HabitCore

/// The seven-day row of the detail view: a weekday letter over each day, oldest left, the
/// view's day right; each day marked from the one table of marks (``DayMark``), and a blank
/// before the habit's start (those days are excused, not missed), so the letters still name all
/// seven days.
public enum WeekRow {
    /// Two lines: the letters and the marks, one column each, two spaces apart; `today` is the
    /// real today (see ``DayMark/init(_:of:today:)``).
    public static func render(_ days: [DayStatus], of habit: Habit, today: Day, presentation: Presentation) -> [String] {
        let letters = " " + days.map { presentation.language.text(.weekdayLetter($0.day.weekday)) }.joined(separator: "  ")
        let cells = days.map { status in
            DayMark(status, of: habit, today: today)?.painted(habit.color, style: presentation.style) ?? " "
        }
        // No trailing blanks: a line ends with its last mark.
        var marks = " " + cells.joined(separator: "  ")
        while marks.hasSuffix(" ") { marks.removeLast() }
        return [presentation.style.grey(letters), marks]
    }

    /// The marks the row of `days` draws.
    public static func marks(_ days: [DayStatus], of habit: Habit, today: Day) -> Set<DayMark> {
        Set(days.compactMap { DayMark($0, of: habit, today: today) })
    }
}
