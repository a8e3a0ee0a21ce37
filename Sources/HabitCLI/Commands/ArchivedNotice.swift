import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// The line after a check, log or skip of an archived habit: the day is recorded, and the habit
/// stays archived until `habit unarchive` brings it back.
enum ArchivedNotice {
    /// The line for `habit`, empty when it is not archived.
    static func line(for habit: Habit, in context: CommandContext) -> String {
        guard habit.isArchived else { return "" }
        return context.presentation.paragraph(
            .changedWhileArchived(name: habit.name, unarchive: commandLine(.unarchive, habit.name)))
    }
}
