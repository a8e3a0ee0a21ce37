import HabitCore
import HabitStore
import HabitSystem

/// The time zone of this process as the C library sees it: `TZ` read exactly as `date` reads
/// it (a zone name such as `Europe/Berlin`, also `:Europe/Berlin`, a POSIX rule such as `UTC-14`
/// or `CET-1CEST,M3.5.0,M10.5.0/3`, a path), else the system's `/etc/localtime`; the zone files
/// under `TZDIR`, else `/usr/share/zoneinfo`.
///
/// `localtime_r` gives the offset in effect at any instant with its daylight-saving rules, so
/// `habit` needs no time zone database of its own (Foundation's needs ICU).
public struct SystemTimeZone: UTCOffsets {
    /// The process's time zone; reads `TZ` (`tzset`) once.
    public init() {
        tzset()
    }

    /// The offset the C library gives `date`, from `localtime_r`; 0 for an instant it cannot
    /// convert (far outside the years people live in).
    public func secondsFromGMT(for date: Date) -> Int {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return 0 }
        return Int(parts.tm_gmtoff)
    }
}
