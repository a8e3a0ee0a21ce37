/// Writes a page of markup (`habit report`, the SVG heatmap) straight into bytes, as
/// ``JSONWriter`` writes JSON: a report of 50 habits draws some 18,000 cells, and appending
/// each piece to a `String` cost more than the drawing itself. Markup is appended as it is
/// (``markup(_:)``, ``raw(_:)``), text is escaped on the way in (``text(_:)``, the one escaping
/// rule, which ``Markup/escaped(_:)`` uses too) and numbers are written digit by digit,
/// without a `String` each.
struct MarkupWriter {
    /// What has been written so far.
    private(set) var bytes: [UInt8] = []

    /// A writer with room for `capacity` bytes before it has to grow.
    init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    /// What has been written so far, as text.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Hands what has been written so far to `sink` and starts again empty, keeping the room:
    /// a page written as it goes (``ReportView/write(_:weeks:today:language:to:)``) holds one
    /// piece at a time, never the whole.
    mutating func flush<Failure: Error>(to sink: ([UInt8]) throws(Failure) -> Void) throws(Failure) {
        guard !bytes.isEmpty else { return }
        try sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends markup written in the source, byte for byte.
    mutating func markup(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends markup that was put together elsewhere (a style sheet, text already escaped),
    /// byte for byte.
    mutating func raw(_ markup: String) {
        bytes.append(contentsOf: markup.utf8)
    }

    /// Appends bytes of markup kept from before (a title's part worded once), byte for byte.
    mutating func raw(_ markup: [UInt8]) {
        bytes.append(contentsOf: markup)
    }

    /// Appends `text` with `&`, `<`, `>`, `"` and `'` as entities: safe in an element and in a
    /// quoted attribute.
    mutating func text(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let entity: StaticString
                switch utf8[index] {
                case 0x26: entity = "&amp;"
                case 0x3C: entity = "&lt;"
                case 0x3E: entity = "&gt;"
                case 0x22: entity = "&quot;"
                case 0x27: entity = "&#39;"
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                markup(entity)
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
    }

    /// Appends a whole number in decimal digits, `-` first when it is negative. The numbers of
    /// a drawing (below 10,000) are written digit by digit, without a loop or a reversal.
    mutating func number(_ value: Int) {
        func digit(_ value: Int) -> UInt8 { UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10) }
        switch value {
        case 0..<10:
            bytes.append(digit(value))
        case 10..<100:
            bytes.append(digit(value / 10))
            bytes.append(digit(value))
        case 100..<1000:
            bytes.append(digit(value / 100))
            bytes.append(digit(value / 10))
            bytes.append(digit(value))
        case 1000..<10000:
            bytes.append(digit(value / 1000))
            bytes.append(digit(value / 100))
            bytes.append(digit(value / 10))
            bytes.append(digit(value))
        default:
            bytes.append(contentsOf: String(value).utf8)
        }
    }
}
