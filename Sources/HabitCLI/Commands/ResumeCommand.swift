import HabitCore

/// `habit resume NAME`: ends the pause that covers today at yesterday (removing it if it began
/// today) and removes pauses planned for later days: the habit is due again from today.
struct ResumeCommand: DeclaredCommand {
    /// The declaration: its name, arguments and options.
    static let spec = CommandSpec(ResumeCommand.self, .resume, arguments: [.name], changesData: true)

    let name: String

    /// The command with these values.
    init(name: String) {
        self.name = name
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput) throws(UsageError) {
        name = input.arguments[0]
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let (habit, changed) = try context.update { habits throws(HabitError) in
            var habit = try habits.find(name)
            let changed = habit.resume(today: context.today)
            habits.update(habit)
            return (habit, changed)
        }
        let message: Message = changed ? .resumed(name: habit.name) : .notPaused(name: habit.name)
        return Output(stdout: context.presentation.paragraph(message))
    }
}
