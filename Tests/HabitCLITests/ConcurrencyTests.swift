import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// Many `habit` processes started at once, as cron jobs and a person typing can: the lock makes
/// each read-modify-write whole, so every change lands and the file always parses.
@Suite(.serialized, .enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct ConcurrencyTests {
    /// A day well in the past, so a test running over midnight does not change the answers.
    static let day = RealBinary.today.adding(days: -60)

    /// Starts every command line at once, then waits for all of them.
    private func runAtOnce(_ commands: [[String]], in scratch: ScratchFolder) throws -> [RealBinary.Outcome] {
        let outputs = scratch.path + "/.outputs"
        try FileManager.default.createDirectory(atPath: outputs, withIntermediateDirectories: true)
        let environment = RealBinary.environment(for: scratch)
        let started = try commands.map { try RealBinary.start($0, environment: environment, outputFolder: outputs) }
        return started.map { $0.wait() }
    }

    @Test func fiftyChecksOfFiftyHabitsAllLand() throws {
        let scratch = try ScratchFolder()
        let names = (0..<50).map { String(format: "Habit %02d", $0) }
        try scratch.write(HabitFiles.text(names.map { ($0, []) }), to: scratch.dataFile)

        let outcomes = try runAtOnce(names.map { ["check", $0, "--date", "\(Self.day)"] }, in: scratch)

        #expect(outcomes.allSatisfy { $0.status == 0 }, "every check succeeds: \(outcomes.map(\.stderr).joined())")
        let habits = try #require(HabitFiles.decode(scratch.bytes(scratch.dataFile) ?? []), "the file parses")
        // Every one of the 50 habits is done on the day: no process overwrote another's change.
        #expect(habits.habits.filter { $0.isDone(on: Self.day) }.count == 50)
    }

    @Test func fiftyChecksOfOneHabitOnFiftyDaysAllLand() throws {
        let scratch = try ScratchFolder()
        try scratch.write(HabitFiles.text([("Lesen", [])]), to: scratch.dataFile)
        let days = (0..<50).map { Self.day.adding(days: -$0) }

        let outcomes = try runAtOnce(days.map { ["check", "Lesen", "--date", "\($0)"] }, in: scratch)

        #expect(outcomes.allSatisfy { $0.status == 0 }, "every check succeeds: \(outcomes.map(\.stderr).joined())")
        let habits = try #require(HabitFiles.decode(scratch.bytes(scratch.dataFile) ?? []), "the file parses")
        // All 50 days are recorded, and nothing else.
        #expect(habits.habits.first?.completions == DaySet(days))
    }

    @Test func addsRenamesAndChecksAtOnceAllLand() throws {
        let scratch = try ScratchFolder()
        let renamed = (0..<10).map { "Old \($0)" }
        let checked = (0..<20).map { "Check \($0)" }
        try scratch.write(HabitFiles.text((renamed + checked).map { ($0, []) }), to: scratch.dataFile)
        var commands: [[String]] = []
        for index in 0..<20 {
            // Interleaved, so adds, renames and checks really overlap.
            if index < 10 {
                commands.append(["add", "New \(index)"])
                commands.append(["rename", "Old \(index)", "Renamed \(index)"])
            }
            commands.append(["check", "Check \(index)", "--date", "\(Self.day)"])
        }

        let outcomes = try runAtOnce(commands, in: scratch)

        #expect(outcomes.allSatisfy { $0.status == 0 }, "every command succeeds: \(outcomes.map(\.stderr).joined())")
        let habits = try #require(HabitFiles.decode(scratch.bytes(scratch.dataFile) ?? []), "the file parses")
        let names = Set(habits.habits.map(\.name))
        // The 10 added habits, the 10 renamed ones under their new names and the 20 checked ones.
        #expect(names == Set((0..<10).map { "New \($0)" } + (0..<10).map { "Renamed \($0)" } + checked))
        // Each of the 20 checks landed.
        #expect(habits.habits.filter { $0.name.hasPrefix("Check") && $0.isDone(on: Self.day) }.count == 20)
        // The backup is a whole file too: the state before the last of the 40 changes.
        #expect(HabitFiles.decode(scratch.bytes(scratch.backupFile) ?? []) != nil)
    }
}
