import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// A computer whose clock is wrong still reads its own data: days after today in the file are
/// read, kept and noticed, never refused (issue 23, "A clock that is wrong", attack item 3).
/// Every run is the built binary with `HABIT_NOW` and `TZ=UTC` pinned.
@Suite(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct WrongClockTests {
    /// Sunday, 29 November 2026, 11:00 UTC: the right clock.
    static let rightNow = "2026-11-29T11:00:00Z"
    /// Wednesday, 2 December 2026, 11:00 UTC: a clock three days fast.
    static let fastNow = "2026-12-02T11:00:00Z"

    private func run(
        _ arguments: [String], in scratch: ScratchFolder, now: String = rightNow, lang: String = "C.UTF-8"
    ) throws -> RealBinary.Outcome {
        let environment = RealBinary.environment(for: scratch).merging([
            "HABIT_NOW": now, "TZ": "UTC", "LANG": lang,
        ]) { $1 }
        return try RealBinary.run(arguments, in: scratch, environment: environment)
    }

    /// A habit file with `done` as Lesen's days, created on `created`.
    private static func file(done: [String], created: String = "2026-11-01", skipped: [String] = []) -> String {
        let quoted = { (days: [String]) in days.map { "\"\($0)\"" }.joined(separator: ", ") }
        let skips = skipped.isEmpty ? "" : ", \"skipped\" : [\(quoted(skipped))]"
        return """
            {"habits" : [{"color" : "green", "created" : "\(created)", "done" : [\(quoted(done))], "icon" : "📖",
              "id" : "6F9619FF-8B86-D011-B42D-00CF4FC964FF", "name" : "Lesen"\(skips)}], "version" : 1}

            """
    }

    /// The notice each language gives for data up to Dec 25, 2099, read on Nov 29, 2026.
    static let notices: [(lang: String, notice: String)] = [
        (
            "C.UTF-8",
            "habit: The data holds days up to Dec 25, 2099, after today (Nov 29, 2026), so this computer's clock may be wrong; "
                + "check its date and time.\n"
        ),
        (
            "de_DE.UTF-8",
            "habit: Die Daten enthalten Tage bis zum 25. Dez. 2099, also nach heute (dem 29. Nov. 2026); "
                + "vielleicht geht die Uhr dieses Computers falsch, prüfe Datum und Uhrzeit.\n"
        ),
        (
            "fr_FR.UTF-8",
            "habit: Les données contiennent des jours jusqu'au 25 déc. 2099, après aujourd'hui (le 29 nov. 2026)\u{202F}; "
                + "l'horloge de cet ordinateur est peut-être fausse, vérifiez la date et l'heure.\n"
        ),
    ]

    @Test("a file with days far after today is read by every command, with one notice, and keeps them", arguments: notices)
    func daysFarAheadAreReadAndKept(_ language: (lang: String, notice: String)) throws {
        let scratch = try ScratchFolder()
        // Done on Nov 28 and, from a clock decades fast, on Christmas 2099 and a run in 2098.
        try scratch.write(
            Self.file(done: ["2026-11-28", "2098-01-01/2098-01-03", "2099-12-25"], skipped: ["2099-12-24"]),
            to: scratch.dataFile)
        for arguments in [["list"], ["show", "Lesen"], ["stats"], ["list", "--json"], ["export"]] {
            let outcome = try run(arguments, in: scratch, lang: language.lang)
            #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")  // read, not refused
            #expect(outcome.stderr == language.notice, "\(arguments)")  // one line, once
        }
        let check = try run(["check", "Lesen"], in: scratch, lang: language.lang)
        #expect(check.status == 0)
        #expect(check.stderr == language.notice)  // once, though the change reads the file twice
        let written = try String(contentsOfFile: scratch.dataFile, encoding: .utf8)
        // Today was added; the days after it are written back unchanged.
        for kept in ["\"2026-11-28/2026-11-29\"", "\"2098-01-01/2098-01-03\"", "\"2099-12-25\"", "\"2099-12-24\""] {
            #expect(written.contains(kept), "\(kept)")
        }
    }

    @Test("days up to two after today (another time zone) are read without a notice")
    func twoDaysAheadNeedNoNotice() throws {
        let scratch = try ScratchFolder()
        // Written in UTC+14 on Dec 1 while it is still Nov 29 here in UTC−12's reckoning.
        try scratch.write(Self.file(done: ["2026-12-01"], created: "2026-12-01"), to: scratch.dataFile)
        let list = try run(["list"], in: scratch)
        #expect(list.status == 0)
        #expect(list.stderr == "")  // time zones explain two days; no word about the clock
        #expect(try run(["rename", "Lesen", "Bücher"], in: scratch).status == 0)
        let written = try String(contentsOfFile: scratch.dataFile, encoding: .utf8)
        #expect(written.contains("\"created\" : \"2026-12-01\""))  // the creation day is kept as it was
        #expect(written.contains("\"2026-12-01\""))
    }

    @Test("the backup-and-repair advice stays for a file that really cannot be read")
    func repairAdviceOnlyForUnreadableFiles() throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file(done: ["2099-13-01"]), to: scratch.dataFile)
        let outcome = try run(["list"], in: scratch)
        #expect(outcome.status == 3)
        #expect(outcome.stderr.contains("repair it or restore a backup"))  // a day that does not exist
        try scratch.write(Self.file(done: ["2099-12-01"]), to: scratch.dataFile)
        let later = try run(["list"], in: scratch)
        #expect(later.status == 0)
        #expect(!later.stderr.contains("repair"))  // a day far ahead is no damage
    }

    /// Attack item 3: one `check` with the clock three days fast, then, with the clock right,
    /// every command works, and `uncheck --date` and `undo` can remove that day.
    @Test("a clock that ran fast for one check does not lock the user out")
    func aClockThatRanFastDoesNotLockTheUserOut() throws {
        let scratch = try ScratchFolder()
        #expect(try run(["add", "Lesen"], in: scratch).status == 0)
        // The clock three days fast: today is Dec 2.
        #expect(try run(["check", "Lesen"], in: scratch, now: Self.fastNow).status == 0)
        // The clock right again: today is Nov 29.
        let list = try run(["list"], in: scratch)
        #expect(list.status == 0)  // not exit 3
        #expect(list.stderr.contains("up to Dec 2, 2026, after today (Nov 29, 2026)"))
        // Entering a day after today is still refused.
        let enter = try run(["check", "Lesen", "--date", "2026-12-01"], in: scratch)
        #expect(enter.status == 2)
        #expect(enter.stderr.contains("is in the future"))
        let empty = try run(["uncheck", "Lesen", "--date", "2026-12-01"], in: scratch)
        #expect(empty.status == 2)  // nothing there to clear: still a day in the future
        // The day in the file can be cleared.
        let uncheck = try run(["uncheck", "Lesen", "--date", "2026-12-02"], in: scratch)
        #expect(uncheck.status == 0, "\(uncheck.stderr)")
        #expect(!(try String(contentsOfFile: scratch.dataFile, encoding: .utf8)).contains("2026-12-02"))
        #expect(try run(["list"], in: scratch).stderr == "")  // nothing after today is left
        // Checked again with the fast clock, and undone with the right one.
        #expect(try run(["check", "Lesen"], in: scratch, now: Self.fastNow).status == 0)
        let undo = try run(["undo"], in: scratch)
        #expect(undo.status == 0, "\(undo.stderr)")  // the backup is read, not refused
        #expect(!(try String(contentsOfFile: scratch.dataFile, encoding: .utf8)).contains("2026-12-02"))
    }
}
