import HabitCore

/// When the timer that `habit remind --install` sets up runs `habit remind`: every few minutes
/// (the default, every 15), so that each habit's reminder comes at its time, or once a day at a
/// fixed time, when it reminds of everything still open (`habit remind --now`).
///
/// `habit remind` reminds of a time only within an hour after it, so an interval is at most
/// 60 minutes: a longer one would let some times pass unreminded.
public enum TimerSchedule: Equatable, Sendable {
    /// `--every 15m`: at the minutes of each hour that are a multiple of `minutes` (1–60).
    case every(minutes: Int)
    /// `--at 20:00`: once a day at that time, reminding of everything still open.
    case at(ClockTime)

    /// The schedule without `--every` or `--at`: every 15 minutes.
    public static let standard = TimerSchedule.every(minutes: 15)

    /// The intervals `--every` takes, in minutes.
    public static let minutes = 1...60

    /// Reads an `--every` value: minutes as `15m` or `15min`, or `1h` (60 minutes); the number
    /// in ``minutes``, ASCII digits only. `nil` for anything else (`0m`, `90s`, `2h`, `15`).
    public static func interval(_ text: String) -> TimerSchedule? {
        let lowered = text.lowercased()
        if lowered == "1h" { return .every(minutes: 60) }
        let digits = lowered.prefix { $0.isASCII && $0.isNumber }
        let unit = lowered.dropFirst(digits.count)
        guard !digits.isEmpty, digits.count <= 3, unit == "m" || unit == "min", let number = Int(digits),
            minutes.contains(number)
        else { return nil }
        return .every(minutes: number)
    }

    /// The arguments the timer runs `habit` with: `remind`, or `remind --now` for a timer once a
    /// day (whose one run is the reminder, whatever the habits' own times).
    public var remindArguments: [String] {
        switch self {
        case .every: return ["remind"]
        case .at: return ["remind", "--now"]
        }
    }

    /// The five time fields of a crontab line: `*/15 * * * *`, `0 * * * *` for 60 minutes,
    /// `0 20 * * *` at 20:00.
    public var cronFields: String {
        switch self {
        case .every(let minutes) where minutes >= 60: return "0 * * * *"
        case .every(1): return "* * * * *"
        case .every(let minutes): return "*/\(minutes) * * * *"
        case .at(let time): return "\(time.minute) \(time.hour) * * *"
        }
    }

    /// The timer's `OnCalendar=` value, the same moments as ``cronFields``: `*-*-* *:00/15:00`,
    /// `*-*-* *:00:00` for 60 minutes, `*-*-* 20:00:00` at 20:00.
    public var onCalendar: String {
        switch self {
        case .every(let minutes) where minutes >= 60: return "*-*-* *:00:00"
        case .every(let minutes): return "*-*-* *:00/\(minutes):00"
        case .at(let time): return "*-*-* \(time.description):00"
        }
    }
}
