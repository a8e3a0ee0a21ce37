/// `habit config`: the effective settings and where each came from, then where the config file
/// is.
struct ConfigCommand {
    func run(in context: CommandContext) -> Output {
        var output = Output()
        let lines = ConfigView.render(
            context.settings, configPath: context.configPath, fileExists: context.configFile != nil,
            language: context.language)
        lines.forEach { output.print($0) }
        return output
    }
}
