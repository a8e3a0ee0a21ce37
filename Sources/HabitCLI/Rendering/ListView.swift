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
///
/// On a narrow terminal the headline wraps at spaces; a name too long for the streak column
/// gets a line of its own with its streak below it, and only a name wider than the whole line
/// is shortened with "…".
enum ListView {
    /// The whole list as lines of text, as it stood on `asOf` (today when `nil`).
    static func render(_ habits: [Habit], today: Day, presentation: Presentation, asOf: Day? = nil) -> [String] {
        let day = asOf ?? today
        let language = presentation.language
        let style = presentation.style
        let width = presentation.width
        guard !habits.isEmpty else {
            return presentation.lines(.noHabitsYet)
                + presentation.lines(.addFirstHabit(command: "habit add " + language.text(.placeholder(.name))))
        }
        let done = habits.filter { $0.isDone(on: day) }.count
        let headline = presentation.lines(
            .doneCount(done: done, total: habits.count, day: DayPhrase(day, today: today)), indent: 0)
        var lines = headline.map(style.bold)
        lines += [
            ProgressBar.render(
                done: done, total: habits.count, width: min(24, max(4, width - 6)), style: style, language: language),
            "",
        ]
        let streaks = habits.map { $0.streak(asOf: day) }
        let badges = streaks.map { $0 > 0 ? "🔥 \($0)" : "" }
        let badgeWidth = badges.map { DisplayWidth.of($0) }.max() ?? 0
        // mark, space, icon (as wide as the widest, at least 2 columns), space, name, two spaces,
        // badge, and one column to spare
        let iconWidth = max(2, habits.map { DisplayWidth.of($0.icon) }.max() ?? 2)
        let prefixWidth = iconWidth + 3
        let usable = width - 1
        let room = usable - prefixWidth - (badgeWidth > 0 ? badgeWidth + 2 : 0)
        let nameWidth = min(max(1, room), habits.map { DisplayWidth.of($0.name) }.max() ?? 0)
        for (habit, badge) in zip(habits, badges) {
            let mark = habit.isDone(on: day) ? style.paint("✓", habit.color) : style.grey("○")
            let prefix = "\(mark) \(DisplayWidth.padded(habit.icon, to: iconWidth)) "
            let nameColumns = DisplayWidth.of(habit.name)
            if badge.isEmpty {
                lines.append(prefix + DisplayWidth.truncated(habit.name, to: max(1, usable - prefixWidth)))
            } else if nameColumns <= nameWidth || nameColumns > usable - prefixWidth {
                // A name wider than the whole line is shortened to the column, and only such a name.
                let name = DisplayWidth.truncated(habit.name, to: nameWidth)
                lines.append(prefix + DisplayWidth.padded(name, to: nameWidth) + "  " + badge)
            } else {
                // A name too long to share its line with the streak: the streak goes below it, in
                // the badge column.
                lines.append(prefix + DisplayWidth.truncated(habit.name, to: max(1, usable - prefixWidth)))
                lines.append(String(repeating: " ", count: prefixWidth + nameWidth + 2) + badge)
            }
        }
        return lines
    }
}
