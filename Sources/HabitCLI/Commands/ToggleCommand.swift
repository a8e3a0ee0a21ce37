import HabitCore

/// `habit toggle NAME [--date DAY]`: flips one habit on one day.
struct ToggleCommand {
    let name: String
    /// `--date`; today when `nil`.
    let date: DateArgument?

    func run(in context: CommandContext) throws(Failure) -> Output {
        let today = context.today
        let day = try context.day(date, for: .change)
        let (habit, isDone) = try context.update { habits throws(HabitError) in
            var habit = try habits.find(name)
            let isDone = try habit.toggle(on: day, today: today)
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
