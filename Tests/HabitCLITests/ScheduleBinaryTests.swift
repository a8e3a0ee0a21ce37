import Foundation
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// Schedules, skips and pauses through the built `habit` binary, on the fixed clock
/// (`HABIT_NOW`: Sunday, 29 November 2026, 11:00 UTC; the runs are in UTC unless a test sets TZ).
@Suite(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct ScheduleBinaryTests {
    private func run(_ arguments: [String], in scratch: ScratchFolder, _ extra: [String: String] = [:]) throws -> RealBinary.Outcome {
        try RealBinary.run(arguments, in: scratch, environment: RealBinary.environment(for: scratch).merging(extra) { $1 })
    }

    @Test("add with each schedule, check, skip, pause, and the views agree, in English and German")
    func endToEnd() throws {
        let scratch = try ScratchFolder()
        #expect(try run(["add", "Gym", "--per-week", "3"], in: scratch).status == 0)
        #expect(try run(["add", "Floss", "--days", "mo,mi,fr"], in: scratch).status == 0)  // German short names
        #expect(try run(["add", "Plants", "--every", "3"], in: scratch).status == 0)
        for day in ["2026-11-23", "2026-11-25", "2026-11-27"] {
            #expect(try run(["check", "Floss", "--date", day], in: scratch).status == 0)
        }
        let floss = try run(["show", "Floss"], in: scratch)
        #expect(floss.stdout.hasPrefix("✅ Floss\n3 times in a row · Record: 3 times (Nov 23, 2026 – Nov 27, 2026)\nSchedule: Mon, Wed, Fri\n"))
        let skip = try run(["skip", "Gym"], in: scratch, ["LANG": "de_DE.UTF-8"])
        #expect(skip.stdout == "– Gym heute ausgelassen — 0 Wochen in Folge\n")  // German, in weeks
        let pause = try run(["pause", "Plants", "--from", "2026-12-01", "--until", "2026-12-07"], in: scratch)
        #expect(pause.status == 0)
        let file = String(decoding: scratch.bytes(scratch.dataFile) ?? [], as: UTF8.self)
        #expect(file.contains("\"paused\" : [\n        \"2026-12-01/2026-12-07\"\n      ]"))  // one compact run
        #expect(file.contains("\"skipped\" : [\n        \"2026-11-29\"\n      ]"))
        // Gym is skipped today, Floss is not due on a Sunday, Plants is new: nothing is due.
        let todo = try run(["todo"], in: scratch)
        #expect(todo.status == 0 && todo.stdout.isEmpty)
        let list = try run(["list"], in: scratch)
        // No habit is due or done today: no bar; the perfect days of the days before go on.
        #expect(list.stdout.hasPrefix("Nothing is due today.\n🌟 3 perfect days in a row\n\n"))
        #expect(list.stdout.contains("– ✅ Gym           0 of 3 this week\n"))  // its week, skipped today
    }

    @Test("The export round trip is exact through the binary, and CSV keeps skipped days")
    func exportImport() throws {
        let scratch = try ScratchFolder()
        #expect(try run(["add", "Floss", "--days", "weekdays"], in: scratch).status == 0)
        #expect(try run(["check", "Floss", "--date", "2026-11-26"], in: scratch).status == 0)
        #expect(try run(["skip", "Floss", "--date", "2026-11-27"], in: scratch).status == 0)
        #expect(try run(["pause", "Floss"], in: scratch).status == 0)
        let json = try run(["export", "--format", "json"], in: scratch).stdout
        try scratch.write(json, to: "backup.json")
        let copy = ["HABIT_FILE": scratch.file("copy/habits.json")]
        #expect(try run(["import", scratch.file("backup.json")], in: scratch, copy).status == 0)
        #expect(try run(["export", "--format", "json"], in: scratch, copy).stdout == json)  // exactly the same
        let csv = try run(["export", "--format", "csv"], in: scratch).stdout
        #expect(csv == "name,date,state,amount,note\nFloss,2026-11-26,done,,\nFloss,2026-11-27,skipped,,\n")
    }

    @Test("Bad schedule input: exit 2 for an option, exit 3 for the file, which stays as it was")
    func refusals() throws {
        let scratch = try ScratchFolder()
        let option = try run(["add", "Gym", "--per-week", "9"], in: scratch)
        #expect(option.status == 2)  // a usage error
        #expect(option.stderr == "habit: “9” is not a number of days a week; use --per-week with a whole number from 1 to 7.\n")
        let text = BadFileTests.file(BadFileTests.habitJSON(["schedule": "{\"kind\": \"perWeek\", \"times\": 0}"]))
        try scratch.write(text, to: scratch.dataFile)
        let file = try run(["skip", "Meditieren"], in: scratch)
        #expect(file.status == 3)  // the data file is wrong
        #expect(file.stderr.contains("“habits[0].schedule.times” is 0; it must be from 1 to 7"))  // with its key path
        #expect(scratch.bytes(scratch.dataFile) == Array(text.utf8))  // untouched
    }

    @Test("Due today follows the time zone at midnight: Sunday in UTC is already Monday in Tokyo")
    func midnight() throws {
        let scratch = try ScratchFolder()
        // 23:30 UTC on Sunday is 08:30 on Monday, November 30, in Tokyo.
        let late = [World.fixedNowVariable: "2026-11-29T23:30:00Z"]
        #expect(try run(["add", "Floss", "--days", "mon"], in: scratch, late).status == 0)
        let utc = try run(["show", "Floss", "--json"], in: scratch, late)
        #expect(utc.stdout.contains("\"dueToday\" : false"))  // still Sunday in UTC
        let tokyo = try run(["show", "Floss", "--json"], in: scratch, late.merging(["TZ": "Asia/Tokyo"]) { $1 })
        #expect(tokyo.stdout.contains("\"dueToday\" : true"))  // Monday in Tokyo
        #expect(try run(["todo"], in: scratch, late.merging(["TZ": "Asia/Tokyo"]) { $1 }).stdout == "Floss\n")
    }
}
