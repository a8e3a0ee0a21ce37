import Foundation
@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// `HabitCollection.move(_:to:)` and archiving: the order a person keeps, which is the stored
/// order, and habits kept out of the daily views.
@Suite("Order and archive")
struct HabitOrderTests {
    /// Five habits A–E, added in that order, created on 1 November 2026.
    private func collection() throws -> HabitCollection {
        var habits = HabitCollection()
        for name in ["A", "B", "C", "D", "E"] {
            try habits.add(name: name, icon: "✅", color: .blue, created: Day("2026-11-01")!)
        }
        return habits
    }

    private func id(_ name: String, in habits: HabitCollection) throws -> UUID {
        try habits.find(name).id
    }

    struct Move: Sendable, CustomTestStringConvertible {
        let name: String
        let habit: String
        let placement: String
        let order: String
        var testDescription: String { name }
    }

    @Test(
        "A habit moves to a position, before or after another",
        arguments: [
            Move(name: "E to the top", habit: "E", placement: "to 1", order: "EABCD"),
            Move(name: "A to position 3", habit: "A", placement: "to 3", order: "BCADE"),
            Move(name: "B past the end goes last", habit: "B", placement: "to 99", order: "ACDEB"),
            Move(name: "D before B", habit: "D", placement: "before B", order: "ADBCE"),
            Move(name: "A after C", habit: "A", placement: "after C", order: "BCADE"),
            Move(name: "E after E changes nothing", habit: "E", placement: "after E", order: "ABCDE"),
        ])
    func move(_ example: Move) throws {
        var habits = try collection()
        let words = example.placement.split(separator: " ").map(String.init)
        let placement: Placement =
            switch words[0] {
            case "to": .position(Int(words[1])!)
            case "before": .before(try id(words[1], in: habits))
            default: .after(try id(words[1], in: habits))
            }
        let changed = habits.move(try id(example.habit, in: habits), to: placement)
        #expect(habits.habits.map(\.name).joined() == example.order)
        #expect(changed == (example.order != "ABCDE"))  // true exactly when the order changed
    }

    @Test("Positions count the active habits; archived ones keep their place and stay out of the way")
    func positionsSkipArchived() throws {
        var habits = try collection()
        habits.setArchived(try id("B", in: habits), true)
        #expect(habits.active.map(\.name) == ["A", "C", "D", "E"])
        #expect(habits.archived.map(\.name) == ["B"])
        #expect(habits.position(of: try id("C", in: habits)) == 2)  // second in the list, B hidden
        habits.move(try id("E", in: habits), to: .position(2))  // second of the active habits
        #expect(habits.active.map(\.name) == ["A", "E", "C", "D"])
    }

    @Test("An archived habit keeps its history and still takes its name")
    func archivedKeepsName() throws {
        var habits = try collection()
        let a = try id("A", in: habits)
        let archived = habits.setArchived(a, true)
        #expect(archived)  // changed
        let again = habits.setArchived(a, true)
        #expect(!again)  // archiving twice changes nothing
        var copy = habits
        #expect(throws: HabitError.nameTaken("A")) { try copy.add(name: "a", icon: "✅", color: .red, created: Day("2026-11-02")!) }
        let back = habits.setArchived(a, false)
        #expect(back)
        #expect(habits.active.count == 5)
    }

    @Test("New habits go to the end")
    func newAtEnd() throws {
        var habits = try collection()
        habits.move(try id("E", in: habits), to: .position(1))
        try habits.add(name: "F", icon: "✅", color: .blue, created: Day("2026-11-02")!)
        #expect(habits.habits.map(\.name).joined() == "EABCDF")
    }
}
