/// A strict JSON parser over bytes (RFC 8259) that says where a problem is, by line and
/// column, and refuses invalid UTF-8. Foundation's decoders on Linux report neither.
///
/// It writes a flat ``JSONDocument`` (a "tape" of entries pointing into the bytes) rather than
/// a tree of values: a data file with ten years of days holds tens of thousands of strings,
/// and building, then freeing, a value for each cost more than reading them.
public struct JSONReader {
    /// A syntax problem at a 1-based line and column.
    public struct SyntaxError: Error, Equatable {
        /// The line, 1 for the first.
        public let line: Int
        /// The column, 1 for the first, in bytes.
        public let column: Int
        /// What is wrong there.
        public let problem: JSONSyntaxProblem
    }

    private let bytes: [UInt8]
    private var index = 0
    private var document: JSONDocument
    private static let maximumDepth = 64

    /// Parses one JSON document, which must be the whole of `bytes` (surrounding whitespace
    /// and a leading UTF-8 byte-order mark allowed), into its flat form.
    public static func read(_ bytes: [UInt8]) throws(SyntaxError) -> JSONDocument {
        var reader = JSONReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        reader.skipWhitespace()
        guard reader.index < bytes.count else { throw reader.error(.empty) }
        try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw reader.error(.trailingText) }
        return reader.document
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        self.document = JSONDocument(bytes: bytes)
    }

    private mutating func value(depth: Int) throws(SyntaxError) {
        guard depth < Self.maximumDepth else { throw error(.tooDeep) }
        guard index < bytes.count else { throw error(.endsEarly) }
        switch bytes[index] {
        case UInt8(ascii: "{"): try container(.object, depth: depth)
        case UInt8(ascii: "["): try container(.array, depth: depth)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"):
            document.append(.init(kind: .true, start: Int32(index)))
            try literal("true")
        case UInt8(ascii: "f"):
            document.append(.init(kind: .false, start: Int32(index)))
            try literal("false")
        case UInt8(ascii: "n"):
            document.append(.init(kind: .null, start: Int32(index)))
            try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw error(.unexpectedCharacter(describe(bytes[index])))
        }
    }

    /// An object's members (each a key, a colon and a value) or an array's elements, separated
    /// by commas, up to the closing brace or bracket.
    private mutating func container(_ kind: JSONDocument.Kind, depth: Int) throws(SyntaxError) {
        let isObject = kind == .object
        let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        let entry = document.open(kind, at: index)
        index += 1
        var count = 0
        defer { document.close(entry, count: count) }
        skipWhitespace()
        if peek(closing) {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            if isObject {
                guard peek(UInt8(ascii: "\"")) else { throw error(.expectedKey) }
                try string()
                skipWhitespace()
                try expect(UInt8(ascii: ":"), .expectedColon)
                skipWhitespace()
            }
            try value(depth: depth + 1)
            count += 1
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            try expect(closing, isObject ? .expectedCommaOrBrace : .expectedCommaOrBracket)
            return
        }
    }

    /// Reads a string: checks it and notes where its bytes are. One without escapes is kept as
    /// its bytes (validated as UTF-8 when not ASCII); one with escapes is checked and counted
    /// here and decoded only when asked for (``JSONDocument/string(at:)``).
    ///
    /// Either way it costs what its bytes cost, however many escapes it has: a history entry
    /// holds a whole file's lines in one string, with an escape every few bytes, and most
    /// readers of the history never need those lines decoded.
    private mutating func string() throws(SyntaxError) {
        index += 1
        let start = index
        let (stop, isASCII) = plainRun(from: start)
        index = stop
        guard index < bytes.count else { throw error(.unclosedString) }
        guard bytes[index] >= 0x20 else { throw error(.controlCharacter) }
        if !isASCII { try validateUTF8(start..<index) }
        if bytes[index] == UInt8(ascii: "\"") {
            // ASCII needed no validation (dates, ids, colours: nearly every string in the file).
            document.appendRawString(from: start, to: index)
            index += 1
            return
        }
        // Escapes: each checked, and the UTF-8 the string decodes to counted, without decoding
        // it (runs of bytes beyond ASCII end at an ASCII byte, so each is whole UTF-8 on its own).
        var decodedCount = index - start
        while true {
            let (stop, count) = simpleRun(from: index)
            index = stop
            decodedCount += count
            guard index < bytes.count else { throw error(.unclosedString) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                document.appendEscapedString(from: start, to: index, decodedCount: decodedCount)
                index += 1
                return
            }
            if byte == UInt8(ascii: "\\") {
                decodedCount += UTF8.width(try escape())
            } else if byte < 0x20 {
                throw error(.controlCharacter)
            } else {
                let (stop, _) = plainRun(from: index)
                try validateUTF8(index..<stop)
                decodedCount += stop - index
                index = stop
            }
        }
    }

    /// Where the run from `start` inside a string ends that holds only ASCII bytes and the
    /// one-letter escapes (`\n`, `\"`, …), and how many bytes it decodes to: it stops at
    /// anything else (the closing quote, `\u`, a bad escape, a control character, a byte beyond
    /// ASCII, the end), which ``string()`` reads. A history entry's lines are such runs, an
    /// escape every few bytes.
    ///
    /// Eight bytes at a time: a word without a special byte (``specialBytes(_:)``) is skipped
    /// whole, and one with a special byte jumps straight to the first of them; the run decodes
    /// to its length less one byte per escape, so nothing is counted byte by byte.
    private func simpleRun(from start: Int) -> (stop: Int, decodedCount: Int) {
        let run = bytes.withUnsafeBufferPointer { Self.simpleRun(in: $0, from: start) }
        return (run.stop, run.decodedCount)
    }

    /// ``simpleRun(from:)`` over `buffer`, with how many steps it took: each a word of eight
    /// bytes, a byte of the last few, or an escape (about one per four bytes of a history
    /// entry's lines, where a byte at a time took one per byte).
    public static func simpleRun(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> (
        stop: Int, decodedCount: Int, steps: Int
    ) {
        simpleEscapes.withUnsafeBufferPointer { isEscape in
            var position = start
            var escapes = 0
            var steps = 0
            let count = buffer.count
            while true {
                if let base = UnsafeRawPointer(buffer.baseAddress) {
                    while position + 8 <= count {
                        steps += 1
                        let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: position, as: UInt64.self))
                        let special = specialBytes(word)
                        if special == 0 {
                            position += 8
                            continue
                        }
                        position += special.trailingZeroBitCount >> 3
                        break
                    }
                }
                // The last bytes, fewer than eight (or none, at a special byte).
                while position < count, isPlain(buffer[position]) {
                    position += 1
                    steps += 1
                }
                guard position + 1 < count, buffer[position] == UInt8(ascii: "\\"), isEscape[Int(buffer[position + 1])] != 0
                else { break }
                position += 2
                escapes += 1
                steps += 1
            }
            return (position, position - start - escapes, steps)
        }
    }

    /// The bytes that may follow a backslash in ``simpleRun(from:)``: `"`, `\`, `/`, `b`, `f`,
    /// `n`, `r` and `t` (1), not `u` or any other (0).
    private static let simpleEscapes: [UInt8] = (0...255).map { byte in
        Array("\"\\/bfnrt".utf8).contains(UInt8(byte)) ? 1 : 0
    }

    /// Whether `byte` is a plain ASCII byte in a string: not a quote, a backslash, a control
    /// character or a byte beyond ASCII.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// The high bit of each byte of `word` (read little-endian) that is a quote, a backslash, a
    /// control character or beyond ASCII; above the first such byte a bit may be set wrongly
    /// (a borrow), so only the lowest set bit counts: it marks the first special byte exactly.
    private static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let controls = (word &- ones &* 0x20) & ~word & highs
        return controls | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C)) | (word & highs)
    }

    /// Where the run of plain bytes from `start` ends (at a quote, a backslash, a control
    /// character or the end), and whether all of them are ASCII.
    private func plainRun(from start: Int) -> (stop: Int, isASCII: Bool) {
        // Over the buffer itself: this loop reads nearly every byte of a data file.
        bytes.withUnsafeBufferPointer { buffer in
            var position = start
            var bits: UInt64 = 0
            if let base = UnsafeRawPointer(buffer.baseAddress) {
                // Eight bytes at a time while none of them is a quote, a backslash or a control.
                while position + 8 <= buffer.count {
                    let word = base.loadUnaligned(fromByteOffset: position, as: UInt64.self)
                    guard !Self.endsPlainRun(word) else { break }
                    bits |= word
                    position += 8
                }
            }
            while position < buffer.count {
                let byte = buffer[position]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                bits |= UInt64(byte)
                position += 1
            }
            return (position, bits & 0x8080_8080_8080_8080 == 0)
        }
    }

    /// Whether any of the eight bytes in `word` is a quote, a backslash or below 0x20: the
    /// classic tests for a zero byte and a byte less than n, one word at a time.
    private static func endsPlainRun(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        let hasControl = (word &- ones &* 0x20) & ~word & highs != 0
        return hasControl || hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C))
    }

    private mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw error(.unclosedString) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try hex4()
            if (0xD800..<0xDC00).contains(first) {
                guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error(.loneSurrogate)
                }
                index += 2
                let second = try hex4()
                guard (0xDC00..<0xE000).contains(second),
                    let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
                else { throw error(.loneSurrogate) }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else { throw error(.loneSurrogate) }
            return scalar
        default:
            index -= 1
            throw error(.unknownEscape(describe(byte)))
        }
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error(.badUnicodeEscape) }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error(.badUnicodeEscape)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func number() throws(SyntaxError) {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error(.badNumber) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            skipDigits()
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error(.badNumber) }
            skipDigits()
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error(.badNumber) }
            skipDigits()
        }
        // The grammar above is JSON's: Swift's `Double` reads every such number, so it is read
        // only when asked for.
        document.appendNumber(from: start, to: index)
    }

    private mutating func literal(_ word: StaticString) throws(SyntaxError) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard index + expected.count <= bytes.count, bytes[index..<index + expected.count].elementsEqual(expected) else {
            throw error(.unexpectedCharacter(describe(bytes[index])))
        }
        index += expected.count
    }

    /// Checks that `range` of the bytes is UTF-8; the error points at its start.
    private func validateUTF8(_ range: Range<Int>) throws(SyntaxError) {
        guard String(validating: bytes[range], as: UTF8.self) == nil else { return }
        var reader = self
        reader.index = range.lowerBound
        throw reader.error(.invalidUTF8)
    }

    private mutating func expect(_ byte: UInt8, _ problem: JSONSyntaxProblem) throws(SyntaxError) {
        guard peek(byte) else { throw error(problem) }
        index += 1
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func describe(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : "0x" + String(byte, radix: 16, uppercase: true)
    }

    /// An error at the current position, with its line and column counted from the bytes.
    private func error(_ problem: JSONSyntaxProblem) -> SyntaxError {
        var line = 1
        var lineStart = 0
        let end = min(index, bytes.count)
        for position in 0..<end where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        return SyntaxError(line: line, column: column, problem: problem)
    }
}
