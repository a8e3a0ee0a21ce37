import HabitStore
import HabitSystem
import HabitText
/// `habit unarchive NAME…`: archived habits back in the daily views, as ``ArchiveCommand`` does
/// with `archived` false.
struct UnarchiveCommand: DeclaredCommand {
    /// The declaration: its name and arguments; it takes no options of its own.
    static let spec = CommandSpec(
        UnarchiveCommand.self, .unarchive,
        arguments: [ArgumentSpec(placeholder: .names, kind: .archivedHabit, repeats: true)], changesData: true)

    /// The habits as typed.
    let names: [String]

    /// The command with these values.
    init(names: [String]) {
        self.names = names
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<NoOptions>) throws(UsageError) {
        names = input.arguments
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        try ArchiveCommand(names: names, archived: false).run(in: context)
    }
}
