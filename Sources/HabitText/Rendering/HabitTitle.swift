import HabitCore

/// The first line of `show` and `stats`: a habit's icon and name, bold, in its colour.
public enum HabitTitle {
    /// The title line. The name is shortened with "…" only where the whole line would not fit
    /// the width, with the column `list` keeps spare, at a grapheme's edge.
    public static func line(_ habit: Habit, presentation: Presentation) -> String {
        let room = presentation.nameRoom(after: DisplayWidth.of(habit.icon) + 1)
        let title = habit.icon + " " + DisplayWidth.truncated(habit.name, to: room)
        return presentation.style.bold(presentation.style.paint(title, habit.color))
    }
}
