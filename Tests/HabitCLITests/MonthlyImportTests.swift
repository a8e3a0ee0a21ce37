import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// Loop's and harsh's month-like frequencies (1 in 30 days, harsh's `4w`) import as so many
/// times a calendar month, with a note, instead of the nearest daily rule. Today is Sunday,
/// November 29, 2026, in Berlin.
@Suite struct MonthlyImportTests {
    @Test(
        "The frequency alone: 28 to 31 days is a month, anything else is not",
        arguments: [
            (1, 30, Schedule.perMonth(1)), (2, 31, .perMonth(2)), (1, 28, .perMonth(1)), (4, 29, .perMonth(4)),
            (1, 27, nil), (1, 32, nil), (30, 30, nil), (31, 31, nil),
        ] as [(Int, Int, Schedule?)])
    func monthLikeFrequencies(times: Int, days: Int, expected: Schedule?) {
        #expect(ForeignFrequency(times: times, days: days).monthlySchedule == expected)
    }

    @Test func loopsOneInThirtyDaysImportsAsOnceAMonthWithANote() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.write(
            "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,"
                + "Target Value,Archived?\n001,Miete,YES_NO,,,1,30,#FF8F00,,,,false\n"
                + "002,Putzen,YES_NO,,,2,31,#FF8F00,,,,false\n", to: "Habits.csv")
        let output = sandbox.run(["import", "--from", "loop", sandbox.folder + "/Habits.csv"])
        #expect(output.exitCode == .success)
        #expect(
            output.stderr
                == "habit: “Miete” has the frequency 1/30 there, about a month; it is now due once a month, by calendar "
                + "month (change it with habit edit).\n"
                + "habit: “Putzen” has the frequency 2/31 there, about a month; it is now due 2 times a month, by calendar "
                + "month (change it with habit edit).\n")
        #expect(try sandbox.load().habits.map(\.schedule) == [.perMonth(1), .perMonth(2)])
    }

    @Test func harshsOnceInFourWeeksIsARollingWindowButTwiceIsMonthlyWithANote() throws {
        let sandbox = try ScriptingSandbox()
        try FileManager.default.createDirectory(atPath: sandbox.folder + "/harsh", withIntermediateDirectories: true)
        try sandbox.write("Miete: 1/30\nPutzen: 2/4w\nZahnarzt: 4w\nGym: 3/7\n", to: "harsh/habits")
        try sandbox.write("2026-11-02 : Miete : y\n", to: "harsh/log")
        let output = sandbox.run(["import", "--from", "harsh", sandbox.folder + "/harsh"])
        #expect(output.exitCode == .success)
        #expect(
            output.stderr
                == "habit: “Putzen” has the frequency 2/28 there, about a month; it is now due 2 times a month, by calendar "
                + "month (change it with habit edit).\n")
        // harsh's once in n days is any n days in a row: 1/30 and 4w are every 30 and 28 days; 2/4w keeps
        // the monthly mapping and its note; 3/7 stays 3 times a week.
        #expect(try sandbox.load().habits.map(\.schedule) == [.every(30), .perMonth(2), .every(28), .perWeek(3)])
    }

    @Test(
        "The note in German and French",
        arguments: [
            ("de_DE.UTF-8", "habit: „Miete“ hat dort die Häufigkeit 1/30, etwa ein Monat; sie ist jetzt"),
            ("fr_FR.UTF-8", "habit: «\u{202F}Miete\u{202F}» a là-bas la fréquence 1/30, environ un mois\u{202F}; elle est désormais"),
        ])
    func theNoteInEachLanguage(language: String, start: String) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.write(
            "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,"
                + "Target Value,Archived?\n001,Miete,YES_NO,,,1,30,#FF8F00,,,,false\n", to: "Habits.csv")
        let output = sandbox.run(
            ["import", "--from", "loop", sandbox.folder + "/Habits.csv"], language: language)
        #expect(output.exitCode == .success)
        #expect(output.stderr.hasPrefix(start))
    }

    @Test func movingInSaysWhatTheImportersDo() throws {
        // docs/moving-in.md once said daily for harsh's and habitctl's 0 and --every n for Loop's 1/30.
        let text = try String(contentsOfFile: DocumentationTests.root + "/docs/moving-in.md", encoding: .utf8)
        #expect(text.contains("| `Name: 0` (tracked only) | `--track-only`: never due, never nags |"))
        #expect(text.contains("| `0 Name` (tracked only) | `--track-only`: never due, never nags |"))
        #expect(!text.contains("(tracked only) | daily |"))
        #expect(text.contains("*k*/28 to *k*/31 (`1/30`, `1/31`, `2/30`"))
        #expect(text.contains("| `Name: 30`, `28`, `31`, `1/30`, `4w` | `--every 30`"))
    }
}
