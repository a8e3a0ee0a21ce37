import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit uncheck NAME… [--date DAY]`: marks every named habit not done on one day, as
/// ``CheckCommand`` does with `isDone` false.
struct UncheckCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        @Declare var date = Options.date
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(UncheckCommand.self, .uncheck, arguments: [.names], changesData: true)

    let names: [String]
    /// `--date`; today when `nil`.
    let date: DateArgument?

    /// The command with these values.
    init(names: [String], date: DateArgument?) {
        self.names = names
        self.date = date
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        names = input.arguments
        date = try input.value(\.date)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        try CheckCommand(names: names, date: date, isDone: false).run(in: context)
    }
}
