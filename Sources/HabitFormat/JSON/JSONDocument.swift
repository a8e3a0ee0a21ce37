/// A parsed JSON document in flat form: one entry per value, in document order, each pointing
/// into the source bytes. An object's entry is followed by its members (a key entry, then the
/// value's entries), an array's by its elements; each container knows where it ends, so a
/// reader can skip it whole.
///
/// ``JSONReader/read(_:)`` makes one.
public struct JSONDocument {
    /// What an entry is.
    public enum Kind: UInt8 {
        case null, `false`, `true`, number, string, array, object
    }

    /// One value. For a string, `start..<end` are its bytes in ``bytes`` between the quotes;
    /// `extra` is -1 when they are its UTF-8 (no escapes), else how many bytes of UTF-8 they
    /// decode to (decoded only when asked for: see ``string(at:)``). For a
    /// number, `start..<end` are its digits, read only when asked for. For `true`, `false` and
    /// `null`, `start` is where the word starts. For a container, `start` is its count of
    /// elements or members, `end` the index of the first entry after it and `extra` where its
    /// bracket or brace stands in ``bytes``.
    public struct Entry {
        /// What the value is.
        public var kind: Kind
        /// Where its text starts in the bytes.
        public var start: Int32 = 0
        /// Where its text ends.
        public var end: Int32 = 0
        /// For a container, the index after its last entry; -1 otherwise.
        public var extra: Int32 = -1
    }

    /// The source.
    public let bytes: [UInt8]
    private(set) var entries: [Entry] = []

    /// An empty document over `bytes`, for the reader to fill.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        entries.reserveCapacity(bytes.count / 16)
    }

    /// The top-level value.
    public var root: Int { 0 }

    // MARK: - Reading

    /// The kind of the entry at `index`.
    public func kind(at index: Int) -> Kind {
        entries[index].kind
    }

    /// The index of the entry after the value at `index` and everything inside it.
    public func skip(_ index: Int) -> Int {
        let entry = entries[index]
        return entry.kind == .array || entry.kind == .object ? Int(entry.end) : index + 1
    }

    /// The indices of the elements of the array at `index`.
    public func elements(ofArray index: Int) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(Int(entries[index].start))
        var child = index + 1
        let end = Int(entries[index].end)
        while child < end {
            result.append(child)
            child = skip(child)
        }
        return result
    }

    /// The members of the object at `index`: each key and the index of its value, in order.
    public func members(ofObject index: Int) -> [(key: String, value: Int)] {
        var result: [(key: String, value: Int)] = []
        result.reserveCapacity(Int(entries[index].start))
        var child = index + 1
        let end = Int(entries[index].end)
        while child < end {
            result.append((string(at: child), child + 1))
            child = skip(child + 1)
        }
        return result
    }

    /// The string at `index`.
    public func string(at index: Int) -> String {
        let entry = entries[index]
        // Validated by the reader.
        if entry.extra >= 0 { return String(decoding: decodedString(at: index), as: UTF8.self) }
        return String(decoding: bytes[Int(entry.start)..<Int(entry.end)], as: UTF8.self)
    }

    /// The UTF-8 of the string at `index`, its escapes decoded: as much work as its bytes,
    /// however many escapes it has.
    public func decodedString(at index: Int) -> [UInt8] {
        let entry = entries[index]
        let source = bytes[Int(entry.start)..<Int(entry.end)]
        guard entry.extra >= 0 else { return Array(source) }
        return Self.unescaped(source, count: Int(entry.extra))
    }

    /// Where the string at `index` stands in ``bytes``, between its quotes, escapes and all.
    public func stringRange(at index: Int) -> Range<Int> {
        Int(entries[index].start)..<Int(entries[index].end)
    }

    /// How many bytes of UTF-8 the string at `index` holds, without decoding it.
    public func decodedCount(at index: Int) -> Int {
        let entry = entries[index]
        return entry.extra >= 0 ? Int(entry.extra) : Int(entry.end - entry.start)
    }

    /// The bytes between a string's quotes with their escapes decoded, `count` bytes of UTF-8
    /// in all: runs without a backslash copied whole. The reader checked every escape, so each
    /// reads.
    public static func unescaped(_ source: ArraySlice<UInt8>, count: Int) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(count)
        var position = source.startIndex
        func hex4(at start: Int) -> UInt32 {
            source[start..<start + 4].reduce(0) { value, byte in
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: digit = byte &- UInt8(ascii: "0")
                }
                return value << 4 | UInt32(digit)
            }
        }
        while position < source.endIndex {
            let run = source[position...].firstIndex(of: UInt8(ascii: "\\")) ?? source.endIndex
            result.append(contentsOf: source[position..<run])
            guard run < source.endIndex, run + 1 < source.endIndex else { break }
            let kind = source[run + 1]
            position = run + 2
            switch kind {
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "u"):
                var value = hex4(at: position)
                position += 4
                if (0xD800..<0xDC00).contains(value), position + 6 <= source.endIndex {
                    value = 0x10000 + ((value - 0xD800) << 10) + (hex4(at: position + 2) - 0xDC00)
                    position += 6
                }
                if let scalar = Unicode.Scalar(value), let encoded = UTF8.encode(scalar) {
                    result.append(contentsOf: encoded)
                }
            default: result.append(kind)  // `"`, `\` and `/` stand for themselves
            }
        }
        return result
    }

    /// Calls `body` with the bytes of the string at `index` when it had no escapes (so its bytes
    /// are its UTF-8), without making a `String`; `nil` for a string with escapes.
    public func withRawString<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let entry = entries[index]
        guard entry.extra < 0 else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            body(UnsafeBufferPointer(rebasing: buffer[Int(entry.start)..<Int(entry.end)]))
        }
    }

    /// The number at `index` (the reader checked its syntax, so it always reads; a number too
    /// large for a `Double` is infinite).
    public func number(at index: Int) -> Double {
        let entry = entries[index]
        return Double(String(decoding: bytes[Int(entry.start)..<Int(entry.end)], as: UTF8.self)) ?? .nan
    }

    /// The number at `index` as the file wrote it.
    public func numberText(at index: Int) -> String {
        let entry = entries[index]
        return String(decoding: bytes[Int(entry.start)..<Int(entry.end)], as: UTF8.self)
    }

    /// The bytes the value at `index` was read from, exactly as the source has them: a value
    /// kept byte for byte (a member this version does not know).
    public func source(of index: Int) -> ArraySlice<UInt8> {
        let entry = entries[index]
        let start = Int(entry.start)
        switch entry.kind {
        case .number: return bytes[start..<Int(entry.end)]
        case .string: return bytes[(start - 1)...Int(entry.end)]
        case .true, .null: return bytes[start..<start + 4]
        case .false: return bytes[start..<start + 5]
        case .array, .object: return bytes[Int(entry.extra)..<sourceEnd(of: index)]
        }
    }

    /// Where the value at `index` ends in ``bytes`` (just after it). For a container: after the
    /// closing bracket or brace that follows its last element or member (only whitespace stands
    /// between), found from the entries, not by reading its bytes again.
    private func sourceEnd(of index: Int) -> Int {
        let entry = entries[index]
        let start = Int(entry.start)
        switch entry.kind {
        case .number: return Int(entry.end)
        case .string: return Int(entry.end) + 1
        case .true, .null: return start + 4
        case .false: return start + 5
        case .array, .object:
            var position = Int(entry.extra) + 1
            var child = index + 1
            let end = Int(entry.end)
            var last: Int?
            while child < end {
                last = child
                child = skip(child)
            }
            if let last { position = sourceEnd(of: last) }
            while position < bytes.count,
                bytes[position] == 0x20 || bytes[position] == 0x0A || bytes[position] == 0x09
                    || bytes[position] == 0x0D
            {
                position += 1
            }
            return min(position + 1, bytes.count)
        }
    }

    // MARK: - Writing, for the reader

    /// Adds `entry` at the end.
    public mutating func append(_ entry: Entry) {
        entries.append(entry)
    }

    /// Adds a string without escapes, its bytes from `start` to `end`.
    public mutating func appendRawString(from start: Int, to end: Int) {
        entries.append(Entry(kind: .string, start: Int32(start), end: Int32(end)))
    }

    /// A string with escapes, `start..<end` in ``bytes``, that decodes to `decodedCount` bytes.
    public mutating func appendEscapedString(from start: Int, to end: Int, decodedCount: Int) {
        entries.append(Entry(kind: .string, start: Int32(start), end: Int32(end), extra: Int32(decodedCount)))
    }

    /// Adds a number, its bytes from `start` to `end`.
    public mutating func appendNumber(from start: Int, to end: Int) {
        entries.append(Entry(kind: .number, start: Int32(start), end: Int32(end)))
    }

    /// Starts a container whose bracket or brace stands at `start`; ``close(_:count:)``
    /// finishes it.
    mutating func open(_ kind: Kind, at start: Int) -> Int {
        entries.append(Entry(kind: kind, extra: Int32(start)))
        return entries.count - 1
    }

    /// Records how many elements or members the container at `index` has and where it ends.
    public mutating func close(_ index: Int, count: Int) {
        entries[index].start = Int32(clamping: count)
        entries[index].end = Int32(clamping: entries.count)
    }
}
