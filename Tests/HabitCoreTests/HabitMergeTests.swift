import Foundation
@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// Merging two copies of the habits: three-way with their ancestor, two-way without.
@Suite("Merging two histories")
struct HabitMergeTests {
    static let other = UUID(uuidString: "00000000-0000-0000-0000-0000000000B2")!

    func collection(_ habits: Habit...) -> HabitCollection {
        HabitCollection(habits: habits)
    }

    func merge(_ ours: Habit, _ theirs: Habit, base: Habit?) -> MergeResult {
        HabitMerge.merge(ours: collection(ours), theirs: collection(theirs), base: base.map { collection($0) })
    }

    @Test("a copy merged with itself, or with an unchanged copy, gives it back unchanged")
    func identity() {
        let habit = Habit.fixture(done: ["2026-11-20"], skipped: ["2026-11-21"], paused: [("2026-11-25", nil)])
        #expect(merge(habit, habit, base: nil) == MergeResult(habits: collection(habit), conflicts: []))
        #expect(merge(habit, habit, base: habit) == MergeResult(habits: collection(habit), conflicts: []))
    }

    @Test("three-way: days checked on either side are kept, and an uncheck on one side stays unchecked")
    func threeWayDays() {
        let base = Habit.fixture(done: ["2026-11-20", "2026-11-21"])
        let ours = Habit.fixture(done: ["2026-11-20", "2026-11-21", "2026-11-22"])  // checked the 22nd
        let theirs = Habit.fixture(done: ["2026-11-21", "2026-11-23"])  // unchecked the 20th, checked the 23rd
        let result = merge(ours, theirs, base: base)
        #expect(Array(result.habits.habits[0].completions) == ["2026-11-21", "2026-11-22", "2026-11-23"].map { Day($0)! })
        #expect(result.conflicts.isEmpty)
    }

    @Test("two-way: the union of days, skips and pauses")
    func twoWayUnion() {
        let ours = Habit.fixture(done: ["2026-11-20"], skipped: ["2026-11-24"])
        let theirs = Habit.fixture(done: ["2026-11-21"], paused: [("2026-11-26", "2026-11-27")])
        let merged = merge(ours, theirs, base: nil).habits.habits[0]
        #expect(Array(merged.completions) == [Day("2026-11-20")!, Day("2026-11-21")!])
        #expect(Array(merged.skips) == [Day("2026-11-24")!])
        #expect(merged.pauses == PauseSet([Pause(first: Day("2026-11-26")!, last: Day("2026-11-27")!)!]))
    }

    @Test("a day checked on one side and skipped on the other keeps ours and is reported")
    func dayConflict() {
        let base = Habit.fixture()
        let ours = Habit.fixture(done: ["2026-11-20"])
        let theirs = Habit.fixture(skipped: ["2026-11-20"])
        let result = merge(ours, theirs, base: base)
        #expect(result.habits.habits[0].isDone(on: Day("2026-11-20")!))  // ours kept
        #expect(result.conflicts == [Self.day("2026-11-20", kept: .done, other: .skipped)])
    }

    @Test("a rename on one side follows the id; both renaming differently keeps ours and is reported")
    func renames() {
        let base = Habit.fixture()
        var theirs = base
        theirs.name = "Reading"
        #expect(merge(base, theirs, base: base).habits.habits[0].name == "Reading")  // theirs renamed it
        var ours = base
        ours.name = "Lektüre"
        var changedTheirs = theirs
        changedTheirs.icon = "📖"
        let result = merge(ours, changedTheirs, base: base)
        #expect(result.habits.habits[0].name == "Lektüre")  // ours kept
        #expect(result.habits.habits[0].icon == "📖")  // theirs' icon, which only theirs changed
        #expect(result.conflicts.map(\.subject) == [.field(.name)])
        #expect(result.conflicts.map(\.habit) == ["Lektüre"])
        #expect(result.conflicts.map(\.kept) == [.text("Lektüre")])
        #expect(result.conflicts.map(\.other) == [.text("Reading")])
    }

    @Test("two-way: a differing field keeps ours and is reported")
    func twoWayField() {
        var theirs = Habit.fixture()
        theirs.schedule = .every(3)
        let result = merge(Habit.fixture(), theirs, base: nil)
        #expect(result.habits.habits[0].schedule == .daily)
        #expect(result.conflicts.map(\.subject) == [.field(.schedule)])
        #expect(result.conflicts.map(\.other) == [.text("every 3")])
    }

    @Test("created takes the earlier of the two")
    func createdEarlier() {
        let ours = Habit.fixture(created: "2026-11-10")
        let theirs = Habit.fixture(created: "2026-11-05")
        #expect(merge(ours, theirs, base: nil).habits.habits[0].created == Day("2026-11-05")!)
        #expect(merge(theirs, ours, base: ours).habits.habits[0].created == Day("2026-11-05")!)
    }

    @Test("a habit deleted on one side is gone; deleted on one side and changed on the other it is kept and reported")
    func deletions() {
        let base = Habit.fixture(done: ["2026-11-20"])
        let changed = Habit.fixture(done: ["2026-11-20", "2026-11-21"])
        let deletedByTheirs = HabitMerge.merge(ours: collection(base), theirs: collection(), base: collection(base))
        #expect(deletedByTheirs.habits.habits.isEmpty)  // unchanged here: the deletion wins
        let keptOurs = HabitMerge.merge(ours: collection(changed), theirs: collection(), base: collection(base))
        #expect(keptOurs.habits.habits == [changed])
        #expect(keptOurs.conflicts.map(\.subject) == [.deletedOnOneSide])
        let keptTheirs = HabitMerge.merge(ours: collection(), theirs: collection(changed), base: collection(base))
        #expect(keptTheirs.habits.habits == [changed])
        #expect(keptTheirs.conflicts.map(\.subject) == [.deletedOnOneSide])
        // Two-way, a habit only one side has is kept.
        #expect(HabitMerge.merge(ours: collection(), theirs: collection(base), base: nil).habits.habits == [base])
    }

    @Test("different habits of the same name: the other side's gets a numbered name and a report")
    func nameCollision() {
        let ours = Habit.fixture()
        let theirs = Habit(id: Self.other, name: "lesen", icon: "📕", color: .red, created: Day("2026-11-01")!)
        let result = HabitMerge.merge(ours: collection(ours), theirs: collection(theirs), base: nil)
        #expect(result.habits.habits.map(\.name) == ["Lesen", "lesen 2"])
        #expect(result.conflicts.map(\.subject) == [.sameName])
        #expect(result.conflicts.map(\.other) == [.text("lesen 2")])
        #expect(result.habits.validate() == nil)  // a valid collection
    }

    @Test("a resume on one side ends the pause in the merge")
    func pauseEnded() {
        let base = Habit.fixture(paused: [("2026-11-20", nil)])
        let theirs = Habit.fixture(paused: [("2026-11-20", "2026-11-25")])
        let ours = Habit.fixture(done: ["2026-11-19"], paused: [("2026-11-20", nil)])
        let merged = merge(ours, theirs, base: base).habits.habits[0]
        #expect(merged.pauses == PauseSet([Pause(first: Day("2026-11-20")!, last: Day("2026-11-25")!)!]))
        #expect(merged.isDone(on: Day("2026-11-19")!))
    }
}

extension HabitMergeTests {
    static func measured(amounts: [String: Int], notes: [String: String]) -> Habit {
        Habit(
            id: Habit.fixture().id, name: "Lesen", icon: "📚", color: .blue, created: Day("2026-11-01")!,
            amounts: Dictionary(uniqueKeysWithValues: amounts.map { (Day($0.key)!, Amount($0.value)) }),
            notes: Dictionary(uniqueKeysWithValues: notes.map { (Day($0.key)!, $0.value) }))
    }

    /// A day's conflict of the fixture habit.
    static func day(_ text: String, kept: ConflictValue, other: ConflictValue) -> MergeConflict {
        MergeConflict(habitID: Habit.fixture().id, habit: "Lesen", subject: .day(Day(text)!), kept: kept, other: other)
    }

    @Test("amounts and notes merge day by day: one side's change is taken, both changing a day add up")
    func amountsAndNotes() {
        let base = Self.measured(amounts: ["2026-11-20": 10], notes: ["2026-11-20": "tired"])
        let ours = Self.measured(amounts: ["2026-11-20": 12, "2026-11-21": 5], notes: ["2026-11-20": "tired"])
        let theirs = Self.measured(amounts: ["2026-11-20": 15], notes: ["2026-11-20": "tired", "2026-11-22": "park"])
        let result = merge(ours, theirs, base: base)
        let merged = result.habits.habits[0]
        #expect(merged.amount(on: Day("2026-11-20")!) == Amount(17))  // 10, +2 here, +5 there
        #expect(merged.amount(on: Day("2026-11-21")!) == Amount(5))  // only ours recorded it
        #expect(merged.note(on: Day("2026-11-22")!) == "park")  // only theirs wrote it
        #expect(result.conflicts.isEmpty)  // additions are no conflict
    }
}
