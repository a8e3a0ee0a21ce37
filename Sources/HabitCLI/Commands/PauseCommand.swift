import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit pause NAME… [--from DAY] [--until DAY]` and `habit pause --all`: excuses every day from
/// `--from` (today) through `--until` (without end) for each habit named, or for every habit
/// that is not archived (a holiday), in one change. Pauses may lie in the past or up to a year
/// ahead, and merge with the pauses they overlap.
struct PauseCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        /// `--from DAY`: the first day of the pause.
        @Declare var from = Option<DateArgument>(.from, .day)
        /// `--until DAY`: the last day of the pause.
        @Declare var until = Option<DateArgument>(.until, .day)
        @Declare var all = HabitSelection.allOption
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(PauseCommand.self, .pause, arguments: [.namesOrAll], changesData: true)

    /// The habits named, or every one.
    let habits: HabitSelection
    /// `--from`; today when `nil`.
    let from: DateArgument?
    /// `--until`; no end when `nil`.
    let until: DateArgument?

    /// The command with these values.
    init(habits: HabitSelection, from: DateArgument?, until: DateArgument?) {
        self.habits = habits
        self.from = from
        self.until = until
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        habits = try HabitSelection(input, all: \.all)
        from = try input.value(\.from)
        until = try input.value(\.until)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let today = context.today
        let first = try from.map(context.resolve) ?? today
        let last = try until.map(context.resolve)
        let results = try context.changeEach(habits, groups: .notDone(on: first, checking: false)) { habit throws(Failure) in
            do throws(HabitError) {
                return try habit.pause(from: first, through: last, today: today)
            } catch {
                throw .habit(error)
            }
        }
        var output = Output()
        for (habit, changed) in results {
            let message: ChangeMessage =
                changed
                ? .paused(
                    name: habit.name, days: PausedDays(from: first, until: last, resume: commandLine(.resume, habit.name)))
                : .alreadyPaused(name: habit.name)
            output.stdout += context.presentation.paragraph(message)
        }
        return output
    }
}
