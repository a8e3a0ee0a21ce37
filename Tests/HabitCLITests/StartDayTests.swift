import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText
@testable import HabitFormat

/// `created` is the day a habit was added, and no check or uncheck changes it; the habit's
/// start (the earlier of `created` and its earliest done day) is what statistics, the calendar
/// and the schedules count from. A mistyped old `--date`, checked and unchecked again, leaves
/// no trace.
@Suite(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct StartDayTests {
    static let today = RealBinary.today

    @Test func aMistypedOldDateCheckedAndUncheckedLeavesTheStatsAsTheyWere() throws {
        let scratch = try ScratchFolder()
        let created = Self.today.adding(days: -2)
        let habit = HabitFiles.habit("Lesen", number: 1, done: [Self.today.adding(days: -1)], created: created)
        try scratch.write(StoreFormat.encode(HabitCollection(habits: [habit])), to: scratch.dataFile)
        let before = try RealBinary.run(["stats", "Lesen"], in: scratch)
        let typo = Self.today.adding(days: -3653)  // 2016 for 2026

        let check = try RealBinary.run(["check", "Lesen", "--date", "\(typo)"], in: scratch)
        let during = try RealBinary.run(["stats", "Lesen"], in: scratch)
        let uncheck = try RealBinary.run(["uncheck", "Lesen", "--date", "\(typo)"], in: scratch)
        let after = try RealBinary.run(["stats", "Lesen"], in: scratch)

        #expect(check.status == 0 && uncheck.status == 0)
        #expect(during.stdout.contains("of 3654"))  // while checked, the habit starts in 2016
        #expect(after.stdout == before.stdout)  // and afterwards not: the same figures as before
        let stored = try #require(HabitFiles.decode(scratch.bytes(scratch.dataFile) ?? []))
        #expect(stored.habits.first?.created == created)  // the stored creation day never moved
    }

    @Test func showJsonKeepsTheStoredCreationDay() throws {
        let scratch = try ScratchFolder()
        let created = Self.today.adding(days: -2)
        let habit = HabitFiles.habit("Lesen", number: 1, done: [Self.today.adding(days: -5)], created: created)
        try scratch.write(StoreFormat.encode(HabitCollection(habits: [habit])), to: scratch.dataFile)

        let show = try RealBinary.run(["show", "Lesen", "--json"], in: scratch)
        let asOf = try RealBinary.run(["show", "Lesen", "--as-of", "\(Self.today.adding(days: -5))"], in: scratch)

        #expect(show.stdout.contains("\"created\" : \"\(created)\""))  // the stored day
        #expect(asOf.status == 0)  // yet it existed, done, on the earlier day: its start counts
    }
}
