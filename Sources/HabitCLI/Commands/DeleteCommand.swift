import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit delete NAME [--yes]`: deletes a habit and its history, after asking on a terminal
/// unless `--yes` was given.
struct DeleteCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        /// `-y`, `--yes`: no question.
        @Declare var yes = Option<Bool>(.yes, short: "y", .flag)
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(DeleteCommand.self, .delete, arguments: [.name], changesData: true)

    let name: String
    /// `--yes`: no question.
    let confirmed: Bool

    /// The command with these values.
    init(name: String, confirmed: Bool) {
        self.name = name
        self.confirmed = confirmed
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        name = input.arguments[0]
        confirmed = input.isSet(\.yes)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let language = context.language
        let habit = try context.find(name, in: try context.load())
        let entries = habit.completions.count
        if !confirmed {
            guard let ask = context.ask else { throw .command(.deleteNeedsConfirmation(name: habit.name)) }
            let question =
                language.text(.deleteQuestion(name: habit.name, entries: entries)) + " " + language.text(.yesNoHint) + " "
            let answer = ask(question)?.trimmingWhitespace().lowercased() ?? ""
            guard YesAnswer.accepts(answer, in: language) else {
                return Output(stdout: context.presentation.paragraph(.kept(name: habit.name)))
            }
        }
        let left = try context.change { habits throws(Failure) -> [Habit] in
            guard habits.remove(habit.id) != nil else { throw .habit(.unknownHabit(name, suggestion: nil)) }
            // A deleted habit leaves the groups it was in.
            return habits.leaveGroups(habit.id)
        }
        let notice =
            left.isEmpty
            ? "" : context.presentation.paragraph(Message.group(.leftGroups(member: habit.name, groups: left.map(\.name))))
        return Output(stdout: context.presentation.paragraph(.deleted(name: habit.name, entries: entries)) + notice)
    }
}
