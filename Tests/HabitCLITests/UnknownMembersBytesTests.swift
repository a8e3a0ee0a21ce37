import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

/// Members this version does not know are kept as the exact bytes of their values, read from
/// the one JSON reader's document and written by the one writer: escapes, number spellings and
/// spacing come back as the file had them, and a file habit wrote comes back byte for byte.
@Suite struct UnknownMembersBytesTests {
    /// Values as another tool might write them: compact, escaped, with an exponent.
    static let values = [
        #""caf\u00e9 \"quoted\"\nline""#, "1.50E+3", "-0", "true", "false", "null", "[]", "{}",
        #"{"b":[1, 2,{"c" : "\\"}],"a":null}"#, #"[ "x" , {"y":"\u2028"} ]"#,
    ]

    /// A data file with one habit whose unknown member `keep<N>` holds `values[N]`, and the same
    /// at the top level as `top<N>`.
    static var file: String {
        let habitMembers = values.enumerated().map { "\"keep\($0.offset)\" : \($0.element)" }
        let topMembers = values.enumerated().map { "\"top\($0.offset)\" : \($0.element)" }
        return """
            {"habits" : [{"color" : "blue", "created" : "2026-11-01", "done" : [], "icon" : "✅",
            "id" : "00000000-0000-4000-8000-000000000001", "name" : "Lesen", \(habitMembers.joined(separator: ", "))}],
            \(topMembers.joined(separator: ", ")), "version" : 1}
            """
    }

    @Test("each unknown value is written back byte for byte, after a change to the habits")
    func valuesKeptExactly() throws {
        let read = try StoreFormat.decodeKeepingUnknown(Array(Self.file.utf8))
        guard case .habits(var collection) = read.decoded else { Issue.record("not read"); return }
        var habit = try #require(collection.habits.first)
        _ = try habit.check(on: day("2026-11-20"), today: day("2026-11-29"))
        collection.update(habit)
        let written = StoreFormat.encode(collection, unknown: read.unknown)
        for (index, value) in Self.values.enumerated() {
            #expect(written.contains("\"keep\(index)\" : \(value)"), "\(value)")  // inside the habit
            #expect(written.contains("\"top\(index)\" : \(value)"), "\(value)")  // and at the top level
        }
        #expect(try StoreFormat.decodeKeepingUnknown(Array(written.utf8)).unknown == read.unknown)  // and read back the same
    }

    @Test("a file habit wrote, read and written again, is the same bytes")
    func roundTrip() throws {
        let first = try StoreFormat.decodeKeepingUnknown(Array(Self.file.utf8))
        guard case .habits(let collection) = first.decoded else { Issue.record("not read"); return }
        let written = StoreFormat.encode(collection, unknown: first.unknown)
        let again = try StoreFormat.decodeKeepingUnknown(Array(written.utf8))
        guard case .habits(let collectionAgain) = again.decoded else { Issue.record("not read back"); return }
        #expect(StoreFormat.encode(collectionAgain, unknown: again.unknown) == written)  // encode(decode(text)) == text
    }
}
