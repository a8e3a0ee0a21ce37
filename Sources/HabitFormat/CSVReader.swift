/// One record of a CSV file: its fields, unquoted, and the line it starts on.
public struct CSVRecord: Equatable, Sendable {
    /// The 1-based line on which the record starts (a quoted field may span lines).
    public let line: Int
    /// The fields, with quotes removed and doubled quotes made single.
    public let fields: [String]
}

/// What is wrong with text that should be CSV; each language words it.
public enum CSVSyntaxProblem: Equatable, Sendable {
    /// A field opened with a quote that is never closed.
    case unterminatedQuote
    /// A quote inside a field that does not start with one (`Le"sen`).
    case quoteInUnquotedField
    /// Something other than a comma or the end of the line after a closing quote (`"Le"sen`).
    case textAfterClosingQuote
    /// Bytes that are not UTF-8.
    case invalidUTF8
    /// A record with more fields than any file `habit` reads can hold (a 64 MiB row of commas
    /// once built 32 million fields at once before it was looked at).
    case tooManyFields(limit: Int)
    /// A field of more than `limit` bytes, far longer than any name or note habit keeps (a
    /// field of 64 MiB was once built whole as text before it was looked at).
    case fieldTooLong(limit: Int)
}

/// A CSV syntax problem and the line it is on.
public struct CSVSyntaxError: Error, Equatable, Sendable {
    /// The line of the input, 1 for the first.
    public let line: Int
    /// What is wrong there.
    public let problem: CSVSyntaxProblem
}

/// A strict reader of RFC 4180 CSV over bytes: fields separated by commas, records by CRLF or
/// LF, a field in double quotes may hold commas, line breaks and doubled quotes (`""`).
///
/// Unlike the RFC it skips empty lines and a leading UTF-8 byte-order mark, and accepts a last
/// record without a line break. It never guesses: a stray quote is an error with its line.
public enum CSVReader {
    /// Every record in `bytes`, in order. An importer reads ``Records`` one at a time instead, so
    /// that a large file never exists as records all at once.
    public static func records(_ bytes: [UInt8]) throws(CSVSyntaxError) -> [CSVRecord] {
        var reader = Records(bytes)
        var records: [CSVRecord] = []
        while let record = try reader.next() { records.append(record) }
        return records
    }

    /// The records of some bytes, read one at a time: only the record being read takes memory
    /// besides the bytes themselves (a file of 64 MiB of empty records once took gigabytes as a
    /// list of records before any of them was looked at).
    public struct Records {
        /// The most fields a record may have; the widest file `habit` reads (Loop's
        /// Checkmarks.csv, a column per habit) stays far below it.
        public static let maximumFields = 10_000
        /// The most bytes a field may have; a note or a name is at most some kilobytes.
        public static let maximumFieldBytes = 1 << 20

        private var reader: Cursor

        /// The records of `bytes`, after a leading UTF-8 byte-order mark.
        public init(_ bytes: [UInt8]) {
            reader = Cursor(bytes: bytes)
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        }

        /// The next record; `nil` at the end.
        public mutating func next() throws(CSVSyntaxError) -> CSVRecord? {
            let count = reader.bytes.count
            while reader.index < count, reader.skipLineBreak() {}  // an empty line is not a record
            guard reader.index < count else { return nil }
            let line = reader.line
            var fields: [String] = []
            while true {
                guard fields.count < Self.maximumFields else {
                    throw CSVSyntaxError(line: line, problem: .tooManyFields(limit: Self.maximumFields))
                }
                fields.append(try reader.field())
                if reader.index < count, reader.bytes[reader.index] == Cursor.comma {
                    reader.index += 1
                    continue
                }
                _ = reader.skipLineBreak()
                break
            }
            return CSVRecord(line: line, fields: fields)
        }
    }

    /// The position in the bytes and the line it is on.
    private struct Cursor {
        /// The byte between fields.
        public static let comma = UInt8(ascii: ",")
        /// The byte around a quoted field.
        public static let quote = UInt8(ascii: "\"")
        /// The byte that ends a line.
        public static let lineFeed = UInt8(ascii: "\n")
        /// The byte before a line feed on Windows.
        public static let carriageReturn = UInt8(ascii: "\r")

        /// The input.
        public let bytes: [UInt8]
        /// Where the next record starts.
        public var index = 0
        /// The line it starts on, 1 for the first.
        public var line = 1

        /// Steps over a LF or CRLF at the cursor; `false` when there is none.
        public mutating func skipLineBreak() -> Bool {
            if index < bytes.count, bytes[index] == Self.lineFeed {
                index += 1
            } else if index + 1 < bytes.count, bytes[index] == Self.carriageReturn, bytes[index + 1] == Self.lineFeed {
                index += 2
            } else {
                return false
            }
            line += 1
            return true
        }

        /// Whether the cursor is at a comma, a line break or the end: where a field ends.
        private func atFieldEnd() -> Bool {
            guard index < bytes.count else { return true }
            let byte = bytes[index]
            return byte == Self.comma || byte == Self.lineFeed
                || (byte == Self.carriageReturn && index + 1 < bytes.count && bytes[index + 1] == Self.lineFeed)
        }

        /// Reads one field and leaves the cursor on what follows it.
        public mutating func field() throws(CSVSyntaxError) -> String {
            guard index < bytes.count, bytes[index] == Self.quote else { return try unquotedField() }
            let openingLine = line
            index += 1
            var content: [UInt8] = []
            var runStart = index
            while true {
                guard index < bytes.count else { throw CSVSyntaxError(line: openingLine, problem: .unterminatedQuote) }
                let byte = bytes[index]
                if byte == Self.lineFeed { line += 1 }
                guard byte == Self.quote else {
                    index += 1
                    guard content.count + index - runStart <= Records.maximumFieldBytes else {
                        throw CSVSyntaxError(line: openingLine, problem: .fieldTooLong(limit: Records.maximumFieldBytes))
                    }
                    continue
                }
                content.append(contentsOf: bytes[runStart..<index])
                index += 1
                guard index < bytes.count, bytes[index] == Self.quote else { break }
                content.append(Self.quote)  // "" stands for one quote
                guard content.count <= Records.maximumFieldBytes else {
                    throw CSVSyntaxError(line: openingLine, problem: .fieldTooLong(limit: Records.maximumFieldBytes))
                }
                index += 1
                runStart = index
            }
            guard atFieldEnd() else { throw CSVSyntaxError(line: line, problem: .textAfterClosingQuote) }
            return try text(content[...], line: openingLine)
        }

        private mutating func unquotedField() throws(CSVSyntaxError) -> String {
            let start = index
            while !atFieldEnd() {
                guard bytes[index] != Self.quote else { throw CSVSyntaxError(line: line, problem: .quoteInUnquotedField) }
                index += 1
                guard index - start <= Records.maximumFieldBytes else {
                    throw CSVSyntaxError(line: line, problem: .fieldTooLong(limit: Records.maximumFieldBytes))
                }
            }
            return try text(bytes[start..<index], line: line)
        }

        private func text(_ slice: ArraySlice<UInt8>, line: Int) throws(CSVSyntaxError) -> String {
            guard let text = String(validating: slice, as: UTF8.self) else {
                throw CSVSyntaxError(line: line, problem: .invalidUTF8)
            }
            return text
        }
    }
}
