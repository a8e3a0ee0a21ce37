import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit resume NAME…` and `habit resume --all`: for each habit named, or every habit that is
/// not archived, in one change, ends the pause that covers today at yesterday (removing it if it
/// began today) and removes pauses planned for later days: the habit is due again from today.
struct ResumeCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        @Declare var all = HabitSelection.allOption
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(ResumeCommand.self, .resume, arguments: [.namesOrAll], changesData: true)

    /// The habits named, or every one.
    let habits: HabitSelection

    /// The command with these values.
    init(habits: HabitSelection) {
        self.habits = habits
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        habits = try HabitSelection(input, all: \.all)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let results = try context.changeEach(habits, groups: .notDone(on: context.today, checking: false)) { habit in
            habit.resume(today: context.today)
        }
        var output = Output()
        for (habit, changed) in results {
            let message: ChangeMessage = changed ? .resumed(name: habit.name) : .notPaused(name: habit.name)
            output.stdout += context.presentation.paragraph(message)
        }
        return output
    }
}
