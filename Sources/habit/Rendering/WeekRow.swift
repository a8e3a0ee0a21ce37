import HabitCore

/// The seven-day row of the detail view: a weekday letter over each day, oldest left, today
/// right; a filled mark in the habit's colour where done, a grey ring where not.
enum WeekRow {
    /// The mark for a done day.
    static let doneMark = "●"
    /// The mark for a day not done.
    static let openMark = "○"

    /// Two lines: the letters and the marks, one column each, two spaces apart.
    static func render(_ days: [DayStatus], color: HabitColor, presentation: Presentation) -> [String] {
        let letters = " " + days.map { presentation.language.letter(for: $0.day.weekday) }.joined(separator: "  ")
        let marks =
            " "
            + days.map { status in
                status.isDone ? presentation.style.paint(doneMark, color) : presentation.style.grey(openMark)
            }.joined(separator: "  ")
        return [presentation.style.grey(letters), marks]
    }
}
