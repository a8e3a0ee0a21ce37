import HabitCore

/// `habit list [--archived] [--json] [--as-of DAY]`: every habit that is not archived (with
/// `--archived`: every one that is) on one line with its streak and the last seven days, as of
/// today or of a past day, as text or as JSON.
///
/// As of a past day, the streak, the seven days and "done" are all taken on that day, and
/// habits created after it are left out.
struct ListCommand: DeclaredCommand {
    /// The declaration: its name, arguments and options.
    static let spec = CommandSpec(ListCommand.self, .list, options: [Options.json, Options.asOf, Options.archived])

    /// `--json`, `--as-of` and `--archived`.
    let options: ViewOptions

    /// The command with these values.
    init(options: ViewOptions = ViewOptions()) {
        self.options = options
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput) throws(UsageError) {
        options = ViewOptions(
            json: input.isSet(Options.json), asOf: try input.value(Options.asOf), archived: input.isSet(Options.archived))
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let day = try context.day(options.asOf, for: .query)
        let collection = try context.load()
        let shown = options.archived ? collection.archived : collection.active
        let existing = shown.filter { options.asOf == nil || $0.start <= day }
        var output = Output()
        if options.json {
            output.print(JSONView.habits(existing, of: collection, on: day))
        } else if options.archived, shown.isEmpty {
            output.stdout += context.presentation.paragraph(.noArchivedHabits)
        } else if shown.isEmpty, !collection.habits.isEmpty {
            output.stdout += context.presentation.paragraph(
                .allArchived(count: collection.habits.count, command: "habit list --archived"))
        } else if existing.isEmpty, !collection.habits.isEmpty {
            output.stdout += context.presentation.paragraph(.noHabitsOn(day: day))
        } else {
            ListView.render(existing, today: context.today, presentation: context.presentation, asOf: day)
                .forEach { output.print($0) }
        }
        return output
    }
}
