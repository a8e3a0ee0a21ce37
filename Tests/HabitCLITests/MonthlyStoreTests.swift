import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

/// The data file keeps monthly schedules: written, read and written again, the bytes are the same.
@Suite struct MonthlyStoreTests {
    @Test(
        "Monthly schedules round-trip byte for byte",
        arguments: [
            Schedule.perMonth(2), .perMonth(31), .monthlyOn([1, 15]), .monthlyOn([Schedule.lastDayOfMonth]),
            .monthlyOn([31, 1]),
        ])
    func monthlySchedulesRoundTrip(schedule: Schedule) throws {
        let habit = Habit(
            id: fixtureID(95), name: "Miete", icon: "🏠", color: .green, created: day("2026-01-31"),
            completions: [day("2026-02-28"), day("2026-03-01")], schedule: schedule)
        let written = StoreFormat.encode(HabitCollection(habits: [habit]))
        let decoded = try StoreFormat.decode(Array(written.utf8))
        guard case .habits(let collection) = decoded else {
            Issue.record("not read as habits: \(decoded)")
            return
        }
        #expect(collection.habits.map(\.schedule) == [schedule])  // the same schedule back
        #expect(StoreFormat.encode(collection) == written)  // and the same bytes
    }
}
