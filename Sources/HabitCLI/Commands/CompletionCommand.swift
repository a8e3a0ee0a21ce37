/// `habit completion SHELL`: the completion script, with descriptions in the user's language
/// where the shell shows them.
struct CompletionCommand {
    let shell: Shell

    func run(in context: CommandContext) -> Output {
        Output(stdout: CompletionScript.render(for: shell, language: context.language))
    }
}
