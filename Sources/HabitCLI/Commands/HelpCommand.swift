import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit help [COMMAND]` and `--help`: the overview, or one command's usage and options.
struct HelpCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        /// `--man`: the manual page, as roff.
        @Declare var man = Option<Bool>(.man, .flag)
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(
        HelpCommand.self, .help, arguments: [ArgumentSpec(placeholder: .command, kind: .command, isOptional: true)],
        needsToday: false)

    /// The command asked about; the overview when `nil`.
    let topic: CommandName?
    /// Whether the manual page is asked for (`habit help --man`).
    var manual = false

    /// The command with these values.
    init(topic: CommandName?, manual: Bool = false) {
        self.topic = topic
        self.manual = manual
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        manual = input.isSet(\.man)
        if manual { try input.expectArguments(0...0) }
        guard let typed = input.arguments.first else {
            topic = nil
            return
        }
        guard let spec = CommandTable.spec(named: typed.lowercased()) else {
            let suggestion = nearest(to: typed.lowercased(), among: CommandTable.commands.map(\.name.rawValue))
            throw .unknownHelpTopic(typed, suggestion: suggestion)
        }
        topic = spec.name
    }

    func run(in context: CommandContext) -> Output {
        if manual { return Output(stdout: ManPage.render()) }
        let language = context.language
        let width = context.presentation.width
        let lines =
            topic.map { HelpView.command($0, language: language, width: width) }
            ?? HelpView.overview(language: language, width: width)
        return Output(stdout: lines.map { $0 + "\n" }.joined())
    }
}
