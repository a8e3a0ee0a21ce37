import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `habit show` with measured habits: the goal and the day's amount, the week row marking
/// done, partly done (`◐`) and over the limit (`✕`) with the legend saying so, the last notes
/// and `--notes` for all of them. Today is Sunday, 29 November 2026.
@Suite struct AmountShowTests {
    typealias Screen = AmountFixture.Screen

    /// A world with the amount fixture in `language`.
    private func world(_ language: String = "en", columns: Int = 80) throws -> TestWorld {
        try AmountFixture.world(language, columns: columns)
    }

    @Test("show for a goal, a limit, a weekly goal and amounts without a goal, word for word", arguments: AmountFixture.screens)
    func golden(_ screen: Screen) throws {
        let output = try world(screen.language, columns: screen.width).run("show")
        #expect(output.exitCode == .success)
        Golden.expect(output.stdout, is: "Amounts/show-\(screen.language)-\(screen.width)")
    }

    @Test("stats for a goal, a limit, a weekly goal and amounts without a goal, word for word", arguments: AmountFixture.screens)
    func statsGolden(_ screen: Screen) throws {
        let output = try world(screen.language, columns: screen.width).run("stats")
        #expect(output.exitCode == .success)
        Golden.expect(output.stdout, is: "Amounts/stats-\(screen.language)-\(screen.width)")
    }

    /// The lines of `habit ARGUMENTS` on the amount fixture, in English at 80 columns.
    private func lines(_ arguments: String...) throws -> [String] {
        try world().run(arguments).stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("show --notes lists every note with its day; without it, the last three and how to see all")
    func allNotes() throws {
        let recent = try lines("show", "Wasser trinken")
        #expect(recent.contains("Last 3 of 4 notes"))
        #expect(!recent.contains { $0.contains("Zu wenig geschlafen") })  // the oldest is left out
        #expect(recent.contains("All 4 notes: habit show 'Wasser trinken' --notes"))
        let all = try lines("show", "Wasser trinken", "--notes")
        let notes = Array(all.drop { $0 != "Notes" })
        #expect(
            notes == [
                "Notes", "  Nov 24, 2026  Zu wenig geschlafen", "  Nov 26, 2026  Viel Tee",
                "  Nov 27, 2026  Sagte „Prost“ und \"Cheers\"", "  Nov 28, 2026  Hitze ☀️", "",
            ])  // every note, oldest first, the texts in one column, no pointer to --notes
        #expect(try lines("show", "Kaffee", "--notes").suffix(3) == ["", "No notes yet.", ""])
        #expect(!(try lines("show", "Kaffee")).contains { $0.contains("note") })  // no notes, no section
    }

    @Test("--as-of a past day: that day's amount and the notes up to it")
    func asOf() throws {
        let thursday = try lines("show", "Wasser trinken", "--as-of", "2026-11-25")
        #expect(thursday.contains("Nov 25, 2026: 5/8 Gläser"))  // the day named, not "Today"
        #expect(thursday.contains("Notes"))  // one note up to then: all shown
        #expect(thursday.contains("  Nov 24, 2026  Zu wenig geschlafen"))
        let laufen = try lines("show", "Laufen", "--as-of", "2026-11-21")
        #expect(laufen.contains("The week through Nov 21, 2026: 22/20 km"))
        #expect(laufen.contains("✓ Weekly goal reached in the week through Nov 21, 2026"))
        #expect(laufen.contains("log with: habit log --date 2026-11-21 Laufen AMOUNT"))  // too long for one line: two
    }

    /// Sunday, with 5 km on Tuesday and 7.5 km on Thursday of a 20 km week: the days with an
    /// amount are done, the days without are neither missed (the week is not over) nor "not
    /// due" (a weekly goal is due every day of a short week), as for 3 times a week.
    @Test(
        "show of a weekly goal on a Sunday: days with an amount done, the others not done, and the legend says so",
        arguments: [
            ("en", "● done  ◌ open  ◦ not done"),
            ("de", "● erledigt  ◌ offen  ◦ nicht erledigt"),
            ("fr", "● fait  ◌ à faire  ◦ pas fait"),
        ])
    func weeklyGoalRow(language: String, legend: String) throws {
        let shown = try world(language).run("show", "Laufen").stdout.split(separator: "\n").map(String.init)
        let row = try #require(shown.firstIndex { $0.hasPrefix(" ◦  ●") })
        #expect(shown[row] == " ◦  ●  ◦  ●  ◦  ◦  ◌")  // Tuesday and Thursday done, today open
        #expect(shown[row + 1] == legend)  // no "not due" for a weekly goal, and only the marks drawn
    }

    @Test("over the limit today: the amount in the warning colour, the row marks it ✕, the state says so")
    func overLimit() throws {
        var world = try TestWorld(habits: [AmountFixture.kaffeeOver], environment: ["TERM": "xterm-256color"])
        world.stdoutIsTerminal = true
        let text = world.run("show", "Kaffee", "--weeks", "1").stdout
        #expect(text.contains("\u{1B}[38;5;208mToday: 3/2 Tassen, over the limit\u{1B}[0m"))
        let plain = try TestWorld(habits: [AmountFixture.kaffeeOver]).run("show", "Kaffee").stdout
        #expect(plain.contains(" ●  ●  ✕  ●  ●  ●  ✕\n"))  // Wednesday and today over the limit
        #expect(plain.contains("● done  ✕ over the limit\n"))  // the legend: the marks drawn
        #expect(plain.contains("✕ Over the limit today · log with: habit log Kaffee AMOUNT\n"))
    }

    @Test("a limit's day is missed when it is due, has passed and is over the limit")
    func limitMissed() throws {
        let json = try world().run("show", "Kaffee", "--json").stdout
        #expect(json.contains("\"amount\" : 3,\n      \"date\" : \"2026-11-25\",\n      \"done\" : false,\n      \"state\" : \"missed\""))
        // Kaffee was over the limit on one of its ten days: 9 of 10, and the record ends before it.
        let stats = try lines("stats", "Kaffee")
        #expect(stats.contains { $0.hasPrefix("  30 days:") && $0.hasSuffix(" 9 of 10 (90%)") })
        #expect(stats.contains { $0.hasPrefix("  Record:") && $0.hasSuffix(" 5 days (Nov 20, 2026 – Nov 24, 2026)") })
        // As of Wednesday, the day is still running but already over the limit: missed at once,
        // and the streak is 0 from that moment.
        let wednesday = try world().run("show", "Kaffee", "--json", "--as-of", "2026-11-25").stdout
        #expect(wednesday.contains("\"date\" : \"2026-11-25\",\n      \"done\" : false,\n      \"state\" : \"missed\""))
        #expect(wednesday.contains("\"streak\" : 0,"))
    }

    @Test("partial progress is shown, never counted: ◐ in the row, not done in the streak")
    func partial() throws {
        let show = try lines("show", "Wasser trinken")
        #expect(show.contains(" ●  ●  ◐  ●  ●  ●  ◐"))
        #expect(show.contains("● done  ◐ partly done"))
        #expect(show.contains("3 days in a row · Record: 3 days (Nov 26, 2026 – Nov 28, 2026)"))  // Wednesday broke it
        #expect(show.contains("◐ Partly done today, 3 Gläser to go"))  // not done, and not "not done yet" either
    }

    @Test("stats --json: the goal and the sums with exact averages")
    func statsJSON() throws {
        let output = try world().run("stats", "Wasser trinken", "--json")
        Golden.expect(output.stdout, is: "Amounts/stats-wasser-json")
        #expect(output.stdout.contains("\"perDay\" : 7.285714"))  // 51 / 7, to the millionth
        let plain = try world().run("stats", "Meditieren", "--json")
        #expect(!plain.stdout.contains("amounts"))  // no such habit here: an error, not a key
        let unmeasured = try TestWorld(habits: [Fixture.meditieren]).run("stats", "--json").stdout
        #expect(!unmeasured.contains("\"amounts\"") && !unmeasured.contains("\"goal\""))  // absent without amounts
    }

    @Test("the calendar marks partly done and over-limit days as the week row does")
    func calendar() throws {
        let wasser = try world().run("show", "Wasser trinken", "--weeks", "2").stdout
        let rows = wasser.split(separator: "\n").map(String.init)
        // The file's week, Monday first: the first week runs from Monday the 16th, the second from the 23rd to today.
        #expect(rows.contains("W   ◐"))  // Wednesday the 25th, partly done (before Wasser's start the week before)
        #expect(rows.contains("S ○ ◐"))  // Sunday: the 22nd missed, today partly done
        let kaffee = try TestWorld(habits: [AmountFixture.kaffeeOver]).run("show", "Kaffee", "--weeks", "2").stdout
        #expect(kaffee.contains("\nW   ✕\n"))  // Wednesday over the limit
        #expect(kaffee.contains("\nS ● ✕\n"))  // the 22nd kept, today over the limit
    }

    @Test("no line of the amount screens is wider than the terminal unless one word alone is", arguments: AmountFixture.screens)
    func fits(_ screen: Screen) throws {
        for command in ["list", "show", "stats"] {
            let output = try world(screen.language, columns: screen.width).run(command).stdout
            for line in output.split(separator: "\n").map(String.init) where DisplayWidth.of(line) > screen.width {
                let words = line.split(separator: " ")
                #expect(words.count == 1 || words.contains { DisplayWidth.of(String($0)) > screen.width / 2 }, "\(line)")
            }
        }
    }
}
