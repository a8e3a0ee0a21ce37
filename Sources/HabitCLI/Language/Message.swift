import HabitCore

/// Which day a change was for, as a sentence puts it: "today", "yesterday", "on Nov 27, 2026".
enum DayPhrase: Equatable, Sendable {
    case today
    case yesterday
    case on(Day)

    /// The phrase for `day`, seen from `today`.
    init(_ day: Day, today: Day) {
        if day == today {
            self = .today
        } else if day == today.previous {
            self = .yesterday
        } else {
            self = .on(day)
        }
    }
}

/// Every sentence `habit` prints, with what it needs; each ``LanguageTable`` words all of them.
enum Message: Equatable, Sendable {
    // list
    case doneTodayCount(done: Int, total: Int)
    case noHabitsYet
    case addFirstHabit(command: String)
    // show
    case daysInARow(StreakCount)
    case record(length: StreakCount, first: Day, last: Day)
    case noRecordYet
    case lastSevenDays
    case doneToday(undo: String)
    case openToday(check: String)
    case calendarHeading(weeks: Int)
    // stats
    case stats(StatsMessage)
    // changes
    case checked(name: String, day: DayPhrase, streak: StreakCount)
    case alreadyChecked(name: String, day: DayPhrase, streak: StreakCount)
    case unchecked(name: String, day: DayPhrase, streak: StreakCount)
    case wasNotChecked(name: String, day: DayPhrase)
    case added(icon: String, name: String, check: String)
    case renamed(from: String, to: String)
    case nameUnchanged(name: String)
    case deleteQuestion(name: String, entries: Int)
    case deleted(name: String, entries: Int)
    case kept(name: String)
    // undo
    /// One change that `habit undo` took back, and how long ago it was made; `redo` when the
    /// change taken back was itself an undo.
    case undone(HabitChange, today: Day, ago: Elapsed?, redo: Bool)
    /// `habit undo` restored the habits' order and nothing else.
    case undoneOrder(ago: Elapsed?, redo: Bool)
    /// What running `habit undo` once more does.
    case undoAgain(redo: Bool)
    // errors
    case deleteNeedsConfirmation(name: String, command: String)
    case usage(UsageError)
    case store(StoreError)
    /// A change has waited a second for another process to release the lock on `path`.
    case waitingForLock(path: String, lock: String)
    /// Writing the report to standard output failed; `saved` when the change was made anyway.
    case outputFailed(reason: String, saved: Bool)
    /// The clock is outside the years a data file may hold.
    case clockOutOfRange(today: Day)
    /// `TZ` is an offset of more than 18 hours.
    case timeZoneOutOfRange(text: String, offset: String)
    case habit(HabitError)
    // help
    case tagline
    case usageHeading
    case commandsHeading
    case optionsHeading
    case globalOptionsHeading
    case exitCodesHeading
    case exitCode(ExitCode)
    case dataFileHeading
    case dataFileRule
    case moreHelp
    // scripting
    case scripting(ScriptingMessage)
    // config, archive, move, ask
    case daily(DailyMessage)
    // schedules, skips and pauses
    case schedule(ScheduleMessage)
}

/// The sentences of the commands for scripts: `--as-of`, `status` and `import`.
enum ScriptingMessage: Equatable, Sendable {
    // list and show --as-of
    case doneOnDayCount(done: Int, total: Int, day: DayPhrase)
    case doneOn(day: DayPhrase, undo: String)
    case openOn(day: DayPhrase, check: String)
    case futureQueryDay(day: Day, today: Day)
    case noHabitsOn(day: Day)
    case notCreatedYet(name: String, created: Day, day: Day)
    // status
    case statusDone(name: String, day: DayPhrase)
    case statusOpen(name: String, day: DayPhrase)
    // import
    case imported(days: Int, habits: Int, newHabits: Int, alreadyDone: Int)
    case importFailed(ImportError)
}
