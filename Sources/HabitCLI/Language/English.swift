import HabitCore

/// `habit` in English: the fallback language.
struct English: LanguageTable {
    let code = "en"
    let pluralRule = PluralRule.oneForOne
    let firstWeekday = Weekday.sunday
    let digitGroups = DigitGroups(separator: ",")
    let decimalSeparator: Character = "."

    // swift-format-ignore
    func text(_ message: Message) -> String {
        switch message {
        // words
        case .weekdayLetter(let weekday): return ["M", "T", "W", "T", "F", "S", "S"][weekday.rawValue - 1]
        case .weekdayName(let weekday): return weekdayName(weekday)
        case .monthAbbreviation(let month): return Self.months[month - 1]
        case .date(let day): return date(day)
        case .percent(let value): return "\(value)%"
        case .placeholder(let placeholder): return self.placeholder(placeholder)
        case .todayWord: return "today"
        case .yesterdayWord: return "yesterday"
        case .yesWord: return "yes"
        case .yesNoHint: return "[y/N]"

        // list
        case .doneCount(let done, let total, let day): return "\(done) of \(total) done \(phrase(day))"
        case .noHabitsYet: return "No habits yet."
        case .addFirstHabit(let command): return "Add your first one and check it off every day: \(command)"
        case .noHabitsOn(let day): return "No habit existed yet on \(date(day))."

        // show
        case .daysInARow(let count): return daysInARow(count)
        case .streakAndRecord(let streak, let record?): return "\(daysInARow(streak)) · Record: \(recordText(record))"
        case .streakAndRecord(let streak, nil): return "\(daysInARow(streak)) · Record: none yet"
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

        // amounts and notes
        case .amount(let amount, let unit): return measure(amount, unit)
        case .amountOfGoal(let total, let goal): return "\(number(total))/\(measure(goal.amount, goal.unit))"
        case .weekAmountOfGoal(let total, let goal):
            return "\(number(total))/\(measure(goal.amount, goal.unit)) this week"
        case .goalWords(let goal, let daily): return goalWords(goal, daily: daily)
        case .goalLabel(.atMost): return "Limit:"
        case .goalLabel: return "Goal:"
        case .goalLine(let goal, let daily): return "\(text(.goalLabel(goal.kind))) \(goalWords(goal, daily: daily))"
        case .limitStatus(nil, false, let log): return "✓ Within the limit so far today" + logTail(log)
        case .limitStatus(nil, true, let log): return "✕ Over the limit today" + logTail(log)
        case .limitStatus(let day?, false, let log): return "✓ Within the limit on \(date(day))" + logTail(log)
        case .limitStatus(let day?, true, let log): return "✕ Over the limit on \(date(day))" + logTail(log)
        case .weekGoalStatus(nil, true, let log): return "✓ Weekly goal reached this week" + logTail(log)
        case .weekGoalStatus(nil, false, let log): return "◌ Weekly goal not reached yet this week" + logTail(log)
        case .weekGoalStatus(let day?, true, let log): return "✓ Weekly goal reached in the week through \(date(day))" + logTail(log)
        case .weekGoalStatus(let day?, false, let log): return "◌ Weekly goal not reached in the week through \(date(day))" + logTail(log)
        case .logWith(let command): return "log with: \(command)"
        case .partlyDoneStatus(let day, let left, let unit, let log, let check):
            let state = day.map { "◐ Partly done on \(date($0)), \(measure(left, unit)) short of the goal" }
            return partlyDoneLine(state ?? "◐ Partly done today, \(measure(left, unit)) to go", log: log, check: check)
        case .amountOn(let day, let total, let goal?) where goal.kind != .weeklyAtLeast:
            let total = total ?? .zero
            let text = "\(dayLabel(day)) \(number(total))/\(measure(goal.amount, goal.unit))"
            return goal.kind == .atMost && total > goal.amount ? text + ", over the limit" : text
        case .amountOn(let day, let total?, let goal): return "\(dayLabel(day)) \(measure(total, goal?.unit))"
        case .amountOn(let day, nil, _): return "\(dayLabel(day)) nothing recorded"
        case .weekAmountThrough(let day, let total, let goal):
            let progress = "\(number(total))/\(measure(goal.amount, goal.unit))"
            return day.map { day in "The week through \(date(day)): \(progress)" } ?? "This week so far: \(progress)"
        case .notesHeading(let shown, let total) where shown >= total: return "Notes"
        case .notesHeading(let shown, let total):
            return plural(shown, one: "Last note of \(total)", other: "Last \(shown) of \(total) notes")
        case .allNotesWith(let count, let command): return "All \(count) notes: \(command)"
        case .noNotes: return "No notes yet."
        case .statsAmountLastDays(let count): return "Total, \(days(count)):"
        case .statsAmountSince(let day): return "Total since \(date(day)):"
        case .statsAmount(let total, let perDay, let perWeek, let unit):
            return "\(measure(total, unit)) · \(measure(perDay, unit)) a day · \(measure(perWeek, unit)) a week"

        // changes
        case .checked(let name, .today, let streak): return "✓ \(name) — \(daysInARow(streak))"
        case .checked(let name, let day, let streak): return "✓ \(name) done \(phrase(day)) — \(daysInARow(streak))"
        case .alreadyChecked(let name, let day, let streak):
            return "\(name) was already done \(phrase(day)) — \(daysInARow(streak))"
        case .unchecked(let name, let day, let streak):
            return "○ \(name) no longer done \(phrase(day)) — \(daysInARow(streak))"
        case .wasNotChecked(let name, let day): return "\(name) was not done \(phrase(day)); nothing changed."
        case .added(let icon, let name, let check): return "Added \(icon) \(name); check it off with: \(check)"
        case .renamed(let from, let to): return "Renamed “\(from)” to “\(to)”."
        case .nameUnchanged(let name): return "“\(name)” already has that name; nothing changed."
        case .deleteQuestion(let name, 0): return "Delete “\(name)”?"
        case .deleteQuestion(let name, let count): return "Delete “\(name)” and its \(entries(count))?"
        case .deleted(let name, 0): return "Deleted “\(name)”."
        case .deleted(let name, let count): return "Deleted “\(name)” and its \(entries(count))."
        case .kept(let name): return "Kept “\(name)”; nothing was deleted."

        // ask
        case .askQuestion(let name, .on(let day)): return "\(name) — \(weekdayName(day.weekday)), \(date(day))?"
        case .askQuestion(let name, let day): return "\(name) — \(phrase(day))?"
        case .askAmountQuestion(let name, .on(let day), let total, let goal, let thisWeek):
            return "\(name) (\(progress(total, goal, thisWeek))) — \(weekdayName(day.weekday)), \(date(day))?"
        case .askAmountQuestion(let name, let day, let total, let goal, let thisWeek):
            return "\(name) (\(progress(total, goal, thisWeek))) — \(phrase(day))?"
        case .askKeys(true): return "[y/n/s/?]"
        case .askKeys(false): return "[y/n/?]"
        case .askHelp(true):
            return "y: done · n: not done (not asked again) · s: skip the day (excused) · q or Ctrl-D: stop, keeping the answers "
                + "· ?: this help"
        case .askHelp(false): return "y: done · n: not done (not asked again) · q or Ctrl-D: stop, keeping the answers · ?: this help"
        case .nothingToAsk: return "Nothing to ask: every habit that is due has an answer."
        case .askSummary(0, 0, 0, _): return "Nothing answered; nothing changed."
        case .askSummary(let done, let notDone, let skipped, let left):
            let rest =
                left == 0
                ? "" : plural(left, one: "\(left) question left for next time. ", other: "\(left) questions left for next time. ")
            return "Check-in saved: \(done) done, \(notDone) not done, \(skipped) skipped. \(rest)Take it all back with: habit undo"
        case .askNeedsTerminal:
            return "habit ask asks on a terminal, and standard input is not one; in scripts, use habit check NAME "
                + "(or habit skip NAME) for each habit."

        // schedules, skips and pauses
        case .edited(let name, let schedule?, let restyled):
            return "\(name) is now due \(dueWords(schedule)); this applies to its whole history."
                + (restyled ? " It has its new icon and colour." : "")
        case .edited(let name, nil, _): return "\(name) has its new icon and colour."
        case .skipped(let name, .today, let streak): return "– \(name) skipped today — \(daysInARow(streak))"
        case .skipped(let name, let day, let streak): return "– \(name) skipped \(phrase(day)) — \(daysInARow(streak))"
        case .alreadySkipped(let name, let day): return "\(name) was already skipped \(phrase(day)); nothing changed."
        case .paused(let name, let from, let until?, _) where from == until: return "‖ \(name) paused on \(date(from))."
        case .paused(let name, let from, let until?, _): return "‖ \(name) paused from \(date(from)) through \(date(until))."
        case .paused(let name, let from, nil, let resume):
            return "‖ \(name) paused from \(date(from)) until you resume it with: \(resume)"
        case .alreadyPaused(let name): return "\(name) was already paused on those days; nothing changed."
        case .resumed(let name): return "▶ \(name) resumed: it is due again from today."
        case .notPaused(let name): return "\(name) is not paused today or later; nothing changed."
        case .scheduleWords(let schedule): return scheduleWords(schedule)
        case .scheduleLine(let schedule): return "Schedule: \(scheduleWords(schedule))"
        case .scheduleLabel: return "Schedule:"
        case .weekProgress(let done, let times): return "\(done) of \(times) this week"
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
        case .legendEntry(let mark, .stillOpen): return "\(mark) open"
        case .legendEntry(let mark, .missed): return "\(mark) missed"
        case .legendEntry(let mark, .notDoneInWeek): return "\(mark) not done"
        case .legendEntry(let mark, .notDue): return "\(mark) not due"
        case .legendEntry(let mark, .skipped): return "\(mark) skipped"
        case .legendEntry(let mark, .paused): return "\(mark) paused"

        // amounts and notes: the commands
        case .addedMeasured(let icon, let name, let goal, let daily, let log):
            return "Added \(icon) \(name): \(goalWords(goal, daily: daily)); record amounts with: \(log)"
        case .goalSet(let name, let goal, let daily):
            return "\(name) now asks for \(goalWords(goal, daily: daily)); its days are judged by it."
        case .goalRemoved(let name, true): return "\(name) no longer has a goal or limit; a day with an amount above 0 counts as done."
        case .goalRemoved(let name, false): return "\(name) has no goal or limit; nothing changed."
        case .logged(let name, let day, let total, let goal, let week, let thisWeek):
            return logged(name, phrase(day), total, goal, week, thisWeek ? "this week" : "that week")
        case .limitKept(let name, let day, let total, let goal):
            let side = total > goal.amount ? "over" : "within"
            return "\(name) already has \(measure(total, goal.unit)) \(phrase(day)), \(side) the limit of "
                + "\(number(goal.amount)); check leaves the total as it is."
        case .amountCleared(let name, let day, let total, let unit):
            return "○ \(name): the amount recorded \(phrase(day)) (\(measure(total, unit))) is cleared."
        case .nothingRecorded(let name, let day): return "\(name) has nothing recorded \(phrase(day)); nothing changed."
        case .noteSaved(let name, let day, false): return "✎ Note saved for \(name) \(phrase(day))."
        case .noteSaved(let name, let day, true): return "✎ Note removed from \(name) \(phrase(day))."
        case .noteUnchanged(let name, let day, true): return "\(name) already has that note \(phrase(day)); nothing changed."
        case .noteUnchanged(let name, let day, false): return "\(name) has no note \(phrase(day)); nothing changed."
        case .checkWeeklyGoal(let name, let log):
            return "\(name) has a weekly goal, met by amounts rather than by checked days; record an amount with: \(log)"
        case .goalDoesNotFitSchedule(let name, .weeklyAtLeast, let schedule):
            return "\(name) is due \(dueWords(schedule)), but a weekly goal takes the place of a schedule; add --daily."
        case .goalDoesNotFitSchedule(let name, let kind, let schedule):
            return "\(name) is due \(dueWords(schedule)), but a \(kind == .atMost ? "limit" : "goal") applies to each due day; "
                + "add --daily, --days or --every."
        case .noGoalForUnit(let name):
            return "\(name) has no goal or limit to count in a unit; give --unit with --goal, --at-most or --weekly-goal."
        case .askAmountKeys(true, true): return "[amount/y/n/s/?]"
        case .askAmountKeys(false, true): return "[amount/y/n/?]"
        case .askAmountKeys(true, false): return "[amount/n/s/?]"
        case .askAmountKeys(false, false): return "[amount/n/?]"
        case .askAmountHelp(let skip, let check):
            return "a number such as 2.5: add it to the day's total" + (check ? " · y: done (the goal)" : "")
                + " · n: not done (not asked again)" + (skip ? " · s: skip the day (excused)" : "")
                + " · q or Ctrl-D: stop, keeping the answers · ?: this help"
        case .archived(let name, let unarchive): return "Archived “\(name)”; its history is kept. Bring it back with: \(unarchive)"
        case .alreadyArchived(let name): return "“\(name)” is already archived; nothing changed."
        case .unarchived(let name): return "“\(name)” is back in the list."
        case .notArchived(let name): return "“\(name)” is not archived; nothing changed."
        case .allArchived(let count, let command):
            return plural(
                count, one: "The only habit is archived; see it with: \(command)",
                other: "All \(count) habits are archived; see them with: \(command)")
        case .noArchivedHabits: return "No archived habits."
        case .moved(let name, let position): return "Moved “\(name)” to position \(position)."
        case .notMoved(let name, let position): return "“\(name)” is already at position \(position); nothing changed."

        // undo
        case .undone(.restored(let name, 0), _, let ago, false): return "Restored “\(name)”, deleted \(agoText(ago))."
        case .undone(.restored(let name, 0), _, let ago, true): return "Restored “\(name)”, as before the undo\(redoAgo(ago))."
        case .undone(.restored(let name, let count), _, let ago, false):
            return "Restored “\(name)” and its \(entries(count)), deleted \(agoText(ago))."
        case .undone(.restored(let name, let count), _, let ago, true):
            return "Restored “\(name)” and its \(entries(count)), as before the undo\(redoAgo(ago))."
        case .undone(.removed(let name), _, let ago, false): return "Removed “\(name)”, added \(agoText(ago))."
        case .undone(.removed(let name), _, let ago, true): return "Removed “\(name)”, as before the undo\(redoAgo(ago))."
        case .undone(.renamed(let from, let to), _, let ago, false):
            return "“\(from)” is called “\(to)” again, renamed \(agoText(ago))."
        case .undone(.renamed(let from, let to), _, let ago, true):
            return "“\(from)” is called “\(to)” again, as before the undo\(redoAgo(ago))."
        case .undone(.marked(let name, let days, true), let today, let ago, false):
            return "“\(name)” is done again \(dayList(days, today: today)), unchecked \(agoText(ago))."
        case .undone(.marked(let name, let days, true), let today, let ago, true):
            return "“\(name)” is done again \(dayList(days, today: today)), as before the undo\(redoAgo(ago))."
        case .undone(.marked(let name, let days, false), let today, let ago, false):
            return "“\(name)” is no longer done \(dayList(days, today: today)), checked \(agoText(ago))."
        case .undone(.marked(let name, let days, false), let today, let ago, true):
            return "“\(name)” is no longer done \(dayList(days, today: today)), as before the undo\(redoAgo(ago))."
        case .undone(.archiving(let name, true), _, let ago, false):
            return "“\(name)” is archived again, brought back \(agoText(ago))."
        case .undone(.archiving(let name, true), _, let ago, true):
            return "“\(name)” is archived again, as before the undo\(redoAgo(ago))."
        case .undone(.archiving(let name, false), _, let ago, false):
            return "“\(name)” is back in the list, archived \(agoText(ago))."
        case .undone(.archiving(let name, false), _, let ago, true):
            return "“\(name)” is back in the list, as before the undo\(redoAgo(ago))."
        case .undone(.skipped(let name, let days, true), let today, let ago, false):
            return "“\(name)” is skipped again \(dayList(days, today: today)), changed \(agoText(ago))."
        case .undone(.skipped(let name, let days, true), let today, let ago, true):
            return "“\(name)” is skipped again \(dayList(days, today: today)), as before the undo\(redoAgo(ago))."
        case .undone(.skipped(let name, let days, false), let today, let ago, false):
            return "“\(name)” is no longer skipped \(dayList(days, today: today)), skipped \(agoText(ago))."
        case .undone(.skipped(let name, let days, false), let today, let ago, true):
            return "“\(name)” is no longer skipped \(dayList(days, today: today)), as before the undo\(redoAgo(ago))."
        case .undone(.answeredNo(let name, let days, true), let today, let ago, false):
            return "“\(name)” is answered “no” again \(dayList(days, today: today)), forgotten \(agoText(ago))."
        case .undone(.answeredNo(let name, let days, true), let today, let ago, true):
            return "“\(name)” is answered “no” again \(dayList(days, today: today)), as before the undo\(redoAgo(ago))."
        case .undone(.answeredNo(let name, let days, false), let today, let ago, false):
            return "“\(name)” is unanswered again \(dayList(days, today: today)), answered “no” \(agoText(ago))."
        case .undone(.answeredNo(let name, let days, false), let today, let ago, true):
            return "“\(name)” is unanswered again \(dayList(days, today: today)), as before the undo\(redoAgo(ago))."
        case .undone(.rescheduled(let name, let schedule), _, let ago, false):
            return "“\(name)” is due again \(dueWords(schedule)), changed \(agoText(ago))."
        case .undone(.rescheduled(let name, let schedule), _, let ago, true):
            return "“\(name)” is due again \(dueWords(schedule)), as before the undo\(redoAgo(ago))."
        case .undone(.repaused(let name), _, let ago, false):
            return "“\(name)” has its earlier pauses again, changed \(agoText(ago))."
        case .undone(.repaused(let name), _, let ago, true):
            return "“\(name)” has its earlier pauses again, as before the undo\(redoAgo(ago))."
        case .undone(.restyled(let name), _, let ago, false):
            return "“\(name)” has its earlier icon and colour again, changed \(agoText(ago))."
        case .undone(.restyled(let name), _, let ago, true):
            return "“\(name)” has its earlier icon and colour again, as before the undo\(redoAgo(ago))."
        case .undone(.amounts(let name, let days), let today, let ago, false):
            return "“\(name)” has its earlier amounts again \(dayList(days, today: today)), changed \(agoText(ago))."
        case .undone(.amounts(let name, let days), let today, let ago, true):
            return "“\(name)” has its earlier amounts again \(dayList(days, today: today)), as before the undo\(redoAgo(ago))."
        case .undone(.notes(let name, let days), let today, let ago, false):
            return "“\(name)” has its earlier notes again \(dayList(days, today: today)), changed \(agoText(ago))."
        case .undone(.notes(let name, let days), let today, let ago, true):
            return "“\(name)” has its earlier notes again \(dayList(days, today: today)), as before the undo\(redoAgo(ago))."
        case .undone(.regoaled(let name, let goal, let daily), _, let ago, let redo):
            let state = goal.map { "asks for \(goalWords($0, daily: daily))" } ?? "has no goal or limit"
            return "“\(name)” \(state) again, " + (redo ? "as before the undo\(redoAgo(ago))." : "changed \(agoText(ago)).")
        case .undoneOrder(let ago, false): return "Restored the order of the habits, changed \(agoText(ago))."
        case .undoneOrder(let ago, true): return "Restored the order of the habits, as before the undo\(redoAgo(ago))."
        case .undoAgain(true): return "Run “habit undo” again to take it back once more."
        case .undoAgain(false): return "Run “habit undo” again to redo it."

        // scripting
        case .statusDone(let name, .today): return "✓ \(name) is done today"
        case .statusDone(let name, let day): return "✓ \(name) was done \(phrase(day))"
        case .statusOpen(let name, .today): return "◌ \(name) is not done yet today"
        case .statusOpen(let name, let day): return "○ \(name) was not done \(phrase(day))"
        case .statusProgress(let name, .today, let total, let goal, let thisWeek):
            return "○ \(name) is not done yet today: \(progress(total, goal, thisWeek))"
        case .statusProgress(let name, let day, let total, let goal, let thisWeek):
            return "○ \(name) was not done \(phrase(day)): \(progress(total, goal, thisWeek))"
        case .statusOverLimit(let name, .today, let total, let goal):
            return "✕ \(name) is over the limit today: \(number(total))/\(measure(goal.amount, goal.unit))"
        case .statusOverLimit(let name, let day, let total, let goal):
            return "✕ \(name) was over the limit \(phrase(day)): \(number(total))/\(measure(goal.amount, goal.unit))"
        case .statusWithinLimit(let name, .today, let total, let goal):
            return "✓ \(name) is within the limit today: \(number(total))/\(measure(goal.amount, goal.unit))"
        case .statusWithinLimit(let name, let day, let total, let goal):
            return "✓ \(name) was within the limit \(phrase(day)): \(number(total))/\(measure(goal.amount, goal.unit))"
        case .imported(0, 0, _, _): return "Nothing to import: the input has no rows."
        case .imported(0, _, 0, _):
            return "Nothing was new: the input holds no day and no habit that is not already there; the data file is unchanged."
        case .imported(let days, _, 0, let alreadyDone) where days == alreadyDone:
            return plural(
                days, one: "Nothing new: the \(days) day was already done; the data file is unchanged.",
                other: "Nothing new: all \(days) days were already done; the data file is unchanged.")
        case .imported(let days, let habits, let newHabits, 0):
            return "Imported \(self.days(days)) for \(self.habits(habits)) (\(newHabits) new)."
        case .imported(let days, let habits, let newHabits, let alreadyDone):
            return "Imported \(self.days(days)) for \(self.habits(habits)) (\(newHabits) new); "
                + plural(alreadyDone, one: "\(alreadyDone) of the days was already done.",
                    other: "\(alreadyDone) of the days were already done.")
        case .importedAmounts(_, _, _, _, _, false):
            return "Nothing new: the input's days, amounts and notes are here already; the data file is unchanged."
        case .importedAmounts(let days, let habits, let newHabits, let amounts, let notes, true):
            let what = [(days, self.days(days)), (amounts, self.amounts(amounts)), (notes, self.notes(notes))]
            return "Imported \(listed(what.filter { $0.0 > 0 }.map(\.1))) for \(self.habits(habits)) (\(newHabits) new)."
        case .importedHistory(let tracker, 0, _, _, _, _, _):
            return "Nothing to import: the \(tracker.rawValue) files name no habit; the data file is unchanged."
        case .importedNothingNew(let tracker, let habits):
            return "Nothing new from \(tracker.rawValue): "
                + plural(habits, one: "its habit and its days are", other: "its \(habits) habits and their days are")
                + " here already; the data file is unchanged."
        case .importedHistory(let tracker, let habits, let newHabits, let done, let skips, let amounts, let notes):
            return "Imported \(self.habits(habits)) from \(tracker.rawValue) (\(newHabits) new): "
                + plural(done, one: "\(done) done day, ", other: "\(done) done days, ")
                + plural(skips, one: "\(skips) skipped day, ", other: "\(skips) skipped days, ")
                + plural(amounts, one: "\(amounts) amount and ", other: "\(amounts) amounts and ")
                + plural(notes, one: "\(notes) note.", other: "\(notes) notes.")
        case .importNotice(.nearestSchedule(let name, let frequency, let schedule)):
            return "“\(name)” has the frequency \(frequency) there, which habit has no schedule for; it is now due "
                + "\(dueWords(schedule)) (change it with habit edit)."
        case .importNotice(.keptSettings(let name)):
            return "“\(name)” already existed with another schedule or goal; it keeps its own (change it with habit edit)."

        // errors
        case .deleteNeedsConfirmation(let name, let command):
            return "Not deleting “\(name)” without confirmation; to delete it from a script, run: \(command)"
        case .futureQueryDay(let day, let today):
            return "\(date(day)) is in the future (today is \(date(today))); ask about today or a past day."
        case .notCreatedYet(let name, let created, let day):
            return "“\(name)” did not exist yet on \(date(day)); it was created on \(date(created))."
        case .usage(let error): return usage(error)
        case .store(let error, let limits): return store(error, limits: limits)
        case .habit(let error): return habit(error)
        case .importFailed(let error, let limits, let amounts): return importFailed(error, limits: limits, amounts: amounts)
        case .configFailed(let error): return configFailed(error)
        case .clockOutOfRange(let today, let years):
            return "The clock says today is \(today), outside the years \(years.lowerBound) to \(years.upperBound) that a habit file may hold; "
                + "nothing was read or written. Set the system clock right."
        case .timeZoneOutOfRange(let text, let offset, let maximum):
            return "TZ is “\(text)”, \(offset) hours from UTC; habit takes time zones up to \(maximum) hours from UTC "
                + "(no place is more than 14 away). Set TZ to a zone name such as Pacific/Kiritimati."
        case .waitingForLock(let path, let lock):
            return "Waiting for another habit to finish changing \(path) (it holds the lock \(lock))…"
        case .outputFailed(let reason, let saved):
            return "Could not write to standard output: \(reason). "
                + (saved ? "The change was saved; do not run the command again." : "Nothing was shown.")

        // merge
        case .merged(let path, let added, let changed):
            let parts = [
                added == 0 ? nil : plural(added, one: "1 habit added", other: "\(added) habits added"),
                changed == 0 ? nil : plural(changed, one: "1 habit changed", other: "\(changed) habits changed"),
            ].compactMap { $0 }
            return "Merged \(path): " + parts.joined(separator: ", ") + ". Run habit undo to take it back."
        case .nothingToMerge(let path): return "Nothing to merge: \(path) holds nothing this data file lacks."
        case .mergeFileMissing(let path): return "There is no file \(path) to merge; check the path. Nothing was changed."
        case .mergeConflict(.field(let habit, let field)):
            return "Both copies changed the \(mergeField(field)) of \(habit) differently; kept this copy's."
        case .mergeConflict(.days(let habit, let kind, let days)):
            return "Both copies changed \(mergeDays(kind)) for \(habit) on \(mergeDayList(days)) differently; kept this copy's."
        case .mergeConflict(.keptChangedHabit(let name, .theirs)):
            return "The other copy deleted \(name), but this one changed it; it was kept."
        case .mergeConflict(.keptChangedHabit(let name, .ours)):
            return "This copy deleted \(name), but the other one changed it; it was kept with those changes."
        case .mergeConflict(.renamedForCollision(let name, let newName)):
            return "Two different habits are called \(name); the one from the other copy is now called \(newName)."

        // config
        case .settingSource(.standard): return "default"
        case .settingSource(.file(let path, let line)): return "\(path), line \(line)"
        case .settingSource(.environment(let variable)): return "environment variable \(variable)"
        case .settingSource(.commandLine(let option)): return "command line (\(option))"
        case .configFile(let path, true): return "Config file: \(path)"
        case .configFile(let path, false): return "Config file: \(path) (there is none; create it to change the defaults)"
        case .noConfigFile: return "Config file: none (set HOME or XDG_CONFIG_HOME to use one)"

        // help
        case .tagline: return "habit: check off your habits in the terminal, daily or on a schedule."
        case .usageHeading: return "Usage:"
        case .commandsHeading: return "Commands:"
        case .optionsHeading: return "Options:"
        case .globalOptionsHeading: return "Global options:"
        case .exitCodesHeading: return "Exit codes:"
        case .exitCode(.success): return "success"
        case .exitCode(.no): return "the answer to a query is no"
        case .exitCode(.usage): return "usage error: unknown command or option, missing or bad argument, bad date"
        case .exitCode(.data):
            return "the data said no or failed: unknown or ambiguous habit, name taken, unreadable or corrupt file, write failed"
        case .dataFileHeading: return "Data file:"
        case .dataFileRule:
            return "--file PATH, else $HABIT_FILE, else $XDG_DATA_HOME/habit/habits.json, else ~/.local/share/habit/habits.json"
        case .nameAsCommand:
            return "habit NAME, where NAME is no command, shows that habit as habit show NAME does; a command's name always wins."
        case .moreHelp: return "Run “habit help COMMAND” for the options of one command."
        case .commandSummary(let command): return summary(command)
        case .optionHelp(let option, let command, let facts): return optionHelp(option, command, facts: facts)
        }
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private func mergeField(_ field: MergeField) -> String {
        switch field {
        case .name: return "name"
        case .icon: return "icon"
        case .color: return "colour"
        case .schedule: return "schedule"
        case .archived: return "archiving"
        case .goal: return "goal"
        }
    }

    private func mergeDays(_ kind: HabitDays.Kind) -> String {
        switch kind {
        case .doneOrSkipped: return "what was done or skipped"
        case .pauses: return "the pauses"
        case .answeredNo: return "the answers to habit ask"
        case .amounts: return "the amounts"
        case .notes: return "the notes"
        }
    }

    /// "Nov 3, 2026", "Nov 3, 2026 and Nov 5, 2026", "Nov 3, 2026, Nov 5, 2026 and 4 more days".
    private func mergeDayList(_ days: [Day]) -> String {
        let shown = days.prefix(days.count > 3 ? 2 : 3).map(date)
        let rest = days.count - shown.count
        if rest > 0 {
            return shown.joined(separator: ", ") + plural(rest, one: " and 1 more day", other: " and \(rest) more days")
        }
        return listed(shown)
    }

    /// "at least 8 Gläser a day", "at most 2 Tassen on each due day", "at least 20 km a week".
    private func goalWords(_ goal: Goal, daily: Bool) -> String {
        let amount = measure(goal.amount, goal.unit)
        let perDay = daily ? "a day" : "on each due day"
        switch goal.kind {
        case .atLeast: return "at least \(amount) \(perDay)"
        case .atMost: return "at most \(amount) \(perDay)"
        case .weeklyAtLeast: return "at least \(amount) a week"
        }
    }

    /// The label before a day's amount: "Today:", "Nov 27, 2026:".
    private func dayLabel(_ day: Day?) -> String {
        day.map { day in date(day) + ":" } ?? "Today:"
    }

    /// The hint after a name that is not known: "did you mean “Lesen”?".
    private func didYouMean(_ suggestion: String) -> String {
        "did you mean “\(suggestion)”?"
    }

    /// " · log with: habit log Kaffee AMOUNT", or nothing without a command.
    private func logTail(_ log: String?) -> String {
        log.map { " · log with: \($0)" } ?? ""
    }

    private func date(_ day: Day) -> String {
        "\(Self.months[day.month - 1]) \(day.day), \(day.year)"
    }

    private func weekdayName(_ weekday: Weekday) -> String {
        switch weekday {
        case .monday: return "Monday"
        case .tuesday: return "Tuesday"
        case .wednesday: return "Wednesday"
        case .thursday: return "Thursday"
        case .friday: return "Friday"
        case .saturday: return "Saturday"
        case .sunday: return "Sunday"
        }
    }

    private func placeholder(_ placeholder: Placeholder) -> String {
        switch placeholder {
        case .name: return "NAME"
        case .newName: return "NEW_NAME"
        case .names: return "NAME…"
        case .day: return "DAY"
        case .path: return "PATH"
        case .icon: return "ICON"
        case .color: return "COLOR"
        case .when: return "WHEN"
        case .command: return "COMMAND"
        case .count: return "N"
        case .file: return "FILE"
        case .format: return "FORMAT"
        case .shell: return "SHELL"
        case .seconds: return "SECONDS"
        case .weekdays: return "DAYS"
        case .times: return "K"
        case .base: return "BASE"
        case .ours: return "OURS"
        case .theirs: return "THEIRS"
        case .amount: return "AMOUNT"
        case .unit: return "UNIT"
        case .text: return "TEXT"
        case .tracker: return "TRACKER"
        case .candidates: return "WHAT"
        case .position: return "N"
        case .other: return "OTHER"
        }
    }

    private func phrase(_ day: DayPhrase) -> String {
        switch day {
        case .today: return "today"
        case .yesterday: return "yesterday"
        case .on(let day): return "on " + date(day)
        }
    }

    private func daysInARow(_ streak: StreakCount) -> String {
        let count = streak.length
        switch streak.unit {
        case .day: return plural(count, one: "\(count) day in a row", other: "\(count) days in a row")
        case .time: return plural(count, one: "\(count) time in a row", other: "\(count) times in a row")
        case .week: return plural(count, one: "\(count) week in a row", other: "\(count) weeks in a row")
        }
    }

    /// "1 day", "5 times", "3 weeks".
    private func count(_ streak: StreakCount) -> String {
        let count = streak.length
        switch streak.unit {
        case .day: return days(count)
        case .time: return plural(count, one: "\(count) time", other: "\(count) times")
        case .week: return plural(count, one: "\(count) week", other: "\(count) weeks")
        }
    }

    /// "every day", "Mon, Wed, Fri", "3 times a week", "every 3 days".
    private func scheduleWords(_ schedule: Schedule) -> String {
        switch schedule {
        case .daily: return "every day"
        case .days(let weekdays): return weekdayList(weekdays)
        case .perWeek(let times): return plural(times, one: "once a week", other: "\(times) times a week")
        case .every(let interval): return "every \(interval) days"
        }
    }

    /// The schedule after "due": "every day", "on Mondays and Wednesdays", "3 times a week".
    private func dueWords(_ schedule: Schedule) -> String {
        guard case .days(let weekdays) = schedule else { return scheduleWords(schedule) }
        return "on " + listed(Weekday.allCases.filter(weekdays.contains).map { weekdayName($0) + "s" })
    }

    /// "A", "A and B", "A, B and C".
    private func listed(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.joined() }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    private func weekdayList(_ weekdays: Set<Weekday>) -> String {
        Weekday.allCases.filter(weekdays.contains).map { String(weekdayName($0).prefix(3)) }.joined(separator: ", ")
    }

    private func days(_ count: Int) -> String {
        plural(count, one: "\(count) day", other: "\(count) days")
    }

    private func habits(_ count: Int) -> String {
        plural(count, one: "\(count) habit", other: "\(count) habits")
    }

    private func entries(_ count: Int) -> String {
        plural(count, one: "\(count) entry", other: "\(count) entries")
    }

    private func recordText(_ record: Streak) -> String {
        let dates = record.first == record.last ? date(record.first) : "\(date(record.first)) – \(date(record.last))"
        return "\(count(StreakCount(record.length, record.unit))) (\(dates))"
    }

    /// "24 of 30 (80%)", worded by what the rate counts; "no days yet" when there were none.
    private func rateText(_ rate: HabitStatistics.Rate) -> String {
        guard let percent = rate.percent else {
            return rate.measure == .weeks ? "no week met or missed yet" : "no days yet"
        }
        switch rate.measure {
        case .days: return "\(rate.done) of \(rate.days) (\(percent)%)"
        case .dueDays: return "\(rate.done) of \(rate.days) due days (\(percent)%)"
        case .interval(let interval):
            let done = plural(rate.done, one: "\(rate.done) done day", other: "\(rate.done) done days")
            return "\(done) in \(days(rate.days)), once every \(interval) days needed (\(percent)%)"
        case .weeks:
            return plural(
                rate.days, one: "\(rate.done) of \(rate.days) week met (\(percent)%)",
                other: "\(rate.done) of \(rate.days) weeks met (\(percent)%)")
        }
    }

    /// "2 minutes ago", or "by the last change" when the time is unknown.
    private func agoText(_ elapsed: Elapsed?) -> String {
        switch elapsed {
        case nil: return "by the last change"
        case .moments: return "a few seconds ago"
        case .minutes(let count): return plural(count, one: "\(count) minute ago", other: "\(count) minutes ago")
        case .hours(let count): return plural(count, one: "\(count) hour ago", other: "\(count) hours ago")
        case .days(let count): return plural(count, one: "\(count) day ago", other: "\(count) days ago")
        }
    }

    private func redoAgo(_ elapsed: Elapsed?) -> String {
        elapsed == nil ? "" : " (\(agoText(elapsed)))"
    }

    /// "today", "on Nov 27, 2026 and yesterday", "on 5 days".
    private func dayList(_ days: [Day], today: Day) -> String {
        guard days.count <= 2 else { return "on \(days.count) days" }
        return days.map { phrase(DayPhrase($0, today: today)) }.joined(separator: " and ")
    }

    private func summary(_ command: CommandName) -> String {
        switch command {
        case .list: return "Show every habit with today's progress (the default)."
        case .add: return "Add a habit: daily, or on --days, --per-week or --every; measured with a goal."
        case .edit: return "Change a habit's schedule (for its whole history), icon, colour, goal or unit."
        case .log: return "Add an amount to a habit's day (negative corrects; --set replaces the total)."
        case .note: return "Write a line about a habit's day (an empty TEXT removes it)."
        case .skip: return "Excuse habits, or --all, today or on --date (a rest day): the streak holds."
        case .pause: return "Pause habits, or --all, from --from (today) through --until (open-ended)."
        case .resume: return "End the pause of habits, or of --all: they are due again from today."
        case .check: return "Mark habits as done today, or on --date."
        case .uncheck: return "Remove the done mark and the day's amount for today, or for --date."
        case .toggle: return "Flip habits between done and not done (a limit: record 0 or clear the amount)."
        case .show: return "Show a habit's streak, record, last 7 days and recent weeks (without NAME: all)."
        case .stats: return "Show statistics: completion rates, streak, record, best weekday (without NAME: all)."
        case .rename: return "Give a habit a new name; its history stays."
        case .delete: return "Delete a habit and its history, after asking."
        case .help: return "Show help for all commands or for one."
        case .todo: return "List the habits due today and not done; exit 1 when there are any."
        case .status: return "Tell whether a habit is done today or on --date: exit 0 if so, 1 if not."
        case .names: return "Print every habit's name, one per line."
        case .import: return "Add habits and days from CSV, a JSON export or another tracker; - reads standard input."
        case .export: return "Write all habits and days to standard output."
        case .completion: return "Print a completion script for bash, zsh or fish."
        case .undo: return "Take back the last change (run it again to redo it)."
        case .archive: return "Archive habits: out of list, todo and the rest, their history kept."
        case .unarchive: return "Bring archived habits back."
        case .move: return "Put a habit elsewhere in the order: --to N, --before OTHER or --after OTHER."
        case .ask: return "Check in: ask about every habit due and not yet answered, today first, then earlier days."
        case .config: return "Show the settings (day-starts-at, language, color) and where each comes from."
        case .merge: return "Merge another copy of the data file into it (three-way with --base, else two-way)."
        case .mergeDriver: return "git's merge driver for the data file: merge THEIRS into OURS (%O %A %B)."
        }
    }

    private func optionHelp(_ option: OptionName, _ command: CommandName?, facts: OptionFacts) -> String {
        switch option {
        case .file: return "Use this data file."
        case .back: return "Ask about at most N days before today (default \(facts.defaultBack))."
        case .man: return "Print the manual page (roff), as installed for man habit."
        case .days: return "Due on these weekdays: mon,wed,fri (English, German or French, short or full), weekdays or weekends."
        case .perWeek:
            return
                "Done on K days of each week, Monday to Sunday (K from \(facts.timesPerWeek.lowerBound) to \(facts.timesPerWeek.upperBound))."
        case .every:
            return "Done at least once in every N days (N from \(facts.intervals.lowerBound) to \(facts.intervals.upperBound))."
        case .daily: return "Due every day again."
        case .from where command == .import:
            return "Read another tracker's files: loop (its CSV export, zip or folder), harsh, habitctl (their folder), dijo."
        case .from: return "The first paused day: YYYY-MM-DD, today or yesterday (default today)."
        case .until: return "The last paused day, up to a year ahead (default: until habit resume)."
        case .base: return "The copy both came from (the common ancestor): a three-way merge."
        case .archived: return "Show the archived habits instead."
        case .matching: return "Only the names that TEXT finds as their start, ignoring case and accents (for completion)."
        case .candidates:
            return "For the completion scripts: the commands, a command's options or the day words, in the current language."
        case .to: return "Put the habit at position N (1 is the top)."
        case .before: return "Put the habit right before OTHER."
        case .after: return "Put the habit right after OTHER."
        case .wait: return "Wait at most SECONDS for another habit (default \(facts.defaultWait), or $HABIT_WAIT)."
        case .color where command == .add || command == .edit:
            return "The habit's colour: \(facts.colors.joined(separator: ", ")) "
                + "(auto, always and never still set the output's colour)."
        case .color: return "Colour the output: auto (default), always or never."
        case .help: return "Show this help."
        case .version: return "Show the version."
        case .icon: return "An emoji or short symbol (default \(facts.defaultIcon))."
        case .date: return "The day: YYYY-MM-DD, today or yesterday (default today)."
        case .yes: return "Delete without asking (needed in scripts)."
        case .weeks:
            return
                "Weeks in the calendar, \(facts.weeks.lowerBound) to \(facts.weeks.upperBound) (default \(facts.defaultWeeks), or as many as fit)."
        case .notes: return "Every note instead of the last three."
        case .json: return "Print JSON for scripts instead of text."
        case .asOf: return "Show everything as it stood on this day: YYYY-MM-DD, today or yesterday."
        case .quiet: return "Print nothing; only the exit code answers."
        case .format where command == .import: return "csv or json (default: json when the input starts with {, else csv)."
        case .format: return "csv (default) or json, the data file's own format."
        case .goal: return "Measured: a due day is done when its amount reaches AMOUNT."
        case .atMost: return "A limit: a day is kept while its amount stays at most AMOUNT."
        case .weeklyGoal: return "Measured by the week: done when Monday to Sunday add up to AMOUNT."
        case .unit where command == .edit: return "What the amounts count; alone, a new unit for the goal (empty: none)."
        case .unit: return "What the amounts count: glasses, km."
        case .noGoal: return "Remove the goal or limit; the amounts stay."
        case .set: return "Make AMOUNT the day's total instead of adding to it (0 records zero)."
        case .all: return "Every habit that is not archived, instead of names (a holiday)."
        case .note: return "The day's note: one line of text (empty removes it)."
        }
    }

    private func amountProblem(_ error: AmountError, limits: AmountLimits) -> String {
        switch error {
        case .notANumber(let text):
            return "“\(text)” is not a number; write digits, with digits on both sides of a “.” or “,”, such as 0.5."
        case .tooManyDecimals(let text): return "“\(text)” has more than \(limits.decimals) decimal places; round it."
        case .tooLarge(let text): return "“\(text)” is larger than \(largest(limits)); give a smaller amount."
        case .totalTooLarge(let day, let total):
            return
                "The total on \(date(day)) would be \(digitGroups.grouped(number(total))), more than \(largest(limits)); give a smaller amount."
        case .totalBelowZero(let day, let total):
            return "The total on \(date(day)) would be \(number(total)), below 0; take away at most the amount already recorded."
        case .negativeTotal(let total):
            return "--set \(number(total)) would make the day's total less than 0; give 0 or more (--set 0 records zero)."
        case .futureDay(let day, let today): return habit(.futureDay(day, today: today))
        case .invalidGoal(.atMost, let amount):
            return "\(number(amount)) cannot be a limit; give an amount from 0 to \(largest(limits))."
        case .invalidGoal(_, let amount):
            return "\(number(amount)) cannot be a goal; give an amount above 0 and at most \(largest(limits))."
        case .invalidUnit(let unit):
            return "The unit “\(unit)” is not usable; give a word of at most \(limits.unitLength) characters without "
                + "control characters."
        case .controlCharacterInNote(let text):
            return "The note “\(text)” contains a line break or control character; use one line of text."
        case .noteTooLong(let length): return "The note is \(length) characters long; shorten it to at most \(limits.noteLength)."
        }
    }

    /// The confirmation of `log`: "Water: 5/8 glasses today", "✓ Water: 8/8 glasses today, goal reached".
    /// "5/8 Gläser", "12/20 km this week", "3" without a goal: the progress in a question of `ask` and in `status`.
    private func progress(_ total: Amount, _ goal: Goal?, _ thisWeek: Bool) -> String {
        guard let goal else { return number(total) }
        let progress = "\(number(total))/\(measure(goal.amount, goal.unit))"
        guard goal.kind == .weeklyAtLeast else { return progress }
        return progress + (thisWeek ? " this week" : " that week")
    }

    /// "2 amounts and 1 note" in an import's summary: the counts of amounts and of notes.
    private func amounts(_ count: Int) -> String { plural(count, one: "\(count) amount", other: "\(count) amounts") }
    private func notes(_ count: Int) -> String { plural(count, one: "\(count) note", other: "\(count) notes") }

    private func logged(
        _ name: String, _ day: String, _ total: Amount, _ goal: Goal?, _ week: Amount?, _ which: String
    ) -> String {
        guard let goal else { return "\(name): \(number(total)) \(day)" }
        let progress = "\(number(total))/\(measure(goal.amount, goal.unit))"
        switch goal.kind {
        case .atLeast where total >= goal.amount: return "✓ \(name): \(progress) \(day), goal reached"
        case .atLeast: return "\(name): \(progress) \(day)"
        case .atMost where total > goal.amount: return "\(name): \(progress) \(day), over the limit"
        case .atMost: return "\(name): \(progress) \(day), within the limit"
        case .weeklyAtLeast:
            let week = week ?? total
            let sum = "\(number(week))/\(measure(goal.amount, goal.unit)) \(which)"
            if week >= goal.amount {
                return "✓ \(name): \(measure(total, goal.unit)) \(day), \(sum), weekly goal reached"
            }
            return "\(name): \(measure(total, goal.unit)) \(day), \(sum)"
        }
    }

    private func habit(_ error: HabitError) -> String {
        switch error {
        case .futureDay(let day, let today):
            return "\(date(day)) is in the future (today is \(date(today))); only today or past days can be changed."
        case .weeklyGoalChecked(let name):
            return "“\(name)” has a weekly goal, met by amounts rather than by checked days; record an amount with “habit log”."
        case .emptyName: return "A habit needs a name; type at least one character that is not a space."
        case .controlCharacterInName(let name):
            return "The name “\(name)” contains a line break or control character; use plain text."
        case .nameTooLong(let length, let maximum):
            return "The name is \(length) characters long; use at most \(maximum)."
        case .nameTaken(let name): return "A habit named “\(name)” already exists; choose another name."
        case .nameClash(let name, let existing):
            return "“\(name)” differs from “\(existing)” only in case, accents or width, and habit takes the two for one name; "
                + "choose another name."
        case .invalidIcon(let icon):
            return "The icon “\(icon)” is not usable; give one emoji or a short symbol without spaces."
        case .unknownHabit(let name, let suggestion?): return "There is no habit “\(name)”; \(didYouMean(suggestion))"
        case .unknownHabit(let name, nil): return "There is no habit “\(name)”; see all habits with “habit list”."
        case .ambiguousHabit(let name, let candidates):
            let list = candidates.map { "“\($0)”" }.joined(separator: ", ")
            return "“\(name)” matches more than one habit: \(list); type more of the name."
        case .lookalikeHabits(let name, let candidates):
            let list = candidates.map { "“\($0)”" }.joined(separator: ", ")
            return "“\(name)” could mean more than one habit, their names differing only in case, accents or width: \(list); "
                + "type the name exactly as it is written, or give one another name with “habit rename”."
        case .duplicateID(let id, let name):
            return "The habit “\(name)” has the id \(id.uuidString), which another habit already has; "
                + "give it a new id or remove it."
        case .untrimmedName(let name): return "The name “\(name)” has spaces around it; remove them."
        case .pauseEndsBeforeStart(let first, let last):
            return "A pause cannot end on \(date(last)), before it starts on \(date(first)); give an end on or after the start."
        case .pauseTooFarAhead(let day, let latest):
            return "\(date(day)) is more than a year ahead; a pause can be planned up to \(date(latest))."
        }
    }

    private func usage(_ error: UsageError) -> String {
        switch error {
        case .unknownCommand(let word, let suggestion?): return "Unknown command “\(word)”; \(didYouMean(suggestion))"
        case .unknownCommand(let word, nil): return "Unknown command “\(word)”; see “habit help”."
        case .unknownOption(let option, let command?, let suggestion?):
            return "Unknown option “\(option)” for “habit \(command.rawValue)”; \(didYouMean(suggestion))"
        case .unknownOption(let option, let command?, nil):
            return "Unknown option “\(option)” for “habit \(command.rawValue)”; see “habit help \(command.rawValue)”."
        case .unknownOption(let option, nil, let suggestion?):
            return "Unknown option “\(option)”; \(didYouMean(suggestion))"
        case .unknownOption(let option, nil, nil): return "Unknown option “\(option)”; see “habit help”."
        case .nameLikeOption(let option, let command, let retry):
            return "Unknown option “\(option)” for “habit \(command.rawValue)”; "
                + "a name or text that starts with “-” goes after “--”: \(retry)"
        case .missingValue(let option, let placeholder):
            return "The option “\(option)” needs a value: \(option) \(self.placeholder(placeholder))"
        case .unexpectedValue(let option): return "The option “\(option)” takes no value; write \(option) alone."
        case .missingArgument(let command, let placeholder):
            return "“habit \(command.rawValue)” needs \(self.placeholder(placeholder)); see “habit help \(command.rawValue)”."
        case .argumentNotTaken(let argument, let command):
            return
                "“habit \(command.rawValue)” takes no arguments, but got “\(argument)”; run it alone: habit \(command.rawValue)"
        case .extraArgument(let argument, let command, let several):
            return "Unexpected argument “\(argument)” for “habit \(command.rawValue)”; put quotes around a name with spaces "
                + "(\(listed(several.map(\.rawValue))) take several names)."
        case .allWithNames(let name, let command):
            return "“habit \(command.rawValue) --all” means every habit, but got the name “\(name)” too; "
                + "give the names or --all."
        case .optionAfterEnd(let option, let command):
            return "“\(option)” comes after “--”, which ends the options, so “habit \(command.rawValue)” took it as an argument; "
                + "put the options before “--”."
        case .badDate(let text):
            return "“\(text)” is not a day; use YYYY-MM-DD (a date that exists), today or yesterday."
        case .badWeeks(let text, let range):
            return "“\(text)” is not a valid number of weeks; use a whole number from \(range.lowerBound) to \(range.upperBound)."
        case .dayTooEarly(let text, let earliest):
            return "“\(text)” is before \(earliest.year), the earliest day habit accepts; check the year."
        case .badColor(let text, let choices):
            return "“\(text)” is not a colour; choose one of: \(choices.joined(separator: ", "))."
        case .badColorMode(let text): return "“\(text)” is not a colour mode; use --color auto, always or never."
        case .unknownHelpTopic(let topic, let suggestion?): return "There is no command “\(topic)”; \(didYouMean(suggestion))"
        case .unknownHelpTopic(let topic, nil): return "There is no command “\(topic)”; see “habit help”."
        case .badFormat(let text): return "“\(text)” is not a format; use --format csv or --format json."
        case .badTracker(let text, _):
            return "“\(text)” is not a tracker habit imports from; use --from loop, harsh, habitctl or dijo."
        case .trackerWithFormat: return "--from and --format cannot be combined: --from reads the tracker's own files."
        case .badDays(let text):
            return "“\(text)” is not a weekday; use --days with weekdays separated by commas, such as mon,wed,fri "
                + "(mo…su, mon…sun or full names, German mo,di,mi,do,fr,sa,so, French lun…dim), or weekdays or weekends."
        case .badPerWeek(let text, let range):
            return
                "“\(text)” is not a number of days a week; use --per-week with a whole number from \(range.lowerBound) to \(range.upperBound)."
        case .badEvery(let text, let range):
            return
                "“\(text)” is not an interval; use --every with a whole number of days from \(range.lowerBound) to \(range.upperBound)."
        case .conflictingSchedules(let first, let second):
            return "\(first) and \(second) cannot be combined; give one schedule: --days, --per-week or --every "
                + "(edit also takes --daily)."
        case .nothingToEdit:
            return "Nothing to change; give --days, --per-week, --every, --daily, --icon, --color, --goal, --at-most, "
                + "--weekly-goal, --unit or --no-goal. See “habit help edit”."
        case .amount(let error, let limits): return amountProblem(error, limits: limits)
        case .conflictingGoals(let first, let second):
            return "\(first) and \(second) cannot be combined; give only one of them."
        case .goalConflictsWithSchedule("--weekly-goal", let schedule):
            return
                "--weekly-goal cannot be combined with \(schedule): a weekly goal takes the place of a schedule; leave out \(schedule)."
        case .goalConflictsWithSchedule(let goal, let schedule):
            return "\(goal) cannot be combined with \(schedule): it applies to each due day; use --days or --every instead."
        case .unitWithoutGoal: return "--unit names what a goal counts; give it with --goal, --at-most or --weekly-goal."
        case .badBack(let text, let maximum):
            return "“\(text)” is not a number of days; use a whole number from 0 to \(maximum), such as --back 14."
        case .repeatedOption(let option): return "The option “\(option)” was given twice; give it once."
        case .blankName(let command):
            return "A habit name cannot be empty or blank; “habit \(command.rawValue)” needs the name of a habit."
        case .badPosition(let text): return "“\(text)” is not a position; use a whole number from 1 (the top), such as --to 1."
        case .moveNeedsOneTarget:
            return "habit move needs exactly one of --to N, --before OTHER and --after OTHER, such as: habit move Lesen --to 1"
        case .badWait(let text, true, let maximum):
            return "HABIT_WAIT is “\(text)”, which is not a number of seconds; "
                + "use a number from 0 to \(maximum), such as --wait 60."
        case .badWait(let text, false, let maximum):
            return "“\(text)” is not a number of seconds; use a number from 0 to \(maximum), "
                + "such as --wait 60."
        case .unknownShell(let text, let suggestion?):
            return "There is no completion for “\(text)”; \(didYouMean(suggestion))"
        case .unknownShell(let text, nil): return "There is no completion for “\(text)”; choose bash, zsh or fish."
        case .badCandidates(let text): return "Completion has no candidates called “\(text)”; ask for commands, options or days."
        }
    }

    private func store(_ error: StoreError, limits: FileLimits) -> String {
        switch error {
        case .noHome:
            return "Cannot tell where the data lives: HOME is not set. Set HABIT_FILE to the data file's path or use --file PATH."
        case .homeNotAbsolute(let home):
            return "Cannot tell where the data lives: HOME is “\(home)”, which is not an absolute path. "
                + "Set HOME to a path starting with /, or HABIT_FILE to the data file's path, or use --file PATH."
        case .wouldBeUnreadable(let path, .tooLarge(let size)):
            return "The change would make \(path) \(size >> 20) MiB, more than the \(limits.maximumSize >> 20) MiB habit "
                + "reads back; nothing was changed."
        case .wouldBeUnreadable(let path, .format(let problem)):
            return
                "The change would write \(path) so that habit could not read it back (\(format(problem))); "
                + "nothing was changed."
        case .missingFile(let path):
            return "\(path) does not exist; check the path given with --file or HABIT_FILE. "
                + "A command that changes habits (such as habit add) creates it."
        case .danglingLink(let path, let target):
            return "\(path) is a symbolic link to \(target), whose folder does not exist; "
                + "create that folder or fix the link. Nothing was written."
        case .symbolicLink(let path):
            return "\(path) is a symbolic link, which habit never follows for its backup and lock files; "
                + "remove it and try again. Nothing was changed."
        case .hardLinked(let path, let links):
            return "\(path) has \(links) hard links (names); habit replaces the file when it writes, which would split them "
                + "apart. Nothing was changed. Keep one name and use a symbolic link for the others."
        case .lockTimeout(let path, let lock, let seconds):
            return "Another habit has held the lock on \(path) (\(lock)) for \(self.seconds(seconds)); nothing was changed. "
                + "Try again later, or wait longer with --wait SECONDS or HABIT_WAIT."
        case .isDirectory(let path): return "\(path) is a folder, not a data file; point HABIT_FILE or --file at a file."
        case .unreadable(let path, let reason): return "Cannot read \(path): \(reason). Check the file and its permissions."
        case .corrupt(let path, let problem):
            return "\(path) is not a valid habit file: \(format(problem)) — it was left untouched; repair it or restore a backup."
        case .newerVersion(let path, let version):
            return "\(path) has format version \(version), but this habit reads up to version \(limits.newestVersion); "
                + "update habit. The file was left untouched."
        case .writeFailed(let path, let reason): return "Could not save \(path): \(reason). Nothing was changed."
        case .notAFile(let path):
            return "\(path) is not a regular file (it is a device, pipe or socket); point HABIT_FILE or --file at a file."
        case .tooLarge(let path, let size):
            return "\(path) is \(size) bytes, larger than any habit file can be (at most \(limits.maximumSize >> 20) MiB); "
                + "it was left untouched. Point HABIT_FILE or --file at your habit file."
        case .nothingToUndo(let path): return "Nothing to undo: habit has made no change to \(path) that it could take back."
        case .changedSinceBackup(let path, let backup):
            return "\(path) was changed since habit last wrote it (by hand or by another program), so undoing would lose "
                + "that change; nothing was restored. The habits as they were before habit's last change are in \(backup)."
        }
    }

    private func format(_ problem: FormatProblem) -> String {
        switch problem {
        case .syntax(let line, let column, let problem): return "line \(line), column \(column): \(syntax(problem))"
        case .missingKey(let path): return "the key “\(path)” is missing"
        case .wrongType(let path, let expected): return "“\(path)” should be \(kind(expected))"
        case .duplicateKey(let path): return "the key “\(path)” appears twice"
        case .badDay(let path, let text):
            return "“\(path)” is “\(text)”, which is not a day (YYYY-MM-DD or YYYY-MM-DD/YYYY-MM-DD)"
        case .badColor(let path, let text): return "“\(path)” is “\(text)”, which is not a colour of the palette"
        case .badID(let path, let text): return "“\(path)” is “\(text)”, which is not a UUID"
        case .duplicateID(let path): return "“\(path)” repeats the id of an earlier habit"
        case .invalidHabit(let path, let error): return "“\(path)”: \(withoutFinalStop(habit(error)))"
        case .duplicateName(let path, let name):
            return "“\(path)” is “\(name)”, the name of an earlier habit (names must differ, ignoring case)"
        case .futureDay(let path, let text, let today, let ahead):
            return
                "“\(path)” is “\(text)”, more than \(days(ahead)) after today (\(date(today))), so the clock was probably wrong "
                + "when it was written"
        case .dayTooEarly(let path, let text, let earliest):
            return "“\(path)” is “\(text)”, before \(earliest.year), the earliest day habit accepts"
        case .outOfRange(let path, let text, let range):
            return
                "“\(path)” is \(text); it must be from \(digitGroups.grouped(String(range.lowerBound))) to \(digitGroups.grouped(String(range.upperBound)))"
        case .badPause(let path, let text):
            return "“\(path)” is “\(text)”, not a pause "
                + "(YYYY-MM-DD/YYYY-MM-DD with the end not before the start, or YYYY-MM-DD/..)"
        case .unknownValue(let path, let text): return "“\(path)” is “\(text)”, which this version of habit does not understand"
        }
    }

    /// A sentence of this table quoted inside another, without its full stop.
    private func withoutFinalStop(_ text: String) -> String {
        text.hasSuffix(".") ? String(text.dropLast()) : text
    }

    private func kind(_ kind: FormatProblem.ValueKind) -> String {
        switch kind {
        case .object: return "an object"
        case .list: return "a list"
        case .string: return "a string"
        case .integer: return "a whole number"
        case .number: return "a number"
        case .boolean: return "true or false"
        case .other: return "something else"
        }
    }

    private func syntax(_ problem: JSONSyntaxProblem) -> String {
        switch problem {
        case .empty: return "the file is empty"
        case .trailingText: return "unexpected text after the end of the data"
        case .tooDeep: return "the data is nested too deeply"
        case .endsEarly: return "the data ends too early"
        case .unexpectedCharacter(let character): return "unexpected character “\(character)”"
        case .expectedKey: return "expected a key in double quotes"
        case .expectedColon: return "expected “:” after a key"
        case .expectedCommaOrBrace: return "expected “,” or “}”"
        case .expectedCommaOrBracket: return "expected “,” or “]”"
        case .controlCharacter: return "a control character inside a string"
        case .unclosedString: return "a string that is never closed"
        case .loneSurrogate: return "a \\u escape with a lone surrogate"
        case .badUnicodeEscape: return "a \\u escape without four hex digits"
        case .unknownEscape(let character): return "an unknown escape “\\\(character)”"
        case .badNumber: return "a malformed number"
        case .invalidUTF8: return "text that is not valid UTF-8"
        }
    }

    private func importFailed(_ error: ImportError, limits: FileLimits, amounts: AmountLimits) -> String {
        let problem = importProblem(error, limits: limits, amounts: amounts)
        return error.foundInput ? problem + " Nothing was imported." : problem
    }

    private func importProblem(_ error: ImportError, limits: FileLimits, amounts: AmountLimits) -> String {
        switch error {
        case .fileNotFound(let path):
            return "There is no file \(path) to import; check the path, or use - to read standard input."
        case .isDirectory(let path): return "\(path) is a folder; give the CSV or JSON file to import."
        case .unreadable(let path, let reason):
            return store(.unreadable(path: path, reason: reason), limits: limits)
        case .tooLarge(nil, _):
            return "Standard input holds more than the \(limits.maximumSize >> 20) MiB a habit file may have; "
                + "split it."
        case .tooLarge(let path?, nil):
            return "\(path) holds more than the \(limits.maximumSize >> 20) MiB a habit file may have; "
                + "split it."
        case .tooLarge(let path?, let size?):
            return "\(path) is \(size >> 20) MiB, more than the \(limits.maximumSize >> 20) MiB a habit file may have; "
                + "split it."
        case .syntax(let line, let problem): return "Line \(line): \(csv(problem))."
        case .columnCount(let line, let found):
            return "Line \(line) has \(plural(found, one: "\(found) field", other: "\(found) fields")); each row needs "
                + "name,date or name,date,state,amount,note (put quotes around a name with a comma)."
        case .badState(let line, let text):
            return "Line \(line): the state “\(text)” is neither done nor skipped; write done or skipped, or leave it empty."
        case .badAmount(let line, let text):
            return
                "Line \(line): the amount “\(text)” is not a number from 0 to \(largest(amounts)) with at most \(amounts.decimals) decimal places."
        case .badNote(let line):
            return
                "Line \(line): the note has a line break or control character, or more than \(amounts.noteLength) characters; use one line of at most \(amounts.noteLength)."
        case .badDate(let line, let text):
            return "Line \(line): “\(text)” is not a day; use YYYY-MM-DD (a date that exists)."
        case .futureDate(let line, let day, let today):
            return "Line \(line): \(date(day)) is in the future (today is \(date(today))); correct or remove that row."
        case .badName(let line, let problem): return "Line \(line): \(rowName(problem))"
        case .json(let problem): return "The JSON to import is not a habit export: \(format(problem))."
        case .newerVersion(let version):
            return "The JSON to import has format version \(version), but this habit reads up to version "
                + "\(limits.newestVersion); update habit."
        case .futureDay(let name, let day, let today):
            return "“\(name)” in the JSON has a day in the future: \(date(day)) (today is \(date(today))); correct or remove it."
        case .foreignFileMissing(let path, let tracker):
            return "There is no file \(path); \(trackerFiles(tracker))"
        case .foreignLine(let path, let line, let problem):
            return "\(path), line \(line): \(foreignLine(problem, amounts: amounts))"
        case .foreignJSON(let path, let problem):
            return "\(path) is not dijo's habit file: \(format(problem))."
        case .badZip(let path):
            return "\(path) is not a zip file habit can read (damaged, encrypted or packed another way); unzip it and "
                + "import the folder."
        }
    }

    private func trackerFiles(_ tracker: ForeignFormat) -> String {
        switch tracker {
        case .loop: return "give Loop's CSV export: the zip file, or its unzipped folder with Habits.csv."
        case .harsh: return "give harsh's folder (~/.config/harsh) with its files habits and log."
        case .habitctl: return "give habitctl's folder (~/.habitctl) with its files habits and log."
        case .dijo: return "give dijo's habit_record.json, or the folder that holds it."
        }
    }

    /// A name read from a line of a file, worded for that line (lower case after "Line 3:", the
    /// fix made in the file) rather than for a name typed on the command line.
    private func rowName(_ problem: NameProblem) -> String {
        switch problem {
        case .empty: return "the habit name is empty; write a name there or remove the line."
        case .controlCharacter(let name):
            return "the name “\(name)” contains a line break or control character; write it as plain text in the file."
        case .tooLong(let length, let maximum):
            return "the name is \(length) characters long, more than the \(maximum) a name may have; shorten it in the file."
        }
    }

    private func foreignLine(_ problem: ForeignLineProblem, amounts: AmountLimits) -> String {
        switch problem {
        case .csv(let problem): return csv(problem) + "."
        case .unreadable(let text, let expected): return "cannot read “\(text)”; expected \(expected)."
        case .futureDate(let day, let today): return "\(date(day)) is in the future (today is \(date(today))); fix it there."
        case .badName(let problem): return rowName(problem)
        case .badAmount(let text):
            return
                "the amount “\(text)” is not a number from 0 to \(largest(amounts)) with at most \(amounts.decimals) decimal places."
        case .noteTooLong(let length):
            return "the note has \(length) characters, more than the \(amounts.noteLength) habit keeps; shorten it there."
        }
    }

    private func seconds(_ value: Double) -> String {
        let number = value == value.rounded() ? String(Int(value)) : String(value)
        return value == 1 ? "\(number) second" : "\(number) seconds"
    }

    private func configFailed(_ error: ConfigError) -> String {
        switch error {
        case .notASetting(let path, let line, let text):
            return "\(path), line \(line): “\(text)” is not a setting; write key = value, such as day-starts-at = 4. "
                + "Nothing was done."
        case .unknownKey(let path, let line, let key, let suggestion?):
            return "\(path), line \(line): there is no setting “\(key)”. Did you mean “\(suggestion)”? Nothing was done."
        case .unknownKey(let path, let line, let key, nil):
            return "\(path), line \(line): there is no setting “\(key)”; the settings are day-starts-at, language and color. "
                + "Nothing was done."
        case .badValue(let path, let line, let key, let value):
            return "\(path), line \(line): \(key.rawValue) cannot be “\(value)”; \(allowed(key)). Nothing was done."
        case .badEnvironment(let variable, let key, let value):
            return "\(variable) is “\(value)”, which \(key.rawValue) cannot be; \(allowed(key)). Nothing was done."
        case .unreadable(let path, let reason):
            return "Cannot read the config file \(path): \(reason); check its permissions. Nothing was done."
        case .notText(let path):
            return "The config file \(path) is not a text file of key = value lines; fix or remove it. Nothing was done."
        }
    }

    private func allowed(_ key: ConfigFile.Key) -> String {
        switch key {
        case .dayStartsAt: return "use an hour from 0 to 23, such as 4 or 04:00"
        case .language: return "use " + Languages.all.map(\.code).sorted().joined(separator: ", ")
        case .color: return "use auto, always or never"
        }
    }

    private func csv(_ problem: CSVSyntaxProblem) -> String {
        switch problem {
        case .unterminatedQuote: return "a field that opens with a quote is never closed"
        case .quoteInUnquotedField:
            return "a quote inside a field that does not start with one; put the field in quotes and double the quote (\"\")"
        case .textAfterClosingQuote: return "text after a closing quote; inside a quoted field, double the quote (\"\")"
        case .invalidUTF8: return "text that is not valid UTF-8; save the file as UTF-8"
        }
    }
}
