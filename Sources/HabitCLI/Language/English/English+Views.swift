import HabitCore

extension English {
    /// What the views show: the list, a habit's detail, the calendar, statistics, status and the settings.
    func text(_ message: ViewMessage) -> String {
        switch message {
        // list
        case .doneCount(let done, let total, let day): return "\(done) of \(total) done \(phrase(day))"
        case .noHabitsYet: return "No habits yet."
        case .addFirstHabit(let command): return "Add your first one and check it off every day: \(command)"
        case .noHabitsOn(let day): return "No habit existed yet on \(date(day))."
        // show
        case .daysInARow(let count): return daysInARow(count)
        case .streakAndRecord(let streak, let record?): return "\(daysInARow(streak)) · Record: \(recordText(record))"
        case .streakAndRecord(let streak, nil): return "\(daysInARow(streak)) · Record: none yet"
        case .daysClean(let count): return daysClean(count)
        case .cleanAndRecord(let clean, let slip?, let record?):
            return "\(daysClean(clean)) · last slip \(date(slip)) · Record: \(recordText(record))"
        case .cleanAndRecord(let clean, nil, let record?):
            return "\(daysClean(clean)) · no slip yet · Record: \(recordText(record))"
        case .cleanAndRecord(let clean, let slip?, nil): return "\(daysClean(clean)) · last slip \(date(slip)) · Record: none yet"
        case .cleanAndRecord(let clean, nil, nil): return "\(daysClean(clean)) · no slip yet · Record: none yet"
        case .quitStatus(nil, false, let slip): return "◈ Clean so far today" + slipTail(slip)
        case .quitStatus(nil, true, let slip): return "◆ A slip today" + slipTail(slip)
        case .quitStatus(let day?, false, let slip): return "◇ Clean on \(date(day))" + slipTail(slip)
        case .quitStatus(let day?, true, let slip): return "◆ A slip on \(date(day))" + slipTail(slip)
        case .slipWith(let command): return "record a slip with: \(command)"
        case .readingLine(let count, let last, let unit):
            return "Tracked only, never due: done on \(days(count)), last value \(measure(last, unit))"
        case .trackOnlyLine(let count, nil, _): return "Tracked only, never due: done on \(days(count))"
        case .trackOnlyLine(let count, let total?, let unit):
            return "Tracked only, never due: done on \(days(count)), \(measure(total, unit)) in all"
        case .record(let record?): return "Record: \(recordText(record))"
        case .record(nil): return "Record: none yet"
        case .lastSevenDays: return "Last 7 days"
        case .doneOn(.today, let undo): return "✓ Done today · undo with: \(undo)"
        case .doneOn(let day, let undo): return "✓ Done \(phrase(day)) · undo with: \(undo)"
        case .openOn(.today, let check): return "◌ Not done yet today · check it off with: \(check)"
        case .openOn(let day, let check): return "◌ Not done \(phrase(day)) · check it off with: \(check)"
        case .doneStatus(.today): return "✓ Done today"
        case .doneStatus(let day): return "✓ Done \(phrase(day))"
        case .openStatus(.today): return "◌ Not done yet today"
        case .openStatus(let day): return "◌ Not done \(phrase(day))"
        case .undoWith(let command): return "undo with: \(command)"
        case .checkWith(let command): return "check it off with: \(command)"
        case .addToItWith(let command): return "add to it with: \(command)"
        case .fillUpWith(let command): return "fill it up with: \(command)"
        case .calendarHeading(let weeks): return plural(weeks, one: "This week", other: "Last \(weeks) weeks")
        // stats
        case .statsLastDays(let count): return plural(count, one: "\(count) day:", other: "\(count) days:")
        case .statsSince(let day): return "Since \(date(day)):"
        case .statsTotalLabel: return "Done in total:"
        case .statsStreakLabel: return "Current streak:"
        case .statsRecordLabel: return "Record:"
        case .statsBestWeekdayLabel: return "Best weekday:"
        case .statsRate(let rate): return rateText(rate)
        case .statsDays(let count): return days(count)
        case .statsRecord(let record?): return recordText(record)
        case .statsRecord(nil): return "none yet"
        case .statsBestWeekday(let weekday?, let rate?): return "\(weekdayName(weekday)), \(rateText(rate))"
        case .statsBestWeekday: return "none yet"
        // stats of a habit to quit
        case .statsQuitLabel(.cleanDays): return "Clean days:"
        case .statsQuitLabel(.lastSlip): return "Last slip:"
        case .statsQuitLabel(.slips): return "Slips:"
        case .statsQuitLabel(.slipsPerWeek): return "Slips per week:"
        case .statsQuitLabel(.slipsPerMonth): return "Slips per month:"
        case .statsQuitLabel(.currentCleanRun): return "Current clean run:"
        case .statsQuitLabel(.longestCleanRun): return "Longest clean run:"
        case .statsLastSlip(let day?): return date(day)
        case .statsLastSlip(nil): return "none yet"
        case .statsSlips(let count, let total, let unit): return "on \(days(count)), \(measure(total, unit)) in total"
        case .statsNoSlips: return "none yet"
        case .statsAverageSince(let average, let unit, let day): return "\(measure(average, unit)) on average since \(date(day))"
        case .statsCurrentRun(let run?): return recordText(run)
        case .statsCurrentRun(nil): return days(0)
        // stats of a habit only tracked
        case .statsTrackedLabel(.daysRecorded): return "Days recorded:"
        case .statsTrackedLabel(.daysPerWeek): return "Days per week:"
        case .statsTrackedLabel(.daysPerMonth): return "Days per month:"
        case .statsTrackedLabel(.total): return "Total:"
        case .statsTrackedLabel(.totalPerWeek): return "Total per week:"
        case .statsTrackedLabel(.totalPerMonth): return "Total per month:"
        case .statsTrackedLabel(.firstDay): return "First day recorded:"
        case .statsTrackedLabel(.lastDay): return "Last day recorded:"
        case .statsTrackedLabel(.notes): return "Notes:"
        case .statsTrackedLabel(.lastReading): return "Last value:"
        case .statsTrackedLabel(.averageReading): return "Average:"
        case .statsTrackedLabel(.lowestReading): return "Lowest:"
        case .statsTrackedLabel(.highestReading): return "Highest:"
        case .statsRecordedDay(let day?): return date(day)
        case .statsRecordedDay(nil): return "none yet"
        case .statsNoteCount(let count): return plural(count, one: "\(count) note", other: "\(count) notes")
        // amounts and notes
        case .amount(let amount, let unit): return measure(amount, unit)
        case .amountOfGoal(let total, let goal): return "\(number(total))/\(measure(goal.amount, goal.unit))"
        case .weekAmountOfGoal(let total, let goal):
            return "\(number(total))/\(measure(goal.amount, goal.unit)) this week"
        case .goalWords(let goal, let daily): return goalWords(goal, daily: daily)
        case .goalLabel(.atMost): return "Limit:"
        case .goalLabel: return "Goal:"
        case .goalLine(let goal, let daily): return "\(text(.goalLabel(goal.kind))) \(goalWords(goal, daily: daily))"
        case .limitStatus(nil, false, let log): return "◎ Within the limit so far today" + logTail(log)
        case .limitStatus(nil, true, let log): return "✕ Over the limit today" + logTail(log)
        case .limitStatus(let day?, false, let log): return "✓ Within the limit on \(date(day))" + logTail(log)
        case .limitStatus(let day?, true, let log): return "✕ Over the limit on \(date(day))" + logTail(log)
        case .weekGoalStatus(nil, true, let log): return "✓ Weekly goal reached this week" + logTail(log)
        case .weekGoalStatus(nil, false, let log): return "◌ Weekly goal not reached yet this week" + logTail(log)
        case .weekGoalStatus(let day?, true, let log):
            return "✓ Weekly goal reached in the week through \(date(day))" + logTail(log)
        case .weekGoalStatus(let day?, false, let log):
            return "◌ Weekly goal not reached in the week through \(date(day))" + logTail(log)
        case .logWith(let command): return "log with: \(command)"
        case .partlyDoneStatus(let day?, let left, let unit, let log, let check):
            return partlyDoneLine(
                "◐ Partly done on \(date(day)), \(measure(left, unit)) short of the goal", log: log, check: check)
        case .partlyDoneStatus(nil, let left, let unit, let log, let check):
            return partlyDoneLine("◐ Partly done today, \(measure(left, unit)) to go", log: log, check: check)
        case .amountOn(let day, .ofGoal(let total, let goal)): return "\(dayLabel(day)) \(ofGoal(total, goal))"
        case .amountOn(let day, .overLimit(let total, let goal)):
            return "\(dayLabel(day)) \(ofGoal(total, goal)), over the limit"
        case .amountOn(let day, .alone(let total, let unit)): return "\(dayLabel(day)) \(measure(total, unit))"
        case .amountOn(let day, .nothing): return "\(dayLabel(day)) nothing recorded"
        case .weekAmountThrough(let day?, let total, let goal):
            return "The week through \(date(day)): \(ofGoal(total, goal))"
        case .weekAmountThrough(nil, let total, let goal): return "This week so far: \(ofGoal(total, goal))"
        case .notesHeading: return "Notes"
        case .lastNotesHeading(let shown, let total):
            return plural(shown, one: "Last note of \(total)", other: "Last \(shown) of \(total) notes")
        case .allNotesWith(let count, let command): return "All \(count) notes: \(command)"
        case .noNotes: return "No notes yet."
        case .statsAmountLastDays(let count): return "Total, \(days(count)):"
        case .statsAmountSince(let day): return "Total since \(date(day)):"
        case .statsAmount(let total, let perDay, let perWeek, let unit):
            return "\(measure(total, unit)) · \(measure(perDay, unit)) a day · \(measure(perWeek, unit)) a week"
        case .scheduleWords(let schedule): return scheduleWords(schedule)
        case .scheduleLine(let schedule): return "Schedule: \(scheduleWords(schedule))"
        case .scheduleLabel: return "Schedule:"
        case .weekProgress(let done, let times): return "\(done) of \(times) this week"
        case .monthProgress(let done, let times): return "\(done) of \(times) this month"
        case .pausedMark: return "paused"
        case .nothingDue(.today): return "Nothing is due today."
        case .nothingDue(let day): return "Nothing was due \(phrase(day))."
        case .pausedToday(let resume): return "‖ Paused today · resume with: \(resume)"
        case .notDueToday(let check): return "· Not due today · check it off anyway with: \(check)"
        case .skippedToday(let check): return "– Skipped today · check it off instead with: \(check)"
        case .legendEntry(let mark, .done): return "\(mark) done"
        case .legendEntry(let mark, .todayDone): return "\(mark) done today"
        case .legendEntry(let mark, .partlyDone): return "\(mark) partly done"
        case .legendEntry(let mark, .overLimit): return "\(mark) over the limit"
        case .legendEntry(let mark, .withinLimitSoFar): return "\(mark) within the limit so far"
        case .legendEntry(let mark, .slip): return "\(mark) slip"
        case .legendEntry(let mark, .clean): return "\(mark) clean"
        case .legendEntry(let mark, .cleanSoFar): return "\(mark) clean so far"
        case .legendEntry(let mark, .stillOpen): return "\(mark) open"
        case .legendEntry(let mark, .missed): return "\(mark) missed"
        case .legendEntry(let mark, .notDoneInWeek): return "\(mark) not done"
        case .legendEntry(let mark, .weekMet): return "\(mark) done for the week"
        case .legendEntry(let mark, .monthMet): return "\(mark) done for the month"
        case .legendEntry(let mark, .notDue): return "\(mark) not due"
        case .legendEntry(let mark, .skipped): return "\(mark) skipped"
        case .legendEntry(let mark, .paused): return "\(mark) paused"
        // scripting
        case .statusDone(let name, .today): return "✓ \(name) is done today"
        case .statusDone(let name, let day): return "✓ \(name) was done \(phrase(day))"
        case .statusOpen(let name, .today): return "◌ \(name) is not done yet today"
        case .statusOpen(let name, let day): return "○ \(name) was not done \(phrase(day))"
        case .statusProgress(let name, .today, let progress):
            return "◌ \(name) is not done yet today: \(self.progress(progress))"
        case .statusProgress(let name, let day, let progress):
            return "○ \(name) was not done \(phrase(day)): \(self.progress(progress))"
        case .statusOverLimit(let name, .today, let total, let goal):
            return "✕ \(name) is over the limit today: \(number(total))/\(measure(goal.amount, goal.unit))"
        case .statusOverLimit(let name, let day, let total, let goal):
            return "✕ \(name) was over the limit \(phrase(day)): \(number(total))/\(measure(goal.amount, goal.unit))"
        case .statusWithinLimit(let name, .today, let total, let goal):
            return "✓ \(name) is within the limit today: \(number(total))/\(measure(goal.amount, goal.unit))"
        case .statusWithinLimit(let name, let day, let total, let goal):
            return "✓ \(name) was within the limit \(phrase(day)): \(number(total))/\(measure(goal.amount, goal.unit))"
        // config
        case .settingSource(.standard): return "default"
        case .settingSource(.file(let path, let line)): return "\(path), line \(line)"
        case .settingSource(.environment(let variable)): return "environment variable \(variable)"
        case .settingSource(.commandLine(let option)): return "command line (\(option))"
        case .configFile(let path, true): return "Config file: \(path)"
        case .configFile(let path, false): return "Config file: \(path) (there is none; create it to change the defaults)"
        case .noConfigFile: return "Config file: none (set HOME or XDG_CONFIG_HOME to use one)"
        case .settingNotSet: return "not set"
        case .dataFileWeek(let day):
            return "Weeks in the data file start on \(weekdayName(day)) (for every user of it; habit week-start DAY changes it)."
        }
    }

    /// The label before a day's amount: "Today:", "Nov 27, 2026:".
    private func dayLabel(_ day: Day?) -> String {
        day.map { day in date(day) + ":" } ?? "Today:"
    }

    /// " · log with: habit log Kaffee AMOUNT", or nothing without a command.
    /// "11 days clean".
    private func daysClean(_ count: Int) -> String {
        plural(count, one: "\(count) day clean", other: "\(count) days clean")
    }

    private func slipTail(_ slip: String?) -> String {
        slip.map { " · record a slip with: \($0)" } ?? ""
    }

    private func logTail(_ log: String?) -> String {
        log.map { " · log with: \($0)" } ?? ""
    }

    /// "1 day", "5 times", "3 weeks".
    private func count(_ streak: StreakCount) -> String {
        let count = streak.length
        switch streak.unit {
        case .day: return days(count)
        case .time: return plural(count, one: "\(count) time", other: "\(count) times")
        case .week: return plural(count, one: "\(count) week", other: "\(count) weeks")
        case .month: return plural(count, one: "\(count) month", other: "\(count) months")
        }
    }

    private func recordText(_ record: Streak) -> String {
        switch DaySpan(record) {
        case .one(let day): return "\(count(StreakCount(record.length, record.unit))) (\(date(day)))"
        case .range(let first, let last):
            return "\(count(StreakCount(record.length, record.unit))) (\(date(first)) – \(date(last)))"
        }
    }

    /// "24 of 30 (80%)", worded by what the rate counts; "no days yet" when there were none.
    private func rateText(_ rate: HabitStatistics.Rate) -> String {
        switch (rate.measure, rate.percent) {
        case (.weeks, nil): return "no week met or missed yet"
        case (.months, nil): return "no month met or missed yet"
        case (_, nil): return "no days yet"
        case (.days, let percent?): return "\(rate.done) of \(rate.days) (\(percent)%)"
        case (.dueDays, let percent?):
            return plural(
                rate.days, one: "\(rate.done) of \(rate.days) due day (\(percent)%)",
                other: "\(rate.done) of \(rate.days) due days (\(percent)%)")
        case (.interval(let interval), let percent?):
            let done = plural(rate.done, one: "\(rate.done) done day", other: "\(rate.done) done days")
            return "\(done) in \(days(rate.days)), once every \(interval) days needed (\(percent)%)"
        case (.weeks, let percent?):
            return plural(
                rate.days, one: "\(rate.done) of \(rate.days) week met (\(percent)%)",
                other: "\(rate.done) of \(rate.days) weeks met (\(percent)%)")
        case (.months, let percent?):
            return plural(
                rate.days, one: "\(rate.done) of \(rate.days) month met (\(percent)%)",
                other: "\(rate.done) of \(rate.days) months met (\(percent)%)")
        }
    }
}
