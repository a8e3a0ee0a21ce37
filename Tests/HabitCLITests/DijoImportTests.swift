import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `habit import --from dijo PATH`: dijo's `habit_record.json` as dijo writes it
/// (`serde_json::to_string_pretty` of its habits, tagged by `type`; `Fixtures/dijo`). Today is
/// Sunday, November 29, 2026, in Berlin.
@Suite struct DijoImportTests {
    @Test func importsBitCountAndFloatHabitsWithTheirGoals() throws {
        let sandbox = try ScriptingSandbox()
        let output = sandbox.run(["import", "--from", "dijo", ImportFixtures.path("dijo")])  // the folder
        #expect(output.exitCode == .success)
        #expect(
            output.stdout
                == "Imported 4 habits from dijo (4 new): 8 done days, 0 skipped days, 8 amounts and 0 notes.\n")
        let habits = try sandbox.load().habits
        #expect(habits.map(\.name) == ["walk", "pushups", "reading hours", "cigarettes"])
        #expect(habits.map(\.goal) == [nil, try Goal(.atLeast, Amount(25)), try Goal(.atLeast, Amount(parsing: "1.5")), nil])
        let walk = habits[0]
        #expect(walk.completions == days("2026-11-22", "2026-11-29").subtracting([day("2026-11-25")]))  // false is not done
        let pushups = habits[1]
        #expect(pushups.amounts[day("2026-11-27")] == Amount(12))  // a count
        #expect(pushups.isDone(on: day("2026-11-28")) && !pushups.isDone(on: day("2026-11-27")))  // 30 and 12 of 25
        let reading = habits[2]
        #expect(reading.amounts[day("2026-11-28")] == (try Amount(parsing: "2.5")))  // value 25, precision 1
        #expect(!reading.isDone(on: day("2026-11-27")))  // 0.5 of 1.5
        #expect(habits[3].isDone(on: day("2026-11-29")))  // a goal of 0 asks for nothing: any count is done
    }

    @Test func showsTheDaysDijoMarksAsReached() throws {
        // dijo has no streak counter; its grid marks the days whose value reaches the goal. Those
        // are habit's done days, so the run ending today is the one dijo's grid shows: walk
        // Nov 26–29 (4, after false on Nov 25), pushups Nov 28–29 (2, after 12 of 25).
        let sandbox = try ScriptingSandbox()
        _ = sandbox.run(["import", "--from", "dijo", ImportFixtures.path("dijo/habit_record.json")])
        let habits = try sandbox.load().habits
        #expect(habits[0].streak(asOf: Fixed.today) == 4)
        #expect(habits[1].streak(asOf: Fixed.today) == 2)
    }

    @Test(arguments: [
        (#"{"type": "Bit"}"#, "is not dijo's habit file: “” should be a list."),  // not the array dijo writes
        (#"[{"type": "Habit", "name": "x", "stats": {}}]"#, "is not dijo's habit file: “[0].type” is “Habit”, which this version of habit does not understand."),
        (#"[{"type": "Bit", "name": "x", "stats": {"2026-11-30": true}, "goal": true}]"#, "“x” in the JSON has a day in the future: Nov 30, 2026 (today is Nov 29, 2026); correct or remove it."),
    ])
    func aFileThatIsNotDijosIsRefused(json: String, message: String) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([ScriptingFixtures.habit(1, "Lesen", created: "2026-11-01")])
        let before = sandbox.fileBytes()
        let path = try sandbox.write(json, to: "habit_record.json")
        let output = sandbox.run(["import", "--from", "dijo", path])
        #expect(output.exitCode == .usage)
        #expect(output.stderr.hasPrefix("habit: "))
        #expect(output.stderr.hasSuffix("\(message) Nothing was imported.\n"))
        #expect(sandbox.fileBytes() == before)  // byte for byte
    }

    @Test(arguments: ["1000000001", "1500000000", "4000000000"])
    func aCountAboveTheLargestAmountIsRefusedWhenRead(count: String) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([ScriptingFixtures.habit(1, "Lesen", created: "2026-11-01")])
        let before = sandbox.fileBytes()
        let path = try sandbox.write(
            #"[{"type": "Count", "name": "Push-ups", "stats": {"2026-11-28": "# + count + #"}, "goal": 10}]"#,
            to: "habit_record.json")
        let output = sandbox.run(["import", "--from", "dijo", path])
        #expect(output.exitCode == .usage)  // refused while reading (exit 2), not at read-back (exit 3)
        #expect(output.stderr.contains("is \(count); it must be from 0 to 1,000,000,000"))
        #expect(sandbox.fileBytes() == before)  // byte for byte
    }
}
