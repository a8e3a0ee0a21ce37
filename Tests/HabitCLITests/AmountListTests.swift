import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `habit list` with measured habits: the amount against the goal or limit, the week's sum
/// against a weekly goal, partial progress marked and never counted as done, and a limit never
/// weighing on the tally. Today is Sunday, 29 November 2026.
@Suite struct AmountListTests {
    typealias Screen = AmountFixture.Screen

    @Test("the list of measured habits, word for word", arguments: AmountFixture.screens)
    func golden(_ screen: Screen) throws {
        let output = try AmountFixture.world(screen.language, columns: screen.width).run("list")
        #expect(output.exitCode == .success)
        Golden.expect(output.stdout, is: "Amounts/list-\(screen.language)-\(screen.width)")
    }

    @Test("over the limit: the amount and its mark in the warning colour on a terminal, plain without one")
    func overLimitColour() throws {
        var world = try TestWorld(habits: [AmountFixture.kaffeeOver], environment: ["TERM": "xterm-256color"])
        world.stdoutIsTerminal = true
        let coloured = world.run("list").stdout
        #expect(coloured.contains("\u{1B}[38;5;208m3/2 Tassen\u{1B}[0m"))  // the amount in orange
        #expect(coloured.contains("\u{1B}[38;5;208m✕\u{1B}[0m"))  // and the mark
        Golden.expect(coloured.visibleEscapes, is: "Amounts/list-over-limit-256")
        world.environment["NO_COLOR"] = "1"
        let plain = world.run("list").stdout
        #expect(!plain.contains("\u{1B}"))  // NO_COLOR: no escape at all
        // The mark and the amount still say it; over the limit today, the streak is 0 at once.
        #expect(plain.contains("✕ ☕ Kaffee  3/2 Tassen"))
    }

    /// A world with `habits` and the list's first line.
    private func headline(_ habits: [Habit]) throws -> String {
        let output = try TestWorld(habits: habits).run("list").stdout
        return String(output.prefix { $0 != "\n" })
    }

    @Test("the tally: a goal counts only when reached, a limit never, a weekly goal while its week is short")
    func tally() throws {
        // Wasser 5/8 (partly), Laufen 12.5/20 this week (due), Radfahren 3.25 today (done).
        #expect(try headline(AmountFixture.all) == "1 of 3 done today")
        // The limit alone is never due: nothing to count.
        #expect(try headline([AmountFixture.kaffee]) == "Nothing is due today.")
        #expect(try headline([AmountFixture.kaffeeOver]) == "Nothing is due today.")
        let todo = try TestWorld(habits: AmountFixture.all).run("todo")
        #expect(todo.stdout == "Wasser trinken\nLaufen\n")  // the limit is never listed, the plain amount is done
        // Wasser with 8 today: the goal reached, done.
        var wasser = AmountFixture.wasser
        try wasser.setAmount(Amount(8), on: Fixed.today, today: Fixed.today)
        #expect(try headline([wasser, AmountFixture.kaffee]) == "1 of 1 done today")
        // Laufen with 3 today: the day adds to the week, but 15.5 of 20 is not done.
        var laufen = AmountFixture.laufen
        try laufen.log(Amount(3), on: Fixed.today, today: Fixed.today)
        #expect(try headline([laufen]) == "0 of 1 done today")
        // With 8 today the week reaches 20.5: done.
        try laufen.log(Amount(5), on: Fixed.today, today: Fixed.today)
        #expect(try headline([laufen]) == "1 of 1 done today")
    }

    @Test("the marks: ◉ done, ◐ partly done, ✕ over the limit, ◌ open, and the progress bar counts only done")
    func marks() throws {
        var laufen = AmountFixture.laufen
        try laufen.log(Amount(8), on: Fixed.today, today: Fixed.today)
        let lines = try TestWorld(habits: [AmountFixture.wasser, AmountFixture.kaffeeOver, laufen]).run("list").stdout
            .split(separator: "\n").map(String.init)
        #expect(lines[0] == "1 of 2 done today")  // Laufen done, Wasser partly: the limit is not counted
        #expect(lines[1].hasPrefix("████████████░░░░░░░░░░░░  50%"))  // half, not two thirds
        #expect(lines.contains { $0.hasPrefix("◐ 💧 Wasser trinken") && $0.hasSuffix("5/8 Gläser") })
        #expect(lines.contains { $0.hasPrefix("✕ ☕ Kaffee") && $0.hasSuffix("3/2 Tassen") })
        #expect(lines.contains { $0.hasPrefix("◉ 🏃 Laufen") && $0.hasSuffix("20.5/20 km this week") })
    }

    @Test("a weekly goal's sum starts again on Monday")
    func weekBoundary() throws {
        // Monday 30 November: the new week has nothing yet, last week's 12.5 km do not count.
        var world = try TestWorld(habits: [AmountFixture.laufen])
        world.now = Fixed.moment("2026-11-30T11:00:00Z")
        let lines = world.run("list").stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("◌ 🏃 Laufen") && $0.hasSuffix("0/20 km this week") })
        // As of Sunday, the week through that day.
        let asOf = world.run("list", "--as-of", "2026-11-29").stdout
        #expect(asOf.contains("12.5/20 km this week"))
    }

    @Test("German and French write amounts with a decimal comma", arguments: [("de_DE.UTF-8", "12,5/20 km diese Woche"), ("fr_FR.UTF-8", "12,5/20 km cette semaine")])
    func decimalComma(_ locale: String, _ expected: String) throws {
        let output = try TestWorld(habits: [AmountFixture.laufen], environment: ["LANG": locale]).run("list").stdout
        #expect(output.contains(expected))
    }
}
