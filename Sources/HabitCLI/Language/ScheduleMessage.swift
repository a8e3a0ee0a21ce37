import HabitCore

/// The sentences about schedules, skipped days and pauses; each ``LanguageTable`` words them
/// through ``Message/schedule(_:)``.
enum ScheduleMessage: Equatable, Sendable {
    // edit, skip, pause, resume
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
    // list, show, stats
    /// The schedule in words: "every day", "Mon, Wed, Fri", "3 times a week", "every 3 days".
    case scheduleWords(Schedule)
    /// The label before the schedule in `show` and `stats`: "Schedule:".
    case scheduleLabel
    /// The list's headline when no habit is due or done on the day: "Nothing is due today."
    case nothingDue(day: DayPhrase)
    /// A `perWeek` habit's week so far: "1 of 3 this week".
    case weekProgress(done: Int, times: Int)
    /// A habit paused today, in the list: "paused".
    case pausedMark
    /// The detail view's line for a habit paused today.
    case pausedToday(resume: String)
    /// The detail view's line for a habit that is not due today and not done.
    case notDueToday(check: String)
    /// The detail view's line for a day that was skipped.
    case skippedToday(check: String)
    /// The legend under the week row and calendar: which mark means what.
    case legend(done: String, skipped: String, paused: String, notDue: String, missed: String)
    /// A rate in `stats`, worded by what it counts.
    case rate(HabitStatistics.Rate)
}
