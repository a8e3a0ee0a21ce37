import HabitCore
import HabitStore
import HabitSystem
import HabitText

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
        var state = TUIState.listing(collection, today: context.today)
        // The config file's keys; a line that could not be taken is said in the status line.
        let (keys, problems) = TUIKeyMap.make(context.configFile?.keys ?? [])
        state.keys = keys
        state.status = problems.first.map { context.language.text(Self.sentence($0, in: context)) }
        var session = TUISession(context: context, state: state)
        session.run()
        return Output()
    }

    /// The sentence for a `key.ACTION` line of the config file that could not be taken.
    static func sentence(_ problem: TUIKeyMap.Problem, in context: CommandContext) -> TUIMessage {
        .keyProblem(problem, path: context.language.quoted(path: context.configPath ?? ""))
    }
}
