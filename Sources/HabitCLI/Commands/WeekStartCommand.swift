import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit week-start [DAY]`: the day the data file's weeks start on, which every weekly count
/// of the file follows (K times a week, weekly goals, `stats --by week`, the calendar, the grid,
/// the report), for everyone who reads the file; with `DAY` (`monday`, `sunday`, `saturday`,
/// `friday`), changes it, as one change `habit undo` takes back.
struct WeekStartCommand: DeclaredCommand {
    /// The declaration: its name and arguments; it takes no options of its own.
    static let spec = CommandSpec(
        WeekStartCommand.self, .weekStart, arguments: [ArgumentSpec(placeholder: .day, kind: .weekStart, isOptional: true)],
        changesData: true)

    /// The day asked for; `nil` shows the file's.
    let day: Weekday?

    /// The command with this value.
    init(day: Weekday?) {
        self.day = day
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<NoOptions>) throws(UsageError) {
        guard let typed = input.arguments.first else {
            day = nil
            return
        }
        guard let day = ConfigFile.weekStart(typed.trimmingWhitespace()) else { throw .unknownWeekStart(typed) }
        self.day = day
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        guard let day else {
            return Output(stdout: context.presentation.paragraph(ViewMessage.dataFileWeek(try context.load().weekStart)))
        }
        let changed = try context.change { habits throws(Failure) in
            guard habits.weekStart != day || !habits.weekStartStated else { return false }
            let was = habits.weekStart
            habits.weekStart = day
            habits.weekStartStated = true
            return was != day
        }
        let message: ChangeMessage = changed ? .weekStartChanged(day) : .weekStartUnchanged(day)
        return Output(stdout: context.presentation.paragraph(message))
    }
}
