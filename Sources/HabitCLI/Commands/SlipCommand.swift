import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit slip NAME [AMOUNT] [--date DAY] [--note TEXT]`: records a slip of a habit to quit,
/// today or on `--date`: AMOUNT (1 when left out) is added to the day's total, which puts the
/// day over the habit's limit of 0; `uncheck` takes it back. A habit that is not one to quit is
/// refused (exit 2, nothing changed): its amounts are logged with `log`.
struct SlipCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        @Declare var date = Options.date
        @Declare var note = Options.note
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(
        SlipCommand.self, .slip,
        arguments: [.name, ArgumentSpec(placeholder: .amount, kind: .amount, isOptional: true)], changesData: true)

    let name: String
    /// How many slips; 1 when not typed.
    let amount: Amount
    /// `--date`; today when `nil`.
    let date: DateArgument?
    /// `--note`: the day's note, set along with the slip.
    let note: String?

    /// The command with these values.
    init(name: String, amount: Amount = Amount(1), date: DateArgument? = nil, note: String? = nil) {
        self.name = name
        self.amount = amount
        self.date = date
        self.note = note
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        name = input.arguments[0]
        amount =
            try input.arguments.dropFirst().first.map { (text) throws(UsageError) in try GoalArgument.amount(text) }
            ?? Amount(1)
        date = try input.value(\.date)
        note = try input.value(\.note)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let today = context.today
        let day = try context.day(date, for: .change)
        let habit = try context.change { habits throws(Failure) in
            var habit = try context.find(name, in: habits)
            // A group's days follow from its members: nothing is logged on it.
            if habit.isGroup { throw .usage(.group(.checkedByHand(habit.name))) }
            guard habit.isQuit else { throw .command(.notAQuitHabit(name: habit.name)) }
            do throws(AmountError) {
                try habit.slip(amount, on: day, today: today)
            } catch {
                throw .usage(.amount(error))
            }
            if let note { try DayNote.set(note, on: &habit, day: day, today: today) }
            habits.update(habit)
            return habit
        }
        let message = ChangeMessage.slipped(
            name: habit.name, day: DayPhrase(day, today: today), total: habit.amount(on: day) ?? .zero,
            unit: habit.goal?.unit, clean: habit.streak(asOf: today))
        return Output(
            stdout: context.presentation.paragraph(message) + DayNote.confirmation(note, for: habit, on: day, in: context))
    }
}
