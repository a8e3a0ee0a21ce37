import Foundation
import HabitCore
import Testing
@testable import HabitCLI

/// `habit export [--format csv|json]`, and that importing an export into an empty store gives
/// the same habits and days back. Today is Sunday, November 29, 2026, in Berlin.
@Suite struct ExportTests {
    static let habits = [
        ScriptingFixtures.habit(
            1, "Meditieren", icon: "🧠", color: .purple, created: "2026-11-01",
            done: ScriptingFixtures.days("2026-11-27", through: "2026-11-29")),
        ScriptingFixtures.habit(
            2, "Wasser, viel", icon: "💧", color: .blue, created: "2026-10-30",
            done: [ScriptingFixtures.day("2026-11-29"), ScriptingFixtures.day("2026-10-31")]),
        ScriptingFixtures.habit(3, "Say \"hi\"", icon: "👋", color: .pink, created: "2026-11-29"),
    ]

    @Test func csvHasAHeaderAndARowPerDay() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed(Self.habits)
        let output = sandbox.run(["export"])
        // Habits in list order, days oldest first; a habit without days keeps a row with no date.
        let golden = #"""
            name,date,state,amount,note
            Meditieren,2026-11-27,done,,
            Meditieren,2026-11-28,done,,
            Meditieren,2026-11-29,done,,
            "Wasser, viel",2026-10-31,done,,
            "Wasser, viel",2026-11-29,done,,
            "Say ""hi""",,,,

            """#
        #expect(output.stdout == golden)  // CSV is the default format
        #expect(output.exitCode == .success)  // and it worked
    }

    @Test func jsonIsTheDataFile() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed(Self.habits)
        let output = sandbox.run(["export", "--format", "json"])
        let file = try #require(sandbox.fileBytes())
        #expect(Array(output.stdout.utf8) == Array(file))  // byte for byte the data file's format
    }

    @Test func anEmptyStore() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([])
        #expect(sandbox.run(["export"]).stdout == "name,date,state,amount,note\n")  // just the header
        #expect(sandbox.run(["export", "--format=json"]).stdout == "{\n  \"habits\" : [],\n  \"version\" : 1\n}\n")  // no habits
    }

    @Test(arguments: DataFormat.allCases)
    func exportThenImportIntoAnEmptyStoreGivesTheSameHabitsAndDays(_ format: DataFormat) throws {
        let source = try ScriptingSandbox()
        try source.seed(Self.habits)
        let exported = source.run(["export", "--format", format.rawValue])
        let target = try ScriptingSandbox()
        let imported = target.run(["import", "-"], input: exported.stdout)
        #expect(imported.exitCode == .success)  // the export is valid input
        let original = try source.load().habits
        let copy = try target.load().habits
        #expect(copy.map(\.name) == original.map(\.name))  // the same habits in the same order
        #expect(copy.map(\.completions) == original.map(\.completions))  // with the same days
        if format == .json {
            #expect(copy == original)  // JSON also keeps ids, icons, colours and creation days
        }
    }

    @Test func csvRoundTripOfManyDays() throws {
        let source = try ScriptingSandbox()
        let long = ScriptingFixtures.habit(
            4, "Lang", created: "2020-01-01",
            done: ScriptingFixtures.days("2020-01-01", through: "2026-11-29").filter { $0.ordinal % 3 != 0 })
        try source.seed([long])
        let target = try ScriptingSandbox()
        _ = target.run(["import", "-"], input: source.run(["export"]).stdout)
        #expect(try target.load().habits.first?.completions == long.completions)  // every day over seven years
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let output = try ScriptingSandbox().run(["export", "--format", "xml"])
        #expect(output.exitCode == .usage)  // exit 2
        #expect(output.stderr == "habit: “xml” is not a format; use --format csv or --format json.\n")  // what to type instead
    }
}
