import HabitCore

/// `habit unarchive NAME`: an archived habit back in the daily views, as ``ArchiveCommand`` does
/// with `archived` false.
struct UnarchiveCommand: DeclaredCommand {
    /// The declaration: its name, arguments and options.
    static let spec = CommandSpec(UnarchiveCommand.self, .unarchive, arguments: [.archivedName], changesData: true)

    /// The habit as typed.
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
        try ArchiveCommand(name: name, archived: false).run(in: context)
    }
}
