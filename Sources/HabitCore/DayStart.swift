/// The hour at which a new day begins for a person: someone who checks "Lesen" at 1:30 a.m.
/// with the day starting at 4 means the day before.
///
/// The hour is local wall-clock time. The day starts when the local clock first shows that
/// hour: on a night when the clocks jump past it, at the first moment after the jump; on a night
/// when they are set back below it after showing it, the day that started stays.
public struct DayStart: Hashable, Sendable {
    /// The hour, 0–23; 0 is midnight, the calendar's own boundary.
    public let hour: Int

    /// Midnight: days are calendar days.
    public static let midnight = DayStart(checkedHour: 0)

    /// The day start at `hour`, or `nil` unless it is 0–23.
    public init?(hour: Int) {
        guard (0...23).contains(hour) else { return nil }
        self.hour = hour
    }

    private init(checkedHour: Int) {
        hour = checkedHour
    }

    /// The day `date` belongs to in `timeZone`: its calendar day, unless the local clock shows
    /// an hour before the start, then the day before.
    public func day(containing date: Date, in timeZone: some UTCOffsets) -> Day {
        let calendarDay = Day(containing: date, in: timeZone)
        guard hour > 0 else { return calendarDay }
        if timeZone.localHour(at: date) >= hour { return calendarDay }
        // Before the hour now, but the clock may have shown it earlier this calendar day and
        // then been set back below it (a two-hour fall-back): the day has started all the same.
        // A calendar day is at most 26 hours long, so transitions from 30 hours back are enough.
        for transition in timeZone.transitions(in: date.addingTimeInterval(-30 * 3600)...date) {
            let lastBefore = transition.addingTimeInterval(-1)
            if Day(containing: lastBefore, in: timeZone) == calendarDay, timeZone.localHour(at: lastBefore) >= hour {
                return calendarDay
            }
        }
        return calendarDay.previous
    }
}
