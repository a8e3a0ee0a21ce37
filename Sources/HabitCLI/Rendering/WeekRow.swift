import HabitCore

/// The seven-day row of the detail view: a weekday letter over each day, oldest left, today
/// right; each day marked by its state (see ``DayMark``): a filled mark in the habit's colour
/// where done, a grey ring where not, and a blank before the habit's start (as in the calendar:
/// those days are excused, not missed), so the letters still name all seven days.
enum WeekRow {
    /// The mark for a done day.
    static let doneMark = DayMark.done
    /// The mark for a day not done.
    static let openMark = DayMark.missed

    /// Two lines: the letters and the marks, one column each, two spaces apart.
    /// A day with part of its goal is marked ``DayMark/partlyDone``, a day over the limit
    /// ``DayMark/overLimit``.
    static func render(_ days: [DayStatus], of habit: Habit, presentation: Presentation) -> [String] {
        let letters = " " + days.map { presentation.language.text(.weekdayLetter($0.day.weekday)) }.joined(separator: "  ")
        let cells = days.map { DayMark.mark(for: $0, of: habit, style: presentation.style) }
        // No trailing blanks: a line ends with its last mark.
        var marks = " " + cells.joined(separator: "  ")
        while marks.hasSuffix(" ") { marks.removeLast() }
        return [presentation.style.grey(letters), marks]
    }
}
