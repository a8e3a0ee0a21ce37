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

    /// One value. For a string kept as bytes, `start..<end` are its bytes in ``bytes`` and
    /// `extra` is -1; for a decoded one, `extra` indexes ``decoded``. For a number,
    /// `start..<end` are its digits, read only when asked for. For a container, `start` is its
    /// count of elements or members and `end` the index of the first entry after it.
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

    // MARK: - Writing, for the reader

    mutating func append(_ entry: Entry) {
        entries.append(entry)
    }

    mutating func appendRawString(from start: Int, to end: Int) {
        entries.append(Entry(kind: .string, start: Int32(start), end: Int32(end)))
    }

    mutating func appendDecodedString(_ text: String) {
        decoded.append(text)
        entries.append(Entry(kind: .string, extra: Int32(decoded.count - 1)))
    }

    mutating func appendNumber(from start: Int, to end: Int) {
        entries.append(Entry(kind: .number, start: Int32(start), end: Int32(end)))
    }

    /// Starts a container; ``close(_:count:)`` finishes it.
    mutating func open(_ kind: Kind) -> Int {
        entries.append(Entry(kind: kind))
        return entries.count - 1
    }

    /// Records how many elements or members the container at `index` has and where it ends.
    mutating func close(_ index: Int, count: Int) {
        entries[index].start = Int32(clamping: count)
        entries[index].end = Int32(clamping: entries.count)
    }
}
