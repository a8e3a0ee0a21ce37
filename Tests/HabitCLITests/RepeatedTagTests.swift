import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `--tag` and `--untag` given more than once (issue 26): the parser's repeatable options
/// collect every value in the order typed, where any other option given twice is still
/// refused. Today is Sunday, 29 November 2026 in Berlin (``Fixed``).
@Suite struct RepeatedTagTests {
    /// Lesen (done today) tagged morgens, Laufen tagged morgens and draußen, Wasser abends.
    func world() throws -> TestWorld {
        let lesen = Habit(
            id: fixtureID(1), name: "Lesen", icon: "📚", color: .blue, created: day("2026-11-20"),
            completions: days("2026-11-29", "2026-11-29"))
        let laufen = Habit(id: fixtureID(2), name: "Laufen", icon: "🏃", color: .green, created: day("2026-11-20"))
        let wasser = Habit(id: fixtureID(3), name: "Wasser", icon: "💧", color: .cyan, created: day("2026-11-20"))
        let world = try TestWorld(habits: [lesen, laufen, wasser])
        #expect(world.run("edit", "Lesen", "--tag", "morgens").exitCode == .success)
        #expect(world.run("edit", "Laufen", "--tag", "morgens,draußen").exitCode == .success)
        #expect(world.run("edit", "Wasser", "--tag", "abends").exitCode == .success)
        return world
    }

    func tags(of name: String, in world: TestWorld) throws -> [String] {
        try #require(try world.habits().first { $0.name == name }).tags
    }

    /// The tags `arguments` give the command's ``TagFilter``, or the parser's error.
    func filter(_ arguments: [String]) throws -> [String] {
        let command = try ArgumentParser.parse(arguments).command.get()
        return try #require(command as? ListCommand).tagFilter.tags
    }

    @Test("--tag given twice or more collects every tag in the order typed, each once by key")
    func parserCollects() throws {
        #expect(try filter(["list", "--tag", "a", "--tag", "b"]) == ["a", "b"])
        #expect(try filter(["list", "--tag", "a,b", "--tag", "c"]) == ["a", "b", "c"])
        #expect(try filter(["list", "--tag=a", "--tag", "B", "--tag", "A,b,c"]) == ["a", "B", "c"])  // the first spelling
        #expect(try filter(["--tag", "a", "list", "--tag", "b"]) == ["a", "b"])  // before the command too
        #expect(try filter(["list", "--tag", "a"]) == ["a"])
    }

    @Test("any other option given twice is still refused")
    func otherOptionsStillOnce() {
        #expect(ArgumentParser.parse(["check", "Lesen", "--date", "today", "--date", "yesterday"]).command == .failure(.repeatedOption("--date")))
        #expect(ArgumentParser.parse(["list", "--tag", "a", "--as-of", "today", "--as-of", "today"]).command == .failure(.repeatedOption("--as-of")))
    }

    @Test("a bad tag in a later --tag is refused as the first one would be")
    func laterBadTag() throws {
        let world = try world()
        let before = try String(contentsOfFile: world.file, encoding: .utf8)
        let output = world.run("edit", "Lesen", "--tag", "gesund", "--tag", "")
        #expect(output.exitCode == .usage)
        #expect(output.stderr == "habit: “” holds an empty tag; give --tag words separated by commas: --tag morgens,gesund.\n")
        #expect(try String(contentsOfFile: world.file, encoding: .utf8) == before)
    }

    @Test("list --tag a --tag b shows the habits with either tag, as --tag a,b does")
    func listWithEither() throws {
        let world = try world()
        let repeated = world.run("list", "--tag", "draußen", "--tag", "abends")
        #expect(repeated.exitCode == .success)
        #expect(repeated.stdout.contains("Laufen") && repeated.stdout.contains("Wasser"))
        #expect(!repeated.stdout.contains("Lesen"))
        #expect(repeated.stdout == world.run("list", "--tag", "draußen,abends").stdout)
        #expect(world.run("todo", "--tag", "morgens", "--tag", "abends").stdout == "Laufen\nWasser\n")
        #expect(world.run("status", "--tag", "draußen", "--tag", "abends").stdout == "0/2\n")
    }

    @Test("a tag no habit has is refused in a later --tag too")
    func laterUnknownTag() throws {
        let output = try world().run("list", "--tag", "morgens", "--tag", "nachts")
        #expect(output.exitCode == .usage)
        #expect(output.stderr == "habit: No habit has the tag “nachts”; the tags are morgens, draußen, abends.\n")
    }

    @Test("stats --tag a --tag b combines the habits of both tags")
    func stats() throws {
        var world = try world()
        world.terminalColumns = 80
        let output = world.run("stats", "--tag", "draußen", "--tag", "abends")
        // Laufen and Wasser, created Nov 20: 10 due days each through today, neither done.
        #expect(output.stdout.hasSuffix("\ndraußen, abends: 0% of due days done (0 of 20) over 2 habits\n"))
    }

    @Test("add --tag a --tag b,c gives the habit every tag, each once")
    func add() throws {
        let world = try world()
        let output = world.run("add", "Yoga", "--tag", "morgens", "--tag", "gesund,MORGENS", "--tag", "ruhe")
        #expect(output.exitCode == .success)
        #expect(output.stdout.hasSuffix("Yoga: tags morgens, gesund, ruhe.\n"))
        #expect(try tags(of: "Yoga", in: world) == ["morgens", "gesund", "ruhe"])
    }

    @Test("edit --tag and --untag, each given twice, add and take away every tag named")
    func edit() throws {
        let world = try world()
        let output = world.run("edit", "Laufen", "--untag", "morgens", "--tag", "gesund", "--untag", "draußen", "--tag", "abends")
        #expect(output.exitCode == .success)
        #expect(try tags(of: "Laufen", in: world) == ["gesund", "abends"])
        let both = world.run("edit", "Lesen", "--tag", "x", "--tag", "y", "--untag", "Y")
        #expect(both.exitCode == .usage)
        #expect(both.stderr == "habit: “y” is given to both --tag and --untag; give it to one of them.\n")
    }
}
