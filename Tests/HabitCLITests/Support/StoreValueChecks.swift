import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// A value of one key of a habit that the reader must refuse, and the words of the error that
/// names it.
struct BadStoreValue: Sendable, CustomTestStringConvertible {
    let name: String
    let key: String
    let value: String
    let problem: String
    var testDescription: String { name }
}

/// The checks every kind of stored value gets: a bad one is refused, a good one survives a
/// JSON export and import.
enum StoreValueChecks {
    /// A data file whose habit has `example.key` set to `example.value` is refused by `list` and
    /// `check` with exit 3 and the key path, and left untouched.
    static func expectRefused(_ example: BadStoreValue, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let sandbox = try ScriptingSandbox()
        let text = BadFileTests.file(BadFileTests.habitJSON([example.key: example.value]))
        try sandbox.write(text, to: "habits.json")
        for command in [["list"], ["check", "Meditieren"]] {
            let output = sandbox.run(command)
            #expect(output.exitCode == .data, sourceLocation: sourceLocation)  // exit 3
            #expect(output.stderr.contains(example.problem), sourceLocation: sourceLocation)  // with the key path
        }
        #expect(sandbox.fileBytes() == Data(text.utf8), sourceLocation: sourceLocation)  // and the file untouched
    }

    /// `habits` exported as JSON and imported into an empty store give the same export and the
    /// same data file; the export, for more checks.
    @discardableResult
    static func expectJSONRoundTrip(_ habits: [Habit], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let first = try ScriptingSandbox()
        try first.seed(habits)
        let exported = first.run(["export", "--format", "json"]).stdout
        let second = try ScriptingSandbox()
        try second.seed([])
        let imported = second.run(["import", "-", "--format", "json"], input: exported)
        #expect(imported.exitCode == .success, sourceLocation: sourceLocation)  // imported
        #expect(second.run(["export", "--format", "json"]).stdout == exported, sourceLocation: sourceLocation)  // the same export
        #expect(second.fileBytes() == first.fileBytes(), sourceLocation: sourceLocation)  // and the same data file
        return exported
    }
}
