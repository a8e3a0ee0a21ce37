@testable import HabitSystem
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

/// The strict JSON reader: RFC 8259 values, and a line and column for every problem.
@Suite struct JSONReaderTests {
    @Test(
        "values",
        arguments: [
            ("null", JSONTree.null),
            (" true ", .bool(true)),
            ("false", .bool(false)),
            ("0", .number(0)),
            ("-12.5e2", .number(-1250)),
            ("1E+2", .number(100)),
            (#""""#, .string("")),
            (#""a\"b\\c\/d\b\f\n\r\t""#, .string("a\"b\\c/d\u{08}\u{0C}\n\r\t")),
            (#""\u00dcbung \u8aad\u66f8""#, .string("Übung 読書")),
            (#""\ud83e\udde0""#, .string("🧠")),
            ("\"Übung 読書 🧠\"", .string("Übung 読書 🧠")),
            ("[]", .array([])),
            ("[1, [2], {}]", .array([.number(1), .array([.number(2)]), .object([])])),
            (#"{"b": 1, "a": 2, "b": 3}"#, .object([("b", .number(1)), ("a", .number(2)), ("b", .number(3))])),
            (#""0123456789abcdef\"0123456789""#, .string("0123456789abcdef\"0123456789")),  // an escape after whole words
            ("\"0123456789abcdefÜbung\"", .string("0123456789abcdefÜbung")),  // UTF-8 after whole words
            ("\u{FEFF}{}", .object([])),
            ("\r\n\t {}\n", .object([])),
        ])
    func values(_ text: String, _ value: JSONTree) throws {
        #expect(try JSONTree.read(Array(text.utf8)) == value)  // the value, keys in file order, duplicates kept
    }

    @Test(
        "syntax problems with line and column",
        arguments: [
            ("", 1, 1, JSONSyntaxProblem.empty),
            ("{\"a\" 1}", 1, 6, .expectedColon),
            ("{a: 1}", 1, 2, .expectedKey),
            ("[1 2]", 1, 4, .expectedCommaOrBracket),
            ("{\"a\": 1 \"b\": 2}", 1, 9, .expectedCommaOrBrace),
            ("[1,]", 1, 4, .unexpectedCharacter("]")),
            ("[tru]", 1, 2, .unexpectedCharacter("t")),
            ("{\n  \"name\": 'Lesen'\n}", 2, 11, .unexpectedCharacter("'")),
            ("{\n  \"name\": \"Übung\",\n  \"x\": ?\n}", 3, 8, .unexpectedCharacter("?")),
            ("\"a\nb\"", 1, 3, .controlCharacter),
            ("\"abc", 1, 5, .unclosedString),
            ("\"0123456789abcdef", 1, 18, .unclosedString),  // read eight bytes at a time, to the end
            ("\"0123456789\tabcdef\"", 1, 12, .controlCharacter),  // a tab inside a word read at once
            (#""\x""#, 1, 3, .unknownEscape("x")),
            (#""\u12G4""#, 1, 6, .badUnicodeEscape),
            (#""\ud83e""#, 1, 8, .loneSurrogate),
            (#""\udde0""#, 1, 8, .loneSurrogate),
            ("01", 1, 2, .trailingText),
            ("-", 1, 2, .badNumber),
            ("1.", 1, 3, .badNumber),
            ("1e", 1, 3, .badNumber),
            ("[1] x", 1, 5, .trailingText),
            ("[", 1, 2, .endsEarly),
            (String(repeating: "[", count: 65), 1, 65, .tooDeep),
        ])
    func problems(_ text: String, _ line: Int, _ column: Int, _ problem: JSONSyntaxProblem) {
        #expect(throws: JSONReader.SyntaxError(line: line, column: column, problem: problem)) {  // where a person finds it in an editor
            try JSONTree.read(Array(text.utf8))
        }
    }

    @Test("bytes that are not UTF-8 inside a string")
    func invalidUTF8() {
        let bytes: [UInt8] = Array("{\n \"name\": \"Caf".utf8) + [0xE9] + Array("\"}".utf8)
        #expect(throws: JSONReader.SyntaxError(line: 2, column: 11, problem: .invalidUTF8)) {  // Latin-1 é refused, at the string's start
            try JSONTree.read(bytes)
        }
    }

    @Test("bytes that are not UTF-8 after a long ASCII start")
    func invalidUTF8AfterWords() {
        let bytes: [UInt8] = Array("\"0123456789abcdef".utf8) + [0xE9] + Array("\"".utf8)
        #expect(throws: JSONReader.SyntaxError(line: 1, column: 2, problem: .invalidUTF8)) {  // found though read a word at a time; at the string's start
            try JSONTree.read(bytes)
        }
    }

    @Test("a stray byte outside strings is named by its hex value")
    func strayByte() {
        #expect(throws: JSONReader.SyntaxError(line: 1, column: 1, problem: .unexpectedCharacter("0x0"))) {  // a NUL byte
            try JSONTree.read([0])
        }
    }

    @Test("nesting up to the limit is fine")
    func deepButAllowed() throws {
        let text = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(throws: Never.self) {  // 64 levels are read
            _ = try JSONTree.read(Array(text.utf8))
        }
        #expect(try JSONTree.read(Array("[[]]".utf8)) == .array([.array([])]))  // nested lists
    }
}
