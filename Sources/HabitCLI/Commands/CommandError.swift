import HabitSystem
import HabitText
import HabitCore
import HabitStore

/// A command that the store and the habits allowed but the situation does not.
enum CommandError: Error, Equatable, Sendable {
    /// What a day typed after `--date` or `--as-of` is for: the rule is the same, the advice
    /// differs.
    enum DayUse: Equatable, Sendable {
        /// A day to change (`check`, `uncheck`, `toggle`): only today and past days can be.
        case change
        /// A day to ask about (`status`, `--as-of`): nothing is known about the future yet.
        case query
    }

    /// `delete` without `--yes` and without a terminal to ask on.
    case deleteNeedsConfirmation(name: String)
    /// `--date` or `--as-of` named a day after today.
    case futureDay(Day, today: Day, use: DayUse)
    /// `show NAME --as-of DAY` for a day before the habit was created.
    case notCreatedYet(name: String, created: Day, asOf: Day)
    /// The clock says a day outside the years a data file may hold (1900 to 9999), so any
    /// file written now would be refused when read back.
    case clockOutOfRange(today: Day)
    /// `TZ` names an offset from UTC beyond the ±18 hours a time zone can have here.
    case timeZoneOutOfRange(text: String, seconds: Int)
    /// `habit ask` without a terminal on standard input.
    case askNeedsTerminal
    /// `habit tui` with standard input or output not a terminal.
    case tuiNeedsTerminal
    /// `habit merge` or `habit merge-driver` named a file that does not exist.
    case mergeFileMissing(path: String)
    /// `habit merge` was given a folder, or no regular file, as `role`.
    case mergeInputNotAFile(path: String, role: MergeInputRole, kind: MergeInputKind)
    /// `check` (or `toggle`) on a habit with a weekly goal, which is met by logging amounts.
    case checkWeeklyGoal(name: String)
    /// `edit` would leave a habit with a goal its schedule cannot carry (a daily goal on a
    /// habit due a number of times a week, a weekly goal on one that is not daily).
    case goalDoesNotFitSchedule(name: String, kind: Goal.Kind, schedule: Schedule)
    /// `edit --unit` on a habit without a goal or limit to count in it.
    case noGoalForUnit(name: String)
    /// `slip` on a habit that is not one to quit.
    case notAQuitHabit(name: String)
    /// `edit --quit` on a habit that has a goal (or a limit above 0).
    case quitWithGoal(name: String)
    /// `edit --goal`, `--at-most` or `--weekly-goal` on a habit whose amounts are readings, which
    /// take no goal (its name as shown).
    case readingTakesNoGoal(name: String)
}

extension CommandError: ReportedError {
    /// A refusal of what was typed is a usage error (exit 2); a habit that did not exist yet or a
    /// clock outside the years a file may hold is the data's (exit 3).
    var exitCode: ExitCode {
        switch self {
        case .deleteNeedsConfirmation, .futureDay, .askNeedsTerminal, .tuiNeedsTerminal, .mergeFileMissing, .mergeInputNotAFile,
            .checkWeeklyGoal, .goalDoesNotFitSchedule, .noGoalForUnit, .notAQuitHabit, .quitWithGoal, .timeZoneOutOfRange,
            .readingTakesNoGoal:
            return .usage
        case .notCreatedYet, .clockOutOfRange: return .data
        }
    }

    /// The sentence for the refusal, with the command to type instead where there is one.
    func sentence(in language: LanguageTable) -> String {
        switch self {
        case .askNeedsTerminal: return language.text(.askNeedsTerminal)
        case .tuiNeedsTerminal: return language.text(TUIMessage.needsTerminal)
        case .mergeFileMissing(let path): return language.text(.mergeFileMissing(path: path))
        case .mergeInputNotAFile(let path, let role, let kind):
            return language.text(.sync(.mergeInputNotAFile(path: path, role: role, kind: kind)))
        case .deleteNeedsConfirmation(let name):
            return language.text(.deleteNeedsConfirmation(name: name, command: commandLine(.delete, name) + " --yes"))
        case .futureDay(let day, let today, .change): return language.text(.habit(.futureDay(day, today: today)))
        case .futureDay(let day, let today, .query): return language.text(.futureQueryDay(day: day, today: today))
        case .clockOutOfRange(let today):
            return language.text(.clockOutOfRange(today: today, years: AcceptedDays.earliest.year...AcceptedDays.latestYear))
        case .timeZoneOutOfRange(let text, let seconds):
            let hours = abs(seconds) / 3600
            let minutes = abs(seconds) % 3600 / 60
            let offset = minutes == 0 ? "\(hours)" : "\(hours):" + (minutes < 10 ? "0\(minutes)" : "\(minutes)")
            return language.text(.timeZoneOutOfRange(text: text, offset: offset, maximumHours: World.maximumOffsetHours))
        case .checkWeeklyGoal(let name):
            return language.text(
                .checkWeeklyGoal(name: name, log: commandLine(.log, name) + " " + language.text(.placeholder(.amount))))
        case .goalDoesNotFitSchedule(let name, let kind, let schedule):
            return language.text(.goalDoesNotFitSchedule(name: name, kind: kind, schedule: schedule))
        case .noGoalForUnit(let name): return language.text(.noGoalForUnit(name: name))
        case .notAQuitHabit(let name):
            return language.text(
                .notAQuitHabit(name: name, log: commandLine(.log, name) + " " + language.text(.placeholder(.amount))))
        case .quitWithGoal(let name):
            return language.text(.quitWithGoal(name: name, noGoal: commandLine(.edit, name) + " --no-goal --quit"))
        case .notCreatedYet(let name, let created, let day):
            return language.text(.notCreatedYet(name: name, created: created, day: day))
        case .readingTakesNoGoal(let name):
            let command = commandLine(.log, name) + " " + language.text(.placeholder(.amount))
            return language.catalog.text(.errorReadingTakesNoGoal, ["name": name, "command": command])
        }
    }
}
