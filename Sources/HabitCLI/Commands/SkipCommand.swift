import HabitCore

/// `habit skip NAME… [--date DAY] [--note TEXT]`: marks the day as excused (a rest or sick day)
/// for every named habit, all or none: every name is found before anything changes. A done day
/// becomes skipped and loses its amount; a future day is refused, as by `check`.
struct SkipCommand {
    let names: [String]
    /// `--date`; today when `nil`.
    let date: DateArgument?
    /// `--note`: the day's note (why it was skipped), set along with the skip.
    var note: String? = nil

    func run(in context: CommandContext) throws(Failure) -> Output {
        let today = context.today
        let day = try context.day(date, for: .change)
        let results = try context.changeEach(names) { habit throws(Failure) in
            let changed: Bool
            do throws(HabitError) {
                changed = try habit.skip(on: day, today: today)
            } catch {
                throw .habit(error)
            }
            if let note { try DayNote.set(note, on: &habit, day: day, today: today) }
            return changed
        }
        let phrase = DayPhrase(day, today: today)
        var output = Output()
        for (habit, changed) in results {
            let message: ChangeMessage =
                changed
                ? .skipped(name: habit.name, day: phrase, streak: StreakCount(currentOf: habit, asOf: today))
                : .alreadySkipped(name: habit.name, day: phrase)
            output.stdout +=
                context.presentation.paragraph(message) + DayNote.confirmation(note, for: habit, on: day, in: context)
        }
        return output
    }
}
