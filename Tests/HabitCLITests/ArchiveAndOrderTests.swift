import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

/// `habit archive`, `unarchive`, `list --archived` and `habit move`, run in-process on the
/// golden fixture (Meditieren, Übung, 読書, Café, the long run), "today" Sunday 29 November 2026.
@Suite struct ArchiveAndOrderTests {
    private func world() throws -> TestWorld {
        try TestWorld(habits: Fixture.all)
    }

    private func lines(_ output: Output) -> [String] {
        output.stdout.split(separator: "\n").map(String.init)
    }

    @Test("An archived habit leaves list, show, todo, stats and names, and keeps its history")
    func archiveHides() throws {
        let world = try world()
        let archive = world.run("archive", "Übung")
        #expect(archive.stdout == "Archived “Übung”; its history is kept. Bring it back with: habit unarchive Übung\n")
        #expect(!world.run("list").stdout.contains("Übung"))
        #expect(!world.run("show").stdout.contains("Übung"))
        #expect(!world.run("todo").stdout.contains("Übung"))  // not open: archived
        #expect(!world.run("stats").stdout.contains("Übung"))
        #expect(!lines(world.run("names")).contains("Übung"))  // so completion does not offer it
        #expect(try world.habits()[1].completions.count == 2)  // history kept
        #expect(world.run("show", "Übung").exitCode == .success)  // named, it is still shown
        #expect(lines(world.run("list", "--archived")).contains { $0.contains("Übung") })
    }

    @Test("An archived habit still takes its name, is exported, and says archived in --json")
    func archivedStillCounts() throws {
        let world = try world()
        _ = world.run("archive", "Übung")
        let add = world.run("add", "übung")
        #expect(add.exitCode == .data)  // the name is taken
        #expect(world.run("export", "--format", "csv").stdout.contains("Übung,2026-11-27"))  // exported
        #expect(world.run("export", "--format", "json").stdout.contains("\"archived\" : true"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(world.run("list", "--archived", "--json").stdout.utf8))
                as? [[String: Any]])
        #expect(json.map { $0["name"] as? String } == ["Übung"])
        #expect(json.first?["archived"] as? Bool == true)
        #expect(json.first?["position"] as? Int == 1)  // first of the archived habits
    }

    @Test("unarchive brings a habit back in its place; twice says nothing changed")
    func unarchive() throws {
        let world = try world()
        _ = world.run("archive", "Übung")
        #expect(world.run("archive", "Übung").stdout == "“Übung” is already archived; nothing changed.\n")
        #expect(world.run("unarchive", "Übung").stdout == "“Übung” is back in the list.\n")
        #expect(world.run("unarchive", "Übung").stdout == "“Übung” is not archived; nothing changed.\n")
        #expect(lines(world.run("names"))[1] == "Übung")  // in its old place
    }

    @Test("undo takes back an archive")
    func undoArchive() throws {
        let world = try world()
        _ = world.run("archive", "Übung")
        #expect(world.run("undo").stdout.hasPrefix("“Übung” is back in the list, archived "))
        #expect(try world.habits()[1].isArchived == false)
    }

    @Test("With every habit archived, list says where they are")
    func allArchived() throws {
        let world = try TestWorld(habits: [Fixture.meditieren])
        _ = world.run("archive", "Meditieren")
        #expect(world.run("list").stdout == "The only habit is archived; see it with: habit list --archived\n")
        _ = world.run("unarchive", "Meditieren")
        #expect(world.run("list", "--archived").stdout == "No archived habits.\n")
    }

    @Test("A file without archived habits reads and writes byte for byte the same")
    func fileUnchanged() throws {
        let world = try world()
        let before = try #require(world.folder.bytes("habits.json"))
        _ = world.run("archive", "Übung")
        #expect(world.folder.text("habits.json")?.contains("\"archived\" : true") == true)
        _ = world.run("unarchive", "Übung")
        #expect(world.folder.bytes("habits.json") == before)  // no archived key left behind
    }

    @Test("move --to, --before and --after set the order list, names, show, stats and --json follow")
    func move() throws {
        let world = try world()
        #expect(world.run("move", "Café", "--to", "1").stdout == "Moved “Café” to position 1.\n")
        #expect(lines(world.run("names")) == ["Café", "Meditieren", "Übung", "読書", Fixture.longName])
        #expect(world.run("move", "読書", "--before", "Meditieren").stdout == "Moved “読書” to position 2.\n")
        #expect(world.run("move", "Café", "--after", "Übung").stdout == "Moved “Café” to position 4.\n")
        let order = ["読書", "Meditieren", "Übung", "Café", Fixture.longName]
        #expect(lines(world.run("names")) == order)
        #expect(try world.habits().map(\.name) == order)  // the order is the data file's
        let list = world.run("list").stdout
        let positions = order.compactMap { name in list.range(of: name)?.lowerBound }
        #expect(positions == positions.sorted() && positions.count == 5)  // list follows
        let stats = world.run("stats").stdout
        let statsPositions = order.compactMap { name in stats.range(of: name)?.lowerBound }
        #expect(statsPositions == statsPositions.sorted() && statsPositions.count == 5)  // stats follows
        let show = world.run("show").stdout
        let showPositions = order.compactMap { name in show.range(of: name)?.lowerBound }
        #expect(showPositions == showPositions.sorted() && showPositions.count == 5)  // show follows
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(world.run("list", "--json").stdout.utf8)) as? [[String: Any]])
        #expect(json.map { $0["name"] as? String } == order)
        #expect(json.map { $0["position"] as? Int } == [1, 2, 3, 4, 5])
        #expect(world.run("move", "Café", "--to", "4").stdout == "“Café” is already at position 4; nothing changed.\n")
        _ = world.run("add", "Lesen")
        #expect(lines(world.run("names")).last == "Lesen")  // new habits at the end
    }

    @Test(
        "move needs exactly one target and a position from 1",
        arguments: [
            ["move", "Café"], ["move", "Café", "--to", "1", "--after", "Übung"], ["move", "Café", "--to", "0"],
            ["move", "Café", "--to", "x"],
        ])
    func moveUsage(_ arguments: [String]) throws {
        let world = try world()
        let before = world.folder.bytes("habits.json")
        let output = world.run(arguments)
        #expect(output.exitCode == .usage)  // exit 2
        #expect(output.stderr.hasPrefix("habit: "))
        #expect(world.folder.bytes("habits.json") == before)  // nothing written
    }

    @Test("Archive and move speak German")
    func german() throws {
        let world = try TestWorld(habits: Fixture.all, environment: ["LANG": "de_DE.UTF-8"])
        #expect(
            world.run("archive", "Übung").stdout
                == "„Übung“ archiviert; der Verlauf bleibt. Zurückholen mit: habit unarchive Übung\n")
        #expect(world.run("move", "Café", "--to", "1").stdout == "„Café“ steht jetzt an Stelle 1.\n")
        #expect(world.run("move", "Café").stderr.hasPrefix("habit: habit move braucht genau eins von --to N"))
    }
}

/// The optional `archived` key of the data file.
@Suite struct ArchivedKeyTests {
    private func file(archived: String) -> [UInt8] {
        Array(
            """
            {"habits": [{"archived": \(archived), "color": "blue", "created": "2026-11-01", "done": [],
            "icon": "📚", "id": "00000000-0000-0000-0000-000000000001", "name": "Lesen"}], "version": 1}
            """.utf8)
    }

    @Test("archived reads true and false, and refuses anything else naming the key")
    func reads() throws {
        guard case .habits(let yes) = try StoreFormat.decode(file(archived: "true")) else { Issue.record(); return }
        #expect(yes.habits[0].isArchived)
        guard case .habits(let no) = try StoreFormat.decode(file(archived: "false")) else { Issue.record(); return }
        #expect(!no.habits[0].isArchived)
        #expect(throws: FormatProblem.wrongType(path: "habits[0].archived", expected: .boolean)) {
            try StoreFormat.decode(file(archived: "\"yes\""))
        }
    }
}

/// `habit names --archived`, which completion asks for `unarchive`.
@Suite struct ArchivedNamesTests {
    @Test("names --archived lists the archived habits only, in order")
    func archivedNames() throws {
        let world = try TestWorld(habits: Fixture.all)
        _ = world.run("archive", "読書")
        _ = world.run("archive", "Übung")
        #expect(world.run("names", "--archived").stdout == "Übung\n読書\n")
        #expect(!world.run("names").stdout.contains("Übung"))
    }
}
