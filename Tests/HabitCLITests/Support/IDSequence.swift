import Foundation
import Synchronization
@testable import HabitStore
@testable import HabitSystem

/// Ids for new habits in the order they are asked for, `00000000-0000-4000-8000-000000000001`
/// first: the world's id generator in tests, so that a test can compare a whole data file.
final class IDSequence: Sendable {
    private let next = Mutex(1)

    /// The `number`th id of every sequence.
    static func id(_ number: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number)) ?? UUID()
    }

    /// The next id.
    func make() -> UUID {
        next.withLock { number in
            defer { number += 1 }
            return Self.id(number)
        }
    }
}
