import HabitCore
import HabitSystem

/// What `habit add` uses when no icon or colour is given.
public enum Defaults {
    /// The icon of a new habit.
    public static let icon = "✅"

    /// The order in which new habits get their colours (as `docs/commands.md` lists it): far
    /// apart first, so habits added one after another look different.
    public static let colorOrder: [HabitColor] = [
        .purple, .blue, .green, .orange, .pink, .teal, .red, .indigo, .yellow, .mint, .cyan, .brown,
    ]

    /// The colour of the next new habit: ``colorOrder`` in turn.
    public static func color(existingHabits count: Int) -> HabitColor {
        colorOrder[count % colorOrder.count]
    }
}
