import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit list [--archived] [--json] [--as-of DAY] [--tag TAGS] [--flat]`: every habit that is
/// not archived (with `--archived`: every one that is; with `--tag`: of those, the ones with
/// any of the tags) on one line with its streak and the last seven days, as of today or of a
/// past day, as text or as JSON. When a habit has a tag, the habits are grouped under their
/// first tag, unless `--flat`.
///
/// As of a past day, the streak, the seven days and "done" are all taken on that day, and
/// habits created after it are left out.
struct ListCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: TagOptions {
        @Declare var json = Options.json
        @Declare var asOf = Options.asOf
        @Declare var archived = Options.archived
        @Declare var tag = Options.tag
        /// `--flat`: the habits in their order, without tag headings.
        @Declare var flat = Option<Bool>(.flat, .flag)
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(ListCommand.self, .list)

    /// `--json`, `--as-of` and `--archived`.
    let options: ViewOptions
    /// `--tag`: only the habits with any of these tags.
    var tagFilter = TagFilter()
    /// `--flat`: no tag headings.
    var flat = false

    /// The command with these values.
    init(options: ViewOptions = ViewOptions()) {
        self.options = options
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        options = ViewOptions(
            json: input.isSet(\.json), asOf: try input.value(\.asOf), archived: input.isSet(\.archived))
        tagFilter = try TagFilter(input)
        flat = input.isSet(\.flat)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let day = try context.day(options.asOf, for: .query)
        let collection = try context.load()
        let shown = options.archived ? collection.archived : collection.active
        let tagged = try tagFilter.apply(to: shown, of: collection)
        let existing = tagged.filter { options.asOf == nil || $0.start <= day }
        var output = Output()
        output.stderr = Self.syncNotices(collection, in: context)
        if options.json {
            output.print(JSONView.habits(existing, of: collection, on: day, today: context.today))
        } else if options.archived, shown.isEmpty {
            output.stdout += context.presentation.paragraph(.noArchivedHabits)
        } else if tagged.isEmpty, !tagFilter.isEmpty {
            output.stdout += context.presentation.paragraph(.noHabitWithTags(tagFilter.spelled(in: collection)))
        } else if shown.isEmpty, !collection.habits.isEmpty {
            output.stdout += context.presentation.paragraph(
                .allArchived(count: collection.habits.count, command: "habit list --archived"))
        } else if existing.isEmpty, !collection.habits.isEmpty {
            output.stdout += context.presentation.paragraph(.noHabitsOn(day: day))
        } else {
            ListView.render(
                existing, today: context.today, presentation: context.presentation, asOf: day, tally: !options.archived,
                headings: !flat,
                groups: Dictionary(
                    uniqueKeysWithValues: existing.compactMap { habit in
                        collection.membersToday(of: habit, on: day).map { (habit.id, $0) }
                    })
            )
            .forEach { output.print($0) }
        }
        return output
    }

    /// What `habit` and `habit list` say on standard error about keeping copies in sync: how
    /// many resolved merge conflicts wait in `collection` (see `habit conflicts`), and which
    /// conflict copies of a folder-syncing tool lie beside the data file.
    static func syncNotices(_ collection: HabitCollection, in context: CommandContext) -> String {
        var notices: [SyncMessage] = []
        if !collection.conflicts.isEmpty { notices.append(.conflictsWaiting(count: collection.conflicts.count)) }
        if let store = try? context.habitStore(), let files = try? StoreFiles.locate(store.path) {
            let copies = ConflictCopies.names(besides: files.real)
            if let first = copies.first {
                notices.append(.conflictCopiesFound(count: copies.count, first: ShownText(path: first)))
            }
        }
        return notices.map { ErrorReport.line(context.language.text(.sync($0))) + "\n" }.joined()
    }
}
