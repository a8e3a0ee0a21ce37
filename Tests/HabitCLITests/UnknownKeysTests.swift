import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText
@testable import HabitFormat

/// Keys this version does not know (from a newer `habit`, a sync tool, a hand edit) are kept
/// with their values, in place, through every command that writes, through undo and redo, and
/// through a JSON import that merges; the backup keeps them too.
@Suite(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct UnknownKeysTests {
    static let day = RealBinary.today.adding(days: -20)
    static let id = "00000000-0000-4000-8000-000000000001"

    /// A file with unknown members of every JSON type at the top level and inside the first
    /// habit, written as a newer `habit` might.
    static let file = """
        {
          "aaFirst" : null,
          "habits" : [
            {
              "color" : "blue",
              "created" : "\(day.adding(days: -5))",
              "done" : [],
              "futureList" : [1, "two", {"three" : 3.0}, [], null, false],
              "icon" : "✅",
              "id" : "\(id)",
              "name" : "Lesen",
              "reminder" : {"at" : "20:00", "days" : [1, 2], "exact" : 1.50e3, "on" : true},
              "streakGoal" : -7
            },
            {
              "color" : "green",
              "created" : "\(day.adding(days: -5))",
              "done" : [],
              "icon" : "✅",
              "id" : "00000000-0000-4000-8000-000000000002",
              "name" : "Zweites"
            }
          ],
          "syncedBy" : "dotfiles-sync 2.1",
          "theme" : {"dark" : true, "empty" : {}},
          "version" : 1,
          "zzLast" : 12345678901234567890
        }

        """

    /// The unknown members of `bytes`, or `nil` when it does not read.
    static func unknown(_ bytes: [UInt8]?) -> UnknownMembers? {
        guard let bytes, let read = try? StoreFormat.decodeKeepingUnknown(bytes) else { return nil }
        return read.unknown
    }

    /// Each writing command, run one after another on the same file.
    static let commands: [[String]] = [
        ["check", "Lesen", "--date", "\(day)"], ["uncheck", "Lesen", "--date", "\(day)"],
        ["toggle", "Lesen", "--date", "\(day)"], ["add", "Neu"], ["rename", "Lesen", "Lesen viel"],
        ["rename", "Lesen viel", "Lesen"], ["delete", "Zweites", "--yes"], ["undo"], ["undo"], ["undo"],
        ["archive", "Neu"], ["unarchive", "Neu"], ["move", "Neu", "--to", "1"], ["edit", "Lesen", "--per-week", "3"],
        ["skip", "Lesen", "--date", "\(day.adding(days: 1))"], ["pause", "Lesen", "--from", "\(day.adding(days: 2))"],
        ["resume", "Lesen"], ["edit", "Lesen", "--daily"], ["import", "IMPORT_CSV"],
        ["import", "IMPORT_JSON"],
    ]

    @Test func unknownKeysOfEveryTypeSurviveEveryWritingCommand() throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file, to: scratch.dataFile)
        let original = try #require(Self.unknown(Array(Self.file.utf8)))
        #expect(original.top.map(\.key) == ["aaFirst", "syncedBy", "theme", "zzLast"])
        #expect(original.habitCount == 1)
        try scratch.write("name,date\nLesen,\(Self.day.adding(days: -1))\n", to: scratch.file("in.csv"))
        try scratch.write(Self.file, to: scratch.file("in.json"))

        for command in Self.commands {
            let arguments = command.map {
                $0 == "IMPORT_CSV" ? scratch.file("in.csv") : $0 == "IMPORT_JSON" ? scratch.file("in.json") : $0
            }
            let outcome = try RealBinary.run(arguments, in: scratch)
            #expect(outcome.status == 0, "\(command): \(outcome.stderr)")
            let bytes = scratch.bytes(scratch.dataFile)
            // The file reads back with every unknown member and value as it was.
            #expect(Self.unknown(bytes) == original, "after \(command)")
            // Numbers keep their digits; nothing is rounded through a Double.
            let text = String(decoding: bytes ?? [], as: UTF8.self)
            #expect(text.contains("\"exact\" : 1.50e3") && text.contains("\"zzLast\" : 12345678901234567890"), "after \(command)")
            // In place: sorted among the known keys, as the file's own keys are.
            #expect(text.hasPrefix("{\n  \"aaFirst\" : null,\n  \"habits\" : ["), "after \(command)")
        }
        // The backup of the last change holds them too.
        #expect(Self.unknown(scratch.bytes(scratch.backupFile)) == original)
    }

    @Test func aJsonImportBringsTheUnknownKeysOfNewHabitsAndTheFile() throws {
        let scratch = try ScratchFolder()
        try scratch.write(HabitFiles.text([("Anderes", [])]), to: scratch.dataFile)
        try scratch.write(Self.file, to: scratch.file("in.json"))

        let outcome = try RealBinary.run(["import", scratch.file("in.json")], in: scratch)

        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(Self.unknown(scratch.bytes(scratch.dataFile)) == Self.unknown(Array(Self.file.utf8)))
    }

    @Test func exportAsJsonKeepsThemAndImportsBackExactly() throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file, to: scratch.dataFile)

        let export = try RealBinary.run(["export", "--format", "json"], in: scratch)

        #expect(export.status == 0)
        #expect(Self.unknown(Array(export.stdout.utf8)) == Self.unknown(Array(Self.file.utf8)))
    }

    @Test func everyKeyTheWriterWritesIsAKeyTheReaderKnows() throws {
        // A habit with every optional key: none of them may come back as an unknown member, or
        // a file with unknown members would get that key twice.
        let today = RealBinary.today
        var habit = HabitFiles.habit("Alles", number: 1, done: [today.adding(days: -3)], created: today.adding(days: -9))
        habit.schedule = .perWeek(3)
        habit.isArchived = true
        _ = try habit.skip(on: today.adding(days: -2), today: today)
        _ = try habit.pause(from: today.adding(days: -1), through: today, today: today)
        habit.setAnsweredNo([today.adding(days: -4)])
        let bytes = StoreFormat.encodedBytes(HabitCollection(habits: [habit]))

        let read = try StoreFormat.decodeKeepingUnknown(bytes)

        #expect(read.unknown == .none)
        #expect(read.decoded == .habits(HabitCollection(habits: [habit])))
    }
}

/// JSON is the backup format: exported and imported into an empty store, the data file comes
/// back byte for byte, with what CSV leaves out (creation day, icon, colour, id, archived) and
/// keys this version does not know.
@Suite(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct JSONRoundTripTests {
    @Test func aJsonExportImportedIntoAnEmptyStoreIsTheSameFile() throws {
        let scratch = try ScratchFolder()
        try scratch.write(UnknownKeysTests.file, to: scratch.dataFile)
        _ = try RealBinary.run(["check", "Lesen", "--date", "\(UnknownKeysTests.day)"], in: scratch)
        _ = try RealBinary.run(["archive", "Zweites"], in: scratch)
        let original = try #require(scratch.bytes(scratch.dataFile))

        let export = try RealBinary.run(["export", "--format", "json"], in: scratch)
        try scratch.write(export.stdout, to: scratch.file("backup.json"))
        var environment = RealBinary.environment(for: scratch)
        environment["HABIT_FILE"] = scratch.file("copy/habits.json")
        let imported = try RealBinary.run(["import", scratch.file("backup.json")], in: scratch, environment: environment)

        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(scratch.bytes(scratch.file("copy/habits.json")) == original)  // exactly the same file
    }
}
