import HabitCore

/// `habit list`: today's progress and every habit on one line.
///
/// ```
/// 2 of 3 done today
/// ████████████████░░░░░░░░  67%
///
/// ✓ 🧠 Meditieren      🔥 5
/// ○ 📚 Lesen
/// ```
enum ListView {
    /// The whole list as lines of text, as it stood on `asOf` (today when `nil`).
    static func render(_ habits: [Habit], today: Day, presentation: Presentation, asOf: Day? = nil) -> [String] {
        let day = asOf ?? today
        let language = presentation.language
        let style = presentation.style
        guard !habits.isEmpty else {
            return [
                language.text(.noHabitsYet),
                language.text(.addFirstHabit(command: "habit add " + language.placeholder(.name))),
            ]
        }
        let done = habits.filter { $0.isDone(on: day) }.count
        let headline: Message =
            day == today
            ? .doneTodayCount(done: done, total: habits.count)
            : .scripting(.doneOnDayCount(done: done, total: habits.count, day: DayPhrase(day, today: today)))
        var lines = [
            style.bold(language.text(headline)),
            ProgressBar.render(
                done: done, total: habits.count, width: min(24, max(4, presentation.width - 6)), style: style,
                language: presentation.language),
            "",
        ]
        let streaks = habits.map { $0.streak(asOf: day) }
        let badgeWidth = streaks.map { $0 > 0 ? DisplayWidth.of("🔥 \($0)") : 0 }.max() ?? 0
        // mark, space, icon (as wide as the widest, at least 2 columns), space, name, two spaces,
        // badge, and one column to spare
        let iconWidth = max(2, habits.map { DisplayWidth.of($0.icon) }.max() ?? 2)
        let room = presentation.width - iconWidth - 4 - (badgeWidth > 0 ? badgeWidth + 2 : 0)
        let nameWidth = min(max(1, room), habits.map { DisplayWidth.of($0.name) }.max() ?? 0)
        for (habit, streak) in zip(habits, streaks) {
            let mark = habit.isDone(on: day) ? style.paint("✓", habit.color) : style.grey("○")
            let icon = DisplayWidth.padded(habit.icon, to: iconWidth)
            let name = DisplayWidth.truncated(habit.name, to: nameWidth)
            var line = "\(mark) \(icon) "
            if streak > 0 {
                line += DisplayWidth.padded(name, to: nameWidth) + "  🔥 \(streak)"
            } else {
                line += name
            }
            lines.append(line)
        }
        return lines
    }
}
