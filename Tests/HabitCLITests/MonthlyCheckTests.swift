import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

// Issue 26, "monthly habits": what `check` says of a habit done K times a month. Today is
// Sunday Nov 29, 2026, noon in Berlin (TestWorld's clock).

@Suite("Checking a monthly habit")
struct MonthlyCheckTests {
    /// 🏃 Laufen, 2 times a month from Aug 1: done twice in August, September and October.
    static let laufen = Habit(
        id: fixtureID(91), name: "Laufen", icon: "🏃", color: .green, created: day("2026-08-01"),
        completions: [
            day("2026-08-03"), day("2026-08-17"), day("2026-09-04"), day("2026-09-18"), day("2026-10-02"),
            day("2026-10-16"),
        ], schedule: .perMonth(2))

    @Test("Checking a habit done K times a month says what it made of the month, not 0 months in a row")
    func checkSaysTheMonth() throws {
        let world = try TestWorld(habits: [Self.laufen])
        // Nov 3: the first of two this month.
        #expect(world.run("check", "Laufen", "--date", "2026-11-03").stdout == "✓ Laufen done on Nov 3, 2026 — 1 of 2 this month\n")
        // Today: the month is made, and with August to October that is 4 months in a row.
        #expect(world.run("check", "Laufen").stdout == "✓ Laufen — 2 of 2 this month — 4 months in a row\n")
    }

    @Test("A check in an earlier month speaks of that month")
    func checkInAnEarlierMonth() throws {
        let world = try TestWorld(habits: [Self.laufen])
        // Oct 20: a third day in October, which was made already.
        #expect(
            world.run("check", "Laufen", "--date", "2026-10-20").stdout
                == "✓ Laufen done on Oct 20, 2026 — 3 of 2 that month — 3 months in a row\n")
    }

    @Test(
        "German and French say the month too",
        arguments: [
            ("de", "✓ Laufen — diesen Monat 1 von 2\n"), ("fr", "✓ Laufen — 1 sur 2 ce mois-ci\n"),
        ])
    func checkSaysTheMonthInEachLanguage(language: String, expected: String) throws {
        let world = try TestWorld(habits: [Self.laufen], environment: ["HABIT_LANGUAGE": language])
        #expect(world.run("check", "Laufen").stdout == expected)
    }
}
