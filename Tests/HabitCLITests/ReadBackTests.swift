import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText
@testable import HabitFormat

/// Nothing is written that the reader would refuse: an import that would make the file too
/// large or break the format's rules is refused with the reason, and so is any day after today,
/// which `uncheck` could not take back. The backup is always readable, even when the data file
/// was edited by hand with a `backup` key of its own.
@Suite(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct ReadBackTests {
    static let today = RealBinary.today
    static let file = Array(HabitFiles.text([("Lesen", [])]).utf8)

    /// A JSON export with one habit, `created` and done on `days`.
    static func export(created: Day, days: [Day] = []) -> String {
        let habit = HabitFiles.habit("Neu", number: 7, done: days, created: created)
        return StoreFormat.encode(HabitCollection(habits: [habit]))
    }

    @Test(arguments: [1, 2, 400])
    func aJsonImportCreatedAfterTodayIsRefusedAndEverythingStillWorks(_ daysAhead: Int) throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file, to: scratch.dataFile)
        try scratch.write(Self.export(created: Self.today.adding(days: daysAhead)), to: scratch.file("in.json"))

        let outcome = try RealBinary.run(["import", scratch.file("in.json")], in: scratch)
        let list = try RealBinary.run(["list"], in: scratch)

        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("Nothing was imported."))
        #expect(scratch.bytes(scratch.dataFile) == Self.file)
        #expect(list.status == 0)  // the file still reads
    }

    @Test(arguments: [1, 2])
    func aDayAfterTodayIsRefusedFromCsvAndJson(_ daysAhead: Int) throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file, to: scratch.dataFile)
        let ahead = Self.today.adding(days: daysAhead)
        try scratch.write("name,date\nLesen,\(ahead)\n", to: scratch.file("in.csv"))
        try scratch.write(Self.export(created: Self.today.adding(days: -3), days: [ahead]), to: scratch.file("in.json"))

        let csv = try RealBinary.run(["import", scratch.file("in.csv")], in: scratch)
        let json = try RealBinary.run(["import", scratch.file("in.json")], in: scratch)

        #expect(csv.status == 2 && json.status == 2)  // uncheck could never remove it
        #expect(csv.stderr.contains("is in the future"))
        #expect(scratch.bytes(scratch.dataFile) == Self.file)
    }

    @Test func aChangeThatWouldOutgrowTheReaderIsRefused() throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file, to: scratch.dataFile)
        var store = HabitStore(path: scratch.dataFile, today: Self.today)
        // The reader's limit, made small: the same rule as 64 MiB, without writing 64 MiB.
        store.sizeLimit = 2_000

        var refusal: StoreError?
        do {
            try store.updateHabits { habits throws(HabitError) in
                for number in 0..<12 { try habits.add(name: "Gewohnheit \(number)", icon: "✅", color: .blue, created: Self.today) }
            }
        } catch {
            refusal = error.error as? StoreError
        }
        guard case .wouldBeUnreadable(let path, .tooLarge(let size)) = refusal else {
            Issue.record("expected a refusal, got \(String(describing: refusal))")
            return
        }
        #expect(path == scratch.dataFile && size > 2_000)
        #expect(scratch.bytes(scratch.dataFile) == Self.file)  // nothing written
        #expect(scratch.bytes(scratch.backupFile) == nil)
    }

    @Test func theSentenceForAFileTooLargeToReadBack() throws {
        let error = StoreError.wouldBeUnreadable(path: "/d/habits.json", problem: .tooLarge(size: 70 << 20))
        #expect(
            LanguageTable.english.text(.store(error, limits: .current))
                == "The change would make /d/habits.json 70 MiB, more than the 64 MiB habit reads back; nothing was changed.")
    }

    @Test func aHandEditedBackupKeyAfterTheHabitsStillGivesAReadableBackup() throws {
        let scratch = try ScratchFolder()
        // A backup copied over the data file and reformatted by hand: `backup` after `habits`.
        let text = """
            {
              "habits" : [
                {"color" : "blue", "created" : "\(Self.today.adding(days: -9))", "done" : [], "icon" : "✅",
                 "id" : "00000000-0000-4000-8000-000000000001", "name" : "Lesen"}
              ],
              "backup" : {"change" : "edit", "fileAfterChange" : "fnv1a64:0000000000000000"},
              "version" : 1
            }

            """
        try scratch.write(text, to: scratch.dataFile)

        let check = try RealBinary.run(["check", "Lesen", "--date", "\(Self.today.adding(days: -1))"], in: scratch)
        let undo = try RealBinary.run(["undo"], in: scratch)

        #expect(check.status == 0)
        #expect(undo.status == 0, "\(undo.stderr)")  // the backup has one `backup` key, and reads
        let backup = String(decoding: scratch.bytes(scratch.backupFile) ?? [], as: UTF8.self)
        #expect(backup.components(separatedBy: "\"backup\"").count == 2)
        #expect(HabitFiles.decode(scratch.bytes(scratch.dataFile) ?? [])?.habits.first?.completions.isEmpty == true)
    }
}
