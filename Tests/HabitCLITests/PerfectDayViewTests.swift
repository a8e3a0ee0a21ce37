import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// The perfect day in the views (issue 38): `list`'s line under the bar, the block `stats`
/// without a name ends with, and `stats --json`'s `perfectDay`; today is Sunday, November 29.
@Suite struct PerfectDayViewTests {
    /// Lesen and Sport done every day from November 20 through today but the 24th (Sport missed
    /// it): perfect days from the 25th, 5 in a row; the record 5 too (the 20th–23rd are 4).
    static let lesen = Habit(
        id: fixtureID(1), name: "Lesen", icon: "📚", color: .green, created: day("2026-11-20"),
        completions: days("2026-11-20", "2026-11-29"))
    static let sport = Habit(
        id: fixtureID(2), name: "Sport", icon: "🏃", color: .blue, created: day("2026-11-20"),
        completions: days("2026-11-20", "2026-11-23").union(days("2026-11-25", "2026-11-29")))
    /// Tagged "abends", missed yesterday.
    static let dehnen: Habit = {
        var habit = Habit(
            id: fixtureID(3), name: "Dehnen", icon: "🤸", color: .teal, created: day("2026-11-20"),
            completions: days("2026-11-20", "2026-11-27"))
        habit.setTags(["abends"])
        return habit
    }()

    static func world(_ habits: [Habit], language: String = "en_GB.UTF-8") throws -> TestWorld {
        try TestWorld(habits: habits, environment: ["LANG": language])
    }

    @Test(
        "list says the perfect days in a row under the bar, in every language",
        arguments: [
            ("en_GB.UTF-8", "🌟 5 perfect days in a row"), ("de_DE.UTF-8", "🌟 5 perfekte Tage in Folge"),
            ("fr_FR.UTF-8", "🌟 5 jours parfaits d'affilée"),
        ])
    func listLine(_ language: String, _ line: String) throws {
        let lines = try Self.world([Self.lesen, Self.sport], language: language).run("list").stdout
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == line[...])  // after the headline and the bar
    }

    @Test("list shows no perfect day for one habit, nor when the perfect days have not begun")
    func noListLine() throws {
        #expect(!(try Self.world([Self.lesen]).run("list").stdout.contains("perfect")))
        // Dehnen missed yesterday and is open today: no perfect day in a row.
        #expect(!(try Self.world([Self.lesen, Self.dehnen]).run("list").stdout.contains("perfect")))
    }

    @Test("stats without a name ends with the perfect days: streak, record with its dates, rates")
    func statsBlock() throws {
        let output = try Self.world([Self.lesen, Self.sport]).run("stats").stdout
        let block = output.components(separatedBy: "🌟 ").last ?? ""
        #expect(
            block == """
                Perfect days (every habit due done)
                  Current streak:     5 days in a row
                  Record:             5 days (Nov 25, 2026 – Nov 29, 2026)
                  7 days:             6 of 7 (86%)
                  30 days:            9 of 10 (90%)
                  365 days:           9 of 10 (90%)

                """)  // in the column of the habits' figures above
        #expect(!(try Self.world([Self.lesen, Self.sport]).run("stats", "Lesen").stdout.contains("🌟")))
    }

    @Test("stats --json has perfectDay in the shapes of a habit's streak, record and rates; --tag narrows it")
    func json() throws {
        let world = try Self.world([Self.lesen, Self.sport, Self.dehnen])
        let all = try JSONSerialization.jsonObject(with: Data(world.run("stats", "--json").stdout.utf8)) as? [String: Any]
        let perfect = try #require(all?["perfectDay"] as? [String: Any])
        #expect(Set(perfect.keys) == ["currentStreak", "record", "last7Days", "last30Days", "last365Days"])
        let streak = try #require(perfect["currentStreak"] as? [String: Any])
        #expect(streak["length"] as? Int == 0)  // Dehnen missed yesterday
        let record = try #require(perfect["record"] as? [String: Any])
        #expect(record["first"] as? String == "2026-11-20" && record["last"] as? String == "2026-11-23")  // 4 beats 3
        let week = try #require(perfect["last7Days"] as? [String: Any])
        #expect(week["done"] as? Int == 4 && week["days"] as? Int == 6)  // the 24th and 28th missed, today open
        // --tag: the perfect days of the habits with the tag only, Dehnen left out.
        var tagged = [Self.lesen, Self.sport]
        for index in tagged.indices { tagged[index].setTags(["morgens"]) }
        let morning = try Self.world(tagged + [Self.dehnen]).run("stats", "--tag", "morgens", "--json")
        let two = try JSONSerialization.jsonObject(with: Data(morning.stdout.utf8)) as? [String: Any]
        #expect(((two?["perfectDay"] as? [String: Any])?["currentStreak"] as? [String: Any])?["length"] as? Int == 5)
        // One habit, or a name: no perfectDay.
        let named = try JSONSerialization.jsonObject(with: Data(world.run("stats", "Lesen", "--json").stdout.utf8)) as? [String: Any]
        #expect(named?["perfectDay"] == nil)
    }
}
