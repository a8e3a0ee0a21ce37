import HabitCore

extension English {
    /// What the commands that change a habit or its days say: check, add, edit, skip, pause, log, note, ask.
    func text(_ message: ChangeMessage) -> String {
        switch message {
        // changes
        case .checkedInMonth(let name, .today, let progress): return "✓ \(name) — \(monthProgress(progress))"
        case .checkedInMonth(let name, let day, let progress):
            return "✓ \(name) done \(phrase(day)) — \(monthProgress(progress))"
        case .checkedInWeek(let name, .today, let progress): return "✓ \(name) — \(weekProgress(progress))"
        case .checkedInWeek(let name, let day, let progress): return "✓ \(name) done \(phrase(day)) — \(weekProgress(progress))"
        case .checked(let name, .today, let streak): return "✓ \(name) — \(daysInARow(streak))"
        case .checked(let name, let day, let streak): return "✓ \(name) done \(phrase(day)) — \(daysInARow(streak))"
        case .alreadyChecked(let name, let day, let streak):
            return "\(name) was already done \(phrase(day)) — \(daysInARow(streak))"
        case .unchecked(let name, let day, let streak):
            return "\(name) no longer done \(phrase(day)) — \(daysInARow(streak))"
        case .wasNotChecked(let name, let day): return "\(name) was not done \(phrase(day)); nothing changed."
        case .addedOnSchedule(let icon, let name, let schedule, let check):
            return "Added \(icon) \(name), due \(dueWords(schedule)); check it off with: \(check)"
        case .changedWhileArchived(let name, let unarchive):
            return "“\(name)” is archived and stays so; bring it back with: \(unarchive)"
        case .added(let icon, let name, let check): return "Added \(icon) \(name); check it off with: \(check)"
        case .renamed(let from, let to): return "Renamed “\(from)” to “\(to)”."
        case .nameUnchanged(let name): return "“\(name)” already has that name; nothing changed."
        case .weekStartChanged(let day):
            return "Weeks in this data file now start on \(weekdayName(day)); habit undo takes it back."
        case .weekStartUnchanged(let day): return "Weeks in this data file already start on \(weekdayName(day)); nothing changed."
        case .deleteQuestion(let name, 0): return "Delete “\(name)”?"
        case .deleteQuestion(let name, let count): return "Delete “\(name)” and its \(entries(count))?"
        case .deleted(let name, 0): return "Deleted “\(name)”."
        case .deleted(let name, let count): return "Deleted “\(name)” and its \(entries(count))."
        case .kept(let name): return "Kept “\(name)”; nothing was deleted."
        // ask
        case .askQuestion(let name, .on(let day)): return "\(name) — \(weekdayName(day.weekday)), \(date(day))?"
        case .askQuestion(let name, let day): return "\(name) — \(phrase(day))?"
        case .askAmountQuestion(let name, .on(let day), let progress):
            return "\(name) (\(self.progress(progress))) — \(weekdayName(day.weekday)), \(date(day))?"
        case .askAmountQuestion(let name, let day, let progress): return "\(name) (\(self.progress(progress))) — \(phrase(day))?"
        case .askKeys(true): return "[y/n/s/?]"
        case .askKeys(false): return "[y/n/?]"
        case .askHelp(true):
            return "y: done · n: not done (not asked again) · s: skip the day (excused) · q or Ctrl-D: stop, keeping the answers "
                + "· ?: this help"
        case .askHelp(false):
            return "y: done · n: not done (not asked again) · q or Ctrl-D: stop, keeping the answers · ?: this help"
        case .nothingToAsk: return "Nothing to ask: every habit that is due has an answer."
        case .nothingAnswered: return "Nothing answered; nothing changed."
        case .askSummary(let done, let notDone, let skipped):
            return
                "Check-in saved: \(done) done, \(notDone) not done, \(skipped) skipped. Take it all back with: habit undo"
        case .askSummaryWithLeft(let done, let notDone, let skipped, let left):
            let questionsLeft = plural(
                left, one: "\(left) question left for next time. ", other: "\(left) questions left for next time. ")
            return
                "Check-in saved: \(done) done, \(notDone) not done, \(skipped) skipped. \(questionsLeft)Take it all back with: habit undo"
        // schedules, skips and pauses
        case .edited(let name, .schedule(let schedule)):
            return "\(name) is now due \(dueWords(schedule)); this applies to its whole history."
        case .edited(let name, .scheduleAndLook(let schedule, .icon)):
            return "\(name) is now due \(dueWords(schedule)); this applies to its whole history. It has its new icon."
        case .edited(let name, .scheduleAndLook(let schedule, .color)):
            return "\(name) is now due \(dueWords(schedule)); this applies to its whole history. It has its new colour."
        case .edited(let name, .scheduleAndLook(let schedule, .iconAndColor)):
            return "\(name) is now due \(dueWords(schedule)); this applies to its whole history. It has its new icon and colour."
        case .edited(let name, .look(.icon)): return "\(name) has its new icon."
        case .edited(let name, .look(.color)): return "\(name) has its new colour."
        case .edited(let name, .look(.iconAndColor)): return "\(name) has its new icon and colour."
        case .editUnchanged(let name): return "\(name) already has those settings; nothing changed."
        case .skipped(let name, .today, let streak): return "– \(name) skipped today — \(daysInARow(streak))"
        case .skipped(let name, let day, let streak): return "– \(name) skipped \(phrase(day)) — \(daysInARow(streak))"
        case .alreadySkipped(let name, let day): return "\(name) was already skipped \(phrase(day)); nothing changed."
        case .paused(let name, .one(let day)): return "‖ \(name) paused on \(date(day))."
        case .paused(let name, .range(let from, let until)): return "‖ \(name) paused from \(date(from)) through \(date(until))."
        case .paused(let name, .open(let from, let resume)):
            return "‖ \(name) paused from \(date(from)) until you resume it with: \(resume)"
        case .alreadyPaused(let name): return "\(name) was already paused on those days; nothing changed."
        case .resumed(let name): return "▶ \(name) resumed: it is due again from today."
        case .notPaused(let name): return "\(name) is not paused today or later; nothing changed."
        // amounts and notes: the commands
        case .addedMeasured(let icon, let name, let goal, let daily, let log):
            return "Added \(icon) \(name): \(goalWords(goal, daily: daily)); record amounts with: \(log)"
        case .goalSet(let name, let goal, let daily):
            return "\(name) now asks for \(goalWords(goal, daily: daily)); its days are judged by it."
        case .addedQuit(let icon, let name, let slip):
            return "Added \(icon) \(name), a habit to quit: every day without a slip is clean; record a slip with: \(slip)"
        case .addedReading(let icon, let name, let log):
            return "Added \(icon) \(name), tracked only, its amounts readings: record the day's value with: \(log) AMOUNT"
        case .addedTrackOnly(let icon, let name, let check):
            return "Added \(icon) \(name), tracked only: never due, no streak; check a day off with: \(check)"
        case .slipped(let name, let day, let total, let unit, let clean):
            return "◆ Slip recorded for \(name) \(phrase(day)) (\(measure(total, unit)) that day) — "
                + plural(clean, one: "\(clean) day clean", other: "\(clean) days clean")
        case .checkedTracked(let name, .today, let count): return "✓ \(name) — done on \(days(count))"
        case .checkedTracked(let name, let day, let count): return "✓ \(name) done \(phrase(day)) — done on \(days(count))"
        case .purposeSet(let name, .quit): return "\(name) is now a habit to quit: every day without a slip is clean."
        case .readingSet(let name, let unit?):
            return "\(name)'s amounts are now readings in \(unit): log sets the day's value."
        case .readingSet(let name, nil): return "\(name)'s amounts are now readings: log sets the day's value."
        case .purposeSet(let name, .trackOnly): return "\(name) is now tracked only: never due, no streak."
        case .purposeSet(let name, .build): return "\(name) is a habit to do again, due on its schedule."
        case .goalRemoved(let name, true):
            return "\(name) no longer has a goal or limit; a day with an amount above 0 counts as done."
        case .goalRemoved(let name, false): return "\(name) has no goal or limit; nothing changed."
        case .remindersSet(let name, let times):
            return plural(
                times.count, one: "\(name) now has a reminder at \(listed(times)).",
                other: "\(name) now has reminders at \(listed(times)).")
        case .remindersCleared(let name, let time):
            return "\(name) no longer has reminder times of its own; it is reminded at the default time, \(time)."
        case .logged(let name, let day, let total): return logged(name, phrase(day), total)
        case .limitKept(let name, let day, let total, let goal, true):
            return "\(name) already has \(measure(total, goal.unit)) \(phrase(day)), over the limit of "
                + "\(number(goal.amount)); check leaves the total as it is."
        case .limitKept(let name, let day, let total, let goal, false):
            return "\(name) already has \(measure(total, goal.unit)) \(phrase(day)), within the limit of "
                + "\(number(goal.amount)); check leaves the total as it is."
        case .amountCleared(let name, let day, let total, let unit):
            return "\(name): the amount recorded \(phrase(day)) (\(measure(total, unit))) is cleared."
        case .nothingRecorded(let name, let day): return "\(name) has nothing recorded \(phrase(day)); nothing changed."
        case .noteSaved(let name, let day, false): return "✎ Note saved for \(name) \(phrase(day))."
        case .noteSaved(let name, let day, true): return "✎ Note removed from \(name) \(phrase(day))."
        case .noteUnchanged(let name, let day, true): return "\(name) already has that note \(phrase(day)); nothing changed."
        case .noteUnchanged(let name, let day, false): return "\(name) has no note \(phrase(day)); nothing changed."
        case .askAmountKeys(true, true): return "[amount/y/n/s/?]"
        case .askAmountKeys(false, true): return "[amount/y/n/?]"
        case .askAmountKeys(true, false): return "[amount/n/s/?]"
        case .askAmountKeys(false, false): return "[amount/n/?]"
        case .askAmountHelp(true, true):
            return "a number such as 2.5: add it to the day's total · y: done (the goal) · n: not done (not asked again) "
                + "· s: skip the day (excused) · q or Ctrl-D: stop, keeping the answers · ?: this help"
        case .askAmountHelp(false, true):
            return "a number such as 2.5: add it to the day's total · y: done (the goal) · n: not done (not asked again) "
                + "· q or Ctrl-D: stop, keeping the answers · ?: this help"
        case .askAmountHelp(true, false):
            return "a number such as 2.5: add it to the day's total · n: not done (not asked again) "
                + "· s: skip the day (excused) · q or Ctrl-D: stop, keeping the answers · ?: this help"
        case .askAmountHelp(false, false):
            return "a number such as 2.5: add it to the day's total · n: not done (not asked again) "
                + "· q or Ctrl-D: stop, keeping the answers · ?: this help"
        case .archived(let name, let unarchive):
            return "Archived “\(name)”; its history is kept. Bring it back with: \(unarchive)"
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
        }
    }

    /// The confirmation of `log`: "Water: 5/8 glasses today", "✓ Water: 8/8 glasses today, goal reached".
    private func logged(_ name: String, _ day: String, _ total: LoggedTotal) -> String {
        switch total {
        case .alone(let total): return "\(name): \(number(total)) \(day)"
        case .reading(let value, let unit): return "\(name): \(measure(value, unit)) \(day)"
        case .goalReached(let total, let goal): return "✓ \(name): \(ofGoal(total, goal)) \(day), goal reached"
        case .belowGoal(let total, let goal): return "\(name): \(ofGoal(total, goal)) \(day)"
        case .overLimit(let total, let goal): return "\(name): \(ofGoal(total, goal)) \(day), over the limit"
        case .withinLimit(let total, let goal): return "\(name): \(ofGoal(total, goal)) \(day), within the limit"
        case .weeklyGoalReached(let total, let week, let goal, let thisWeek):
            return "✓ \(name): \(measure(total, goal.unit)) \(day), \(progress(.ofWeeklyGoal(week, goal, thisWeek: thisWeek))), "
                + "weekly goal reached"
        case .weeklyGoalOpen(let total, let week, let goal, let thisWeek):
            return "\(name): \(measure(total, goal.unit)) \(day), \(progress(.ofWeeklyGoal(week, goal, thisWeek: thisWeek)))"
        }
    }

    /// "1 of 3 this week", "3 of 3 that week — 4 weeks in a row".
    private func weekProgress(_ progress: WeekProgress) -> String {
        switch progress {
        case .under(let done, let times, true): return "\(done) of \(times) this week"
        case .under(let done, let times, false): return "\(done) of \(times) that week"
        case .made(let done, let times, true, let streak): return "\(done) of \(times) this week — \(daysInARow(streak))"
        case .made(let done, let times, false, let streak): return "\(done) of \(times) that week — \(daysInARow(streak))"
        }
    }

    /// "1 of 2 this month", "2 of 2 that month — 4 months in a row".
    private func monthProgress(_ progress: MonthProgress) -> String {
        switch progress {
        case .under(let done, let times, true): return "\(done) of \(times) this month"
        case .under(let done, let times, false): return "\(done) of \(times) that month"
        case .made(let done, let times, true, let streak): return "\(done) of \(times) this month — \(daysInARow(streak))"
        case .made(let done, let times, false, let streak): return "\(done) of \(times) that month — \(daysInARow(streak))"
        }
    }
}
