import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

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
        let output = sandbox.run(["export", "--format", "csv"])
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
        #expect(output.stdout == golden)  // a table of days
        #expect(output.exitCode == .success)  // and it worked
    }

    @Test func withoutAFormatExportWritesTheJSONBackup() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed(Self.habits)
        let output = sandbox.run(["export"])
        let file = try #require(sandbox.fileBytes())
        #expect(Array(output.stdout.utf8) == Array(file))  // JSON, the format that round-trips exactly
        #expect(output.stderr.isEmpty)  // nothing left out, nothing to say
    }

    /// A habit with one setting that CSV does not carry, named after it.
    struct SettingCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let change: @Sendable (inout Habit) -> Void
    }

    static let settingCases: [SettingCase] = [
        SettingCase(testDescription: "a goal") { $0.setGoal(try? Goal(.atLeast, Amount(8))) },
        SettingCase(testDescription: "a limit") { $0.setGoal(try? Goal(.atMost, Amount(2))) },
        SettingCase(testDescription: "a schedule") { $0.schedule = .every(2) },
        SettingCase(testDescription: "a pause") {
            _ = try? $0.pause(from: ScriptingFixtures.day("2026-11-20"), through: nil, today: ScriptingSandbox.today)
        },
        SettingCase(testDescription: "archiving") { $0.isArchived = true },
        SettingCase(testDescription: "an icon") { $0.icon = "🧠" },
        SettingCase(testDescription: "a colour") { $0.color = .teal },
        SettingCase(testDescription: "a no answer") { $0.setAnsweredNo([ScriptingFixtures.day("2026-11-28")]) },
    ]

    /// Two habits with the defaults a CSV import gives them: the default icon, the first colours in turn.
    static func plainHabits() -> [Habit] {
        [
            ScriptingFixtures.habit(1, "Lesen", color: .purple, created: "2026-11-27", done: [ScriptingFixtures.day("2026-11-27")]),
            ScriptingFixtures.habit(2, "Laufen", color: .blue, created: "2026-11-28", done: [ScriptingFixtures.day("2026-11-28")]),
        ]
    }

    @Test(arguments: settingCases)
    func csvSaysOnStandardErrorWhatItLeavesOut(_ setting: SettingCase) throws {
        let sandbox = try ScriptingSandbox()
        var habits = Self.plainHabits()
        setting.change(&habits[1])
        try sandbox.seed(habits)
        let output = sandbox.run(["export", "--format", "csv"])
        #expect(output.exitCode == .success)  // the export is written all the same
        #expect(output.stdout.hasPrefix("name,date,state,amount,note\nLesen,2026-11-27,done,,\n"))  // the table of days
        let notice =
            "habit: CSV carries only names and days, so this export leaves out the settings of 1 habit (a goal or limit, "
            + "schedule, pauses, reminder times, archiving, tags, icon or colour); habit export without --format writes the JSON backup, which "
            + "keeps everything.\n"
        #expect(output.stderr == notice)  // one sentence, naming the JSON export
    }

    @Test func csvOfHabitsWithOnlyDefaultSettingsSaysNothing() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed(Self.plainHabits())
        let output = sandbox.run(["export", "--format", "csv"])
        #expect(output.stderr.isEmpty)  // the CSV carries all there is
        let target = try ScriptingSandbox()
        _ = target.run(["import", "-"], input: output.stdout)
        let original = try sandbox.load().habits
        let copy = try target.load().habits
        // Which is true: the import gives the same icons, colours and settings back.
        #expect(copy.map(\.icon) == original.map(\.icon))
        #expect(copy.map(\.color) == original.map(\.color))
        #expect(copy.map(\.schedule) == original.map(\.schedule))
    }

    @Test(arguments: [
        (
            "en_US.UTF-8",
            "habit: CSV carries only names and days, so this export leaves out the settings of 3 habits (goals or "
                + "limits, schedules, pauses, reminder times, archiving, tags, icons or colours); habit export without --format writes the "
                + "JSON backup, which keeps everything.\n"
        ),
        (
            "de_DE.UTF-8",
            "habit: CSV enthält nur Namen und Tage, daher fehlen in diesem Export die Einstellungen von 3 Gewohnheiten "
                + "(Ziele oder Limits, Zeitpläne, Pausen, Erinnerungszeiten, Archivierung, Tags, Symbole oder Farben); habit export ohne --format "
                + "schreibt die JSON-Sicherung, die alles behält.\n"
        ),
        (
            "fr_FR.UTF-8",
            "habit: Le CSV ne contient que des noms et des jours\u{00A0}: cet export omet les réglages de 3 habitudes "
                + "(objectifs ou limites, programmes, pauses, heures de rappel, archivage, étiquettes, icônes ou couleurs)\u{202F}; habit export sans "
                + "--format écrit la sauvegarde JSON, qui garde tout.\n"
        ),
    ])
    func csvNamesTheJSONExportInEveryLanguage(_ language: String, _ notice: String) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed(Self.habits)  // three habits with icons of their own
        #expect(sandbox.run(["export", "--format", "csv"], language: language).stderr == notice)  // counted, in its language
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
        #expect(sandbox.run(["export", "--format", "csv"]).stdout == "name,date,state,amount,note\n")  // just the header
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
        _ = target.run(["import", "-"], input: source.run(["export", "--format", "csv"]).stdout)
        #expect(try target.load().habits.first?.completions == long.completions)  // every day over seven years
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let output = try ScriptingSandbox().run(["export", "--format", "xml"])
        #expect(output.exitCode == .usage)  // exit 2
        #expect(output.stderr == "habit: “xml” is not a format; use --format csv or --format json.\n")  // what to type instead
    }
}
