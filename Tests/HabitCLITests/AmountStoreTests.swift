import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

// Today is Sunday, November 29, 2026 (``Fixed``).

/// Goals, amounts and notes in the data file and the JSON export.
@Suite("Amounts in the data file")
struct AmountStoreTests {
    /// "Wasser trinken", 8 glasses a day: 5 on the 27th, 8.5 on the 28th, a recorded 0 today,
    /// and notes with Unicode and quotes.
    static let wasser: Habit = {
        var habit = Habit(
            id: UUID(uuidString: "00000000-0000-0000-0000-0000000000A1")!, name: "Wasser trinken", icon: "💧",
            color: .blue, created: Day("2026-11-20")!, goal: try! Goal(.atLeast, Amount(8), unit: "Gläser"))
        try! habit.log(Amount(5), on: Day("2026-11-27")!, today: Fixed.today)
        try! habit.log(try! Amount(parsing: "8,5"), on: Day("2026-11-28")!, today: Fixed.today)
        try! habit.setAmount(.zero, on: Fixed.today, today: Fixed.today)
        try! habit.setNote("Müde, aber „gelaufen“ 🏃", on: Day("2026-11-27")!, today: Fixed.today)
        try! habit.setNote(#"said "no" to \ 'cake'"#, on: Day("2026-11-26")!, today: Fixed.today)
        return habit
    }()

    /// "Kaffee", at most 2 cups, and "Laufen", 20 km a week with 0.1 + 0.2 on one day.
    static let others: [Habit] = {
        var kaffee = Habit(
            id: UUID(uuidString: "00000000-0000-0000-0000-0000000000A2")!, name: "Kaffee", icon: "☕", color: .orange,
            created: Day("2026-11-20")!, goal: try! Goal(.atMost, Amount(2), unit: "Tassen"))
        try! kaffee.log(Amount(3), on: Day("2026-11-28")!, today: Fixed.today)
        var laufen = Habit(
            id: UUID(uuidString: "00000000-0000-0000-0000-0000000000A3")!, name: "Laufen", icon: "🏃", color: .green,
            created: Day("2026-11-20")!, goal: try! Goal(.weeklyAtLeast, Amount(20), unit: "km"))
        try! laufen.log(try! Amount(parsing: "0.1"), on: Day("2026-11-24")!, today: Fixed.today)
        try! laufen.log(try! Amount(parsing: "0.2"), on: Day("2026-11-24")!, today: Fixed.today)
        return [kaffee, laufen]
    }()

    @Test("Amounts are exact decimals in their shortest JSON form; goals and notes read back exactly")
    func roundTrip() throws {
        let collection = HabitCollection(habits: [Self.wasser] + Self.others)
        let text = StoreFormat.encode(collection)
        #expect(text.contains("\"amounts\" : {\n        \"2026-11-27\" : 5,\n        \"2026-11-28\" : 8.5,\n        \"2026-11-29\" : 0\n      }"))  // shortest numbers, a recorded 0 kept
        #expect(text.contains("\"goal\" : {\n        \"amount\" : 8,\n        \"type\" : \"atLeast\",\n        \"unit\" : \"Gläser\"\n      }"))
        #expect(text.contains("\"2026-11-24\" : 0.3"))  // 0.1 + 0.2 is exactly 0.3
        #expect(text.contains(#""2026-11-26" : "said \"no\" to \\ 'cake'""#))  // quotes escaped
        #expect(text.contains("\"2026-11-27\" : \"Müde, aber „gelaufen“ 🏃\""))  // Unicode as it is
        #expect(text.contains("\"type\" : \"atMost\"") && text.contains("\"type\" : \"weeklyAtLeast\""))
        let decoded = try StoreFormat.decode(Array(text.utf8))
        #expect(decoded == .habits(collection))  // every field back
        #expect(StoreFormat.encode(collection) == text)  // and written the same again
    }

    @Test("A habit without goal, amounts or notes has none of their keys")
    func noNewKeys() {
        let text = StoreFormat.encode(HabitCollection(habits: [ScheduleFixtures.meditieren]))
        #expect(!text.contains("\"amounts\"") && !text.contains("\"goal\"") && !text.contains("\"notes\""))
    }

    @Test("A file's amounts decide done days: a goal reached is done, partial progress is not")
    func amountsDecideDoneDays() throws {
        let text = BadFileTests.file(
            BadFileTests.habitJSON([
                "goal": "{\"amount\": 8, \"type\": \"atLeast\"}", "amounts": "{\"2026-11-21\": 5, \"2026-11-26\": 8}",
            ]))
        guard case .habits(let collection) = try StoreFormat.decode(Array(text.utf8)) else {
            Issue.record("not read")
            return
        }
        let habit = try #require(collection.habits.first)
        #expect(!habit.isDone(on: Day("2026-11-21")!))  // listed in done, but 5 of 8
        #expect(habit.isDone(on: Day("2026-11-26")!))  // not listed in done, but 8 of 8
        #expect(habit.isDone(on: Day("2026-11-22")!))  // a checked day without an amount stays done
    }

    @Test(
        "Bad goals, amounts and notes are refused with exit 3, the key path, and the file untouched",
        arguments: [
            BadStoreValue(
                name: "an unknown goal type", key: "goal", value: "{\"type\": \"about\", \"amount\": 3}",
                problem: "“habits[0].goal.type” is “about”, which this version of habit does not understand"),
            BadStoreValue(
                name: "a goal of 0", key: "goal", value: "{\"type\": \"atLeast\", \"amount\": 0}",
                problem: "“habits[0].goal.amount” is 0; it must be from 1 to 1,000,000,000"),
            BadStoreValue(
                name: "a goal without an amount", key: "goal", value: "{\"type\": \"atLeast\"}",
                problem: "“habits[0].goal.amount” is missing"),
            BadStoreValue(
                name: "an amount as a string", key: "amounts", value: "{\"2026-11-20\": \"5\"}",
                problem: "“habits[0].amounts.2026-11-20” should be a number"),
            BadStoreValue(
                name: "a negative amount", key: "amounts", value: "{\"2026-11-20\": -1}",
                problem: "“habits[0].amounts.2026-11-20” is -1; it must be from 0 to 1,000,000,000"),
            BadStoreValue(
                name: "an amount over a billion", key: "amounts", value: "{\"2026-11-20\": 1000000001}",
                problem: "“habits[0].amounts.2026-11-20” is 1000000001; it must be from 0 to 1,000,000,000"),
            BadStoreValue(
                name: "seven decimals", key: "amounts", value: "{\"2026-11-20\": 0.0000001}",
                problem: "“habits[0].amounts.2026-11-20” is “0.0000001”, which this version of habit does not understand"),
            BadStoreValue(
                name: "an exponent", key: "amounts", value: "{\"2026-11-20\": 1e3}",
                problem: "“habits[0].amounts.2026-11-20” is “1e3”"),
            BadStoreValue(
                name: "an amount on a day that is no day", key: "amounts", value: "{\"2026-02-30\": 1}",
                problem: "“habits[0].amounts.2026-02-30” is “2026-02-30”"),
            BadStoreValue(
                name: "an amount before 1900", key: "amounts", value: "{\"1850-12-20\": 1}",
                problem: "“habits[0].amounts.1850-12-20”"),
            BadStoreValue(
                name: "a note with a line break", key: "notes", value: "{\"2026-11-20\": \"a\\nb\"}",
                problem: "“habits[0].notes.2026-11-20”"),
            BadStoreValue(
                name: "a note that is a number", key: "notes", value: "{\"2026-11-20\": 5}",
                problem: "“habits[0].notes.2026-11-20” should be a string"),
        ])
    func badValue(_ example: BadStoreValue) throws {
        try StoreValueChecks.expectRefused(example)
    }

    @Test("JSON export and import round-trip exactly: goals, amounts and notes included")
    func jsonRoundTrip() throws {
        let exported = try StoreValueChecks.expectJSONRoundTrip([Self.wasser] + Self.others)
        #expect(exported.contains("\"2026-11-28\" : 8.5"))  // amounts travel
    }
}

/// A weekly goal read from a file counts its streak in weeks wherever a streak is shown.
@Suite("Weekly goals from the data file")
struct WeeklyGoalFileTests {
    @Test("show, stats and --json count a weekly goal's streak in weeks")
    func streakInWeeks() throws {
        let sandbox = try ScriptingSandbox()
        // 20 km a week: 12.5 + 8 in the week of Monday the 23rd (today is Sunday the 29th).
        let habit = BadFileTests.habitJSON([
            "goal": "{\"type\": \"weeklyAtLeast\", \"amount\": 20, \"unit\": \"km\"}",
            "amounts": "{\"2026-11-24\": 12.5, \"2026-11-26\": 8}", "done": "[]",
        ])
        try sandbox.write(BadFileTests.file(habit), to: "habits.json")
        let json = sandbox.run(["show", "Meditieren", "--json"])
        #expect(json.stdout.contains("\"streakUnit\" : \"week\""))  // not "day"
        let stats = sandbox.run(["stats", "Meditieren"]).stdout.split(separator: "\n")
        #expect(stats.contains { $0.hasPrefix("  Current streak:") && $0.hasSuffix(" 1 week in a row") })
        #expect(sandbox.run(["show", "Meditieren"]).stdout.contains("1 week in a row"))
    }
}

/// Amounts and notes in the CSV days table.
@Suite("Amounts in CSV")
struct AmountCSVTests {
    @Test("CSV export writes amounts and notes; import reads them back exactly")
    func roundTrip() throws {
        var wasser = AmountStoreTests.wasser
        try wasser.setNote("=1+1, \"quoted\"", on: Day("2026-11-28")!, today: Fixed.today)
        let first = try ScriptingSandbox()
        try first.seed([wasser] + AmountStoreTests.others)
        let csv = first.run(["export", "--format", "csv"]).stdout
        #expect(csv.contains("Wasser trinken,2026-11-26,,,\"said \"\"no\"\" to \\ 'cake'\"\n"))  // a note alone: empty state
        #expect(csv.contains("Wasser trinken,2026-11-27,,5,\"Müde, aber „gelaufen“ 🏃\"\n"))  // partial: no state
        #expect(csv.contains("Wasser trinken,2026-11-28,done,8.5,\"'=1+1, \"\"quoted\"\"\"\n"))  // a formula guarded
        #expect(csv.contains("Kaffee,2026-11-28,,3,\n"))  // over the limit
        #expect(csv.contains("Laufen,2026-11-24,done,0.3,\n"))  // exact decimals
        let second = try ScriptingSandbox()
        try second.seed([])
        #expect(second.run(["import", "-"], input: csv).exitCode == .success)
        let habits = try second.load().habits
        let original = try first.load().habits
        #expect(habits.map(\.amounts) == original.map(\.amounts))  // every amount back
        #expect(habits.map(\.notes) == original.map(\.notes))  // every note back
        #expect(habits.first?.goal == nil)  // CSV carries no settings
    }

    @Test("CSV import reads a decimal comma and refuses bad amounts and notes, importing nothing")
    func badRows() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([])
        let good = sandbox.run(["import", "-"], input: "name,date,state,amount,note\nLaufen,2026-11-27,,\"2,5\",\n")
        #expect(good.exitCode == .success)
        #expect(try sandbox.load().habits.first?.amount(on: Day("2026-11-27")!) == Amount(millionths: 2_500_000))
        let before = sandbox.fileBytes()
        let bad = sandbox.run(["import", "-"], input: "name,date,state,amount,note\nLaufen,2026-11-28,,NaN,\n")
        #expect(bad.exitCode == .usage)
        #expect(
            bad.stderr
                == "habit: Line 2: the amount “NaN” is not a number from 0 to 1,000,000,000 with at most 6 decimal places. "
                + "Nothing was imported.\n")
        let negative = sandbox.run(["import", "-"], input: "name,date,state,amount,note\nLaufen,2026-11-28,,-1,\n")
        #expect(negative.exitCode == .usage)
        let note = sandbox.run(["import", "-"], input: "name,date,state,amount,note\nLaufen,2026-11-28,,,\"a\nb\"\n")
        #expect(note.exitCode == .usage)
        #expect(note.stderr.contains("Line 2: the note has a line break"))
        #expect(sandbox.fileBytes() == before)  // nothing changed
    }
}
