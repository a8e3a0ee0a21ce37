import Foundation
import HabitTestSupport
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitCLI
@testable import HabitStore
@testable import HabitSystem
@testable import HabitCore

/// Groups in the data file (issue 38): `members`, `membersTag` and `needs`, format version 4.
@Suite struct GroupStoreTests {
    static func habit(_ number: Int, _ name: String) -> Habit {
        Habit(
            id: UUID(uuidString: "00000000-0000-0000-0000-0000000000\(10 + number)")!, name: name, icon: "✅",
            color: .blue, created: Day("2026-11-01")!, completions: [Day("2026-11-02")!])
    }

    static func collection() -> HabitCollection {
        let reading = habit(1, "Lesen")
        var stretching = habit(2, "Dehnen")
        stretching.isArchived = true
        stretching.archivedOn = Day("2026-11-20")!
        var routine = habit(3, "Morgenroutine")
        routine.setGroup(HabitGroup(members: [reading.id, stretching.id], needs: .count(2)))
        var sport = habit(4, "Sport")
        sport.setGroup(HabitGroup(membersTag: "sport", needs: .any))
        var anyTwo = habit(5, "Alles")
        anyTwo.setGroup(HabitGroup(members: [reading.id], needs: .all))
        return HabitCollection(habits: [reading, stretching, routine, sport, anyTwo])
    }

    @Test("a group's members, tag and needs, and an archive day, read back as written")
    func roundTrip() throws {
        let text = StoreFormat.encode(Self.collection())
        #expect(text.contains("\"members\" : ["))
        #expect(text.contains("\"needs\" : 2"))
        #expect(text.contains("\"needs\" : \"any\""))
        #expect(text.contains("\"needs\" : \"all\""))
        #expect(text.contains("\"membersTag\" : \"sport\""))
        #expect(text.contains("\"archivedOn\" : \"2026-11-20\""))
        guard case .habits(let read) = try StoreFormat.decode(Array(text.utf8)) else {
            Issue.record("not read as habits")
            return
        }
        #expect(read.habits == Self.collection().habits)
        #expect(StoreFormat.encode(read) == text)
    }

    @Test("a file with a group is format version 4; a file without one keeps its version")
    func formatVersion() {
        #expect(StoreFormat.version(of: Self.collection()) == 4)
        #expect(StoreFormat.version(of: HabitCollection(habits: [Self.habit(1, "Lesen")])) == 1)
        #expect(StoreFormat.version(of: HabitCollection(habits: [Self.habit(1, "Lesen")], weekStart: .sunday)) == 2)
    }

    @Test("needs of 0, an unknown word or a bad member id is refused, naming the key")
    func badValues() {
        func file(_ group: String) -> [UInt8] {
            Array(
                """
                {"habits": [{"color": "blue", "created": "2026-11-01", "icon": "x", "id": "00000000-0000-0000-0000-000000000011", "name": "G", \(group)}], "version": 4}
                """.utf8)
        }
        #expect(throws: FormatProblem.unknownValue(path: "habits[0].needs", text: "0")) {
            try StoreFormat.decode(file("\"members\": [], \"needs\": 0"))
        }
        #expect(throws: FormatProblem.unknownValue(path: "habits[0].needs", text: "most")) {
            try StoreFormat.decode(file("\"members\": [], \"needs\": \"most\""))
        }
        #expect(throws: FormatProblem.badID(path: "habits[0].members[0]", text: "nope")) {
            try StoreFormat.decode(file("\"members\": [\"nope\"]"))
        }
    }

    @Test("an export with groups imports back into an empty file with its groups")
    func exportImport() throws {
        let world = try TestWorld()
        try world.folder.write(StoreFormat.encode(Self.collection()), to: "habits.json")
        try world.folder.write(world.run("export").stdout, to: "export.json")
        let other = try TestWorld()
        #expect(other.run("import", world.folder.file("export.json")).exitCode == .success)
        let groups = try other.habits().filter(\.isGroup)
        #expect(groups.map(\.name) == ["Morgenroutine", "Sport", "Alles"])
        #expect(groups.first?.group == HabitGroup(members: [Self.habit(1, "").id, Self.habit(2, "").id], needs: .count(2)))
    }
}
