import HabitCore

/// The reminder queries, whose exit code is the answer: 0 for "all done" or "done", 1 for
/// "something is open" or "not done".
extension Runner {
    /// `habit todo`: the names of the habits not done today, one per line.
    func todo(quiet: Bool) throws -> Output {
        let open = try store.get().load().habits.filter { !$0.isDone(on: today) }
        var output = Output()
        if !quiet { open.forEach { output.print($0.name) } }
        output.exitCode = open.isEmpty ? .success : .no
        return output
    }

    /// `habit status NAME`: whether the habit was done on `date` (today when `nil`).
    func status(_ name: String, on date: DateArgument?, quiet: Bool) throws -> Output {
        let day = try queryDay(date)
        let habit = try store.get().load().find(name)
        let isDone = habit.isDone(on: day)
        var output = Output()
        if !quiet {
            let phrase = DayPhrase(day, today: today)
            let message: Message =
                isDone ? .statusDone(name: habit.name, day: phrase) : .statusOpen(name: habit.name, day: phrase)
            presentation.lines(message).forEach { output.print($0) }
        }
        output.exitCode = isDone ? .success : .no
        return output
    }

    /// `habit names`: every habit's name, one per line, in the list's order.
    func names() throws -> Output {
        var output = Output()
        try store.get().load().habits.forEach { output.print($0.name) }
        return output
    }
}
