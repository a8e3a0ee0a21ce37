import Foundation
import HabitCore

/// Carries out one parsed command against the store and returns its text: everything below the
/// edge, testable in-process with a fixed today, a temporary file and a scripted answer.
struct Runner {
    /// The current calendar day in the user's time zone.
    let today: Day
    /// Language, colours and width.
    let presentation: Presentation
    /// Where the data lives, or why that is unknown.
    let store: Result<HabitStore, StoreError>
    /// Asks a yes/no question on the terminal and returns the answer; `nil` when there is no
    /// terminal to ask on.
    let ask: (@Sendable (String) -> String?)?
    /// Reads all of standard input, for `habit import -`; `nil` reads nothing.
    var readStandardInput: (@Sendable () -> [UInt8])? = nil

    /// Runs `command`; errors become one line on standard error and an exit code.
    func run(_ command: Command) -> Output {
        do {
            return try perform(command)
        } catch {
            return ErrorReport.output(for: error, language: presentation.language, style: presentation.errorStyle)
        }
    }

    private var language: any LanguageTable { presentation.language }

    private func perform(_ command: Command) throws -> Output {
        var output = Output()
        switch command {
        case .help(let name):
            let width = presentation.width
            let lines =
                name.map { HelpView.command($0, language: language, width: width) }
                ?? HelpView.overview(language: language, width: width)
            lines.forEach { output.print($0) }
        case .version:
            output.print("habit \(Version.current)")
        case .list:
            ListView.render(try store.get().load().habits, today: today, presentation: presentation).forEach { output.print($0) }
        case .show(let name, let weeks):
            let habits = try store.get().load()
            if let name {
                detail(try habits.find(name), weeks: weeks).forEach { output.print($0) }
            } else if habits.habits.isEmpty {
                ListView.render([], today: today, presentation: presentation).forEach { output.print($0) }
            } else {
                for (index, habit) in habits.habits.enumerated() {
                    if index > 0 { output.print() }
                    detail(habit, weeks: weeks).forEach { output.print($0) }
                }
            }
        case .stats(let name, let json):
            return try stats(name, json: json)
        case .add(let name, let icon, let color):
            let habit = try store.get().update { habits in
                try habits.add(
                    name: name, icon: icon ?? Defaults.icon,
                    color: color ?? Defaults.color(existingHabits: habits.habits.count), created: today)
            }
            presentation.lines(.added(icon: habit.icon, name: habit.name, check: commandLine(.check, habit.name))).forEach {
                output.print($0)
            }
        case .check(let names, let date):
            try change(names, on: date, checking: true).forEach { output.print($0) }
        case .uncheck(let names, let date):
            try change(names, on: date, checking: false).forEach { output.print($0) }
        case .toggle(let name, let date):
            let day = try self.day(date)
            let (habit, isDone) = try store.get().update { habits in
                var habit = try habits.find(name)
                let isDone = try habit.toggle(on: day, today: today)
                habits.update(habit)
                return (habit, isDone)
            }
            let phrase = DayPhrase(day, today: today)
            let streak = habit.streak(asOf: today)
            presentation.lines(
                isDone
                    ? .checked(name: habit.name, day: phrase, streak: streak)
                    : .unchecked(name: habit.name, day: phrase, streak: streak)
            ).forEach { output.print($0) }
        case .rename(let name, let newName):
            let (old, new) = try store.get().update { habits in
                let habit = try habits.find(name)
                return (habit.name, try habits.rename(habit.id, to: newName))
            }
            presentation.lines(old == new ? .nameUnchanged(name: old) : .renamed(from: old, to: new)).forEach { output.print($0) }
        case .delete(let name, let confirmed):
            let store = try store.get()
            let habit = try store.load().find(name)
            let entries = habit.completions.count
            if !confirmed {
                guard let ask else { throw CommandError.deleteNeedsConfirmation(name: habit.name) }
                let question =
                    language.text(.deleteQuestion(name: habit.name, entries: entries)) + " "
                    + language.text(.yesNoHint) + " "
                let answer = ask(question)?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
                guard YesAnswer.accepts(answer, in: language) else {
                    presentation.lines(.kept(name: habit.name)).forEach { output.print($0) }
                    return output
                }
            }
            try store.update { habits in
                guard habits.remove(habit.id) != nil else { throw HabitError.unknownHabit(name, suggestion: nil) }
            }
            presentation.lines(.deleted(name: habit.name, entries: entries)).forEach { output.print($0) }
        case .view(let request): return try view(request)
        case .todo(let quiet): return try todo(quiet: quiet)
        case .status(let name, let date, let quiet): return try status(name, on: date, quiet: quiet)
        case .names: return try names()
        case .importData(let source, let format): return try importData(from: source, format: format)
        case .export(let format): return try export(format)
        case .completion(let shell): return completion(for: shell)
        case .undo:
            try undo().forEach { output.print($0) }
        }
        return output
    }

    /// The detail view of `habit` as of `asOf` (today when `nil`), with the calendar grid below
    /// it when `--weeks` asked for it or, by default, on a terminal wide enough.
    func detail(_ habit: Habit, weeks: Int?, asOf: Day? = nil) -> [String] {
        let grid = weeks != nil || presentation.isTerminal
        return DetailView.render(habit, today: today, presentation: presentation, asOf: asOf)
            + (grid ? CalendarGrid.section(for: habit, today: asOf ?? today, weeks: weeks, presentation: presentation) : [])
    }

    /// The day `date` names, refusing a future one before anything changes.
    private func day(_ date: DateArgument?) throws(HabitError) -> Day {
        let day = date?.resolve(today: today) ?? today
        guard day <= today else { throw .futureDay(day, today: today) }
        return day
    }

    /// Checks or unchecks every named habit on one day, all or none: every name is found
    /// before anything changes. Returns a line per habit.
    private func change(_ names: [String], on date: DateArgument?, checking: Bool) throws -> [String] {
        let day = try self.day(date)
        let phrase = DayPhrase(day, today: today)
        let results = try store.get().update { habits in
            let targets = try names.map { name throws(HabitError) in try habits.find(name) }
            var results: [(habit: Habit, changed: Bool)] = []
            for target in targets {
                var habit = habits[target.id] ?? target
                let changed = checking ? try habit.check(on: day, today: today) : try habit.uncheck(on: day, today: today)
                habits.update(habit)
                results.append((habit, changed))
            }
            return results
        }
        return results.flatMap { habit, changed in
            let streak = habit.streak(asOf: today)
            switch (checking, changed) {
            case (true, true): return presentation.lines(.checked(name: habit.name, day: phrase, streak: streak))
            case (true, false): return presentation.lines(.alreadyChecked(name: habit.name, day: phrase, streak: streak))
            case (false, true): return presentation.lines(.unchecked(name: habit.name, day: phrase, streak: streak))
            case (false, false): return presentation.lines(.wasNotChecked(name: habit.name, day: phrase))
            }
        }
    }
}
