import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit check NAME… [--date DAY] [--note TEXT]` and `habit uncheck NAME… [--date DAY]`: marks
/// every named habit done, or not done, on one day, all or none: every name is found before
/// anything changes. A line per habit says what happened.
///
/// A habit with a goal has the day's total raised to the goal; a limit habit records 0 when
/// nothing is recorded and otherwise keeps its total (and says so); a habit with a weekly goal
/// is refused, as its goal is met by logging amounts. `uncheck` clears the day's amount.
struct CheckCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        @Declare var date = Options.date
        @Declare var note = Options.note
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(CheckCommand.self, .check, arguments: [.names], changesData: true)

    let names: [String]
    /// `--date`; today when `nil`.
    let date: DateArgument?
    /// Whether the habits are to be done (`check`) or not done (`uncheck`) on that day.
    let isDone: Bool
    /// `--note` (`check` only): the day's note, set along with the check.
    var note: String? = nil

    /// The command with these values.
    init(names: [String], date: DateArgument?, isDone: Bool = true, note: String? = nil) {
        self.names = names
        self.date = date
        self.isDone = isDone
        self.note = note
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        names = input.arguments
        date = try input.value(\.date)
        isDone = true
        note = try input.value(\.note)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let today = context.today
        // An uncheck may clear a day after today that the file has marked (written while the
        // clock ran fast); the habit refuses one that has nothing to clear.
        let day = try isDone ? context.day(date, for: .change) : date.map(context.resolve) ?? today
        var before: [Habit] = []
        let results = try context.changeEach(.named(names), groups: isDone ? .notDone(on: day, checking: true) : .done(on: day)) {
            habit throws(Failure) in
            before.append(habit)
            let changed = try Self.mark(&habit, isDone: isDone, on: day, today: today)
            if let note { try DayNote.set(note, on: &habit, day: day, today: today) }
            return changed
        }
        let presentation = context.presentation
        var output = Output()
        for ((habit, changed), old) in zip(results, before) {
            let message = Self.message(
                from: old, to: habit, isDone: isDone, changed: changed, on: day, today: today)
            output.stdout += presentation.paragraph(message) + DayNote.confirmation(note, for: habit, on: day, in: context)
            if isDone { output.stdout += ArchivedNotice.line(for: habit, in: context) }
        }
        return output
    }

    /// The sentence that says what checking (`isDone`) or unchecking `old` on `day` did, `habit`
    /// being the result and `changed` whether anything changed. A check that changed the amount
    /// of a habit with a goal or limit confirms the day's total against it, as `log` does; an
    /// uncheck that cleared an amount without taking a done day away says so, since a limit
    /// habit's day with nothing recorded is still kept and a partly done day was never done.
    static func message(
        from old: Habit, to habit: Habit, isDone: Bool, changed: Bool, on day: Day, today: Day
    ) -> ChangeMessage {
        let phrase = DayPhrase(day, today: today)
        let streak = StreakCount(currentOf: habit, asOf: today)
        switch (isDone, changed) {
        case (true, true) where habit.isTrackOnly:
            // No streak to tell: on how many days it was done.
            return .checkedTracked(name: habit.name, day: phrase, days: habit.completions.count { $0 <= today })
        case (true, true) where habit.goal != nil:
            return LogCommand.confirmation(for: habit, on: day, today: today)
        case (true, true):
            if case .perWeek(let times) = habit.schedule, habit.goal == nil {
                let done = habit.doneInWeek(of: min(day.startOfWeek(startingOn: habit.weekStart).adding(days: 6), today))
                let thisWeek = day.startOfWeek(startingOn: habit.weekStart) == today.startOfWeek(startingOn: habit.weekStart)
                let progress: WeekProgress =
                    done >= times
                    ? .made(done: done, times: times, thisWeek: thisWeek, streak: streak)
                    : .under(done: done, times: times, thisWeek: thisWeek)
                return .checkedInWeek(name: habit.name, day: phrase, progress: progress)
            }
            if case .perMonth(let perMonth) = habit.schedule, habit.goal == nil {
                let done = habit.doneInMonth(of: min(day.endOfMonth, today))
                let times = Schedule.target(perMonth: perMonth, in: day)
                let thisMonth = day.startOfMonth == today.startOfMonth
                let progress: MonthProgress =
                    done >= times
                    ? .made(done: done, times: times, thisMonth: thisMonth, streak: streak)
                    : .under(done: done, times: times, thisMonth: thisMonth)
                return .checkedInMonth(name: habit.name, day: phrase, progress: progress)
            }
            return .checked(name: habit.name, day: phrase, streak: streak)
        case (true, false):
            if let goal = habit.goal, goal.kind == .atMost, let total = habit.amount(on: day) {
                return .limitKept(name: habit.name, day: phrase, total: total, goal: goal, over: total > goal.amount)
            }
            return .alreadyChecked(name: habit.name, day: phrase, streak: streak)
        case (false, true):
            if let cleared = old.amount(on: day), !(old.isDone(on: day) && !habit.isDone(on: day)) {
                return .amountCleared(name: habit.name, day: phrase, total: cleared, unit: old.goal?.unit)
            }
            return .unchecked(name: habit.name, day: phrase, streak: streak)
        case (false, false):
            if habit.goal?.kind == .atMost { return .nothingRecorded(name: habit.name, day: phrase) }
            return .wasNotChecked(name: habit.name, day: phrase)
        }
    }

    /// Checks (`isDone`) or unchecks `habit` on `day`; returns whether that changed anything.
    ///
    /// - Throws: ``CommandError/checkWeeklyGoal(name:)`` for a check of a habit with a weekly
    ///   goal, and what the habit refuses.
    @discardableResult
    static func mark(_ habit: inout Habit, isDone: Bool, on day: Day, today: Day) throws(Failure) -> Bool {
        do throws(HabitError) {
            return isDone ? try habit.check(on: day, today: today) : try habit.uncheck(on: day, today: today)
        } catch .weeklyGoalChecked(let name) {
            // The core refuses; here the refusal gains the command that records an amount.
            throw .command(.checkWeeklyGoal(name: name))
        } catch {
            throw .habit(error)
        }
    }
}
