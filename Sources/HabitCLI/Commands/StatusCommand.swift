import HabitCore

/// `habit status NAME [--date DAY] [--quiet]`: whether one habit was done on a day (today when
/// none is given). The exit code answers: 0 done, 1 not done. A limit habit over its limit says
/// so; a habit with a weekly goal is done once its week's sum through the day reaches the goal.
struct StatusCommand {
    let name: String
    /// `--date`; today when `nil`.
    let date: DateArgument?
    /// `--quiet`: nothing printed, only the exit code.
    let quiet: Bool

    func run(in context: CommandContext) throws(Failure) -> Output {
        let day = try context.day(date, for: .query)
        let habit = try context.find(name, in: try context.load())
        let isDone = habit.reachesGoal(on: day)
        var output = Output()
        if !quiet {
            let phrase = DayPhrase(day, today: context.today)
            let message: Message
            if isDone {
                message = .statusDone(name: habit.name, day: phrase)
            } else if let goal = habit.goal, let total = habit.amount(on: day), habit.isOverLimit(on: day) {
                message = .statusOverLimit(name: habit.name, day: phrase, total: total, goal: goal)
            } else if let goal = habit.goal, goal.kind != .atMost {
                let thisWeek = day.startOfWeek(startingOn: .monday) == context.today.startOfWeek(startingOn: .monday)
                message = .statusProgress(
                    name: habit.name, day: phrase, total: habit.measuredTotal(on: day), goal: goal, thisWeek: thisWeek)
            } else {
                message = .statusOpen(name: habit.name, day: phrase)
            }
            output.stdout += context.presentation.paragraph(message)
        }
        output.exitCode = isDone ? .success : .no
        return output
    }
}
