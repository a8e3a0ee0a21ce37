import HabitCore

/// `habit show NAME`: the tutorial's detail screen as text.
///
/// ```
/// 🧠 Meditieren
/// 5 days in a row · Record: 12 days (Nov 1, 2026 – Nov 12, 2026)
///
/// Last 7 days
///  M  T  W  T  F  S  S
///  ○  ○  ●  ●  ●  ●  ●
///
/// ✓ Done today · undo with: habit uncheck Meditieren
/// ```
enum DetailView {
    /// The detail view as lines of text, as it stood on `asOf` (today when `nil`).
    static func render(_ habit: Habit, today: Day, presentation: Presentation, asOf: Day? = nil) -> [String] {
        let day = asOf ?? today
        let language = presentation.language
        let style = presentation.style
        let streak = habit.streak(asOf: day)
        let record =
            habit.longestStreak(through: day).map {
                language.text(.record(length: $0.length, first: $0.first, last: $0.last))
            } ?? language.text(.noRecordYet)
        let nameRoom = max(1, presentation.width - DisplayWidth.of(habit.icon) - 1)
        let title = habit.icon + " " + DisplayWidth.truncated(habit.name, to: nameRoom)
        var lines = [style.bold(style.paint(title, habit.color))]
        lines += fitted(language.text(.daysInARow(streak)) + " · " + record, width: presentation.width)
        lines += ["", language.text(.lastSevenDays)]
        lines += WeekRow.render(
            habit.lastDays(7, endingAt: day), color: habit.color, created: habit.created, presentation: presentation)
        lines.append("")
        let hint: String
        if day != today {
            let phrase = DayPhrase(day, today: today)
            hint =
                habit.isDone(on: day)
                ? language.text(.scripting(.doneOn(day: phrase, undo: commandLine(.uncheck, habit.name, date: day))))
                : language.text(.scripting(.openOn(day: phrase, check: commandLine(.check, habit.name, date: day))))
        } else if habit.isDone(on: today) {
            hint = language.text(.doneToday(undo: commandLine(.uncheck, habit.name)))
        } else {
            hint = language.text(.openToday(check: commandLine(.check, habit.name)))
        }
        return lines + fitted(hint, width: presentation.width)
    }

    /// `line` as it is when it fits `width`, else broken into its " · " parts, one per line.
    static func fitted(_ line: String, width: Int) -> [String] {
        guard DisplayWidth.of(line) > width else { return [line] }
        return line.split(separator: " · ", omittingEmptySubsequences: false).map(String.init)
    }
}
