import HabitCore

/// `habit add NAME [--icon ICON] [--color COLOR] [--days DAYS | --per-week K | --every N]
/// [--goal N | --at-most N | --weekly-goal N] [--unit UNIT]`: a new habit, created today, daily
/// unless a schedule is given, measured when a goal is given.
struct AddCommand {
    let name: String
    /// The icon; ``Defaults/icon`` when `nil`.
    let icon: String?
    /// The colour; the palette's next when `nil`.
    let color: HabitColor?
    /// The schedule; daily when `nil`.
    var schedule: Schedule? = nil
    /// The goal or limit; none when `nil`.
    var goal: Goal? = nil

    func run(in context: CommandContext) throws(Failure) -> Output {
        let habit = try context.update { habits throws(HabitError) in
            var habit = try habits.add(
                name: name, icon: icon ?? Defaults.icon,
                color: color ?? Defaults.color(existingHabits: habits.habits.count), created: context.today,
                schedule: schedule ?? .daily, id: context.makeID())
            if let goal {
                habit.setGoal(goal)
                habits.update(habit)
            }
            return habit
        }
        let message: ChangeMessage =
            if let goal {
                .addedMeasured(
                    icon: habit.icon, name: habit.name, goal: goal, daily: habit.schedule == .daily,
                    log: commandLine(.log, habit.name) + " 1")
            } else {
                .added(icon: habit.icon, name: habit.name, check: commandLine(.check, habit.name))
            }
        return Output(stdout: context.presentation.paragraph(message))
    }
}
