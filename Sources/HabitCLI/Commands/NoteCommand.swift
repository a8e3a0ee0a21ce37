import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit note NAME TEXT [--date DAY]`: sets the day's note (one line of at most 500
/// characters); an empty TEXT removes it. Any day up to today may have a note, done or not.
struct NoteCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        @Declare var date = Options.date
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(NoteCommand.self, .note, arguments: [.name, .text], changesData: true)

    let name: String
    /// The note as typed; surrounding spaces are dropped, and an empty one removes the note.
    let text: String
    /// `--date`; today when `nil`.
    let date: DateArgument?

    /// The command with these values.
    init(name: String, text: String, date: DateArgument?) {
        self.name = name
        self.text = text
        self.date = date
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        name = input.arguments[0]
        text = input.arguments[1]
        date = try input.value(\.date)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let day = try context.day(date, for: .change)
        var output = Output()
        for (habit, changed) in try context.changeEach(
            .named([name]), groups: .kept,
            { habit throws(Failure) in
                try DayNote.set(text, on: &habit, day: day, today: context.today)
            })
        {
            let phrase = DayPhrase(day, today: context.today)
            let hasNote = habit.note(on: day) != nil
            let message: ChangeMessage =
                changed
                ? .noteSaved(name: habit.name, day: phrase, removed: !hasNote)
                : .noteUnchanged(name: habit.name, day: phrase, hasNote: hasNote)
            output.stdout += context.presentation.paragraph(message)
        }
        return output
    }
}
