import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

// Today is Sunday, November 29, 2026 (``Fixed``).

/// `list`, `show`, `stats`, `todo` and `--json` for habits that are not daily.
@Suite("Schedules in the views")
struct ScheduleViewTests {
    private func sandbox() throws -> ScriptingSandbox {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed(ScheduleFixtures.all)
        return sandbox
    }

    @Test("list: the tally counts habits due or done today; not-due, weekly and paused habits are marked")
    func list() throws {
        let expected = """
            0 of 2 done today
            ░░░░░░░░░░░░░░░░░░░░░░░░   0%
            🌟 8 perfect days in a row

            ◌ 🧠 Meditieren  🔥 8
            · 🦷 Floss       🔥 9
            ◌ 🏋  Gym         🔥 1  1 of 3 this week
            · 🪴 Plants      🔥 3
            ‖ 📚 Lesen       🔥 5  paused

            ◌ open  · not due  ‖ paused
            """
        let output = try sandbox().run(["list"])
        #expect(output.stdout == expected + "\n")  // exactly what the terminal shows
    }

    @Test("list in German: the week and the pause in German")
    func listGerman() throws {
        let expected = """
            0 von 2 heute erledigt
            ░░░░░░░░░░░░░░░░░░░░░░░░   0 %
            🌟 8 perfekte Tage in Folge

            ◌ 🧠 Meditieren  🔥 8
            · 🦷 Floss       🔥 9
            ◌ 🏋  Gym         🔥 1  1 von 3 diese Woche
            · 🪴 Plants      🔥 3
            ‖ 📚 Lesen       🔥 5  pausiert

            ◌ offen  · nicht fällig  ‖ pausiert
            """
        let output = try sandbox().run(["list"], language: "de_DE.UTF-8")
        #expect(output.stdout == expected + "\n")  // German words
    }

    @Test("show: the streak in its unit, the schedule in words, each day's mark and the legend")
    func showWeekdays() throws {
        let expected = """
            🦷 Floss
            9 times in a row · Record: 9 times (Nov 9, 2026 – Nov 27, 2026)
            Schedule: Mon, Wed, Fri
            Strength: 41% (+41 in 30 days)

            Last 7 days
             M  T  W  T  F  S  S
             ●  ·  ●  ·  ●  ·  ·

            · Not due today · check it off anyway with: habit check Floss

            Last 4 weeks
            M   ● ● ●
            T   · · ·
            W   ● ● ●
            T   · · ·
            F   ● ● ●
            S   · · ·
            S   · · ·
            ● done  · not due
            """
        let output = try sandbox().run(["show", "Floss", "--weeks", "4"])
        #expect(output.stdout == expected + "\n")  // the detail view
    }

    @Test("show a 3-a-week habit: weeks in a row, a missed week's open days marked missed")
    func showPerWeek() throws {
        let expected = """
            🏋 Gym
            1 week in a row · Record: 1 week (Nov 16, 2026 – Nov 19, 2026)
            Schedule: 3 times a week
            Strength: 39% (+39 in 30 days)

            Last 7 days
             M  T  W  T  F  S  S
             ●  ◦  ◦  ◦  ◦  ◦  ◌

            ◌ Not done yet today · check it off with: habit check Gym

            Last 5 weeks
              Nov
            M   ● ○ ● ●
            T   ◦ ● ● ◦
            W   ● ○ ◦ ◦
            T   ◦ ○ ● ◦
            F   ● ○ ◦ ◦
            S   ◦ ○ ◦ ◦
            S   ◦ ○ ◦ ◌
            ● done  ◌ open  ○ missed  ◦ not done
            """
        let output = try sandbox().run(["show", "Gym", "--weeks", "5"])
        #expect(output.stdout == expected + "\n")  // the detail view
    }

    @Test("show a paused habit in German")
    func showPausedGerman() throws {
        let expected = """
            📚 Lesen
            5 Tage in Folge · Rekord: 5 Tage (20. Nov. 2026 – 24. Nov. 2026)
            Stärke: 23 % (+23 in 30 Tagen)

            Letzte 7 Tage
             M  D  M  D  F  S  S
             ●  ●  ‖  ‖  ‖  ‖  ‖
            ● erledigt  ‖ pausiert

            ‖ Heute pausiert · fortsetzen mit: habit resume Lesen
            """
        let output = try sandbox().run(["show", "Lesen"], language: "de_DE.UTF-8")
        #expect(output.stdout == expected + "\n")  // German
    }

    @Test("stats: rates say what they counted, per schedule")
    func stats() throws {
        let expected = """
            🦷 Floss
              Schedule:          Mon, Wed, Fri
              7 days:            3 of 3 due days (100%)
              30 days:           9 of 9 due days (100%)
              365 days:          9 of 9 due days (100%)
              Since Nov 9, 2026: 9 of 9 due days (100%)
              Done in total:     9 days
              Current streak:    9 times in a row
              Record:            9 times (Nov 9, 2026 – Nov 27, 2026)
              Strength:          41% (+41 in 30 days)
              Best weekday:      Monday, 3 of 3 (100%)

            🏋 Gym
              Schedule:          3 times a week
              7 days:            no week met or missed yet
              30 days:           2 of 3 weeks met (67%)
              365 days:          2 of 3 weeks met (67%)
              Since Nov 2, 2026: 2 of 3 weeks met (67%)
              Done in total:     8 days
              Current streak:    1 week in a row
              Record:            1 week (Nov 16, 2026 – Nov 19, 2026)
              Strength:          39% (+39 in 30 days)
              Best weekday:      Monday, 3 of 4 (75%)

            🪴 Plants
              Schedule:          every 3 days
              7 days:            2 done days in 7 days, once every 3 days needed (86%)
              30 days:           3 done days in 29 days, once every 3 days needed (31%)
              365 days:          3 done days in 29 days, once every 3 days needed (31%)
              Since Nov 1, 2026: 3 done days in 29 days, once every 3 days needed (31%)
              Done in total:     3 days
              Current streak:    3 times in a row
              Record:            3 times (Nov 21, 2026 – Nov 27, 2026)
              Strength:          21% (+21 in 30 days)
              Best weekday:      Tuesday, 1 of 4 (25%)
            """
        let sandbox = try sandbox()
        let output = ["Floss", "Gym", "Plants"].map { sandbox.run(["stats", $0]).stdout }.joined(separator: "\n")
        #expect(output == expected + "\n")  // three schedules
    }

    @Test("stats in German for an every-3-days habit")
    func statsGerman() throws {
        let expected = """
            🪴 Plants
              Zeitplan:           alle 3 Tage
              7 Tage:             2 erledigte Tage in 7 Tagen, nötig ist einer alle 3 Tage (86 %)
              30 Tage:            3 erledigte Tage in 29 Tagen, nötig ist einer alle 3 Tage (31 %)
              365 Tage:           3 erledigte Tage in 29 Tagen, nötig ist einer alle 3 Tage (31 %)
              Seit 1. Nov. 2026:  3 erledigte Tage in 29 Tagen, nötig ist einer alle 3 Tage (31 %)
              Insgesamt erledigt: 3 Tage
              Aktuelle Serie:     3-mal in Folge
              Rekord:             3-mal (21. Nov. 2026 – 27. Nov. 2026)
              Stärke:             21 % (+21 in 30 Tagen)
              Bester Wochentag:   Dienstag, 1 von 4 (25 %)
            """
        let output = try sandbox().run(["stats", "Plants"], language: "de_DE.UTF-8")
        #expect(output.stdout == expected + "\n")  // German
    }

    @Test("todo lists the habits due today and not done")
    func todo() throws {
        let output = try sandbox().run(["todo"])
        #expect(output.stdout == "Meditieren\nGym\n")  // Floss, Plants and the paused Lesen are not due on this Sunday
        #expect(output.exitCode == .no)  // something is open
    }

    @Test("--json: schedule, dueToday, paused, streakUnit and each day's state")
    func json() throws {
        let output = try sandbox().run(["list", "--json"])
        let habits = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        let floss = habits[1]
        #expect(floss["schedule"] as? NSDictionary == ["kind": "days", "days": ["mon", "wed", "fri"]] as NSDictionary)
        #expect(floss["dueToday"] as? Bool == false)  // not on a Sunday
        #expect(floss["streakUnit"] as? String == "time")  // counted in times
        #expect(floss["streak"] as? Int == 9)  // nine due days kept
        let states = (floss["lastSevenDays"] as? [[String: Any]])?.map { $0["state"] as? String }
        #expect(states == ["done", "notDue", "done", "notDue", "done", "notDue", "open"])  // Monday to Sunday
        let gym = habits[2]
        #expect(gym["schedule"] as? NSDictionary == ["kind": "perWeek", "times": 3] as NSDictionary)
        #expect(gym["streakUnit"] as? String == "week")
        #expect(gym["dueToday"] as? Bool == true)  // one of three this week
        #expect((gym["longestStreak"] as? [String: Any])?["length"] as? Int == 1)  // a week at a time
        #expect(habits[3]["schedule"] as? NSDictionary == ["kind": "every", "interval": 3] as NSDictionary)
        let lesen = habits[4]
        #expect(lesen["paused"] as? Bool == true)  // paused today
        #expect(lesen["dueToday"] as? Bool == false)  // so not due
        let lesenStates = (lesen["lastSevenDays"] as? [[String: Any]])?.map { $0["state"] as? String }
        #expect(lesenStates == ["done", "done", "paused", "paused", "paused", "paused", "paused"])
        let meditieren = habits[0]
        let skipped = (meditieren["lastSevenDays"] as? [[String: Any]])?[1]["state"] as? String
        #expect(skipped == "skipped")  // the 24th
        #expect(meditieren["schedule"] as? NSDictionary == ["kind": "daily"] as NSDictionary)
    }

    @Test("stats --json: currentStreak and record gain length and unit; days only for daily habits")
    func statsJSON() throws {
        let output = try sandbox().run(["stats", "--json"])
        let top = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let habits = try #require(top["habits"] as? [[String: Any]])
        let daily = try #require(habits[0]["currentStreak"] as? [String: Any])
        #expect(daily["days"] as? Int == 8 && daily["length"] as? Int == 8 && daily["unit"] as? String == "day")
        let floss = try #require(habits[1]["record"] as? [String: Any])
        #expect(floss["days"] == nil)  // not for times
        #expect(floss["length"] as? Int == 9 && floss["unit"] as? String == "time")
        let gym = try #require(habits[2]["sinceCreated"] as? [String: Any])
        #expect(gym["measure"] as? String == "weeks" && gym["done"] as? Int == 2 && gym["days"] as? Int == 3)  // 2 of 3 weeks
    }

    @Test("The seven-day row leaves the days before the habit existed blank, as the calendar does")
    func blankBeforeStart() throws {
        let sandbox = try ScriptingSandbox()
        #expect(sandbox.run(["add", "Neu"]).exitCode == .success)
        let output = sandbox.run(["show", "Neu", "--color", "always"])
        let row = output.stdout.split(separator: "\n")[5]  // after the title, streak, strength, heading and letters
        #expect(row.components(separatedBy: "◌").count - 1 == 1)  // one ring: today, still open
        #expect(row.hasPrefix(String(repeating: " ", count: 19)))  // six blank days before it was added
    }
}
