import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit completion SHELL`: the completion script. The script holds no sentences: at completion
/// time it asks `habit completion SHELL --candidates commands|options:COMMAND|days` for the
/// commands, options and day words with their descriptions, in the language of the shell that
/// completes, and `habit names --matching` for names.
struct CompletionCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        @Declare var candidates = Options.candidates
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(
        CompletionCommand.self, .completion, arguments: [ArgumentSpec(placeholder: .shell, kind: .shell)],
        needsToday: false)

    let shell: Shell
    /// `--candidates`: what the script asks for instead of the script.
    var candidates: CompletionCandidates.Query? = nil

    /// The command with these values.
    init(shell: Shell, candidates: CompletionCandidates.Query? = nil) {
        self.shell = shell
        self.candidates = candidates
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        let typed = input.arguments[0]
        guard let shell = Shell(rawValue: typed.lowercased()) else {
            let suggestion = nearest(to: typed.lowercased(), among: Shell.allCases.map(\.rawValue))
            throw .unknownShell(typed, suggestion: suggestion)
        }
        self.shell = shell
        candidates = try input.value(\.candidates)
    }

    func run(in context: CommandContext) -> Output {
        guard let candidates else { return Output(stdout: CompletionScript.render(for: shell)) }
        var output = Output()
        candidates.kind.lines(for: shell, command: candidates.command, language: context.language).forEach { output.print($0) }
        return output
    }
}
