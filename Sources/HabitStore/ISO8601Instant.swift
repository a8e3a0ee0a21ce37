import HabitCore
import HabitSystem

/// An instant written as ISO 8601 date and time with a zone, to the second:
/// `2026-11-29T18:04:11Z`, also `2026-11-29T19:04:11+01:00` (or `+0100`) when read.
///
/// The backup's `changedAt` and the tests' `HABIT_NOW` are written this way. Foundation's
/// `ISO8601FormatStyle` would do the same through its calendar machinery, which the static
/// binary can do without.
public enum ISO8601Instant {
    /// `date` in UTC, to the second (fractions dropped): `2026-11-29T18:04:11Z`.
    public static func format(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let day = Day(ordinal: Day.floorDivide(seconds, 86_400))
        let time = seconds - day.ordinal * 86_400
        return day.description + "T" + twoDigits(time / 3600) + ":" + twoDigits(time / 60 % 60) + ":"
            + twoDigits(time % 60) + "Z"
    }

    /// The instant `text` names, or `nil` unless it is `YYYY-MM-DDTHH:MM:SS` followed by `Z`,
    /// `±HH:MM` or `±HHMM`, with a day that exists and a time of day that does.
    public static func parse(_ text: String) -> Date? {
        let characters = Array(text.utf8)
        guard characters.count >= 20, characters[10] == UInt8(ascii: "T"),
            let day = Day(String(decoding: characters[0..<10], as: UTF8.self)),
            characters[13] == UInt8(ascii: ":"), characters[16] == UInt8(ascii: ":"),
            let hour = number(characters[11..<13]), hour < 24,
            let minute = number(characters[14..<16]), minute < 60,
            let second = number(characters[17..<19]), second < 60,
            let offset = zoneOffset(characters[19...])
        else { return nil }
        let local = day.ordinal * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: Double(local - offset))
    }

    /// The seconds east of UTC that `Z`, `+01:00` or `-0530` says; `nil` for anything else.
    private static func zoneOffset(_ zone: ArraySlice<UInt8>) -> Int? {
        let zone = Array(zone)
        if zone == [UInt8(ascii: "Z")] { return 0 }
        guard zone.count == 6 || zone.count == 5, zone[0] == UInt8(ascii: "+") || zone[0] == UInt8(ascii: "-") else {
            return nil
        }
        if zone.count == 6, zone[3] != UInt8(ascii: ":") { return nil }
        guard let hours = number(zone[1..<3]), hours < 24, let minutes = number(zone[zone.count - 2..<zone.count]),
            minutes < 60
        else { return nil }
        let offset = hours * 3600 + minutes * 60
        return zone[0] == UInt8(ascii: "-") ? -offset : offset
    }

    /// The number two ASCII digits make, or `nil`.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard digits.count == 2, digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - 48) }
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0" + String(value) : String(value)
    }
}
