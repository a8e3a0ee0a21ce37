import HabitCore

/// `habit edit NAME [--days DAYS | --per-week K | --every N | --daily] [--icon ICON] [--color
/// COLOR]`: a new schedule, which applies to the habit's whole history, a new icon or colour.
struct EditCommand {
    let name: String
    /// The new schedule; kept when `nil`.
    let schedule: Schedule?
    /// The new icon; kept when `nil`.
    let icon: String?
    /// The new colour; kept when `nil`.
    let color: HabitColor?

    func run(in context: CommandContext) throws(Failure) -> Output {
        let habit = try context.update { habits throws(HabitError) in
            var habit = try habits.find(name)
            if let schedule { habit.schedule = schedule }
            if let icon { habit.icon = try HabitName.validatedIcon(icon) }
            if let color { habit.color = color }
            habits.update(habit)
            return habit
        }
        let message = Message.edited(name: habit.name, schedule: schedule, restyled: icon != nil || color != nil)
        return Output(stdout: context.presentation.paragraph(message))
    }
}
