import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// A day's note as `habit note` and `--note TEXT` on `check`, `log` and `skip` set it.
enum DayNote {
    /// Makes `text` `habit`'s note on `day` (an empty text removes it); returns whether that
    /// changed anything.
    ///
    /// - Throws: ``Failure/usage(_:)`` for a note with a control character or too long.
    @discardableResult
    static func set(_ text: String, on habit: inout Habit, day: Day, today: Day) throws(Failure) -> Bool {
        do {
            return try habit.setNote(text, on: day, today: today)
        } catch {
            throw .usage(.amount(error))
        }
    }

    /// The line that confirms a `--note` given with another change; empty when none was given.
    static func confirmation(_ text: String?, for habit: Habit, on day: Day, in context: CommandContext) -> String {
        guard text != nil else { return "" }
        let message = ChangeMessage.noteSaved(
            name: habit.name, day: DayPhrase(day, today: context.today), removed: habit.note(on: day) == nil)
        return context.presentation.paragraph(message)
    }
}
