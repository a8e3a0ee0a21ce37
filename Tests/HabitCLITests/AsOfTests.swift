import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// `--as-of DAY` on `list` and `show`: everything as it stood on that day. Today is Sunday,
/// November 29, 2026, in Berlin; Meditieren was done November 20–25 and 27–29.
@Suite struct AsOfTests {
    static let meditieren = ScriptingFixtures.habit(
        1, "Meditieren", icon: "🧠", created: "2026-11-01",
        done: ScriptingFixtures.days("2026-11-20", through: "2026-11-25")
            + ScriptingFixtures.days("2026-11-27", through: "2026-11-29"))
    /// Created yesterday, never done.
    static let lesen = ScriptingFixtures.habit(2, "Lesen", icon: "📚", color: .blue, created: "2026-11-28")

    struct Case: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let asOf: String
        let streak: Int
        /// The record's first and last day, `nil` for none yet.
        let record: (start: String, end: String, length: Int)?
        let doneOnThatDay: Bool
        let completions: Int
        let firstOfSeven: String
    }

    @Test(arguments: [
        // Today: the run of Nov 27–29 is 3 days; the record is still Nov 20–25.
        Case(
            testDescription: "today", asOf: "2026-11-29", streak: 3, record: ("2026-11-20", "2026-11-25", 6),
            doneOnThatDay: true, completions: 9, firstOfSeven: "2026-11-23"),
        // Yesterday: Nov 27–28 was 2 days.
        Case(
            testDescription: "yesterday", asOf: "2026-11-28", streak: 2, record: ("2026-11-20", "2026-11-25", 6),
            doneOnThatDay: true, completions: 8, firstOfSeven: "2026-11-22"),
        // Thursday Nov 26, the gap: not done yet that day, so the streak still counts Nov 20–25.
        Case(
            testDescription: "the open day between two runs", asOf: "2026-11-26", streak: 6,
            record: ("2026-11-20", "2026-11-25", 6), doneOnThatDay: false, completions: 6, firstOfSeven: "2026-11-20"),
        // Sunday Nov 22, mid-run: the record is the run so far, Nov 20–22, not the whole of it.
        Case(
            testDescription: "in the middle of the record run", asOf: "2026-11-22", streak: 3,
            record: ("2026-11-20", "2026-11-22", 3), doneOnThatDay: true, completions: 3, firstOfSeven: "2026-11-16"),
        // Thursday Nov 19, before the first done day: nothing yet.
        Case(
            testDescription: "before the first done day", asOf: "2026-11-19", streak: 0, record: nil,
            doneOnThatDay: false, completions: 0, firstOfSeven: "2026-11-13"),
    ])
    func jsonAsOfADay(_ check: Case) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.meditieren])
        let output = sandbox.run(["show", "Meditieren", "--json", "--as-of", check.asOf])
        #expect(output.exitCode == .success)  // a past day is fine
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(object["streak"] as? Int == check.streak)  // the streak counted back from that day
        #expect(object["doneToday"] as? Bool == check.doneOnThatDay)  // "today" is that day
        #expect(object["completions"] as? Int == check.completions)  // days up to and including it
        let seven = try #require(object["lastSevenDays"] as? [[String: Any]])
        #expect(seven.first?["date"] as? String == check.firstOfSeven)  // the week ends on that day…
        #expect(seven.last?["date"] as? String == check.asOf)  // …oldest first
        if let record = check.record {
            let streak = try #require(object["longestStreak"] as? [String: Any])
            #expect(streak["start"] as? String == record.start)  // the record as it stood then
            #expect(streak["end"] as? String == record.end)  // cut at that day
            #expect(streak["length"] as? Int == record.length)  // and its length
        } else {
            #expect(object["longestStreak"] is NSNull)  // no record before the first done day
        }
    }

    @Test func showAsOfAPastDayInText() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.meditieren])
        let output = sandbox.run(["show", "Meditieren", "--as-of", "2026-11-26"])
        // Friday Nov 20 through Thursday Nov 26; the footer names the day and the --date to use.
        let golden = """
            🧠 Meditieren
            6 days in a row · Record: 6 days (Nov 20, 2026 – Nov 25, 2026)
            Strength: 26% (+26 in 30 days)

            Last 7 days
             F  S  S  M  T  W  T
             ●  ●  ●  ●  ●  ●  ◌
            ● done  ◌ open

            ◌ Not done on Nov 26, 2026
            check it off with: habit check --date 2026-11-26 Meditieren

            """
        #expect(output.stdout == golden)  // the detail view as of Thursday
    }

    @Test func showAsOfYesterdaySaysYesterday() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.meditieren])
        let output = sandbox.run(["show", "Meditieren", "--as-of", "yesterday"])
        // The undo line carries the day, so copying it does not touch today.
        #expect(output.stdout.hasSuffix("✓ Done yesterday · undo with: habit uncheck --date 2026-11-28 Meditieren\n"))
    }

    @Test func asOfTodayIsThePlainView() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.meditieren, Self.lesen])
        #expect(sandbox.run(["list", "--as-of", "today"]).stdout == sandbox.run(["list"]).stdout)  // the same list
        #expect(sandbox.run(["show", "--as-of", "2026-11-29"]).stdout == sandbox.run(["show"]).stdout)  // the same details
    }

    @Test func listAsOfAPastDay() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.meditieren, Self.lesen])
        let yesterday = sandbox.run(["list", "--as-of", "yesterday"]).stdout.split(separator: "\n").map(String.init)
        #expect(yesterday.first == "1 of 2 done yesterday")  // Meditieren was done, Lesen (created then) was not
        #expect(yesterday.contains { $0.hasPrefix("● 🧠 Meditieren") && $0.hasSuffix("🔥 2") })  // Nov 27–28
        let german = sandbox.run(["list", "--as-of", "gestern"], language: "de_DE.UTF-8").stdout
        #expect(german.hasPrefix("1 von 2 gestern erledigt\n"))  // the same in German
    }

    @Test func habitsCreatedLaterAreNotInAPastList() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.meditieren, Self.lesen])
        let text = sandbox.run(["list", "--as-of", "2026-11-27"]).stdout
        #expect(text.hasPrefix("1 of 1 done on Nov 27, 2026\n"))  // Lesen did not exist on Friday
        #expect(!text.contains("Lesen"))  // and is not listed
        let json = sandbox.run(["list", "--json", "--as-of", "2026-11-27"]).stdout
        #expect(!json.contains("Lesen"))  // nor in JSON
        let shown = sandbox.run(["show", "Lesen", "--as-of", "2026-11-27"])
        #expect(shown.exitCode == .data)  // asked for by name: the data says it did not exist yet
        #expect(shown.stderr.contains("did not exist yet on Nov 27, 2026"))  // and says so
        let none = sandbox.run(["list", "--as-of", "2026-01-01"]).stdout
        #expect(none == "No habit existed yet on Jan 1, 2026.\n")  // before every habit: not "no habits yet"
    }

    struct BadDay: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let arguments: [String]
        let message: String
    }

    @Test(arguments: [
        BadDay(
            testDescription: "tomorrow on list", arguments: ["list", "--as-of", "2026-11-30"],
            message: "habit: Nov 30, 2026 is in the future (today is Nov 29, 2026); ask about today or a past day.\n"),
        BadDay(
            testDescription: "next year on show --json", arguments: ["show", "--json", "--as-of=2027-01-01"],
            message: "habit: Jan 1, 2027 is in the future (today is Nov 29, 2026); ask about today or a past day.\n"),
        BadDay(
            testDescription: "a day that does not exist", arguments: ["list", "--as-of", "2026-02-30"],
            message: "habit: “2026-02-30” does not exist: February 2026 has 28 days; check the day and the month.\n"),
        BadDay(
            testDescription: "before 1900, as for --date", arguments: ["list", "--as-of", "1899-12-31"],
            message: "habit: “1899-12-31” is before 1900, the earliest day habit accepts; check the year or the number of days.\n"),
        BadDay(
            testDescription: "no day at all", arguments: ["show", "--as-of"],
            message: "habit: The option “--as-of” needs a value: --as-of DAY\n"),
    ])
    func aFutureOrBadDayIsAUsageError(_ bad: BadDay) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.meditieren])
        let output = sandbox.run(bad.arguments)
        #expect(output.exitCode == .usage)  // exit 2
        #expect(output.stderr == bad.message)  // one sentence that says what to do
        #expect(output.stdout.isEmpty)  // and no view
    }

    @Test("one route: list and show as of today are list and show", arguments: [["list"], ["show"], ["show", "Meditieren"]])
    func asOfTodayIsTheSameView(_ arguments: [String]) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.meditieren])
        let plain = sandbox.run(arguments)
        #expect(plain.exitCode == .success)  // the view itself
        #expect(sandbox.run(arguments + ["--as-of", "today"]) == plain)  // the same text, byte for byte
        #expect(sandbox.run(arguments + ["--as-of", "2026-11-29"]) == plain)  // today spelled as a date too
    }

    @Test func futureDayInGerman() throws {
        let sandbox = try ScriptingSandbox()
        let output = sandbox.run(["list", "--as-of", "2026-12-01"], language: "de_DE.UTF-8")
        #expect(
            output.stderr
                == "habit: Der 1. Dez. 2026 liegt in der Zukunft (heute ist der 29. Nov. 2026); frag nach heute oder einem vergangenen Tag.\n"
        )  // worded in German
    }
}
