import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// A habit only tracked has no streak, record or strength anywhere, and its days count in no
/// "N of M due days" (issue 36). In-process, `TZ` as UTC, the clock on Friday, November 27,
/// 2026, 11:00 UTC; the habits were added a week before.
@Suite struct TrackOnlyFiguresTests {
    /// Runs `habit` on `file` in `lang`.
    static func run(_ arguments: [String], file: String, lang: String = "C", daysBefore: Int = 0) -> Output {
        ViewsAgreeTests.run(arguments, file: file, lang: lang, now: ViewsAgreeTests.friday - Double(daysBefore) * 86_400)
    }

    /// Wasser only tracked and Lesen daily, both tagged `g`, Wasser checked on two days.
    static func store() throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        let file = scratch.dataFile
        for arguments in [["add", "Wasser", "--track-only", "--tag", "g"], ["add", "Lesen", "--tag", "g"]] {
            #expect(run(arguments, file: file, daysBefore: 7).exitCode == .success)
        }
        for arguments in [["check", "Wasser", "--date", "2026-11-23"], ["check", "Wasser"]] {
            #expect(run(arguments, file: file).exitCode == .success)
        }
        return scratch
    }

    @Test("show --json leaves out streak, longestStreak and strength of a habit only tracked, and keeps them for others")
    func jsonWithoutStreakKeys() throws {
        let scratch = try Self.store()
        let tracked = Self.run(["show", "Wasser", "--json"], file: scratch.dataFile).stdout
        #expect(tracked.contains("\"purpose\" : \"trackOnly\""))
        #expect(!tracked.contains("\"streak\" :"))
        #expect(!tracked.contains("\"longestStreak\""))
        #expect(!tracked.contains("\"strength\""))
        let daily = Self.run(["show", "Lesen", "--json"], file: scratch.dataFile).stdout
        #expect(daily.contains("\"streak\" : 0") && daily.contains("\"longestStreak\" : null") && daily.contains("\"strength\""))
    }

    @Test("the report shows no streak, record or strength for a habit only tracked, and counts none of its days")
    func reportWithoutFigures() throws {
        let scratch = try Self.store()
        for (lang, overall) in [
            ("C", "Overall: 0 of 7 due days done (0%)"), ("de_DE.UTF-8", "0 von 7"), ("fr_FR.UTF-8", "0 jours faits sur 7 jours prévus"),
        ] {
            let out = scratch.path + "/report-\(lang).html"
            #expect(Self.run(["report", "--out", out], file: scratch.dataFile, lang: lang).exitCode == .success)
            let page = try String(contentsOfFile: out, encoding: .utf8)
            // Lesen's figures only: one list of terms.
            #expect(page.components(separatedBy: "<dl>").count == 2, "\(lang)")
            #expect(page.contains(overall), "\(lang)")
        }
    }

    @Test("stats --tag counts no day of a habit only tracked")
    func tagCompletionWithoutTrackedDays() throws {
        let scratch = try Self.store()
        let text = Self.run(["stats", "--tag", "g"], file: scratch.dataFile).stdout
        #expect(text.contains("g: 0% of due days done (0 of 8) over 1 habit"))
    }
}
