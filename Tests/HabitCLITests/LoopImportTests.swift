import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `habit import --from loop PATH`: Loop Habit Tracker's CSV export, the zip or its folder, as
/// Loop's `HabitsCSVExporter` writes it (`Fixtures/loop`, made by `Fixtures/make-loop-fixture.py`).
/// Today is Sunday, November 29, 2026, in Berlin.
@Suite struct LoopImportTests {
    @Test(arguments: ["loop", "loop.zip", "loop-stored.zip", "loop-streamed.zip", "loop/Habits.csv"])
    func theZipAndTheFolderImportTheSame(path: String) throws {
        let sandbox = try ScriptingSandbox()
        let output = sandbox.run(["import", "--from", "loop", ImportFixtures.path(path)])
        #expect(output.exitCode == .success)
        #expect(
            output.stdout
                == "Imported 8 habits from loop (8 new): 42 done days, 2 skipped days, 16 amounts and 5 notes.\n")
        let reference = try ScriptingSandbox()
        _ = reference.run(["import", "--from", "loop", ImportFixtures.path("loop")])
        #expect(try sandbox.load() == reference.load())
    }

    @Test func importsEveryHabitWithItsSettings() throws {
        let sandbox = try ScriptingSandbox()
        let output = sandbox.run(["import", "--from", "loop", ImportFixtures.path("loop.zip")])
        #expect(
            output.stderr
                == "habit: “Stretch” has the frequency 2/3 there, which habit has no schedule for; it is now due "
                + "5 times a week (change it with habit edit).\n")  // 2 in 3 days is about 4.7 a week
        let habits = try sandbox.load().habits
        #expect(
            habits.map(\.name) == [
                "Meditate", "Run", "Water", "Coffee", "Cycling", "Clean the flat", "Stretch", "Read \"Dune\", slowly",
            ])  // Habits.csv's order; a quoted name with a comma
        #expect(
            habits.map(\.schedule) == [.daily, .perWeek(3), .daily, .daily, .daily, .every(7), .perWeek(5), .daily])
        #expect(
            habits.map(\.goal) == [
                nil, nil, try Goal(.atLeast, Amount(8), unit: "glasses"), try Goal(.atMost, Amount(2), unit: "cups"),
                try Goal(.weeklyAtLeast, Amount(parsing: "20.5"), unit: "km"), nil, nil, nil,
            ])  // AT_LEAST, AT_MOST, and AT_LEAST over 7 days: a weekly goal
        #expect(
            habits.map(\.color) == [.yellow, .blue, .blue, .brown, .green, Defaults.color(existingHabits: 5), .pink, .purple]
        )  // Loop's amber, blue, light blue, brown, green, a grey (none: add's), pink, deep purple
        #expect(habits.map(\.isArchived) == [false, false, false, false, false, true, false, false])
        #expect(habits.allSatisfy { $0.icon == Defaults.icon })  // Loop has no icons
    }

    @Test func readsYesNoHabitsAsLoopMeansThem() throws {
        let sandbox = try ScriptingSandbox()
        _ = sandbox.run(["import", "--from", "loop", ImportFixtures.path("loop.zip")])
        let habits = try sandbox.load().habits
        let meditate = habits[0]
        #expect(meditate.isDone(on: day("2026-11-05")))  // YES_MANUAL
        #expect(!meditate.isDone(on: day("2026-11-09")))  // NO
        #expect(meditate.skips == [day("2026-11-20")])  // SKIP
        #expect(meditate.notes[day("2026-11-05")] == "10 minutes, calm")  // a quoted note
        #expect(meditate.notes[day("2026-11-09")] == "overslept")  // a NO day keeps its note
        #expect(meditate.created == day("2026-11-01"))  // the first entry
        // YES_AUTO is Loop's own inference from the frequency, not a check.
        #expect(
            habits[1].completions
                == DaySet(["02", "04", "06", "10", "12", "14", "24", "26", "28"].map { day("2026-11-" + $0) }))
        #expect(habits[7].notes[day("2026-11-28")] == "Chapter 3: \"The Spice\" loved it")  // a line break became a space
    }

    @Test func readsNumericalHabitsInThousandths() throws {
        let sandbox = try ScriptingSandbox()
        _ = sandbox.run(["import", "--from", "loop", ImportFixtures.path("loop")])
        let habits = try sandbox.load().habits
        let water = habits[2]
        #expect(water.amounts[day("2026-11-21")] == (try Amount(parsing: "6.5")))  // 6500
        #expect(water.amounts[day("2026-11-22")] == .zero)  // NO: a recorded 0
        #expect(water.amounts[day("2026-11-24")] == nil)  // UNKNOWN: nothing
        #expect(water.skips == [day("2026-11-23")])  // SKIP
        #expect(water.isDone(on: day("2026-11-20")) && !water.isDone(on: day("2026-11-21")))  // 8 of 8; 6.5 of 8
        let coffee = habits[3]
        #expect(coffee.isDone(on: day("2026-11-28")))  // NO is 0 cups: within the limit
        #expect(!coffee.isDone(on: day("2026-11-27")))  // 3 cups of at most 2
        #expect(habits[4].amounts[day("2026-11-23")] == (try Amount(parsing: "5.25")))  // 5250
    }

    @Test func showsTheStreaksLoopShows() throws {
        // Loop's StreakList counts consecutive days whose value reaches the target (AT_LEAST),
        // stays within it (AT_MOST, not UNKNOWN), or is above 0 (yes/no: YES_MANUAL, YES_AUTO and
        // SKIP). Where the rules agree: Water's streak is Nov 25–29 (5; UNKNOWN on Nov 24 breaks
        // it), Coffee's Nov 28–29 (2; 3 cups on Nov 27), Read's Nov 28–29 (2). Loop shows
        // Meditate's streak as 20 days (Nov 10–29) counting the skip on Nov 20 as a day; habit's
        // skips keep a streak without adding to it: 19. Coffee is a limit, whose today counts
        // once it is over: 1 (Nov 28).
        let sandbox = try ScriptingSandbox()
        _ = sandbox.run(["import", "--from", "loop", ImportFixtures.path("loop")])
        let habits = try sandbox.load().habits
        #expect(habits[2].streak(asOf: Fixed.today) == 5)
        #expect(habits[3].streak(asOf: Fixed.today) == 1)
        #expect(habits[7].streak(asOf: Fixed.today) == 2)
        #expect(habits[0].streak(asOf: Fixed.today) == 19)
    }

    @Test func aBadValueIsReportedWithItsFileAndLine() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([ScriptingFixtures.habit(1, "Lesen", created: "2026-11-01")])
        let before = sandbox.fileBytes()
        try sandbox.write(try ImportFixtures.text("loop/Habits.csv"), to: "Habits.csv")
        try FileManager.default.createDirectory(atPath: sandbox.folder + "/001 Meditate", withIntermediateDirectories: true)
        try sandbox.write("Date,Value,Notes\n2026-11-29,YES_MANUAL,\n2026-11-28,MAYBE,\n", to: "001 Meditate/Checkmarks.csv")
        let output = sandbox.run(["import", "--from", "loop", sandbox.folder])
        #expect(output.exitCode == .usage)
        #expect(
            output.stderr
                == "habit: \(sandbox.folder)/001 Meditate/Checkmarks.csv, line 3: “MAYBE” is not a value Loop writes for "
                + "a yes/no habit; expected YES_MANUAL, YES_AUTO, NO, SKIP or UNKNOWN (or 2, 1, 0, 3, -1). Nothing was "
                + "imported.\n")
        #expect(sandbox.fileBytes() == before)  // byte for byte
    }

    @Test func checkmarksWithRowsButNoUsableRowAreRefused() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([ScriptingFixtures.habit(1, "Lesen", created: "2026-11-01")])
        let before = sandbox.fileBytes()
        try sandbox.write(try ImportFixtures.text("loop/Habits.csv"), to: "Habits.csv")
        try FileManager.default.createDirectory(atPath: sandbox.folder + "/001 Meditate", withIntermediateDirectories: true)
        // Issue 23's seventh attack in small: rows of nothing but commas, once imported as nothing with exit 0.
        try sandbox.write("Date,Value,Notes\n" + String(repeating: ",,\n", count: 1000), to: "001 Meditate/Checkmarks.csv")
        let output = sandbox.run(["import", "--from", "loop", sandbox.folder])
        #expect(output.exitCode == .usage)  // exit 2
        #expect(
            output.stderr
                == "habit: \(sandbox.folder)/001 Meditate/Checkmarks.csv, line 2: cannot read “,,”; expected "
                + "Date,Value,Notes. Nothing was imported.\n")
        #expect(sandbox.fileBytes() == before)  // nothing written
    }

    @Test(arguments: ["2,9223372036854775807", "9223372036854775807,9223372036854775807", "10000001,1"])
    func aFrequencyWithNumbersOutOfRangeIsRefusedAndNothingChanges(frequency: String) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([ScriptingFixtures.habit(1, "Lesen", created: "2026-11-01")])
        let before = sandbox.fileBytes()
        try sandbox.write(
            "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,"
                + "Target Value,Archived?\n001,Meditate,YES_NO,,,\(frequency),#FF8F00,,,,false\n", to: "Habits.csv")
        let output = sandbox.run(["import", "--from", "loop", sandbox.folder + "/Habits.csv"])
        #expect(output.exitCode == .usage)  // not a trap (exit 132)
        let written = frequency.replacingOccurrences(of: ",", with: "/")
        #expect(
            output.stderr
                == "habit: \(sandbox.folder)/Habits.csv, line 2: the frequency “\(written)” is out of range; both of its "
                + "numbers must be from 1 to 10,000,000. Nothing was imported.\n")
        #expect(sandbox.fileBytes() == before)  // byte for byte
    }

    @Test func aDamagedZipIsRefusedAndNothingChanges() throws {
        let sandbox = try ScriptingSandbox()
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ImportFixtures.path("loop.zip"))))
        bytes[100] ^= 0xFF
        try sandbox.scratch.write(bytes, to: "export.zip")
        let output = sandbox.run(["import", "--from", "loop", sandbox.folder + "/export.zip"])
        #expect(output.exitCode == .usage)
        #expect(
            output.stderr
                == "habit: \(sandbox.folder)/export.zip is not a zip file habit can read (damaged, encrypted or packed "
                + "another way); unzip it and import the folder. Nothing was imported.\n")
        #expect(sandbox.fileBytes() == nil)
    }

    /// Loop's `Habits.csv` with three habits named Read, one named Read 2, two named Run and a
    /// `read` in other case: nine habits, each with its own day.
    static let twins = [
        "Read", "Run", "Read", "Read 2", "Water", "Run", "read", "Stretch", "Walk",
    ]

    static func writeTwins(in sandbox: ScriptingSandbox) throws {
        var habits =
            "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,"
            + "Target Value,Archived?\n"
        for (offset, name) in twins.enumerated() {
            let position = String(format: "%03d", offset + 1)
            habits += "\(position),\(name),YES_NO,,,1,1,#FF8F00,,,,false\n"
            try FileManager.default.createDirectory(
                atPath: sandbox.folder + "/\(position) \(name)", withIntermediateDirectories: true)
            try sandbox.write(
                "Date,Value,Notes\n2026-11-\(String(format: "%02d", offset + 1)),YES_MANUAL,\n",
                to: "\(position) \(name)/Checkmarks.csv")
        }
        try sandbox.write(habits, to: "Habits.csv")
    }

    @Test func habitsWithOneNameStayApartWithNumberedNames() throws {
        let sandbox = try ScriptingSandbox()
        try Self.writeTwins(in: sandbox)
        let output = sandbox.run(["import", "--from", "loop", sandbox.folder])
        #expect(output.exitCode == .success)
        #expect(
            output.stdout
                == "Imported 9 habits from loop (9 new): 9 done days, 0 skipped days, 0 amounts and 0 notes.\n"
                + "More than one habit there is named “Read”; this one came in as “Read 3”.\n"
                + "More than one habit there is named “Run”; this one came in as “Run 2”.\n"
                + "More than one habit there is named “read”; this one came in as “read 4”.\n")
        let habits = try sandbox.load().habits
        // Loop's order: the first keeps the name, the next are numbered, skipping "Read 2", which Loop lists.
        #expect(
            habits.map(\.name) == ["Read", "Run", "Read 3", "Read 2", "Water", "Run 2", "read 4", "Stretch", "Walk"])
        #expect(habits.map { $0.completions.count } == Array(repeating: 1, count: 9))  // no days merged
        #expect(habits[2].isDone(on: day("2026-11-03")) && habits[6].isDone(on: day("2026-11-07")))
        // The same export again: each numbered habit finds its own.
        #expect(sandbox.run(["import", "--from", "loop", sandbox.folder]).stdout.hasPrefix("Nothing new from loop"))
    }

    @Test(arguments: [
        ("de_DE.UTF-8", "Dort heißt mehr als eine Gewohnheit „Run“; diese kam als „Run 2“ herein.\n"),
        (
            "fr_FR.UTF-8",
            "Plusieurs habitudes s'appellent là-bas «\u{202F}Run\u{202F}»\u{202F}; celle-ci est arrivée sous le nom "
                + "«\u{202F}Run 2\u{202F}».\n"
        ),
    ])
    func theRenamedHabitsAreNamedInEachLanguage(language: String, line: String) throws {
        let sandbox = try ScriptingSandbox()
        try Self.writeTwins(in: sandbox)
        let output = sandbox.run(["import", "--from", "loop", sandbox.folder], language: language)
        #expect(output.exitCode == .success)
        #expect(output.stdout.split(separator: "\n", omittingEmptySubsequences: false)[2] + "\n" == line)
    }

    // MARK: Every layout Loop released

    /// Loop's own reference exports (`Fixtures/loop-upstream`, from uhabits-core's
    /// `assets/test/csv_export` at each generation): v2.0 to v2.3.0, the unreleased mix, v2.3.1.
    @Test(arguments: [
        ("loop-upstream/2.0", 0), ("loop-upstream/648c7277", 0), ("loop-upstream/2.3.1", 3),
    ])
    func loopsReferenceExportOfEveryGenerationImports(folder: String, notes: Int) throws {
        let sandbox = try ScriptingSandbox()
        let output = sandbox.run(["import", "--from", "loop", ImportFixtures.path(folder)])
        #expect(output.exitCode == .success)
        #expect(
            output.stdout
                == "Imported 2 habits from loop (2 new): 6 done days, 0 skipped days, 0 amounts and \(notes) notes.\n")
        #expect(
            output.stderr
                == "habit: “Wake up early” has the frequency 2/3 there, which habit has no schedule for; it is now due "
                + "5 times a week (change it with habit edit).\n")  // NumRepetitions/Interval 2/3 as the frequency
        let habits = try sandbox.load().habits
        #expect(habits.map(\.name) == ["Meditate", "Wake up early"])
        #expect(habits.map(\.schedule) == [.daily, .perWeek(5)])
        #expect(habits.map(\.color) == [.yellow, .teal])
        // 2 (YES_MANUAL) is a check; 1 (YES_AUTO) and 0 (NO) are not. The headerless file's first
        // row, Jan 25, is data.
        #expect(
            habits[1].completions == DaySet(["16", "17", "20", "21", "22", "25"].map { day("2015-01-" + $0) }))
        #expect(habits[0].completions.isEmpty)  // an empty Checkmarks.csv
    }

    @Test func everyGenerationGivesTheSameHabitsAndDays() throws {
        let old = try ScriptingSandbox()
        _ = old.run(["import", "--from", "loop", ImportFixtures.path("loop-upstream/2.0")])
        let new = try ScriptingSandbox()
        _ = new.run(["import", "--from", "loop", ImportFixtures.path("loop-upstream/2.3.1")])
        let oldHabits = try old.load().habits
        let newHabits = try new.load().habits
        #expect(oldHabits.map(\.completions) == newHabits.map(\.completions))
        #expect(oldHabits.map(\.schedule) == newHabits.map(\.schedule))
        #expect(newHabits[1].notes[day("2015-01-24")] == "Sick")  // only v2.3.1 has notes
    }

    @Test func theOldLayoutsNumbersMeanWhatLoopMeans() throws {
        // v2.0's layout: 3 is a skip, -1 unknown, 1 automatic (not a check).
        let sandbox = try ScriptingSandbox()
        try sandbox.write(
            "Position,Name,Question,Description,NumRepetitions,Interval,Color\n001,Lesen,Did you read?,,1,1,#1976D2\n",
            to: "Habits.csv")
        try FileManager.default.createDirectory(atPath: sandbox.folder + "/001 Lesen", withIntermediateDirectories: true)
        try sandbox.write(
            "2026-11-29,2\n2026-11-28,3\n2026-11-27,-1\n2026-11-26,1\n2026-11-25,0\n2026-11-24,2\n",
            to: "001 Lesen/Checkmarks.csv")
        let output = sandbox.run(["import", "--from", "loop", sandbox.folder])
        #expect(output.exitCode == .success)
        let lesen = try #require(sandbox.load().habits.first)
        #expect(lesen.completions == DaySet([day("2026-11-24"), day("2026-11-29")]))
        #expect(lesen.skips == [day("2026-11-28")])
        #expect(lesen.color == .blue)
    }

    @Test func anOldLayoutNumericalHabitImportsItsAmounts() throws {
        // No Type column: amounts in thousandths (6500 is 6.5) show the habit is numerical.
        let sandbox = try ScriptingSandbox()
        try sandbox.write(
            "Position,Name,Question,Description,NumRepetitions,Interval,Color\n001,Wasser,Glasses?,,1,1,#039BE5\n",
            to: "Habits.csv")
        try FileManager.default.createDirectory(atPath: sandbox.folder + "/001 Wasser", withIntermediateDirectories: true)
        try sandbox.write("2026-11-29,6500\n2026-11-28,0\n2026-11-27,8000\n2026-11-26,-1\n", to: "001 Wasser/Checkmarks.csv")
        let output = sandbox.run(["import", "--from", "loop", sandbox.folder])
        #expect(output.exitCode == .success)
        let wasser = try #require(sandbox.load().habits.first)
        #expect(wasser.amounts[day("2026-11-29")] == (try Amount(parsing: "6.5")))
        #expect(wasser.amounts[day("2026-11-27")] == Amount(8))
        #expect(wasser.amounts[day("2026-11-26")] == nil)  // -1: unknown
        #expect(wasser.completions == DaySet([day("2026-11-27"), day("2026-11-29")]))  // no goal: above 0 is done
    }

    @Test func loopV1sLayoutWithoutQuestionImports() throws {
        // v1.x (HabitList.writeCSV in v1.8): no Question column.
        let sandbox = try ScriptingSandbox()
        try sandbox.write(
            "Position,Name,Description,NumRepetitions,Interval,Color\n001,Laufen,Run a bit,3,7,#388E3C\n", to: "Habits.csv")
        try FileManager.default.createDirectory(atPath: sandbox.folder + "/001 Laufen", withIntermediateDirectories: true)
        try sandbox.write("2026-11-29,2\n2026-11-28,1\n2026-11-27,2\n", to: "001 Laufen/Checkmarks.csv")
        let output = sandbox.run(["import", "--from", "loop", sandbox.folder])
        #expect(output.exitCode == .success)
        let laufen = try #require(sandbox.load().habits.first)
        #expect(laufen.schedule == .perWeek(3))
        #expect(laufen.completions == DaySet([day("2026-11-27"), day("2026-11-29")]))
    }

    @Test func theNewLayoutReadsNumericYesNoValuesToo() throws {
        // Today's header with a value of 2: once refused as "the amount “2” is not a number from 0 to
        // 1,000,000,000", a sentence that contradicts itself.
        let sandbox = try ScriptingSandbox()
        try sandbox.write(try ImportFixtures.text("loop-upstream/2.3.1/Habits.csv"), to: "Habits.csv")
        try FileManager.default.createDirectory(atPath: sandbox.folder + "/001 Meditate", withIntermediateDirectories: true)
        try sandbox.write("Date,Value,Notes\n2026-11-29,2,\n2026-11-28,3,\n2026-11-27,1,\n", to: "001 Meditate/Checkmarks.csv")
        try FileManager.default.createDirectory(
            atPath: sandbox.folder + "/002 Wake up early", withIntermediateDirectories: true)
        try sandbox.write("", to: "002 Wake up early/Checkmarks.csv")
        let output = sandbox.run(["import", "--from", "loop", sandbox.folder])
        #expect(output.exitCode == .success)
        let meditate = try #require(sandbox.load().habits.first)
        #expect(meditate.completions == DaySet([day("2026-11-29")]))
        #expect(meditate.skips == [day("2026-11-28")])
    }

    @Test(arguments: [
        ("en_US.UTF-8", "“7” is not a value Loop writes for a yes/no habit; expected YES_MANUAL, YES_AUTO, NO, SKIP or UNKNOWN (or 2, 1, 0, 3, -1)."),
        ("de_DE.UTF-8", "„7“ ist kein Wert, den Loop für eine Ja/Nein-Gewohnheit schreibt; erwartet wird YES_MANUAL, YES_AUTO, NO, SKIP oder UNKNOWN (oder 2, 1, 0, 3, -1)."),
        ("fr_FR.UTF-8", "«\u{202F}7\u{202F}» n'est pas une valeur que Loop écrit pour une habitude oui/non\u{202F}; attendu\u{00A0}: YES_MANUAL, YES_AUTO, NO, SKIP ou UNKNOWN (ou 2, 1, 0, 3, -1)."),
    ])
    func aYesNoValueLoopNeverWritesIsNamedAsSuch(language: String, sentence: String) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.write(try ImportFixtures.text("loop-upstream/2.3.1/Habits.csv"), to: "Habits.csv")
        try FileManager.default.createDirectory(atPath: sandbox.folder + "/001 Meditate", withIntermediateDirectories: true)
        try sandbox.write("Date,Value,Notes\n2026-11-29,7,\n", to: "001 Meditate/Checkmarks.csv")
        let output = sandbox.run(["import", "--from", "loop", sandbox.folder], language: language)
        #expect(output.exitCode == .usage)
        #expect(output.stderr.contains(sentence))
        #expect(sandbox.fileBytes() == nil)
    }

    @Test func aNumericalAmountOutOfRangeIsNamedAsTheAmountItIs() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.write(
            "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,"
                + "Target Value,Archived?\n001,Wasser,NUMERICAL,,,1,1,#039BE5,glasses,AT_LEAST,8.0,false\n",
            to: "Habits.csv")
        try FileManager.default.createDirectory(atPath: sandbox.folder + "/001 Wasser", withIntermediateDirectories: true)
        try sandbox.write("Date,Value,Notes\n2026-11-29,2000000000500,\n", to: "001 Wasser/Checkmarks.csv")
        let output = sandbox.run(["import", "--from", "loop", sandbox.folder])
        #expect(output.exitCode == .usage)
        #expect(
            output.stderr
                == "habit: \(sandbox.folder)/001 Wasser/Checkmarks.csv, line 2: the amount “2000000000.5” is not a number "
                + "from 0 to 1,000,000,000 with at most 6 decimal places. Nothing was imported.\n")
    }

    // MARK: Loop's full backup (an SQLite database, read through sqlite3)

    /// The `PATH` the tests find `sqlite3` on.
    static let path = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]

    static var hasSQLite: Bool {
        ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3", "/opt/homebrew/bin/sqlite3"].contains {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    @Test(.enabled(if: hasSQLite, "needs sqlite3 (Debian: apt install sqlite3)"))
    func loopsOwnTestDatabaseImports() throws {
        // uhabits-core/assets/test/loop.db: database version 12 (no value, type or notes columns;
        // colours as ARGB), nine habits, three names twice.
        let sandbox = try ScriptingSandbox()
        let output = sandbox.run(
            ["import", "--from", "loop", ImportFixtures.path("loop-upstream/loop.db")], environment: Self.path)
        #expect(output.exitCode == .success)
        #expect(
            output.stdout
                == "Imported 9 habits from loop (9 new): 164 done days, 0 skipped days, 0 amounts and 0 notes.\n"
                + "More than one habit there is named “Vegan”; this one came in as “Vegan 2”.\n"
                + "More than one habit there is named “Sport”; this one came in as “Sport 2”.\n"
                + "More than one habit there is named “I love you”; this one came in as “I love you 2”.\n")
        let habits = try sandbox.load().habits
        #expect(
            habits.map(\.name) == [
                "Wake up early", "brush teeth", "Sleep early", "Vegan", "Sport", "I love you", "Vegan 2", "Sport 2",
                "I love you 2",
            ])  // by position
        #expect(habits.map(\.schedule) == [.perWeek(3), .perWeek(3), .every(5)] + Array(repeating: .daily, count: 6))
        #expect(habits.map(\.color) == Array(repeating: .teal, count: 6) + Array(repeating: .orange, count: 3))
        #expect(habits[0].isDone(on: day("2016-01-01")))  // 1451606400000 ms: 2016-01-01 UTC
    }

    /// A backup of database version 25 as Loop's migrations leave it (09.sql to 25.sql).
    static let version25 = """
        PRAGMA user_version = 25;
        CREATE TABLE Habits (id integer primary key autoincrement, archived integer, color integer,
            description text, freq_den integer, freq_num integer, highlight integer, name text, position integer,
            reminder_hour integer, reminder_min integer, reminder_days integer not null default 127,
            type integer not null default 0, target_type integer not null default 0,
            target_value real not null default 0, unit text not null default "", question text, uuid text);
        CREATE TABLE Repetitions (id integer primary key autoincrement, habit integer not null references habits(id),
            timestamp integer not null, value integer not null, notes text);
        INSERT INTO Habits (id, archived, color, description, freq_den, freq_num, highlight, name, position, type,
            target_type, target_value, unit, question, uuid) VALUES
            (7, 0, 11, '', 7, 3, 0, 'Laufen', 1, 0, 0, 0, '', 'Did you run?', 'a1'),
            (3, 0, 10, '', 1, 1, 0, 'Wasser', 0, 1, 0, 8.0, 'Gläser', '', 'b2'),
            (9, 1, 16, '', 1, 1, 0, 'Kaffee', 2, 1, 1, 2.0, 'Tassen', '', 'c3'),
            (4, 0, 8, '', 30, 1, 0, 'Miete, bezahlt', 3, 0, 0, 0, '', '', 'd4');
        INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES
            (7, 1795651200000, 2, 'leicht, 5 km'), (7, 1795737600000, 3, ''), (7, 1795824000000, 1, NULL),
            (7, 1795910400000, 0, 'müde'),
            (3, 1795651200000, 6500, NULL), (3, 1795737600000, 8000, ''),
            (9, 1795651200000, 3000, 'zu viel'), (4, 1795651200000, 2, NULL);
        """

    @Test(.enabled(if: hasSQLite, "needs sqlite3 (Debian: apt install sqlite3)"))
    func aVersion25BackupImportsAsItsCSVExportWould() throws {
        let sandbox = try ScriptingSandbox()
        let database = sandbox.folder + "/Loop Habits Backup.db"
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        sqlite.arguments = ["sqlite3", database, Self.version25]
        try sqlite.run()
        sqlite.waitUntilExit()
        #expect(sqlite.terminationStatus == 0)
        let backup = FileManager.default.contents(atPath: database)
        let output = sandbox.run(["import", "--from", "loop", database], environment: Self.path)
        #expect(FileManager.default.contents(atPath: database) == backup)  // read-only: not a byte changed
        #expect(output.exitCode == .success)
        #expect(
            output.stdout
                == "Imported 4 habits from loop (4 new): 2 done days, 1 skipped day, 3 amounts and 3 notes.\n")
        let habits = try sandbox.load().habits
        // By position; numerical habits with their targets and units; archived; 1/30 once a month.
        #expect(habits.map(\.name) == ["Wasser", "Laufen", "Kaffee", "Miete, bezahlt"])
        #expect(habits.map(\.schedule) == [.daily, .perWeek(3), .daily, .perMonth(1)])
        #expect(
            habits.map(\.goal) == [
                try Goal(.atLeast, Amount(8), unit: "Gläser"), nil, try Goal(.atMost, Amount(2), unit: "Tassen"), nil,
            ])
        #expect(habits.map(\.isArchived) == [false, false, true, false])
        #expect(habits.map(\.color) == [.blue, .blue, .brown, .teal])  // palette 10, 11, 16, 8
        let laufen = habits[1]
        #expect(laufen.completions == DaySet([day("2026-11-26")]))  // 2; 1 (automatic) and 0 are not checks
        #expect(laufen.skips == [day("2026-11-27")])  // 3
        #expect(laufen.notes[day("2026-11-26")] == "leicht, 5 km")  // a note with a comma
        #expect(laufen.notes[day("2026-11-29")] == "müde")  // a NO day keeps its note
        #expect(habits[0].amounts[day("2026-11-26")] == (try Amount(parsing: "6.5")))  // 6500 thousandths
        #expect(habits[0].isDone(on: day("2026-11-27")))  // 8 of 8
        #expect(habits[2].amounts[day("2026-11-26")] == Amount(3))  // 3 cups of at most 2
        #expect(habits[2].notes[day("2026-11-26")] == "zu viel")
    }

    @Test(arguments: [
        (
            "en_US.UTF-8",
            "habit: Reading Loop's backup PATH needs the sqlite3 program, which is not on PATH; install it "
                + "(Debian and Ubuntu: apt install sqlite3) or export CSV from Loop instead. Nothing was imported.\n"
        ),
        (
            "de_DE.UTF-8",
            "habit: Loops Sicherung PATH zu lesen braucht das Programm sqlite3, das nicht im PATH ist; "
                + "installiere es (Debian und Ubuntu: apt install sqlite3) oder exportiere aus Loop stattdessen CSV. "
        ),
        (
            "fr_FR.UTF-8",
            "habit: Lire la sauvegarde de Loop PATH demande le programme sqlite3, absent du PATH\u{202F}; "
                + "installez-le (Debian et Ubuntu\u{00A0}: apt install sqlite3) ou exportez plutôt en CSV depuis Loop. "
        ),
    ])
    func withoutSQLiteABackupIsRefusedWithWhatToInstall(language: String, expected: String) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([ScriptingFixtures.habit(1, "Lesen", created: "2026-11-01")])
        let before = sandbox.fileBytes()
        let database = ImportFixtures.path("loop-upstream/loop.db")
        let output = sandbox.run(
            ["import", "--from", "loop", database], language: language, environment: ["PATH": sandbox.folder])
        #expect(output.exitCode == .usage)
        #expect(
            output.stderr.hasPrefix(
                expected.replacingOccurrences(of: "PATH needs", with: database + " needs")
                    .replacingOccurrences(of: "Sicherung PATH", with: "Sicherung " + database)
                    .replacingOccurrences(of: "Loop PATH demande", with: "Loop " + database + " demande")))
        #expect(sandbox.fileBytes() == before)  // nothing imported
    }

    @Test(.enabled(if: hasSQLite, "needs sqlite3 (Debian: apt install sqlite3)"))
    func anotherSQLiteDatabaseIsRefusedAndNothingChanges() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([ScriptingFixtures.habit(1, "Lesen", created: "2026-11-01")])
        let before = sandbox.fileBytes()
        let database = sandbox.folder + "/other.db"
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        sqlite.arguments = ["sqlite3", database, "CREATE TABLE Notes (id integer, text text);"]
        try sqlite.run()
        sqlite.waitUntilExit()
        let output = sandbox.run(["import", "--from", "loop", database], environment: Self.path)
        #expect(output.exitCode == .usage)
        #expect(
            output.stderr
                == "habit: \(database) is not a Loop backup habit can read; export CSV from Loop instead. Nothing was "
                + "imported.\n")
        #expect(sandbox.fileBytes() == before)
    }
}
