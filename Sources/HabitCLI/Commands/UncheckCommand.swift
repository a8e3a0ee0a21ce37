import HabitCore
import HabitStore
import HabitSystem

/// `habit uncheck NAME… [--date DAY]`: marks every named habit not done on one day, as
/// ``CheckCommand`` does with `isDone` false.
struct UncheckCommand: DeclaredCommand {
    /// The declaration: its name, arguments and options.
    static let spec = CommandSpec(
        UncheckCommand.self, .uncheck, arguments: [.names], options: [Options.date], changesData: true)

    let names: [String]
    /// `--date`; today when `nil`.
    let date: DateArgument?

    /// The command with these values.
    init(names: [String], date: DateArgument?) {
        self.names = names
        self.date = date
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput) throws(UsageError) {
        names = input.arguments
        date = try input.value(Options.date)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        try CheckCommand(names: names, date: date, isDone: false).run(in: context)
    }
}
