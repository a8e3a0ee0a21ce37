import Foundation
import Testing

@testable import HabitCore

/// Merging groups (issue 38): members by id, tag and needs as one field with a conflict.
@Suite struct GroupMergeTests {
    static let a = UUID(uuidString: "00000000-0000-0000-0000-0000000000A1")!
    static let b = UUID(uuidString: "00000000-0000-0000-0000-0000000000A2")!
    static let c = UUID(uuidString: "00000000-0000-0000-0000-0000000000A3")!

    static func group(_ members: [UUID], needs: HabitGroup.Needs = .all) -> Habit {
        var habit = Habit.fixture()
        habit.setGroup(HabitGroup(members: members, needs: needs))
        return habit
    }

    static func merge(_ ours: Habit, _ theirs: Habit, base: Habit?) -> MergeResult {
        HabitMerge.merge(
            ours: HabitCollection(habits: [ours]), theirs: HabitCollection(habits: [theirs]),
            base: base.map { HabitCollection(habits: [$0]) })
    }

    @Test("a member added on one side and another removed on the other are both merged, by id")
    func membersByID() {
        let base = Self.group([Self.a, Self.b])
        let ours = Self.group([Self.a, Self.b, Self.c])  // added c
        let theirs = Self.group([Self.b])  // removed a
        let result = Self.merge(ours, theirs, base: base)
        #expect(result.habits.habits[0].group?.members == [Self.b, Self.c])
        #expect(result.conflicts.isEmpty)
    }

    @Test("needs changed differently on both sides: ours kept, the conflict recorded")
    func needsConflict() {
        let base = Self.group([Self.a, Self.b])
        let ours = Self.group([Self.a, Self.b], needs: .any)
        let theirs = Self.group([Self.a, Self.b], needs: .count(2))
        let result = Self.merge(ours, theirs, base: base)
        #expect(result.habits.habits[0].group?.needs == .any)
        #expect(
            result.conflicts == [
                MergeConflict(
                    habitID: ours.id, habit: ours.name, subject: .field(.group), kept: .text("needs any"),
                    other: .text("needs 2"))
            ])
    }

    @Test("needs changed on one side only is taken without conflict")
    func needsOneSide() {
        let base = Self.group([Self.a, Self.b])
        var theirs = Self.group([Self.a, Self.b], needs: .any)
        theirs.isArchived = false
        let ours = Self.group([Self.a, Self.b, Self.c])
        let result = Self.merge(ours, theirs, base: base)
        #expect(result.habits.habits[0].group == HabitGroup(members: [Self.a, Self.b, Self.c], needs: .any))
        #expect(result.conflicts.isEmpty)
    }
}
