import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit status [NAME] [--date DAY] [--quiet] [--format TEMPLATE]`.
///
/// With a name: whether that habit was done on a day (today when none is given). The exit code
/// answers: 0 done, 1 not done. A limit habit is kept (0) while the day's total is within the
/// limit, nothing recorded counting as 0, and says which; a habit with a weekly goal is done
/// once its week's sum through the day reaches the goal.
///
/// Without a name: one line for a prompt or a status bar, `2/5` (done of the habits that count
/// on the day, see ``DayTally``) or what `--format` makes of the tally, nothing when nothing
/// counts; `--format waybar` prints waybar's JSON instead. The exit code: 0 when everything
/// that counts is done, 1 when something is open, as `todo` says.
struct StatusCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: TagOptions {
        @Declare var date = Options.date
        @Declare var quiet = Options.quiet
        /// `--format FORMAT`: the status line's template of placeholders, or `waybar`.
        @Declare var format = Option<StatusLineFormat>(
            .format, ValueKind(placeholder: .template) { text throws(UsageError) in try StatusLineFormat.parse(text) })
        @Declare var tag = Options.tag
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(StatusCommand.self, .status, arguments: [.optionalName])

    /// The habit asked about; `nil` for the line about every habit.
    let name: String?
    /// `--date`; today when `nil`.
    let date: DateArgument?
    /// `--quiet`: nothing printed, only the exit code.
    let quiet: Bool
    /// `--format`; the standard line when `nil`.
    let format: StatusLineFormat?
    /// `--tag`: only the habits with any of these tags.
    var tagFilter = TagFilter()

    /// The command with these values.
    init(name: String?, date: DateArgument? = nil, quiet: Bool = false, format: StatusLineFormat? = nil) {
        self.name = name
        self.date = date
        self.quiet = quiet
        self.format = format
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        name = input.arguments.first
        date = try input.value(\.date)
        quiet = input.isSet(\.quiet)
        format = try input.value(\.format)
        if let name, format != nil { throw .statusFormatWithName(name) }
        tagFilter = try TagFilter(input)
        if let name, !tagFilter.isEmpty { throw .statusTagWithName(name) }
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let day = try context.day(date, for: .query)
        guard let name else { return try line(on: day, in: context) }
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
                let thisWeek =
                    day.startOfWeek(startingOn: habit.weekStart) == context.today.startOfWeek(startingOn: habit.weekStart)
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

    /// The line about every active habit on `day`.
    private func line(on day: Day, in context: CommandContext) throws(Failure) -> Output {
        let collection = try context.load()
        let tally = DayTally(try tagFilter.apply(to: collection.active, of: collection), on: day)
        var output = Output()
        if !quiet, let line = StatusLine.render(tally, format: format ?? .standard, language: context.language) {
            output.print(line)
        }
        output.exitCode = tally.open.isEmpty ? .success : .no
        return output
    }
}
