import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// Two views of `habit` say the same about the same days (issue 36, "Views agree"). In-process,
/// `TZ` as UTC, the clock fixed on Friday, November 27, 2026, 11:00 UTC unless a test says
/// otherwise.
@Suite struct ViewsAgreeTests {
    /// Friday, November 27, 2026, 11:00 UTC.
    static let friday = Date(timeIntervalSince1970: 1_795_777_200)

    /// Runs `habit` in this process at `now`, in `lang`, on `file`.
    static func run(_ arguments: [String], file: String, lang: String = "C", now: Date = friday) -> Output {
        let world = World(
            arguments: arguments, environment: ["HABIT_FILE": file, "LANG": lang], now: now,
            timeZone: TimeZone(identifier: "UTC") ?? .gmt, stdoutIsTerminal: false, stderrIsTerminal: false,
            terminalColumns: nil, ask: nil)
        return Program.run(world)
    }

    /// Runs every command in turn and expects each to succeed.
    static func runAll(_ commands: [[String]], file: String, now: Date = friday) {
        for arguments in commands {
            let output = run(arguments, file: file, now: now)
            #expect(output.exitCode == .success, "\(arguments): \(output.stderr)")
        }
    }

    @Test("a week met with a skip is marked done for the week in list, as a week met by checks alone")
    func weekMetWithSkipIsMarkedMet() throws {
        let scratch = try ScratchFolder()
        let file = scratch.dataFile
        // Both added on Friday, November 20; the week of Monday, November 23 is met by Wednesday.
        Self.runAll(
            [["add", "Gym", "--per-week", "3"], ["add", "Lift", "--per-week", "3"], ["add", "Yoga", "--per-week", "3"]],
            file: file, now: Self.friday - 7 * 86_400)
        Self.runAll(
            [
                ["check", "Gym", "--date", "2026-11-23"], ["check", "Gym", "--date", "2026-11-24"],
                ["skip", "Gym", "--date", "2026-11-25"], ["check", "Lift", "--date", "2026-11-23"],
                ["check", "Lift", "--date", "2026-11-24"], ["check", "Lift", "--date", "2026-11-25"],
                ["check", "Yoga", "--date", "2026-11-23"], ["check", "Yoga", "--date", "2026-11-24"],
            ], file: file)
        for (lang, legend) in [("C", "✓ done for the week"), ("de_DE.UTF-8", "✓ für diese Woche erledigt"), ("fr_FR.UTF-8", "✓ fait pour la semaine")] {
            let lines = Self.run(["list"], file: file, lang: lang).stdout.split(separator: "\n").map(String.init)
            // Each row starts with the week-met mark, not the not-due dot.
            #expect(lines.contains { $0.hasPrefix("✓ ✅ Gym") }, "\(lang): \(lines)")
            #expect(lines.contains { $0.hasPrefix("✓ ✅ Lift") }, "\(lang): \(lines)")
            #expect(lines.last?.contains(legend) == true, "\(lang): \(lines)")
        }
        // A week not met yet (2 of 3, no skip) is still open on Friday.
        #expect(Self.run(["list"], file: file).stdout.contains("◌ ✅ Yoga"))
    }

    @Test("a monthly habit's stats have no 7-day window and no best weekday")
    func monthlyStatsWithoutWeekFigures() throws {
        let scratch = try ScratchFolder()
        let file = scratch.dataFile
        Self.runAll([["add", "Friseur", "--per-month", "1"]], file: file, now: Self.friday - 80 * 86_400)
        Self.runAll([["check", "Friseur", "--date", "2026-11-03"]], file: file)
        for lang in ["C", "de_DE.UTF-8", "fr_FR.UTF-8"] {
            let text = Self.run(["stats", "Friseur"], file: file, lang: lang).stdout
            #expect(!text.contains("7 "), "\(lang): \(text)")
            #expect(text.contains("30 "), "\(lang): \(text)")
        }
        let english = Self.run(["stats", "Friseur"], file: file).stdout
        #expect(!english.contains("Best weekday"))
        #expect(!Self.run(["stats", "Friseur"], file: file, lang: "de_DE.UTF-8").stdout.contains("Bester Wochentag"))
        // A weekly habit keeps both.
        Self.runAll([["add", "Gym", "--per-week", "2"]], file: file, now: Self.friday - 80 * 86_400)
        let weekly = Self.run(["stats", "Gym"], file: file).stdout
        #expect(weekly.contains("7 days:") && weekly.contains("Best weekday"))
    }

    @Test("German words a streak of no times without a number: never “0-mal in Folge”")
    func germanZeroTimesStreak() throws {
        let german = LanguageTable.german
        #expect(german.text(.daysInARow(StreakCount(0, .time))) == "noch keine Serie")
        #expect(german.text(.daysInARow(StreakCount(1, .time))) == "1-mal in Folge")
        #expect(german.text(.daysInARow(StreakCount(4, .time))) == "4-mal in Folge")
        let scratch = try ScratchFolder()
        Self.runAll([["add", "Rad", "--every", "3"]], file: scratch.dataFile, now: Self.friday - 10 * 86_400)
        let text = Self.run(["stats", "Rad"], file: scratch.dataFile, lang: "de_DE.UTF-8").stdout
        #expect(!text.contains("0-mal"))
        #expect(text.contains("noch keine Serie"))
    }

    @Test("show --json --as-of a past day of a limit says in doneToday what that day's state says")
    func asOfDoneTodayAgreesWithState() throws {
        let scratch = try ScratchFolder()
        let file = scratch.dataFile
        Self.runAll([["add", "Kaffee", "--at-most", "3", "--unit", "Tassen"]], file: file, now: Self.friday - 7 * 86_400)
        Self.runAll([["log", "Kaffee", "2", "--date", "2026-11-23"]], file: file)
        let json = Self.run(["show", "Kaffee", "--json", "--as-of", "2026-11-23"], file: file).stdout
        // As of Monday the 23rd, the day is within the limit so far: not done yet.
        #expect(json.contains("\"doneToday\" : false"))
        #expect(json.contains("\"state\" : \"withinLimitSoFar\""))
        // As of Friday, Monday is kept.
        let later = Self.run(["show", "Kaffee", "--json", "--as-of", "2026-11-24"], file: file).stdout
        #expect(later.contains("\"state\" : \"done\""))
    }

    @Test("history names both names of a rename, and history --json gives the former name")
    func historyNamesBothNamesOfARename() throws {
        let scratch = try ScratchFolder()
        let file = scratch.dataFile
        Self.runAll([["add", "Joggen"], ["rename", "Joggen", "Laufen"]], file: file)
        for lang in ["C", "de_DE.UTF-8", "fr_FR.UTF-8"] {
            let text = Self.run(["history"], file: file, lang: lang).stdout
            #expect(text.contains("rename Joggen → Laufen"), "\(lang): \(text)")
        }
        let json = Self.run(["history", "--json"], file: file).stdout
        #expect(json.contains("\"formerNames\" : {\n        \"Laufen\" : \"Joggen\"\n      }"))
        // The add before it names one name.
        #expect(Self.run(["history"], file: file).stdout.contains("add Joggen\n"))
    }
}
