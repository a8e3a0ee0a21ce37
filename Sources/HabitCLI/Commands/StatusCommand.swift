import HabitCore

/// `habit status NAME [--date DAY] [--quiet]`: whether one habit was done on a day (today when
/// none is given). The exit code answers: 0 done, 1 not done. A limit habit is kept (0) while
/// the day's total is within the limit, nothing recorded counting as 0, and says which; a habit
/// with a weekly goal is done once its week's sum through the day reaches the goal.
struct StatusCommand: DeclaredCommand {
    /// The declaration: its name, arguments and options.
    static let spec = CommandSpec(StatusCommand.self, .status, arguments: [.name], options: [Options.date, Options.quiet])

    let name: String
    /// `--date`; today when `nil`.
    let date: DateArgument?
    /// `--quiet`: nothing printed, only the exit code.
    let quiet: Bool

    /// The command with these values.
    init(name: String, date: DateArgument?, quiet: Bool) {
        self.name = name
        self.date = date
        self.quiet = quiet
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput) throws(UsageError) {
        name = input.arguments[0]
        date = try input.value(Options.date)
        quiet = input.isSet(Options.quiet)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let day = try context.day(date, for: .query)
        let habit = try context.find(name, in: try context.load())
        let isLimit = habit.goal?.kind == .atMost
        let isDone = isLimit ? !habit.isOverLimit(on: day) : habit.reachesGoal(on: day)
        var output = Output()
        if !quiet {
            let phrase = DayPhrase(day, today: context.today)
            let message: ViewMessage
            if isLimit, let goal = habit.goal {
                let total = habit.amount(on: day) ?? .zero
                message =
                    isDone
                    ? .statusWithinLimit(name: habit.name, day: phrase, total: total, goal: goal)
                    : .statusOverLimit(name: habit.name, day: phrase, total: total, goal: goal)
            } else if isDone {
                message = .statusDone(name: habit.name, day: phrase)
            } else if let goal = habit.goal {
                let thisWeek = day.startOfWeek(startingOn: .monday) == context.today.startOfWeek(startingOn: .monday)
                let progress = AmountProgress(total: habit.measuredTotal(on: day), goal: goal, thisWeek: thisWeek)
                message = .statusProgress(name: habit.name, day: phrase, progress: progress)
            } else {
                message = .statusOpen(name: habit.name, day: phrase)
            }
            output.stdout += context.presentation.paragraph(message)
        }
        output.exitCode = isDone ? .success : .no
        return output
    }
}
