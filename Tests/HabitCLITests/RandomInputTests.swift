import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText
@testable import HabitFormat

/// Random input with a fixed seed, the in-suite companion of the fuzzers in Fuzz/: whatever
/// the decoder and the argument parser are given, they return a value or their typed error and
/// never crash; what the decoder accepts survives writing and reading again; every error reads
/// as one line in each language.
@Suite struct RandomInputTests {
    /// Sunday, November 29, 2026: the day the decoder checks future days against.
    static let today = Day(ordinal: 20_786)

    /// A file with three habits, some single days and some runs.
    static let validFile: [UInt8] = {
        let base = Day(ordinal: 20_700)
        let habits = HabitCollection(habits: [
            HabitFiles.habit("Meditieren", number: 1, done: (0..<12).map { base.adding(days: $0 * 2) }),
            HabitFiles.habit("Wasser trinken", number: 2, done: (0..<30).map { base.adding(days: $0) }),
            HabitFiles.habit("Übung „Ä“ \\ \"", number: 3),
        ])
        return Array(StoreFormat.encode(habits).utf8)
    }()

    /// Decodes `bytes` and checks what comes back: habits that round-trip, or a problem whose
    /// sentence is one line in each language.
    static func decodeAndCheck(_ bytes: [UInt8]) -> Bool {
        do {
            guard case .habits(let habits) = try StoreFormat.decode(bytes) else { return true }
            let again = try StoreFormat.decode(Array(StoreFormat.encode(habits).utf8))
            // What was accepted is written and read back unchanged.
            #expect(again == .habits(habits))
            return true
        } catch {
            for language in Languages.all {
                let sentence = language.text(.store(.corrupt(path: "/data/habits.json", problem: error), limits: .current))
                // One line, of a length a terminal shows.
                #expect(!sentence.contains("\n") && sentence.count < 400, "\(sentence)")
            }
            return false
        }
    }

    @Test func randomBytesGiveHabitsOrAProblem() {
        var random = SeededRandom(seed: 1)
        for _ in 0..<4_000 {
            let length = Int.random(in: 0...120, using: &random)
            _ = Self.decodeAndCheck(random.bytes(length))
        }
    }

    @Test func randomTextOfJSONTokensGivesHabitsOrAProblem() {
        var random = SeededRandom(seed: 2)
        let tokens = [
            "{", "}", "[", "]", ",", ":", "\"version\"", "\"habits\"", "\"name\"", "\"done\"", "\"id\"", "\"color\"",
            "\"icon\"", "\"created\"", "1", "2", "0", "-1", "1.5", "1e3", "true", "null", "\"2026-11-20\"",
            "\"2026-11-20/2026-11-25\"", "\"red\"", "\"x\"", "\"6F9619FF-8B86-D011-B42D-00CF4FC964FF\"", " ", "\n",
            "\"\\u00e4\"", "\"\\ud800\"", "\"\\n\"",
        ]
        for _ in 0..<3_000 {
            let count = Int.random(in: 0...40, using: &random)
            let text = (0..<count).compactMap { _ in tokens.randomElement(using: &random) }.joined()
            _ = Self.decodeAndCheck(Array(text.utf8))
        }
    }

    @Test func mutatedValidFilesGiveHabitsOrAProblem() {
        var random = SeededRandom(seed: 3)
        var accepted = 0
        for _ in 0..<1_500 {
            var bytes = Self.validFile
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                Self.mutate(&bytes, using: &random)
            }
            if Self.decodeAndCheck(bytes) { accepted += 1 }
        }
        // Some mutations leave a valid file (a digit changed in a day, a space added), most do not.
        #expect(accepted > 0 && accepted < 1_500)
    }

    /// One random change: flip a bit, delete or duplicate a stretch, insert a byte, change a digit.
    static func mutate(_ bytes: inout [UInt8], using random: inout SeededRandom) {
        guard !bytes.isEmpty else {
            bytes = [UInt8.random(in: 0...255, using: &random)]
            return
        }
        let index = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 0: bytes[index] ^= 1 << UInt8.random(in: 0...7, using: &random)
        case 1: bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...16, using: &random)))
        case 2:
            bytes.insert(contentsOf: bytes[index..<min(bytes.count, index + Int.random(in: 1...64, using: &random))], at: index)
        case 3: bytes.insert(UInt8.random(in: 0...255, using: &random), at: index)
        default:
            if let digit = bytes[index...].firstIndex(where: { (0x30...0x39).contains($0) }) {
                bytes[digit] = UInt8.random(in: 0x30...0x39, using: &random)
            }
        }
    }

    @Test func randomArgumentListsGiveAnInvocationOrAUsageError() {
        var random = SeededRandom(seed: 4)
        let words =
            CommandName.allCases.map(\.rawValue) + OptionName.allCases.map { "--" + $0.rawValue } + [
                "-h", "-d", "-i", "-c", "-y", "-", "--", "--date=", "--color=", "--yes=1", "today", "gestern", "2026-11-29",
                "2026-02-30", "1899-12-31", "purple", "mauve", "always", "Lesen", "", " ", "\n", "--unknown", "-xyz", "=",
            ]
        var parsed = 0
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...6, using: &random)
            let arguments = (0..<count).map { _ -> String in
                Int.random(in: 0..<8, using: &random) == 0
                    ? String(decoding: random.bytes(Int.random(in: 0...6, using: &random)), as: UTF8.self)
                    : words.randomElement(using: &random) ?? ""
            }
            do {
                _ = try ArgumentParser.parse(arguments).command.get()
                parsed += 1
            } catch {
                // Every usage error has a sentence in every language.
                #expect(Languages.all.allSatisfy { !$0.text(.usage(error)).isEmpty })
            }
        }
        // Both outcomes occur: the lists are neither all valid nor all nonsense.
        #expect(parsed > 0 && parsed < 5_000)
    }

    // MARK: - Findings, kept as regression tests

    /// Inputs that misbehaved (found by reading the decoder while writing the fuzz targets, or
    /// by the fuzzers), and what they must give now.
    struct Finding: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let problem: String
        var testDescription: String { name }
    }

    static let findings = [
        // A two-line range expanded to 3.6 million days per entry, so a few hundred bytes took
        // gigabytes; days before 1900 are refused now (and a day set is a bitmap, so the most a
        // range can hold, 1900 to 9999, is some 370 KB).
        Finding(
            name: "a range over all of history",
            text:
                #"{"habits":[{"color":"red","created":"2026-01-01","done":["0001-01-01/9999-12-31"],"icon":"x","id":"6F9619FF-8B86-D011-B42D-00CF4FC964FF","name":"a"}],"version":1}"#,
            problem: "“habits[0].done[0]” is “0001-01-01/9999-12-31”, before 1900, the earliest day habit accepts"),
        // A line break in a quoted value made the error two lines long.
        Finding(
            name: "a line break in a day",
            text:
                #"{"habits":[{"color":"red","created":"2026\n01-01","done":[],"icon":"x","id":"6F9619FF-8B86-D011-B42D-00CF4FC964FF","name":"a"}],"version":1}"#,
            problem: #"“habits[0].created” is “2026\n01-01”, which is not a day"#),
        // A megabyte-long value was quoted whole.
        Finding(
            name: "a very long colour",
            text: #"{"habits":[{"color":""# + String(repeating: "r", count: 100_000)
                + #"","created":"2026-01-01","done":[],"icon":"x","id":"6F9619FF-8B86-D011-B42D-00CF4FC964FF","name":"a"}],"version":1}"#,
            problem: "is “" + String(repeating: "r", count: 40) + "…”, which is not a colour"),
        // A key with a line break, twice.
        Finding(
            name: "a duplicate key with a line break", text: "{\"a\\nb\": 1, \"a\\nb\": 2}",
            problem: #"the key “a\nb” appears twice"#),
    ]

    @Test(arguments: findings)
    func aFindingGivesItsSentence(_ finding: Finding) throws {
        #expect(!Self.decodeAndCheck(Array(finding.text.utf8)))  // refused
        let problem = try #require(throws: FormatProblem.self) {
            try StoreFormat.decode(Array(finding.text.utf8))
        }
        let sentence = LanguageTable.english.text(.store(.corrupt(path: "/data/habits.json", problem: problem), limits: .current))
        #expect(sentence.contains(finding.problem), "\(sentence)")  // with a sentence that says why
    }

    @Test func theEarliestDayIsNineteenHundred() {
        #expect(AcceptedDays.earliest.description == "1900-01-01")
    }

    @Test(arguments: [
        ("two days after today: checked in UTC+14, read in UTC−12", "2026-12-01"),
        ("three days after today: a clock that ran fast", "2026-12-02"),
        ("a range from 1900 to the last day a file can name", "1900-01-01/9999-12-31"),
    ])
    func daysAfterTodayAreRead(_ name: String, _ days: String) {
        // Today is Nov 29, 2026; a wrong clock must never lock anyone out of their data.
        let text =
            #"{"habits":[{"color":"red","created":"2026-01-01","done":[""# + days
            + #""],"icon":"x","id":"6F9619FF-8B86-D011-B42D-00CF4FC964FF","name":"a"}],"version":1}"#
        #expect(Self.decodeAndCheck(Array(text.utf8)))  // read, and written back the same
    }
}
