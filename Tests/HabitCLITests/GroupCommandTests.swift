import Foundation
import HabitCore
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitCLI
@testable import HabitStore
@testable import HabitSystem

/// Groups on the command line (issue 38): `add --of`, `--of-tag`, `--needs`, `edit` of members
/// and needs, and what they refuse. Today is Sunday, 29 November 2026 in Berlin (``Fixed``).
@Suite struct GroupCommandTests {
    /// Meditieren (done today), Lesen, Dehnen and "Lesen, Schreiben" (a name with a comma).
    func world(language: String = "en_GB.UTF-8") throws -> TestWorld {
        let meditieren = Habit(
            id: fixtureID(1), name: "Meditieren", icon: "🧘", color: .blue, created: day("2026-11-20"),
            completions: days("2026-11-29", "2026-11-29"))
        let lesen = Habit(id: fixtureID(2), name: "Lesen", icon: "📚", color: .green, created: day("2026-11-20"))
        let dehnen = Habit(id: fixtureID(3), name: "Dehnen", icon: "🤸", color: .cyan, created: day("2026-11-20"))
        let komma = Habit(id: fixtureID(4), name: "Lesen, Schreiben", icon: "✍️", color: .cyan, created: day("2026-11-20"))
        return try TestWorld(habits: [meditieren, lesen, dehnen, komma], environment: ["LANG": language])
    }

    func group(_ name: String, in world: TestWorld) throws -> HabitGroup? {
        try #require(try world.habits().first { $0.name == name }).group
    }

    @Test("add --of makes a group of the habits named (prefixes, folded case), all by default, and says so")
    func addGroup() throws {
        let world = try world()
        let output = world.run("add", "Morgenroutine", "--of", "medi,LESEN", "--of", "dehn")
        #expect(output.exitCode == .success)
        #expect(
            output.stdout.contains(
                "Morgenroutine is a group of Meditieren, Lesen and Dehnen: done on a day when all of them due that day are done."
            ))
        #expect(try group("Morgenroutine", in: world) == HabitGroup(members: [fixtureID(1), fixtureID(2), fixtureID(3)]))
        #expect(try String(contentsOfFile: world.file, encoding: .utf8).contains("\"version\" : 4"))
    }

    @Test("a comma splits only where the whole text is not a habit's name")
    func commaInName() throws {
        let world = try world()
        #expect(world.run("add", "Schreibtisch", "--of", "Lesen, Schreiben", "--needs", "any").exitCode == .success)
        #expect(try group("Schreibtisch", in: world) == HabitGroup(members: [fixtureID(4)], needs: .any))
        #expect(world.run("add", "Abend", "--of", "Lesen,Dehnen", "--needs", "2").exitCode == .success)
        #expect(try group("Abend", in: world) == HabitGroup(members: [fixtureID(2), fixtureID(3)], needs: .count(2)))
    }

    @Test("add --of-tag makes a group of the tag's habits")
    func addTagGroup() throws {
        let world = try world()
        _ = world.run("edit", "Lesen", "--tag", "abends")
        #expect(world.run("add", "Abend", "--of-tag", "Abends").exitCode == .success)
        #expect(try group("Abend", in: world) == HabitGroup(membersTag: "abends"))
    }

    /// Each refusal: one sentence on standard error, its exit code, the file unchanged.
    @Test(
        "bad groups are refused with one sentence and the file unchanged",
        arguments: [
            (["add", "G", "--of", "Lesen", "--needs", "0"], ExitCode.usage, "0 is not what a group can need"),
            (["add", "G", "--of", "Lesen,Dehnen,Medi", "--needs", "4"], .usage, "--needs 4 asks for more than the group's 3 members"),
            (["add", "G", "--of", "Lesen,Nirgends"], .data, "There is no habit “Nirgends”"),
            (["add", "G", "--of", "Routine"], .usage, "Routine is a group itself, and a group cannot hold a group"),
            (["add", "G", "--of", ","], .usage, "G would have no habits"),
            (["add", "G", "--of-tag", "nichts"], .usage, "No habit has the tag nichts"),
            (["add", "G", "--of", "Lesen", "--of-tag", "x"], .usage, "--of and --of-tag cannot be combined"),
            (["add", "G", "--of", "Lesen", "--per-week", "2"], .usage, "A group cannot take --per-week"),
            (["edit", "Routine", "--of", "Routine"], .usage, "Routine cannot be a member of itself"),
            (["edit", "Routine", "--remove-member", "Lesen"], .usage, "Routine would have no habits"),
            (["edit", "Routine", "--remove-member", "Dehnen"], .usage, "Dehnen is not a member of Routine"),
            (["edit", "Lesen", "--needs", "any"], .usage, "Lesen is not a group"),
            (["edit", "Lesen", "--of", "Dehnen"], .usage, "Lesen is a habit of the group Routine"),
            (["edit", "Routine", "--days", "mon"], .usage, "A group cannot take --days"),
        ] as [([String], ExitCode, String)])
    func refusals(arguments: [String], code: ExitCode, sentence: String) throws {
        let world = try world()
        #expect(world.run("add", "Routine", "--of", "Lesen").exitCode == .success)
        let before = try String(contentsOfFile: world.file, encoding: .utf8)
        let output = world.run(arguments)
        #expect(output.exitCode == code)
        #expect(output.stderr.contains(sentence), "\(output.stderr)")
        #expect(output.stderr.split(separator: "\n").count == 1)
        #expect(try String(contentsOfFile: world.file, encoding: .utf8) == before)
    }

    @Test("edit changes members and needs; a renamed member stays, a deleted one leaves with a notice")
    func editMembers() throws {
        let world = try world()
        #expect(world.run("add", "Routine", "--of", "Lesen").exitCode == .success)
        #expect(world.run("edit", "Routine", "--add-member", "Dehnen,Medi", "--needs", "2").exitCode == .success)
        #expect(try group("Routine", in: world) == HabitGroup(members: [fixtureID(2), fixtureID(3), fixtureID(1)], needs: .count(2)))
        #expect(world.run("rename", "Lesen", "Buch").exitCode == .success)
        #expect(try group("Routine", in: world)?.members.contains(fixtureID(2)) == true)
        let deleted = world.run("delete", "Dehnen", "--yes")
        #expect(deleted.stdout.contains("Dehnen left the group Routine."))
        #expect(try group("Routine", in: world)?.members == [fixtureID(2), fixtureID(1)])
        #expect(world.run("edit", "Routine", "--of", "Medi", "--needs", "all").exitCode == .success)
        #expect(try group("Routine", in: world) == HabitGroup(members: [fixtureID(1)], needs: .all))
    }

    @Test("the sentences in German and French")
    func languages() throws {
        let german = try world(language: "de_DE.UTF-8")
        #expect(
            german.run("add", "Routine", "--of", "Lesen,Dehnen", "--needs", "any").stdout.contains(
                "Routine ist eine Gruppe aus Lesen und Dehnen: erledigt an einem Tag, an dem eine davon erledigt ist."))
        let french = try world(language: "fr_FR.UTF-8")
        #expect(french.run("add", "Routine", "--of", "Lesen", "--needs", "0").stderr.contains("n'est pas ce qu'un groupe peut demander"))
    }
}

/// What else groups touch: the archive day, the CSV export's notice, completion of `--of`.
@Suite struct GroupEdgeTests {
    @Test("archive records the day a member leaves its groups; unarchive clears it")
    func archiveDay() throws {
        let world = try TestWorld(habits: [Habit(id: fixtureID(1), name: "Lesen", icon: "📚", color: .blue, created: day("2026-11-01"))])
        #expect(world.run("archive", "Lesen").exitCode == .success)
        #expect(try world.habits().first?.archivedOn == day("2026-11-29"))
        #expect(world.run("unarchive", "Lesen").exitCode == .success)
        #expect(try world.habits().first?.archivedOn == nil)
    }

    @Test("the CSV export says a group's settings are left out")
    func csvNotice() throws {
        // Default icon and the first default colour: nothing but being a group is left out.
        var group = Habit(
            id: fixtureID(2), name: "G", icon: Defaults.icon, color: Defaults.color(existingHabits: 0),
            created: day("2026-11-01"))
        #expect(HabitCSV.habitsWithSettingsLeftOut(HabitCollection(habits: [group])) == 0)
        group.setGroup(HabitGroup(members: [fixtureID(1)]))
        #expect(HabitCSV.habitsWithSettingsLeftOut(HabitCollection(habits: [group])) == 1)
    }

    @Test("--of, --add-member and --remove-member complete habit names; --needs its words")
    func completion() throws {
        let add = try #require(CommandTable.commands.first { $0.name == .add })
        let of = try #require(add.options.first { $0.name == .of })
        #expect(CompletionScript.values(of: of) == .habits)
        let needs = try #require(add.options.first { $0.name == .needs })
        #expect(CompletionScript.values(of: needs) == .words(["all", "any", "2"]))
    }
}

/// Groups through undo, redo, history and `habit merge` (issue 38).
@Suite struct GroupSyncTests {
    static func habits(members: [Int], needs: HabitGroup.Needs) -> [Habit] {
        var list = (1...3).map { number in
            Habit(id: fixtureID(number), name: "H\(number)", icon: "✅", color: .blue, created: day("2026-11-20"))
        }
        var group = Habit(id: fixtureID(9), name: "Routine", icon: "✅", color: .blue, created: day("2026-11-20"))
        group.setGroup(HabitGroup(members: members.map(fixtureID), needs: needs))
        list.append(group)
        return list
    }

    @Test("add --of is one change: undo takes the group away, redo brings it back, history names it")
    func undoRedo() throws {
        let world = try TestWorld(habits: Array(Self.habits(members: [1], needs: .all).prefix(3)))
        #expect(world.run("add", "Routine", "--of", "H1,H2").exitCode == .success)
        #expect(world.run("undo").exitCode == .success)
        #expect(try world.habits().allSatisfy { !$0.isGroup })
        #expect(world.run("redo").exitCode == .success)
        #expect(try world.habits().last?.group == HabitGroup(members: [fixtureID(1), fixtureID(2)]))
        #expect(world.run("history").stdout.contains("add Routine"))
    }

    @Test("habit merge: members added here and removed there merge by id; needs changed on both sides is a conflict")
    func merge() throws {
        let world = try TestWorld(habits: Self.habits(members: [1, 2, 3], needs: .any))  // here: added 3, needs any
        try world.folder.write(
            StoreFormat.encode(HabitCollection(habits: Self.habits(members: [2], needs: .count(2)))), to: "other.json")
        try world.folder.write(
            StoreFormat.encode(HabitCollection(habits: Self.habits(members: [1, 2], needs: .all))), to: "base.json")
        let output = world.run("merge", world.folder.file("other.json"), "--base", world.folder.file("base.json"))
        #expect(output.exitCode == .success)
        let group = try #require(try world.habits().first { $0.isGroup })
        #expect(group.group == HabitGroup(members: [fixtureID(2), fixtureID(3)], needs: .any))
        let conflicts = try HabitStore(path: world.file).load().conflicts
        #expect(conflicts.map(\.subject) == [.field(.group)])
    }
}
