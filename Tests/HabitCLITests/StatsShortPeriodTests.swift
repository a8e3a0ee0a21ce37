import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `stats` of a habit started less than a week ago: its average per week is what it holds so
/// far, in the text and in `--json`, not the day's amount times seven. Today is Sunday,
/// 29 November 2026.
@Suite struct StatsShortPeriodTests {
    /// A world in `language` where "Wasser" (at least 8 Gläser a day) was added today and 8 logged.
    private func world(_ language: String) throws -> TestWorld {
        let world = try TestWorld(environment: ["HABIT_LANGUAGE": language])
        #expect(world.run("add", "Wasser", "--goal", "8", "--unit", "Gläser").exitCode == .success)
        #expect(world.run("log", "Wasser", "8").exitCode == .success)
        return world
    }

    @Test(
        "created today with 8 logged: 8 a day and 8 a week over every period, in every language",
        arguments: [
            ("en", "8 Gläser · 8 Gläser a day · 8 Gläser a week"), ("de", "8 Gläser · 8 Gläser am Tag · 8 Gläser pro Woche"),
            ("fr", "8 Gläser · 8 Gläser par jour · 8 Gläser par semaine"),
        ])
    func text(_ language: String, _ sums: String) throws {
        let text = try world(language).run("stats", "Wasser").stdout
        // The 7, 30 and 365 days and the period since the start: one day each.
        #expect(text.components(separatedBy: sums + "\n").count - 1 == 4, "\(text)")
        #expect(!text.contains("56"))
    }

    @Test("stats --json has the same perWeek: the sum so far")
    func json() throws {
        let json = try world("en").run("stats", "Wasser", "--json").stdout
        #expect(json.components(separatedBy: "\"perWeek\" : 8,").count - 1 == 4, "\(json)")
        #expect(!json.contains("\"perWeek\" : 56"))
    }
}
