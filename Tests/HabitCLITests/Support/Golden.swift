import Foundation
@testable import HabitSystem
import Testing
@testable import HabitStore

/// Golden texts: what a person sees, kept in files under `Tests/HabitCLITests/Goldens/`, one
/// per screen, so a change of output shows as a diff of the text itself.
///
/// After a deliberate change of output, re-record them and review the diff before committing:
///
///     HABIT_RECORD_GOLDENS=1 swift test --filter GoldenTests
enum Golden {
    /// The variable that switches to recording.
    static let recordVariable = "HABIT_RECORD_GOLDENS"

    /// Whether this run writes the golden files instead of comparing with them.
    static let isRecording = ProcessInfo.processInfo.environment[recordVariable] == "1"

    /// The folder of the golden files, beside this file's folder.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens")

    /// Expects `actual` to be the text of the golden file `name` (a path below the folder,
    /// without `.txt`); when recording, writes it there instead.
    static func expect(_ actual: String, is name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = folder.appendingPathComponent(name + ".txt")
        if isRecording {
            guard (try? String(contentsOf: file, encoding: .utf8)) != actual else { return }
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: file)
            } catch {
                Issue.record("Cannot record \(file.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("No golden text \(name).txt; record it with \(recordVariable)=1 swift test", sourceLocation: sourceLocation)
            return
        }
        #expect(
            actual == expected, "golden text \(name).txt (after a deliberate change: \(recordVariable)=1 swift test)",
            sourceLocation: sourceLocation)
    }
}
