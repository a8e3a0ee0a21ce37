import HabitCore

/// `habit help [COMMAND]` and `--help`: the overview, or one command's usage and options.
struct HelpCommand {
    /// The command asked about; the overview when `nil`.
    let topic: CommandName?

    func run(in context: CommandContext) -> Output {
        let language = context.language
        let width = context.presentation.width
        let lines =
            topic.map { HelpView.command($0, language: language, width: width) }
            ?? HelpView.overview(language: language, width: width)
        return Output(stdout: lines.map { $0 + "\n" }.joined())
    }
}
