import HabitCore

/// What the views show: the list, a habit's detail, the calendar, statistics, status and the settings.
public enum ViewMessage: Equatable, Sendable {
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

extension LanguageTable {
    /// What the views show: the entry of the catalog (`view.…`) each message picks, and its
    /// arguments, formatted for every language alike.
    public func text(_ message: ViewMessage) -> String {
        switch message {
        // list
        case .doneCount(let done, let total, let day):
            return catalog.text(.viewDoneCount, count: done, ["done": String(done), "total": String(total), "day": phrase(day)])
        case .noHabitsYet: return catalog.text(.viewNoHabitsYet)
        case .addFirstHabit(let command): return catalog.text(.viewAddFirstHabit, ["command": command])
        case .noHabitsOn(let day): return catalog.text(.viewNoHabitsOn, ["date": date(day)])
        // show
        case .daysInARow(let count): return daysInARow(count)
        case .streakAndRecord(let streak, let record?):
            return catalog.text(.viewStreakAndRecord, ["streak": daysInARow(streak), "record": recordText(record)])
        case .streakAndRecord(let streak, nil): return catalog.text(.viewStreakAndNoRecord, ["streak": daysInARow(streak)])
        case .daysClean(let count): return daysClean(count)
        case .cleanAndRecord(let clean, let slip?, let record?):
            return catalog.text(
                .viewCleanAndRecordSlipRecord, ["clean": daysClean(clean), "date": date(slip), "record": recordText(record)])
        case .cleanAndRecord(let clean, nil, let record?):
            return catalog.text(.viewCleanAndRecordNoSlipRecord, ["clean": daysClean(clean), "record": recordText(record)])
        case .cleanAndRecord(let clean, let slip?, nil):
            return catalog.text(.viewCleanAndRecordSlipNoRecord, ["clean": daysClean(clean), "date": date(slip)])
        case .cleanAndRecord(let clean, nil, nil):
            return catalog.text(.viewCleanAndRecordNoSlipNoRecord, ["clean": daysClean(clean)])
        case .quitStatus(let day, let slipped, let slip):
            let state: String
            switch (day, slipped) {
            case (nil, false): state = catalog.text(.viewQuitStatusCleanToday)
            case (nil, true): state = catalog.text(.viewQuitStatusSlipToday)
            case (let day?, false): state = catalog.text(.viewQuitStatusCleanOn, ["date": date(day)])
            case (let day?, true): state = catalog.text(.viewQuitStatusSlipOn, ["date": date(day)])
            }
            return withCommand(state, slip.map { text(.slipWith(command: $0)) })
        case .slipWith(let command): return catalog.text(.viewSlipWith, ["command": command])
        case .readingLine(let count, let last, let unit):
            return catalog.text(.viewReadingLine, count: count, ["count": String(count), "last": measure(last, unit)])
        case .trackOnlyLine(let count, nil, _): return catalog.text(.viewTrackOnlyLine, count: count, ["count": String(count)])
        case .trackOnlyLine(let count, let total?, let unit):
            return catalog.text(.viewTrackOnlyLineTotal, count: count, ["count": String(count), "total": measure(total, unit)])
        case .record(let record?): return catalog.text(.viewRecord, ["record": recordText(record)])
        case .record(nil): return catalog.text(.viewNoRecord)
        case .lastSevenDays: return catalog.text(.viewLastSevenDays)
        case .doneOn(.today, let undo): return catalog.text(.viewDoneOnToday, ["command": undo])
        case .doneOn(.yesterday, let undo): return catalog.text(.viewDoneOnYesterday, ["command": undo])
        case .doneOn(.on(let day), let undo): return catalog.text(.viewDoneOnDay, ["date": date(day), "command": undo])
        case .openOn(.today, let check): return catalog.text(.viewOpenOnToday, ["command": check])
        case .openOn(.yesterday, let check): return catalog.text(.viewOpenOnYesterday, ["command": check])
        case .openOn(.on(let day), let check): return catalog.text(.viewOpenOnDay, ["date": date(day), "command": check])
        case .doneStatus(.today): return catalog.text(.viewDoneStatusToday)
        case .doneStatus(.yesterday): return catalog.text(.viewDoneStatusYesterday)
        case .doneStatus(.on(let day)): return catalog.text(.viewDoneStatusDay, ["date": date(day)])
        case .openStatus(.today): return catalog.text(.viewOpenStatusToday)
        case .openStatus(.yesterday): return catalog.text(.viewOpenStatusYesterday)
        case .openStatus(.on(let day)): return catalog.text(.viewOpenStatusDay, ["date": date(day)])
        case .undoWith(let command): return catalog.text(.viewUndoWith, ["command": command])
        case .checkWith(let command): return catalog.text(.viewCheckWith, ["command": command])
        case .addToItWith(let command): return catalog.text(.viewAddToItWith, ["command": command])
        case .fillUpWith(let command): return catalog.text(.viewFillUpWith, ["command": command])
        case .calendarHeading(let weeks) where weeks <= 1: return catalog.text(.viewCalendarThisWeek)
        case .calendarHeading(let weeks): return catalog.text(.viewCalendarLastWeeks, count: weeks, ["count": String(weeks)])
        // stats
        case .statsLastDays(let count): return catalog.text(.viewStatsLastDays, count: count, ["count": String(count)])
        case .statsSince(let day): return catalog.text(.viewStatsSince, ["date": date(day)])
        case .statsTotalLabel: return catalog.text(.viewStatsTotalLabel)
        case .statsStreakLabel: return catalog.text(.viewStatsStreakLabel)
        case .statsRecordLabel: return catalog.text(.viewStatsRecordLabel)
        case .statsBestWeekdayLabel: return catalog.text(.viewStatsBestWeekdayLabel)
        case .statsRate(let rate): return rateText(rate)
        case .statsDays(let count): return days(count)
        case .statsRecord(let record?): return recordText(record)
        case .statsRecord(nil): return catalog.text(.viewStatsNoRecord)
        case .statsBestWeekday(let weekday?, let rate?):
            return catalog.text(.viewStatsBestWeekday, ["weekday": weekdayName(weekday), "rate": rateText(rate)])
        case .statsBestWeekday: return catalog.text(.viewStatsNoBestWeekday)
        // stats of a habit to quit
        case .statsQuitLabel(let figure): return quitLabel(figure)
        case .statsLastSlip(let day?): return catalog.text(.viewStatsLastSlip, ["date": date(day)])
        case .statsLastSlip(nil): return catalog.text(.viewStatsNoLastSlip)
        case .statsSlips(let count, let total, let unit):
            return catalog.text(.viewStatsSlips, count: count, ["count": String(count), "total": measure(total, unit)])
        case .statsNoSlips: return catalog.text(.viewStatsNoSlips)
        case .statsAverageSince(let average, let unit, let day):
            return catalog.text(.viewStatsAverageSince, ["average": measure(average, unit), "date": date(day)])
        case .statsCurrentRun(let run?): return recordText(run)
        case .statsCurrentRun(nil): return days(0)
        // stats of a habit only tracked
        case .statsTrackedLabel(let figure): return trackedLabel(figure)
        case .statsRecordedDay(let day?): return catalog.text(.viewStatsRecordedDay, ["date": date(day)])
        case .statsRecordedDay(nil): return catalog.text(.viewStatsNoRecordedDay)
        case .statsNoteCount(let count): return catalog.text(.viewStatsNoteCount, count: count, ["count": String(count)])
        // amounts and notes
        case .amount(let amount, let unit): return measure(amount, unit)
        case .amountOfGoal(let total, let goal): return ofGoal(total, goal)
        case .weekAmountOfGoal(let total, let goal): return catalog.text(.viewWeekAmountOfGoal, ["progress": ofGoal(total, goal)])
        case .goalWords(let goal, let daily): return goalWords(goal, daily: daily)
        case .goalLabel(.atMost): return catalog.text(.viewLimitLabel)
        case .goalLabel: return catalog.text(.viewGoalLabel)
        case .goalLine(let goal, let daily) where goal.kind == .atMost:
            return catalog.text(.viewLimitLine, ["goal": goalWords(goal, daily: daily)])
        case .goalLine(let goal, let daily): return catalog.text(.viewGoalLine, ["goal": goalWords(goal, daily: daily)])
        case .limitStatus(let day, let over, let log):
            let state: String
            switch (day, over) {
            case (nil, false): state = catalog.text(.viewLimitStatusWithinToday)
            case (nil, true): state = catalog.text(.viewLimitStatusOverToday)
            case (let day?, false): state = catalog.text(.viewLimitStatusWithinOn, ["date": date(day)])
            case (let day?, true): state = catalog.text(.viewLimitStatusOverOn, ["date": date(day)])
            }
            return withCommand(state, log.map { text(.logWith(command: $0)) })
        case .weekGoalStatus(let day, let reached, let log):
            let state: String
            switch (day, reached) {
            case (nil, true): state = catalog.text(.viewWeekGoalStatusReachedThisWeek)
            case (nil, false): state = catalog.text(.viewWeekGoalStatusNotReachedThisWeek)
            case (let day?, true): state = catalog.text(.viewWeekGoalStatusReachedThrough, ["date": date(day)])
            case (let day?, false): state = catalog.text(.viewWeekGoalStatusNotReachedThrough, ["date": date(day)])
            }
            return withCommand(state, log.map { text(.logWith(command: $0)) })
        case .logWith(let command): return catalog.text(.viewLogWith, ["command": command])
        case .partlyDoneStatus(let day?, let left, let unit, let log, let check):
            let state = catalog.text(.viewPartlyDoneOn, ["date": date(day), "left": measure(left, unit)])
            return partlyDoneLine(state, log: log, check: check)
        case .partlyDoneStatus(nil, let left, let unit, let log, let check):
            return partlyDoneLine(catalog.text(.viewPartlyDoneToday, ["left": measure(left, unit)]), log: log, check: check)
        case .amountOn(let day, .ofGoal(let total, let goal)):
            return catalog.text(.viewAmountOn, ["day": dayLabel(day), "amount": ofGoal(total, goal)])
        case .amountOn(let day, .overLimit(let total, let goal)):
            return catalog.text(.viewAmountOverLimit, ["day": dayLabel(day), "amount": ofGoal(total, goal)])
        case .amountOn(let day, .alone(let total, let unit)):
            return catalog.text(.viewAmountOn, ["day": dayLabel(day), "amount": measure(total, unit)])
        case .amountOn(let day, .nothing): return catalog.text(.viewNothingRecorded, ["day": dayLabel(day)])
        case .weekAmountThrough(let day?, let total, let goal):
            return catalog.text(.viewWeekAmountThrough, ["date": date(day), "progress": ofGoal(total, goal)])
        case .weekAmountThrough(nil, let total, let goal):
            return catalog.text(.viewWeekAmountSoFar, ["progress": ofGoal(total, goal)])
        case .notesHeading: return catalog.text(.viewNotesHeading)
        case .lastNotesHeading(let shown, let total) where shown == 1:
            return catalog.text(.viewLastNoteHeading, ["total": String(total)])
        case .lastNotesHeading(let shown, let total):
            return catalog.text(.viewLastNotesHeading, count: shown, ["count": String(shown), "total": String(total)])
        case .allNotesWith(let count, let command):
            return catalog.text(.viewAllNotesWith, ["count": String(count), "command": command])
        case .noNotes: return catalog.text(.viewNoNotes)
        case .statsAmountLastDays(let count): return catalog.text(.viewStatsAmountLastDays, ["days": days(count)])
        case .statsAmountSince(let day): return catalog.text(.viewStatsAmountSince, ["date": date(day)])
        case .statsAmount(let total, let perDay, let perWeek, let unit):
            return catalog.text(
                .viewStatsAmount,
                ["total": measure(total, unit), "perDay": measure(perDay, unit), "perWeek": measure(perWeek, unit)])
        case .scheduleWords(let schedule): return scheduleWords(schedule)
        case .scheduleLine(let schedule): return catalog.text(.viewScheduleLine, ["schedule": scheduleWords(schedule)])
        case .scheduleLabel: return catalog.text(.viewScheduleLabel)
        case .weekProgress(let done, let times):
            return catalog.text(.viewWeekProgress, ["done": String(done), "times": String(times)])
        case .monthProgress(let done, let times):
            return catalog.text(.viewMonthProgress, ["done": String(done), "times": String(times)])
        case .pausedMark: return catalog.text(.viewPausedMark)
        case .nothingDue(.today): return catalog.text(.viewNothingDueToday)
        case .nothingDue(.yesterday): return catalog.text(.viewNothingDueYesterday)
        case .nothingDue(.on(let day)): return catalog.text(.viewNothingDueDay, ["date": date(day)])
        case .pausedToday(let resume): return catalog.text(.viewPausedToday, ["command": resume])
        case .notDueToday(let check): return catalog.text(.viewNotDueToday, ["command": check])
        case .skippedToday(let check): return catalog.text(.viewSkippedToday, ["command": check])
        case .legendEntry(let mark, let meaning): return catalog.text(legendKey(meaning), ["mark": mark])
        // scripting
        case .statusDone(let name, .today): return catalog.text(.viewStatusDoneToday, ["name": name])
        case .statusDone(let name, let day): return catalog.text(.viewStatusDone, ["name": name, "day": phrase(day)])
        case .statusOpen(let name, .today): return catalog.text(.viewStatusOpenToday, ["name": name])
        case .statusOpen(let name, let day): return catalog.text(.viewStatusOpen, ["name": name, "day": phrase(day)])
        case .statusProgress(let name, .today, let progress):
            return catalog.text(.viewStatusProgressToday, ["name": name, "progress": self.progress(progress)])
        case .statusProgress(let name, let day, let progress):
            return catalog.text(.viewStatusProgress, ["name": name, "day": phrase(day), "progress": self.progress(progress)])
        case .statusOverLimit(let name, .today, let total, let goal):
            return catalog.text(.viewStatusOverLimitToday, ["name": name, "progress": ofGoal(total, goal)])
        case .statusOverLimit(let name, let day, let total, let goal):
            return catalog.text(.viewStatusOverLimit, ["name": name, "day": phrase(day), "progress": ofGoal(total, goal)])
        case .statusWithinLimit(let name, .today, let total, let goal):
            return catalog.text(.viewStatusWithinLimitToday, ["name": name, "progress": ofGoal(total, goal)])
        case .statusWithinLimit(let name, let day, let total, let goal):
            return catalog.text(.viewStatusWithinLimit, ["name": name, "day": phrase(day), "progress": ofGoal(total, goal)])
        // config
        case .settingSource(.standard): return catalog.text(.viewSettingSourceStandard)
        case .settingSource(.file(let path, let line)):
            return catalog.text(.viewSettingSourceFile, ["path": "\(path)", "line": "\(line)"])
        case .settingSource(.environment(let variable)):
            return catalog.text(.viewSettingSourceEnvironment, ["variable": "\(variable)"])
        case .settingSource(.commandLine(let option)): return catalog.text(.viewSettingSourceCommandLine, ["option": "\(option)"])
        case .configFile(let path, true): return catalog.text(.viewConfigFile, ["path": "\(path)"])
        case .configFile(let path, false): return catalog.text(.viewConfigFileMissing, ["path": "\(path)"])
        case .noConfigFile: return catalog.text(.viewNoConfigFile)
        case .settingNotSet: return catalog.text(.viewSettingNotSet)
        case .dataFileWeek(let day): return catalog.text(.viewDataFileWeek, ["weekday": weekdayName(day)])
        }
    }

    /// The label before a day's amount: "Today:", "Nov 27, 2026:".
    private func dayLabel(_ day: Day?) -> String {
        day.map { day in catalog.text(.viewDayLabel, ["date": date(day)]) } ?? catalog.text(.viewTodayLabel)
    }

    /// A state line and, when there is one, the command that records more after it.
    private func withCommand(_ state: String, _ command: String?) -> String {
        command.map { catalog.text(.viewStateAndCommand, ["state": state, "command": $0]) } ?? state
    }

    /// "11 days clean".
    private func daysClean(_ count: Int) -> String {
        catalog.text(.viewDaysClean, count: count, ["count": String(count)])
    }

    /// "1 day", "5 times", "3 weeks".
    private func length(_ streak: StreakCount) -> String {
        let count = streak.length
        let arguments: KeyValuePairs<String, String> = ["count": String(count)]
        switch streak.unit {
        case .day: return days(count)
        case .time: return catalog.text(.viewLengthTimes, count: count, arguments)
        case .week: return catalog.text(.viewLengthWeeks, count: count, arguments)
        case .month: return catalog.text(.viewLengthMonths, count: count, arguments)
        }
    }

    /// A run with its dates: "5 days (Nov 1, 2026 – Nov 5, 2026)".
    private func recordText(_ record: Streak) -> String {
        let length = length(StreakCount(record.length, record.unit))
        switch DaySpan(record) {
        case .one(let day): return catalog.text(.viewRecordOneDay, ["length": length, "date": date(day)])
        case .range(let first, let last):
            return catalog.text(.viewRecordRange, ["length": length, "first": date(first), "last": date(last)])
        }
    }

    /// "24 of 30 (80%)", worded by what the rate counts; "no days yet" when there were none.
    private func rateText(_ rate: HabitStatistics.Rate) -> String {
        guard let percent = rate.percent else {
            switch rate.measure {
            case .weeks: return catalog.text(.viewRateNoWeeks)
            case .months: return catalog.text(.viewRateNoMonths)
            case .days, .dueDays, .interval: return catalog.text(.viewRateNoDays)
            }
        }
        let arguments: KeyValuePairs<String, String> = [
            "done": String(rate.done), "days": String(rate.days), "percent": String(percent),
        ]
        switch rate.measure {
        case .days: return catalog.text(.viewRateDays, arguments)
        case .dueDays: return catalog.text(.viewRateDueDays, count: rate.days, arguments)
        case .interval(let interval):
            return catalog.text(
                .viewRateInterval,
                [
                    "done": catalog.text(.viewRateDoneDays, count: rate.done, ["count": String(rate.done)]),
                    "days": catalog.text(.viewRateInDays, count: rate.days, ["count": String(rate.days)]),
                    "interval": String(interval), "percent": String(percent),
                ])
        case .weeks: return catalog.text(.viewRateWeeks, count: rate.days, arguments)
        case .months:
            // French agrees "réussi(s)" with the months met: the key follows their plural form.
            let key: CatalogKey = catalog.pluralForm(Double(rate.done)) == 0 ? .viewRateMonthsOneMet : .viewRateMonthsOtherMet
            return catalog.text(key, count: rate.days, arguments)
        }
    }

    /// The labels of `stats` for a habit to quit.
    private func quitLabel(_ figure: QuitFigure) -> String {
        switch figure {
        case .cleanDays: return catalog.text(.viewStatsQuitLabelCleanDays)
        case .lastSlip: return catalog.text(.viewStatsQuitLabelLastSlip)
        case .slips: return catalog.text(.viewStatsQuitLabelSlips)
        case .slipsPerWeek: return catalog.text(.viewStatsQuitLabelSlipsPerWeek)
        case .slipsPerMonth: return catalog.text(.viewStatsQuitLabelSlipsPerMonth)
        case .currentCleanRun: return catalog.text(.viewStatsQuitLabelCurrentCleanRun)
        case .longestCleanRun: return catalog.text(.viewStatsQuitLabelLongestCleanRun)
        }
    }

    /// The labels of `stats` for a habit only tracked.
    private func trackedLabel(_ figure: TrackedFigure) -> String {
        switch figure {
        case .daysRecorded: return catalog.text(.viewStatsTrackedLabelDaysRecorded)
        case .daysPerWeek: return catalog.text(.viewStatsTrackedLabelDaysPerWeek)
        case .daysPerMonth: return catalog.text(.viewStatsTrackedLabelDaysPerMonth)
        case .total: return catalog.text(.viewStatsTrackedLabelTotal)
        case .totalPerWeek: return catalog.text(.viewStatsTrackedLabelTotalPerWeek)
        case .totalPerMonth: return catalog.text(.viewStatsTrackedLabelTotalPerMonth)
        case .firstDay: return catalog.text(.viewStatsTrackedLabelFirstDay)
        case .lastDay: return catalog.text(.viewStatsTrackedLabelLastDay)
        case .notes: return catalog.text(.viewStatsTrackedLabelNotes)
        case .lastReading: return catalog.text(.viewStatsTrackedLabelLastReading)
        case .averageReading: return catalog.text(.viewStatsTrackedLabelAverageReading)
        case .lowestReading: return catalog.text(.viewStatsTrackedLabelLowestReading)
        case .highestReading: return catalog.text(.viewStatsTrackedLabelHighestReading)
        }
    }

    /// The entry of a legend that explains `meaning`.
    private func legendKey(_ meaning: DayMark) -> CatalogKey {
        switch meaning {
        case .done: return .viewLegendDone
        case .todayDone: return .viewLegendTodayDone
        case .partlyDone: return .viewLegendPartlyDone
        case .overLimit: return .viewLegendOverLimit
        case .withinLimitSoFar: return .viewLegendWithinLimitSoFar
        case .slip: return .viewLegendSlip
        case .clean: return .viewLegendClean
        case .cleanSoFar: return .viewLegendCleanSoFar
        case .stillOpen: return .viewLegendStillOpen
        case .missed: return .viewLegendMissed
        case .notDoneInWeek: return .viewLegendNotDoneInWeek
        case .weekMet: return .viewLegendWeekMet
        case .monthMet: return .viewLegendMonthMet
        case .notDue: return .viewLegendNotDue
        case .skipped: return .viewLegendSkipped
        case .paused: return .viewLegendPaused
        }
    }
}
