import HabitCore

/// `habit add NAME [--icon ICON] [--color COLOR] [--days DAYS | --per-week K | --every N]`: a new
/// habit, created today, daily unless a schedule is given.
struct AddCommand {
    let name: String
    /// The icon; ``Defaults/icon`` when `nil`.
    let icon: String?
    /// The colour; the palette's next when `nil`.
    let color: HabitColor?
    /// The schedule; daily when `nil`.
    var schedule: Schedule? = nil

    func run(in context: CommandContext) throws(Failure) -> Output {
        let habit = try context.update { habits throws(HabitError) in
            try habits.add(
                name: name, icon: icon ?? Defaults.icon,
                color: color ?? Defaults.color(existingHabits: habits.habits.count), created: context.today,
                schedule: schedule ?? .daily, id: context.makeID())
        }
        return Output(
            stdout: context.presentation.paragraph(
                .added(icon: habit.icon, name: habit.name, check: commandLine(.check, habit.name))))
    }
}
