import Foundation
@testable import HabitStore
@testable import HabitSystem

/// The folders under `Tests/HabitCLITests/Fixtures/`, written in exactly the format each tracker
/// writes (see each folder's files), read by path.
enum ImportFixtures {
    /// The path of the fixture `name` (a folder or a file).
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }

    /// The text of the fixture file `name`.
    static func text(_ name: String) throws -> String {
        try String(contentsOfFile: path(name), encoding: .utf8)
    }
}
