import HabitCore

/// What the commands that change a habit or its days say: check, add, edit, skip, pause, log, note, ask.
public enum ChangeMessage: Equatable, Sendable {
    case checked(name: String, day: DayPhrase, streak: StreakCount)
    /// A habit done K times a week was checked: what that made of its week, "✓ Laufen — 1 of 3
    /// this week".
    case checkedInWeek(name: String, day: DayPhrase, progress: WeekProgress)
    /// A habit done K times a month was checked: what that made of its month, "✓ Laufen — 1 of 2
    /// this month".
    case checkedInMonth(name: String, day: DayPhrase, progress: MonthProgress)
    /// After a check, log or skip of an archived habit: the change is kept, the habit stays
    /// archived; `unarchive` brings it back.
    case changedWhileArchived(name: String, unarchive: String)
    case alreadyChecked(name: String, day: DayPhrase, streak: StreakCount)
    case unchecked(name: String, day: DayPhrase, streak: StreakCount)
    case wasNotChecked(name: String, day: DayPhrase)
    case added(icon: String, name: String, check: String)
    /// `add` made a habit on a schedule other than every day, which the sentence repeats back:
    /// "Added ✅ Laufen, due 3 times a week; check it off with: habit check Laufen".
    case addedOnSchedule(icon: String, name: String, schedule: Schedule, check: String)
    case renamed(from: String, to: String)
    case nameUnchanged(name: String)
    /// `habit week-start DAY`: the data file's weeks now start on `day` (undo takes it back).
    case weekStartChanged(Weekday)
    /// `habit week-start DAY` when the weeks already start on `day`.
    case weekStartUnchanged(Weekday)
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
    /// `habit edit` changed the schedule (which applies to the whole history), the look (icon,
    /// colour) or both: the sentence names exactly what changed.
    case edited(name: String, change: EditChange)
    /// `habit edit` asked for what the habit already had: nothing changed.
    case editUnchanged(name: String)
    /// `skip` excused the day; the streak as it now stands.
    case skipped(name: String, day: DayPhrase, streak: StreakCount)
    /// `skip` on a day that was skipped already.
    case alreadySkipped(name: String, day: DayPhrase)
    /// `pause` paused the habit on `days`.
    case paused(name: String, days: PausedDays)
    /// `pause` on days that were all paused already.
    case alreadyPaused(name: String)
    /// `resume` ended the pause: the habit is due again from today.
    case resumed(name: String)
    /// `resume` when nothing was paused today or later.
    case notPaused(name: String)
    /// `add` made a measured habit; `log` is the command that records an amount.
    /// `daily` when the habit is due every day (the goal's words then say "a day").
    case addedMeasured(icon: String, name: String, goal: Goal, daily: Bool, log: String)
    /// `edit` gave the habit this goal (or a new unit for it); its days are judged by it again.
    case goalSet(name: String, goal: Goal, daily: Bool)
    /// `edit --no-goal` removed the goal; `had` is false when there was none.
    case goalRemoved(name: String, had: Bool)
    /// `edit --remind` gave the habit these reminder times of its own (`HH:MM`, earliest first).
    case remindersSet(name: String, times: [String])
    /// `edit --remind none` took the habit's own times away: it is reminded at `defaultTime`
    /// (`remind-at`) again.
    case remindersCleared(name: String, defaultTime: String)
    /// `log` (or `check`) left the day's total where `total` says, against the goal.
    case logged(name: String, day: DayPhrase, total: LoggedTotal)
    /// `check` on a limit habit that has an amount that day: the total stays as it is, `over` the
    /// limit or within it.
    case limitKept(name: String, day: DayPhrase, total: Amount, goal: Goal, over: Bool)
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
    /// The keys after a question of `habit ask` about a measured habit; `check` false for a
    /// weekly goal, which only takes amounts.
    case askAmountKeys(skip: Bool, check: Bool)
    /// What each key does for a measured habit, shown for `?` or an answer that is none of them.
    case askAmountHelp(skip: Bool, check: Bool)
    /// "Meditieren — today?", without the keys.
    case askQuestion(name: String, day: DayPhrase)
    /// "Wasser trinken (5/8 Gläser) — today?": the question about a measured habit, with the
    /// day's total (for a weekly goal the sum of the day's week so far) against the goal.
    case askAmountQuestion(name: String, day: DayPhrase, progress: AmountProgress)
    /// The keys after the question: "[y/n/s/?]", without `s` when skips cannot be stored.
    case askKeys(skip: Bool)
    /// What each key does, shown for `?` or an answer that is none of them.
    case askHelp(skip: Bool)
    /// Every habit that is due has an answer.
    case nothingToAsk
    /// A check-in that ended before any answer: nothing changed.
    case nothingAnswered
    /// What the check-in recorded, with every question answered, and how to take it back.
    case askSummary(done: Int, notDone: Int, skipped: Int)
    /// What the check-in recorded, how many questions (at least one) were left, and how to take
    /// it back.
    case askSummaryWithLeft(done: Int, notDone: Int, skipped: Int, left: Int)
    // habits to quit and habits only tracked
    /// `add --quit`: the new habit to quit, and the command that records a slip.
    case addedQuit(icon: String, name: String, slip: String)
    /// `add --track-only`: the new habit only tracked, and the command that checks it off.
    case addedTrackOnly(icon: String, name: String, check: String)
    /// `add --reading`: a habit only tracked whose amounts are readings; `log` is the command that
    /// records one (`habit log Gewicht`, the sentence adds the amount's placeholder).
    case addedReading(icon: String, name: String, log: String)
    /// `slip`: the day's slips (`total`, counted in `unit`) and the clean run as of today.
    case slipped(name: String, day: DayPhrase, total: Amount, unit: String?, clean: Int)
    /// `check` of a track-only habit: no streak, the number of days it was done.
    case checkedTracked(name: String, day: DayPhrase, days: Int)
    /// `edit --quit`, `--track-only` or `--due`: what the habit is now.
    case purposeSet(name: String, purpose: HabitPurpose)
    /// `edit --reading`: the habit's amounts are now readings, in `unit` if it has one.
    case readingSet(name: String, unit: String?)
}

extension LanguageTable {
    /// What the commands that change a habit or its days say: the entry of the catalog
    /// (`change.…`) each message picks, and its arguments, formatted for every language alike.
    public func text(_ message: ChangeMessage) -> String {
        switch message {
        case .checked(let name, .today, let streak):
            return catalog.text(.changeCheckedToday, ["name": name, "streak": daysInARow(streak)])
        case .checked(let name, let day, let streak):
            return catalog.text(.changeChecked, ["name": name, "day": phrase(day), "streak": daysInARow(streak)])
        case .checkedInWeek(let name, .today, let progress):
            return catalog.text(.changeCheckedInWeekToday, ["name": name, "progress": weekProgress(progress)])
        case .checkedInWeek(let name, let day, let progress):
            return catalog.text(.changeCheckedInWeek, ["name": name, "day": phrase(day), "progress": weekProgress(progress)])
        case .checkedInMonth(let name, .today, let progress):
            return catalog.text(.changeCheckedInMonthToday, ["name": name, "progress": monthProgress(progress)])
        case .checkedInMonth(let name, let day, let progress):
            return catalog.text(.changeCheckedInMonth, ["name": name, "day": phrase(day), "progress": monthProgress(progress)])
        case .changedWhileArchived(let name, let unarchive):
            return catalog.text(.changeChangedWhileArchived, ["name": name, "unarchive": unarchive])
        case .alreadyChecked(let name, let day, let streak):
            return catalog.text(.changeAlreadyChecked, ["name": name, "day": phrase(day), "streak": daysInARow(streak)])
        case .unchecked(let name, .today, let streak):
            return catalog.text(.changeUncheckedToday, ["name": name, "streak": daysInARow(streak)])
        case .unchecked(let name, .yesterday, let streak):
            return catalog.text(.changeUncheckedYesterday, ["name": name, "streak": daysInARow(streak)])
        case .unchecked(let name, .on(let day), let streak):
            return catalog.text(.changeUncheckedOn, ["name": name, "date": date(day), "streak": daysInARow(streak)])
        case .wasNotChecked(let name, let day): return catalog.text(.changeWasNotChecked, ["name": name, "day": phrase(day)])
        case .added(let icon, let name, let check):
            return catalog.text(.changeAdded, ["icon": icon, "name": name, "check": check])
        case .addedOnSchedule(let icon, let name, let schedule, let check):
            return catalog.text(
                .changeAddedOnSchedule, ["icon": icon, "name": name, "schedule": dueWords(schedule), "check": check])
        case .renamed(let from, let to): return catalog.text(.changeRenamed, ["from": from, "to": to])
        case .nameUnchanged(let name): return catalog.text(.changeNameUnchanged, ["name": name])
        case .weekStartChanged(let day): return catalog.text(.changeWeekStartChanged, ["weekday": weekdayName(day)])
        case .weekStartUnchanged(let day): return catalog.text(.changeWeekStartUnchanged, ["weekday": weekdayName(day)])
        case .deleteQuestion(let name, 0): return catalog.text(.changeDeleteQuestionEmpty, ["name": name])
        case .deleteQuestion(let name, let count):
            return catalog.text(.changeDeleteQuestion, ["name": name, "entries": entries(count)])
        case .deleted(let name, 0): return catalog.text(.changeDeletedEmpty, ["name": name])
        case .deleted(let name, let count): return catalog.text(.changeDeleted, ["name": name, "entries": entries(count)])
        case .kept(let name): return catalog.text(.changeKept, ["name": name])
        case .archived(let name, let unarchive): return catalog.text(.changeArchived, ["name": name, "unarchive": unarchive])
        case .alreadyArchived(let name): return catalog.text(.changeAlreadyArchived, ["name": name])
        case .unarchived(let name): return catalog.text(.changeUnarchived, ["name": name])
        case .notArchived(let name): return catalog.text(.changeNotArchived, ["name": name])
        case .allArchived(1, let command): return catalog.text(.changeOnlyHabitArchived, ["command": command])
        case .allArchived(let count, let command):
            return catalog.text(.changeAllArchived, count: count, ["count": String(count), "command": command])
        case .noArchivedHabits: return catalog.text(.changeNoArchivedHabits)
        case .moved(let name, let position): return catalog.text(.changeMoved, ["name": name, "position": String(position)])
        case .notMoved(let name, let position):
            return catalog.text(.changeNotMoved, ["name": name, "position": String(position)])
        case .edited(let name, let change): return edited(name, change)
        case .editUnchanged(let name): return catalog.text(.changeEditUnchanged, ["name": name])
        case .skipped(let name, let day, let streak):
            return catalog.text(.changeSkipped, ["name": name, "day": phrase(day), "streak": daysInARow(streak)])
        case .alreadySkipped(let name, let day): return catalog.text(.changeAlreadySkipped, ["name": name, "day": phrase(day)])
        case .paused(let name, .one(let day)): return catalog.text(.changePausedOne, ["name": name, "date": date(day)])
        case .paused(let name, .range(let from, let until)):
            return catalog.text(.changePausedRange, ["name": name, "from": date(from), "until": date(until)])
        case .paused(let name, .open(let from, let resume)):
            return catalog.text(.changePausedOpen, ["name": name, "from": date(from), "resume": resume])
        case .alreadyPaused(let name): return catalog.text(.changeAlreadyPaused, ["name": name])
        case .resumed(let name): return catalog.text(.changeResumed, ["name": name])
        case .notPaused(let name): return catalog.text(.changeNotPaused, ["name": name])
        case .addedMeasured(let icon, let name, let goal, let daily, let log):
            return catalog.text(
                .changeAddedMeasured, ["icon": icon, "name": name, "goal": goalWords(goal, daily: daily), "log": log])
        case .goalSet(let name, let goal, let daily):
            return catalog.text(.changeGoalSet, ["name": name, "goal": goalWords(goal, daily: daily)])
        case .goalRemoved(let name, true): return catalog.text(.changeGoalRemoved, ["name": name])
        case .goalRemoved(let name, false): return catalog.text(.changeNoGoalToRemove, ["name": name])
        case .remindersSet(let name, let times):
            return catalog.text(.changeRemindersSet, count: times.count, ["name": name, "times": listed(times)])
        case .remindersCleared(let name, let time):
            return catalog.text(.changeRemindersCleared, ["name": name, "time": time])
        case .logged(let name, let day, let total): return logged(name, phrase(day), total)
        case .limitKept(let name, let day, let total, let goal, let over):
            return catalog.text(
                over ? .changeLimitKeptOver : .changeLimitKeptWithin,
                ["name": name, "total": measure(total, goal.unit), "day": phrase(day), "limit": number(goal.amount)])
        case .amountCleared(let name, let day, let total, let unit):
            return catalog.text(.changeAmountCleared, ["name": name, "day": phrase(day), "total": measure(total, unit)])
        case .nothingRecorded(let name, let day): return catalog.text(.changeNothingRecorded, ["name": name, "day": phrase(day)])
        case .noteSaved(let name, let day, let removed):
            return catalog.text(removed ? .changeNoteRemoved : .changeNoteSaved, ["name": name, "day": phrase(day)])
        case .noteUnchanged(let name, let day, let hasNote):
            return catalog.text(hasNote ? .changeNoteUnchanged : .changeNoNoteToRemove, ["name": name, "day": phrase(day)])
        case .askQuestion(let name, .on(let day)):
            return catalog.text(.changeAskQuestionOn, ["name": name, "weekday": weekdayName(day.weekday), "date": date(day)])
        case .askQuestion(let name, let day): return catalog.text(.changeAskQuestion, ["name": name, "day": phrase(day)])
        case .askAmountQuestion(let name, .on(let day), let progress):
            return catalog.text(
                .changeAskAmountQuestionOn,
                ["name": name, "progress": self.progress(progress), "weekday": weekdayName(day.weekday), "date": date(day)])
        case .askAmountQuestion(let name, let day, let progress):
            return catalog.text(
                .changeAskAmountQuestion, ["name": name, "progress": self.progress(progress), "day": phrase(day)])
        case .askKeys(let skip): return catalog.text(skip ? .changeAskKeys : .changeAskKeysNoSkip)
        case .askHelp(let skip): return catalog.text(skip ? .changeAskHelp : .changeAskHelpNoSkip)
        case .askAmountKeys(true, true): return catalog.text(.changeAskAmountKeys)
        case .askAmountKeys(false, true): return catalog.text(.changeAskAmountKeysNoSkip)
        case .askAmountKeys(true, false): return catalog.text(.changeAskAmountKeysNoCheck)
        case .askAmountKeys(false, false): return catalog.text(.changeAskAmountKeysNoSkipNoCheck)
        case .askAmountHelp(true, true): return catalog.text(.changeAskAmountHelp)
        case .askAmountHelp(false, true): return catalog.text(.changeAskAmountHelpNoSkip)
        case .askAmountHelp(true, false): return catalog.text(.changeAskAmountHelpNoCheck)
        case .askAmountHelp(false, false): return catalog.text(.changeAskAmountHelpNoSkipNoCheck)
        case .nothingToAsk: return catalog.text(.changeNothingToAsk)
        case .nothingAnswered: return catalog.text(.changeNothingAnswered)
        case .askSummary(let done, let notDone, let skipped):
            let counts = askCounts(done: done, notDone: notDone, skipped: skipped)
            return catalog.text(
                .changeAskSummary, ["done": counts.done, "notDone": counts.notDone, "skipped": counts.skipped])
        case .askSummaryWithLeft(let done, let notDone, let skipped, let left):
            let counts = askCounts(done: done, notDone: notDone, skipped: skipped)
            return catalog.text(
                .changeAskSummaryWithLeft,
                [
                    "done": counts.done, "notDone": counts.notDone, "skipped": counts.skipped,
                    "left": catalog.text(.changeQuestionsLeft, count: left, ["count": String(left)]),
                ])
        case .addedQuit(let icon, let name, let slip):
            return catalog.text(.changeAddedQuit, ["icon": icon, "name": name, "slip": slip])
        case .addedTrackOnly(let icon, let name, let check):
            return catalog.text(.changeAddedTrackOnly, ["icon": icon, "name": name, "check": check])
        case .addedReading(let icon, let name, let log):
            return catalog.text(.changeAddedReading, ["icon": icon, "name": name, "log": log])
        case .slipped(let name, let day, let total, let unit, let clean):
            return catalog.text(
                .changeSlipped, count: clean,
                ["name": name, "day": phrase(day), "total": measure(total, unit), "count": String(clean)])
        case .checkedTracked(let name, .today, let count):
            return catalog.text(.changeCheckedTrackedToday, count: count, ["name": name, "count": String(count)])
        case .checkedTracked(let name, let day, let count):
            return catalog.text(
                .changeCheckedTracked, count: count, ["name": name, "day": phrase(day), "count": String(count)])
        case .purposeSet(let name, .quit): return catalog.text(.changePurposeQuit, ["name": name])
        case .purposeSet(let name, .trackOnly): return catalog.text(.changePurposeTrackOnly, ["name": name])
        case .purposeSet(let name, .build): return catalog.text(.changePurposeBuild, ["name": name])
        case .readingSet(let name, let unit?): return catalog.text(.changeReadingSetInUnit, ["name": name, "unit": unit])
        case .readingSet(let name, nil): return catalog.text(.changeReadingSet, ["name": name])
        }
    }

    /// What `habit edit` changed: the schedule, the look, or both.
    private func edited(_ name: String, _ change: EditChange) -> String {
        switch change {
        case .schedule(let schedule): return catalog.text(.changeEditedSchedule, ["name": name, "schedule": dueWords(schedule)])
        case .scheduleAndLook(let schedule, let look):
            let key: CatalogKey
            switch look {
            case .icon: key = .changeEditedScheduleAndIcon
            case .color: key = .changeEditedScheduleAndColor
            case .iconAndColor: key = .changeEditedScheduleAndIconAndColor
            }
            return catalog.text(key, ["name": name, "schedule": dueWords(schedule)])
        case .look(.icon): return catalog.text(.changeEditedIcon, ["name": name])
        case .look(.color): return catalog.text(.changeEditedColor, ["name": name])
        case .look(.iconAndColor): return catalog.text(.changeEditedIconAndColor, ["name": name])
        }
    }

    /// The counts of a check-in's summary, each worded with its own plural: "2 done", "1 not done", "0 skipped".
    private func askCounts(done: Int, notDone: Int, skipped: Int) -> (done: String, notDone: String, skipped: String) {
        (
            catalog.text(.changeAskDoneCount, count: done, ["count": String(done)]),
            catalog.text(.changeAskNotDoneCount, count: notDone, ["count": String(notDone)]),
            catalog.text(.changeAskSkippedCount, count: skipped, ["count": String(skipped)])
        )
    }

    /// The confirmation of `log`: "Water: 5/8 glasses today", "✓ Water: 8/8 glasses today, goal reached".
    private func logged(_ name: String, _ day: String, _ total: LoggedTotal) -> String {
        switch total {
        case .alone(let total): return catalog.text(.changeLogged, ["name": name, "total": number(total), "day": day])
        case .reading(let value, let unit):
            return catalog.text(.changeLogged, ["name": name, "total": measure(value, unit), "day": day])
        case .belowGoal(let total, let goal):
            return catalog.text(.changeLogged, ["name": name, "total": ofGoal(total, goal), "day": day])
        case .goalReached(let total, let goal):
            return catalog.text(.changeLoggedGoalReached, ["name": name, "total": ofGoal(total, goal), "day": day])
        case .overLimit(let total, let goal):
            return catalog.text(.changeLoggedOverLimit, ["name": name, "total": ofGoal(total, goal), "day": day])
        case .withinLimit(let total, let goal):
            return catalog.text(.changeLoggedWithinLimit, ["name": name, "total": ofGoal(total, goal), "day": day])
        case .weeklyGoalReached(let total, let week, let goal, let thisWeek):
            return catalog.text(
                .changeLoggedWeeklyGoalReached,
                [
                    "name": name, "total": measure(total, goal.unit), "day": day,
                    "week": progress(.ofWeeklyGoal(week, goal, thisWeek: thisWeek)),
                ])
        case .weeklyGoalOpen(let total, let week, let goal, let thisWeek):
            return catalog.text(
                .changeLoggedWeeklyGoalOpen,
                [
                    "name": name, "total": measure(total, goal.unit), "day": day,
                    "week": progress(.ofWeeklyGoal(week, goal, thisWeek: thisWeek)),
                ])
        }
    }

    /// "1 of 3 this week", "3 of 3 that week — 4 weeks in a row".
    private func weekProgress(_ progress: WeekProgress) -> String {
        switch progress {
        case .under(let done, let times, let thisWeek):
            return catalog.text(thisWeek ? .changeWeekThis : .changeWeekThat, ["done": String(done), "times": String(times)])
        case .made(let done, let times, let thisWeek, let streak):
            return catalog.text(
                thisWeek ? .changeWeekThisMade : .changeWeekThatMade,
                ["done": String(done), "times": String(times), "streak": daysInARow(streak)])
        }
    }

    /// "1 of 2 this month", "2 of 2 that month — 4 months in a row".
    private func monthProgress(_ progress: MonthProgress) -> String {
        switch progress {
        case .under(let done, let times, let thisMonth):
            return catalog.text(thisMonth ? .changeMonthThis : .changeMonthThat, ["done": String(done), "times": String(times)])
        case .made(let done, let times, let thisMonth, let streak):
            return catalog.text(
                thisMonth ? .changeMonthThisMade : .changeMonthThatMade,
                ["done": String(done), "times": String(times), "streak": daysInARow(streak)])
        }
    }
}
