import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit toggle NAME… [--date DAY]`: flips each habit named on one day, in one change, checking
/// it as `check` does or unchecking it as `uncheck` does (see ``Habit/toggleChecks(on:)``: a
/// limit habit is checked when nothing is recorded, so 0 is recorded, and unchecked otherwise, so
/// the amount is cleared); as `check`, it refuses to check a habit with a weekly goal.
struct ToggleCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        @Declare var date = Options.date
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(ToggleCommand.self, .toggle, arguments: [.names], changesData: true)

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
        let today = context.today
        let day = try context.day(date, for: .change)
        // One group alone (the TUI's Space): `check GROUP` while its day is not done, else `uncheck GROUP`.
        if let judged = try? context.load(), let targets = try? HabitSelection.named(names).habits(in: judged),
            targets.count == 1, let group = targets.first, group.isGroup
        {
            return try CheckCommand(names: names, date: date, isDone: !group.isDone(on: day)).run(in: context)
        }
        var before: [(habit: Habit, isDone: Bool)] = []
        let results = try context.changeEach(.named(names)) { habit throws(Failure) in
            let isDone = habit.toggleChecks(on: day)
            before.append((habit, isDone))
            return try CheckCommand.mark(&habit, isDone: isDone, on: day, today: today)
        }
        var output = Output()
        for ((habit, changed), (old, isDone)) in zip(results, before) {
            let message = CheckCommand.message(from: old, to: habit, isDone: isDone, changed: changed, on: day, today: today)
            output.stdout += context.presentation.paragraph(message)
        }
        return output
    }
}
