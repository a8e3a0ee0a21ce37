import HabitCore
import HabitStore
import HabitSystem
import HabitText
import HabitFormat

/// `habit undo`: takes back the last change in effect and says what that took back. Run
/// again, it steps back through the history of the last 50 changes, one per run; `habit redo`
/// steps forward again. A store without a history (written by an older `habit`) swaps the data
/// file and its backup instead, so running it again redoes the change.
struct UndoCommand: DeclaredCommand {
    /// The declaration: its name and arguments; it takes no options of its own.
    static let spec = CommandSpec(UndoCommand.self, .undo, changesData: true)

    /// The command with these values.
    init() {}

    /// The command as the command line asks for it.
    init(_ input: CommandInput<NoOptions>) throws(UsageError) {}

    /// Undoes the last change: a line for each change to a habit, then a line saying what
    /// `habit redo` or `habit undo` would do next.
    func run(in context: CommandContext) throws(Failure) -> Output {
        let (undo, now) = try context.withStore { store throws(StoreError) in (try store.undo(), store.now) }
        return Self.report(undo, in: context, now: now)
    }

    /// What an undo or redo says: a line for each change to a habit (how long ago the change
    /// was made, when `now` and its time are known), then what running undo or redo next does.
    static func report(_ undo: HabitStore.Undo, in context: CommandContext, now: Date?) -> Output {
        let today = context.today
        var ago: Elapsed?
        if let changedAt = undo.record.changedAt, let now {
            ago = Elapsed(from: changedAt, to: now)
        }
        // Worded "as before the undo" when the step brings a change back.
        let redo: Bool
        let next: Message
        switch undo.step {
        case .swappedWithBackup:
            redo = undo.record.change == .undo
            next = .file(.undoAgain(redo: redo))
        case .back(let more):
            redo = false
            next = .history(.afterUndo(more: more))
        case .forward(let more):
            redo = true
            next = .history(.afterRedo(more: more))
        }
        let presentation = context.presentation
        var lines = HabitChange.between(undo.replaced, undo.restored).flatMap { change in
            presentation.lines(.undone(change, today: today, ago: ago, redo: redo))
        }
        if undo.replaced.weekStart != undo.restored.weekStart {
            lines += presentation.lines(.undoneWeekStart(undo.restored.weekStart, ago: ago, redo: redo))
        }
        if lines.isEmpty {
            // The same habits in another order: there is nothing else to name.
            lines = presentation.lines(.undoneOrder(ago: ago, redo: redo))
        }
        lines += presentation.lines(next)
        return Output(stdout: lines.map { $0 + "\n" }.joined())
    }
}
