import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// One grammar: every command that acts on habits takes several names, `pause`, `resume` and
/// `skip` take `--all`, a name with spaces needs quotes only when ambiguous, and `habit NAME`
/// shows a habit. The fixed day is Sunday 29 November 2026.
@Suite struct SeveralNamesTests {
    /// Lesen, Yoga and "Wasser trinken", added on the fixed day; Alt archived.
    static func world() throws -> TestWorld {
        let created = day("2026-11-01")
        var archived = Habit(id: fixtureID(4), name: "Alt", icon: "✅", color: .red, created: created)
        archived.isArchived = true
        return try TestWorld(habits: [
            Habit(id: fixtureID(1), name: "Lesen", icon: "📚", color: .blue, created: created),
            Habit(id: fixtureID(2), name: "Yoga", icon: "🧘", color: .green, created: created),
            Habit(id: fixtureID(3), name: "Wasser trinken", icon: "💧", color: .teal, created: created), archived,
        ])
    }

    @Test(
        "each command that acts on habits takes several names, in one change with one line each",
        arguments: [["pause"], ["resume"], ["toggle"], ["archive"], ["check"], ["uncheck"], ["skip"]])
    func severalNames(_ command: [String]) throws {
        let world = try Self.world()
        // Something to take back: a pause to end, a check to remove.
        if command == ["resume"] { #expect(world.run("pause", "Lesen", "Yoga").exitCode == .success) }
        if command == ["uncheck"] { #expect(world.run("check", "Lesen", "Yoga").exitCode == .success) }
        let before = try world.habits()
        let output = world.run(command + ["Lesen", "Yoga"])
        #expect(output.exitCode == .success, "\(output.stderr)")
        #expect(output.stdout.split(separator: "\n").count == 2)  // one line per habit
        #expect(output.stdout.contains("Lesen") && output.stdout.contains("Yoga"))
        #expect(world.run("undo").exitCode == .success)  // one undo takes back both
        #expect(try world.habits() == before)
    }

    @Test("pause --all, skip --all and resume --all act on every habit that is not archived")
    func all() throws {
        let world = try Self.world()
        let paused = world.run("pause", "--all", "--until", "2026-12-06")
        #expect(paused.stdout.split(separator: "\n").count == 3)  // Lesen, Yoga, Wasser trinken; not Alt
        #expect(try world.habits().filter { $0.isPaused(on: day("2026-12-01")) }.map(\.name) == ["Lesen", "Yoga", "Wasser trinken"])
        #expect(world.run("resume", "--all").stdout.split(separator: "\n").count == 3)
        #expect(world.run("skip", "--all").stdout.split(separator: "\n").count == 3)
        #expect(try world.habits().filter { $0.isSkipped(on: day("2026-11-29")) }.count == 3)
    }

    @Test func allWithANameIsRefusedAndChangesNothing() throws {
        let world = try Self.world()
        let before = try world.habits()
        let output = world.run("pause", "--all", "Lesen")
        #expect(output.exitCode == .usage)
        #expect(output.stderr == "habit: “habit pause --all” means every habit, but got the name “Lesen” too; give the names or --all.\n")
        #expect(try world.habits() == before)
        #expect(world.run("pause").stderr == "habit: “habit pause” needs NAME; see “habit help pause”.\n")  // neither
        #expect(world.run("check", "--all").exitCode == .usage)  // check has no --all
    }

    @Test func aNameWithSpacesNeedsNoQuotesAmongSeveral() throws {
        let world = try Self.world()
        let output = world.run("check", "Wasser", "trinken", "Lesen")
        #expect(output.exitCode == .success, "\(output.stderr)")
        #expect(try world.habits().filter { $0.isDone(on: day("2026-11-29")) }.map(\.name) == ["Lesen", "Wasser trinken"])
    }

    @Test func wordsThatAreEachAHabitAndTogetherAnotherAreAmbiguous() throws {
        let world = try TestWorld(habits: [
            Habit(id: fixtureID(1), name: "Wasser", icon: "💧", color: .blue, created: day("2026-11-01")),
            Habit(id: fixtureID(2), name: "trinken", icon: "🥤", color: .green, created: day("2026-11-01")),
            Habit(id: fixtureID(3), name: "Wasser trinken", icon: "💧", color: .teal, created: day("2026-11-01")),
        ])
        let output = world.run("check", "Wasser", "trinken")
        #expect(output.exitCode == .data)  // quotes decide
        #expect(world.run("check", "Wasser trinken").exitCode == .success)
    }

    @Test func anExtraWordForACommandOfOneNameSaysWhichTakeSeveral() throws {
        let world = try Self.world()
        for (language, several) in [
            ("en_US.UTF-8", "(check, uncheck, skip, pause, resume, toggle, archive and unarchive take several names)"),
            ("de_DE.UTF-8", "(check, uncheck, skip, pause, resume, toggle, archive und unarchive nehmen mehrere Namen)"),
            ("fr_FR.UTF-8", "(check, uncheck, skip, pause, resume, toggle, archive et unarchive prennent plusieurs noms)"),
        ] {
            var local = world
            local.environment["LANG"] = language
            let output = local.run("status", "Wasser", "trinken")
            #expect(output.exitCode == .usage)
            #expect(output.stderr.contains(several), "\(output.stderr)")
        }
    }

    @Test func aHabitsNameAloneShowsIt() throws {
        let world = try Self.world()
        #expect(world.run("Lesen") == world.run("show", "Lesen"))
        #expect(world.run("lesen", "--json") == world.run("show", "Lesen", "--json"))  // found as show finds it, options too
        let unknown = world.run("chek")
        #expect(unknown.exitCode == .usage)
        #expect(unknown.stderr == "habit: Unknown command “chek”; did you mean “check”?\n")  // neither a command nor a habit
    }

    @Test func aWordThatIsNoCommandWithAnUnreadableDataFileIsTheUnknownCommand() throws {
        let world = try Self.world()
        try world.folder.write("{ not json", to: "habits.json")
        let unknown = world.run("Lesen", "--as-of", "tomorrow")
        #expect(unknown.exitCode == .usage)  // exit 2, not the data file's 3 nor the day's refusal
        #expect(unknown.stderr == "habit: Unknown command “Lesen”; see “habit help”.\n")
        #expect(world.run("chek").stderr == "habit: Unknown command “chek”; did you mean “check”?\n")
    }

    @Test func aCommandsNameWinsOverAHabitsName() throws {
        let world = try TestWorld(habits: [
            Habit(id: fixtureID(1), name: "list", icon: "📋", color: .blue, created: day("2026-11-01"))
        ])
        #expect(world.run("list") == world.run())  // the list, not the habit
    }

    @Test("habit help says so", arguments: ["en_US.UTF-8", "de_DE.UTF-8", "fr_FR.UTF-8"])
    func helpSaysSo(_ language: String) throws {
        var world = try TestWorld()
        world.environment["LANG"] = language
        let help = world.run("help").stdout
        let sentence = try #require(Languages.all.first { language.hasPrefix($0.code) }).text(.nameAsCommand)
        #expect(help.replacingOccurrences(of: "\n", with: " ").contains(sentence))
    }
}
