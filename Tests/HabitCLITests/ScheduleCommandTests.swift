import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

// Today is Sunday, November 29, 2026 (``Fixed``): its Mondays are the 2nd, 9th, 16th and 23rd.

/// Five habits, one per kind of schedule, for the views.
enum ScheduleFixtures {
    static func id(_ number: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!
    }

    static func days(_ texts: String...) -> DaySet {
        DaySet(texts.map { Day($0)! })
    }

    /// Daily since Nov 1, done the 20th through the 28th, the 24th skipped: 8 days in a row, today open.
    static let meditieren = Habit(
        id: id(1), name: "Meditieren", icon: "🧠", color: .purple, created: Day("2026-11-01")!,
        completions: DaySet(ScriptingFixtures.days("2026-11-20", through: "2026-11-28")).subtracting(days("2026-11-24")),
        skips: days("2026-11-24"))
    /// Mon/Wed/Fri since Monday the 9th, done on every due day: 9 times in a row; not due on Sunday.
    static let floss = Habit(
        id: id(2), name: "Floss", icon: "🦷", color: .cyan, created: Day("2026-11-09")!,
        completions: days(
            "2026-11-09", "2026-11-11", "2026-11-13", "2026-11-16", "2026-11-18", "2026-11-20", "2026-11-23", "2026-11-25",
            "2026-11-27"),
        schedule: .days([.monday, .wednesday, .friday]))
    /// 3 a week since Monday the 2nd; the week of the 9th had one day; this week one so far.
    static let gym = Habit(
        id: id(3), name: "Gym", icon: "🏋", color: .red, created: Day("2026-11-02")!,
        completions: days(
            "2026-11-02", "2026-11-04", "2026-11-06", "2026-11-10", "2026-11-16", "2026-11-17", "2026-11-19", "2026-11-23"),
        schedule: .perWeek(3))
    /// Every 3 days since the 1st, done the 27th: not due today.
    static let plants = Habit(
        id: id(4), name: "Plants", icon: "🪴", color: .green, created: Day("2026-11-01")!,
        completions: days("2026-11-21", "2026-11-24", "2026-11-27"), schedule: .every(3))
    /// Daily, paused from the 25th without end.
    static let lesen = Habit(
        id: id(5), name: "Lesen", icon: "📚", color: .blue, created: Day("2026-11-01")!,
        completions: DaySet(ScriptingFixtures.days("2026-11-20", through: "2026-11-24")),
        pauses: [Pause(first: Day("2026-11-25")!, last: nil)!])

    static let all = [meditieren, floss, gym, plants, lesen]
}

/// `add --days/--per-week/--every` and `edit`: what is accepted and what is refused.
@Suite("Schedule options")
struct ScheduleOptionTests {
    struct Accepted: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let schedule: Schedule
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(
        "add accepts English and German weekday names, shorthands, any case",
        arguments: [
            Accepted(arguments: ["--days", "mon,wed,fri"], schedule: .days([.monday, .wednesday, .friday])),
            Accepted(arguments: ["--days", "Mo,We,Fr"], schedule: .days([.monday, .wednesday, .friday])),
            Accepted(arguments: ["--days", "Monday, Wednesday ,FRIDAY"], schedule: .days([.monday, .wednesday, .friday])),
            Accepted(arguments: ["--days", "mo,mi,fr"], schedule: .days([.monday, .wednesday, .friday])),
            Accepted(arguments: ["--days", "di,do"], schedule: .days([.tuesday, .thursday])),  // German Tuesday, Thursday
            Accepted(arguments: ["--days", "Dienstag,Sonntag"], schedule: .days([.tuesday, .sunday])),
            Accepted(arguments: ["--days", "so"], schedule: .days([.sunday])),  // German Sunday
            Accepted(arguments: ["--days", "lun,Mer,VENDREDI"], schedule: .days([.monday, .wednesday, .friday])),  // French
            Accepted(arguments: ["--days", "mardi,dim"], schedule: .days([.tuesday, .sunday])),
            Accepted(arguments: ["--days", "weekdays"], schedule: .days([.monday, .tuesday, .wednesday, .thursday, .friday])),
            Accepted(arguments: ["--days=Weekends"], schedule: .days([.saturday, .sunday])),
            Accepted(arguments: ["--per-week", "3"], schedule: .perWeek(3)),
            Accepted(arguments: ["--per-week=7"], schedule: .perWeek(7)),
            Accepted(arguments: ["--every", "2"], schedule: .every(2)),
            Accepted(arguments: ["--every", "365"], schedule: .every(365)),
        ])
    func accepted(_ example: Accepted) throws {
        let invocation = ArgumentParser.parse(["add", "Gym"] + example.arguments)
        #expect(invocation.command == .success(AddCommand(name: "Gym", icon: nil, color: nil, schedule: example.schedule)))  // parsed
    }

    struct Refused: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(
        "Bad schedule options are usage errors that say what is accepted",
        arguments: [
            Refused(
                arguments: ["add", "Gym", "--days", "mon,funday"],
                message:
                    "habit: “funday” is not a weekday; use --days with weekdays separated by commas, such as mon,wed,fri "
                    + "(mo…su, mon…sun or full names, German mo,di,mi,do,fr,sa,so, French lun…dim), or weekdays or weekends.\n"),
            Refused(
                arguments: ["add", "Gym", "--days", "mon,,fri"],
                message:
                    "habit: “mon,,fri” is not a weekday; use --days with weekdays separated by commas, such as mon,wed,fri "
                    + "(mo…su, mon…sun or full names, German mo,di,mi,do,fr,sa,so, French lun…dim), or weekdays or weekends.\n"),
            Refused(
                arguments: ["add", "Gym", "--per-week", "0"],
                message: "habit: “0” is not a number of days a week; use --per-week with a whole number from 1 to 7.\n"),
            Refused(
                arguments: ["add", "Gym", "--per-week", "8"],
                message: "habit: “8” is not a number of days a week; use --per-week with a whole number from 1 to 7.\n"),
            Refused(
                arguments: ["add", "Gym", "--every", "1"],
                message: "habit: “1” is not an interval; use --every with a whole number of days from 2 to 365.\n"),
            Refused(
                arguments: ["add", "Gym", "--every", "366"],
                message: "habit: “366” is not an interval; use --every with a whole number of days from 2 to 365.\n"),
            Refused(arguments: ["add", "Gym", "--per-month", "0"], message: "habit: “0” is not a number of days a month; use --per-month with a whole number from 1 to 31.\n"),
            Refused(arguments: ["add", "Gym", "--per-month", "32"], message: "habit: “32” is not a number of days a month; use --per-month with a whole number from 1 to 31.\n"),
            Refused(
                arguments: ["add", "Gym", "--monthly-on", "0"],
                message:
                    "habit: “0” is not a day of the month; use --monthly-on with days from 1 to 31 separated by commas, "
                    + "such as 1,15, and -1 for the last day.\n"),
            Refused(
                arguments: ["add", "Gym", "--monthly-on", "32"],
                message:
                    "habit: “32” is not a day of the month; use --monthly-on with days from 1 to 31 separated by commas, "
                    + "such as 1,15, and -1 for the last day.\n"),
            Refused(
                arguments: ["add", "Gym", "--monthly-on", "-2"],
                message:
                    "habit: “-2” is not a day of the month; use --monthly-on with days from 1 to 31 separated by commas, "
                    + "such as 1,15, and -1 for the last day.\n"),
            Refused(
                arguments: ["add", "Gym", "--monthly-on", "1,,15"],
                message:
                    "habit: “1,,15” is not a day of the month; use --monthly-on with days from 1 to 31 separated by commas, "
                    + "such as 1,15, and -1 for the last day.\n"),
            Refused(
                arguments: ["add", "Gym", "--monthly-on", "1,x"],
                message:
                    "habit: “x” is not a day of the month; use --monthly-on with days from 1 to 31 separated by commas, "
                    + "such as 1,15, and -1 for the last day.\n"),
            Refused(
                arguments: ["add", "Gym", "--monthly-on", "1", "--per-week", "2"],
                message:
                    "habit: --monthly-on and --per-week cannot be combined; give one schedule: --days, --per-week, --every, "
                    + "--per-month or --monthly-on (edit also takes --daily).\n"),
            Refused(
                arguments: ["edit", "Gym", "--per-month", "2", "--days", "mon"],
                message:
                    "habit: --per-month and --days cannot be combined; give one schedule: --days, --per-week, --every, "
                    + "--per-month or --monthly-on (edit also takes --daily).\n"),
            Refused(
                arguments: ["edit", "Gym", "--every", "3", "--monthly-on", "1"],
                message:
                    "habit: --every and --monthly-on cannot be combined; give one schedule: --days, --per-week, --every, "
                    + "--per-month or --monthly-on (edit also takes --daily).\n"),
            Refused(
                arguments: ["add", "Gym", "--days", "mon", "--every", "3"],
                message:
                    "habit: --days and --every cannot be combined; give one schedule: --days, --per-week, --every, "
                    + "--per-month or --monthly-on (edit also takes --daily).\n"),
            Refused(
                arguments: ["add", "Gym", "--daily"],
                message: "habit: Unknown option “--daily” for “habit add”; see “habit help add”.\n"),
            Refused(
                arguments: ["edit", "Gym"],
                message:
                    "habit: Nothing to change; give --days, --per-week, --every, --per-month, --monthly-on, --daily, --icon, "
                    + "--color, --goal, --at-most, --weekly-goal, --unit, --no-goal, --remind, --quit, --track-only, --due, "
                    + "--tag or --untag. See “habit help edit”.\n"),
            Refused(
                arguments: ["edit", "Gym", "--daily", "--per-week", "2"],
                message:
                    "habit: --daily and --per-week cannot be combined; give one schedule: --days, --per-week, --every, "
                    + "--per-month or --monthly-on (edit also takes --daily).\n"),
        ])
    func refused(_ example: Refused) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([ScheduleFixtures.gym])
        let before = sandbox.fileBytes()
        let output = sandbox.run(example.arguments)
        #expect(output.exitCode == .usage)  // exit 2
        #expect(output.stderr == example.message)  // one line saying what is accepted
        #expect(sandbox.fileBytes() == before)  // nothing changed
    }

    @Test("German weekday words: di is Tuesday in German and nothing in English, so never ambiguous")
    func noAmbiguousWord() {
        // Every word names one day; the words shared by both languages (mo, fr, sa) name the same day.
        #expect(ScheduleArgument.weekdayWords["di"] == .tuesday)
        #expect(ScheduleArgument.weekdayWords["do"] == .thursday)
        #expect(ScheduleArgument.weekdayWords["so"] == .sunday)
        #expect(ScheduleArgument.weekdayWords["mo"] == .monday)
        #expect(ScheduleArgument.weekdayWords["dim"] == .sunday)  // French dimanche, three letters only
        #expect(ScheduleArgument.weekdayWords["lu"] == nil)  // no French two-letter forms: French di would be Sunday
    }

    @Test("Completion offers the new commands, their options and the --days shorthands", arguments: Shell.allCases)
    func completion(shell: Shell) throws {
        let sandbox = try ScriptingSandbox()
        // The script and what it asks habit for at completion time: the commands and options.
        let script = ["", "--candidates=commands", "--candidates=options:edit", "--candidates=options:pause"].map { query in
            sandbox.run(["completion", shell.rawValue] + (query.isEmpty ? [] : [query])).stdout
        }.joined()
        for word in ["edit", "skip", "pause", "resume", "--days", "--per-week", "--every", "--daily", "--from", "--until", "weekends"] {
            // fish names a long option with -l.
            let spelled = shell == .fish && word.hasPrefix("--") ? "-l " + word.dropFirst(2) : word
            #expect(script.contains(spelled) || script.contains(word + "\t"), "\(shell.rawValue) lacks \(word)")  // from the one table
        }
    }

    @Test("Help explains that edit applies to the whole history, in English and German")
    func editHelp() throws {
        let sandbox = try ScriptingSandbox()
        #expect(sandbox.run(["help", "edit"]).stdout.contains("Change a habit's schedule (for its whole history), icon, colour, goal or unit."))
        #expect(sandbox.run(["help", "edit"], language: "de_DE.UTF-8").stdout.contains("(für die ganze Geschichte)"))
    }

    @Test("add stores the schedule; edit changes it for the whole history and says so")
    func addAndEdit() throws {
        let sandbox = try ScriptingSandbox()
        #expect(sandbox.run(["add", "Floss", "--days", "mon,wed,fri"]).exitCode == .success)  // added
        #expect(try sandbox.load().habits[0].schedule == .days([.monday, .wednesday, .friday]))  // with its weekdays
        // Done on every Mon/Wed/Fri of three weeks.
        for day in ["2026-11-09", "2026-11-11", "2026-11-13", "2026-11-16", "2026-11-18", "2026-11-20", "2026-11-23", "2026-11-25", "2026-11-27"] {
            #expect(sandbox.run(["check", "Floss", "--date", day]).exitCode == .success)
        }
        #expect(sandbox.run(["show", "Floss", "--json"]).stdout.contains("\"streak\" : 9"))  // 9 times in a row
        let edited = sandbox.run(["edit", "Floss", "--daily", "--color", "red", "--icon", "🦷"])
        #expect(edited.stdout == "Floss is now due every day; this applies to its whole history. It has its new icon and colour.\n")
        let habit = try sandbox.load().habits[0]
        #expect(habit.schedule == .daily && habit.color == .red && habit.icon == "🦷")  // all three changed
        #expect(sandbox.run(["show", "Floss", "--json"]).stdout.contains("\"streak\" : 0"))  // as daily, Saturday was missed
        let german = sandbox.run(["edit", "Floss", "--per-week", "3"], language: "de_DE.UTF-8")
        #expect(german.stdout == "Floss ist jetzt 3-mal pro Woche fällig; das gilt für die ganze Geschichte.\n")  // German
    }
}

/// `skip`, `pause` and `resume`, and how `check`, `uncheck` and `skip` replace each other.
@Suite("Skip, pause and resume")
struct SkipPauseCommandTests {
    @Test("skip excuses a day; check replaces the skip; skip replaces the check; uncheck clears the skip")
    func skipCheckUncheck() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([ScheduleFixtures.meditieren])
        // The 28th was done: skipping it replaces the check, and the streak neither breaks nor grows.
        let skipped = sandbox.run(["skip", "Meditieren", "--date", "yesterday"])
        #expect(skipped.stdout == "– Meditieren skipped yesterday — 7 days in a row\n")
        var habit = try sandbox.load().habits[0]
        #expect(habit.isSkipped(on: Day("2026-11-28")!) && !habit.isDone(on: Day("2026-11-28")!))  // skipped, not done
        #expect(sandbox.run(["skip", "Meditieren", "--date", "yesterday"]).stdout == "Meditieren was already skipped yesterday; nothing changed.\n")
        #expect(sandbox.run(["check", "Meditieren", "--date", "2026-11-28"]).stdout == "✓ Meditieren done yesterday — 8 days in a row\n")
        habit = try sandbox.load().habits[0]
        #expect(habit.isDone(on: Day("2026-11-28")!) && !habit.isSkipped(on: Day("2026-11-28")!))  // done again, skip gone
        #expect(sandbox.run(["uncheck", "Meditieren", "--date", "2026-11-24"]).exitCode == .success)  // the skipped 24th
        habit = try sandbox.load().habits[0]
        #expect(!habit.isSkipped(on: Day("2026-11-24")!))  // uncheck cleared the skip
        #expect(habit.streak(asOf: Fixed.today) == 4)  // and the 24th now breaks the run
    }

    @Test("skip refuses a future day, like check, and names every habit before changing any")
    func skipRefuses() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([ScheduleFixtures.meditieren, ScheduleFixtures.gym])
        let before = sandbox.fileBytes()
        let future = sandbox.run(["skip", "Gym", "--date", "2026-11-30"])
        #expect(future.exitCode == .usage)  // exit 2
        #expect(future.stderr.contains("Nov 30, 2026 is in the future"))  // says why
        let unknown = sandbox.run(["skip", "Gym", "Yoga"])
        #expect(unknown.exitCode == .data)  // an unknown habit: exit 3
        #expect(sandbox.fileBytes() == before)  // and Gym was not skipped either
        let both = sandbox.run(["skip", "Gym", "Meditieren"], language: "de_DE.UTF-8")
        #expect(both.stdout == "– Gym heute ausgelassen — 1 Woche in Folge\n– Meditieren heute ausgelassen — 8 Tage in Folge\n")
    }

    @Test("pause stores a compact range, an open end as first/..; resume ends it yesterday")
    func pauseAndResume() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([ScheduleFixtures.meditieren])
        let planned = sandbox.run(["pause", "Meditieren", "--from", "2026-12-20", "--until", "2027-01-03"])
        #expect(planned.stdout == "‖ Meditieren paused from Dec 20, 2026 through Jan 3, 2027.\n")  // a planned holiday
        let open = sandbox.run(["pause", "Meditieren", "--from", "2026-11-27"])
        #expect(open.stdout == "‖ Meditieren paused from Nov 27, 2026 until you resume it with: habit resume Meditieren\n")
        let text = String(decoding: sandbox.fileBytes() ?? Data(), as: UTF8.self)
        // The open pause swallowed the planned one: one entry.
        #expect(text.contains("\"paused\" : [\n        \"2026-11-27/..\"\n      ]"))
        #expect(sandbox.run(["list"]).stdout.contains("🧠 Meditieren  🔥 8  paused"))  // the list says so
        #expect(sandbox.run(["todo"]).exitCode == .success)  // and nothing is due
        #expect(sandbox.run(["resume", "Meditieren"]).stdout == "▶ Meditieren resumed: it is due again from today.\n")
        #expect(try sandbox.load().habits[0].pauses.pauses == [Pause(first: Day("2026-11-27")!, last: Day("2026-11-28")!)!])
        #expect(sandbox.run(["resume", "Meditieren"]).stdout == "Meditieren is not paused today or later; nothing changed.\n")
    }

    @Test("undo takes back a schedule change and a pause, and says so")
    func undo() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([ScheduleFixtures.meditieren])
        #expect(sandbox.run(["edit", "Meditieren", "--every", "2"]).exitCode == .success)
        let schedule = sandbox.run(["undo"])
        #expect(schedule.stdout.hasPrefix("“Meditieren” is due again every day, changed "))  // the schedule named
        #expect(try sandbox.load().habits[0].schedule == .daily)  // and restored
        #expect(sandbox.run(["pause", "Meditieren"]).exitCode == .success)
        let pause = sandbox.run(["undo"], language: "de_DE.UTF-8")
        // in German, the time before the participle
        #expect(pause.stdout.hasPrefix("„Meditieren“ hat wieder die früheren Pausen, vor wenigen Sekunden geändert."))
        #expect(try sandbox.load().habits[0].pauses.isEmpty)  // no pause left
    }

    @Test("pause refuses an end before its start and days more than a year ahead")
    func pauseRefuses() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([ScheduleFixtures.meditieren])
        let backwards = sandbox.run(["pause", "Meditieren", "--from", "2026-12-10", "--until", "2026-12-01"])
        #expect(backwards.exitCode == .usage)  // exit 2
        #expect(backwards.stderr.contains("cannot end on Dec 1, 2026, before it starts on Dec 10, 2026"))
        let far = sandbox.run(["pause", "Meditieren", "--from", "2027-12-01"])
        #expect(far.exitCode == .usage)  // more than a year ahead
        #expect(far.stderr == "habit: Dec 1, 2027 is more than a year ahead; a pause can be planned up to Nov 30, 2027.\n")
        #expect(sandbox.run(["pause", "Meditieren", "--from", "2027-11-30", "--until", "2027-11-30"]).exitCode == .success)  // a year is fine
    }
}
