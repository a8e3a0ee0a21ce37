import HabitCore

/// `habit check NAME… [--date DAY]` and `habit uncheck NAME… [--date DAY]`: marks every named
/// habit done, or not done, on one day, all or none: every name is found before anything
/// changes. A line per habit says what happened.
struct CheckCommand {
    let names: [String]
    /// `--date`; today when `nil`.
    let date: DateArgument?
    /// Whether the habits are to be done (`check`) or not done (`uncheck`) on that day.
    let isDone: Bool

    func run(in context: CommandContext) throws(Failure) -> Output {
        let today = context.today
        let day = try context.day(date, for: .change)
        let results = try context.changeEach(names) { habit throws(HabitError) in
            isDone ? try habit.check(on: day, today: today) : try habit.uncheck(on: day, today: today)
        }
        let phrase = DayPhrase(day, today: today)
        let presentation = context.presentation
        var output = Output()
        for (habit, changed) in results {
            let streak = StreakCount(currentOf: habit, asOf: today)
            switch (isDone, changed) {
            case (true, true): output.stdout += presentation.paragraph(.checked(name: habit.name, day: phrase, streak: streak))
            case (true, false):
                output.stdout += presentation.paragraph(.alreadyChecked(name: habit.name, day: phrase, streak: streak))
            case (false, true): output.stdout += presentation.paragraph(.unchecked(name: habit.name, day: phrase, streak: streak))
            case (false, false): output.stdout += presentation.paragraph(.wasNotChecked(name: habit.name, day: phrase))
            }
        }
        return output
    }
}
