import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit rename NAME NEW-NAME`.
struct RenameCommand: DeclaredCommand {
    /// The declaration: its name and arguments; it takes no options of its own.
    static let spec = CommandSpec(
        RenameCommand.self, .rename, arguments: [.name, ArgumentSpec(placeholder: .newName, kind: .newName)],
        changesData: true)

    let name: String
    let newName: String

    /// The command with these values.
    init(name: String, newName: String) {
        self.name = name
        self.newName = newName
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<NoOptions>) throws(UsageError) {
        name = input.arguments[0]
        newName = input.arguments[1]
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let (habit, new) = try context.change { habits throws(Failure) in
            try Failure.fromHabit { () throws(HabitError) in
                let habit = try habits.find(name)
                return (habit, try habits.rename(habit.id, to: newName))
            }
        }
        let message: ChangeMessage = habit.name == new ? .nameUnchanged(name: new) : .renamed(from: habit.name, to: new)
        return Output(stdout: context.presentation.paragraph(message))
    }
}
