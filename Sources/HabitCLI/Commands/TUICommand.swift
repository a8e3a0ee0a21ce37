import HabitCore
import HabitStore
import HabitSystem

/// `habit tui`: the list and each habit full screen in the terminal, worked with single keys
/// (see docs/tui.md and ``TUIState/after(_:)``). Refuses when standard input or output is not
/// a terminal. Every change is the one `habit toggle` or `habit undo` makes, through the same
/// store, lock and history.
struct TUICommand: DeclaredCommand {
    /// The declaration: its name, without arguments or options.
    static let spec = CommandSpec(TUICommand.self, .tui, changesData: true)

    /// The command.
    init() {}

    /// The command as the command line asks for it.
    init(_ input: CommandInput<NoOptions>) throws(UsageError) {}

    func run(in context: CommandContext) throws(Failure) -> Output {
        guard Platform.isTerminal(STDIN_FILENO), Platform.isTerminal(STDOUT_FILENO) else {
            throw .command(.tuiNeedsTerminal)
        }
        let collection = try context.load()
        var session = TUISession(context: context, state: TUIState.listing(collection, today: context.today))
        session.run()
        return Output()
    }
}
