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
        let streak = StreakCount(currentOf: habit, asOf: day)
        let record = habit.longestStreak(through: day)
        var lines = [HabitTitle.line(habit, presentation: presentation)]
        let together = language.text(.streakAndRecord(streak: streak, record: record))
        if DisplayWidth.of(together) <= presentation.width {
            lines.append(together)
        } else {
            lines += presentation.lines(.daysInARow(streak)) + presentation.lines(.record(record))
        }
        if habit.schedule != .daily {
            lines += presentation.lines(.scheduleLine(habit.schedule))
        }
        lines += ["", language.text(.lastSevenDays)]
        lines += WeekRow.render(habit.lastDays(7, endingAt: day), color: habit.color, presentation: presentation)
        if DayMark.needsLegend(habit) { lines.append(legend(presentation)) }
        lines.append("")
        return lines + hint(for: habit, on: day, today: today, presentation: presentation)
    }

    /// The line under the week row: the day's state and the command that changes it. When it
    /// does not fit, the state and the command are two sentences on lines of their own (done and
    /// open days), or the line wraps at spaces.
    private static func hint(for habit: Habit, on day: Day, today: Day, presentation: Presentation) -> [String] {
        let phrase = DayPhrase(day, today: today)
        // Today's hint names no date: the command works again tomorrow for tomorrow.
        func command(_ name: CommandName) -> String {
            day == today ? commandLine(name, habit.name) : commandLine(name, habit.name, date: day)
        }
        let whole: Message
        let parts: (Message, Message)?
        if habit.isDone(on: day) {
            whole = .doneOn(day: phrase, undo: command(.uncheck))
            parts = (.doneStatus(day: phrase), .undoWith(command: command(.uncheck)))
        } else if day == today, habit.isSkipped(on: today) {
            (whole, parts) = (.skippedToday(check: command(.check)), nil)
        } else if day == today, habit.isPaused(on: today) {
            (whole, parts) = (.pausedToday(resume: commandLine(.resume, habit.name)), nil)
        } else if day == today, !habit.isDue(on: today) {
            (whole, parts) = (.notDueToday(check: command(.check)), nil)
        } else {
            whole = .openOn(day: phrase, check: command(.check))
            parts = (.openStatus(day: phrase), .checkWith(command: command(.check)))
        }
        let text = presentation.language.text(whole)
        if DisplayWidth.of(text) <= presentation.width { return [text] }
        guard let (state, next) = parts else { return presentation.lines(whole) }
        return presentation.lines(state) + presentation.lines(next)
    }

    /// Which mark means what, in grey: for habits whose marks are more than done and not done.
    static func legend(_ presentation: Presentation) -> String {
        let message = Message.legend(
            done: DayMark.done, skipped: DayMark.skipped, paused: DayMark.paused, notDue: DayMark.notDue,
            missed: DayMark.missed)
        return presentation.style.grey(DisplayWidth.truncated(presentation.language.text(message), to: presentation.width))
    }
}
