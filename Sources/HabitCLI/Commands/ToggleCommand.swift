import HabitCore

/// `habit toggle NAME [--date DAY]`: flips one habit on one day; as `check`, it refuses to check
/// a habit with a weekly goal.
struct ToggleCommand {
    let name: String
    /// `--date`; today when `nil`.
    let date: DateArgument?

    func run(in context: CommandContext) throws(Failure) -> Output {
        let today = context.today
        let day = try context.day(date, for: .change)
        let (habit, isDone) = try context.change { habits throws(Failure) in
            var habit = try context.find(name, in: habits)
            let isDone = !habit.isDone(on: day)
            try CheckCommand.mark(&habit, isDone: isDone, on: day, today: today)
            habits.update(habit)
            return (habit, isDone)
        }
        let phrase = DayPhrase(day, today: today)
        let streak = StreakCount(currentOf: habit, asOf: today)
        let message: Message =
            isDone
            ? .checked(name: habit.name, day: phrase, streak: streak) : .unchecked(name: habit.name, day: phrase, streak: streak)
        return Output(stdout: context.presentation.paragraph(message))
    }
}
