import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit log NAME AMOUNT [--date DAY] [--note TEXT]` and `habit log NAME --set AMOUNT`: adds
/// AMOUNT to the day's total (a negative amount corrects it), or makes it the total; the total
/// stays within 0…1,000,000,000; a reading's (``HabitCore/Habit/isReading``) AMOUNT always becomes the
/// day's value. The confirmation shows the new total against the goal.
struct LogCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        /// `--set AMOUNT`: the day's total becomes AMOUNT.
        @Declare var set = Option<Amount>(.set, .amount)
        @Declare var date = Options.date
        @Declare var note = Options.note
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(
        LogCommand.self, .log,
        arguments: [.name, ArgumentSpec(placeholder: .amount, kind: .amount, isOptional: true)], changesData: true)

    let name: String
    let amount: Amount
    /// Whether ``amount`` replaces the day's total (`--set`) rather than adding to it.
    let replace: Bool
    /// `--date`; today when `nil`.
    let date: DateArgument?
    /// `--note`: the day's note, set along with the amount.
    let note: String?

    /// The command with these values.
    init(name: String, amount: Amount, replace: Bool, date: DateArgument?, note: String?) {
        self.name = name
        self.amount = amount
        self.replace = replace
        self.date = date
        self.note = note
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        name = input.arguments[0]
        date = try input.value(\.date)
        note = try input.value(\.note)
        if let replacement = try input.value(\.set) {
            try input.expectArguments(1...1)
            guard !replacement.isNegative else { throw .amount(.negativeTotal(replacement)) }
            amount = replacement
            replace = true
        } else {
            try input.expectArguments(2...2)
            amount = try GoalArgument.amount(input.arguments[1])
            replace = false
        }
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let today = context.today
        let day = try context.day(date, for: .change)
        let habit = try context.change { habits throws(Failure) in
            var habit = try context.find(name, in: habits)
            // A group's days follow from its members: nothing is logged on it.
            if habit.isGroup { throw .usage(.group(.checkedByHand(habit.name))) }
            do throws(AmountError) {
                // A reading (a weight) is the day's value, never added to.
                if replace || habit.isReading {
                    try habit.setAmount(amount, on: day, today: today)
                } else {
                    try habit.log(amount, on: day, today: today)
                }
            } catch {
                throw .usage(.amount(error))
            }
            if let note { try DayNote.set(note, on: &habit, day: day, today: today) }
            habits.update(habit)
            return habit
        }
        let line = context.presentation.paragraph(Self.confirmation(for: habit, on: day, today: today))
        return Output(
            stdout: line + DayNote.confirmation(note, for: habit, on: day, in: context)
                + ArchivedNotice.line(for: habit, in: context))
    }

    /// The sentence that confirms an amount: the day's total against the goal, and for a weekly
    /// goal the sum of the day's week (up to today).
    static func confirmation(for habit: Habit, on day: Day, today: Day) -> ChangeMessage {
        let week = day.startOfWeek(startingOn: habit.weekStart)
        let weekTotal =
            habit.goal?.kind == .weeklyAtLeast ? habit.total(from: week, through: min(week.adding(days: 6), today)) : nil
        if habit.isReading, let value = habit.amount(on: day) {
            return .logged(name: habit.name, day: DayPhrase(day, today: today), total: .reading(value, unit: habit.readingUnit))
        }
        let total = LoggedTotal(
            total: habit.amount(on: day) ?? .zero, goal: habit.goal, week: weekTotal,
            thisWeek: week == today.startOfWeek(startingOn: habit.weekStart))
        return .logged(name: habit.name, day: DayPhrase(day, today: today), total: total)
    }
}
