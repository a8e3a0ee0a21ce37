import HabitCore

/// `habit undo`: restores the habits as they were before the last change and says what that
/// took back. Undo swaps the data file and its backup, so running it again redoes the change.
struct UndoCommand: DeclaredCommand {
    /// The declaration: its name, arguments and options.
    static let spec = CommandSpec(UndoCommand.self, .undo, changesData: true)

    /// The command with these values.
    init() {}

    /// The command as the command line asks for it.
    init(_ input: CommandInput) throws(UsageError) {}

    /// Undoes the last change (or redoes it, when the last change was an undo): a line for each
    /// change to a habit, then a line saying that undo again reverses it.
    func run(in context: CommandContext) throws(Failure) -> Output {
        let (undo, now) = try context.withStore { store throws(StoreError) in (try store.undo(), store.now) }
        let today = context.today
        var ago: Elapsed?
        if let changedAt = undo.record.changedAt, let now {
            ago = Elapsed(from: changedAt, to: now)
        }
        let redo = undo.record.change == .undo
        let presentation = context.presentation
        var lines = HabitChange.between(undo.replaced, undo.restored).flatMap { change in
            presentation.lines(.undone(change, today: today, ago: ago, redo: redo))
        }
        if lines.isEmpty {
            // The same habits in another order: there is nothing else to name.
            lines = presentation.lines(.undoneOrder(ago: ago, redo: redo))
        }
        lines += presentation.lines(.undoAgain(redo: redo))
        return Output(stdout: lines.map { $0 + "\n" }.joined())
    }
}
