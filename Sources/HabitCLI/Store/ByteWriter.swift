import HabitCore

/// Writes bytes into a buffer whose size was worked out in advance: the data file's encoder
/// writes tens of thousands of days, and appending to an array byte by byte costs more than
/// formatting them.
struct ByteWriter {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes have been written.
    private(set) var count = 0
    /// The month of the last day written: its first and last ordinal and its `YYYY-MM-` bytes,
    /// so the next day in that month (most of them) needs no calendar arithmetic.
    private var month: (first: Int, last: Int, prefix: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8))?

    /// A writer at the start of `buffer`, which must be large enough for everything written.
    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Writes one byte.
    mutating func write(_ byte: UInt8) {
        precondition(count < buffer.count, "ByteWriter: the buffer is too small")
        buffer[count] = byte
        count += 1
    }

    /// Writes the UTF-8 bytes of `text`.
    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    /// Writes `bytes`.
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
        precondition(count + bytes.count <= buffer.count, "ByteWriter: the buffer is too small")
        (target + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Writes `day` as `YYYY-MM-DD`.
    mutating func write(_ day: Day) {
        precondition(count + 10 <= buffer.count, "ByteWriter: the buffer is too small")
        let zero = UInt8(ascii: "0")
        if month.map({ day.ordinal < $0.first || day.ordinal > $0.last }) ?? true {
            let (year, monthNumber, dayOfMonth) = day.components
            guard (0...9999).contains(year) else {
                write(day.description)
                return
            }
            let first = day.ordinal - (dayOfMonth - 1)
            let prefix = (
                zero + UInt8(year / 1000), zero + UInt8(year / 100 % 10), zero + UInt8(year / 10 % 10), zero + UInt8(year % 10),
                UInt8(ascii: "-"), zero + UInt8(monthNumber / 10), zero + UInt8(monthNumber % 10), UInt8(ascii: "-")
            )
            month = (first, first + Day.daysIn(month: monthNumber, year: year) - 1, prefix)
        }
        guard let month else { return }
        let dayOfMonth = day.ordinal - month.first + 1
        buffer[count] = month.prefix.0
        buffer[count + 1] = month.prefix.1
        buffer[count + 2] = month.prefix.2
        buffer[count + 3] = month.prefix.3
        buffer[count + 4] = month.prefix.4
        buffer[count + 5] = month.prefix.5
        buffer[count + 6] = month.prefix.6
        buffer[count + 7] = month.prefix.7
        buffer[count + 8] = zero + UInt8(dayOfMonth / 10)
        buffer[count + 9] = zero + UInt8(dayOfMonth % 10)
        count += 10
    }

    /// The most bytes ``write(_:)-(Day)`` writes for one day.
    static let maximumDayLength = 32
}
