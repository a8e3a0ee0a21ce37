/// A time zone as far as days are concerned: the offset from UTC in effect at each instant,
/// daylight saving time included.
///
/// The executable passes the C library's (`SystemTimeZone`), which reads `TZ` exactly as `date`
/// does; tests make Foundation's `TimeZone` one (`extension TimeZone: UTCOffsets {}`), which the
/// binary leaves out, since naming `TimeZone` at all links Foundation's time zone machinery.
public protocol UTCOffsets: Sendable {
    /// The seconds local wall-clock time is ahead of UTC at `date` (negative west of Greenwich).
    func secondsFromGMT(for date: Date) -> Int
}

extension UTCOffsets {
    /// The local wall-clock time at `date`, as seconds since 1970-01-01 00:00 local time.
    func localSeconds(at date: Date) -> Int {
        Int(date.timeIntervalSince1970.rounded(.down)) + secondsFromGMT(for: date)
    }

    /// The hour (0–23) the local clock shows at `date`.
    func localHour(at date: Date) -> Int {
        let seconds = localSeconds(at: date)
        return (seconds - Day.floorDivide(seconds, 86_400) * 86_400) / 3600
    }

    /// The instants in `interval` at which the offset changes (the first second of the new
    /// offset), oldest first. Offsets are sampled every 15 minutes, then bisected in whole
    /// seconds (offsets change only on a whole second): real zones never change twice within
    /// 15 minutes. The bisection works on integers, so it ends for any interval, fractions of a
    /// second at its ends included.
    func transitions(in interval: ClosedRange<Date>) -> [Date] {
        var found: [Date] = []
        var start = interval.lowerBound
        var offset = secondsFromGMT(for: start)
        while start < interval.upperBound {
            let end = min(start.addingTimeInterval(15 * 60), interval.upperBound)
            let endOffset = secondsFromGMT(for: end)
            if endOffset != offset {
                // The last whole second at or before `start` still has the old offset, the first
                // whole second at or after `end` already the new one.
                var before = Int(start.timeIntervalSince1970.rounded(.down))
                var after = Int(end.timeIntervalSince1970.rounded(.up))
                while after - before > 1 {
                    let middle = before + (after - before) / 2
                    let middleDate = Date(timeIntervalSince1970: Double(middle))
                    if secondsFromGMT(for: middleDate) == offset { before = middle } else { after = middle }
                }
                found.append(Date(timeIntervalSince1970: Double(after)))
                offset = endOffset
            }
            start = end
        }
        return found
    }
}
