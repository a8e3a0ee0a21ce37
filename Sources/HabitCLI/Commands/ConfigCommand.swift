import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit config`: the effective settings and where each came from, then where the config file
/// is and the day the data file's weeks start on.
struct ConfigCommand: DeclaredCommand {
    /// The declaration: its name and arguments; it takes no options of its own.
    static let spec = CommandSpec(ConfigCommand.self, .config)

    /// The command with these values.
    init() {}

    /// The command as the command line asks for it.
    init(_ input: CommandInput<NoOptions>) throws(UsageError) {}

    func run(in context: CommandContext) -> Output {
        var output = Output()
        let delivery = ReminderDelivery(
            environment: context.environment, remindCommand: context.settings.remindCommand,
            timeout: Double(context.settings.remindTimeout))
        // The week of the data file, which `week-starts-on` does not change once the file is made.
        let week = (try? context.load()).map(\.weekStart)
        let lines = ConfigView.render(
            context.settings, configPath: context.configPath, fileExists: context.configFile != nil,
            standardVia: delivery.standardVia(), dataFileWeek: week, language: context.language)
        lines.forEach { output.print($0) }
        // The `key.ACTION` lines `habit tui` cannot take: each action keeps its default.
        for problem in TUIKeyMap.make(context.configFile?.keys ?? []).problems {
            output.stderr += context.language.text(TUICommand.sentence(problem, in: context)) + "\n"
        }
        return output
    }
}
