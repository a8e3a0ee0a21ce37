import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText
@testable import HabitFormat

/// A scratch folder with a data file, and a fixed world to run `habit` in-process: today is
/// Sunday, November 29, 2026, at noon in Berlin (``Fixed``).
final class ScriptingSandbox {
    /// The day every run takes as today.
    static let today = Fixed.today

    /// Where the files live, removed when the sandbox goes away.
    let scratch: ScratchFolder
    /// The folder's path.
    var folder: String { scratch.path }
    /// The data file inside it (not created until something writes it).
    var file: String { scratch.file("habits.json") }

    /// The ids new habits get, in order (see ``IDSequence``).
    let ids = IDSequence()

    init() throws {
        scratch = try ScratchFolder()
    }

    /// Runs `habit arguments` with `HABIT_FILE` in the sandbox; `input` is standard input, `now`
    /// the clock, `terminal` whether standard output is a terminal (80 columns). English in a
    /// region whose weeks start on Monday unless `language` says otherwise (see ``TestWorld``).
    func run(
        _ arguments: [String], input: [UInt8]? = nil, language: String = "en_GB.UTF-8", now: Date = Fixed.now,
        terminal: Bool = false, environment extra: [String: String] = [:]
    ) -> Output {
        let reader: (@Sendable () -> [UInt8])? = input.map { bytes in { @Sendable in bytes } }
        let world = World(
            arguments: arguments, environment: ["HABIT_FILE": file, "LANG": language, "HOME": folder].merging(extra) { _, new in new },
            now: now, timeZone: Fixed.timeZone, stdoutIsTerminal: terminal, stderrIsTerminal: false,
            terminalColumns: terminal ? 80 : nil, ask: nil, readStandardInput: reader, makeID: ids.make)
        return Program.run(world)
    }

    /// Runs `habit arguments` with `text` on standard input.
    func run(_ arguments: [String], input text: String, language: String = "en_GB.UTF-8") -> Output {
        run(arguments, input: Array(text.utf8), language: language)
    }

    /// Writes `habits` as the data file.
    func seed(_ habits: [Habit]) throws {
        try write(StoreFormat.encode(HabitCollection(habits: habits)), to: "habits.json")
    }

    /// Writes `text` to a file in the sandbox and returns its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        try scratch.write(text, to: name)
        return scratch.file(name)
    }

    /// The habits in the data file.
    func load() throws -> HabitCollection {
        try HabitStore(path: file).load()
    }

    /// The data file's bytes, `nil` when there is none.
    func fileBytes() -> Data? {
        FileManager.default.contents(atPath: file)
    }
}

/// Days and habits for the scripting tests, in a namespace so they cannot clash with other
/// test helpers of the module.
enum ScriptingFixtures {
    /// `"2026-11-29"` as a `Day`; the fixtures only use days that exist.
    static func day(_ text: String) -> Day {
        Day(text)!
    }

    /// The days from `first` through `last`.
    static func days(_ first: String, through last: String) -> [Day] {
        var result: [Day] = []
        var current = day(first)
        while current <= day(last) {
            result.append(current)
            current = current.next
        }
        return result
    }

    /// A habit with a fixed id (`00000000-0000-0000-0000-00000000000N`) for golden output.
    static func habit(
        _ number: Int, _ name: String, icon: String = "✅", color: HabitColor = .purple, created: String,
        done: [Day] = []
    ) -> Habit {
        let id = UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!
        return Habit(id: id, name: name, icon: icon, color: color, created: day(created), completions: Set(done))
    }
}
