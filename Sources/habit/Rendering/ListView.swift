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
    /// The whole list as lines of text.
    static func render(_ habits: [Habit], today: Day, presentation: Presentation) -> [String] {
        let language = presentation.language
        let style = presentation.style
        guard !habits.isEmpty else {
            return [
                language.text(.noHabitsYet),
                language.text(.addFirstHabit(command: "habit add " + language.placeholder(.name))),
            ]
        }
        let done = habits.filter { $0.isDone(on: today) }.count
        var lines = [
            style.bold(language.text(.doneTodayCount(done: done, total: habits.count))),
            ProgressBar.render(done: done, total: habits.count, width: min(24, max(4, presentation.width - 6)), style: style),
            "",
        ]
        let streaks = habits.map { $0.streak(asOf: today) }
        let badgeWidth = streaks.map { $0 > 0 ? DisplayWidth.of("🔥 \($0)") : 0 }.max() ?? 0
        // mark, space, icon (as wide as the widest, at least 2 columns), space, name, two spaces,
        // badge, and one column to spare
        let iconWidth = max(2, habits.map { DisplayWidth.of($0.icon) }.max() ?? 2)
        let room = presentation.width - iconWidth - 4 - (badgeWidth > 0 ? badgeWidth + 2 : 0)
        let nameWidth = min(max(1, room), habits.map { DisplayWidth.of($0.name) }.max() ?? 0)
        for (habit, streak) in zip(habits, streaks) {
            let mark = habit.isDone(on: today) ? style.paint("✓", habit.color) : style.grey("○")
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
