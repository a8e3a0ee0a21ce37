/// Which reminder times have come for a run of `habit remind`: a time counts once its moment
/// has passed since the last run, and only within an hour after it, so that a machine that was
/// off says nothing at boot rather than a flood.
public enum ReminderSlots {
    /// How long after its time a reminder may still be sent, in seconds: an hour.
    public static let window = 3600

    /// The times among `times` whose moment on the habit day `today` falls after `lastRun`
    /// (an hour before `now` when there was no run yet, or when the last run was longer ago)
    /// and at or before `now`, on the wall clock of `timeZone`.
    ///
    /// A time before `dayStart`'s hour belongs to the end of the habit day: with the day starting
    /// at 4, the 00:30 of the day `today` is the night after it. Times are wall-clock times: on a
    /// night the clocks jump forward over one, it comes with the jump; one the clocks pass twice
    /// counts once (the caller keeps what was sent).
    public static func due(
        _ times: [ClockTime], today: Day, dayStart: DayStart, now: Date, lastRun: Date?, in timeZone: some UTCOffsets
    ) -> [ClockTime] {
        let nowLocal = timeZone.localSeconds(at: now)
        // The window is an hour of real time: across a night the clocks jump, its start on the
        // wall clock is what the clock showed an hour ago.
        let windowStart = timeZone.localSeconds(at: now.addingTimeInterval(-Double(window)))
        let since = max(lastRun.map { timeZone.localSeconds(at: $0) } ?? Int.min, windowStart)
        return times.filter { time in
            let day = time.hour < dayStart.hour ? today.next : today
            let moment = day.ordinal * 86_400 + time.minutes * 60
            return moment > since && moment <= nowLocal
        }
    }
}
