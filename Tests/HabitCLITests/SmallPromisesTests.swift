import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText
@testable import HabitFormat

/// Smaller promises that were not kept: what import says when nothing is new, the default
/// colours in the order the documentation gives, a habit created "tomorrow", a clock or a
/// time zone outside what a data file can hold.
@Suite(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct SmallPromisesTests {
    /// Sunday, 29 November 2026, noon UTC: the binary's clock in these tests.
    static let now = "2026-11-29T12:00:00Z"
    static let today = Day("2026-11-29") ?? Day(ordinal: 0)

    private func environment(_ scratch: ScratchFolder, _ extra: [String: String] = [:]) -> [String: String] {
        RealBinary.environment(for: scratch).merging(["HABIT_NOW": Self.now]) { $1 }.merging(extra) { $1 }
    }

    // MARK: - Import that adds nothing; the default colours

    @Test func anImportThatAddsNothingSaysNothingWasNew() throws {
        let scratch = try ScratchFolder()
        try scratch.write(HabitFiles.text([("Lesen", [])]), to: scratch.dataFile)
        try scratch.write("name,date\nLesen,\n", to: scratch.file("in.csv"))

        let outcome = try RealBinary.run(
            ["import", scratch.file("in.csv")], in: scratch, environment: environment(scratch))

        #expect(outcome.status == 0)
        #expect(
            outcome.stdout
                == "Nothing was new: the input holds no day and no habit that is not already there; the data file is unchanged.\n")
    }

    @Test func theDefaultColoursFollowTheOrderTheDocumentationGives() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let commands = try String(contentsOf: root.appendingPathComponent("docs/commands.md"), encoding: .utf8)
        let line = try #require(commands.split(separator: "\n").first { $0.contains("habit add NAME") })
        let listed = try #require(line.components(separatedBy: "in turn: ").last?.components(separatedBy: " |").first)
        #expect(listed == Defaults.colorOrder.map(\.rawValue).joined(separator: ", "))  // the docs say what add does

        let scratch = try ScratchFolder()
        for name in ["A", "B", "C"] { _ = try RealBinary.run(["add", name], in: scratch, environment: environment(scratch)) }
        let habits = try #require(HabitFiles.decode(scratch.bytes(scratch.dataFile) ?? []))
        #expect(habits.habits.map(\.color) == Array(Defaults.colorOrder.prefix(3)))  // and add does it
    }

    // MARK: - A habit created "tomorrow"

    @Test func aHabitCreatedTomorrowCountsAsCreatedToday() throws {
        let scratch = try ScratchFolder()
        // Added just after midnight in Kiribati, seen in UTC: created "tomorrow".
        let habit = HabitFiles.habit("Lesen", number: 1, created: Self.today.adding(days: 1))
        try scratch.write(StoreFormat.encode(HabitCollection(habits: [habit])), to: scratch.dataFile)

        let list = try RealBinary.run(["list"], in: scratch, environment: environment(scratch))
        let asOf = try RealBinary.run(["list", "--as-of", "today"], in: scratch, environment: environment(scratch))
        let todo = try RealBinary.run(["todo"], in: scratch, environment: environment(scratch))
        let show = try RealBinary.run(["show", "Lesen", "--as-of", "today"], in: scratch, environment: environment(scratch))

        #expect(asOf.stdout == list.stdout)  // --as-of today is the same as leaving it out
        #expect(list.stdout.contains("Lesen"))
        #expect(todo.status == 1 && todo.stdout == "Lesen\n")  // open today, as a habit created today is
        #expect(show.status == 0)  // not "did not exist yet"
    }

    // MARK: - A time zone or a clock out of range

    @Test(arguments: ["UTC-20", "UTC+19", "<+2430>-24:30"])
    func aTimeZoneBeyondEighteenHoursIsRefused(_ zone: String) throws {
        let scratch = try ScratchFolder()

        let outcome = try RealBinary.run(["add", "Lesen"], in: scratch, environment: environment(scratch, ["TZ": zone]))

        #expect(outcome.status == 2)  // not silently the system's zone
        #expect(outcome.stderr.hasPrefix("habit: TZ is “\(zone)”, "))
        #expect(outcome.stderr.contains("hours from UTC; habit takes time zones up to 18 hours from UTC"))
        #expect(scratch.bytes(scratch.dataFile) == nil)
    }

    @Test(arguments: [("1899-12-31T12:00:00Z", "UTC"), ("9999-12-31T23:00:00Z", "Pacific/Kiritimati")])
    func aClockOutsideTheAcceptedYearsWritesNothing(_ now: String, _ zone: String) throws {
        let scratch = try ScratchFolder()

        let add = try RealBinary.run(
            ["add", "Lesen"], in: scratch, environment: environment(scratch, ["HABIT_NOW": now, "TZ": zone]))

        #expect(add.status == 3)
        #expect(add.stderr.hasPrefix("habit: The clock says today is "))
        #expect(scratch.bytes(scratch.dataFile) == nil)  // no file the reader would refuse
    }

    // MARK: - habit alone is habit list

    @Test func habitAloneTakesTheOptionsOfList() throws {
        let scratch = try ScratchFolder()
        try scratch.write(HabitFiles.text([("Lesen", [Self.today])]), to: scratch.dataFile)

        let alone = try RealBinary.run(["--json"], in: scratch, environment: environment(scratch))
        let list = try RealBinary.run(["list", "--json"], in: scratch, environment: environment(scratch))
        let asOf = try RealBinary.run(["--as-of", "yesterday"], in: scratch, environment: environment(scratch))
        let misplaced = try RealBinary.run(["--json", "check", "Lesen"], in: scratch, environment: environment(scratch))

        #expect(alone.status == 0)
        #expect(alone.stdout == list.stdout)  // habit --json is habit list --json
        #expect(asOf.status == 0)
        #expect(misplaced.status == 2)  // check still has no --json
        #expect(misplaced.stderr == "habit: Unknown option “--json” for “habit check”; see “habit help check”.\n")
    }

    @Test(arguments: [
        ["check", "Lesen", "--date", "today", "--date", "yesterday"], ["check", "Lesen", "-d", "yesterday", "--date=today"],
        ["--file", "/tmp/a.json", "--file", "/tmp/b.json", "list"], ["show", "--weeks", "2", "--weeks", "3"],
    ])
    func anOptionGivenTwiceIsRefused(_ arguments: [String]) throws {
        let scratch = try ScratchFolder()
        let file = Array(HabitFiles.text([("Lesen", [])]).utf8)
        try scratch.write(file, to: scratch.dataFile)

        let outcome = try RealBinary.run(arguments, in: scratch, environment: environment(scratch))

        #expect(outcome.status == 2)  // not silently the last one
        #expect(outcome.stderr.contains("was given twice; give it once."))
        #expect(scratch.bytes(scratch.dataFile) == file)
    }

    @Test(arguments: [
        ["check", ""], ["check", "Lesen", " "], ["uncheck", "\t"], ["toggle", ""], ["status", ""], ["show", " "],
        ["stats", ""], ["delete", "", "--yes"], ["rename", "", "Neu"],
    ])
    func aBlankNameIsAUsageError(_ arguments: [String]) throws {
        let scratch = try ScratchFolder()
        let file = Array(HabitFiles.text([("Lesen", [])]).utf8)
        try scratch.write(file, to: scratch.dataFile)

        let outcome = try RealBinary.run(arguments, in: scratch, environment: environment(scratch))

        #expect(outcome.status == 2)  // as with add "": the command line is wrong, not the data
        #expect(outcome.stderr.hasPrefix("habit: A habit name cannot be empty or blank;"))
        #expect(scratch.bytes(scratch.dataFile) == file)
    }
}
