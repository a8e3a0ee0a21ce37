import HabitCore

/// What the views show: the list, a habit's detail, the calendar, statistics, status and the settings.
enum ViewMessage: Equatable, Sendable {
    /// The headline of the list: "2 of 3 done today".
    case doneCount(done: Int, total: Int, day: DayPhrase)
    case noHabitsYet
    case addFirstHabit(command: String)
    /// `--as-of` a day before any habit existed.
    case noHabitsOn(day: Day)
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
    case amountOn(day: Day?, amount: DayAmount)
    /// A weekly goal's sum from Monday through the day (`nil`: today), in `show`: "This week so
    /// far: 12/20 km".
    case weekAmountThrough(day: Day?, total: Amount, goal: Goal)
    /// The heading above every note of a habit in `show`: "Notes".
    case notesHeading
    /// The heading above the last `shown` notes of `total` when some are left out: "Last 3 of 12
    /// notes".
    case lastNotesHeading(shown: Int, total: Int)
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
    /// The schedule in words: "every day", "Mon, Wed, Fri", "3 times a week", "every 3 days".
    case scheduleWords(Schedule)
    /// The schedule with its label, on its own line in `show`: "Schedule: Mon, Wed, Fri".
    case scheduleLine(Schedule)
    /// The label before the schedule in `stats`: "Schedule:".
    case scheduleLabel
    /// A `perWeek` habit's week so far: "1 of 3 this week".
    case weekProgress(done: Int, times: Int)
    /// A `perMonth` habit's month so far: "1 of 2 this month".
    case monthProgress(done: Int, times: Int)
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
    case statusDone(name: String, day: DayPhrase)
    case statusOpen(name: String, day: DayPhrase)
    /// `status` of a habit with a goal or weekly goal not reached on that day: the day's total
    /// (for a weekly goal the week's sum so far) against the goal.
    case statusProgress(name: String, day: DayPhrase, progress: AmountProgress)
    /// `status` of a limit habit whose day's `total` is over the limit.
    case statusOverLimit(name: String, day: DayPhrase, total: Amount, goal: Goal)
    /// `status` of a limit habit whose day's `total` (0 when nothing is recorded) is within
    /// the limit: the day is kept.
    case statusWithinLimit(name: String, day: DayPhrase, total: Amount, goal: Goal)
    /// Where a setting came from, as `habit config` shows it.
    case settingSource(SettingSource)
    /// The config file's path; `exists` is false when there is no file there.
    case configFile(path: ShownText, exists: Bool)
    /// No config file can be found: neither `XDG_CONFIG_HOME` nor `HOME` is set.
    case noConfigFile
    /// A setting that has no value, as `habit config` shows it (no `remind-command`).
    case settingNotSet
    /// `habit config`'s last line and `habit week-start`: the data file's weeks start on `day`.
    case dataFileWeek(Weekday)
    // habits to quit and habits only tracked
    /// A habit to quit's clean run: "11 days clean".
    case daysClean(Int)
    /// `show` of a habit to quit: the clean run, the latest slip (none yet: `nil`) and the
    /// longest clean run.
    case cleanAndRecord(clean: Int, lastSlip: Day?, record: Streak?)
    /// The day of a habit to quit under the week row: clean so far (today) or clean (a day
    /// before), or a slip; with the command that records one.
    case quitStatus(day: Day?, slipped: Bool, slip: String?)
    /// The command that records a slip, on a line of its own.
    case slipWith(command: String)
    /// `show` of a track-only habit: never due, so no streak; how many days were done and the
    /// amounts' total (`nil` without amounts).
    case trackOnlyLine(days: Int, total: Amount?, unit: String?)
    /// `show` of a habit whose amounts are readings: how many days were done and the last value
    /// (never a sum).
    case readingLine(days: Int, last: Amount, unit: String?)
    /// The labels of `stats` for a habit to quit: "Clean days:", "Last slip:", "Slips:",
    /// "Slips per week:", "Slips per month:", "Current clean run:", "Longest clean run:".
    case statsQuitLabel(QuitFigure)
    /// The last slip's day in `stats`, or that there is none yet (`nil`).
    case statsLastSlip(Day?)
    /// The slips in `stats`: on how many days, and their total with the unit, if any: "2 days,
    /// 3 in total".
    case statsSlips(days: Int, total: Amount, unit: String?)
    /// The slips in `stats` of a habit to quit without any: "none yet".
    case statsNoSlips
    /// An average in `stats`, rounded, with its unit, if any, and the day it counts from: "0.15 on
    /// average since Sep 1, 2026".
    case statsAverageSince(Amount, unit: String?, since: Day)
    /// The current clean run in `stats` with its dates; "0 days" when there is none.
    case statsCurrentRun(Streak?)
    /// The labels of `stats` for a habit only tracked: "Days recorded:", "Days per week:", "Days
    /// per month:", "Total:", "Total per week:", "Total per month:", "First day recorded:", "Last
    /// day recorded:", "Notes:".
    case statsTrackedLabel(TrackedFigure)
    /// The first or last day recorded in `stats`, or that there is none yet (`nil`).
    case statsRecordedDay(Day?)
    /// How many notes a habit has in `stats`: "2 notes".
    case statsNoteCount(Int)
}
