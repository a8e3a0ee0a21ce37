/// A time of day on the local wall clock, to the minute: a reminder's time, `20:00`.
public struct ClockTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The hour, 0–23.
    public let hour: Int
    /// The minute, 0–59.
    public let minute: Int

    /// The time `hour`:`minute`, or `nil` unless the hour is 0–23 and the minute 0–59.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// Reads `HH:MM` or `H:MM` (`20:00`, `8:30`), ASCII digits only; `nil` for anything else,
    /// `25:00` and `12:60` included.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let hour = Int(parts[0]), let minute = Int(parts[1])
        else { return nil }
        self.init(hour: hour, minute: minute)
    }

    /// Minutes since midnight.
    public var minutes: Int { hour * 60 + minute }

    /// `HH:MM`, two digits each: `08:00`.
    public var description: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    /// Whether `lhs` comes earlier in the day.
    public static func < (lhs: ClockTime, rhs: ClockTime) -> Bool {
        lhs.minutes < rhs.minutes
    }
}

extension ClockTime {
    /// 00:00.
    public static let midnight = ClockTime(checkedHour: 0, minute: 0)

    private init(checkedHour: Int, minute: Int) {
        self.hour = checkedHour
        self.minute = minute
    }
}
