import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

/// The day written as `YYYY-MM-DD`; a typo in a test stops it.
func day(_ text: String) -> Day {
    Day(text)!
}

/// Every day from `first` through `last`.
func days(_ first: String, _ last: String) -> DaySet {
    var result = DaySet()
    var current = day(first)
    while current <= day(last) {
        result.insert(current)
        current = current.next
    }
    return result
}

/// A stable id for the `number`th fixture habit, so files written by tests are predictable.
func fixtureID(_ number: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!
}

/// The habits of the golden tests, as they stand on Sunday 29 November 2026. Their names mix
/// plain ASCII, an umlaut, CJK, a combining accent (e + U+0301, not the precomposed é) and a name
/// too long for a narrow terminal; every icon is an emoji.
enum Fixture {
    /// 🧠 Meditieren: done Nov 1–12 (the record, 12 days) and Nov 25–29 including today (5 days).
    static let meditieren = Habit(
        id: fixtureID(1), name: "Meditieren", icon: "🧠", color: .purple, created: day("2026-11-01"),
        completions: days("2026-11-01", "2026-11-12").union(days("2026-11-25", "2026-11-29")))
    /// 💪 Übung: done Friday and Saturday (Nov 27–28), not yet today: a streak of 2.
    static let uebung = Habit(
        id: fixtureID(2), name: "Übung", icon: "💪", color: .blue, created: day("2026-11-20"),
        completions: days("2026-11-27", "2026-11-28"))
    /// 📚 読書 ("reading"): never done.
    static let dokusho = Habit(
        id: fixtureID(3), name: "読書", icon: "📚", color: .green, created: day("2026-11-28"))
    /// ☕ Café, written with a combining accent: done today only, a streak of 1.
    static let cafe = Habit(
        id: fixtureID(4), name: "Cafe\u{301}", icon: "☕", color: .orange, created: day("2026-11-29"),
        completions: [day("2026-11-29")])
    /// 🏃 a 60-character name: done Nov 18–28, not yet today: a streak of 11.
    static let longName = "Morning run along the river before breakfast, rain or shine"
    static let run = Habit(
        id: fixtureID(5), name: longName, icon: "🏃", color: .pink, created: day("2026-11-18"),
        completions: days("2026-11-18", "2026-11-28"))

    /// All five, in the order they were added.
    static let all = [meditieren, uebung, dokusho, cafe, run]
}

/// A world for one in-process run of `habit`: a fresh temporary data file (through
/// `HABIT_FILE`), English, no terminal, no colour, 80 columns, and "now" fixed at
/// 2026-11-29 12:00 in Berlin.
struct TestWorld {
    let folder: ScratchFolder
    var environment: [String: String]
    var now = Fixed.now
    var timeZone = Fixed.timeZone
    var stdoutIsTerminal = false
    var stderrIsTerminal = false
    var terminalColumns: Int? = nil
    var ask: (@Sendable (String) -> String?)? = nil
    /// The ids new habits get, in order (see ``IDSequence``).
    let ids = IDSequence()

    /// The data file `HABIT_FILE` points at.
    var file: String { folder.file("habits.json") }

    /// A world with an empty data folder; `environment` is added to the defaults: English words
    /// in a region whose weeks start on Monday (`en_GB`), as files made before weeks were stored
    /// count them, so a test that is not about the week neither makes a Sunday file nor is told
    /// about Monday weeks. Tests of other regions' weeks set `LANG` themselves.
    init(environment: [String: String] = [:]) throws {
        folder = try ScratchFolder()
        self.environment = ["HABIT_FILE": folder.file("habits.json"), "LANG": "en_GB.UTF-8", "TERM": "xterm-256color"]
        self.environment.merge(environment) { $1 }
    }

    /// A world whose data file already holds `habits`.
    init(habits: [Habit], environment: [String: String] = [:]) throws {
        try self.init(environment: environment)
        try store(habits)
    }

    /// Replaces the data file with `habits`.
    func store(_ habits: [Habit]) throws {
        try folder.write(StoreFormat.encode(HabitCollection(habits: habits)), to: "habits.json")
    }

    /// The habits now in the data file.
    func habits() throws -> [Habit] {
        try HabitStore(path: file).load().habits
    }

    /// The world `Program.run` sees for `arguments`.
    func world(_ arguments: [String]) -> World {
        World(
            arguments: arguments, environment: environment, now: now, timeZone: timeZone,
            stdoutIsTerminal: stdoutIsTerminal, stderrIsTerminal: stderrIsTerminal,
            terminalColumns: terminalColumns, ask: ask, makeID: ids.make)
    }

    /// Runs `habit` with `arguments` in this process.
    func run(_ arguments: String...) -> Output {
        Program.run(world(arguments))
    }

    /// Runs `habit` with `arguments` in this process.
    func run(_ arguments: [String]) -> Output {
        Program.run(world(arguments))
    }
}

extension String {
    /// The text with each escape character shown as "␛", so colour codes can be read in a
    /// golden text: "␛[38;5;135m✓␛[0m".
    var visibleEscapes: String {
        replacingOccurrences(of: "\u{1B}", with: "␛")
    }
}
