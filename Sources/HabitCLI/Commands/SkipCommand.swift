import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit skip NAME… [--date DAY] [--note TEXT]`: marks the day as excused (a rest or sick day)
/// for every named habit, all or none: every name is found before anything changes. A done day
/// becomes skipped and loses its amount; a future day is refused, as by `check`.
struct SkipCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        @Declare var date = Options.date
        @Declare var note = Options.note
        @Declare var all = HabitSelection.allOption
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(SkipCommand.self, .skip, arguments: [.namesOrAll], changesData: true)

    /// The habits named, or every one.
    let habits: HabitSelection
    /// `--date`; today when `nil`.
    let date: DateArgument?
    /// `--note`: the day's note (why it was skipped), set along with the skip.
    var note: String? = nil

    /// The command with these values.
    init(habits: HabitSelection, date: DateArgument?, note: String? = nil) {
        self.habits = habits
        self.date = date
        self.note = note
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        habits = try HabitSelection(input, all: \.all)
        date = try input.value(\.date)
        note = try input.value(\.note)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let today = context.today
        let day = try context.day(date, for: .change)
        let results = try context.changeEach(habits, groups: .notDone(on: day, checking: false)) { habit throws(Failure) in
            let changed: Bool
            do throws(HabitError) {
                changed = try habit.skip(on: day, today: today)
            } catch {
                throw .habit(error)
            }
            if let note { try DayNote.set(note, on: &habit, day: day, today: today) }
            return changed
        }
        let phrase = DayPhrase(day, today: today)
        var output = Output()
        for (habit, changed) in results {
            let message: ChangeMessage =
                changed
                ? .skipped(name: habit.name, day: phrase, streak: StreakCount(currentOf: habit, asOf: today))
                : .alreadySkipped(name: habit.name, day: phrase)
            output.stdout +=
                context.presentation.paragraph(message) + DayNote.confirmation(note, for: habit, on: day, in: context)
                + ArchivedNotice.line(for: habit, in: context)
        }
        return output
    }
}
