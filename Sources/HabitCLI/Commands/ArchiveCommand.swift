import HabitCore

/// `habit archive NAME` and `habit unarchive NAME`: a habit out of the daily views and back,
/// its history kept either way.
struct ArchiveCommand: DeclaredCommand {
    /// The declaration: its name, arguments and options.
    static let spec = CommandSpec(ArchiveCommand.self, .archive, arguments: [.name], changesData: true)

    /// The habit as typed.
    let name: String
    /// `true` for `archive`, `false` for `unarchive`.
    let archived: Bool

    /// The command with these values.
    init(name: String, archived: Bool = true) {
        self.name = name
        self.archived = archived
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput) throws(UsageError) {
        name = input.arguments[0]
        archived = true
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let (habit, changed) = try context.update(habitNamed: name) { habit, habits in
            habits.setArchived(habit.id, archived)
        }
        let message: Message =
            switch (archived, changed) {
            case (true, true): .archived(name: habit.name, unarchive: commandLine(.unarchive, habit.name))
            case (true, false): .alreadyArchived(name: habit.name)
            case (false, true): .unarchived(name: habit.name)
            case (false, false): .notArchived(name: habit.name)
            }
        return Output(stdout: context.presentation.paragraph(message))
    }
}
