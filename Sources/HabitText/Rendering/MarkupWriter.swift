import HabitCore

/// Writes a page of markup (`habit report`, the SVG heatmap) straight into bytes, as
/// ``JSONWriter`` writes JSON: a report of 50 habits draws some 18,000 cells, and appending
/// each piece to a `String` cost more than the drawing itself. Markup is appended as it is
/// (``markup(_:)``, ``raw(_:)``), text is escaped on the way in (``text(_:)``, the one escaping
/// rule, which ``Markup/escaped(_:)`` uses too) and numbers are written digit by digit,
/// without a `String` each.
public struct MarkupWriter {
    /// What has been written so far.
    private(set) var bytes: [UInt8] = []

    /// A writer with room for `capacity` bytes before it has to grow.
    public init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    /// What has been written so far, as text.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Hands what has been written so far to `sink` and starts again empty, keeping the room:
    /// a page written as it goes (``ReportView/write(_:weeks:today:language:to:)``) holds one
    /// piece at a time, never the whole.
    public mutating func flush<Failure: Error>(to sink: ([UInt8]) throws(Failure) -> Void) throws(Failure) {
        guard !bytes.isEmpty else { return }
        try sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends markup written in the source, byte for byte.
    public mutating func markup(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends markup that was put together elsewhere (a style sheet, text already escaped),
    /// byte for byte.
    public mutating func raw(_ markup: String) {
        bytes.append(contentsOf: markup.utf8)
    }

    /// Appends bytes of markup kept from before (a title's part worded once), byte for byte.
    public mutating func raw(_ markup: [UInt8]) {
        bytes.append(contentsOf: markup)
    }

    /// Appends `text` with `&`, `<`, `>`, `"` and `'` as entities: safe in an element and in a
    /// quoted attribute. A character that markup cannot hold (``HabitCore/Unicode/Scalar/isMarkupSafe``:
    /// a control other than tab and line breaks, a noncharacter such as U+FFFF), which a
    /// hand-edited data file may bring, becomes U+FFFD, so that a strict XML or HTML parser
    /// still reads the page.
    public mutating func text(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            var index = 0
            while index < utf8.count {
                let entity: StaticString
                var length = 1
                switch utf8[index] {
                case 0x26: entity = "&amp;"
                case 0x3C: entity = "&lt;"
                case 0x3E: entity = "&gt;"
                case 0x22: entity = "&quot;"
                case 0x27: entity = "&#39;"
                case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0x7F: entity = Self.replacement
                // The lead bytes of the only sequences that may be unsafe: U+0080 to U+00BF (the
                // C1 controls), U+F000 to U+FFFF (U+FDD0 to U+FDEF, U+FFFE, U+FFFF), the planes
                // after the first (their last two).
                case 0xC2, 0xEF, 0xF0...0xF4:
                    length = Self.sequenceLength(utf8[index])
                    guard Self.isUnsafe(utf8, at: index, length: length) == true else {
                        index += length
                        continue
                    }
                    entity = Self.replacement
                default:
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                markup(entity)
                index += length
                start = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
    }

    /// What stands for a character markup cannot hold: U+FFFD, the replacement character.
    private static let replacement: StaticString = "\u{FFFD}"

    /// The length of the UTF-8 sequence that starts with `lead` (valid UTF-8, as a `String`'s).
    private static func sequenceLength(_ lead: UInt8) -> Int {
        lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// Whether the sequence of `length` bytes at `index` of `utf8` is a scalar that markup cannot
    /// hold; `nil` when it is cut short.
    private static func isUnsafe(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> Bool? {
        guard index + length <= utf8.count else { return nil }
        var value = UInt32(utf8[index]) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
        return Unicode.Scalar(value).map { !$0.isMarkupSafe } ?? true
    }

    /// Appends a whole number in decimal digits, `-` first when it is negative. The numbers of
    /// a drawing (below 10,000) are written digit by digit, without a loop or a reversal.
    public mutating func number(_ value: Int) {
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
