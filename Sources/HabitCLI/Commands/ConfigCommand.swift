import HabitCore

/// `habit config`: the effective settings and where each came from, then where the config file
/// is.
struct ConfigCommand: DeclaredCommand {
    /// The declaration: its name, arguments and options.
    static let spec = CommandSpec(ConfigCommand.self, .config)

    /// The command with these values.
    init() {}

    /// The command as the command line asks for it.
    init(_ input: CommandInput) throws(UsageError) {}

    func run(in context: CommandContext) -> Output {
        var output = Output()
        let delivery = ReminderDelivery(
            environment: context.environment, remindCommand: context.settings.remindCommand,
            timeout: Double(context.settings.remindTimeout))
        let lines = ConfigView.render(
            context.settings, configPath: context.configPath, fileExists: context.configFile != nil,
            standardVia: delivery.standardVia(), language: context.language)
        lines.forEach { output.print($0) }
        return output
    }
}
