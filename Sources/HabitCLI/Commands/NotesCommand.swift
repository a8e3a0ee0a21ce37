import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit notes [NAME] [--from DAY] [--until DAY] [--json]`: every note of every habit (or of
/// the one named), newest first, each with its day and its habit's name.
struct NotesCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        /// `--from DAY`: the first day whose notes are listed.
        @Declare var from = Option<DateArgument>(.from, .day)
        /// `--until DAY`: the last day whose notes are listed.
        @Declare var until = Option<DateArgument>(.until, .day)
        @Declare var json = Options.json
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(NotesCommand.self, .notes, arguments: [.optionalName])

    /// The habit as typed; every habit, archived ones too, when `nil`.
    let name: String?
    /// `--from`; from the first note when `nil`.
    let from: DateArgument?
    /// `--until`; through today when `nil`.
    let until: DateArgument?
    /// `--json`.
    let json: Bool

    /// The command with these values.
    init(name: String? = nil, from: DateArgument? = nil, until: DateArgument? = nil, json: Bool = false) {
        self.name = name
        self.from = from
        self.until = until
        self.json = json
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        name = input.arguments.first
        from = try input.value(\.from)
        until = try input.value(\.until)
        json = input.isSet(\.json)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let first = try from.map(context.resolve)
        let last = try until.map(context.resolve)
        let collection = try context.load()
        let habits = try name.map { typed throws(Failure) in [try context.find(typed, in: collection)] } ?? collection.habits
        let notes = NotesView.notes(of: habits, from: first, through: last)
        var output = Output()
        if json {
            output.print(NotesView.json(notes))
        } else if notes.isEmpty {
            let message: ReportMessage
            if let habit = habits.first, name != nil, first == nil, last == nil {
                message = .habitHasNoNotes(name: habit.name)
            } else if first == nil, last == nil {
                let language = context.language
                message = .noNotesYet(
                    command: "habit note \(language.text(.placeholder(.name))) \(language.text(.placeholder(.text)))")
            } else {
                let start = first ?? habits.map(\.start).min() ?? context.today
                message = .noNotesInDays(first: start, last: last ?? context.today)
            }
            output.stdout += context.presentation.paragraph(.report(message))
        } else {
            NotesView.render(notes, presentation: context.presentation).forEach { output.print($0) }
        }
        return output
    }
}
