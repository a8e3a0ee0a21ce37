import HabitCore

/// `habit toggle NAME [--date DAY]`: flips one habit on one day, checking it as `check` does or
/// unchecking it as `uncheck` does (see ``Habit/toggleChecks(on:)``: a limit habit is checked
/// when nothing is recorded, so 0 is recorded, and unchecked otherwise, so the amount is
/// cleared); as `check`, it refuses to check a habit with a weekly goal.
struct ToggleCommand: DeclaredCommand {
    /// The declaration: its name, arguments and options.
    static let spec = CommandSpec(ToggleCommand.self, .toggle, arguments: [.name], options: [Options.date], changesData: true)

    let name: String
    /// `--date`; today when `nil`.
    let date: DateArgument?

    /// The command with these values.
    init(name: String, date: DateArgument?) {
        self.name = name
        self.date = date
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput) throws(UsageError) {
        name = input.arguments[0]
        date = try input.value(Options.date)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let today = context.today
        let day = try context.day(date, for: .change)
        let (old, habit, isDone, changed) = try context.change { habits throws(Failure) in
            var habit = try context.find(name, in: habits)
            let old = habit
            let isDone = habit.toggleChecks(on: day)
            let changed = try CheckCommand.mark(&habit, isDone: isDone, on: day, today: today)
            habits.update(habit)
            return (old, habit, isDone, changed)
        }
        let message = CheckCommand.message(from: old, to: habit, isDone: isDone, changed: changed, on: day, today: today)
        return Output(stdout: context.presentation.paragraph(message))
    }
}
