import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// `habit undo` puts the habits back as they were before the last change and says what it took
/// back, in English and German. It swaps the data file and the backup, so a second undo redoes
/// the change and a third undoes it again; it never overwrites an edit it did not make.
///
/// These tests run `habit` in-process with a fixed clock (the world is an input), so "2 minutes
/// ago" is exact. All times are UTC.
@Suite struct UndoTests {
    /// Sunday, November 29, 2026, 18:00 UTC: when the habits are set up.
    static let setUpTime = Date(timeIntervalSince1970: 1_795_975_200)
    /// A minute later: when the change is made.
    static let changeTime = setUpTime.addingTimeInterval(60)
    /// Two minutes after the change: when it is undone.
    static let undoTime = changeTime.addingTimeInterval(120)

    /// Runs `habit` in this process at `now`, in English or (`german`) German.
    static func run(_ arguments: [String], at now: Date, file: String, german: Bool = false) -> Output {
        Program.run(
            World(
                arguments: arguments,
                environment: ["HABIT_FILE": file, "LANG": german ? "de_DE.UTF-8" : "C"], now: now,
                timeZone: TimeZone(identifier: "UTC") ?? .gmt, stdoutIsTerminal: false, stderrIsTerminal: false,
                terminalColumns: nil, ask: nil))
    }

    /// Meditieren, done Nov 20–22, and Lesen, never done: the habits every test starts from.
    static func setUp(in scratch: ScratchFolder) {
        for arguments in [
            ["add", "Meditieren"], ["add", "Lesen"], ["check", "Meditieren", "--date", "2026-11-20"],
            ["check", "Meditieren", "--date", "2026-11-21"], ["check", "Meditieren", "--date", "2026-11-22"],
        ] {
            _ = run(arguments, at: setUpTime, file: scratch.dataFile)
        }
    }

    static func habits(in file: String) -> HabitCollection? {
        FileManager.default.contents(atPath: file).flatMap { HabitFiles.decode(Array($0)) }
    }

    /// A change, and what undo says about it in English and in German.
    struct UndoCase: CustomTestStringConvertible, Sendable {
        let name: String
        let change: [String]
        let english: [String]
        let german: [String]
        var testDescription: String { name }
    }

    static let cases = [
        UndoCase(
            name: "deleting a habit with three entries", change: ["delete", "Meditieren", "--yes"],
            english: ["Restored “Meditieren” and its 3 entries, deleted 2 minutes ago."],
            german: ["„Meditieren“ mit 3 Einträgen wiederhergestellt, vor 2 Minuten gelöscht."]),
        UndoCase(
            name: "deleting a habit never done", change: ["delete", "Lesen", "--yes"],
            english: ["Restored “Lesen”, deleted 2 minutes ago."],
            german: ["„Lesen“ wiederhergestellt, vor 2 Minuten gelöscht."]),
        UndoCase(
            name: "adding a habit", change: ["add", "Laufen"],
            english: ["Removed “Laufen”, added 2 minutes ago."],
            german: ["„Laufen“ entfernt, vor 2 Minuten angelegt."]),
        UndoCase(
            name: "renaming a habit", change: ["rename", "Lesen", "Bücher"],
            english: ["“Bücher” is called “Lesen” again, renamed 2 minutes ago."],
            german: ["„Bücher“ heißt wieder „Lesen“, vor 2 Minuten umbenannt."]),
        UndoCase(
            name: "checking today", change: ["check", "Lesen"],
            english: ["“Lesen” is no longer done today, checked 2 minutes ago."],
            german: ["„Lesen“ ist heute nicht mehr erledigt, vor 2 Minuten abgehakt."]),
        UndoCase(
            name: "toggling yesterday", change: ["toggle", "Lesen", "--date", "yesterday"],
            english: ["“Lesen” is no longer done yesterday, checked 2 minutes ago."],
            german: ["„Lesen“ ist gestern nicht mehr erledigt, vor 2 Minuten abgehakt."]),
        UndoCase(
            name: "unchecking a day last week", change: ["uncheck", "Meditieren", "--date", "2026-11-21"],
            english: ["“Meditieren” is done again on Nov 21, 2026, unchecked 2 minutes ago."],
            german: ["„Meditieren“ ist am 21. Nov. 2026 wieder erledigt, vor 2 Minuten zurückgenommen."]),
        UndoCase(
            name: "checking two habits at once", change: ["check", "Lesen", "Meditieren"],
            english: [
                "“Meditieren” is no longer done today, checked 2 minutes ago.",
                "“Lesen” is no longer done today, checked 2 minutes ago.",
            ],
            german: [
                "„Meditieren“ ist heute nicht mehr erledigt, vor 2 Minuten abgehakt.",
                "„Lesen“ ist heute nicht mehr erledigt, vor 2 Minuten abgehakt.",
            ]),
    ]

    @Test(arguments: cases, [false, true])
    func undoRestoresTheStateBeforeTheChangeAndSaysWhat(_ undoCase: UndoCase, german: Bool) throws {
        let scratch = try ScratchFolder()
        Self.setUp(in: scratch)
        let before = try #require(Self.habits(in: scratch.dataFile))
        let change = Self.run(undoCase.change, at: Self.changeTime, file: scratch.dataFile)
        #expect(change.exitCode == .success, "\(change.stderr)")

        let undo = Self.run(["undo"], at: Self.undoTime, file: scratch.dataFile, german: german)

        #expect(undo.exitCode == .success)
        // A line for what was taken back, then one for what undo again does.
        let again =
            german
            ? "Mit „habit redo“ kommt sie zurück, mit „habit undo“ geht es eine weitere Änderung zurück."
            : "Run “habit redo” to bring it back, or “habit undo” again to go back one more change."
        #expect(undo.stdout == ((german ? undoCase.german : undoCase.english) + [again]).map { $0 + "\n" }.joined())
        #expect(Self.habits(in: scratch.dataFile) == before)  // exactly the habits before the change
    }

    @Test func undoTwiceRedoesAndThreeTimesUndoesAgain() throws {
        let scratch = try ScratchFolder()
        Self.setUp(in: scratch)
        let before = try #require(Self.habits(in: scratch.dataFile))
        _ = Self.run(["delete", "Meditieren", "--yes"], at: Self.changeTime, file: scratch.dataFile)
        let afterDelete = try #require(Self.habits(in: scratch.dataFile))
        // A store as an older habit left it, without a history: undo swaps with the backup.
        unlink(scratch.dataFile + ".history")

        _ = Self.run(["undo"], at: Self.undoTime, file: scratch.dataFile)
        let redo = Self.run(["undo"], at: Self.undoTime.addingTimeInterval(60), file: scratch.dataFile)
        #expect(Self.habits(in: scratch.dataFile) == afterDelete)  // the second undo redid the delete
        // It says so, with the time of the undo it took back.
        #expect(
            redo.stdout == "Removed “Meditieren”, as before the undo (1 minute ago).\n"
                + "Run “habit undo” again to take it back once more.\n")

        let third = Self.run(["undo"], at: Self.undoTime.addingTimeInterval(120), file: scratch.dataFile, german: true)
        #expect(Self.habits(in: scratch.dataFile) == before)  // the third undid it again
        #expect(
            third.stdout == "„Meditieren“ mit 3 Einträgen wiederhergestellt, wie vor dem Rückgängigmachen (vor 1 Minute).\n"
                + "Noch einmal „habit undo“ nimmt die Änderung wieder zurück.\n")
    }

    @Test func undoTakesBackOnlyTheLastChange() throws {
        let scratch = try ScratchFolder()
        Self.setUp(in: scratch)
        _ = Self.run(["delete", "Meditieren", "--yes"], at: Self.changeTime, file: scratch.dataFile)
        _ = Self.run(["undo"], at: Self.changeTime, file: scratch.dataFile)
        _ = Self.run(["check", "Lesen"], at: Self.changeTime, file: scratch.dataFile)
        // A check that changes nothing takes no backup, so the last change stays the first check.
        _ = Self.run(["check", "Lesen"], at: Self.changeTime, file: scratch.dataFile)

        let undo = Self.run(["undo"], at: Self.undoTime, file: scratch.dataFile)

        #expect(undo.stdout.hasPrefix("“Lesen” is no longer done today, checked 2 minutes ago.\n"))
        let habits = try #require(Self.habits(in: scratch.dataFile))
        #expect(habits.habits.map(\.name) == ["Meditieren", "Lesen"])  // the restored habit stays restored
        #expect(habits.habits.allSatisfy { !$0.isDone(on: Day(containing: Self.undoTime, in: TimeZone.gmt)) })  // not done today
    }

    @Test func withoutAnyChangeThereIsNothingToUndo() throws {
        let scratch = try ScratchFolder()

        let undo = Self.run(["undo"], at: Self.undoTime, file: scratch.dataFile)

        #expect(undo.exitCode == .data)  // the data says no
        #expect(
            undo.stderr == "habit: Nothing to undo: habit has made no change to \(scratch.dataFile) that it could take back.\n")
        #expect(scratch.contents(scratch.path) == [])  // and nothing was created
    }

    @Test func anEditSinceTheLastChangeIsNeverOverwritten() throws {
        let scratch = try ScratchFolder()
        Self.setUp(in: scratch)
        _ = Self.run(["check", "Lesen"], at: Self.changeTime, file: scratch.dataFile)
        // Someone edits the file by hand afterwards.
        let edited = Array(HabitFiles.text([("Meditieren", []), ("Lesen", []), ("Schwimmen", [])]).utf8)
        try scratch.write(edited, to: scratch.dataFile)
        let backup = scratch.bytes(scratch.backupFile)

        let undo = Self.run(["undo"], at: Self.undoTime, file: scratch.dataFile, german: true)

        #expect(undo.exitCode == .data)  // refused as a data error
        // Saying why, and where the older habits are.
        #expect(undo.stderr.contains("\(scratch.dataFile) wurde seit dem letzten Speichern durch habit verändert"))
        #expect(undo.stderr.contains("liegen in \(scratch.backupFile)."))
        #expect(scratch.bytes(scratch.dataFile) == edited)  // the edit is kept
        #expect(scratch.bytes(scratch.backupFile) == backup)  // and so is the backup
    }

    @Test func reformattingTheFileByHandIsNoEdit() throws {
        let scratch = try ScratchFolder()
        Self.setUp(in: scratch)
        let before = try #require(Self.habits(in: scratch.dataFile))
        _ = Self.run(["check", "Lesen"], at: Self.changeTime, file: scratch.dataFile)
        // The same habits on one line, as a JSON tool might write them.
        let text = try #require(String(bytes: scratch.bytes(scratch.dataFile) ?? [], encoding: .utf8))
        try scratch.write(
            text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(), to: scratch.dataFile)

        let undo = Self.run(["undo"], at: Self.undoTime, file: scratch.dataFile)

        #expect(undo.exitCode == .success)  // the habits are the same, so undo may go ahead
        #expect(Self.habits(in: scratch.dataFile) == before)
    }

    @Test func aBrokenBackupIsReportedByItsName() throws {
        let scratch = try ScratchFolder()
        Self.setUp(in: scratch)
        let data = scratch.bytes(scratch.dataFile)
        unlink(scratch.dataFile + ".history")  // as an older habit left it: undo reads the backup
        try scratch.write("{\"backup\": ", to: scratch.backupFile)

        let undo = Self.run(["undo"], at: Self.undoTime, file: scratch.dataFile)

        #expect(undo.exitCode == .data)  // a data error
        #expect(undo.stderr.hasPrefix("habit: \(scratch.backupFile) is not a valid habit file: line 1, column 12"))  // naming the backup
        #expect(scratch.bytes(scratch.dataFile) == data)  // the data file is untouched
    }

    @Test func aBackupWithAnUnknownRecordIsReported() throws {
        let scratch = try ScratchFolder()
        Self.setUp(in: scratch)
        let text = try #require(String(bytes: scratch.bytes(scratch.backupFile) ?? [], encoding: .utf8))
        try scratch.write(text.replacingOccurrences(of: "\"edit\"", with: "\"merge\""), to: scratch.backupFile)
        unlink(scratch.dataFile + ".history")  // as an older habit left it: undo reads the backup

        let undo = Self.run(["undo"], at: Self.undoTime, file: scratch.dataFile)

        #expect(undo.exitCode == .data)
        #expect(undo.stderr.contains("“backup.change” is “merge”, which this version of habit does not understand"))
    }

    @Test func theBackupIsAHabitFileOfItsOwn() throws {
        let scratch = try ScratchFolder()
        Self.setUp(in: scratch)
        _ = Self.run(["delete", "Meditieren", "--yes"], at: Self.changeTime, file: scratch.dataFile)

        // Any habit command can read it, so it can be looked at or copied back by hand.
        let list = Self.run(["list"], at: Self.undoTime, file: scratch.backupFile)

        #expect(list.exitCode == .success)
        #expect(list.stdout.contains("Meditieren"))  // the deleted habit is in it
        let text = try #require(String(bytes: scratch.bytes(scratch.backupFile) ?? [], encoding: .utf8))
        // With the record of the change: its kind, its time in UTC and the file it left.
        #expect(
            text.hasPrefix("{\n  \"backup\" : {\n    \"change\" : \"edit\",\n    \"changedAt\" : \"2026-11-29T18:01:00Z\",\n"))
    }

    /// How long ago, as each language says it.
    @Test(arguments: [
        (0, "a few seconds ago", "vor wenigen Sekunden"),
        (59, "a few seconds ago", "vor wenigen Sekunden"),
        (60, "1 minute ago", "vor 1 Minute"),
        (3_599, "59 minutes ago", "vor 59 Minuten"),
        (3_600, "1 hour ago", "vor 1 Stunde"),
        (7_200, "2 hours ago", "vor 2 Stunden"),
        (86_400, "1 day ago", "vor 1 Tag"),
        (40 * 86_400, "40 days ago", "vor 40 Tagen"),
        (-300, "a few seconds ago", "vor wenigen Sekunden"),  // the clock went back: no "in 5 minutes"
    ])
    func elapsedTimeIsSaidInWholeUnits(_ seconds: Int, _ english: String, _ german: String) {
        let ago = Elapsed(from: Self.changeTime, to: Self.changeTime.addingTimeInterval(Double(seconds)))
        let change = HabitChange.removed(name: "Laufen")
        let today = Day(containing: Self.changeTime, in: TimeZone.gmt)
        #expect(LanguageTable.english.text(.undone(change, today: today, ago: ago, redo: false)) == "Removed “Laufen”, added \(english).")
        #expect(LanguageTable.german.text(.undone(change, today: today, ago: ago, redo: false)) == "„Laufen“ entfernt, \(german) angelegt.")
    }

    @Test func aChangeOfManyDaysCountsThem() {
        let today = Day(containing: Self.changeTime, in: TimeZone.gmt)
        let days = (1...5).map { today.adding(days: -$0) }
        let change = HabitChange.marked(name: "Lesen", days: days, isDone: false)
        // More than two days are counted, not listed; without a recorded time the sentence says so.
        #expect(
            LanguageTable.english.text(.undone(change, today: today, ago: nil, redo: false))
                == "“Lesen” is no longer done on 5 days, checked by the last change.")
        #expect(
            LanguageTable.german.text(.undone(change, today: today, ago: nil, redo: false))
                == "„Lesen“ ist an 5 Tagen nicht mehr erledigt, durch die letzte Änderung abgehakt.")
    }

    @Test func theChangesBetweenTwoStatesAreFoundHabitByHabit() {
        let day = Day(ordinal: 20_000)
        let old = HabitCollection(habits: [
            HabitFiles.habit("Lesen", number: 1, done: [day]), HabitFiles.habit("Laufen", number: 2),
        ])
        var renamed = HabitFiles.habit("Bücher", number: 1, done: [day.next], created: day)
        renamed.color = .red
        let new = HabitCollection(habits: [renamed, HabitFiles.habit("Schwimmen", number: 3, done: [day])])

        // Each difference once, new and changed habits in their order, then the gone ones.
        #expect(
            HabitChange.between(old, new) == [
                .renamed(from: "Lesen", to: "Bücher"),
                .marked(name: "Bücher", days: [day.next], isDone: true),
                .marked(name: "Bücher", days: [day], isDone: false),
                .restyled(name: "Bücher"),
                .restored(name: "Schwimmen", entries: 1),
                .removed(name: "Laufen"),
            ])
        #expect(HabitChange.between(old, old) == [])  // no change, nothing to say
    }

    @Test func undoIsInTheHelpInBothLanguages() {
        #expect(
            HelpView.overview(language: LanguageTable.english).contains {
                $0.contains("habit undo") && $0.contains("Take back the last change")
            })
        #expect(
            HelpView.overview(language: LanguageTable.german).contains {
                $0.contains("habit undo") && $0.contains("Die letzte Änderung zurücknehmen")
            })
        #expect(HelpView.command(.undo, language: LanguageTable.english).contains("  habit undo"))  // its own usage line
    }

    @Test(arguments: [
        (["undo"], ParsedCommand.success(UndoCommand())),
        (["undo", "Lesen"], .failure(.argumentNotTaken("Lesen", command: .undo))),
        (["undo", "--date", "today"], .failure(.unknownOption("--date", command: .undo, suggestion: nil))),
    ])
    func undoTakesNoArguments(_ arguments: [String], _ expected: ParsedCommand) {
        #expect(ArgumentParser.parse(arguments).command == expected)
    }

    @Test(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
    func theRealBinaryUndoesADelete() throws {
        let scratch = try ScratchFolder()
        _ = try RealBinary.run(["add", "Lesen"], in: scratch)
        _ = try RealBinary.run(["delete", "Lesen", "--yes"], in: scratch)

        let undo = try RealBinary.run(["undo"], in: scratch)

        #expect(undo.status == 0)
        #expect(
            undo.stdout == "Restored “Lesen”, deleted a few seconds ago.\n"
                + "Run “habit redo” to bring it back, or “habit undo” again to go back one more change.\n")
        #expect(HabitFiles.decode(scratch.bytes(scratch.dataFile) ?? [])?.habits.map(\.name) == ["Lesen"])
    }
}
