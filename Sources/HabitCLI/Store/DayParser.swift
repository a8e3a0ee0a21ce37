import HabitCore

/// Reads the days of a data file, `YYYY-MM-DD` and `YYYY-MM-DD/YYYY-MM-DD`, remembering the
/// month of the last one: most days share their month with the one before, and then only the
/// day of the month needs reading.
struct DayParser {
    /// The bytes `YYYY-MM` of the last month read, its first day and its length.
    private var prefix: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0)
    private var firstOfMonth = Day(ordinal: 0)
    private var daysInMonth = 0

    /// The first and last day of a single day or a range; `nil` for anything else, including
    /// days that do not exist and ranges that end before they start.
    mutating func range(_ bytes: UnsafeBufferPointer<UInt8>) -> (Day, Day)? {
        if bytes.count == 10 {
            guard let day = day(bytes) else { return nil }
            return (day, day)
        }
        guard bytes.count == 21, bytes[10] == UInt8(ascii: "/"),
            let first = day(UnsafeBufferPointer(rebasing: bytes[0..<10])),
            let last = day(UnsafeBufferPointer(rebasing: bytes[11..<21])), first <= last
        else { return nil }
        return (first, last)
    }

    /// One day from its ten bytes.
    private mutating func day(_ bytes: UnsafeBufferPointer<UInt8>) -> Day? {
        guard daysInMonth > 0, bytes[0] == prefix.0, bytes[1] == prefix.1, bytes[2] == prefix.2, bytes[3] == prefix.3,
            bytes[4] == prefix.4, bytes[5] == prefix.5, bytes[6] == prefix.6, bytes[7] == UInt8(ascii: "-")
        else {
            return dayAndMonth(bytes)
        }
        let tens = bytes[8] &- UInt8(ascii: "0"), ones = bytes[9] &- UInt8(ascii: "0")
        guard tens <= 9, ones <= 9 else { return nil }
        let dayOfMonth = Int(tens) * 10 + Int(ones)
        guard dayOfMonth >= 1, dayOfMonth <= daysInMonth else { return nil }
        return firstOfMonth.adding(days: dayOfMonth - 1)
    }

    /// One day read in full, remembering its month for the next.
    private mutating func dayAndMonth(_ bytes: UnsafeBufferPointer<UInt8>) -> Day? {
        guard let day = Day(isoBytes: bytes) else { return nil }
        let (year, month, dayOfMonth) = day.components
        prefix = (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6])
        firstOfMonth = day.adding(days: 1 - dayOfMonth)
        daysInMonth = Day.daysIn(month: month, year: year)
        return day
    }
}
