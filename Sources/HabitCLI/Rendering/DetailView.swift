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
        let streak = StreakCount(currentOf: habit, asOf: day)
        let record =
            habit.longestStreak(through: day).map {
                language.text(.record(length: StreakCount($0.length, $0.unit), first: $0.first, last: $0.last))
            } ?? language.text(.noRecordYet)
        let nameRoom = max(1, presentation.width - DisplayWidth.of(habit.icon) - 1)
        let title = habit.icon + " " + DisplayWidth.truncated(habit.name, to: nameRoom)
        var lines = [style.bold(style.paint(title, habit.color))]
        lines += fitted(language.text(.daysInARow(streak)) + " · " + record, width: presentation.width)
        if habit.schedule != .daily {
            let schedule =
                language.text(.schedule(.scheduleLabel)) + " " + language.text(.schedule(.scheduleWords(habit.schedule)))
            lines += fitted(schedule, width: presentation.width)
        }
        lines += ["", language.text(.lastSevenDays)]
        lines += WeekRow.render(habit.lastDays(7, endingAt: day), color: habit.color, presentation: presentation)
        if DayMark.needsLegend(habit) { lines.append(legend(presentation)) }
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
        } else if habit.isSkipped(on: today) {
            hint = language.text(.schedule(.skippedToday(check: commandLine(.check, habit.name))))
        } else if habit.isPaused(on: today) {
            hint = language.text(.schedule(.pausedToday(resume: commandLine(.resume, habit.name))))
        } else if !habit.isDue(on: today) {
            hint = language.text(.schedule(.notDueToday(check: commandLine(.check, habit.name))))
        } else {
            hint = language.text(.openToday(check: commandLine(.check, habit.name)))
        }
        return lines + fitted(hint, width: presentation.width)
    }

    /// Which mark means what, in grey: for habits whose marks are more than done and not done.
    static func legend(_ presentation: Presentation) -> String {
        let message = ScheduleMessage.legend(
            done: DayMark.done, skipped: DayMark.skipped, paused: DayMark.paused, notDue: DayMark.notDue,
            missed: DayMark.missed)
        return presentation.style.grey(
            DisplayWidth.truncated(presentation.language.text(.schedule(message)), to: presentation.width))
    }

    /// `line` as it is when it fits `width`, else broken into its " · " parts, one per line.
    static func fitted(_ line: String, width: Int) -> [String] {
        guard DisplayWidth.of(line) > width else { return [line] }
        return line.split(separator: " · ", omittingEmptySubsequences: false).map(String.init)
    }
}
