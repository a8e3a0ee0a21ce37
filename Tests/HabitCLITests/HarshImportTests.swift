import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `habit import --from harsh FOLDER`: harsh's `habits` and `log` files, as harsh writes them
/// (`Fixtures/harsh`). Today is Sunday, November 29, 2026, in Berlin.
@Suite struct HarshImportTests {
    static let folder = ImportFixtures.path("harsh")

    @Test func importsEveryHabitWithItsScheduleDaysSkipsAmountsAndNotes() throws {
        let sandbox = try ScriptingSandbox()
        let output = sandbox.run(["import", "--from", "harsh", Self.folder])
        #expect(output.exitCode == .success)
        #expect(
            output.stdout
                == "Imported 9 habits from harsh (9 new): 104 done days, 1 skipped day, 10 amounts and 9 notes.\n")
        // 2/5 has no exact schedule: the nearest, reported on standard error.
        #expect(
            output.stderr
                == "habit: “Watered plants” has the frequency 2/5 there, which habit has no schedule for; it is now due "
                + "3 times a week (change it with habit edit).\n")
        let habits = try sandbox.load().habits
        #expect(
            habits.map(\.name) == [
                "Gymmed", "Bed by midnight", "Water", "Cleaned House", "Called Mom", "Watered plants", "Too much coffee",
                "Flossed", "Journal",
            ])  // the habits file's order, then the log's habits that it no longer lists
        #expect(
            habits.map(\.schedule) == [
                .perWeek(3), .daily, .daily, .every(7), .every(7), .perWeek(3), .daily, .daily, .daily,
            ])  // 3/7, 1, 1, 7, 1w, 2/5 (nearest), 0 (tracked only: daily), 1, unlisted
        #expect(habits.map(\.isArchived) == [false, false, false, false, false, false, false, true, true])  // ended Oct 31; unlisted
        // Frequency 0 (Too much coffee): track-only, never due, so it never nags.
        #expect(habits.map(\.isTrackOnly) == [false, false, false, false, false, false, true, false, false])
        #expect(!habits[6].isDue(on: Fixed.today))
        #expect(habits.map(\.icon) == Array(repeating: Defaults.icon, count: 9))  // harsh has no icons: add's
        #expect(habits.map(\.color) == (0..<9).map { Defaults.color(existingHabits: $0) })  // …and add's colours in turn

        let gym = habits[0]
        #expect(gym.skips == [day("2026-11-20")])  // s
        #expect(gym.notes[day("2026-11-20")] == "travelling")  // a skip's comment
        #expect(gym.notes[day("2026-11-02")] == "legs")  // a done day's comment
        #expect(gym.created == day("2026-11-02"))  // its first line

        let bed = habits[1]
        #expect(!bed.isDone(on: day("2026-10-26")))  // n
        #expect(bed.notes[day("2026-10-26")] == "movie night")  // an n day keeps its comment
        #expect(!bed.isDone(on: day("2026-11-11")))  // y, then n: the last line for a day wins
        #expect(bed.notes[day("2026-11-11")] == "late entry")  // …with its comment

        let water = habits[2]
        #expect(water.goal == nil)  // harsh has no goals
        #expect(water.amounts[day("2026-11-22")] == (try Amount(parsing: "7.5")))  // a y day's amount
        #expect(water.amounts[day("2026-11-25")] == nil)  // harsh writes 0 when nothing was measured
        #expect(water.completions.count == 9)  // Nov 20–29 but the n on the 25th
        #expect(habits[6].amounts == [day("2026-11-27"): Amount(3)])  // an empty amount is none
    }

    @Test func showsTheStreaksHarshShows() throws {
        // harsh's `StreakLengths` for a daily habit: y adds one, n or a day without a line breaks
        // the run. Bed by midnight: y Oct 1–25, n Oct 26, y Oct 27–Nov 10, n Nov 11, y Nov 12–29.
        // harsh shows current_streak 18 and longest_streak 25 (`harsh log --json` on Nov 29).
        let sandbox = try ScriptingSandbox()
        _ = sandbox.run(["import", "--from", "harsh", Self.folder])
        let bed = try #require(sandbox.load().habits.first { $0.name == "Bed by midnight" })
        #expect(bed.streak(asOf: Fixed.today) == 18)  // Nov 12–29
        #expect(bed.longestStreak?.length == 25)  // Oct 1–25
    }

    @Test func aBadLineIsReportedWithFileAndLineAndNothingChanges() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([ScriptingFixtures.habit(1, "Lesen", created: "2026-11-01")])
        let before = sandbox.fileBytes()
        try sandbox.write("# comment\n\nRead: 1\n", to: "habits")
        try sandbox.write("2026-11-01 : Read : y :  : \n\n# a comment\n2026-11-02 : Read : done :  : \n", to: "log")
        let output = sandbox.run(["import", "--from", "harsh", sandbox.folder])
        #expect(output.exitCode == .usage)  // bad input
        #expect(
            output.stderr
                == "habit: \(sandbox.folder)/log, line 4: cannot read “2026-11-02 : Read : done :  : ”; "
                + "expected YYYY-MM-DD : Name : y|n|s[ : comment[ : amount]]. Nothing was imported.\n")
        #expect(sandbox.fileBytes() == before)  // byte for byte
    }

    @Test(arguments: [
        ("Read: 3/2\n", "line 1: cannot read “Read: 3/2”; expected Name: frequency[: YYYY-MM-DD]."),  // more than daily
        ("Read 1\n", "line 1: cannot read “Read 1”; expected Name: frequency[: YYYY-MM-DD]."),  // no ": "
        ("Read: 1: 2026-11-31\n", "line 1: cannot read “2026-11-31”; expected YYYY-MM-DD."),  // no such day
    ])
    func aBadHabitLineIsRefused(habits: String, problem: String) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.write(habits, to: "habits")
        try sandbox.write("", to: "log")
        let output = sandbox.run(["import", "--from", "harsh", sandbox.folder])
        #expect(output.stderr == "habit: \(sandbox.folder)/habits, \(problem) Nothing was imported.\n")
        #expect(sandbox.fileBytes() == nil)  // no data file was made
    }

    @Test func aMissingLogIsNamed() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.write("Read: 1\n", to: "habits")
        let output = sandbox.run(["import", "--from", "harsh", sandbox.folder])
        #expect(output.exitCode == .usage)
        #expect(
            output.stderr
                == "habit: There is no file \(sandbox.folder)/log; give harsh's folder (~/.config/harsh) with its files "
                + "habits and log. Nothing was imported.\n")
    }

    @Test func anExistingHabitIsMatchedByNameKeepsItsSettingsAndIsReported() throws {
        let sandbox = try ScriptingSandbox()
        var bed = ScriptingFixtures.habit(1, "bed by MIDNIGHT", created: "2026-11-01", done: [day("2026-10-26")])
        bed.schedule = .every(2)
        try sandbox.seed([bed])
        let output = sandbox.run(["import", "--from", "harsh", Self.folder])
        #expect(output.stdout.hasPrefix("Imported 9 habits from harsh (8 new)"))  // matched, not duplicated
        #expect(
            output.stderr.hasSuffix(
                "“bed by MIDNIGHT” already existed with another schedule or goal; it keeps its own "
                    + "(change it with habit edit).\n"))
        let habits = try sandbox.load().habits
        #expect(habits.count == 9)
        let merged = habits[0]
        #expect(merged.name == "bed by MIDNIGHT")  // its own name…
        #expect(merged.schedule == .every(2))  // …and schedule win
        #expect(merged.isDone(on: day("2026-10-26")))  // its own day stays, though harsh says n
        #expect(merged.completions.count == 59)  // harsh's 58 done days and its own
    }

    @Test func undoTakesTheWholeImportBack() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([ScriptingFixtures.habit(1, "Lesen", created: "2026-11-01")])
        let before = sandbox.fileBytes()
        _ = sandbox.run(["import", "--from", "harsh", Self.folder])
        #expect(sandbox.run(["undo"]).exitCode == .success)
        #expect(sandbox.fileBytes() == before)  // one change, one undo
    }

    @Test(
        "harsh's once in n days is a window of n days that slides: every n days, not once a month",
        arguments: [
            ("30", Schedule.every(30)), ("28", .every(28)), ("31", .every(31)), ("1/30", .every(30)), ("4w", .every(28)),
            ("1/31", .every(31)), ("1/4w", .every(28)), ("2", .every(2)), ("365", .every(365)), ("52w", .every(364)),
        ])
    func onceInNDaysIsEveryNDays(frequency: String, expected: Schedule) throws {
        // Jan 1 then Feb 28 breaks harsh's 30-day window: once a calendar month would not.
        let sandbox = try ScriptingSandbox()
        try sandbox.write("Miete: \(frequency)\n", to: "habits")
        try sandbox.write("2026-11-02 : Miete : y\n", to: "log")
        let output = sandbox.run(["import", "--from", "harsh", sandbox.folder])
        #expect(output.exitCode == .success)
        #expect(output.stderr == "")  // exact: no notice
        #expect(try sandbox.load().habits.map(\.schedule) == [expected])
    }

    @Test func onceInMoreThan365DaysIsTheLongestIntervalWithTheNotice() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.write("Zahnarzt: 1/400\nPass: 100w\n", to: "habits")
        try sandbox.write("", to: "log")
        let output = sandbox.run(["import", "--from", "harsh", sandbox.folder])
        #expect(output.exitCode == .success)
        #expect(
            output.stderr
                == "habit: “Zahnarzt” has the frequency 1/400 there, which habit has no schedule for; it is now due "
                + "every 365 days (change it with habit edit).\n"
                + "habit: “Pass” has the frequency 1/700 there, which habit has no schedule for; it is now due "
                + "every 365 days (change it with habit edit).\n")
        #expect(try sandbox.load().habits.map(\.schedule) == [.every(365), .every(365)])
    }

    // MARK: harsh's own fixtures and amounts

    @Test func harshsOwnFixturesImport() throws {
        let sandbox = try ScriptingSandbox()
        let output = sandbox.run(["import", "--from", "harsh", ImportFixtures.path("harsh-upstream")])
        #expect(output.exitCode == .success)
        #expect(
            output.stdout
                == "Imported 10 habits from harsh (10 new): 13 done days, 1 skipped day, 9 amounts and 19 notes.\n")
        #expect(output.stderr == "")
        let habits = try sandbox.load().habits
        #expect(
            habits.map(\.schedule) == [
                .daily, .perWeek(5), .every(14), .perWeek(3), .perWeek(2), .daily, .daily, .daily, .daily, .every(7),
            ])  // 1, 5/7, 14, 3/7, "2/7  ", 1, 0 (track-only), 1, 1, 7
        #expect(habits[6].isTrackOnly)
        #expect(habits[2].amounts == [:])  // Sprint planning: no line
        #expect(habits[3].amounts[day("2025-01-01")] == (try Amount(parsing: "1.5")))
        #expect(habits[7].amounts[day("2025-01-03")] == (try Amount(parsing: "0.25")))
    }

    /// harsh's `TestAmountParsing` (data_validation_test.go): what harsh reads, habit keeps.
    @Test(arguments: [
        ("5", "5"), ("3.14", "3.14"), ("1000000", "1000000"), ("0.001", "0.001"), ("1e3", "1000"),
        ("2.5E-2", "0.025"), ("+7", "7"), (".5", "0.5"), ("1.50000000", "1.5"),
    ])
    func amountsReadAsHarshReadsThem(text: String, amount: String) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.write("Water: 1\n", to: "habits")
        try sandbox.write("2026-11-02 : Water : y :  : \(text)\n", to: "log")
        let output = sandbox.run(["import", "--from", "harsh", sandbox.folder])
        #expect(output.exitCode == .success)
        #expect(try sandbox.load().habits[0].amounts[day("2026-11-02")] == (try Amount(parsing: amount)))
    }

    /// The amounts harsh reads but habit cannot keep (negative, NaN, Inf), and text harsh
    /// cannot read either: the line is named with its number and the reason, nothing imported.
    @Test(arguments: ["-5", "NaN", "Inf", "abc", "1e10", "1e-7", "0x10"])
    func anAmountHabitCannotKeepRefusesTheImportNamingItsLine(text: String) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([ScriptingFixtures.habit(1, "Lesen", created: "2026-11-01")])
        let before = sandbox.fileBytes()
        try sandbox.write("Water: 1\n", to: "habits")
        try sandbox.write("2026-11-01 : Water : y :  : 2\n2026-11-02 : Water : y :  : \(text)\n", to: "log")
        let output = sandbox.run(["import", "--from", "harsh", sandbox.folder])
        #expect(output.exitCode == .usage)  // exit 2
        #expect(
            output.stderr
                == "habit: \(sandbox.folder)/log, line 2: the amount “\(text)” is not a number from 0 to 1,000,000,000 "
                + "with at most 6 decimal places. Nothing was imported.\n")
        #expect(sandbox.fileBytes() == before)  // all or nothing
    }

    @Test func skipInvalidImportsTheRestAndListsEachLineLeftOut() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.write("Water: 1\n", to: "habits")
        try sandbox.write(
            "2026-11-01 : Water : y :  : 2\n2026-11-02 : Water : y : bad : -1\n# note\n2026-11-03 : Water : y :  : NaN\n"
                + "2026-11-04 : Water : maybe\n2026-11-05 : Water : y :  : 1e3\n", to: "log")
        let output = sandbox.run(["import", "--from", "harsh", sandbox.folder, "--skip-invalid"])
        #expect(output.exitCode == .success)
        #expect(
            output.stdout == "Imported 1 habit from harsh (1 new): 2 done days, 0 skipped days, 2 amounts and 0 notes.\n")
        #expect(
            output.stderr
                == "habit: Left out \(sandbox.folder)/log, line 2, “2026-11-02 : Water : y : bad : -1”: the amount “-1” is "
                + "not a number from 0 to 1,000,000,000 with at most 6 decimal places.\n"
                + "habit: Left out \(sandbox.folder)/log, line 4, “2026-11-03 : Water : y :  : NaN”: the amount “NaN” is "
                + "not a number from 0 to 1,000,000,000 with at most 6 decimal places.\n"
                + "habit: Left out \(sandbox.folder)/log, line 5, “2026-11-04 : Water : maybe”: cannot read "
                + "“2026-11-04 : Water : maybe”; expected YYYY-MM-DD : Name : y|n|s[ : comment[ : amount]].\n")
        let water = try sandbox.load().habits[0]
        #expect(water.amounts == [day("2026-11-01"): Amount(2), day("2026-11-05"): Amount(1000)])
    }

    @Test(arguments: [
        (
            "de_DE.UTF-8",
            "habit: Ausgelassen: LOG, Zeile 1, „2026-11-02 : Water : y :  : -1“: Die Menge „-1“ ist keine Zahl von 0 bis "
                + "1.000.000.000 mit höchstens 6 Nachkommastellen.\n"
        ),
        (
            "fr_FR.UTF-8",
            "habit: Laissée de côté\u{00A0}: LOG, ligne 1, «\u{202F}2026-11-02 : Water : y :  : -1\u{202F}»\u{00A0}: la "
                + "quantité «\u{202F}-1\u{202F}» n'est pas un nombre de 0 à 1\u{202F}000\u{202F}000\u{202F}000 avec au plus 6 décimales.\n"
        ),
    ])
    func theLineLeftOutIsNamedInEachLanguage(language: String, expected: String) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.write("Water: 1\n", to: "habits")
        try sandbox.write("2026-11-02 : Water : y :  : -1\n", to: "log")
        let output = sandbox.run(["import", "--from", "harsh", sandbox.folder, "--skip-invalid"], language: language)
        #expect(output.exitCode == .success)
        #expect(output.stderr == expected.replacingOccurrences(of: "LOG", with: sandbox.folder + "/log"))
    }

    @Test(arguments: [["--from", "loop"], ["--from", "dijo"], []])
    func skipInvalidWithoutALogIsRefused(from: [String]) throws {
        let sandbox = try ScriptingSandbox()
        let output = sandbox.run(["import"] + from + [sandbox.folder, "--skip-invalid"])
        #expect(output.exitCode == .usage)
        #expect(
            output.stderr
                == "habit: --skip-invalid works only with --from harsh or --from habitctl: it leaves out lines of their "
                + "log.\n")
    }
}
