import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit grid [--days N] [--archived] [--json] [--tag TAGS]`: every habit that is not archived (with
/// `--archived`: every one that is) as one row of the last N days, today last, with its streak.
struct GridCommand: DeclaredCommand {
    /// The number of days `--days` accepts.
    static let dayRange = 1...31
    /// The days shown without `--days`.
    static let defaultDays = 7

    /// Its options, in the order help lists them.
    struct Declared: TagOptions {
        /// `--days N`: how many days, today the last.
        @Declare var days = Option<Int>(
            .days, .count(.count, in: dayRange) { .report(.badGridDays($0, range: dayRange)) })
        @Declare var archived = Options.archived
        @Declare var json = Options.json
        @Declare var tag = Options.tag
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(GridCommand.self, .grid)

    /// How many days each row shows.
    let dayCount: Int
    /// `--archived`: the archived habits instead of the others.
    let archived: Bool
    /// `--json`: the days as JSON.
    let json: Bool
    /// `--tag`: only the habits with any of these tags.
    var tagFilter = TagFilter()

    /// The command with these values.
    init(days: Int = GridCommand.defaultDays, archived: Bool = false, json: Bool = false) {
        dayCount = days
        self.archived = archived
        self.json = json
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        dayCount = try input.value(\.days) ?? Self.defaultDays
        archived = input.isSet(\.archived)
        json = input.isSet(\.json)
        tagFilter = try TagFilter(input)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let collection = try context.load()
        let shown = try tagFilter.apply(to: archived ? collection.archived : collection.active, of: collection)
        var output = Output()
        if json {
            output.print(GridView.json(shown, days: dayCount, today: context.today))
        } else if shown.isEmpty, !tagFilter.isEmpty {
            output.stdout += context.presentation.paragraph(.noHabitWithTags(tagFilter.spelled(in: collection)))
        } else if archived, shown.isEmpty {
            output.stdout += context.presentation.paragraph(.noArchivedHabits)
        } else if shown.isEmpty, !collection.habits.isEmpty {
            output.stdout += context.presentation.paragraph(
                .allArchived(count: collection.habits.count, command: "habit grid --archived"))
        } else if shown.isEmpty {
            ListView.render([], today: context.today, presentation: context.presentation).forEach { output.print($0) }
        } else {
            GridView.render(shown, days: dayCount, today: context.today, presentation: context.presentation)
                .forEach { output.print($0) }
        }
        return output
    }
}
