import HabitCore

/// What `habit add` uses when no icon or colour is given.
enum Defaults {
    /// The icon of a new habit.
    static let icon = "✅"

    /// The colour of the next new habit: the palette in turn, so habits added one after
    /// another look different.
    static func color(existingHabits count: Int) -> HabitColor {
        let palette: [HabitColor] = [.purple, .blue, .green, .orange, .pink, .teal, .red, .indigo, .yellow, .mint, .cyan, .brown]
        return palette[count % palette.count]
    }
}
