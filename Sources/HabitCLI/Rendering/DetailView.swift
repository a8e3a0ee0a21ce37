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
///
/// When the streak and the record, or the hint and its command, do not fit on one line, each
/// is a sentence of its own on its own line; a line still too wide wraps at spaces with a
/// hanging indent.
enum DetailView {
    /// The detail view as lines of text, as it stood on `asOf` (today when `nil`).
    static func render(_ habit: Habit, today: Day, presentation: Presentation, asOf: Day? = nil) -> [String] {
        let day = asOf ?? today
        let language = presentation.language
        let style = presentation.style
        let streak = habit.streak(asOf: day)
        let record = habit.longestStreak(through: day)
        let nameRoom = max(1, presentation.width - DisplayWidth.of(habit.icon) - 1)
        let title = habit.icon + " " + DisplayWidth.truncated(habit.name, to: nameRoom)
        var lines = [style.bold(style.paint(title, habit.color))]
        let together = language.text(.streakAndRecord(streak: streak, record: record))
        if DisplayWidth.of(together) <= presentation.width {
            lines.append(together)
        } else {
            lines += presentation.lines(.daysInARow(streak)) + presentation.lines(.record(record))
        }
        lines += ["", language.text(.lastSevenDays)]
        lines += WeekRow.render(
            habit.lastDays(7, endingAt: day), color: habit.color, created: habit.created, presentation: presentation)
        lines.append("")
        let phrase = DayPhrase(day, today: today)
        // Today's hint names no date: the command works again tomorrow for tomorrow.
        func command(_ name: CommandName) -> String {
            day == today ? commandLine(name, habit.name) : commandLine(name, habit.name, date: day)
        }
        let isDone = habit.isDone(on: day)
        let hint = language.text(
            isDone ? .doneOn(day: phrase, undo: command(.uncheck)) : .openOn(day: phrase, check: command(.check)))
        if DisplayWidth.of(hint) <= presentation.width { return lines + [hint] }
        // Too wide: the state and the command as two sentences, each on its own line(s).
        let state: Message = isDone ? .doneStatus(day: phrase) : .openStatus(day: phrase)
        let next: Message = isDone ? .undoWith(command: command(.uncheck)) : .checkWith(command: command(.check))
        return lines + presentation.lines(state) + presentation.lines(next)
    }
}
