import Foundation
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

// Issue 26, "monthly habits", through the built binary. The clock is fixed with HABIT_NOW in
// UTC: Tuesday, December 1, 2026, 19:05, and the day after. The habits are added on Sunday,
// November 1, 2026.

/// `todo`, `remind --now --dry-run` and `status` for habits judged by the month (`--per-month`)
/// and on days of the month (`--monthly-on`), measured against a `--per-week` habit and a
/// weekday habit, whose rules they follow.
@Suite(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct MonthlyBinaryTests {
    static let december1 = "2026-12-01T19:05:00Z"
    static let december2 = "2026-12-02T08:00:00Z"

    private func run(_ arguments: [String], in scratch: ScratchFolder, at now: String) throws -> RealBinary.Outcome {
        var environment = RealBinary.environment(for: scratch)
        environment[World.fixedNowVariable] = now
        return try RealBinary.run(arguments, in: scratch, environment: environment)
    }

    @Test("2 a month done once today is not in todo or remind today, as 2 a week is not; tomorrow both say what is left")
    func perMonthDoneToday() throws {
        let scratch = try ScratchFolder()
        let added = "2026-11-01T10:00:00Z"
        #expect(try run(["add", "Haircut", "--per-month", "2"], in: scratch, at: added).status == 0)
        #expect(try run(["add", "Gym", "--per-week", "2"], in: scratch, at: added).status == 0)
        #expect(try run(["add", "Rent", "--monthly-on", "1,15"], in: scratch, at: added).status == 0)
        let now = Self.december1
        let check = try run(["check", "Haircut", "Gym"], in: scratch, at: now)
        #expect(check.stdout == "✓ Haircut — 1 of 2 this month\n✓ Gym — 1 of 2 this week\n")
        // Today counts once: Haircut and Gym wait for tomorrow, Rent (due on the 1st) is open.
        let todo = try run(["todo"], in: scratch, at: now)
        #expect(todo.stdout == "Rent\n" && todo.status == 1)  // 1: something is open
        #expect(try run(["todo", "--json"], in: scratch, at: now).stdout == "[\n  {\n    \"name\" : \"Rent\"\n  }\n]\n")
        let remind = try run(["remind", "--now", "--dry-run"], in: scratch, at: now)
        #expect(remind.stdout == "Would send by print:\n1 habit still open\nRent\n" && remind.status == 0)
        let status = try run(["status"], in: scratch, at: now)
        #expect(status.stdout == "2/3\n" && status.status == 1)  // Haircut and Gym done, Rent open
        #expect(try run(["check", "Rent"], in: scratch, at: now).status == 0)
        let allDone = try run(["todo"], in: scratch, at: now)
        #expect(allDone.stdout.isEmpty && allDone.status == 0)
        #expect(try run(["remind", "--now", "--dry-run"], in: scratch, at: now).stdout == "Nothing to remind of now.\n")
        #expect(try run(["status"], in: scratch, at: now).stdout == "3/3\n")

        // The next day: Haircut needs 1 more in the 30 days left of December, Gym 1 more in the
        // 5 days left of the week (Wednesday to Sunday); Rent is not due on the 2nd.
        let tomorrow = Self.december2
        let next = try run(["todo"], in: scratch, at: tomorrow)
        #expect(next.stdout == "Haircut\nGym\n" && next.status == 1)
        let json = try run(["todo", "--json"], in: scratch, at: tomorrow).stdout
        #expect(json.contains("{\n    \"daysLeft\" : 30,\n    \"name\" : \"Haircut\",\n    \"remaining\" : 1\n  }"))
        #expect(json.contains("{\n    \"daysLeft\" : 5,\n    \"name\" : \"Gym\",\n    \"remaining\" : 1\n  }"))
        let reminder = try run(["remind", "--now", "--dry-run"], in: scratch, at: tomorrow)
        #expect(
            reminder.stdout
                == "Would send by print:\n2 habits still open\nHaircut: 1 more this month, 30 days left\nGym: 1 more this week, 5 days left\n"
        )
        let line = try run(["status"], in: scratch, at: tomorrow)
        #expect(line.stdout == "0/2\n" && line.status == 1)  // Rent does not count on a day it is not due
    }

    @Test("2 a month met before the month is over: not due again until the next month")
    func perMonthMet() throws {
        let scratch = try ScratchFolder()
        #expect(try run(["add", "Haircut", "--per-month", "2"], in: scratch, at: "2026-11-01T10:00:00Z").status == 0)
        for day in ["2026-11-03", "2026-11-20"] {
            #expect(try run(["check", "Haircut", "--date", day], in: scratch, at: "2026-11-25T10:00:00Z").status == 0)
        }
        let november = try run(["todo"], in: scratch, at: "2026-11-25T10:00:00Z")
        #expect(november.stdout.isEmpty && november.status == 0)  // 2 of 2 in November
        #expect(try run(["status"], in: scratch, at: "2026-11-25T10:00:00Z").stdout.isEmpty)  // nothing counts today
        let december = try run(["todo", "--json"], in: scratch, at: Self.december1)
        #expect(december.stdout.contains("\"daysLeft\" : 31") && december.stdout.contains("\"remaining\" : 2"))
        let show = try run(["show", "Haircut", "--json"], in: scratch, at: Self.december1).stdout
        #expect(show.contains("\"streak\" : 1,") && show.contains("\"streakUnit\" : \"month\""))  // November counts
    }

    /// In December 2026 the Tuesdays are the 1st, 8th, 15th, 22nd and 29th: a `--days tue` habit
    /// and a `--monthly-on 1,8,15,22,29` habit are due on the same days, and a check on another
    /// day must do the same to both.
    @Test("a check on a day --monthly-on does not name counts as for --days: a time more, not a due day, no cover")
    func checkOnADayNotDue() throws {
        let scratch = try ScratchFolder()
        let names = ["Floss", "Plant"]
        #expect(try run(["add", "Floss", "--days", "tue"], in: scratch, at: Self.december1).status == 0)
        #expect(try run(["add", "Plant", "--monthly-on", "1,8,15,22,29"], in: scratch, at: Self.december1).status == 0)
        #expect(try run(["check"] + names, in: scratch, at: Self.december1).status == 0)
        // Wednesday, Dec 2: due for neither, so neither is in todo, and a check still counts.
        let tomorrow = Self.december2
        #expect(try run(["todo"], in: scratch, at: tomorrow).stdout.isEmpty)
        let check = try run(["check"] + names, in: scratch, at: tomorrow)
        #expect(check.stdout == "✓ Floss — 2 times in a row\n✓ Plant — 2 times in a row\n")
        for name in names {
            // `status NAME` answers whether it was done on the day, due or not.
            #expect(try run(["status", name], in: scratch, at: tomorrow).status == 0)
            #expect(try run(["check", name, "--date", "2026-12-08"], in: scratch, at: "2026-12-10T12:00:00Z").status == 0)
            let stats = try run(["stats", name], in: scratch, at: "2026-12-10T12:00:00Z").stdout
            #expect(stats.contains("  Since Dec 1, 2026: 2 of 2 due days (100%)\n"))  // Dec 2 is not a due day
            #expect(stats.contains("  Done in total:     3 days\n"))  // but it was done
            #expect(stats.contains("  Current streak:    3 times in a row\n"))  // and it adds a time
            // Tuesday Dec 15 missed, Wednesday Dec 16 done instead: the 15th stays missed.
            #expect(try run(["check", name, "--date", "2026-12-16"], in: scratch, at: "2026-12-17T12:00:00Z").status == 0)
            let json = try run(["show", name, "--json"], in: scratch, at: "2026-12-17T12:00:00Z").stdout
            #expect(json.contains("\"streak\" : 1,") && json.contains("\"streakUnit\" : \"time\""))
            #expect(json.contains("\"date\" : \"2026-12-15\",\n      \"done\" : false,\n      \"state\" : \"missed\""))
        }
    }
}
