import Foundation

@testable import HabitStore
@testable import HabitSystem
@testable import HabitCore

extension Habit {
    /// A fixed id, so habits built in tests compare equal run after run.
    static let fixtureID = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!

    /// A habit named "Lesen" created on `created`, done on the days in `done` (ISO strings),
    /// skipped on `skipped`, paused over `paused` (first and last day, `nil` for no end), on
    /// `schedule`.
    static func fixture(
        created: String = "2026-01-01", done: [String] = [], schedule: Schedule = .daily,
        skipped: [String] = [], paused: [(String, String?)] = []
    ) -> Habit {
        Habit(
            id: fixtureID, name: "Lesen", icon: "📚", color: .blue, created: Day(created)!,
            completions: DaySet(done.map { Day($0)! }), schedule: schedule,
            skips: DaySet(skipped.map { Day($0)! }),
            pauses: PauseSet(paused.map { Pause(first: Day($0.0)!, last: $0.1.map { Day($0)! })! }))
    }
}

/// The days from `first` through `last` as ISO strings, for building histories in tests.
func days(_ first: String, _ last: String) -> [String] {
    var day = Day(first)!
    var result: [String] = []
    while day <= Day(last)! {
        result.append(day.description)
        day = day.next
    }
    return result
}

/// A `days` schedule on Monday, Wednesday and Friday.
let mondayWednesdayFriday = Schedule.days([.monday, .wednesday, .friday])
