import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

// Issue 26, "a fairer day". Today is Sunday Nov 29, 2026, noon in Berlin (TestWorld's clock);
// its ISO week runs from Monday Nov 23.

@Suite("A fairer day")
struct FairerDayTests {
    /// 🏃 Laufen, 3 times a week from Nov 2: done Nov 16, 18 and 20 (the week before last made),
    /// and Monday Nov 23.
    static let laufen = Habit(
        id: fixtureID(81), name: "Laufen", icon: "🏃", color: .green, created: day("2026-11-02"),
        completions: [day("2026-11-16"), day("2026-11-18"), day("2026-11-20"), day("2026-11-23")], schedule: .perWeek(3))

    @Test("Checking a habit done K times a week says what it made of the week, not 0 weeks in a row")
    func checkSaysTheWeek() throws {
        let world = try TestWorld(habits: [Self.laufen])
        // Friday: the second of three this week.
        #expect(world.run("check", "Laufen", "--date", "2026-11-27").stdout == "✓ Laufen done on Nov 27, 2026 — 2 of 3 this week\n")
        // Today: the week is made, and with the week of Nov 16 that is 2 weeks in a row.
        #expect(world.run("check", "Laufen").stdout == "✓ Laufen — 3 of 3 this week — 2 weeks in a row\n")
        // A day of an earlier week says "that week".
        #expect(world.run("check", "Laufen", "--date", "2026-11-10").stdout == "✓ Laufen done on Nov 10, 2026 — 1 of 3 that week\n")
        let german = try TestWorld(habits: [Self.laufen], environment: ["LANG": "de_DE.UTF-8"])
        #expect(german.run("check", "Laufen").stdout == "✓ Laufen — diese Woche 2 von 3\n")
        let french = try TestWorld(habits: [Self.laufen], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(french.run("check", "Laufen").stdout == "✓ Laufen — 2 sur 3 cette semaine\n")
    }

    @Test("add repeats every kind of schedule back, in every language")
    func addRepeatsTheSchedule() throws {
        let world = try TestWorld()
        #expect(
            world.run("add", "Laufen", "--per-week", "3").stdout
                == "Added ✅ Laufen, due 3 times a week; check it off with: habit check Laufen\n")
        #expect(
            world.run("add", "Yoga", "--every", "2").stdout
                == "Added ✅ Yoga, due every 2 days; check it off with: habit check Yoga\n")
        #expect(
            world.run("add", "Gym", "--days", "mon,wed,fri").stdout
                == "Added ✅ Gym, due on Mondays, Wednesdays and Fridays; check it off with: habit check Gym\n")
        // Daily, as before: nothing to repeat.
        #expect(world.run("add", "Lesen").stdout == "Added ✅ Lesen; check it off with: habit check Lesen\n")
        let german = try TestWorld(environment: ["LANG": "de_DE.UTF-8"])
        #expect(
            german.run("add", "Laufen", "--per-week", "3").stdout
                == "✅ Laufen angelegt, 3-mal pro Woche fällig; abhaken mit: habit check Laufen\n")
        let french = try TestWorld(environment: ["LANG": "fr_FR.UTF-8"])
        #expect(french.run("add", "Yoga", "--every", "2").stdout.hasPrefix("Habitude ✅ Yoga ajoutée, prévue tous les 2 jours"))
    }

    @Test("Checking, logging or skipping an archived habit works and says it is archived")
    func archivedHabitsChange() throws {
        var yoga = Habit(id: fixtureID(82), name: "Yoga", icon: "🧘", color: .green, created: day("2026-11-20"))
        yoga.isArchived = true
        var wasser = AmountFixture.wasser
        wasser.isArchived = true
        let world = try TestWorld(habits: [yoga, wasser])
        let notice = "“Yoga” is archived and stays so; bring it back with: habit unarchive Yoga\n"
        let check = world.run("check", "Yoga")
        #expect(check.stdout == "✓ Yoga — 1 day in a row\n" + notice)
        #expect(world.run("skip", "Yoga", "--date", "yesterday").stdout.hasSuffix(notice))
        #expect(
            world.run("log", "Wasser trinken", "1").stdout.hasSuffix(
                "“Wasser trinken” is archived and stays so; bring it back with: habit unarchive 'Wasser trinken'\n"))
        let habits = try world.habits()
        #expect(habits[0].isDone(on: day("2026-11-29")) && habits[0].isSkipped(on: day("2026-11-28")))
        #expect(habits[0].isArchived && habits[1].isArchived)  // still archived
        #expect(habits[1].amount(on: day("2026-11-29")) == Amount(6))  // 5 + 1
        // German says it too.
        let german = try TestWorld(habits: [yoga], environment: ["LANG": "de_DE.UTF-8"])
        #expect(german.run("check", "Yoga").stdout.contains("„Yoga“ ist archiviert"))
    }

    @Test("list --archived shows the archived habits without the day's tally")
    func archivedListHasNoTally() throws {
        var yoga = Habit(
            id: fixtureID(82), name: "Yoga", icon: "🧘", color: .green, created: day("2026-11-20"),
            completions: [day("2026-11-29")])
        yoga.isArchived = true
        let world = try TestWorld(habits: [yoga, Fixture.uebung])
        let lines = world.run("list", "--archived").stdout.split(separator: "\n", omittingEmptySubsequences: false)
        // The first line is the habit's row: no "1 of 1 done today", no bar.
        #expect(lines.first?.contains("Yoga") == true)
        #expect(!lines.contains { $0.contains("done today") && $0.contains("of") })
        // The active list keeps its tally.
        #expect(world.run("list").stdout.hasPrefix("0 of 1 done today"))
    }

    @Test("ask: a day with an amount or a note is answered and not asked again")
    func askSkipsDaysWithEntries() throws {
        // Lesen, daily from Nov 26: a note on Nov 28; nothing else.
        let lesen = Habit(
            id: fixtureID(83), name: "Lesen", icon: "📚", color: .blue, created: day("2026-11-26"),
            notes: [day("2026-11-28"): "Nur geblättert"])
        var world = try TestWorld(habits: [lesen])
        let terminal = ScriptedTerminal(["n", "n", "n", "n"])
        world.ask = terminal.ask
        _ = world.run("ask")
        // Today is asked; Nov 28 has a note, so the look-back stops there.
        #expect(terminal.prompts.count == 1)
        #expect(terminal.prompts.first?.hasPrefix("Lesen — today?") == true)
        // Without the note, yesterday and the days before are asked too.
        let core = Habit(id: fixtureID(83), name: "Lesen", icon: "📚", color: .blue, created: day("2026-11-26"))
        #expect(core.daysToAsk(today: day("2026-11-29"), daysBack: 7).count == 4)
        // An amount below the goal answers its day as well.
        let wasser = AmountFixture.wasser  // 5 of 8 on Nov 25 and 5 today
        #expect(!wasser.daysToAsk(today: day("2026-11-29"), daysBack: 7).contains(day("2026-11-25")))
    }

    @Test("ask: on Ctrl-D the summary starts on a line of its own")
    func askEndsOnANewLine() throws {
        let lesen = Habit(id: fixtureID(83), name: "Lesen", icon: "📚", color: .blue, created: day("2026-11-27"))
        var world = try TestWorld(habits: [lesen])
        world.ask = ScriptedTerminal(["y", nil]).ask
        let output = world.run("ask")
        // The cursor was after the prompt: a newline first, then the summary.
        #expect(output.stdout.hasPrefix("\nCheck-in saved: 1 done"))
        var quitting = try TestWorld(habits: [lesen])
        quitting.ask = ScriptedTerminal(["y", "q"]).ask
        // q was typed with its Enter: the summary is on a new line already.
        #expect(quitting.run("ask").stdout.hasPrefix("Check-in saved: 1 done"))
    }
}
