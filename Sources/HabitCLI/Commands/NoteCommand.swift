import HabitCore

/// `habit note NAME TEXT [--date DAY]`: sets the day's note (one line of at most 500
/// characters); an empty TEXT removes it. Any day up to today may have a note, done or not.
struct NoteCommand {
    let name: String
    let text: String
    /// `--date`; today when `nil`.
    let date: DateArgument?

    func run(in context: CommandContext) throws(Failure) -> Output {
        let today = context.today
        let day = try context.day(date, for: .change)
        let (habit, changed) = try context.change { habits throws(Failure) in
            var habit = try context.find(name, in: habits)
            let changed = try DayNote.set(text, on: &habit, day: day, today: today)
            habits.update(habit)
            return (habit, changed)
        }
        let phrase = DayPhrase(day, today: today)
        let hasNote = habit.note(on: day) != nil
        let message: Message =
            changed
            ? .noteSaved(name: habit.name, day: phrase, removed: !hasNote)
            : .noteUnchanged(name: habit.name, day: phrase, hasNote: hasNote)
        return Output(stdout: context.presentation.paragraph(message))
    }
}
