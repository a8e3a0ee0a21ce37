import HabitCore

/// What the commands that change a habit or its days say: check, add, edit, skip, pause, log, note, ask.
enum ChangeMessage: Equatable, Sendable {
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
