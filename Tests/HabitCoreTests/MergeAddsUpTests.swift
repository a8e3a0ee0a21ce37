import Foundation
@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// Merges that add up and remember: amounts add both sides' changes to the ancestor, a
/// replacement wins over additions, notes are joined, a day's mark and amount merge as one
/// value, and every conflict is recorded in the collection.
@Suite("Merges that add up")
struct MergeAddsUpTests {
    static let day = Day("2026-11-30")!
    static let today = Day("2026-11-30")!

    /// The fixture habit with a goal of 8 glasses and nothing recorded.
    static func water(goal: Int? = 8) -> Habit {
        var habit = Habit.fixture()
        habit.setGoal(goal.map { try! Goal(.atLeast, Amount($0), unit: "Gläser") })
        return habit
    }

    func merge(_ ours: Habit, _ theirs: Habit, base: Habit?) -> MergeResult {
        HabitMerge.merge(
            ours: HabitCollection(habits: [ours]), theirs: HabitCollection(habits: [theirs]),
            base: base.map { HabitCollection(habits: [$0]) })
    }

    /// `habit` with `amounts` logged (added) on the day, in order.
    func logged(_ habit: Habit, _ amounts: Int...) -> Habit {
        var habit = habit
        for amount in amounts { try! habit.log(Amount(amount), on: Self.day, today: Self.today) }
        return habit
    }

    /// `habit` with the day's total set (replaced) to `amount`.
    func set(_ habit: Habit, _ amount: Int) -> Habit {
        var habit = habit
        try! habit.setAmount(Amount(amount), on: Self.day, today: Self.today)
        return habit
    }

    struct Addition: CustomTestStringConvertible, Sendable {
        let base: Int?
        let ours: Int
        let theirs: Int
        let merged: Int
        var testDescription: String { "base \(base.map(String.init) ?? "none"), ours \(ours), theirs \(theirs) → \(merged)" }
    }

    @Test(
        "three-way, both sides' additions are added to the ancestor's total",
        arguments: [
            Addition(base: nil, ours: 4, theirs: 3, merged: 7),  // the laptop and desktop
            Addition(base: 0, ours: 4, theirs: 3, merged: 7),
            Addition(base: 2, ours: 5, theirs: 2, merged: 5),  // theirs unchanged: ours
            Addition(base: 2, ours: 5, theirs: 3, merged: 6),  // +3 here, +1 there
        ])
    func additionsAddUp(_ example: Addition) {
        let base = example.base.map { logged(Self.water(), $0) } ?? Self.water()
        let ours = logged(base, example.ours - (example.base ?? 0))
        let theirs = logged(base, example.theirs - (example.base ?? 0))
        let result = merge(ours, theirs, base: base)
        #expect(result.habits.habits[0].amount(on: Self.day) == Amount(example.merged))
        #expect(result.conflicts.isEmpty)
    }

    @Test("a --set on one side wins over an addition on the other, and the conflict says so")
    func replacementWins() {
        let base = logged(Self.water(), 2)
        let ours = logged(base, 1)  // 3
        let theirs = set(base, 6)
        let result = merge(ours, theirs, base: base)
        #expect(result.habits.habits[0].amount(on: Self.day) == Amount(6))
        #expect(result.conflicts.map(\.kept) == [.setAmount(Amount(6))])
        #expect(result.conflicts.map(\.other) == [.amount(Amount(3))])
        #expect(result.habits.conflicts == result.conflicts)  // recorded in the data
        // The other way round, the replacement is ours.
        let reversed = merge(theirs, ours, base: base)
        #expect(reversed.habits.habits[0].amount(on: Self.day) == Amount(6))
    }

    @Test("two --sets on the same day keep ours and are recorded")
    func twoReplacements() {
        let base = logged(Self.water(), 2)
        let result = merge(set(base, 5), set(base, 9), base: base)
        #expect(result.habits.habits[0].amount(on: Self.day) == Amount(5))
        #expect(result.habits.conflicts.map(\.kept) == [.setAmount(Amount(5))])
        #expect(result.habits.conflicts.map(\.other) == [.setAmount(Amount(9))])
    }

    @Test("an addition after an older --set is an addition again")
    func additionAfterOlderSet() {
        let base = set(Self.water(), 5)
        let result = merge(logged(base, 1), logged(base, 2), base: base)
        #expect(result.habits.habits[0].amount(on: Self.day) == Amount(8))  // 5 + 1 + 2
        #expect(result.conflicts.isEmpty)
    }

    @Test("two-way, the larger amount is kept and the difference reported")
    func twoWayLarger() {
        let result = merge(logged(Self.water(), 4), logged(Self.water(), 7), base: nil)
        #expect(result.habits.habits[0].amount(on: Self.day) == Amount(7))
        #expect(result.conflicts.map(\.kept) == [.amount(Amount(7))])
        #expect(result.conflicts.map(\.other) == [.amount(Amount(4))])
    }

    @Test("notes of the same day on both sides are both kept, joined in sorted order; the same note stays one")
    func notesJoined() {
        var ours = Self.water(), theirs = Self.water()
        try! ours.setNote("Kapitel 3", on: Self.day, today: Self.today)
        try! theirs.setNote("im Zug", on: Self.day, today: Self.today)
        let joined = "Kapitel 3 · im Zug"
        #expect(merge(ours, theirs, base: Self.water()).habits.habits[0].note(on: Self.day) == joined)
        #expect(merge(theirs, ours, base: nil).habits.habits[0].note(on: Self.day) == joined)  // same order either way
        #expect(merge(ours, ours, base: Self.water()).habits.habits[0].note(on: Self.day) == "Kapitel 3")
        // A note joined before is not doubled when it meets one of its parts again.
        var again = Self.water()
        try! again.setNote(joined, on: Self.day, today: Self.today)
        #expect(merge(again, theirs, base: nil).habits.habits[0].note(on: Self.day) == joined)
    }

    @Test("notes too long to join keep ours and record the other")
    func notesTooLong() {
        var ours = Self.water(), theirs = Self.water()
        try! ours.setNote(String(repeating: "a", count: 300), on: Self.day, today: Self.today)
        try! theirs.setNote(String(repeating: "b", count: 300), on: Self.day, today: Self.today)
        let result = merge(ours, theirs, base: nil)
        #expect(result.habits.habits[0].note(on: Self.day) == String(repeating: "a", count: 300))
        #expect(result.conflicts.map(\.subject) == [.note(Self.day)])
        #expect(result.conflicts.map(\.other) == [.text(String(repeating: "b", count: 300))])
    }

    @Test("attack 5: ours skipped, theirs logged 8: the day stays skipped, and the conflict names skipped as kept")
    func skippedAgainstLogged() throws {
        let base = Self.water()
        var ours = base
        try ours.skip(on: Self.day, today: Self.today)
        let theirs = logged(base, 8)
        let result = merge(ours, theirs, base: base)
        let merged = result.habits.habits[0]
        #expect(merged.isSkipped(on: Self.day))  // what the conflict says was kept
        #expect(!merged.isDone(on: Self.day))
        #expect(merged.amount(on: Self.day) == nil)
        #expect(result.conflicts.map(\.kept) == [.skipped])
        #expect(result.conflicts.map(\.other) == [.amount(Amount(8))])
    }

    @Test("attack 5: ours checked, theirs set a goal of 5 and logged 3: the day stays done, and a conflict is recorded")
    func checkedAgainstGoalAndPartialAmount() throws {
        let base = Self.water(goal: nil)
        var ours = base
        try ours.check(on: Self.day, today: Self.today)
        var theirs = Self.water(goal: 5)
        try theirs.log(Amount(3), on: Self.day, today: Self.today)
        let result = merge(ours, theirs, base: base)
        let merged = result.habits.habits[0]
        #expect(merged.goal?.amount == Amount(5))  // only theirs changed the goal
        #expect(merged.isDone(on: Self.day))  // ours kept: done, as the conflict says
        #expect(result.conflicts.map(\.subject) == [.day(Self.day)])
        #expect(result.conflicts.map(\.kept) == [.done])
        #expect(result.conflicts.map(\.other) == [.amount(Amount(3))])
    }

    @Test("a check on one side and an amount that meets the goal on the other keep the amount, without a conflict")
    func checkAndDoneAmount() throws {
        let base = Self.water(goal: nil)
        var ours = base
        try ours.check(on: Self.day, today: Self.today)
        let result = merge(ours, logged(base, 2), base: base)
        #expect(result.habits.habits[0].amount(on: Self.day) == Amount(2))
        #expect(result.conflicts.isEmpty)
    }

    @Test("the recorded conflicts merge as a set: one cleared on one side stays cleared, new ones are added once")
    func conflictListMerges() {
        let old = MergeConflict(habitID: Habit.fixture().id, habit: "Lesen", subject: .sameName, kept: .text("a"), other: .text("b"))
        var base = HabitCollection(habits: [Self.water()])
        base.conflicts = [old]
        var cleared = base
        cleared.conflicts = []
        #expect(HabitMerge.merge(ours: cleared, theirs: base, base: base).habits.conflicts.isEmpty)
        #expect(HabitMerge.merge(ours: base, theirs: cleared, base: base).habits.conflicts.isEmpty)
        #expect(HabitMerge.merge(ours: base, theirs: base, base: nil).habits.conflicts == [old])  // not doubled
    }

    @Test("a replacement is remembered by the day, and cleared with its amount")
    func replacementRemembered() throws {
        var habit = set(Self.water(), 5)
        #expect(habit.replacedAmounts == [Self.day: Amount(5)])
        try habit.log(Amount(2), on: Self.day, today: Self.today)
        #expect(habit.replacedAmounts == [Self.day: Amount(5)])  // an addition after it keeps it
        try habit.uncheck(on: Self.day, today: Self.today)
        #expect(habit.replacedAmounts.isEmpty)
    }
}
