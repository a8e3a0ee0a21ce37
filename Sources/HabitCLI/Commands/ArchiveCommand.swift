import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit archive NAME…`: each habit named out of the daily views, in one change, its history
/// kept; `habit unarchive` (``UnarchiveCommand``) brings them back.
struct ArchiveCommand: DeclaredCommand {
    /// The declaration: its name and arguments; it takes no options of its own.
    static let spec = CommandSpec(ArchiveCommand.self, .archive, arguments: [.names], changesData: true)

    /// The habits as typed.
    let names: [String]
    /// `true` for `archive`, `false` for `unarchive`.
    let archived: Bool

    /// The command with these values.
    init(names: [String], archived: Bool = true) {
        self.names = names
        self.archived = archived
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<NoOptions>) throws(UsageError) {
        names = input.arguments
        archived = true
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let results = try context.changeEach(.named(names), groups: .kept) { habit in
            guard habit.isArchived != archived else { return false }
            habit.isArchived = archived
            // A group leaves an archived member out from the day it was archived.
            habit.archivedOn = archived ? context.today : nil
            return true
        }
        var output = Output()
        for (habit, changed) in results {
            let message: ChangeMessage =
                switch (archived, changed) {
                case (true, true): .archived(name: habit.name, unarchive: commandLine(.unarchive, habit.name))
                case (true, false): .alreadyArchived(name: habit.name)
                case (false, true): .unarchived(name: habit.name)
                case (false, false): .notArchived(name: habit.name)
                }
            output.stdout += context.presentation.paragraph(message)
        }
        return output
    }
}
