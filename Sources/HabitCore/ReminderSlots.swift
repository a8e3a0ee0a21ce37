/// Which reminder times have come for a run of `habit remind`: a time counts once its moment
/// has passed since the last run, and only within an hour after it, so that a machine that was
/// off says nothing at boot rather than a flood.
public enum ReminderSlots {
    /// How long after its time a reminder may still be sent, in seconds: an hour.
    public static let window = 3600

    /// The times among `times` whose moment on the habit day `today` the wall clock of
    /// `timeZone` passed after `lastRun` (an hour before `now` when there was no run yet, or when
    /// the last run was longer ago) and at or before `now`.
    ///
    /// A time before `dayStart`'s hour belongs to the end of the habit day: with the day starting
    /// at 4, the 00:30 of the day `today` is the night after it. Times are wall-clock times, and
    /// the window is real time: on a night the clocks jump forward over a time, it comes with the
    /// jump; a time the clocks pass twice (the night they go back) counts at each passing, so the
    /// second 02:30 is reminded of by a run within an hour after it, and the caller, which keeps
    /// what was sent that day, sends it once.
    public static func due(
        _ times: [ClockTime], today: Day, dayStart: DayStart, now: Date, lastRun: Date?, in timeZone: some UTCOffsets
    ) -> [ClockTime] {
        let windowStart = now.addingTimeInterval(-Double(window))
        let since = max(lastRun ?? windowStart, windowStart)
        guard since < now else { return [] }
        let spans = wallClockSpans(from: since, to: now, in: timeZone)
        return times.filter { time in
            let day = time.hour < dayStart.hour ? today.next : today
            let moment = day.ordinal * 86_400 + time.minutes * 60
            return spans.contains { $0.contains(moment) }
        }
    }

    /// A stretch of wall-clock time the clock showed, as local seconds (see
    /// ``UTCOffsets/localSeconds(at:)``): from `start` (included unless `startIncluded` is
    /// false) to `end` (included when `endIncluded`).
    struct WallClockSpan {
        let start: Int
        let startIncluded: Bool
        let end: Int
        let endIncluded: Bool

        /// Whether the wall clock passed `moment` in this stretch.
        func contains(_ moment: Int) -> Bool {
            (startIncluded ? moment >= start : moment > start) && (endIncluded ? moment <= end : moment < end)
        }
    }

    /// The wall-clock stretches the real time after `since` up to `now` shows: one per offset in
    /// effect. At a jump forward the wall-clock time jumped over belongs to the stretch after it
    /// (it comes with the jump); after a jump back the clock shows an hour again.
    static func wallClockSpans(from since: Date, to now: Date, in timeZone: some UTCOffsets) -> [WallClockSpan] {
        let sinceSecond = Int(since.timeIntervalSince1970.rounded(.down))
        let nowSecond = Int(now.timeIntervalSince1970.rounded(.down))
        let changes = timeZone.transitions(in: since...now).map { Int($0.timeIntervalSince1970) }
            .filter { $0 > sinceSecond && $0 <= nowSecond }
        var spans: [WallClockSpan] = []
        var offset = timeZone.secondsFromGMT(for: since)
        var startIncluded = false
        var startLocal = sinceSecond + offset
        for change in changes {
            spans.append(WallClockSpan(start: startLocal, startIncluded: startIncluded, end: change + offset, endIncluded: false))
            let newOffset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(change)))
            // Forward, the skipped wall-clock time comes at the change; back, the hour repeats.
            startLocal = change + min(offset, newOffset)
            (offset, startIncluded) = (newOffset, true)
        }
        spans.append(WallClockSpan(start: startLocal, startIncluded: startIncluded, end: nowSecond + offset, endIncluded: true))
        return spans
    }
}
