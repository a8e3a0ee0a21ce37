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
    /// offset), oldest first. Offsets are sampled every 15 minutes, then bisected to the second:
    /// real zones never change twice within 15 minutes.
    func transitions(in interval: ClosedRange<Date>) -> [Date] {
        var found: [Date] = []
        var start = interval.lowerBound
        var offset = secondsFromGMT(for: start)
        while start < interval.upperBound {
            let end = min(start.addingTimeInterval(15 * 60), interval.upperBound)
            let endOffset = secondsFromGMT(for: end)
            if endOffset != offset {
                var (before, after) = (start, end)
                while after.timeIntervalSince(before) > 1 {
                    let middle = Date(
                        timeIntervalSince1970: ((before.timeIntervalSince1970 + after.timeIntervalSince1970) / 2).rounded(.down))
                    if secondsFromGMT(for: middle) == offset { before = middle } else { after = middle }
                }
                found.append(after)
                offset = endOffset
            }
            start = end
        }
        return found
    }
}
