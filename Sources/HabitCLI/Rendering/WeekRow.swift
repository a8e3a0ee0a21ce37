import HabitCore

/// The seven-day row of the detail view: a weekday letter over each day, oldest left, today
/// right; a filled mark in the habit's colour where done, a grey ring where not.
enum WeekRow {
    /// The mark for a done day.
    static let doneMark = "●"
    /// The mark for a day not done.
    static let openMark = "○"

    /// Two lines: the letters and the marks, one column each, two spaces apart.
    /// Days before `created` are left blank, as in the calendar: the habit did not exist yet.
    static func render(_ days: [DayStatus], color: HabitColor, created: Day? = nil, presentation: Presentation) -> [String] {
        let letters = " " + days.map { presentation.language.text(.weekdayLetter($0.day.weekday)) }.joined(separator: "  ")
        let cells = days.map { status in
            if let created, status.day < created, !status.isDone { return " " }
            return status.isDone ? presentation.style.paint(doneMark, color) : presentation.style.grey(openMark)
        }
        // No trailing blanks: a line ends with its last mark.
        var marks = " " + cells.joined(separator: "  ")
        while marks.hasSuffix(" ") { marks.removeLast() }
        return [presentation.style.grey(letters), marks]
    }
}
