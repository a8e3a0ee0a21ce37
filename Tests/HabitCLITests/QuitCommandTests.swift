import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

/// Habits to quit (`add --quit`, `slip`), habits only tracked (`add --track-only`) and the
/// running day of a limit, end to end in the process. "Today" is Tuesday, December 1, 2026, noon
/// in Berlin; the habits were added on September 1.
@Suite struct QuitCommandTests {
    static let locales = ["en": "en_US.UTF-8", "de": "de_DE.UTF-8", "fr": "fr_FR.UTF-8"]

    /// A world on December 1 with "Rauchen" to quit (slips on Oct 11, two, and Nov 19), the limit
    /// "Kaffee" (at most 2 cups, nothing recorded), "Lesen" done today and "Stimmung" tracked
    /// only (done Nov 30 and today).
    static func world(_ language: String = "en", columns: Int = 80) throws -> TestWorld {
        var world = try TestWorld(environment: ["LANG": locales[language] ?? "", "COLUMNS": String(columns)])
        world.now = Fixed.moment("2026-09-01T10:00:00Z")
        for arguments in [
            ["add", "Rauchen", "--quit", "--icon", "🚭"], ["add", "Kaffee", "--at-most", "2", "--unit", "Tassen", "--icon", "☕"],
            ["add", "Lesen", "--icon", "📚"], ["add", "Stimmung", "--track-only", "--icon", "🙂"],
        ] {
            #expect(world.run(arguments).exitCode == .success)
        }
        world.now = Fixed.moment("2026-12-01T11:00:00Z")
        for arguments in [
            ["slip", "Rauchen", "--date", "2026-10-11", "2"], ["slip", "Rauchen", "--date", "2026-11-19"],
            ["check", "Lesen"], ["check", "Stimmung"], ["check", "Stimmung", "--date", "2026-11-30"],
        ] {
            #expect(world.run(arguments).exitCode == .success)
        }
        return world
    }

    static let screens = ["en", "de", "fr"].flatMap { language in [40, 80].map { (language, $0) } }

    @Test("list and show of a habit to quit, a limit and a track-only habit, word for word", arguments: screens)
    func goldens(_ language: String, _ width: Int) throws {
        let world = try Self.world(language, columns: width)
        let list = world.run("list")
        #expect(list.exitCode == .success)
        Golden.expect(list.stdout, is: "Quit/list-\(language)-\(width)")
        for name in ["Rauchen", "Kaffee", "Stimmung"] {
            let show = world.run("show", name)
            #expect(show.exitCode == .success)
            Golden.expect(show.stdout, is: "Quit/show-\(name)-\(language)-\(width)")
        }
    }

    @Test("stats of a habit to quit, word for word", arguments: screens)
    func quitStatsGoldens(_ language: String, _ width: Int) throws {
        let world = try Self.world(language, columns: width)
        let stats = world.run("stats", "Rauchen")
        #expect(stats.exitCode == .success)
        Golden.expect(stats.stdout, is: "Quit/stats-Rauchen-\(language)-\(width)")
    }

    @Test("stats of a habit to quit: clean days, the last slip, slips with averages, both clean runs; no rates")
    func quitStats() throws {
        var world = try Self.world()
        world.environment["COLUMNS"] = "120"
        let lines = world.run("stats", "Rauchen").stdout.split(separator: "\n").map(String.init)
        // Sep 1 – Dec 1 are 92 days; the 91 that are over hold 2 slips (Oct 11: 2, Nov 19: 1).
        #expect(
            lines == [
                "🚭 Rauchen",
                "  Clean days:        89 days",
                "  Last slip:         Nov 19, 2026",
                "  Slips:             on 2 days, 3 in total",
                "  Slips per week:    0.15 on average since Sep 1, 2026",  // 2 × 7 ÷ 92
                "  Slips per month:   0.65 on average since Sep 1, 2026",  // 2 × 30 ÷ 92
                "  Current clean run: 11 days (Nov 20, 2026 – Nov 30, 2026)",  // today counts once it is over
                "  Longest clean run: 40 days (Sep 1, 2026 – Oct 10, 2026)",
                "  Strength:          97% (−1 in 30 days)",
            ])
        // A slip today: the current run is over at once, the slips count it.
        #expect(world.run("slip", "Rauchen").exitCode == .success)
        let after = world.run("stats", "Rauchen").stdout
        #expect(after.contains("  Current clean run: 0 days\n"))
        #expect(after.contains("  Last slip:         Dec 1, 2026\n"))
        #expect(after.contains("  Slips:             on 3 days, 4 in total\n"))
        #expect(after.contains("  Clean days:        89 days\n"))  // today was never counted clean
    }

    @Test("stats of a habit to quit counted in a unit: the total with the unit; none yet before any slip")
    func quitStatsUnit() throws {
        var world = try Self.world()
        world.environment["COLUMNS"] = "120"
        #expect(world.run("add", "Naschen", "--quit", "--unit", "Riegel").exitCode == .success)
        let before = world.run("stats", "Naschen").stdout
        #expect(before.contains("  Slips:             none yet\n"))
        #expect(before.contains("  Last slip:         none yet\n"))
        #expect(before.contains("  Slips per week:    0 on average since Dec 1, 2026\n"))
        #expect(before.contains("  Longest clean run: none yet\n"))
        #expect(world.run("slip", "Naschen", "2.5").exitCode == .success)
        let after = world.run("stats", "Naschen").stdout
        #expect(after.contains("  Slips:             on 1 day, 2.5 Riegel in total\n"))
        // Under a week counts as one week, under 30 days as one month: what happened so far.
        #expect(after.contains("  Slips per week:    1 on average since Dec 1, 2026\n"))
        #expect(after.contains("  Slips per month:   1 on average since Dec 1, 2026\n"))
        var german = world
        german.environment["LANG"] = "de_DE.UTF-8"
        #expect(german.run("stats", "Naschen").stdout.contains(" an 1 Tag, 2,5 Riegel insgesamt\n"))
    }

    @Test("stats --json of a habit to quit: its documented keys, averages exact to the millionth, no rates or streak keys")
    func quitStatsJSON() throws {
        let world = try Self.world()
        #expect(world.run("edit", "Rauchen", "--unit", "Zigaretten").exitCode == .success)
        let output = world.run("stats", "Rauchen", "--json")
        #expect(output.exitCode == .success)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let habit = try #require((root["habits"] as? [[String: Any]])?.first)
        #expect(habit["purpose"] as? String == "quit")
        #expect(habit["daysCounted"] as? Int == 92)
        #expect(habit["cleanDays"] as? Int == 89)
        #expect(habit["lastSlip"] as? String == "2026-11-19")
        let slips = try #require(habit["slips"] as? [String: Any])
        #expect(slips["days"] as? Int == 2)
        #expect(slips["total"] as? Int == 3)
        #expect(slips["unit"] as? String == "Zigaretten")
        #expect(slips["perWeek"] as? Double == 0.152174)  // 2 × 7 ÷ 92
        #expect(slips["perMonth"] as? Double == 0.652174)  // 2 × 30 ÷ 92
        let current = try #require(habit["currentCleanRun"] as? [String: Any])
        #expect(current["first"] as? String == "2026-11-20")
        #expect(current["last"] as? String == "2026-11-30")
        #expect(current["length"] as? Int == 11)
        let longest = try #require(habit["longestCleanRun"] as? [String: Any])
        #expect(longest["first"] as? String == "2026-09-01")
        #expect(longest["length"] as? Int == 40)
        #expect((habit["strength"] as? Double).map { $0 > 0.9 && $0 < 1 } == true)
        for key in ["currentStreak", "record", "last7Days", "sinceCreated", "totalDone", "bestWeekday", "weekdays"] {
            #expect(habit[key] == nil, "\(key)")  // a clean day is not a day done: no rates, no streak keys
        }
        // Without a slip yet: null, and a current run of 0 has null days.
        #expect(world.run("add", "Naschen", "--quit").exitCode == .success)
        let fresh = world.run("stats", "Naschen", "--json").stdout
        #expect(fresh.contains("\"lastSlip\" : null"))
        #expect(!fresh.contains("\"unit\" : \"Zigaretten\""))
    }

    @Test("stats of a track-only habit, word for word", arguments: screens)
    func trackedStatsGoldens(_ language: String, _ width: Int) throws {
        let world = try Self.world(language, columns: width)
        #expect(world.run("note", "Stimmung", "Sonne").exitCode == .success)
        let stats = world.run("stats", "Stimmung")
        #expect(stats.exitCode == .success)
        Golden.expect(stats.stdout, is: "Quit/stats-Stimmung-\(language)-\(width)")
    }

    @Test("stats of a track-only habit: days recorded, averages, total, first and last day, notes; no streak, percent or strength")
    func trackedStats() throws {
        var world = try Self.world()
        world.environment["COLUMNS"] = "120"
        let lines = world.run("stats", "Stimmung").stdout.split(separator: "\n").map(String.init)
        // Sep 1 – Dec 1 are 92 days, recorded on Nov 30 and today; no amounts, so no total.
        #expect(
            lines == [
                "🙂 Stimmung",
                "  Days recorded:      2 days",
                "  Days per week:      0.15 on average since Sep 1, 2026",  // 2 × 7 ÷ 92
                "  Days per month:     0.65 on average since Sep 1, 2026",  // 2 × 30 ÷ 92
                "  First day recorded: Nov 30, 2026",
                "  Last day recorded:  Dec 1, 2026",
                "  Notes:              0 notes",
            ])
        for arguments in [["log", "Stimmung", "3", "--date", "2026-11-29"], ["log", "Stimmung", "4.5"], ["note", "Stimmung", "Sonne"]] {
            #expect(world.run(arguments).exitCode == .success)
        }
        let after = world.run("stats", "Stimmung").stdout
        #expect(after.contains("  Days recorded:      3 days\n"))
        #expect(after.contains("  Total:              7.5\n"))
        #expect(after.contains("  Total per week:     0.57 on average since Sep 1, 2026\n"))  // 7.5 × 7 ÷ 92
        #expect(after.contains("  Total per month:    2.45 on average since Sep 1, 2026\n"))  // 7.5 × 30 ÷ 92
        #expect(after.contains("  First day recorded: Nov 29, 2026\n"))
        #expect(after.contains("  Notes:              1 note\n"))
        for word in ["streak", "Record", "%", "Strength", "Best weekday", "7 days:"] {
            #expect(!after.contains(word), "\(word)")
        }
    }

    @Test("stats --json of a track-only habit: counts and totals with documented keys; no streak, rates or strength")
    func trackedStatsJSON() throws {
        let world = try Self.world()
        func object() throws -> [String: Any] {
            let output = world.run("stats", "Stimmung", "--json")
            let root = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
            return try #require((root["habits"] as? [[String: Any]])?.first)
        }
        let habit = try object()
        #expect(habit["purpose"] as? String == "trackOnly")
        #expect(habit["daysCounted"] as? Int == 92)
        #expect(habit["daysRecorded"] as? Int == 2)
        #expect(habit["firstDay"] as? String == "2026-11-30")
        #expect(habit["lastDay"] as? String == "2026-12-01")
        #expect(habit["noteCount"] as? Int == 0)
        #expect(habit["total"] is NSNull)  // no amounts
        #expect((habit["perWeek"] as? [String: Any])?["days"] as? Double == 0.152174)  // 2 × 7 ÷ 92
        #expect((habit["perMonth"] as? [String: Any])?["days"] as? Double == 0.652174)  // 2 × 30 ÷ 92
        #expect((habit["perWeek"] as? [String: Any])?["total"] == nil)
        for key in ["currentStreak", "record", "strength", "last7Days", "sinceCreated", "totalDone", "bestWeekday", "weekdays"] {
            #expect(habit[key] == nil, "\(key)")
        }
        #expect(world.run("log", "Stimmung", "3", "--date", "2026-11-29").exitCode == .success)
        let measured = try object()
        #expect(measured["total"] as? Int == 3)
        #expect((measured["perWeek"] as? [String: Any])?["total"] as? Double == 0.228261)  // 3 × 7 ÷ 92
        #expect((measured["perMonth"] as? [String: Any])?["total"] as? Double == 0.978261)  // 3 × 30 ÷ 92
    }

    @Test("after a slip on Nov 19, on Dec 1 the list says 11 days clean and show names the slip and the record")
    func cleanDays() throws {
        let world = try Self.world()
        let list = world.run("list").stdout
        #expect(list.contains("Rauchen          11 days clean"))  // Nov 20 – 30; today counts once it is over
        #expect(list.hasPrefix("1 of 1 done today\n"))  // Lesen only: no limit, quit or track-only habit counts
        #expect(!list.contains("🔥 11"))  // a habit to quit has no flame, its clean run in words
        var wide = world
        wide.environment["COLUMNS"] = "120"
        let show = wide.run("show", "Rauchen").stdout
        // Sep 1 – Oct 10 is the longest clean run: 40 days.
        #expect(show.contains("11 days clean · last slip Nov 19, 2026 · Record: 40 days (Sep 1, 2026 – Oct 10, 2026)"))
        #expect(show.contains(" ◇  ◇  ◇  ◇  ◇  ◇  ◈"))  // clean days, today clean so far
        #expect(show.contains("◈ Clean so far today · record a slip with: habit slip Rauchen"))
    }

    @Test("a slip today ends the clean run at once, and uncheck takes it back")
    func slipToday() throws {
        let world = try Self.world()
        let slip = world.run("slip", "Rauchen", "3")
        #expect(slip.stdout == "◆ Slip recorded for Rauchen today (3 that day) — 0 days clean\n")
        #expect(world.run("list").stdout.contains("◆ 🚭 Rauchen          0 days clean"))
        #expect(try world.habits()[0].amount(on: Day("2026-12-01")!) == Amount(3))
        #expect(world.run("uncheck", "Rauchen").exitCode == .success)
        #expect(world.run("list").stdout.contains("◈ 🚭 Rauchen          11 days clean"))
    }

    @Test("--json: a limit's and a quit habit's today is not done before it is over")
    func json() throws {
        let world = try Self.world()
        let output = world.run("list", "--json")
        let habits = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(habits[0]["purpose"] as? String == "quit")
        #expect(habits[0]["doneToday"] as? Bool == false)
        #expect(habits[0]["streak"] as? Int == 11)
        #expect((habits[0]["lastSevenDays"] as? [[String: Any]])?.last?["state"] as? String == "withinLimitSoFar")
        #expect(habits[1]["doneToday"] as? Bool == false)  // Kaffee: nothing yet, kept only once the day is over
        #expect(habits[1]["purpose"] == nil)  // a habit to do has no purpose key
        #expect(habits[2]["doneToday"] as? Bool == true)  // Lesen: checked
        #expect(habits[3]["purpose"] as? String == "trackOnly")
        #expect(habits[3]["dueToday"] as? Bool == false)
        #expect(habits[3]["streak"] == nil)  // a habit only tracked has no streak
    }

    @Test("a track-only habit is never in todo, never due, and shows its days without a streak")
    func trackOnly() throws {
        let world = try Self.world()
        #expect(!world.run("todo").stdout.contains("Stimmung"))
        // Checking it tells the days, not a streak.
        #expect(world.run("check", "Stimmung", "--date", "2026-11-29").stdout == "✓ Stimmung done on Nov 29, 2026 — done on 3 days\n")
        #expect(world.run("show", "Stimmung").stdout.contains("Tracked only, never due: done on 3 days"))
        #expect(!world.run("show", "Stimmung").stdout.contains("Strength"))
        #expect(world.run("status").stdout.hasPrefix("1/1"))  // Lesen only
    }

    @Test("remind never names a track-only habit: not with --now, not at its reminder time")
    func remindSkipsTrackOnly() throws {
        var world = try Self.world()
        #expect(world.run("edit", "Stimmung", "--remind", "20:00").exitCode == .success)
        #expect(world.run("uncheck", "Stimmung").exitCode == .success)  // open today, were it due
        #expect(world.run("uncheck", "Lesen").exitCode == .success)  // Lesen is open and due
        let now = world.run("remind", "--now", "--via", "print")
        #expect(now.exitCode == .success)
        #expect(now.stdout.contains("Lesen"))  // the reminder is sent ...
        #expect(!now.stdout.contains("Stimmung"))  // ... without the habit only tracked
        world.now = Fixed.moment("2026-12-01T19:05:00Z")  // 20:05 in Berlin: Stimmung's own time
        let timed = world.run("remind", "--via", "print")
        #expect(timed.stdout.contains("Lesen"))
        #expect(!timed.stdout.contains("Stimmung"))
        #expect(!world.run("todo").stdout.contains("Stimmung"))
    }

    struct Refused: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(
        "bad input: one sentence, exit 2, nothing changed",
        arguments: [
            Refused(
                arguments: ["slip", "Lesen"],
                message: "habit: Lesen is not a habit to quit, so it has no slips; record an amount with: habit log Lesen AMOUNT\n"),
            Refused(
                arguments: ["add", "Trinken", "--quit", "--goal", "3"],
                message: "habit: --quit and --goal cannot be combined; give only one of them.\n"),
            Refused(
                arguments: ["add", "Trinken", "--quit", "--track-only"],
                message: "habit: --quit and --track-only cannot be combined; give only one of them.\n"),
            Refused(
                arguments: ["add", "Trinken", "--track-only", "--days", "mon"],
                message: "habit: --track-only and --days cannot be combined; give only one of them.\n"),
            Refused(
                arguments: ["edit", "Kaffee", "--quit"],
                message:
                    "habit: Kaffee has a goal, and a habit to quit has none but its limit of 0; remove the goal as well with: "
                    + "habit edit Kaffee --no-goal --quit\n"),
            Refused(
                arguments: ["edit", "Lesen", "--quit", "--per-week", "3"],
                message: "habit: --quit cannot be combined with --per-week: it applies to each due day; use --days or --every instead.\n"),
        ])
    func refused(_ example: Refused) throws {
        let world = try Self.world()
        let before = try String(contentsOfFile: world.file, encoding: .utf8)
        let output = world.run(example.arguments)
        #expect(output.exitCode == .usage)  // exit 2
        #expect(output.stderr == example.message)  // one line
        #expect(try String(contentsOfFile: world.file, encoding: .utf8) == before)  // nothing changed
    }

    @Test("edit --quit, --track-only and --due change what a habit is for")
    func edit() throws {
        let world = try Self.world()
        #expect(world.run("edit", "Kaffee", "--no-goal", "--quit").stdout == "Kaffee is now a habit to quit: every day without a slip is clean.\n")
        #expect(try world.habits()[1].isQuit)
        #expect(try world.habits()[1].goal == Goal(.atMost, .zero))
        #expect(world.run("edit", "Lesen", "--track-only").stdout == "Lesen is now tracked only: never due, no streak.\n")
        #expect(world.run("edit", "Stimmung", "--due").stdout == "Stimmung is a habit to do again, due on its schedule.\n")
        #expect(try !world.habits()[3].isTrackOnly)
        #expect(world.run("edit", "Rauchen", "--quit").stdout == "Rauchen already has those settings; nothing changed.\n")
    }

    @Test("the data file: the flags only for such habits, read back; a file without them is written as before")
    func dataFile() throws {
        let world = try Self.world()
        let text = try String(contentsOfFile: world.file, encoding: .utf8)
        #expect(text.components(separatedBy: "\"quit\" : true").count == 2)  // Rauchen only
        #expect(text.components(separatedBy: "\"trackOnly\" : true").count == 2)  // Stimmung only
        let habits = try world.habits()
        #expect(habits.map(\.purpose) == [.quit, .build, .build, .trackOnly])
        // An older file (no flags) reads unchanged and is written back byte for byte.
        // (Made under en_US, the world's file counts Sunday weeks; an older file counts Monday's.)
        let plain = habits.filter { $0.purpose == .build }.map { habit in
            var older = habit
            older.weekStart = .monday
            return older
        }
        let encoded = StoreFormat.encode(HabitCollection(habits: plain))
        #expect(!encoded.contains("quit") && !encoded.contains("trackOnly"))
        guard case .habits(let decoded) = try StoreFormat.decode(Array(encoded.utf8)) else {
            Issue.record("not read")
            return
        }
        #expect(decoded.habits == plain)
        #expect(StoreFormat.encode(decoded) == encoded)
        // The previous release reads a quit habit as a limit of 0 (it keeps "quit" as a key it
        // does not know): the goal is written as any limit.
        #expect(text.contains("\"amount\" : 0,\n        \"type\" : \"atMost\""))
    }
}
