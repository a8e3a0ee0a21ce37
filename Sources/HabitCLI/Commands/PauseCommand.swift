import HabitCore

/// `habit pause NAME [--from DAY] [--until DAY]`: excuses every day from `--from` (today) through
/// `--until` (without end). Pauses may lie in the past or up to a year ahead, and merge with the
/// pauses they overlap.
struct PauseCommand: DeclaredCommand {
    /// `--from DAY`: the first day of the pause.
    static let from = Option<DateArgument>(.from, .day)
    /// `--until DAY`: the last day of the pause.
    static let until = Option<DateArgument>(.until, .day)

    /// The declaration: its name, arguments and options.
    static let spec = CommandSpec(PauseCommand.self, .pause, arguments: [.name], options: [from, until], changesData: true)

    let name: String
    /// `--from`; today when `nil`.
    let from: DateArgument?
    /// `--until`; no end when `nil`.
    let until: DateArgument?

    /// The command with these values.
    init(name: String, from: DateArgument?, until: DateArgument?) {
        self.name = name
        self.from = from
        self.until = until
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput) throws(UsageError) {
        name = input.arguments[0]
        from = try input.value(Self.from)
        until = try input.value(Self.until)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let today = context.today
        let first = from?.resolve(today: today) ?? today
        let last = until?.resolve(today: today)
        let (habit, changed) = try context.update { habits throws(HabitError) in
            var habit = try habits.find(name)
            let changed = try habit.pause(from: first, through: last, today: today)
            habits.update(habit)
            return (habit, changed)
        }
        let message: Message =
            changed
            ? .paused(name: habit.name, from: first, until: last, resume: commandLine(.resume, habit.name))
            : .alreadyPaused(name: habit.name)
        return Output(stdout: context.presentation.paragraph(message))
    }
}
