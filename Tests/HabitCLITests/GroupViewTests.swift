import Foundation
import HabitCore
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitCLI
@testable import HabitStore
@testable import HabitSystem

/// Groups in the views and `check GROUP` (issue 38). Today is Sunday, 29 November 2026 in Berlin
/// (``Fixed``): Meditieren, Lesen and Dehnen were all done yesterday; today only Lesen.
@Suite struct GroupViewTests {
    func world(language: String = "en_GB.UTF-8", needs: HabitGroup.Needs = .all, tags: [String] = []) throws -> TestWorld {
        let names = ["Meditieren", "Lesen", "Dehnen"]
        var habits = names.indices.map { index in
            Habit(
                id: fixtureID(index + 1), name: names[index], icon: "✅", color: .blue, created: day("2026-11-28"),
                completions: index == 1 ? days("2026-11-28", "2026-11-29") : days("2026-11-28", "2026-11-28"))
        }
        var group = Habit(id: fixtureID(9), name: "Morgenroutine", icon: "🌅", color: .blue, created: day("2026-11-29"))
        group.setGroup(HabitGroup(members: habits.map(\.id), needs: needs))
        habits.append(group)
        for index in habits.indices { habits[index].setTags(tags) }
        return try TestWorld(habits: habits, environment: ["LANG": language])
    }

    @Test("list: the group's own row says how many members are done; the tally leaves groups out")
    func list() throws {
        let output = try world().run("list").stdout
        #expect(output.hasPrefix("1 of 3 done today\n"))  // three habits, not four
        #expect(output.contains("◌ 🌅 Morgenroutine  🔥 1  1 of 3 done\n"))  // yesterday done, today open
        let german = try world(language: "de_DE.UTF-8").run("list").stdout
        #expect(german.contains("Morgenroutine  🔥 1  1 von 3 erledigt"))
        let french = try world(language: "fr_FR.UTF-8").run("list").stdout
        #expect(french.contains("Morgenroutine  🔥 1  1 sur 3 faites"))
    }

    @Test("todo: a group is open while not done; on a terminal it says what is missing, in a pipe its name")
    func todo() throws {
        var world = try world()
        #expect(world.run("todo").stdout == "Meditieren\nDehnen\nMorgenroutine\n")
        world.stdoutIsTerminal = true
        #expect(world.run("todo").stdout.contains("Morgenroutine: Meditieren, Dehnen\n"))
    }

    @Test("show and --json: what the group is made of, members as [{id, name}] and needs")
    func showAndJSON() throws {
        let world = try world(needs: .count(2))
        let shown = world.run("show", "Morgenroutine").stdout
        #expect(
            shown.contains(
                "A group of Meditieren, Lesen and Dehnen: done on a day when 2 of them due that day are done."))
        let json = try JSONSerialization.jsonObject(with: Data(world.run("show", "Morgenroutine", "--json").stdout.utf8))
        let object = try #require(json as? [String: Any])
        let members = try #require(object["members"] as? [[String: Any]])
        #expect(members.map { $0["name"] as? String } == ["Meditieren", "Lesen", "Dehnen"])
        #expect(members.first?["id"] as? String == fixtureID(1).uuidString)
        #expect(object["needs"] as? Int == 2)
        #expect(object["streak"] as? Int == 1)  // yesterday: all three; today: open
        let all = try JSONSerialization.jsonObject(with: Data(try self.world().run("list", "--json").stdout.utf8))
        #expect((all as? [[String: Any]])?.last?["needs"] as? String == "all")
    }

    @Test("stats and the status line: the group's figures, and x/y without groups")
    func statsAndStatus() throws {
        let world = try world()
        let stats = world.run("stats", "Morgenroutine").stdout
        #expect(stats.contains("Current streak:     1 day in a row"))
        #expect(stats.contains("Record:             1 day (Nov 28, 2026)"))
        #expect(world.run("status").stdout.hasPrefix("1/3"))
    }

    @Test("stats --tag: the combined completion counts the members, not the group made of them again")
    func combinedCompletionLeavesGroupsOut() throws {
        let stats = try world(tags: ["morgens"]).run("stats", "--tag", "morgens").stdout
        #expect(stats.contains("3 habits"), "\(stats)")
        #expect(!stats.contains("4 habits"))
    }

    @Test("check GROUP checks every member not done as one change that one undo takes back")
    func checkGroup() throws {
        let world = try world()
        let checked = world.run("check", "Morgenroutine")
        #expect(checked.exitCode == .success)
        #expect(checked.stdout.contains("Meditieren") && checked.stdout.contains("Dehnen") && !checked.stdout.contains("Lesen"))
        #expect(try world.habits().allSatisfy { $0.isGroup || $0.completions.contains(day("2026-11-29")) })
        #expect(world.run("list").stdout.hasPrefix("3 of 3 done today\n"))
        #expect(world.run("undo").exitCode == .success)
        let after = try world.habits()
        #expect(after.filter { $0.completions.contains(day("2026-11-29")) }.map(\.name) == ["Lesen"])
        #expect(world.run("uncheck", "Morgenroutine").exitCode == .success)
        #expect(try world.habits().allSatisfy { !$0.completions.contains(day("2026-11-29")) })
    }

    @Test("skip GROUP skips its members not done; toggle and log are refused, the file unchanged")
    func skipAndRefusals() throws {
        let world = try world()
        #expect(world.run("skip", "Morgenroutine").exitCode == .success)
        #expect(try world.habits().filter { $0.skips.contains(day("2026-11-29")) }.map(\.name) == ["Meditieren", "Dehnen"])
        let before = try String(contentsOfFile: world.file, encoding: .utf8)
        for arguments in [["toggle", "Morgenroutine", "Lesen"], ["log", "Morgenroutine", "1"]] {
            let output = world.run(arguments)
            #expect(output.exitCode == .usage)
            #expect(output.stderr.contains("Morgenroutine is a group: its days follow from its habits"))
        }
        #expect(try String(contentsOfFile: world.file, encoding: .utf8) == before)
    }

    @Test("toggle GROUP (the TUI's Space) checks it while not done, and unchecks it when done")
    func toggleGroup() throws {
        let world = try world()
        #expect(world.run("toggle", "Morgenroutine").exitCode == .success)
        #expect(try world.habits().allSatisfy { $0.isGroup || $0.completions.contains(day("2026-11-29")) })
        #expect(world.run("toggle", "Morgenroutine").exitCode == .success)
        #expect(try world.habits().allSatisfy { !$0.completions.contains(day("2026-11-29")) })
    }

    @Test("check of an any or N group is refused, naming the members that could be checked")
    func checkAnyGroup() throws {
        let world = try world(needs: .any)
        let before = try String(contentsOfFile: world.file, encoding: .utf8)
        let output = world.run("check", "Morgenroutine")
        #expect(output.exitCode == .usage)
        #expect(output.stderr == "habit: Morgenroutine needs only some of its habits; check the ones you did: Meditieren and Dehnen.\n")
        #expect(try String(contentsOfFile: world.file, encoding: .utf8) == before)
    }
}

/// Groups end to end through the built binary, on the fixed clock.
@Suite(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct GroupBinaryTests {
    @Test("add a group, check it, list it and undo it, in the built binary")
    func endToEnd() throws {
        let scratch = try ScratchFolder()
        for name in ["Meditieren", "Lesen"] { #expect(try RealBinary.run(["add", name], in: scratch).status == 0) }
        let added = try RealBinary.run(["add", "Morgenroutine", "--of", "medi,lesen"], in: scratch)
        #expect(added.stdout.contains("Morgenroutine is a group of Meditieren and Lesen"))
        #expect(try RealBinary.run(["check", "Morgenroutine"], in: scratch).status == 0)
        let list = try RealBinary.run(["list"], in: scratch).stdout
        #expect(list.hasPrefix("2 of 2 done today"))
        #expect(list.contains("Morgenroutine  🔥 1  2 of 2 done"))
        #expect(try RealBinary.run(["undo"], in: scratch).status == 0)
        #expect(try RealBinary.run(["list"], in: scratch).stdout.hasPrefix("0 of 2 done today"))
        let refused = try RealBinary.run(["add", "X", "--of", "Lesen", "--needs", "0"], in: scratch)
        #expect(refused.status == 2)
    }
}
