import HabitCore

/// Which day a sentence is about, as it puts it: "today", "yesterday", "on Nov 27, 2026".
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

/// Everything `habit` says, each with the data it needs: one case per sentence, label or word.
/// Every ``LanguageTable`` words every case in one exhaustive switch, so a new case (or a new
/// language) does not compile until each language has its sentence.
enum Message: Equatable, Sendable {
    // MARK: words
    /// The one-letter name of a weekday above the week row and the calendar.
    case weekdayLetter(Weekday)
    /// The full name of a weekday.
    case weekdayName(Weekday)
    /// The short name of a month (1–12) above the calendar.
    case monthAbbreviation(Int)
    /// A day as people of the language write it.
    case date(Day)
    /// A whole percentage.
    case percent(Int)
    /// The word for a value in usage lines ("DAY").
    case placeholder(Placeholder)
    /// The word for today that `--date` accepts.
    case todayWord
    /// The word for yesterday that `--date` accepts.
    case yesterdayWord
    /// The word that answers yes to a question (its first letter is accepted too).
    case yesWord
    /// The hint after a yes/no question, e.g. "[y/N]".
    case yesNoHint

    // MARK: list
    /// The headline of the list: "2 of 3 done today".
    case doneCount(done: Int, total: Int, day: DayPhrase)
    case noHabitsYet
    case addFirstHabit(command: String)
    /// `--as-of` a day before any habit existed.
    case noHabitsOn(day: Day)

    // MARK: show
    /// "5 days in a row", "3 times in a row", "2 weeks in a row".
    case daysInARow(StreakCount)
    /// The streak and the record on one line, for a terminal wide enough.
    case streakAndRecord(streak: StreakCount, record: Streak?)
    /// The record alone, on its own line when the line with the streak would not fit.
    case record(Streak?)
    case lastSevenDays
    /// The hint under a habit done on `day`, with the command that takes it back.
    case doneOn(day: DayPhrase, undo: String)
    /// The hint under a habit not done on `day`, with the command that checks it off.
    case openOn(day: DayPhrase, check: String)
    case calendarHeading(weeks: Int)
    /// The first half of the done hint, on its own line when the whole hint does not fit.
    case doneStatus(day: DayPhrase)
    /// The first half of the open hint, on its own line when the whole hint does not fit.
    case openStatus(day: DayPhrase)
    /// The second half of the done hint: the command that takes it back.
    case undoWith(command: String)
    /// The second half of the open hint: the command that checks it off.
    case checkWith(command: String)

    // MARK: stats
    /// The label of the rate over the last `days` days: "30 days:".
    case statsLastDays(Int)
    /// The label of the rate since the habit was created: "Since Oct 2, 2026:".
    case statsSince(Day)
    case statsTotalLabel
    case statsStreakLabel
    case statsRecordLabel
    case statsBestWeekdayLabel
    /// A rate with its number of days: "24 of 30 (80%)".
    case statsRate(HabitStatistics.Rate)
    /// A number of days: "59 days".
    case statsDays(Int)
    /// The record with its dates, or that there is none yet.
    case statsRecord(Streak?)
    /// The best weekday with its rate, or that there is none yet.
    case statsBestWeekday(Weekday?, HabitStatistics.Rate?)

    // MARK: amounts and notes in list, show and stats
    /// An amount with its unit, if any, as the language writes numbers: "2.5 km", "2,5 km", "8".
    case amount(Amount, unit: String?)
    /// A day's total against its goal or limit, in the list: "5/8 Gläser".
    case amountOfGoal(Amount, goal: Goal)
    /// A weekly goal's week so far, in the list: "12/20 km this week".
    case weekAmountOfGoal(Amount, goal: Goal)
    /// The goal in words after its label: "at least 8 Gläser a day" (`daily`), "on each due day"
    /// otherwise; "at most 2 Tassen a day"; "at least 20 km a week".
    case goalWords(Goal, daily: Bool)
    /// The label of the goal in `stats`: "Goal:" or, for a limit, "Limit:".
    case goalLabel(Goal.Kind)
    /// The goal with its label on its own line in `show`: "Goal: at least 8 Gläser a day".
    case goalLine(Goal, daily: Bool)
    /// The state line of a limit habit in `show`: within the limit or over it on the day
    /// (`nil`: today), and the command that records an amount (`nil`: the state alone).
    case limitStatus(day: Day?, over: Bool, log: String?)
    /// The state line of a weekly goal in `show`: whether the week through the day (`nil`:
    /// today) has reached it, and the command that records an amount (`nil`: the state alone).
    case weekGoalStatus(day: Day?, reached: Bool, log: String?)
    /// The second half of a limit's or weekly goal's state line, on its own line when the whole
    /// does not fit: the command that records an amount.
    case logWith(command: String)
    /// The state line of a goal habit partly done on the day (`nil`: today) in `show`: how much
    /// is `left` to the goal, then the command that adds an amount (`log`) and the one that fills
    /// the day up to the goal (`check`); `nil` commands give the state alone.
    case partlyDoneStatus(day: Day?, left: Amount, unit: String?, log: String?, check: String?)
    /// The second part of the partly done state line, on its own line when the whole does not
    /// fit: the command that adds an amount.
    case addToItWith(command: String)
    /// The third part of the partly done state line: the command that fills the day up to its goal.
    case fillUpWith(command: String)
    /// The day's total in `show` (`day` is `nil` for today): against the goal or limit ("Today:
    /// 5/8 Gläser", "Today: 3/2 Tassen, over the limit"), or alone without one ("Nov 27, 2026:
    /// 2.5", "Today: nothing recorded").
    case amountOn(day: Day?, total: Amount?, goal: Goal?)
    /// A weekly goal's sum from Monday through the day (`nil`: today), in `show`: "This week so
    /// far: 12/20 km".
    case weekAmountThrough(day: Day?, total: Amount, goal: Goal)
    /// The heading above the notes in `show`: "Notes", or "Last 3 of 12 notes" when some are left out.
    case notesHeading(shown: Int, total: Int)
    /// Under the last notes when some are left out: "All 12 notes: habit show Wasser --notes".
    case allNotesWith(count: Int, command: String)
    /// `show --notes` for a habit without notes.
    case noNotes
    /// The label of the sum over the last `days` days in `stats`: "Total, 7 days:".
    case statsAmountLastDays(Int)
    /// The label of the sum since the habit's start in `stats`: "Total since Nov 1, 2026:".
    case statsAmountSince(Day)
    /// A sum with its averages in `stats`: "35 Gläser · 5 a day · 35 a week".
    case statsAmount(total: Amount, perDay: Amount, perWeek: Amount, unit: String?)

    // MARK: changes
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
    /// A habit was archived; `unarchive` is the command that brings it back.
    case archived(name: String, unarchive: String)
    case alreadyArchived(name: String)
    case unarchived(name: String)
    case notArchived(name: String)
    /// Every habit is archived: `list` shows none, and says where they are.
    case allArchived(count: Int, command: String)
    /// `list --archived` with nothing archived.
    case noArchivedHabits
    /// A habit now stands at `position` (1 is the top).
    case moved(name: String, position: Int)
    case notMoved(name: String, position: Int)

    // MARK: schedules, skips and pauses
    /// `edit` gave the habit a new schedule (`nil`: kept) and perhaps a new icon or colour.
    case edited(name: String, schedule: Schedule?, restyled: Bool)
    /// `skip` excused the day; the streak as it now stands.
    case skipped(name: String, day: DayPhrase, streak: StreakCount)
    /// `skip` on a day that was skipped already.
    case alreadySkipped(name: String, day: DayPhrase)
    /// `pause` paused the habit from `from` through `until` (without end when `nil`).
    case paused(name: String, from: Day, until: Day?, resume: String)
    /// `pause` on days that were all paused already.
    case alreadyPaused(name: String)
    /// `resume` ended the pause: the habit is due again from today.
    case resumed(name: String)
    /// `resume` when nothing was paused today or later.
    case notPaused(name: String)
    /// The schedule in words: "every day", "Mon, Wed, Fri", "3 times a week", "every 3 days".
    case scheduleWords(Schedule)
    /// The schedule with its label, on its own line in `show`: "Schedule: Mon, Wed, Fri".
    case scheduleLine(Schedule)
    /// The label before the schedule in `stats`: "Schedule:".
    case scheduleLabel
    /// A `perWeek` habit's week so far: "1 of 3 this week".
    case weekProgress(done: Int, times: Int)
    /// A habit paused today, in the list: "paused".
    case pausedMark
    /// The list's headline when no habit is due or done on the day: "Nothing is due today."
    case nothingDue(day: DayPhrase)
    /// The detail view's line for a habit paused today.
    case pausedToday(resume: String)
    /// The detail view's line for a habit that is not due today and not done.
    case notDueToday(check: String)
    /// The detail view's line for a day that was skipped.
    case skippedToday(check: String)
    /// One entry of a legend: a day mark and what it means, "● done", "◌ open today" (see
    /// ``DayMark``).
    case legendEntry(mark: String, meaning: DayMark)

    // MARK: amounts and notes: the commands
    /// `add` made a measured habit; `log` is the command that records an amount.
    /// `daily` when the habit is due every day (the goal's words then say "a day").
    case addedMeasured(icon: String, name: String, goal: Goal, daily: Bool, log: String)
    /// `edit` gave the habit this goal (or a new unit for it); its days are judged by it again.
    case goalSet(name: String, goal: Goal, daily: Bool)
    /// `edit --no-goal` removed the goal; `had` is false when there was none.
    case goalRemoved(name: String, had: Bool)
    /// `log` (or `check`) left the day's total at `total`; `week` is the sum of the day's week
    /// for a weekly goal, and `thisWeek` whether that week is the current one.
    case logged(name: String, day: DayPhrase, total: Amount, goal: Goal?, week: Amount?, thisWeek: Bool)
    /// `check` on a limit habit that has an amount that day: the total stays as it is.
    case limitKept(name: String, day: DayPhrase, total: Amount, goal: Goal)
    /// `uncheck` (or `toggle`) cleared the day's amount, `total`, without taking a done day away:
    /// the day was partly done, over the limit, or is a limit habit's day, kept with nothing
    /// recorded.
    case amountCleared(name: String, day: DayPhrase, total: Amount, unit: String?)
    /// `uncheck` on a limit habit's day with nothing recorded (and not skipped): nothing changed.
    case nothingRecorded(name: String, day: DayPhrase)
    /// The day's note was set (`removed`: taken away) by `note` or `--note`.
    case noteSaved(name: String, day: DayPhrase, removed: Bool)
    /// `note` with the note the day already had (`hasNote`), or an empty one for a day without.
    case noteUnchanged(name: String, day: DayPhrase, hasNote: Bool)
    /// `check` on a habit with a weekly goal; `log` is the command to use.
    case checkWeeklyGoal(name: String, log: String)
    /// `edit` would give a habit a goal that its schedule cannot carry.
    case goalDoesNotFitSchedule(name: String, kind: Goal.Kind, schedule: Schedule)
    /// `edit --unit` on a habit without a goal.
    case noGoalForUnit(name: String)
    /// The keys after a question of `habit ask` about a measured habit; `check` false for a
    /// weekly goal, which only takes amounts.
    case askAmountKeys(skip: Bool, check: Bool)
    /// What each key does for a measured habit, shown for `?` or an answer that is none of them.
    case askAmountHelp(skip: Bool, check: Bool)

    // MARK: ask
    /// "Meditieren — today?", without the keys.
    case askQuestion(name: String, day: DayPhrase)
    /// "Wasser trinken (5/8 Gläser) — today?": the question about a measured habit, with the
    /// day's total (for a weekly goal the sum of the day's week so far, `thisWeek` when that is
    /// the current week) against the goal.
    case askAmountQuestion(name: String, day: DayPhrase, total: Amount, goal: Goal?, thisWeek: Bool)
    /// The keys after the question: "[y/n/s/?]", without `s` when skips cannot be stored.
    case askKeys(skip: Bool)
    /// What each key does, shown for `?` or an answer that is none of them.
    case askHelp(skip: Bool)
    /// Every habit that is due has an answer.
    case nothingToAsk
    /// What the check-in recorded, how many questions were left, and how to take it back.
    case askSummary(done: Int, notDone: Int, skipped: Int, left: Int)
    /// `habit ask` with standard input not a terminal.
    case askNeedsTerminal

    // MARK: undo
    /// One change that `habit undo` took back, and how long ago it was made; `redo` when the
    /// change taken back was itself an undo.
    case undone(HabitChange, today: Day, ago: Elapsed?, redo: Bool)
    /// `habit undo` restored the habits' order and nothing else.
    case undoneOrder(ago: Elapsed?, redo: Bool)
    /// What running `habit undo` once more does.
    case undoAgain(redo: Bool)

    // MARK: scripting
    case statusDone(name: String, day: DayPhrase)
    case statusOpen(name: String, day: DayPhrase)
    /// `status` of a habit with a goal or weekly goal not reached on that day: `total` is the
    /// day's (for a weekly goal the week's sum so far, `thisWeek` when that is the current week).
    case statusProgress(name: String, day: DayPhrase, total: Amount, goal: Goal, thisWeek: Bool)
    /// `status` of a limit habit whose day's `total` is over the limit.
    case statusOverLimit(name: String, day: DayPhrase, total: Amount, goal: Goal)
    /// `status` of a limit habit whose day's `total` (0 when nothing is recorded) is within
    /// the limit: the day is kept.
    case statusWithinLimit(name: String, day: DayPhrase, total: Amount, goal: Goal)
    case imported(days: Int, habits: Int, newHabits: Int, alreadyDone: Int)
    /// `habit import --from`: the habits read from another tracker, how many were new, and how
    /// many done days, skipped days, amounts and notes came with them.
    /// `import` of a CSV or JSON file whose input carries `amounts` or `notes`; `changed` is
    /// whether the data file changed (the habit's own amounts and notes win over the input's).
    case importedAmounts(days: Int, habits: Int, newHabits: Int, amounts: Int, notes: Int, changed: Bool)
    case importedHistory(from: ForeignFormat, habits: Int, newHabits: Int, done: Int, skips: Int, amounts: Int, notes: Int)
    /// `habit import --from` found nothing that the data file does not hold already.
    case importedNothingNew(from: ForeignFormat, habits: Int)
    /// Something the person should know about an import that went through, for standard error.
    case importNotice(ImportNotice)

    // MARK: errors
    case deleteNeedsConfirmation(name: String, command: String)
    case futureQueryDay(day: Day, today: Day)
    case notCreatedYet(name: String, created: Day, day: Day)
    case usage(UsageError)
    /// A data file that cannot be read or written; `limits` are the figures the sentence quotes.
    case store(StoreError, limits: FileLimits)
    case habit(HabitError)
    /// An import refused; `limits` and `amounts` are the figures the sentence quotes.
    case importFailed(ImportError, limits: FileLimits, amounts: AmountLimits)
    /// A setting in the config file or the environment that cannot be used; nothing was done.
    case configFailed(ConfigError)
    /// A change has waited a second for another process to release the lock on `path`.
    case waitingForLock(path: String, lock: String)
    /// Writing the report to standard output failed; `saved` when the change was made anyway.
    case outputFailed(reason: String, saved: Bool)
    /// The clock is outside the `years` a data file may hold.
    case clockOutOfRange(today: Day, years: ClosedRange<Int>)
    /// `TZ` is an offset of more than `maximumHours`; `offset` is written "19" or "19:30".
    case timeZoneOutOfRange(text: String, offset: String, maximumHours: Int)

    // MARK: merge
    /// `habit merge` took what `path` had that the data file lacked: `added` new habits and
    /// `changed` changed ones.
    case merged(path: String, added: Int, changed: Int)
    /// `habit merge` found nothing in `path` that the data file lacks.
    case nothingToMerge(path: String)
    /// A conflict a merge resolved on its own, for standard error.
    case mergeConflict(MergeConflict)
    /// A file to merge does not exist.
    case mergeFileMissing(path: String)

    // MARK: config
    /// Where a setting came from, as `habit config` shows it.
    case settingSource(SettingSource)
    /// The config file's path; `exists` is false when there is no file there.
    case configFile(path: String, exists: Bool)
    /// No config file can be found: neither `XDG_CONFIG_HOME` nor `HOME` is set.
    case noConfigFile

    // MARK: help
    case tagline
    case usageHeading
    case commandsHeading
    case optionsHeading
    case globalOptionsHeading
    case exitCodesHeading
    case exitCode(ExitCode)
    case dataFileHeading
    case dataFileRule
    /// `habit NAME` shows a habit when NAME is no command; a command's name wins.
    case nameAsCommand
    case moreHelp
    /// What a command does, in one line of help.
    case commandSummary(CommandName)
    /// What an option does, in one line of help; some options mean more for one command.
    /// `facts` are the defaults and choices the line quotes.
    case optionHelp(OptionName, command: CommandName?, facts: OptionFacts)
}
