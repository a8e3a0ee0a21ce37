import Foundation

@testable import HabitStore
@testable import HabitSystem
@testable import HabitCore

extension Habit {
    /// A habit named "Wasser" created on `created` with `goal`, and the amounts in `amounts`
    /// (ISO day to decimal text), checked on `done`, on `schedule`.
    static func measured(
        created: String = "2026-11-01", goal: Goal?, amounts: [String: String] = [:], done: [String] = [],
        schedule: Schedule = .daily, skipped: [String] = [], paused: [(String, String?)] = []
    ) -> Habit {
        Habit(
            id: fixtureID, name: "Wasser", icon: "💧", color: .blue, created: Day(created)!,
            completions: DaySet(done.map { Day($0)! }), schedule: schedule, skips: DaySet(skipped.map { Day($0)! }),
            pauses: PauseSet(paused.map { Pause(first: Day($0.0)!, last: $0.1.map { Day($0)! })! }), goal: goal,
            amounts: Dictionary(uniqueKeysWithValues: amounts.map { (Day($0.key)!, try! Amount(parsing: $0.value)) }))
    }
}

extension Goal {
    /// At least `amount` a day, in glasses.
    static func atLeast(_ amount: Int) -> Goal { try! Goal(.atLeast, Amount(amount), unit: "Gläser") }
    /// At most `amount` a day, in cups.
    static func atMost(_ amount: Int) -> Goal { try! Goal(.atMost, Amount(amount), unit: "Tassen") }
    /// At least `amount` a week, in kilometres.
    static func weekly(_ amount: Int) -> Goal { try! Goal(.weeklyAtLeast, Amount(amount), unit: "km") }
}

/// `text` read as an amount, for tests.
func amount(_ text: String) -> Amount {
    try! Amount(parsing: text)
}
