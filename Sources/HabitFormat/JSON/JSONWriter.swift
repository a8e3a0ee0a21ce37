import HabitCore

/// Writes JSON the way the data file looks: two spaces per level, `"key" : value`, one member
/// or element per line, an empty container as `[]` or `{}`. The data file, its backup,
/// `--json` and `stats --json` are all written by it.
///
/// It writes as it is told, in order, straight into bytes: a store has tens of thousands of
/// days to write, and building a tree of values first cost more than writing them. Callers
/// write an object's keys in sorted order, so that files diff well and keys never move.
public struct JSONWriter {
    /// What has been written so far.
    public private(set) var bytes: [UInt8] = []
    /// How many containers are open.
    private var depth = 0
    /// Whether the innermost open container has nothing in it yet.
    private var isEmpty = true
    /// Whether a key was just written, so the value follows on its line.
    private var afterKey = false

    /// Whether everything goes on one line, members and elements parted by a space instead of
    /// a line break and indentation (for readers that take one line of JSON, as waybar does).
    private let isOneLine: Bool

    /// A writer with room for `capacity` bytes before it has to grow; with `oneLine`, it writes
    /// all on one line.
    public init(capacity: Int = 256, oneLine: Bool = false) {
        bytes.reserveCapacity(capacity)
        isOneLine = oneLine
    }

    /// The text written so far.
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    // MARK: - Containers

    /// Writes an object whose members `body` writes, each a ``key(_:)`` and its value.
    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "{"))
        body(&self)
        close(UInt8(ascii: "}"))
    }

    /// Writes an array whose elements `body` writes.
    public mutating func array(_ body: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "["))
        body(&self)
        close(UInt8(ascii: "]"))
    }

    /// Writes an array of `elements`, each written by `element`.
    public mutating func array<Element>(_ elements: some Sequence<Element>, _ element: (inout JSONWriter, Element) -> Void) {
        array { writer in
            for item in elements { element(&writer, item) }
        }
    }

    /// Starts the next member of the open object: its key, then ` : `. Its value follows.
    public mutating func key(_ name: String) {
        startValue()
        appendQuoted(name)
        append(" : ")
        afterKey = true
    }

    // MARK: - Members

    /// Writes the member `key` with a string given as its UTF-8 (already valid), without
    /// making a `String` of it: a history entry's lines.
    public mutating func member(_ key: String, utf8 value: [UInt8]) {
        self.key(key)
        startValue()
        value.withUnsafeBufferPointer { appendQuoted(utf8: $0) }
    }

    /// Writes the member `key` of the open object with a string value.
    public mutating func member(_ key: String, _ value: String) {
        self.key(key)
        string(value)
    }

    /// Writes the member `key` with a string value, or `null` when there is none.
    public mutating func member(_ key: String, _ value: String?) {
        self.key(key)
        string(orNull: value)
    }

    /// Writes the member `key` with a whole number.
    public mutating func member(_ key: String, _ value: Int) {
        self.key(key)
        number(value)
    }

    /// Writes the member `key` with `true` or `false`.
    public mutating func member(_ key: String, _ value: Bool) {
        self.key(key)
        bool(value)
    }

    /// Writes the member `key` with a day, `"YYYY-MM-DD"`.
    public mutating func member(_ key: String, day value: Day) {
        self.key(key)
        day(value)
    }

    // MARK: - Values

    /// Writes a value given as JSON text, byte for byte (a value kept from a file as it was).
    public mutating func json(_ text: [UInt8]) {
        startValue()
        bytes.append(contentsOf: text)
    }

    /// Writes a value given as JSON text, byte for byte, from a part of the file it was read from.
    public mutating func json(_ text: ArraySlice<UInt8>) {
        startValue()
        bytes.append(contentsOf: text)
    }

    /// What has been written so far, handed over and cleared, the layout going on as before:
    /// for a file written in pieces (``ChangeHistory/encodedPieces()``).
    public mutating func takeBytes() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }

    /// Writes a string, escaping only what JSON requires, so UTF-8 stays readable.
    public mutating func string(_ text: String) {
        startValue()
        appendQuoted(text)
    }

    /// Writes a day as `"YYYY-MM-DD"`.
    public mutating func day(_ day: Day) {
        startValue()
        bytes.append(UInt8(ascii: "\""))
        day.appendISO8601(to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes a run of days: `"YYYY-MM-DD"` for a single day, `"first/last"` (an ISO 8601
    /// interval, both included) for more.
    public mutating func days(from first: Day, through last: Day) {
        startValue()
        bytes.append(UInt8(ascii: "\""))
        first.appendISO8601(to: &bytes)
        if last != first {
            bytes.append(UInt8(ascii: "/"))
            last.appendISO8601(to: &bytes)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes an array of runs of days (oldest first), each as ``days(from:through:)`` writes
    /// one. A data file has tens of thousands of runs, and appending to the array piece by
    /// piece cost more than the digits: so the elements are written into one buffer of the
    /// most they can take, and that is appended once.
    public mutating func array(ofRuns runs: [(first: Day, last: Day)]) {
        guard let earliest = runs.first?.first, let latest = runs.last?.last, earliest.year >= 0, latest.year <= 9999
        else {
            // Empty, or years that are not four digits (never in a data file).
            array(runs) { $0.days(from: $1.first, through: $1.last) }
            return
        }
        open(UInt8(ascii: "["))
        let indentation = 2 * depth
        // Per element at most: a comma, a newline, the indentation and `"YYYY-MM-DD/YYYY-MM-DD"`.
        let elementLimit = 2 + indentation + 23
        var days = ISODayWriter()
        let elements = [UInt8](unsafeUninitializedCapacity: runs.count * elementLimit) { buffer, count in
            var at = 0
            for (index, run) in runs.enumerated() {
                if index > 0 {
                    buffer[at] = UInt8(ascii: ",")
                    at += 1
                }
                buffer[at] = UInt8(ascii: "\n")
                at += 1
                for _ in 0..<indentation {
                    buffer[at] = UInt8(ascii: " ")
                    at += 1
                }
                buffer[at] = UInt8(ascii: "\"")
                at = days.write(run.first, into: buffer, at: at + 1)
                if run.last != run.first {
                    buffer[at] = UInt8(ascii: "/")
                    at = days.write(run.last, into: buffer, at: at + 1)
                }
                buffer[at] = UInt8(ascii: "\"")
                at += 1
            }
            count = at
        }
        bytes.append(contentsOf: elements)
        isEmpty = false
        close(UInt8(ascii: "]"))
    }

    /// Writes a whole number.
    public mutating func number(_ value: Int) {
        startValue()
        append(String(value))
    }

    /// Writes a number as the digits a file held (already checked by the reader).
    public mutating func number(digits: String) {
        startValue()
        append(digits)
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) {
        startValue()
        append(value ? "true" : "false")
    }

    /// Writes `null`.
    public mutating func null() {
        startValue()
        append("null")
    }

    /// Writes `value` as a string, or `null` when there is none.
    public mutating func string(orNull value: String?) {
        if let value { string(value) } else { null() }
    }

    /// Ends the text with a newline, as a file's last line should.
    public mutating func endLine() {
        bytes.append(UInt8(ascii: "\n"))
    }

    // MARK: - Layout

    private mutating func open(_ bracket: UInt8) {
        startValue()
        bytes.append(bracket)
        depth += 1
        isEmpty = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !isEmpty { newline() }
        bytes.append(bracket)
        isEmpty = false
    }

    /// Puts a value in its place: after its key, or on a new line after a comma.
    private mutating func startValue() {
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        if !isEmpty { bytes.append(UInt8(ascii: ",")) }
        isEmpty = false
        newline()
    }

    /// The spaces of an indentation, for as deep as the reader accepts (64 levels).
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 128)

    private mutating func newline() {
        if isOneLine {
            bytes.append(UInt8(ascii: " "))
            return
        }
        bytes.append(UInt8(ascii: "\n"))
        if 2 * depth <= Self.spaces.count {
            bytes.append(contentsOf: Self.spaces[..<(2 * depth)])
        } else {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
        }
    }

    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// `text` between quotes; `"`, `\`, and control characters (C0, DEL and C1) escaped.
    private mutating func appendQuoted(_ text: String) {
        var text = text
        text.withUTF8 { appendQuoted(utf8: $0) }
    }

    /// The string whose UTF-8 is `utf8` between quotes; `"`, `\`, and control characters (C0,
    /// DEL and C1) escaped, so that no control character reaches a terminal that shows the JSON.
    private mutating func appendQuoted(utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        guard utf8.contains(where: Self.mayNeedEscape) else {
            bytes.append(contentsOf: utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        // Runs of plain bytes copied whole, each escape written as bytes: a history entry's
        // string has an escape every few bytes.
        var runStart = 0
        var position = 0
        while position < utf8.count {
            let byte = utf8[position]
            // A C1 control, U+0080 to U+009F, is the two bytes C2 80 to C2 9F.
            let control: UInt8?
            if byte == 0xC2, position + 1 < utf8.count, (0x80...0x9F).contains(utf8[position + 1]) {
                control = utf8[position + 1]
            } else if Self.needsEscape(byte) {
                control = byte
            } else {
                control = nil
            }
            guard let control else {
                position += 1
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<position]))
            position += byte == 0xC2 ? 2 : 1
            runStart = position
            bytes.append(UInt8(ascii: "\\"))
            switch control {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(control)
            case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
            default:
                bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
                bytes.append(Self.hexDigits[Int(control >> 4)])
                bytes.append(Self.hexDigits[Int(control & 0x0F)])
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        bytes.append(UInt8(ascii: "\""))
    }

    /// The digits of `\u00XX`, lower case.
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Whether `byte` (of UTF-8) is escaped: the quote, the backslash, and C0 controls and DEL.
    /// Bytes of characters beyond ASCII are all 0x80 or more, so they pass through, but for the
    /// C1 controls, which ``appendQuoted(utf8:)`` finds by their lead byte 0xC2.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Whether `byte` is escaped or may begin a C1 control (0xC2, which also begins other
    /// characters from U+00A0 to U+00BF).
    private static func mayNeedEscape(_ byte: UInt8) -> Bool { needsEscape(byte) || byte == 0xC2 }
}
