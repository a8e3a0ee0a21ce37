import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `habit grid` and `habit notes`: the fixture habits as of Sunday, 29 November 2026, no colour,
/// in English, German and French at 40, 80 and 120 columns, each screen a golden file under
/// `Goldens/Grid/`; beside them, what holds on every screen.
@Suite struct GridAndNotesTests {
    /// The fixture habits with notes: two on Saturday, one on Sunday, one long.
    static let habitsWithNotes: [Habit] = {
        var habits = Fixture.all
        habits[0] = Habit(
            id: fixtureID(1), name: "Meditieren", icon: "🧠", color: .purple, created: day("2026-11-01"),
            completions: days("2026-11-01", "2026-11-12").union(days("2026-11-25", "2026-11-29")),
            notes: [day("2026-11-29"): "Nur 5 Minuten", day("2026-11-10"): "Im Park, mit Vogelgezwitscher und Sonne"])
        habits[4] = Habit(
            id: fixtureID(5), name: Fixture.longName, icon: "🏃", color: .pink, created: day("2026-11-18"),
            completions: days("2026-11-18", "2026-11-28"),
            notes: [day("2026-11-28"): "Regen, trotzdem 8 km; danach ein langes Frühstück mit Kaffee und Zeitung"])
        habits[1] = Habit(
            id: fixtureID(2), name: "Übung", icon: "💪", color: .blue, created: day("2026-11-20"),
            completions: days("2026-11-27", "2026-11-28"), skips: [day("2026-11-24")],
            notes: [day("2026-11-28"): "Rücken"])
        return habits
    }()

    struct Screen: CustomTestStringConvertible, Sendable {
        let language: String
        let command: [String]
        let width: Int
        var testDescription: String { "\(language) habit \(command.joined(separator: " ")) at \(width) columns" }
        var golden: String { "Grid/\(language)-\(command.joined(separator: "-"))-\(width)" }
    }

    static let locales = ["en": "en_US.UTF-8", "de": "de_DE.UTF-8", "fr": "fr_FR.UTF-8"]
    static let screens: [Screen] = ["en", "de", "fr"].flatMap { language in
        [["grid"], ["grid", "--days", "14"], ["notes"]].flatMap { command in
            [40, 80, 120].map { Screen(language: language, command: command, width: $0) }
        }
    }

    func run(_ command: [String], language: String = "en", width: Int = 80, habits: [Habit] = habitsWithNotes) throws
        -> Output
    {
        let environment = ["LANG": Self.locales[language] ?? "", "COLUMNS": String(width)]
        return try TestWorld(habits: habits, environment: environment).run(command)
    }

    @Test("each screen, word for word", arguments: screens)
    func golden(_ screen: Screen) throws {
        let output = try run(screen.command, language: screen.language, width: screen.width)
        #expect(output.exitCode == .success)
        #expect(output.stderr.isEmpty)
        Golden.expect(output.stdout, is: screen.golden)
    }

    @Test("no line is wider than the terminal", arguments: screens)
    func fits(_ screen: Screen) throws {
        for line in try run(screen.command, language: screen.language, width: screen.width).stdout.split(separator: "\n") {
            #expect(DisplayWidth.of(String(line)) <= screen.width, "\(line)")
        }
    }

    @Test("14 days fit in 80 columns, today the last, in every language", arguments: ["en", "de", "fr"])
    func fourteenDaysFit(_ language: String) throws {
        let lines = try run(["grid", "--days", "14"], language: language).stdout.split(separator: "\n").map(String.init)
        // The day numbers: Nov 16 to Nov 29, all fourteen.
        #expect(lines[1].split(separator: " ") == (16...29).map { Substring(String($0)) })
        // Meditieren's row: done Nov 25–29, today last and done.
        let row = try #require(lines.first { $0.contains("Meditieren") })
        #expect(row.hasSuffix("○  ○  ○  ○  ○  ○  ○  ○  ○  ●  ●  ●  ●  ◉  🔥 5"))
    }

    @Test("a cut name is cut the same way on every row, and the marks stay in their columns")
    func namesCutAlike() throws {
        let lines = try run(["grid"], width: 40).stdout.split(separator: "\n").map(String.init)
        let rows = lines[2..<7]
        // Today's mark, the last on every row, ends in the same column on every row.
        let columns = Set(
            rows.map { row in
                DisplayWidth.of(String(row[...(row.lastIndex { "●◉◌○·–".contains($0) } ?? row.startIndex)]))
            })
        #expect(columns.count == 1)
        #expect(rows.contains { $0.contains("…") })  // the long name is cut
    }

    @Test("the legend names exactly the marks the grid drew")
    func legendExact() throws {
        let output = try run(["grid"]).stdout
        let parts = output.components(separatedBy: "\n\n")
        let grid = parts[0], legend = parts[1]
        for mark in DayMark.allCases {
            #expect(grid.contains(mark.symbol) == legend.contains(mark.symbol), "\(mark)")
        }
        #expect(legend.contains("–"))  // Übung's skipped Nov 24 is within the seven days
    }

    @Test("--days outside 1 to 31 is a usage error of one line", arguments: ["0", "32", "-1", "x"])
    func badDays(_ value: String) throws {
        let output = try run(["grid", "--days", value])
        #expect(output.exitCode == .usage)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.split(separator: "\n").count == 1)
        #expect(output.stderr.contains("1 to 31"))
    }

    @Test("--json has every habit with its days, oldest first, and its streak")
    func gridJSON() throws {
        let output = try run(["grid", "--json", "--days", "3"])
        let habits = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(habits.count == 5)
        #expect(habits[0]["name"] as? String == "Meditieren")
        #expect(habits[0]["streak"] as? Int == 5)
        let days = try #require(habits[0]["days"] as? [[String: Any]])
        #expect(days.map { $0["date"] as? String } == ["2026-11-27", "2026-11-28", "2026-11-29"])
        #expect(days.map { $0["state"] as? String } == ["done", "done", "done"])
    }

    @Test("--archived shows the archived habits, and says so when there are none")
    func archived() throws {
        var archived = Fixture.uebung
        archived.isArchived = true
        let output = try run(["grid", "--archived"], habits: [Fixture.meditieren, archived])
        #expect(output.stdout.contains("Übung") && !output.stdout.contains("Meditieren"))
        let none = try run(["grid", "--archived"], habits: [Fixture.meditieren])
        #expect(none.exitCode == .success && !none.stdout.contains("Meditieren"))
    }

    @Test("notes come newest first, each with its day and habit; on one day in the habits' order")
    func notesOrder() throws {
        let lines = try run(["notes"], width: 200).stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("Nov 29, 2026") && lines[0].contains("Meditieren") && lines[0].hasSuffix("Nur 5 Minuten"))
        #expect(lines[1].hasPrefix("Nov 28, 2026") && lines[1].contains("Übung"))
        #expect(lines[2].hasPrefix("Nov 28, 2026") && lines[2].contains("Morning run"))
        #expect(lines[3].hasPrefix("Nov 10, 2026"))
    }

    @Test("notes NAME, --from and --until narrow the list; --json carries date, id, name and text")
    func notesNarrowed() throws {
        #expect(try run(["notes", "meditieren"]).stdout.split(separator: "\n").count == 2)
        let since = try run(["notes", "--from", "2026-11-28", "--until", "2026-11-28", "--json"]).stdout
        let notes = try #require(try JSONSerialization.jsonObject(with: Data(since.utf8)) as? [[String: String]])
        #expect(notes.map { $0["name"] } == ["Übung", Fixture.longName])
        #expect(notes[0] == ["date": "2026-11-28", "id": fixtureID(2).uuidString, "name": "Übung", "text": "Rücken"])
        let none = try run(["notes", "--until", "2026-11-01"])
        #expect(none.stdout == "No notes from Nov 1, 2026 through Nov 1, 2026.\n")
        #expect(try run(["notes", "Café"]).stdout == "Café has no notes.\n")
        #expect(try run(["notes"], habits: Fixture.all).stdout.hasPrefix("No notes yet"))
        #expect(try run(["notes", "Nope"]).exitCode != .success)
    }
}
