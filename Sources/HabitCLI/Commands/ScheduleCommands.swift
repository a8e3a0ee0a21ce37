import HabitCore

/// `habit edit`, `skip`, `pause` and `resume`: the commands that change when a habit is due.
extension Runner {
    /// `habit edit NAME`: a new schedule (for the whole history), icon or colour.
    func edit(_ name: String, schedule: Schedule?, icon: String?, color: HabitColor?) throws -> Output {
        let icon = try icon.map { icon throws(HabitError) in try HabitName.validatedIcon(icon) }
        let habit = try store.get().update { habits in
            var habit = try habits.find(name)
            if let schedule { habit.schedule = schedule }
            if let icon { habit.icon = icon }
            if let color { habit.color = color }
            habits.update(habit)
            return habit
        }
        var output = Output()
        let message = ScheduleMessage.edited(name: habit.name, schedule: schedule, restyled: icon != nil || color != nil)
        output.print(presentation.language.text(.schedule(message)))
        return output
    }

    /// `habit skip NAME…`: excuses the day for every named habit, all or none (every name is
    /// found before anything changes). A done day becomes skipped.
    func skip(_ names: [String], on date: DateArgument?) throws -> Output {
        let day = try self.day(date)
        let results = try store.get().update { habits in
            let targets = try names.map { name throws(HabitError) in try habits.find(name) }
            var results: [(habit: Habit, changed: Bool)] = []
            for target in targets {
                var habit = habits[target.id] ?? target
                let changed = try habit.skip(on: day, today: today)
                habits.update(habit)
                results.append((habit, changed))
            }
            return results
        }
        var output = Output()
        let phrase = DayPhrase(day, today: today)
        for (habit, changed) in results {
            let message: ScheduleMessage =
                changed
                ? .skipped(name: habit.name, day: phrase, streak: StreakCount(currentOf: habit, asOf: today))
                : .alreadySkipped(name: habit.name, day: phrase)
            output.print(presentation.language.text(.schedule(message)))
        }
        return output
    }

    /// `habit pause NAME`: excuses every day from `from` (today) through `until` (no end).
    func pause(_ name: String, from: DateArgument?, until: DateArgument?) throws -> Output {
        let first = from?.resolve(today: today) ?? today
        let last = until?.resolve(today: today)
        for day in [first, last].compactMap({ $0 }) where day < AcceptedDays.earliest {
            throw UsageError.dayTooEarly(day.description)
        }
        let (habit, changed) = try store.get().update { habits in
            var habit = try habits.find(name)
            let changed = try habit.pause(from: first, through: last, today: today)
            habits.update(habit)
            return (habit, changed)
        }
        var output = Output()
        let message: ScheduleMessage =
            changed
            ? .paused(name: habit.name, from: first, until: last, resume: commandLine(.resume, habit.name))
            : .alreadyPaused(name: habit.name)
        output.print(presentation.language.text(.schedule(message)))
        return output
    }

    /// `habit resume NAME`: ends today's pause at yesterday and drops planned ones.
    func resume(_ name: String) throws -> Output {
        let (habit, changed) = try store.get().update { habits in
            var habit = try habits.find(name)
            let changed = habit.resume(today: today)
            habits.update(habit)
            return (habit, changed)
        }
        var output = Output()
        let message: ScheduleMessage = changed ? .resumed(name: habit.name) : .notPaused(name: habit.name)
        output.print(presentation.language.text(.schedule(message)))
        return output
    }
}
