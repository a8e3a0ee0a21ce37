@testable import HabitSystem
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText
@testable import HabitFormat

/// The CSV reader on its own: RFC 4180 fields and records, with the line each record starts on.
@Suite struct CSVReaderTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let text: String
        /// Each record as its starting line and fields.
        let records: [CSVRecord]
    }

    @Test(arguments: [
        Case(
            testDescription: "plain rows with LF", text: "name,date\nLesen,2026-11-29\n",
            records: [CSVRecord(line: 1, fields: ["name", "date"]), CSVRecord(line: 2, fields: ["Lesen", "2026-11-29"])]),
        Case(
            testDescription: "CRLF line ends", text: "a,b\r\nc,d\r\n",
            records: [CSVRecord(line: 1, fields: ["a", "b"]), CSVRecord(line: 2, fields: ["c", "d"])]),
        Case(
            testDescription: "no line break after the last row", text: "a,b\nc,d",
            records: [CSVRecord(line: 1, fields: ["a", "b"]), CSVRecord(line: 2, fields: ["c", "d"])]),
        Case(
            testDescription: "a quoted comma", text: "\"Wasser, viel\",2026-11-29\n",
            records: [CSVRecord(line: 1, fields: ["Wasser, viel", "2026-11-29"])]),
        Case(
            testDescription: "doubled quotes", text: "\"Say \"\"hi\"\"\",x\n",
            records: [CSVRecord(line: 1, fields: ["Say \"hi\"", "x"])]),
        Case(
            testDescription: "a quoted empty field", text: "\"\",x\n", records: [CSVRecord(line: 1, fields: ["", "x"])]),
        Case(
            testDescription: "a line break inside quotes moves the next record's line", text: "\"two\nlines\",a\nb,c\n",
            records: [CSVRecord(line: 1, fields: ["two\nlines", "a"]), CSVRecord(line: 3, fields: ["b", "c"])]),
        Case(
            testDescription: "empty lines are skipped but counted", text: "\na,b\n\r\n\nc,d\n",
            records: [CSVRecord(line: 2, fields: ["a", "b"]), CSVRecord(line: 5, fields: ["c", "d"])]),
        Case(
            testDescription: "a trailing comma is an empty last field", text: "a,\n",
            records: [CSVRecord(line: 1, fields: ["a", ""])]),
        Case(
            testDescription: "a byte-order mark is ignored", text: "\u{FEFF}a,b\n",
            records: [CSVRecord(line: 1, fields: ["a", "b"])]),
        Case(
            testDescription: "spaces are kept, non-ASCII too", text: " Übung , 2026-11-29\n",
            records: [CSVRecord(line: 1, fields: [" Übung ", " 2026-11-29"])]),
        Case(testDescription: "nothing at all", text: "", records: []),
    ])
    func reads(_ check: Case) throws {
        #expect(try CSVReader.records(Array(check.text.utf8)) == check.records)  // fields unquoted, lines counted
    }

    struct Broken: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let bytes: [UInt8]
        let error: CSVSyntaxError
    }

    @Test(arguments: [
        Broken(
            testDescription: "a quote never closed, reported where it opens",
            bytes: Array("a,b\n\"Lesen,2026-11-29\nc,d\n".utf8), error: CSVSyntaxError(line: 2, problem: .unterminatedQuote)),
        Broken(
            testDescription: "a quote inside an unquoted field", bytes: Array("a,b\nLe\"sen,x\n".utf8),
            error: CSVSyntaxError(line: 2, problem: .quoteInUnquotedField)),
        Broken(
            testDescription: "text after a closing quote", bytes: Array("\"Le\"sen,x\n".utf8),
            error: CSVSyntaxError(line: 1, problem: .textAfterClosingQuote)),
        Broken(
            testDescription: "bytes that are not UTF-8", bytes: Array("a,b\n".utf8) + [0xC3, 0x28, 0x2C, 0x78, 0x0A],
            error: CSVSyntaxError(line: 2, problem: .invalidUTF8)),
        Broken(
            testDescription: "a row with more fields than the limit, reported on its line",
            bytes: Array("a,b\n".utf8) + Array(repeating: UInt8(ascii: ","), count: CSVReader.Records.maximumFields) + [0x0A],
            error: CSVSyntaxError(line: 2, problem: .tooManyFields(limit: CSVReader.Records.maximumFields))),
        Broken(
            testDescription: "an unquoted field one byte longer than the limit, reported on its line",
            bytes: Array("a,b\nx,".utf8) + Array(repeating: UInt8(ascii: "y"), count: CSVReader.Records.maximumFieldBytes + 1),
            error: CSVSyntaxError(line: 2, problem: .fieldTooLong(limit: CSVReader.Records.maximumFieldBytes))),
        Broken(
            testDescription: "a quoted field longer than the limit, reported where it opens",
            bytes: Array("a,b\n\"".utf8) + Array(repeating: UInt8(ascii: "\n"), count: CSVReader.Records.maximumFieldBytes + 1)
                + Array("\",x\n".utf8),
            error: CSVSyntaxError(line: 2, problem: .fieldTooLong(limit: CSVReader.Records.maximumFieldBytes))),
    ])
    func refuses(_ check: Broken) {
        #expect(throws: check.error) { try CSVReader.records(check.bytes) }  // the problem and its line
    }

    @Test func fieldsOfTheLongestLengthAreRead() throws {
        let limit = CSVReader.Records.maximumFieldBytes
        let long = String(repeating: "y", count: limit)
        #expect(try CSVReader.records(Array("x,\(long)\n".utf8)).map(\.fields) == [["x", long]])
        let quoted = String(repeating: "\"", count: limit)  // doubled quotes, each one byte of the field
        #expect(try CSVReader.records(Array("\"\(quoted + quoted)\",x\n".utf8)).map(\.fields) == [[quoted, "x"]])
        #expect(throws: CSVSyntaxError(line: 1, problem: .fieldTooLong(limit: limit))) {
            try CSVReader.records(Array("\"\(quoted + quoted)\"\"\"".utf8))
        }
    }

    @Test(arguments: ["Lesen", "Wasser, viel", "Say \"hi\"", " leading space", "two\nlines", "Übung 🧘"])
    func writerAndReaderAgree(_ text: String) throws {
        let line = CSVWriter.row([text, "2026-11-29"])
        let records = try CSVReader.records(Array(line.utf8))
        #expect(records.map(\.fields) == [[text, "2026-11-29"]])  // what the writer quotes, the reader reads back
    }

    @Test func writerQuotesOnlyWhenItMust() {
        #expect(CSVWriter.field("Lesen") == "Lesen")  // plain stays plain
        #expect(CSVWriter.field("Wasser trinken") == "Wasser trinken")  // an inner space needs no quotes
        #expect(CSVWriter.field("a,b") == "\"a,b\"")  // a comma does
        #expect(CSVWriter.field("Say \"hi\"") == "\"Say \"\"hi\"\"\"")  // a quote is doubled inside quotes
    }
}
