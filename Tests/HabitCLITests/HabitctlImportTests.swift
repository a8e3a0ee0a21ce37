import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `habit import --from habitctl FOLDER`: habitctl's `habits` and `log` files, as habitctl writes
/// them (`Fixtures/habitctl`). Today is Sunday, November 29, 2026, in Berlin.
@Suite struct HabitctlImportTests {
    static let folder = ImportFixtures.path("habitctl")

    @Test func importsEveryHabitWithItsScheduleDaysAndSkips() throws {
        let sandbox = try ScriptingSandbox()
        let output = sandbox.run(["import", "--from", "habitctl", Self.folder])
        #expect(output.exitCode == .success)
        #expect(
            output.stdout
                == "Imported 6 habits from habitctl (6 new): 40 done days, 1 skipped day, 0 amounts and 0 notes.\n")
        #expect(
            output.stderr
                == "habit: “Renewed passport” has the frequency 1/500 there, which habit has no schedule for; it is now due "
                + "every 365 days (change it with habit edit).\n")  // habit's longest interval
        let habits = try sandbox.load().habits
        #expect(
            habits.map(\.name) == [
                "Meditated", "Cleaned the apartment", "Had a headache", "Watered the plants", "Renewed passport",
                "Used habitctl",
            ])  // the habits file's order (comments left out), then what only the log names
        #expect(habits.map(\.schedule) == [.daily, .every(7), .daily, .every(3), .every(365), .daily])  // 1, 7, 0, 3, 500
        #expect(habits.map(\.isArchived) == [false, false, false, false, false, true])  // commented out: archived
        // Frequency 0 ("just tracking"): track-only, never due, no streak; the others are to do.
        #expect(habits.map(\.purpose) == [.build, .build, .trackOnly, .build, .build, .build])
        #expect(!habits[2].isDue(on: Fixed.today))
        let meditated = habits[0]
        #expect(meditated.skips == [day("2026-11-20")])  // s
        #expect(!meditated.isDone(on: day("2026-11-09")))  // n
        #expect(habits[1].completions == [day("2026-11-01"), day("2026-11-07"), day("2026-11-14"), day("2026-11-21"), day("2026-11-27")])
    }

    @Test func showsTheRunHabitctlShows() throws {
        // habitctl draws Meditated as done (━) every day since Nov 10 but for one skip (•) on
        // Nov 20, after the n on Nov 9: habit counts that run as 19 done days; the skip keeps it
        // without adding to it. Cleaned the apartment (every 7 days) is satisfied (─) throughout
        // November: 5 times.
        let sandbox = try ScriptingSandbox()
        _ = sandbox.run(["import", "--from", "habitctl", Self.folder])
        let habits = try sandbox.load().habits
        #expect(habits[0].streak(asOf: Fixed.today) == 19)
        #expect(habits[1].streak(asOf: Fixed.today) == 5)
    }

    @Test(arguments: [
        ("habits", "Meditated\n", "line 1: cannot read “Meditated”; expected N Name."),
        ("log", "2026-11-01 Meditated y\n", "line 1: cannot read “2026-11-01 Meditated y”; expected YYYY-MM-DD<TAB>Name<TAB>y|n|s."),
        ("log", "\n2026-11-30\tMeditated\ty\n", "line 2: Nov 30, 2026 is in the future (today is Nov 29, 2026); fix it there."),
    ])
    func aBadLineIsRefusedWithItsFileAndLine(file: String, text: String, problem: String) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([ScriptingFixtures.habit(1, "Lesen", created: "2026-11-01")])
        let before = sandbox.fileBytes()
        try sandbox.write("1 Meditated\n", to: "habits")
        try sandbox.write("2026-11-01\tMeditated\ty\n", to: "log")
        try sandbox.write(text, to: file)
        let output = sandbox.run(["import", "--from", "habitctl", sandbox.folder])
        #expect(output.exitCode == .usage)
        #expect(output.stderr == "habit: \(sandbox.folder)/\(file), \(problem) Nothing was imported.\n")
        #expect(sandbox.fileBytes() == before)  // byte for byte
    }

    @Test func aFileOfTheFolderNamesTheFolder() throws {
        let sandbox = try ScriptingSandbox()
        let output = sandbox.run(["import", "--from", "habitctl", Self.folder + "/log"])
        #expect(output.exitCode == .success)  // its folder is read
        #expect(try sandbox.load().habits.count == 6)
    }

    @Test(arguments: [
        (["import", "--from", "hash", "x"], "habit: “hash” is not a tracker habit imports from; use --from loop, harsh, habitctl or dijo.\n"),
        (["import", "--from", "harsh", "--format", "csv", "x"], "habit: --from and --format cannot be combined: --from reads the tracker's own files.\n"),
    ])
    func aWrongFromIsAUsageError(arguments: [String], message: String) throws {
        let output = try ScriptingSandbox().run(arguments)
        #expect(output.exitCode == .usage)
        #expect(output.stderr == message)
    }

    @Test func importingTheSameFolderAgainChangesNothingAndSaysSo() throws {
        let sandbox = try ScriptingSandbox()
        _ = sandbox.run(["import", "--from", "habitctl", Self.folder])
        let before = sandbox.fileBytes()
        let output = sandbox.run(["import", "--from", "habitctl", Self.folder])
        #expect(output.exitCode == .success)
        #expect(
            output.stdout == "Nothing new from habitctl: its 6 habits and their days are here already; the data file is unchanged.\n")
        #expect(output.stderr == "")  // the habits keep their schedules: no schedule to report
        #expect(sandbox.fileBytes() == before)  // byte for byte
    }
}
