import Foundation

@testable import HabitCore

extension Habit {
    /// A fixed id, so habits built in tests compare equal run after run.
    static let fixtureID = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!

    /// A habit named "Lesen" created on `created`, done on the days in `done` (ISO strings).
    static func fixture(created: String = "2026-01-01", done: [String] = []) -> Habit {
        Habit(
            id: fixtureID, name: "Lesen", icon: "📚", color: .blue, created: Day(created)!,
            completions: Set(done.map { Day($0)! }))
    }
}
