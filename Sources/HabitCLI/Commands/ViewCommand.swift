import HabitCore

extension Runner {
    /// `habit list` and `habit show` with `--json` or `--as-of`: the same views as of a past
    /// day, or as JSON for scripts.
    ///
    /// As of a past day, the streak, the record, the seven days and "done" are all taken on
    /// that day, and the list leaves out habits created after it.
    func view(_ request: ViewRequest) throws -> Output {
        let day = try queryDay(request.asOf)
        let collection = try store.get().load()
        let existing = collection.habits.filter { request.asOf == nil || $0.created <= day }
        var output = Output()
        switch request.subject {
        case .list:
            if request.json {
                output.print(JSONView.habits(existing, on: day))
            } else if existing.isEmpty, !collection.habits.isEmpty {
                presentation.lines(.noHabitsOn(day: day)).forEach { output.print($0) }
            } else {
                ListView.render(existing, today: today, presentation: presentation, asOf: day).forEach { output.print($0) }
            }
        case .show(let name?):
            let habit = try collection.find(name)
            guard request.asOf == nil || habit.created <= day else {
                throw CommandError.notCreatedYet(name: habit.name, created: habit.created, asOf: day)
            }
            if request.json {
                output.print(JSONView.habit(habit, on: day))
            } else {
                detail(habit, weeks: request.weeks, asOf: day).forEach { output.print($0) }
            }
        case .show(nil):
            if request.json {
                output.print(JSONView.habits(existing, on: day))
            } else if existing.isEmpty, !collection.habits.isEmpty {
                presentation.lines(.noHabitsOn(day: day)).forEach { output.print($0) }
            } else if existing.isEmpty {
                ListView.render([], today: today, presentation: presentation, asOf: day).forEach { output.print($0) }
            } else {
                for (index, habit) in existing.enumerated() {
                    if index > 0 { output.print() }
                    detail(habit, weeks: request.weeks, asOf: day).forEach { output.print($0) }
                }
            }
        }
        return output
    }

    /// The day a query is about: `date` resolved, today when `nil`.
    ///
    /// - Throws: ``CommandError/futureQueryDay(_:today:)`` for a day after today.
    func queryDay(_ date: DateArgument?) throws(CommandError) -> Day {
        let day = date?.resolve(today: today) ?? today
        guard day <= today else { throw .futureQueryDay(day, today: today) }
        return day
    }
}
