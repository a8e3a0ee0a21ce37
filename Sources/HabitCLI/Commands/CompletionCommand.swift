import HabitCore

/// `habit completion SHELL`: the completion script, with descriptions in the user's language
/// where the shell shows them.
struct CompletionCommand: DeclaredCommand {
    /// The declaration: its name, arguments and options.
    static let spec = CommandSpec(
        CompletionCommand.self, .completion, arguments: [ArgumentSpec(placeholder: .shell, kind: .shell)],
        needsToday: false)

    let shell: Shell

    /// The command with these values.
    init(shell: Shell) {
        self.shell = shell
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput) throws(UsageError) {
        let typed = input.arguments[0]
        guard let shell = Shell(rawValue: typed.lowercased()) else {
            let suggestion = nearest(to: typed.lowercased(), among: Shell.allCases.map(\.rawValue))
            throw .unknownShell(typed, suggestion: suggestion)
        }
        self.shell = shell
    }

    func run(in context: CommandContext) -> Output {
        Output(stdout: CompletionScript.render(for: shell, language: context.language))
    }
}
