import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// A harsh `y` on a day the data file has skipped: the day becomes done (a done day wins, as
/// everywhere), and the summary counts it as done, not as a skip. Today is Sunday, November 29,
/// 2026, in Berlin.
@Suite struct HarshSkipSummaryTests {
    @Test(arguments: [
        ("en_US.UTF-8", "Imported 1 habit from harsh (0 new): 1 done day, 0 skipped days, 0 amounts and 0 notes.\n"),
        (
            "de_DE.UTF-8",
            "1 Gewohnheit aus harsh importiert (0 neu): 1 erledigter Tag, 0 ausgelassene Tage, 0 Mengen und 0 Notizen.\n"
        ),
    ])
    func aDoneLineOverAnExistingSkipIsCountedAsDone(_ language: String, _ summary: String) throws {
        let sandbox = try ScriptingSandbox()
        _ = sandbox.run(["add", "Lesen"])
        #expect(sandbox.run(["skip", "Lesen", "--date", "2026-11-28"]).exitCode == .success)
        try sandbox.write("Lesen: 1\n", to: "harsh/habits")
        try sandbox.write("2026-11-28 : Lesen : y\n", to: "harsh/log")
        let output = sandbox.run(["import", "--from", "harsh", sandbox.folder + "/harsh"], language: language)
        #expect(output.exitCode == .success)
        #expect(output.stdout == summary)  // what happened: a done day, no skip
        let habit = try #require(try sandbox.load().habits.first)
        let day = ScriptingFixtures.day("2026-11-28")
        #expect(habit.completions.contains(day))  // done…
        #expect(!habit.skips.contains(day))  // …and no longer skipped, so nothing is counted twice
    }
}
