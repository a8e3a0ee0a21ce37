import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText
@testable import HabitFormat

/// `habit import FILE|-`: CSV rows `name,date` (or a JSON export), all checked before anything
/// changes, then added in one store update. Today is Sunday, November 29, 2026, in Berlin.
@Suite struct CSVImportTests {
    /// An existing habit, created November 10, done on the 28th.
    static let meditieren = ScriptingFixtures.habit(
        1, "Meditieren", icon: "🧠", color: .purple, created: "2026-11-10", done: [ScriptingFixtures.day("2026-11-28")])

    @Test func aDayAfterTodayIsRefusedEvenOneDayAhead() throws {
        // A day after today could not be unchecked (uncheck refuses future days): refused, even
        // one that another time zone has already reached.
        let sandbox = try ScriptingSandbox()
        let path = try sandbox.write("Lesen,2026-11-29\nLesen,2026-11-30\n", to: "import.csv")
        let output = sandbox.run(["import", path])
        #expect(output.exitCode == .usage)
        #expect(output.stderr.hasPrefix("habit: Line 2: Nov 30, 2026 is in the future"))
        #expect(sandbox.fileBytes() == nil)  // nothing imported
    }

    @Test func createsUnknownHabitsAndChecksEveryDay() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.meditieren])
        let csv = """
            name,date
            Lesen,2026-11-27
            "Wasser, viel",2026-11-20
            Lesen,2026-11-28
            "wasser, VIEL",2026-11-21
            Lesen,2026-11-28

            """
        let path = try sandbox.write(csv, to: "import.csv")
        let output = sandbox.run(["import", path])
        #expect(output.exitCode == .success)  // all rows are good
        #expect(output.stdout == "Imported 5 days for 2 habits (2 new); 1 of the days was already done.\n")  // Lesen on the 28th twice
        let habits = try sandbox.load().habits
        #expect(habits.map(\.name) == ["Meditieren", "Lesen", "Wasser, viel"])  // new habits at the end, first spelling wins
        let lesen = habits[1], wasser = habits[2]
        #expect(lesen.completions == DaySet(ScriptingFixtures.days("2026-11-27", through: "2026-11-28")))  // both days checked
        #expect(lesen.created == ScriptingFixtures.day("2026-11-27"))  // created on its earliest day
        #expect(lesen.icon == Defaults.icon)  // the default icon
        #expect(lesen.color == Defaults.color(existingHabits: 1))  // the next colour in turn…
        #expect(wasser.color == Defaults.color(existingHabits: 2))  // …and the one after
        #expect(wasser.completions == DaySet(ScriptingFixtures.days("2026-11-20", through: "2026-11-21")))  // case does not split a habit
        #expect(habits[0] == Self.meditieren)  // the existing habit is untouched
    }

    @Test(arguments: [
        (
            "en_US.UTF-8",
            "habit: The 2 new habits have the default settings (due daily, no goal or limit, the usual icon and colour): "
                + "CSV carries only days; the JSON export (habit export) keeps settings.\n"
        ),
        (
            "de_DE.UTF-8",
            "habit: Die 2 neuen Gewohnheiten haben die Standardeinstellungen (täglich fällig, kein Ziel und kein Limit, "
                + "übliches Symbol und übliche Farbe): CSV enthält nur Tage; der JSON-Export (habit export) behält die "
                + "Einstellungen.\n"
        ),
        (
            "fr_FR.UTF-8",
            "habit: Les 2 nouvelles habitudes ont les réglages par défaut (prévues chaque jour, sans objectif ni limite, "
                + "icône et couleur habituelles)\u{00A0}: le CSV ne contient que des jours\u{202F}; l'export JSON "
                + "(habit export) garde les réglages.\n"
        ),
    ])
    func newHabitsFromCSVSayTheirSettingsAreDefaults(_ language: String, _ notice: String) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.meditieren])
        let output = sandbox.run(["import", "-"], input: "Lesen,2026-11-27\nLaufen,2026-11-28\nMeditieren,2026-11-27\n", language: language)
        #expect(output.exitCode == .success)  // imported
        #expect(output.stderr == notice)  // the two new ones are counted, the known one keeps its own settings
        let known = sandbox.run(["import", "-"], input: "Meditieren,2026-11-26\n", language: language)
        #expect(known.stderr.isEmpty)  // no new habit, nothing to say
    }

    @Test func addsToAKnownHabitIgnoringCase() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.meditieren])
        let output = sandbox.run(["import", "-"], input: "MEDITIEREN,2026-11-01\nmeditieren,2026-11-28\n")
        #expect(output.stdout == "Imported 2 days for 1 habit (0 new); 1 of the days was already done.\n")  // the 28th was done
        let habit = try #require(sandbox.load().habits.first)
        #expect(habit.name == "Meditieren")  // keeps its name, icon and colour
        #expect(habit.icon == "🧠")  // the icon too
        #expect(habit.completions == [ScriptingFixtures.day("2026-11-01"), ScriptingFixtures.day("2026-11-28")])  // Nov 1 added
        #expect(habit.start == ScriptingFixtures.day("2026-11-01"))  // it starts at the earliest day
        #expect(habit.created == ScriptingFixtures.day("2026-11-10"))  // and was still added on the 10th
    }

    @Test func readsStandardInputWithCRLFAndNoHeader() throws {
        let sandbox = try ScriptingSandbox()
        let output = sandbox.run(["import", "-"], input: "Lesen,2026-11-29\r\n\"Say \"\"hi\"\"\",2026-11-29\r\n")
        #expect(output.exitCode == .success)  // no header needed
        #expect(try sandbox.load().habits.map(\.name) == ["Lesen", "Say \"hi\""])  // quotes undone
    }

    @Test func anEmptyDateNamesAHabitWithoutADay() throws {
        let sandbox = try ScriptingSandbox()
        let output = sandbox.run(["import", "-"], input: "name,date\nNeu,\n")
        #expect(output.stdout == "Imported 0 days for 1 habit (1 new).\n")  // a habit, no day
        let habit = try #require(sandbox.load().habits.first)
        #expect(habit.completions.isEmpty)  // nothing checked
        #expect(habit.created == ScriptingSandbox.today)  // created today, as `add` would
    }

    @Test func nothingToImport() throws {
        let sandbox = try ScriptingSandbox()
        let output = sandbox.run(["import", "-"], input: "name,date\n")
        #expect(output.stdout == "Nothing to import: the input has no rows.\n")  // says so
        #expect(output.exitCode == .success)  // and is not an error
        #expect(sandbox.fileBytes() == nil)  // no data file was written for nothing
    }

    struct BadRow: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let csv: String
        let stderr: String
    }

    @Test(arguments: [
        BadRow(
            testDescription: "a day that does not exist", csv: "name,date\nLesen,2026-11-01\nLesen,2026-02-30\n",
            stderr: "habit: Line 3: “2026-02-30” is not a day; use YYYY-MM-DD (a date that exists). Nothing was imported.\n"),
        BadRow(
            testDescription: "not a date at all", csv: "Lesen,yesterday\n",
            stderr: "habit: Line 1: “yesterday” is not a day; use YYYY-MM-DD (a date that exists). Nothing was imported.\n"),
        BadRow(
            // Two days ahead are accepted (time zones ahead of this one); three are not.
            testDescription: "a future day", csv: "Lesen,2026-11-29\nLesen,2026-12-02\n",
            stderr: "habit: Line 2: Dec 2, 2026 is in the future (today is Nov 29, 2026); correct or remove that row. Nothing was imported.\n"),
        BadRow(
            testDescription: "an empty name", csv: "name,date\nLesen,2026-11-01\n  ,2026-11-02\n",
            stderr:
                "habit: Line 3: the habit name is empty or invisible; write a name there or remove the line. Nothing was imported.\n"),
        BadRow(
            testDescription: "three fields", csv: "Lesen,2026-11-01\nWasser, viel,2026-11-02\n",
            stderr:
                "habit: Line 2 has 3 fields; each row needs name,date or name,date,state,amount,note (put quotes around a name with a comma). Nothing was imported.\n"
        ),
        BadRow(
            testDescription: "one field", csv: "Lesen,2026-11-01\n\nLesen\n",
            stderr:
                "habit: Line 3 has 1 field; each row needs name,date or name,date,state,amount,note (put quotes around a name with a comma). Nothing was imported.\n"
        ),
        BadRow(
            testDescription: "a quote never closed", csv: "Lesen,2026-11-01\n\"Lesen,2026-11-02\nLesen,2026-11-03\n",
            stderr: "habit: Line 2: a field that opens with a quote is never closed. Nothing was imported.\n"),
        BadRow(
            testDescription: "a name that is too long", csv: String(repeating: "x", count: 101) + ",2026-11-01\n",
            stderr:
                "habit: Line 1: the name is 101 characters long, more than the 100 a name may have; shorten it in the file. Nothing was imported.\n"),
    ])
    func aBadRowChangesNothing(_ bad: BadRow) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.meditieren])
        let before = sandbox.fileBytes()
        let output = sandbox.run(["import", "-"], input: bad.csv)
        #expect(output.exitCode == .usage)  // exit 2: the input is at fault
        #expect(output.stderr == bad.stderr)  // the first bad line, and that nothing happened
        #expect(output.stdout.isEmpty)  // no success line
        #expect(sandbox.fileBytes() == before)  // the data file is byte for byte the same, good rows included
    }

    @Test func errorsInGerman() throws {
        let sandbox = try ScriptingSandbox()
        let row = sandbox.run(["import", "-"], input: "Lesen,2026-13-01\n", language: "de_DE.UTF-8")
        #expect(
            row.stderr
                == "habit: Zeile 1: „2026-13-01“ ist kein Tag; verwende JJJJ-MM-TT (ein Datum, das es gibt). Nichts wurde importiert.\n"
        )  // the row's problem in German
        let missing = sandbox.run(["import", "/nicht/da.csv"], language: "de_DE.UTF-8")
        #expect(
            missing.stderr
                == "habit: Es gibt keine Datei /nicht/da.csv zum Importieren; prüfe den Pfad oder lies mit - von der Standardeingabe.\n"
        )  // and a missing file
    }

    @Test func aMissingFileOrAFolderIsAUsageError() throws {
        let sandbox = try ScriptingSandbox()
        let missing = sandbox.run(["import", sandbox.folder + "/none.csv"])
        #expect(missing.exitCode == .usage)  // exit 2: a wrong path was typed
        #expect(missing.stderr.hasPrefix("habit: There is no file \(sandbox.folder)/none.csv to import"))  // which path
        let folder = sandbox.run(["import", sandbox.folder])
        #expect(folder.exitCode == .usage)  // a folder is not a file to import
        #expect(folder.stderr == "habit: \(sandbox.folder) is a folder; give the CSV or JSON file to import.\n")  // says so
    }

    @Test func aBrokenDataFileIsAStoreErrorAndStaysUntouched() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.write("{ \"version\": 1, \"habits\": [", to: "habits.json")
        let before = sandbox.fileBytes()
        let output = sandbox.run(["import", "-"], input: "Lesen,2026-11-01\n")
        #expect(output.exitCode == .data)  // exit 3: the store, not the input, is the problem
        #expect(output.stderr.contains("is not a valid habit file"))  // the store's own message
        #expect(sandbox.fileBytes() == before)  // never overwritten
    }

    @Test func importingWhatIsAlreadyThereWritesNothing() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.meditieren])
        let path = sandbox.file
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        let inode = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        let output = sandbox.run(["import", "-"], input: "Meditieren,2026-11-28\n")
        #expect(output.stdout == "Nothing new: the 1 day was already done; the data file is unchanged.\n")  // nothing new
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int == inode)  // not replaced
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == before)  // not rewritten
    }

    @Test func jsonIsDetectedAndFormatCanForceCSV() throws {
        let sandbox = try ScriptingSandbox()
        let detected = sandbox.run(["import", "-"], input: "{x},2026-11-01\n")
        #expect(detected.exitCode == .usage)  // a leading { reads as JSON, which this is not
        #expect(
            detected.stderr.hasPrefix("habit: The JSON to import is not a habit export: line 1, column 2:"))  // where it broke
        let forced = sandbox.run(["import", "--format", "csv", "-"], input: "{x},2026-11-01\n")
        #expect(forced.exitCode == .success)  // --format csv reads it as CSV
        #expect(try sandbox.load().habits.map(\.name) == ["{x}"])  // a habit whose name starts with a brace
    }

    @Test func aJSONExportWithAFutureDayIsRefused() throws {
        let sandbox = try ScriptingSandbox()
        let future = ScriptingFixtures.habit(5, "Zukunft", created: "2026-11-01", done: [ScriptingFixtures.day("2026-12-24")])
        let json = StoreFormat.encode(HabitCollection(habits: [future]))
        let output = sandbox.run(["import", "-"], input: json)
        #expect(output.exitCode == .usage)  // exit 2
        #expect(
            output.stderr
                == "habit: “Zukunft” in the JSON has a day in the future: Dec 24, 2026 (today is Nov 29, 2026); correct or remove it. Nothing was imported.\n"
        )  // names the habit and the day
        #expect(sandbox.fileBytes() == nil)  // nothing written
    }

    @Test(.timeLimit(.minutes(1)))
    func aHundredAndFiftyThousandRowsInOneGo() throws {
        let sandbox = try ScriptingSandbox()
        // 15 habits × 10,000 days each, ending today: 150,000 rows.
        let first = ScriptingSandbox.today.adding(days: -9_999)
        var csv = "name,date\n"
        for number in 1...15 {
            for offset in 0..<10_000 {
                csv += "Habit \(number),\(first.adding(days: offset))\n"
            }
        }
        let path = try sandbox.write(csv, to: "big.csv")
        let output = sandbox.run(["import", path])
        #expect(output.stdout == "Imported 150000 days for 15 habits (15 new).\n")  // every row
        let habits = try sandbox.load().habits
        #expect(habits.count == 15)  // one habit per name
        #expect(habits.allSatisfy { $0.completions.count == 10_000 })  // every day of every habit
        #expect(habits.allSatisfy { $0.streak(asOf: ScriptingSandbox.today) == 10_000 })  // unbroken up to today
    }
}

/// The import's pure part: grouping and applying a batch, without a file.
@Suite struct ImportBatchTests {
    static let today = ScriptingSandbox.today

    @Test func aJSONHabitIsMatchedByIdEvenWhenRenamed() throws {
        let stored = ScriptingFixtures.habit(1, "Lesen", icon: "📚", created: "2026-11-10")
        let exported = ScriptingFixtures.habit(
            1, "Reading", icon: "📖", color: .red, created: "2026-11-05", done: [ScriptingFixtures.day("2026-11-06")])
        let batch = try ImportBatch.json(Array(StoreFormat.encode(HabitCollection(habits: [exported])).utf8), today: Self.today)
        let (result, summary) = try batch.applied(to: HabitCollection(habits: [stored]), today: Self.today)
        #expect(result.habits.count == 1)  // the same habit, not a second one
        #expect(result.habits[0].name == "Lesen")  // the store's name, icon and colour win
        #expect(result.habits[0].completions == [ScriptingFixtures.day("2026-11-06")])  // the exported day is added
        #expect(result.habits[0].created == ScriptingFixtures.day("2026-11-05"))  // the earlier creation day
        #expect(summary == ImportSummary(days: 1, habits: 1, newHabits: 0, alreadyDone: 0))  // counted
    }

    @Test func aNewJSONHabitKeepsItsIdIconColourAndCreationDay() throws {
        let exported = ScriptingFixtures.habit(7, "Yoga", icon: "🧘", color: .teal, created: "2026-10-01")
        let batch = try ImportBatch.json(Array(StoreFormat.encode(HabitCollection(habits: [exported])).utf8), today: Self.today)
        let (result, summary) = try batch.applied(to: HabitCollection(), today: Self.today)
        #expect(result.habits == [exported])  // exactly as exported
        #expect(summary.newHabits == 1)  // and new
    }

    @Test func csvRowsAreGroupedByHabitInFirstSeenOrder() throws {
        let records = try CSVReader.records(Array("b,2026-11-02\na,2026-11-01\nB,2026-11-03\n".utf8))
        let batch = try ImportBatch.csv(records, today: Self.today)
        #expect(batch.entries.map(\.name) == ["b", "a"])  // one entry per habit, first spelling
        #expect(batch.entries[0].days == [ScriptingFixtures.day("2026-11-02"), ScriptingFixtures.day("2026-11-03")])  // in input order
        #expect(batch.dayCount == 3)  // every row's day
    }

    @Test func aJSONImportIntoAnExistingHabitKeepsItsArchivingAndAnswers() throws {
        // The habit is rebuilt from its days when an import adds to it: being archived and the
        // "no" answers of `habit ask` must come along (both sides' answers).
        let sandbox = try ScriptingSandbox()
        var kept = ScriptingFixtures.habit(1, "Lesen", created: "2026-11-01")
        kept.isArchived = true
        kept.setAnsweredNo([ScriptingFixtures.day("2026-11-20")])
        try sandbox.seed([kept])
        var exported = ScriptingFixtures.habit(
            2, "lesen", created: "2026-11-01", done: [ScriptingFixtures.day("2026-11-21")])
        exported.setAnsweredNo([ScriptingFixtures.day("2026-11-22")])
        let path = try sandbox.write(StoreFormat.encode(HabitCollection(habits: [exported])), to: "export.json")
        #expect(sandbox.run(["import", path]).exitCode == .success)
        let habit = try #require(sandbox.load().habits.first)
        #expect(habit.isArchived)  // still archived
        #expect(habit.answeredNo == [ScriptingFixtures.day("2026-11-20"), ScriptingFixtures.day("2026-11-22")])  // both kept
        #expect(habit.completions == [ScriptingFixtures.day("2026-11-21")])  // the day came in
    }
}
