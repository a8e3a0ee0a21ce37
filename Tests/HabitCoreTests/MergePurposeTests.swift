import Foundation
@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// A merge never makes a habit that `add` or the reader refuses: one copy's purpose (quit,
/// track-only) beside the other copy's goal is resolved to one copy, ours, and recorded as a
/// conflict of the goal.
@Suite("Merging what a habit is for with its goal")
struct MergePurposeTests {
    func merge(_ ours: Habit, _ theirs: Habit, base: Habit?) -> MergeResult {
        HabitMerge.merge(
            ours: HabitCollection(habits: [ours]), theirs: HabitCollection(habits: [theirs]),
            base: base.map { HabitCollection(habits: [$0]) })
    }

    static func withGoal(_ habit: Habit, _ kind: Goal.Kind, _ amount: Int) throws -> Habit {
        var habit = habit
        habit.setGoal(try Goal(kind, Amount(amount)))
        return habit
    }

    static func trackOnly(_ habit: Habit) -> Habit {
        var habit = habit
        habit.setTrackOnly(true)
        return habit
    }

    static func quit(_ habit: Habit) -> Habit {
        var habit = habit
        habit.makeQuit()
        return habit
    }

    /// Whether `habit` is one `add` and the reader take: a quit habit with its limit of 0 and
    /// nothing else, a track-only habit without a goal.
    static func isAccepted(_ habit: Habit) -> Bool {
        switch habit.purpose {
        case .build: return true
        case .quit: return habit.goal?.kind == .atMost && habit.goal?.amount == .zero
        case .trackOnly: return habit.goal == nil
        }
    }

    @Test("track-only on one copy and a goal on the other: ours kept whole, the clash recorded")
    func trackOnlyAndGoal() throws {
        let base = Habit.fixture()
        let ours = Self.trackOnly(base)
        let theirs = try Self.withGoal(base, .atLeast, 3)

        let result = merge(ours, theirs, base: base)

        let merged = result.habits.habits[0]
        #expect(merged.isTrackOnly && merged.goal == nil)  // ours: track-only, no goal
        #expect(Self.isAccepted(merged))
        #expect(
            result.conflicts == [
                MergeConflict(
                    habitID: base.id, habit: base.name, subject: .field(.goal), kept: .text("track only"),
                    other: .text(">= 3"))
            ])
        #expect(result.habits.conflicts == result.conflicts)  // listed in the file
    }

    @Test("the other way round: ours' goal kept, theirs' track-only set aside")
    func goalAndTrackOnly() throws {
        let base = Habit.fixture()
        let ours = try Self.withGoal(base, .atLeast, 3)
        let theirs = Self.trackOnly(base)

        let result = merge(ours, theirs, base: base)

        let merged = result.habits.habits[0]
        #expect(!merged.isTrackOnly && merged.goal == ours.goal)
        #expect(result.conflicts.map(\.kept) == [.text(">= 3")])
        #expect(result.conflicts.map(\.other) == [.text("track only")])
    }

    @Test("quit on one copy while the other changed the limit of 0 it had: the quit habit kept, recorded")
    func quitAndGoal() throws {
        // A habit with a limit of 0, not (yet) one to quit.
        let base = try Self.withGoal(Habit.fixture(), .atMost, 0)
        let ours = Self.quit(base)
        let theirs = try Self.withGoal(base, .atLeast, 5)

        let result = merge(ours, theirs, base: base)

        let merged = result.habits.habits[0]
        #expect(merged.isQuit && Self.isAccepted(merged))
        #expect(result.conflicts.map(\.subject) == [.field(.goal)])
        #expect(result.conflicts.map(\.kept) == [.text("quit")])
        #expect(result.conflicts.map(\.other) == [.text(">= 5")])
    }

    @Test("both copies changed the purpose differently: ours kept and recorded, not set aside silently")
    func purposesBothChanged() {
        let base = Habit.fixture()
        let result = merge(Self.quit(base), Self.trackOnly(base), base: base)

        #expect(result.habits.habits[0].isQuit)
        #expect(result.conflicts.map(\.kept) == [.text("quit")])
        #expect(result.conflicts.map(\.other) == [.text("track only")])
    }

    @Test("a track-only habit that kept its goal on one copy merges without a conflict")
    func trackOnlyKeepingItsGoal() throws {
        let base = try Self.withGoal(Habit.fixture(), .atLeast, 3)
        let ours = Self.trackOnly(base)  // `habit edit --track-only` keeps the goal
        var theirs = base
        theirs.icon = "📖"

        let result = merge(ours, theirs, base: base)

        #expect(result.habits.habits[0].isTrackOnly && result.habits.habits[0].goal == base.goal)
        #expect(result.habits.habits[0].icon == "📖")
        #expect(result.conflicts.isEmpty)
    }
}

/// A reading (`--reading`, amounts that are values, not sums) goes through a merge as what the
/// habit measures: kept, its unit taken from the side that changed it, a clash recorded.
@Suite("Merging readings")
struct MergeReadingTests {
    static func reading(_ habit: Habit, unit: String?) throws -> Habit {
        var habit = habit
        try habit.setReading(true, unit: unit)
        return habit
    }

    func merge(_ ours: Habit, _ theirs: Habit, base: Habit?) -> MergeResult {
        MergePurposeTests().merge(ours, theirs, base: base)
    }

    @Test("a reading stays a reading when the other copy changed something else")
    func keptThroughAMerge() throws {
        let base = try Self.reading(Habit.fixture(), unit: "kg")
        var theirs = base
        theirs.color = .purple
        let merged = merge(base, theirs, base: base).habits.habits[0]
        #expect(merged.isReading && merged.readingUnit == "kg")  // not turned into a plain track-only habit
        #expect(merged.color == .purple)
        var ours = base
        ours.icon = "⚖️"
        let both = merge(ours, theirs, base: base)
        #expect(both.habits.habits[0].isReading && both.habits.habits[0].readingUnit == "kg")
        #expect(both.conflicts.isEmpty)
    }

    @Test("the unit one copy changed is taken; both changed differently: ours kept, recorded")
    func unit() throws {
        let base = try Self.reading(Habit.fixture(), unit: "kg")
        let pounds = try Self.reading(base, unit: "lb")
        var ours = base
        ours.icon = "⚖️"
        let taken = merge(ours, pounds, base: base)
        #expect(taken.habits.habits[0].readingUnit == "lb")
        #expect(taken.conflicts.isEmpty)

        let stones = try Self.reading(base, unit: "st")
        let clash = merge(stones, pounds, base: base)
        #expect(clash.habits.habits[0].readingUnit == "st")
        #expect(
            clash.conflicts == [
                MergeConflict(
                    habitID: base.id, habit: base.name, subject: .field(.goal), kept: .text("reading in st"),
                    other: .text("reading in lb"))
            ])
    }

    @Test("a reading on one copy and a goal on the other: never a reading with a goal")
    func readingAndGoal() throws {
        let base = Habit.fixture()
        let ours = try Self.reading(base, unit: "kg")
        let theirs = try MergePurposeTests.withGoal(base, .atLeast, 3)
        let result = merge(ours, theirs, base: base)
        let merged = result.habits.habits[0]
        #expect(merged.isReading && merged.goal == nil)
        #expect(result.conflicts.map(\.kept) == [.text("reading in kg")])
        #expect(result.conflicts.map(\.other) == [.text(">= 3")])

        let reversed = merge(theirs, ours, base: base).habits.habits[0]
        #expect(!reversed.isReading && reversed.goal == theirs.goal)
    }
}
