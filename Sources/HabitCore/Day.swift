/// A calendar day in the proleptic Gregorian calendar: a year, a month and a day, with no time
/// of day and no time zone.
///
/// A `Day` is stored as the number of days since 1970-01-01, so stepping, comparing and hashing
/// are integer operations and never go through seconds (a day is not always 86,400 s long).
/// It encodes to and decodes from its ISO 8601 form, `"2026-11-29"`.
public struct Day: Hashable, Comparable, Sendable {
    /// Days since 1970-01-01 (which is 0); negative before it.
    public let ordinal: Int

    /// The day with the given number of days since 1970-01-01.
    public init(ordinal: Int) {
        self.ordinal = ordinal
    }

    /// The day with the given year, month (1–12) and day of month, or `nil` when no such day
    /// exists (2026-02-30, 2100-02-29, month 13).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= Day.daysIn(month: month, year: year) else {
            return nil
        }
        self.ordinal = Day.ordinal(year: year, month: month, day: day)
    }

    /// The calendar day on which `date` falls in `timeZone`.
    ///
    /// This is the one place where an instant becomes a day: "today" is
    /// `Day(containing: now, in: userTimeZone)`.
    public init(containing date: Date, in timeZone: some UTCOffsets) {
        // Local wall-clock seconds since 1970-01-01 00:00, divided into days: the offset in
        // effect at that instant (daylight saving time included) is all a time zone adds.
        self.ordinal = Day.floorDivide(timeZone.localSeconds(at: date), 86_400)
    }

    /// `value / divisor` rounded towards minus infinity (`-1 / 86_400` is day -1, not day 0).
    public static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }

    /// The year, month and day of month of this day.
    public var components: (year: Int, month: Int, day: Int) {
        Day.civil(fromOrdinal: ordinal)
    }

    /// The year, for example 2026.
    public var year: Int { components.year }
    /// The month, 1 for January through 12 for December.
    public var month: Int { components.month }
    /// The day of the month, 1 through 31.
    public var day: Int { components.day }

    /// The day of the week this day falls on.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        let offset = ((ordinal % 7) + 7 + 3) % 7  // 0 = Monday
        return Weekday.allCases[offset]
    }

    /// The day `count` days later (earlier when `count` is negative).
    public func adding(days count: Int) -> Day {
        Day(ordinal: ordinal + count)
    }

    /// The day before this one.
    public var previous: Day { adding(days: -1) }
    /// The day after this one.
    public var next: Day { adding(days: 1) }

    /// The number of days from `other` to `self`: positive when `self` is later.
    public func days(since other: Day) -> Int {
        ordinal - other.ordinal
    }

    /// Whether `lhs` comes before `rhs` in the calendar.
    public static func < (lhs: Day, rhs: Day) -> Bool {
        lhs.ordinal < rhs.ordinal
    }

    /// Whether `year` has a 29th of February.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// How many days `month` has in `year`.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    // Howard Hinnant's days_from_civil and civil_from_days: exact for every Gregorian date.
    private static func ordinal(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        if y >= 0 {
            // The same in unsigned arithmetic, which divides by a constant in fewer steps: every
            // day of a data file comes through here.
            let y = UInt(y), m = UInt(month), d = UInt(day)
            let era = y / 400
            let yearOfEra = y - era * 400
            let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1
            let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
            return Int(era * 146_097 + dayOfEra) - 719_468
        }
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civil(fromOrdinal ordinal: Int) -> (year: Int, month: Int, day: Int) {
        let z = ordinal + 719_468
        if z >= 0 {
            // The same in unsigned arithmetic, which divides by a constant in fewer steps: every
            // day a data file is written with comes through here.
            let dayOfEra = UInt(z) % 146_097
            let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
            let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
            let shiftedMonth = (5 * dayOfYear + 2) / 153
            let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
            let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
            let year = Int(yearOfEra) + Int(UInt(z) / 146_097) * 400 + (month <= 2 ? 1 : 0)
            return (year, Int(month), Int(day))
        }
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

// MARK: - ISO 8601

extension Day: CustomStringConvertible, LosslessStringConvertible {
    /// Reads a day written as `YYYY-MM-DD` (four-digit year), or returns `nil` for anything
    /// else, including days that do not exist such as `2026-02-30`.
    public init?(_ text: String) {
        var text = text
        guard let day = text.withUTF8({ Day(isoBytes: $0) }) else { return nil }
        self = day
    }

    /// Reads a day from the ten bytes `YYYY-MM-DD`; `nil` for anything else. Not generic, so
    /// reading a large file does not go through unspecialized generic code.
    public init?(isoBytes bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        // Written out rather than looped: a large file has a hundred thousand days to read.
        let zero = UInt8(ascii: "0")
        let y0 = bytes[0] &- zero, y1 = bytes[1] &- zero, y2 = bytes[2] &- zero, y3 = bytes[3] &- zero
        let m0 = bytes[5] &- zero, m1 = bytes[6] &- zero, d0 = bytes[8] &- zero, d1 = bytes[9] &- zero
        guard y0 <= 9, y1 <= 9, y2 <= 9, y3 <= 9, m0 <= 9, m1 <= 9, d0 <= 9, d1 <= 9 else { return nil }
        self.init(
            year: Int(y0) * 1000 + Int(y1) * 100 + Int(y2) * 10 + Int(y3),
            month: Int(m0) * 10 + Int(m1),
            day: Int(d0) * 10 + Int(d1))
    }

    /// The ISO 8601 form, `YYYY-MM-DD` (years outside 0–9999 get more digits and a sign).
    public var description: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(10)
        appendISO8601(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the ISO 8601 form's bytes to `bytes`: the fast path for writing many days.
    public func appendISO8601(to bytes: inout [UInt8]) {
        let (year, month, day) = components
        guard (0...9999).contains(year) else {
            bytes.append(contentsOf: (year < 0 ? "-" : "+").utf8)
            bytes.append(contentsOf: String(abs(year)).utf8)
            Day.appendTwoDigits(month, to: &bytes, after: UInt8(ascii: "-"))
            Day.appendTwoDigits(day, to: &bytes, after: UInt8(ascii: "-"))
            return
        }
        let zero = UInt8(ascii: "0"), dash = UInt8(ascii: "-")
        // Ten bytes at once: appending byte by byte costs more than the arithmetic.
        var text: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
            zero + UInt8(year / 1000), zero + UInt8(year / 100 % 10), zero + UInt8(year / 10 % 10), zero + UInt8(year % 10),
            dash, zero + UInt8(month / 10), zero + UInt8(month % 10),
            dash, zero + UInt8(day / 10), zero + UInt8(day % 10)
        )
        withUnsafeBytes(of: &text) { bytes.append(contentsOf: $0) }
    }

    private static func appendTwoDigits(_ value: Int, to bytes: inout [UInt8], after separator: UInt8) {
        bytes.append(separator)
        bytes.append(UInt8(ascii: "0") + UInt8(value / 10))
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}

extension Day: Codable {
    /// Reads a day written as `"YYYY-MM-DD"`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = Day(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "“\(text)” is not a day written as YYYY-MM-DD.")
        }
        self = day
    }

    /// Writes the day as `"YYYY-MM-DD"`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
