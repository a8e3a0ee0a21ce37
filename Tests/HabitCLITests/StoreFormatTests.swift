import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

/// The data file's format, version 1: what is written byte for byte, what is read back, and
/// what is refused with the key path or line and column of the problem.
@Suite struct StoreFormatTests {
    static let twoHabits = HabitCollection(habits: [
        Habit(
            id: fixtureID(1), name: "Meditieren", icon: "🧠", color: .purple, created: day("2026-11-01"),
            completions: days("2026-11-20", "2026-11-25").union([day("2026-11-27")])),
        Habit(id: fixtureID(2), name: "Sag \"Hallo\" \\ 読書", icon: "📚", color: .teal, created: day("2026-11-29")),
    ])

    @Test("pretty-printed with sorted keys, runs of days as intervals, a final newline")
    func encodes() {
        let expected = """
            {
              "habits" : [
                {
                  "color" : "purple",
                  "created" : "2026-11-01",
                  "done" : [
                    "2026-11-20/2026-11-25",
                    "2026-11-27"
                  ],
                  "icon" : "🧠",
                  "id" : "00000000-0000-0000-0000-000000000001",
                  "name" : "Meditieren"
                },
                {
                  "color" : "teal",
                  "created" : "2026-11-29",
                  "done" : [],
                  "icon" : "📚",
                  "id" : "00000000-0000-0000-0000-000000000002",
                  "name" : "Sag \\"Hallo\\" \\\\ 読書"
                }
              ],
              "version" : 1
            }

            """
        #expect(StoreFormat.encode(Self.twoHabits) == expected)  // the file as a person or a diff sees it
    }

    @Test("an empty collection")
    func encodesEmpty() {
        #expect(StoreFormat.encode(HabitCollection()) == "{\n  \"habits\" : [],\n  \"version\" : 1\n}\n")  // still versioned
    }

    @Test("every key of every object is in sorted order")
    func keysAreSorted() throws {
        let root = try JSONTree.read(Array(StoreFormat.encode(Self.twoHabits).utf8))
        guard case .object(let top) = root, case .array(let habits)? = top.first(where: { $0.key == "habits" })?.value else {
            Issue.record("not an object with habits")
            return
        }
        #expect(top.map(\.key) == top.map(\.key).sorted())  // habits, version
        for case .object(let fields) in habits {
            #expect(fields.map(\.key) == ["color", "created", "done", "icon", "id", "name"])  // alphabetical
        }
    }

    @Test("decode(encode(habits)) == habits, and encode(decode(text)) == text")
    func roundTrip() throws {
        let collections = [
            Self.twoHabits, HabitCollection(), HabitCollection(habits: Fixture.all),
            HabitCollection(habits: [
                Habit(
                    id: fixtureID(9), name: "Stretching", icon: "★", color: .brown, created: day("2024-02-28"),
                    completions: [day("2024-02-28"), day("2024-02-29"), day("2024-03-01"), day("2024-12-31"), day("2025-01-01")])
            ]),
        ]
        for collection in collections {
            let text = StoreFormat.encode(collection)
            let decoded = try StoreFormat.decode(Array(text.utf8))
            #expect(decoded == .habits(collection))  // every field and every day survives
            guard case .habits(let again) = decoded else { continue }
            #expect(StoreFormat.encode(again) == text)  // and what was read writes the same bytes again
        }
    }

    @Test("a file written by hand: any key order, keys we do not know, no done list, a byte-order mark")
    func readsHandWritten() throws {
        let text = """
            \u{FEFF}{"version": 1, "comment": "mine", "habits": [
              {"name": "Lesen", "id": "00000000-0000-0000-0000-000000000007", "icon": "📚",
               "color": "green", "created": "2026-11-01", "future": {"x": [1, 2.5e3, null, true]}}
            ]}
            """
        let decoded = try StoreFormat.decode(Array(text.utf8))
        let expected = HabitCollection(habits: [
            Habit(id: fixtureID(7), name: "Lesen", icon: "📚", color: .green, created: day("2026-11-01"))
        ])
        #expect(decoded == .habits(expected))  // unknown keys ignored, done defaults to none
    }

    @Test("a newer version is reported, not read", arguments: [5, 17])
    func newerVersion(_ version: Int) throws {
        let text = "{\"version\": \(version), \"habits\": \"whatever a future habit writes\"}"
        #expect(try StoreFormat.decode(Array(text.utf8)) == .newerVersion(version))  // refused before looking further
    }

    struct Corrupt: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let problem: FormatProblem
        var testDescription: String { name }
    }

    static let habitFields = #""id": "00000000-0000-0000-0000-000000000001", "name": "Lesen", "icon": "📚", "color": "green""#

    static let corrupt: [Corrupt] = [
        Corrupt(name: "empty file", text: "", problem: .syntax(line: 1, column: 1, .empty)),
        Corrupt(name: "only whitespace", text: "\n  \n", problem: .syntax(line: 3, column: 1, .empty)),
        Corrupt(
            name: "a missing comma on line 3", text: "{\n  \"version\": 1\n  \"habits\": []\n}",
            problem: .syntax(line: 3, column: 3, .expectedCommaOrBrace)),
        Corrupt(
            name: "a trailing comma", text: "{\"version\": 1, \"habits\": [],}",
            problem: .syntax(line: 1, column: 29, .expectedKey)),
        Corrupt(name: "cut off", text: "{\"version\": 1, \"habits\": [", problem: .syntax(line: 1, column: 27, .endsEarly)),
        Corrupt(name: "text after the end", text: "{}\n{}", problem: .syntax(line: 2, column: 1, .trailingText)),
        Corrupt(name: "the top level is a list", text: "[]", problem: .wrongType(path: "(top level)", expected: .object)),
        Corrupt(name: "no version", text: "{\"habits\": []}", problem: .missingKey(path: "version")),
        Corrupt(
            name: "a text version", text: "{\"version\": \"1\", \"habits\": []}",
            problem: .wrongType(path: "version", expected: .integer)),
        Corrupt(
            name: "a fractional version", text: "{\"version\": 1.5, \"habits\": []}",
            problem: .wrongType(path: "version", expected: .integer)),
        Corrupt(name: "version 0", text: "{\"version\": 0, \"habits\": []}", problem: .unknownValue(path: "version", text: "0")),
        Corrupt(name: "no habits", text: "{\"version\": 1}", problem: .missingKey(path: "habits")),
        Corrupt(
            name: "habits is not a list", text: "{\"version\": 1, \"habits\": {}}",
            problem: .wrongType(path: "habits", expected: .list)),
        Corrupt(
            name: "a key twice", text: "{\"version\": 1, \"version\": 1, \"habits\": []}", problem: .duplicateKey(path: "version")
        ),
        Corrupt(
            name: "a habit that is not an object",
            text: "{\"version\": 1, \"habits\": [{\(habitFields), \"created\": \"2026-11-01\"}, 3]}",
            problem: .wrongType(path: "habits[1]", expected: .object)),
        Corrupt(
            name: "a habit without a name", text: #"{"version": 1, "habits": [{"id": "00000000-0000-0000-0000-000000000001"}]}"#,
            problem: .missingKey(path: "habits[0].name")),
        Corrupt(
            name: "a habit without created", text: "{\"version\": 1, \"habits\": [{\(habitFields)}]}",
            problem: .missingKey(path: "habits[0].created")),
        Corrupt(
            name: "a name that is a number",
            text: #"{"version": 1, "habits": [{"id": "00000000-0000-0000-0000-000000000001", "name": 5}]}"#,
            problem: .wrongType(path: "habits[0].name", expected: .string)),
        Corrupt(
            name: "an id that is not a UUID", text: #"{"version": 1, "habits": [{"id": "42"}]}"#,
            problem: .badID(path: "habits[0].id", text: "42")),
        Corrupt(
            name: "a colour outside the palette",
            text:
                #"{"version": 1, "habits": [{"id": "00000000-0000-0000-0000-000000000001", "name": "Lesen", "icon": "📚", "color": "magenta"}]}"#,
            problem: .badColor(path: "habits[0].color", text: "magenta")),
        Corrupt(
            name: "a created day that does not exist",
            text: "{\"version\": 1, \"habits\": [{\(habitFields), \"created\": \"2026-02-30\"}]}",
            problem: .badDay(path: "habits[0].created", text: "2026-02-30")),
        Corrupt(
            name: "done is not a list",
            text: "{\"version\": 1, \"habits\": [{\(habitFields), \"created\": \"2026-11-01\", \"done\": \"2026-11-02\"}]}",
            problem: .wrongType(path: "habits[0].done", expected: .list)),
        Corrupt(
            name: "a done entry that is a number",
            text:
                "{\"version\": 1, \"habits\": [{\(habitFields), \"created\": \"2026-11-01\", \"done\": [\"2026-11-02\", 20261103]}]}",
            problem: .wrongType(path: "habits[0].done[1]", expected: .string)),
        Corrupt(
            name: "a range that ends before it starts",
            text:
                "{\"version\": 1, \"habits\": [{\(habitFields), \"created\": \"2026-11-01\", \"done\": [\"2026-11-05/2026-11-02\"]}]}",
            problem: .badDay(path: "habits[0].done[0]", text: "2026-11-05/2026-11-02")),
        Corrupt(
            name: "a done day written with escapes that is no day",
            text:
                "{\"version\": 1, \"habits\": [{\(habitFields), \"created\": \"2026-11-01\", \"done\": [\"2026-11-02\", \"\\u0032026-13-01\"]}]}",
            problem: .badDay(path: "habits[0].done[1]", text: "2026-13-01")),
        Corrupt(
            name: "a run that starts before 1900, after a good day",
            text:
                "{\"version\": 1, \"habits\": [{\(habitFields), \"created\": \"2026-11-01\", \"done\": [\"2026-11-02\", \"1899-12-31/1900-01-02\"]}]}",
            problem: .dayTooEarly(path: "habits[0].done[1]", text: "1899-12-31/1900-01-02", earliest: AcceptedDays.earliest)),
        Corrupt(
            name: "two habits with one id",
            text:
                "{\"version\": 1, \"habits\": [{\(habitFields), \"created\": \"2026-11-01\"}, {\(habitFields.replacingOccurrences(of: "Lesen", with: "Laufen")), \"created\": \"2026-11-01\"}]}",
            problem: .duplicateID(path: "habits[1].id")),
        Corrupt(
            name: "two habits with one name in different case",
            text:
                "{\"version\": 1, \"habits\": [{\(habitFields), \"created\": \"2026-11-01\"}, {\(habitFields.replacingOccurrences(of: "0001", with: "0002").replacingOccurrences(of: "Lesen", with: "LESEN")), \"created\": \"2026-11-01\"}]}",
            problem: .duplicateName(path: "habits[1].name", name: "LESEN")),
        Corrupt(
            name: "an empty name",
            text:
                "{\"version\": 1, \"habits\": [{\(habitFields.replacingOccurrences(of: "Lesen", with: " ")), \"created\": \"2026-11-01\"}]}",
            problem: .invalidHabit(path: "habits[0]", .emptyName)),
    ]

    @Test("corrupt files are refused with where the problem is", arguments: corrupt)
    func refusesCorrupt(_ example: Corrupt) {
        #expect(throws: example.problem) {  // the line and column, or the key path, of the first problem
            try StoreFormat.decode(Array(example.text.utf8))
        }
    }

    @Test("runs of days: single days and intervals, oldest first")
    func runs() {
        let runs = days("2026-12-30", "2027-01-02").union([day("2026-11-01"), day("2026-11-03")]).runs
        #expect(
            runs.map { "\($0.first)/\($0.last)" } == ["2026-11-01/2026-11-01", "2026-11-03/2026-11-03", "2026-12-30/2027-01-02"]
        )  // a run crosses the new year; a gap of one day splits runs
    }

    @Test("days written with the month kept read as they should, in any order, across months and leap days")
    func isoDayWriter() {
        // Every day from 1999-12-25 to 2001-03-05 (2000 is a leap year), then some out of order.
        let first = day("1999-12-25").ordinal
        let ordinals = Array(first...day("2001-03-05").ordinal) + [first + 40, first, first + 400, first + 66]
        var writer = ISODayWriter()
        let text = [UInt8](unsafeUninitializedCapacity: 10 * ordinals.count) { buffer, count in
            count = ordinals.reduce(0) { at, ordinal in writer.write(Day(ordinal: ordinal), into: buffer, at: at) }
        }
        let written = stride(from: 0, to: text.count, by: 10).map { String(decoding: text[$0..<$0 + 10], as: UTF8.self) }
        #expect(written == ordinals.map { Day(ordinal: $0).description })  // each day as its ISO 8601 text
    }

    @Test("an array of runs is written in one piece exactly as run by run, at any depth")
    func arrayOfRuns() {
        let runs = days("2026-12-30", "2027-01-02").union([day("1900-01-01"), day("2026-11-03")]).runs
        for depth in 0..<4 {
            var whole = JSONWriter(), pieces = JSONWriter()
            func nest(_ writer: inout JSONWriter, _ level: Int, _ body: (inout JSONWriter) -> Void) {
                guard level < depth else { return body(&writer) }
                writer.array { nest(&$0, level + 1, body) }
            }
            nest(&whole, 0) { $0.array(ofRuns: runs) }
            nest(&pieces, 0) { writer in writer.array(runs) { $0.days(from: $1.first, through: $1.last) } }
            #expect(whole.text == pieces.text)  // the same bytes, commas, newlines and indentation
        }
        var empty = JSONWriter()
        empty.array(ofRuns: [])
        #expect(empty.text == "[]")
    }

    @Test(
        "JSON string quoting",
        arguments: [
            ("plain", #""plain""#),
            ("a \"quote\"", #""a \"quote\"""#),
            ("back\\slash", #""back\\slash""#),
            ("line\nbreak\ttab\r", #""line\nbreak\ttab\r""#),
            ("bell\u{07}del\u{7F}", #""bell\u0007del\u007f""#),
            ("Übung 読書 🧠 e\u{301}", "\"Übung 読書 🧠 e\u{301}\""),
            // C1 controls (NEL, CSI) escaped like C0, so none reaches a terminal showing --json;
            // the characters after them that share their lead byte (U+00A0 to U+00BF) stay.
            ("nel\u{85}csi\u{9B}[2J\u{80}\u{9F}", #""nel\u0085csi\u009b[2J\u0080\u009f""#),
            ("\u{A0}°§«»¿", "\"\u{A0}°§«»¿\""),
        ])
    func quoting(_ text: String, _ quoted: String) throws {
        #expect(StoreFormat.quoted(text) == quoted)  // escapes what JSON requires and controls; UTF-8 stays readable
        #expect(try JSONTree.read(Array(quoted.utf8)) == .string(text))  // and reads back to the same text
    }
}
