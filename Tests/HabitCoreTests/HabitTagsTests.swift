import Foundation
@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// Tags: compared as names are, kept once each, and merged as a set.
@Suite struct HabitTagsTests {
    static let id = UUID(uuidString: "00000000-0000-0000-0000-0000000000C1")!

    /// Lesen, created on 20 November 2026, with `tags`.
    func lesen(_ tags: [String]) -> Habit {
        var habit = Habit(id: Self.id, name: "Lesen", icon: "📚", color: .blue, created: Day("2026-11-20")!)
        habit.setTags(tags)
        return habit
    }

    func merged(ours: [String], theirs: [String], base: [String]?) -> [String] {
        let result = HabitMerge.merge(
            ours: HabitCollection(habits: [lesen(ours)]), theirs: HabitCollection(habits: [lesen(theirs)]),
            base: base.map { HabitCollection(habits: [lesen($0)]) })
        return result.habits.habits.first?.tags ?? []
    }

    @Test("a tag is checked like a name: trimmed, not empty, no control character or comma, at most 40 long")
    func checked() throws {
        #expect(try HabitTag.checked("  morgens ") == "morgens")
        #expect(throws: NameProblem.empty) { try HabitTag.checked("   ") }
        #expect(throws: NameProblem.empty) { try HabitTag.checked("") }
        #expect(throws: NameProblem.controlCharacter("a\tb")) { try HabitTag.checked("a\tb") }
        #expect(throws: NameProblem.controlCharacter("a,b")) { try HabitTag.checked("a,b") }
        #expect(throws: NameProblem.tooLong(length: 41, maximum: 40)) { try HabitTag.checked(String(repeating: "x", count: 41)) }
    }

    @Test("tags that differ in case, accents or width are one tag, the first spelling kept")
    func folding() {
        var habit = lesen(["Morgens", "morgens", "MÖRGENS", "gesund"])
        #expect(habit.tags == ["Morgens", "gesund"])
        #expect(habit.hasTag("mörgens"))
        let added = habit.addTags(["GESUND"])
        #expect(!added)
        let removed = habit.removeTags(["morgens"])
        #expect(removed)
        #expect(habit.tags == ["gesund"])
    }

    @Test("the collection's tags come in the order met going down the habits, and keep their spelling")
    func collectionTags() {
        var second = lesen(["gesund", "abends"])
        second = Habit(id: UUID(), name: "Laufen", icon: "🏃", color: .green, created: second.created)
        second.setTags(["Gesund", "abends"])
        let collection = HabitCollection(habits: [lesen(["morgens", "gesund"]), second])
        #expect(collection.tags == ["morgens", "gesund", "abends"])
        #expect(collection.spelling(of: "ABENDS") == "abends")
        #expect(collection.spelling(of: "neu") == "neu")
    }

    struct MergeCase: CustomTestStringConvertible, Sendable {
        let name: String
        let ours: [String]
        let theirs: [String]
        let base: [String]?
        let merged: [String]
        var testDescription: String { name }
    }

    static let merges: [MergeCase] = [
        MergeCase(name: "each side added one: both", ours: ["a", "b"], theirs: ["a", "c"], base: ["a"], merged: ["a", "b", "c"]),
        MergeCase(name: "theirs removed one: gone", ours: ["a", "b"], theirs: ["a"], base: ["a", "b"], merged: ["a"]),
        MergeCase(name: "ours removed one, theirs added one", ours: ["b"], theirs: ["a", "b", "c"], base: ["a", "b"], merged: ["b", "c"]),
        MergeCase(name: "two-way: the union", ours: ["a"], theirs: ["b"], base: nil, merged: ["a", "b"]),
        MergeCase(name: "both removed the same", ours: [], theirs: [], base: ["a"], merged: []),
    ]

    @Test("tags merge as a set: three-way, a tag one side removed is gone and one either side added is there", arguments: merges)
    func merge(_ example: MergeCase) {
        #expect(merged(ours: example.ours, theirs: example.theirs, base: example.base) == example.merged)
    }
}
