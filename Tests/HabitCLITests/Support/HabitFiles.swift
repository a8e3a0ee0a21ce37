import Foundation
import HabitCore
@testable import HabitStore
@testable import HabitSystem
@testable import HabitCLI
@testable import HabitText
@testable import HabitFormat

/// Data files for tests, written by the real encoder so they are exactly what `habit` writes.
enum HabitFiles {
    /// A habit with a fixed id derived from `number`, so files are reproducible.
    static func habit(_ name: String, number: Int, done days: [Day] = [], created: Day? = nil) -> Habit {
        let id = UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number)) ?? UUID()
        return Habit(
            id: id, name: name, icon: "✅", color: .blue, created: created ?? days.min() ?? Day(ordinal: 20_000),
            completions: Set(days))
    }

    /// The file's text for habits with these names and done days, in this order.
    static func text(_ habits: [(name: String, done: [Day])]) -> String {
        let collection = HabitCollection(
            habits: habits.enumerated().map { index, entry in
                habit(entry.name, number: index + 1, done: entry.done)
            })
        return StoreFormat.encode(collection)
    }

    /// The habits in `bytes`, or `nil` when they do not decode.
    static func decode(_ bytes: [UInt8]) -> HabitCollection? {
        guard case .habits(let habits)? = try? StoreFormat.decode(bytes) else { return nil }
        return habits
    }

    /// The habits without their ids (which `add` makes up), sorted by name: what two runs of
    /// the same commands must agree on.
    static func content(_ habits: HabitCollection) -> [String] {
        habits.habits.map { habit in
            let days = habit.completions.runs.map { "\($0.first)/\($0.last)" }.joined(separator: ",")
            return "\(habit.name)|\(habit.icon)|\(habit.color.rawValue)|\(habit.created)|\(days)"
        }.sorted()
    }
}
