import HabitCore

/// `habit rename NAME NEW-NAME`.
struct RenameCommand {
    let name: String
    let newName: String

    func run(in context: CommandContext) throws(Failure) -> Output {
        let (old, new) = try context.update { habits throws(HabitError) in
            let habit = try habits.find(name)
            return (habit.name, try habits.rename(habit.id, to: newName))
        }
        let message: Message = old == new ? .nameUnchanged(name: old) : .renamed(from: old, to: new)
        return Output(stdout: context.presentation.paragraph(message))
    }
}
