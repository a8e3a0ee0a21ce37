import HabitCore

/// Writes days as `YYYY-MM-DD` into a buffer, one after another in calendar order, as a data
/// file's lists of days come. It keeps the `YYYY-MM-` of the month of the day before, so a day
/// in that month costs two digits instead of a conversion from the count of days and ten
/// divisions. For days whose year has four digits.
public struct ISODayWriter {
    /// The first and the last day of the month kept, as ordinals (none at first).
    private var monthStart = 1
    private var monthEnd = 0
    /// The eight bytes `YYYY-MM-` of that month, in memory order.
    private var monthText: UInt64 = 0

    /// Writes `day` as the ten bytes `YYYY-MM-DD` at `offset` of `buffer`; the offset after them.
    public mutating func write(_ day: Day, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        if day.ordinal < monthStart || day.ordinal > monthEnd { keepMonth(of: day) }
        UnsafeMutableRawBufferPointer(buffer).storeBytes(of: monthText, toByteOffset: offset, as: UInt64.self)
        let dayOfMonth = UInt(day.ordinal - monthStart + 1)
        buffer[offset + 8] = Self.digit(dayOfMonth / 10)
        buffer[offset + 9] = Self.digit(dayOfMonth)
        return offset + 10
    }

    private mutating func keepMonth(of day: Day) {
        let (year, month, dayOfMonth) = day.components
        monthStart = day.ordinal - (dayOfMonth - 1)
        monthEnd = monthStart + Day.daysIn(month: month, year: year) - 1
        withUnsafeMutableBytes(of: &monthText) { text in
            let year = UInt(year), month = UInt(month)
            text[0] = Self.digit(year / 1000)
            text[1] = Self.digit(year / 100)
            text[2] = Self.digit(year / 10)
            text[3] = Self.digit(year)
            text[4] = UInt8(ascii: "-")
            text[5] = Self.digit(month / 10)
            text[6] = Self.digit(month)
            text[7] = UInt8(ascii: "-")
        }
    }

    /// The last decimal digit of `value` as a character (wrapping: the value is known to be in
    /// range, so no check is needed).
    private static func digit(_ value: UInt) -> UInt8 {
        UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
    }
}
