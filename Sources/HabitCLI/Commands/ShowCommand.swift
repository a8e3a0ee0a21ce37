import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit show [NAME] [--weeks N] [--notes] [--json] [--as-of DAY]`: the detail view of one
/// habit, or of every habit one after another, with the calendar grid below it when `--weeks`
/// asks for it or, by default, on a terminal wide enough; every note with `--notes`, else the
/// last few.
///
/// As of a past day, everything is taken on that day; a habit created after it is an error
/// when named and left out otherwise.
struct ShowCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        /// `-w`, `--weeks N`: the weeks of the calendar.
        @Declare var weeks = Option<Int>(
            .weeks, short: "w", .count(.count, in: ViewOptions.weekRange) { .badWeeks($0, range: ViewOptions.weekRange) })
        /// `--notes`: every note, not only the last few.
        @Declare var notes = Option<Bool>(.notes, .flag)
        @Declare var json = Options.json
        @Declare var asOf = Options.asOf
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(ShowCommand.self, .show, arguments: [.optionalName])

    /// The habit as typed; every habit when `nil`.
    let name: String?
    /// `--weeks`, `--notes`, `--json` and `--as-of`.
    let options: ViewOptions
    /// For `habit NAME`, where NAME named no command: the unknown command to report unless NAME
    /// is a habit (or when the data file cannot be read), before anything else.
    var unlessAHabit: UsageError?

    /// The command with these values.
    init(name: String?, options: ViewOptions = ViewOptions()) {
        self.name = name
        self.options = options
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        name = input.arguments.first
        options = ViewOptions(
            json: input.isSet(\.json), asOf: try input.value(\.asOf), weeks: try input.value(\.weeks),
            notes: input.isSet(\.notes))
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        var habits: HabitCollection?
        if let unknown = unlessAHabit {
            guard let name, let collection = try? context.load(), (try? collection.find(name)) != nil else {
                throw .usage(unknown)
            }
            habits = collection
        }
        let day = try context.day(options.asOf, for: .query)
        let collection: HabitCollection
        if let habits { collection = habits } else { collection = try context.load() }
        var output = Output()
        if let name {
            let habit = try context.find(name, in: collection)
            guard options.asOf == nil || habit.start <= day else {
                throw .command(.notCreatedYet(name: habit.name, created: habit.start, asOf: day))
            }
            if options.json {
                output.print(JSONView.habit(habit, of: collection, on: day, today: context.today))
            } else {
                detail(habit, on: day, in: context, members: collection.members(of: habit)).forEach { output.print($0) }
            }
            return output
        }
        let existing = collection.active.filter { options.asOf == nil || $0.start <= day }
        if options.json {
            output.print(JSONView.habits(existing, of: collection, on: day, today: context.today))
        } else if existing.isEmpty, !collection.archived.isEmpty, collection.active.isEmpty {
            output.stdout += context.presentation.paragraph(
                .allArchived(count: collection.archived.count, command: "habit list --archived"))
        } else if existing.isEmpty, !collection.habits.isEmpty {
            output.stdout += context.presentation.paragraph(.noHabitsOn(day: day))
        } else if existing.isEmpty {
            ListView.render([], today: context.today, presentation: context.presentation, asOf: day).forEach { output.print($0) }
        } else {
            for (index, habit) in existing.enumerated() {
                if index > 0 { output.print() }
                detail(habit, on: day, in: context, members: collection.members(of: habit)).forEach { output.print($0) }
            }
        }
        return output
    }

    /// The detail view of `habit` as of `day`, with the calendar grid below it.
    private func detail(_ habit: Habit, on day: Day, in context: CommandContext, members: [Habit]) -> [String] {
        let presentation = context.presentation
        let grid = options.weeks != nil || presentation.isTerminal
        return DetailView.render(
            habit, today: context.today, presentation: presentation, asOf: day, allNotes: options.notes, calendar: grid,
            weeks: options.weeks, members: members)
    }
}
