import HabitCore

/// `habit rename NAME NEW-NAME`.
struct RenameCommand {
    let name: String
    let newName: String

    func run(in context: CommandContext) throws(Failure) -> Output {
        let (habit, new) = try context.update(habitNamed: name) { habit, habits throws(HabitError) in
            try habits.rename(habit.id, to: newName)
        }
        let message: ChangeMessage = habit.name == new ? .nameUnchanged(name: new) : .renamed(from: habit.name, to: new)
        return Output(stdout: context.presentation.paragraph(message))
    }
}
