import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `list --json` and `show --json` with amounts: `goal`, `amountToday`, each day's `amount`
/// (`null` when nothing is recorded, `0` after a recorded zero) and `notes`. Today is Sunday,
/// 29 November 2026.
@Suite struct AmountJSONTests {
    /// `habit ARGUMENTS` on the amount fixture, parsed.
    private func objects(_ arguments: String...) throws -> [[String: Any]] {
        let output = try TestWorld(habits: AmountFixture.all).run(arguments)
        #expect(output.exitCode == .success)
        let json = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8))
        return try #require((json as? [[String: Any]]) ?? (json as? [String: Any]).map { [$0] })
    }

    @Test("show --json of a goal habit, word for word")
    func golden() throws {
        let output = try TestWorld(habits: AmountFixture.all).run("show", "Wasser trinken", "--json")
        Golden.expect(output.stdout, is: "Amounts/show-wasser-json")  // goal, amounts, notes in sorted keys
    }

    @Test("the goal as the data file has it, absent without one")
    func goal() throws {
        let habits = try objects("list", "--json")
        let wasser = try #require(habits[0]["goal"] as? [String: Any])
        #expect(wasser["type"] as? String == "atLeast")
        #expect(wasser["amount"] as? Int == 8)
        #expect(wasser["unit"] as? String == "Gläser")
        #expect((habits[1]["goal"] as? [String: Any])?["type"] as? String == "atMost")
        #expect((habits[2]["goal"] as? [String: Any])?["type"] as? String == "weeklyAtLeast")
        #expect(habits[3]["goal"] == nil)  // Radfahren has amounts but no goal: no key
    }

    @Test("amounts as numbers: null when nothing is recorded, 0 after a recorded zero, decimals in shortest form")
    func amounts() throws {
        var kaffee = AmountFixture.kaffee
        try kaffee.setAmount(.zero, on: day("2026-11-28"), today: Fixed.today)
        let text = try TestWorld(habits: [kaffee, AmountFixture.radfahren]).run("list", "--json").stdout
        #expect(text.contains("\"amountToday\" : 3.25"))  // Radfahren: never 3.250000
        let habits = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        let days = try #require(habits[0]["lastSevenDays"] as? [[String: Any]])
        #expect(days.map { $0["date"] as? String } == (23...29).map { "2026-11-\($0)" })
        #expect(days[0]["amount"] is NSNull)  // Monday: nothing recorded
        #expect(days[2]["amount"] as? Int == 3)  // Wednesday: 3, over the limit
        #expect(days[2]["state"] as? String == "missed")  // so the day is missed
        #expect(days[5]["amount"] as? Int == 0)  // Saturday: a recorded zero
        #expect(days[5]["amount"] is NSNumber)  // not null
        #expect(habits[0]["amountToday"] as? Int == 1)
        let radfahren = try #require(habits[1]["lastSevenDays"] as? [[String: Any]])
        #expect(radfahren[4]["amount"] as? Double == 12.5)
    }

    @Test("notes: every note up to the day, oldest first, quotes and emoji intact")
    func notes() throws {
        let wasser = try objects("show", "Wasser trinken", "--json")[0]
        let notes = try #require(wasser["notes"] as? [[String: String]])
        #expect(notes.map { $0["date"] } == ["2026-11-24", "2026-11-26", "2026-11-27", "2026-11-28"])
        #expect(notes[2]["text"] == "Sagte „Prost“ und \"Cheers\"")  // the quotes escaped and read back
        #expect(notes[3]["text"] == "Hitze ☀️")
        // As of Thursday, the notes after it are not there yet.
        let thursday = try objects("show", "Wasser trinken", "--json", "--as-of", "2026-11-26")[0]
        #expect((thursday["notes"] as? [[String: String]])?.count == 2)
        #expect(thursday["amountToday"] as? Int == 9)  // Thursday's total
        #expect((try objects("show", "Kaffee", "--json")[0]["notes"] as? [Any])?.isEmpty == true)  // [] without notes
    }

    @Test("done means the goal reached: a partly done day is not done, and not due for a limit")
    func doneAndDue() throws {
        let habits = try objects("list", "--json")
        #expect(habits[0]["doneToday"] as? Bool == false)  // Wasser: 5 of 8
        #expect(habits[0]["dueToday"] as? Bool == true)
        // Kaffee: 1 of at most 2, within the limit so far; kept only once the day is over.
        #expect(habits[1]["doneToday"] as? Bool == false)
        #expect((habits[1]["lastSevenDays"] as? [[String: Any]])?.last?["state"] as? String == "withinLimitSoFar")
        #expect(habits[1]["dueToday"] as? Bool == false)  // a limit is never due
        #expect(habits[2]["dueToday"] as? Bool == true)  // Laufen: 12.5 of 20 this week
    }
}
