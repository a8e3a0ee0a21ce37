extension Runner {
    /// `habit completion SHELL`: the completion script, with descriptions in the user's
    /// language where the shell shows them.
    func completion(for shell: Shell) -> Output {
        Output(stdout: CompletionScript.render(for: shell, language: presentation.language))
    }
}
