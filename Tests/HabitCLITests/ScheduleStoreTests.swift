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

/// The data file with schedules, skips and pauses; export and import.
@Suite("Schedules in the data file")
struct ScheduleStoreTests {
    /// A file as `habit` wrote it before schedules existed: daily habits only.
    static let dailyFile = """
        {
          "habits" : [
            {
              "color" : "purple",
              "created" : "2026-11-01",
              "done" : [
                "2026-11-20/2026-11-25",
                "2026-11-27"
              ],
              "icon" : "🧠",
              "id" : "6F9619FF-8B86-D011-B42D-00CF4FC964FF",
              "name" : "Meditieren"
            }
          ],
          "version" : 1
        }

        """

    @Test("A file with only daily habits is read and written byte for byte as before")
    func dailyFileUnchanged() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.write(Self.dailyFile, to: "habits.json")
        #expect(sandbox.run(["uncheck", "Meditieren", "--date", "2026-11-27"]).exitCode == .success)  // one write
        #expect(sandbox.run(["check", "Meditieren", "--date", "2026-11-27"]).exitCode == .success)  // and back
        #expect(sandbox.fileBytes() == Data(Self.dailyFile.utf8))  // no new keys for a daily habit
    }

    @Test("Schedules, skips and pauses are written compactly and read back exactly")
    func roundTrip() throws {
        let collection = HabitCollection(habits: ScheduleFixtures.all)
        let text = StoreFormat.encode(collection)
        #expect(text.contains("\"skipped\" : [\n        \"2026-11-24\"\n      ]"))  // a skipped day like a done day
        #expect(text.contains("\"paused\" : [\n        \"2026-11-25/..\"\n      ]"))  // an open pause as first/..
        #expect(text.contains("\"schedule\" : {\n        \"days\" : [\n          \"mon\",\n          \"wed\",\n          \"fri\"\n        ],\n        \"kind\" : \"days\"\n      }"))
        let decoded = try StoreFormat.decode(Array(text.utf8))
        #expect(decoded == .habits(collection))  // every field back
        var runs = ScheduleFixtures.meditieren
        try runs.pause(from: Day("2026-10-01")!, through: Day("2026-10-05")!, today: Fixed.today)
        try runs.skip(on: Day("2026-11-18")!, today: Fixed.today)
        try runs.skip(on: Day("2026-11-19")!, today: Fixed.today)
        let runsText = StoreFormat.encode(HabitCollection(habits: [runs]))
        #expect(runsText.contains("\"2026-10-01/2026-10-05\""))  // a bounded pause as a run
        #expect(runsText.contains("\"2026-11-18/2026-11-19\""))  // skipped days as runs
    }

    @Test(
        "Bad schedule, skip and pause values are refused with exit 3, the key path, and the file untouched",
        arguments: [
            BadStoreValue(
                name: "an unknown kind", key: "schedule", value: "{\"kind\": \"monthly\"}",
                problem: "“habits[0].schedule.kind” is “monthly”, which this version of habit does not understand"),
            BadStoreValue(
                name: "K = 0", key: "schedule", value: "{\"kind\": \"perWeek\", \"times\": 0}",
                problem: "“habits[0].schedule.times” is 0; it must be from 1 to 7"),
            BadStoreValue(
                name: "an interval of 1", key: "schedule", value: "{\"kind\": \"every\", \"interval\": 1}",
                problem: "“habits[0].schedule.interval” is 1; it must be from 2 to 365"),
            BadStoreValue(
                name: "a weekday that does not exist", key: "schedule", value: "{\"kind\": \"days\", \"days\": [\"mon\", \"fun\"]}",
                problem: "“habits[0].schedule.days[1]” is “fun”, which this version of habit does not understand"),
            BadStoreValue(
                name: "no weekdays", key: "schedule", value: "{\"kind\": \"days\", \"days\": []}",
                problem: "“habits[0].schedule.days” is “[]”"),
            BadStoreValue(
                name: "a schedule without a kind", key: "schedule", value: "{\"times\": 3}",
                problem: "“habits[0].schedule.kind” is missing"),
            BadStoreValue(
                name: "a pause that ends before it starts", key: "paused", value: "[\"2026-12-10/2026-12-01\"]",
                problem: "“habits[0].paused[0]” is “2026-12-10/2026-12-01”, not a pause"),
            BadStoreValue(
                name: "a pause before 1900", key: "paused", value: "[\"1850-12-10/..\"]",
                problem: "“habits[0].paused[0]”"),
            BadStoreValue(
                name: "a skipped day before 1900", key: "skipped", value: "[\"1850-12-10\"]",
                problem: "“habits[0].skipped[0]”"),
            BadStoreValue(
                name: "a skipped day that is no day", key: "skipped", value: "[\"2026-02-30\"]",
                problem: "“habits[0].skipped[0]” is “2026-02-30”"),
        ])
    func badValue(_ example: BadStoreValue) throws {
        try StoreValueChecks.expectRefused(example)
    }

    @Test("The reader accepts pause days up to a year ahead, and no other future days")
    func pauseAhead() throws {
        let sandbox = try ScriptingSandbox()
        let text = BadFileTests.file(BadFileTests.habitJSON(["paused": "[\"2027-11-30/..\", \"2027-01-01/2027-01-10\"]"]))
        try sandbox.write(text, to: "habits.json")
        let output = sandbox.run(["show", "Meditieren", "--json"])
        #expect(output.exitCode == .success)  // read
        #expect(output.stdout.contains("\"paused\" : false"))  // not paused today
    }

    @Test("JSON export and import round-trip exactly: schedules, skips and pauses included")
    func jsonRoundTrip() throws {
        try StoreValueChecks.expectJSONRoundTrip(ScheduleFixtures.all)
    }

    @Test("CSV export is a table of days with a state; import reads it and the old name,date form")
    func csv() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([ScheduleFixtures.meditieren])
        let csv = sandbox.run(["export", "--format", "csv"]).stdout
        #expect(csv.hasPrefix("name,date,state,amount,note\nMeditieren,2026-11-20,done,,\n"))  // the header and done days
        #expect(csv.contains("Meditieren,2026-11-23,done,,\nMeditieren,2026-11-24,skipped,,\nMeditieren,2026-11-25,done,,\n"))  // in order
        let other = try ScriptingSandbox()
        try other.seed([])
        #expect(other.run(["import", "-"], input: csv).exitCode == .success)  // the new form
        let habit = try #require(try other.load().habits.first)
        #expect(habit.skips == DaySet([Day("2026-11-24")!]))  // the skipped day came along
        #expect(habit.completions == ScheduleFixtures.meditieren.completions)  // and every done day
        let old = other.run(["import", "-"], input: "name,date\nLesen,2026-11-28\n")
        #expect(old.exitCode == .success)  // the old form
        #expect(try other.load().habits.last?.completions == DaySet([Day("2026-11-28")!]))  // a done day
        let bad = other.run(["import", "-"], input: "name,date,state,amount,note\nLesen,2026-11-27,maybe,,\n")
        #expect(bad.exitCode == .usage)  // a state that is neither
        #expect(bad.stderr == "habit: Line 2: the state “maybe” is neither done nor skipped; write done or skipped, or leave it empty. Nothing was imported.\n")
    }
}
