/// A parsed JSON document in flat form: one entry per value, in document order, each pointing
/// into the source bytes. An object's entry is followed by its members (a key entry, then the
/// value's entries), an array's by its elements; each container knows where it ends, so a
/// reader can skip it whole.
///
/// ``JSONReader/read(_:)`` makes one.
struct JSONDocument {
    /// What an entry is.
    enum Kind: UInt8 {
        case null, `false`, `true`, number, string, array, object
    }

    /// One value. For a string, `start..<end` are its bytes in ``bytes`` between the quotes;
    /// `extra` is -1 when they are its UTF-8 (no escapes), else it indexes ``decoded``. For a
    /// number, `start..<end` are its digits, read only when asked for. For `true`, `false` and
    /// `null`, `start` is where the word starts. For a container, `start` is its count of
    /// elements or members, `end` the index of the first entry after it and `extra` where its
    /// bracket or brace stands in ``bytes``.
    struct Entry {
        var kind: Kind
        var start: Int32 = 0
        var end: Int32 = 0
        var extra: Int32 = -1
    }

    /// The source.
    let bytes: [UInt8]
    private(set) var entries: [Entry] = []
    private var decoded: [String] = []

    /// An empty document over `bytes`, for the reader to fill.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        entries.reserveCapacity(bytes.count / 16)
    }

    /// The top-level value.
    var root: Int { 0 }

    // MARK: - Reading

    /// The kind of the entry at `index`.
    func kind(at index: Int) -> Kind {
        entries[index].kind
    }

    /// The index of the entry after the value at `index` and everything inside it.
    func skip(_ index: Int) -> Int {
        let entry = entries[index]
        return entry.kind == .array || entry.kind == .object ? Int(entry.end) : index + 1
    }

    /// The indices of the elements of the array at `index`.
    func elements(ofArray index: Int) -> [Int] {
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
    func members(ofObject index: Int) -> [(key: String, value: Int)] {
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
    func string(at index: Int) -> String {
        let entry = entries[index]
        if entry.extra >= 0 { return decoded[Int(entry.extra)] }
        // Validated by the reader.
        return String(decoding: bytes[Int(entry.start)..<Int(entry.end)], as: UTF8.self)
    }

    /// Calls `body` with the bytes of the string at `index` when it had no escapes (so its bytes
    /// are its UTF-8), without making a `String`; `nil` for a string with escapes.
    func withRawString<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let entry = entries[index]
        guard entry.extra < 0 else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            body(UnsafeBufferPointer(rebasing: buffer[Int(entry.start)..<Int(entry.end)]))
        }
    }

    /// The number at `index` (the reader checked its syntax, so it always reads; a number too
    /// large for a `Double` is infinite).
    func number(at index: Int) -> Double {
        let entry = entries[index]
        return Double(String(decoding: bytes[Int(entry.start)..<Int(entry.end)], as: UTF8.self)) ?? .nan
    }

    /// The number at `index` as the file wrote it.
    func numberText(at index: Int) -> String {
        let entry = entries[index]
        return String(decoding: bytes[Int(entry.start)..<Int(entry.end)], as: UTF8.self)
    }

    /// The bytes the value at `index` was read from, exactly as the source has them: a value
    /// kept byte for byte (a member this version does not know).
    func source(of index: Int) -> ArraySlice<UInt8> {
        let entry = entries[index]
        let start = Int(entry.start)
        switch entry.kind {
        case .number: return bytes[start..<Int(entry.end)]
        case .string: return bytes[(start - 1)...Int(entry.end)]
        case .true, .null: return bytes[start..<start + 4]
        case .false: return bytes[start..<start + 5]
        case .array, .object: return bytes[Int(entry.extra)..<Self.end(ofContainerAt: Int(entry.extra), in: bytes)]
        }
    }

    /// Where the container that opens at `start` ends (after its closing bracket or brace): the
    /// reader checked its syntax, so only strings and nesting need following.
    private static func end(ofContainerAt start: Int, in bytes: [UInt8]) -> Int {
        var depth = 0
        var position = start
        var inString = false
        while position < bytes.count {
            let byte = bytes[position]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    position += 1  // the escaped character cannot end the string
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return position + 1 }
            }
            position += 1
        }
        return bytes.count
    }

    // MARK: - Writing, for the reader

    mutating func append(_ entry: Entry) {
        entries.append(entry)
    }

    mutating func appendRawString(from start: Int, to end: Int) {
        entries.append(Entry(kind: .string, start: Int32(start), end: Int32(end)))
    }

    mutating func appendDecodedString(_ text: String, from start: Int, to end: Int) {
        decoded.append(text)
        entries.append(Entry(kind: .string, start: Int32(start), end: Int32(end), extra: Int32(decoded.count - 1)))
    }

    mutating func appendNumber(from start: Int, to end: Int) {
        entries.append(Entry(kind: .number, start: Int32(start), end: Int32(end)))
    }

    /// Starts a container whose bracket or brace stands at `start`; ``close(_:count:)``
    /// finishes it.
    mutating func open(_ kind: Kind, at start: Int) -> Int {
        entries.append(Entry(kind: kind, extra: Int32(start)))
        return entries.count - 1
    }

    /// Records how many elements or members the container at `index` has and where it ends.
    mutating func close(_ index: Int, count: Int) {
        entries[index].start = Int32(clamping: count)
        entries[index].end = Int32(clamping: entries.count)
    }
}
