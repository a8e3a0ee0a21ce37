import HabitCore
import HabitStore
import HabitSystem
import HabitText
import HabitFormat

/// `habit redo`: brings back the change the last `habit undo` took back, and says what that
/// brought back. A new change after undoing drops what could be redone, as editors do.
struct RedoCommand: DeclaredCommand {
    /// The declaration: its name and arguments; it takes no options of its own.
    static let spec = CommandSpec(RedoCommand.self, .redo, changesData: true)

    /// The command with these values.
    init() {}

    /// The command as the command line asks for it.
    init(_ input: CommandInput<NoOptions>) throws(UsageError) {}

    /// Redoes the change last undone: a line for each change to a habit, then a line saying how
    /// to take it back again.
    func run(in context: CommandContext) throws(Failure) -> Output {
        let redo = try context.withStore { store throws(StoreError) in try store.redo() }
        return UndoCommand.report(redo, in: context, now: nil)
    }
}
