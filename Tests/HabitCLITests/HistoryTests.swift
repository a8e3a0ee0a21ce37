import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `habit undo` steps back through the last 50 changes, `habit redo` forward again, and
/// `habit history` lists them (issue 23, "Undo that goes back further"). In-process, with a
/// fixed clock and `TZ` as UTC: Sunday, November 29, 2026, 18:00 UTC, each change a minute
/// after the one before.
@Suite struct HistoryTests {
    /// Sunday, November 29, 2026, 18:00 UTC.
    static let start = Date(timeIntervalSince1970: 1_795_975_200)

    /// Runs `habit` in this process `minute` minutes after ``start``, in `lang`; notices go to
    /// `notices`.
    static func run(
        _ arguments: [String], minute: Int = 0, file: String, lang: String = "C", notices: NoticeLog? = nil
    ) -> Output {
        var world = World(
            arguments: arguments, environment: ["HABIT_FILE": file, "LANG": lang],
            now: start.addingTimeInterval(Double(minute) * 60), timeZone: TimeZone(identifier: "UTC") ?? .gmt,
            stdoutIsTerminal: false, stderrIsTerminal: false, terminalColumns: nil, ask: nil)
        if let notices { world.notice = { notices.append($0) } }
        return Program.run(world)
    }

    /// The notices a run wrote.
    final class NoticeLog: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        /// Everything written, in order.
        var text: String { lock.withLock { lines.joined() } }
        /// Adds `line`.
        func append(_ line: String) { lock.withLock { lines.append(line) } }
    }

    static func habits(in file: String) -> HabitCollection? {
        FileManager.default.contents(atPath: file).flatMap { HabitFiles.decode(Array($0)) }
    }

    /// Lesen and Laufen added, Lesen checked on Nov 26, both checked today, Laufen renamed
    /// Joggen: five changes, each a minute after the last; the states after each, oldest first.
    static func fiveChanges(in scratch: ScratchFolder) throws -> [HabitCollection] {
        var states: [HabitCollection] = []
        for (minute, arguments) in [
            ["add", "Lesen"], ["add", "Laufen"], ["check", "Lesen", "--date", "2026-11-26"], ["check", "Lesen", "Laufen"],
            ["rename", "Laufen", "Joggen"],
        ].enumerated() {
            #expect(run(arguments, minute: minute, file: scratch.dataFile).exitCode == .success)
            states.append(try #require(habits(in: scratch.dataFile)))
        }
        return states
    }

    @Test func undoStepsBackOneChangePerRunAndRedoStepsForward() throws {
        let scratch = try ScratchFolder()
        let states = try Self.fiveChanges(in: scratch)
        let file = scratch.dataFile
        // Undo, undo, undo: back to the state after the second change.
        let first = Self.run(["undo"], minute: 10, file: file)
        #expect(
            first.stdout == "“Joggen” is called “Laufen” again, renamed 6 minutes ago.\n"
                + "Run “habit redo” to bring it back, or “habit undo” again to go back one more change.\n")
        #expect(Self.habits(in: file) == states[3])
        #expect(Self.run(["undo"], minute: 11, file: file).exitCode == .success)
        #expect(Self.habits(in: file) == states[2])
        #expect(Self.run(["undo"], minute: 12, file: file).exitCode == .success)
        #expect(Self.habits(in: file) == states[1])
        // Redo, redo: forward again, one per run.
        let redo = Self.run(["redo"], minute: 13, file: file)
        #expect(
            redo.stdout == "“Lesen” is done again on Nov 26, 2026, as before the undo.\n"
                + "Run “habit undo” to take it back again, or “habit redo” to bring back the next one.\n")
        #expect(Self.habits(in: file) == states[2])
        #expect(Self.run(["redo"], minute: 14, file: file).exitCode == .success)
        #expect(Self.habits(in: file) == states[3])
        // A new change drops what could be redone, as editors do.
        #expect(Self.run(["skip", "Lesen", "--date", "2026-11-25"], minute: 15, file: file).exitCode == .success)
        let none = Self.run(["redo"], minute: 16, file: file)
        #expect(none.exitCode == .data)
        #expect(none.stderr == "habit: Nothing to redo: no change to \(file) has been undone since the last one was made.\n")
        // And undo takes back the new change, then the ones before it.
        #expect(Self.run(["undo"], minute: 17, file: file).exitCode == .success)
        #expect(Self.habits(in: file) == states[3])
        for minute in 18..<22 { #expect(Self.run(["undo"], minute: minute, file: file).exitCode == .success) }
        #expect(Self.habits(in: file)?.habits.isEmpty == true)  // back before the first add
        let end = Self.run(["undo"], minute: 22, file: file)
        #expect(end.exitCode == .data)
        #expect(
            end.stderr == "habit: Nothing more to undo: all 5 changes in the history of \(file) are undone; "
                + "habit redo brings them back.\n")
    }

    /// What redo says of amounts, notes and a new icon: the changed values are back, not the
    /// earlier ones (which is what the undo said).
    @Test(arguments: [
        ("en_US.UTF-8", "“Wasser” has its changed amounts back today, as before the undo."),
        ("de_DE.UTF-8", "„Wasser“ hat heute wieder die geänderten Mengen, wie vor dem Rückgängigmachen."),
        ("fr_FR.UTF-8", "«\u{202F}Wasser\u{202F}» a retrouvé ses quantités modifiées aujourd'hui, comme avant l'annulation."),
    ])
    func redoSaysTheChangedAmountsAreBack(_ lang: String, _ sentence: String) throws {
        let scratch = try ScratchFolder()
        let file = scratch.dataFile
        #expect(Self.run(["add", "Wasser", "--goal", "8"], minute: 0, file: file, lang: lang).exitCode == .success)
        #expect(Self.run(["log", "Wasser", "5"], minute: 1, file: file, lang: lang).exitCode == .success)
        #expect(Self.run(["undo"], minute: 2, file: file, lang: lang).exitCode == .success)
        let redo = Self.run(["redo"], minute: 3, file: file, lang: lang)
        #expect(redo.stdout.split(separator: "\n").first.map(String.init) == sentence)
    }

    @Test func undoGoesBackThroughTheLastFiftyChanges() throws {
        let scratch = try ScratchFolder()
        let file = scratch.dataFile
        #expect(Self.run(["add", "Lesen"], file: file).exitCode == .success)
        // 55 more changes: Lesen checked on each of the 55 days up to today, oldest first.
        let today = Day("2026-11-29")!
        for back in (0..<55).reversed() {
            let day = today.adding(days: -back)
            #expect(Self.run(["check", "Lesen", "--date", day.description], minute: 1, file: file).exitCode == .success)
        }
        let history = try #require(HabitStore(path: file).readHistory(StoreFiles.locate(file)))
        #expect(history.entries.count == ChangeHistory.maximumChanges)  // the last 50
        for _ in 0..<50 { #expect(Self.run(["undo"], minute: 2, file: file).exitCode == .success) }
        // Back 50 changes: the first 5 checks are left.
        #expect(Self.habits(in: file)?.habits.first?.completions.count == 5)
        #expect(Self.run(["undo"], minute: 3, file: file).exitCode == .data)  // and no further
    }

    /// `habit history` in each language, after the five changes and one undo, at minute 10.
    static let listings: [(lang: String, text: String)] = [
        (
            "C",
            """
            6 minutes ago: rename Laufen → Joggen (undone)
            7 minutes ago: check Lesen, Laufen today
            8 minutes ago: check Lesen on Nov 26, 2026
            9 minutes ago: add Laufen
            10 minutes ago: add Lesen

            """
        ),
        (
            "de_DE.UTF-8",
            """
            vor 6 Minuten: rename Laufen → Joggen (rückgängig gemacht)
            vor 7 Minuten: check Lesen, Laufen heute
            vor 8 Minuten: check Lesen am 26. Nov. 2026
            vor 9 Minuten: add Laufen
            vor 10 Minuten: add Lesen

            """
        ),
        (
            "fr_FR.UTF-8",
            """
            il y a 6 minutes\u{00A0}: rename Laufen → Joggen (annulée)
            il y a 7 minutes\u{00A0}: check Lesen, Laufen aujourd'hui
            il y a 8 minutes\u{00A0}: check Lesen le 26 nov. 2026
            il y a 9 minutes\u{00A0}: add Laufen
            il y a 10 minutes\u{00A0}: add Lesen

            """
        ),
    ]

    @Test("history lists the changes newest first, with their time and what each did", arguments: listings)
    func historyListsTheChanges(_ listing: (lang: String, text: String)) throws {
        let scratch = try ScratchFolder()
        _ = try Self.fiveChanges(in: scratch)
        _ = Self.run(["undo"], minute: 9, file: scratch.dataFile)
        let history = Self.run(["history"], minute: 10, file: scratch.dataFile, lang: listing.lang)
        #expect(history.exitCode == .success)
        #expect(history.stdout == listing.text)
    }

    @Test func historyAsJSON() throws {
        let scratch = try ScratchFolder()
        _ = try Self.fiveChanges(in: scratch)
        _ = Self.run(["undo"], minute: 9, file: scratch.dataFile)
        let output = Self.run(["history", "--json"], minute: 10, file: scratch.dataFile)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let changes = try #require(json["changes"] as? [[String: Any]])
        #expect(changes.count == 5)
        #expect(changes.first?["command"] as? String == "rename")  // newest first
        #expect(changes.first?["undone"] as? Bool == true)
        #expect(changes[1]["habits"] as? [String] == ["Lesen", "Laufen"])
        #expect(changes[2]["day"] as? String == "2026-11-26")
        #expect(changes[2]["changedAt"] as? String == "2026-11-29T18:02:00Z")
        #expect(changes[2]["undone"] as? Bool == false)
    }

    @Test func withoutChangesTheHistoryIsEmpty() throws {
        let scratch = try ScratchFolder()
        let output = Self.run(["history"], file: scratch.dataFile)
        #expect(output.exitCode == .success)
        #expect(output.stdout == "No changes are recorded yet; each change from now on is, and habit undo steps back through them.\n")
        #expect(Self.run(["history", "--json"], file: scratch.dataFile).stdout == "{\n  \"changes\" : []\n}\n")
        #expect(scratch.contents(scratch.path) == [])  // nothing was created
    }

    @Test func theHistoryIsOneFileBesideTheDataFile() throws {
        let scratch = try ScratchFolder()
        _ = try Self.fiveChanges(in: scratch)
        let history = scratch.dataFile + ".history"
        let text = try String(contentsOfFile: history, encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"changes\" : [\n"))
        #expect(text.hasSuffix("  \"undone\" : 0,\n  \"version\" : 1\n}\n"))
        #expect(try ChangeHistory.decode(Array(text.utf8)).entries.map(\.summary.command) == ["add", "add", "check", "check", "rename"])
    }

    @Test(arguments: ["not json at all", "{\"changes\": 3, \"undone\": 0, \"version\": 1}", ""])
    func aDamagedHistoryNeverBlocksAChange(_ damage: String) throws {
        let scratch = try ScratchFolder()
        _ = try Self.fiveChanges(in: scratch)
        try scratch.write(damage, to: scratch.dataFile + ".history")
        let notices = NoticeLog()
        let check = Self.run(["check", "Lesen", "--date", "2026-11-27"], minute: 6, file: scratch.dataFile, notices: notices)
        #expect(check.exitCode == .success)  // the change is made
        #expect(
            notices.text == "habit: The history of changes \(scratch.dataFile).history could not be read, so it starts afresh; "
                + "habit undo cannot go back past this change.\n")
        // Started afresh with this change, which undo takes back.
        let history = Self.run(["history"], minute: 6, file: scratch.dataFile)
        #expect(history.stdout == "a few seconds ago: check Lesen on Nov 27, 2026\n")
        #expect(Self.run(["undo"], minute: 7, file: scratch.dataFile).exitCode == .success)
        #expect(Self.habits(in: scratch.dataFile)?.habits.first?.isDone(on: Day("2026-11-27")!) == false)
    }

    @Test func aMissingHistoryIsStartedAfreshAndOlderStoresStillUndoWithTheirBackup() throws {
        let scratch = try ScratchFolder()
        let states = try Self.fiveChanges(in: scratch)
        // As an older habit left it: a backup, no history.
        try FileManager.default.removeItem(atPath: scratch.dataFile + ".history")
        let undo = Self.run(["undo"], minute: 6, file: scratch.dataFile)
        #expect(undo.exitCode == .success)
        #expect(Self.habits(in: scratch.dataFile) == states[3])  // the backup's state
        #expect(undo.stdout.hasSuffix("Run “habit undo” again to redo it.\n"))
        let notices = NoticeLog()
        let check = Self.run(["check", "Lesen", "--date", "2026-11-27"], minute: 7, file: scratch.dataFile, notices: notices)
        #expect(check.exitCode == .success)
        #expect(notices.text == "")  // a missing history is no damage
        #expect(Self.run(["history"], minute: 7, file: scratch.dataFile).stdout == "a few seconds ago: check Lesen on Nov 27, 2026\n")
    }

    @Test func aChangeKilledAfterItWroteTheHistoryIsNotUndone() throws {
        let scratch = try ScratchFolder()
        let states = try Self.fiveChanges(in: scratch)
        let file = scratch.dataFile
        let before = try #require(scratch.bytes(file))
        #expect(Self.run(["check", "Joggen", "--date", "2026-11-27"], minute: 6, file: file).exitCode == .success)
        // As if killed after writing the history, before the data file: the old file is back.
        try scratch.write(before, to: file)
        let undo = Self.run(["undo"], minute: 7, file: file)
        #expect(undo.exitCode == .success)  // the change that never happened is skipped
        #expect(Self.habits(in: file) == states[3])  // and the rename before it undone
    }

    @Test func anEditSinceTheLastChangeIsNeverOverwritten() throws {
        let scratch = try ScratchFolder()
        _ = try Self.fiveChanges(in: scratch)
        let edited = Array(HabitFiles.text([("Lesen", []), ("Schwimmen", [])]).utf8)
        try scratch.write(edited, to: scratch.dataFile)
        let undo = Self.run(["undo"], minute: 6, file: scratch.dataFile)
        #expect(undo.exitCode == .data)
        #expect(undo.stderr.contains("was changed since habit last wrote it"))
        #expect(scratch.bytes(scratch.dataFile) == edited)
    }

    @Test func theAnswersOfOneAskAreOneChange() throws {
        // ChangeSeries: later changes of a series take the place of its first in the history.
        let scratch = try ScratchFolder()
        _ = try Self.fiveChanges(in: scratch)
        let store = HabitStore(path: scratch.dataFile, today: Day("2026-11-29"), now: Self.start)
        var series = ChangeSeries()
        for day in ["2026-11-20", "2026-11-21"] {
            try store.update(in: &series) { (habits: inout HabitCollection) throws(Failure) in
                guard var lesen = habits.habits.first else { return }
                _ = try? lesen.skip(on: Day(day)!, today: Day("2026-11-29")!)
                habits.update(lesen)
            }
        }
        let history = try #require(store.readHistory(StoreFiles.locate(scratch.dataFile)))
        #expect(history.entries.count == 6)  // five and the series
    }
}

/// The history's pieces: a patch of whole lines, and the bounds.
@Suite struct ChangeHistoryTests {
    @Test(arguments: [
        ("a line changed in the middle", "a\nb\nc\n", "a\nB\nc\n"),
        ("a line added at the end", "a\nb\n", "a\nb\nc\n"),
        ("everything new", "", "x\ny\n"),
        ("a letter with an accent changed to another", "Lesen ä\nx\n", "Lesen ö\nx\n"),
        ("a line removed at the start", "a\nb\nc\n", "b\nc\n"),
        ("no line break at the end", "a\nb", "a\nc"),
        ("the same", "a\nb\n", "a\nb\n"),
    ])
    func aPatchTakesOneFileToTheOtherAndBack(_ name: String, _ old: String, _ new: String) {
        let (old, new) = (Array(old.utf8), Array(new.utf8))
        let patch = LinePatch(from: old, to: new)
        #expect(patch.applied(to: old) == new)
        #expect(patch.reverted(new) == old)
        // Whole lines of UTF-8, so they can be kept as JSON strings.
        #expect(String(validating: patch.removed, as: UTF8.self) != nil)
        #expect(String(validating: patch.inserted, as: UTF8.self) != nil)
        #expect(patch.removed.last.map { $0 == UInt8(ascii: "\n") } ?? true || old.last != UInt8(ascii: "\n"))
    }

    @Test func aPatchRefusesAnotherFile() {
        let patch = LinePatch(from: Array("a\nb\nc\n".utf8), to: Array("a\nB\nc\n".utf8))
        #expect(patch.applied(to: Array("a\nX\nc\n".utf8)) == nil)
        #expect(patch.reverted(Array("a\nB\nc\nd\n".utf8)) == nil)
    }

    static func entry(size: Int) -> ChangeHistory.Entry {
        ChangeHistory.Entry(
            summary: ChangeSummary(command: "check", habits: ["Lesen"], day: nil), changedAt: nil,
            patch: LinePatch(offset: 0, removed: [], inserted: Array(repeating: UInt8(ascii: "a"), count: size), tail: 0),
            fileAfter: Fingerprint(of: [UInt8]()))
    }

    @Test func theHistoryKeepsFiftyChangesAndFourMebibytesBeyondTheNewest() {
        var history = ChangeHistory()
        for _ in 0..<60 { history.record(Self.entry(size: 10)) }
        #expect(history.entries.count == 50)
        for _ in 0..<10 { history.record(Self.entry(size: 1 << 20)) }
        let older = history.entries.dropLast().reduce(0) { $0 + $1.patch.size }
        #expect(older <= ChangeHistory.maximumBytes)
        #expect(history.entries.count == 5)  // four of a mebibyte and the newest
        history.record(Self.entry(size: ChangeHistory.largestChange + 1))
        #expect(history.entries.isEmpty)  // too large to keep: the history starts afresh
    }

    @Test func aNewChangeDropsTheUndoneOnes() {
        var history = ChangeHistory()
        for _ in 0..<3 { history.record(Self.entry(size: 1)) }
        history.undone = 2
        history.record(Self.entry(size: 2))
        #expect(history.entries.map(\.patch.size) == [1, 2])
        #expect(history.undone == 0)
    }

    @Test func theFileReadsBackAsWritten() throws {
        var history = ChangeHistory()
        history.record(Self.entry(size: 3))
        history.record(
            ChangeHistory.Entry(
                summary: ChangeSummary(command: "rename", habits: ["Ä \"quoted\""], day: Day("2026-11-26")),
                changedAt: Date(timeIntervalSince1970: 1_795_975_200),
                patch: LinePatch(offset: 4, removed: Array("  \"x\"\n".utf8), inserted: Array("é\n".utf8), tail: 9),
                fileAfter: Fingerprint(of: [1, 2]), fileBefore: Fingerprint(of: [3])))
        history.undone = 1
        #expect(try ChangeHistory.decode(history.encodedBytes()) == history)
    }
}
