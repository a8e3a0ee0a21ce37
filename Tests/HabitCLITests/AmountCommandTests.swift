import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

// Today is Sunday, November 29, 2026 (``Fixed``); its week runs from Monday the 23rd.

/// Three measured habits, one of each kind of goal, as `add` makes them.
private let measuredExamples: [[String]] = [
    ["add", "Wasser trinken", "--goal", "8", "--unit", "Gläser"],
    ["add", "Kaffee", "--at-most", "2", "--unit", "Tassen"],
    ["add", "Laufen", "--weekly-goal", "20", "--unit", "km"],
]

/// A sandbox holding the three measured habits.
private func measuredSandbox() throws -> ScriptingSandbox {
    let sandbox = try ScriptingSandbox()
    for arguments in measuredExamples { #expect(sandbox.run(arguments).exitCode == .success) }
    return sandbox
}

/// The goal options of `add` and `edit`: what is accepted, what is refused, and how they combine.
@Suite("Goal options")
struct GoalOptionTests {
    @Test("add accepts a goal, a limit and a weekly goal, with a unit, and with --days or --every")
    func accepted() throws {
        let parsed = { (arguments: [String]) in ArgumentParser.parse(arguments).command }
        #expect(
            parsed(["add", "Wasser", "--goal", "8", "--unit", "Gläser"])
                == .success(AddCommand(name: "Wasser", icon: nil, color: nil, goal: try Goal(.atLeast, Amount(8), unit: "Gläser"))))
        #expect(
            parsed(["add", "Kaffee", "--at-most=2,5"])
                == .success(AddCommand(name: "Kaffee", icon: nil, color: nil, goal: try Goal(.atMost, Amount(millionths: 2_500_000)))))
        #expect(
            parsed(["add", "Floss", "--days", "mon", "--goal", "1"])
                == .success(
                    AddCommand(name: "Floss", icon: nil, color: nil, schedule: .days([.monday]), goal: try Goal(.atLeast, Amount(1)))))
        #expect(
            parsed(["add", "Plants", "--at-most", "0", "--every", "3"])
                == .success(AddCommand(name: "Plants", icon: nil, color: nil, schedule: .every(3), goal: try Goal(.atMost, .zero))))
        #expect(
            parsed(["edit", "Wasser", "--no-goal"])
                == .success(EditCommand(name: "Wasser", schedule: nil, icon: nil, color: nil, goal: .remove)))
        #expect(
            parsed(["edit", "Wasser", "--unit", ""])
                == .success(EditCommand(name: "Wasser", schedule: nil, icon: nil, color: nil, goal: .unit(nil))))  // empty: no unit
        #expect(
            parsed(["edit", "Laufen", "--weekly-goal", "25", "--daily"])
                == .success(
                    EditCommand(
                        name: "Laufen", schedule: .daily, icon: nil, color: nil,
                        goal: .keepingUnit(try Goal(.weeklyAtLeast, Amount(25))))))  // no --unit: the habit's unit stays
        #expect(
            parsed(["edit", "Laufen", "--weekly-goal", "25", "--unit", "mi"])
                == .success(
                    EditCommand(
                        name: "Laufen", schedule: nil, icon: nil, color: nil,
                        goal: .set(try Goal(.weeklyAtLeast, Amount(25), unit: "mi")))))
    }

    struct Refused: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(
        "Goal options that do not combine are usage errors saying what to do",
        arguments: [
            Refused(
                arguments: ["add", "X", "--goal", "8", "--per-week", "3"],
                message: "--goal cannot be combined with --per-week: it applies to each due day; use --days or --every instead."),
            Refused(
                arguments: ["add", "X", "--at-most", "2", "--per-week", "3"],
                message: "--at-most cannot be combined with --per-week: it applies to each due day; use --days or --every instead."),
            Refused(
                arguments: ["add", "X", "--weekly-goal", "20", "--days", "mon"],
                message: "--weekly-goal cannot be combined with --days: a weekly goal takes the place of a schedule; leave out --days."),
            Refused(
                arguments: ["add", "X", "--weekly-goal", "20", "--per-week", "2"],
                message: "--weekly-goal cannot be combined with --per-week: a weekly goal takes the place of a schedule; leave out --per-week."),
            Refused(
                arguments: ["add", "X", "--goal", "8", "--at-most", "2"],
                message:
                    "--goal and --at-most cannot be combined; give only one of them."),
            Refused(
                arguments: ["add", "X", "--goal", "8", "--weekly-goal", "20"],
                message:
                    "--goal and --weekly-goal cannot be combined; give only one of them."),
            Refused(
                arguments: ["add", "X", "--unit", "km"],
                message: "--unit names what a goal counts; give it with --goal, --at-most or --weekly-goal."),
            Refused(
                arguments: ["edit", "Wasser trinken", "--no-goal", "--unit", "l"],
                message:
                    "--no-goal and --unit cannot be combined; give only one of them."),
            Refused(arguments: ["add", "X", "--goal", "0"], message: "0 cannot be a goal; give an amount above 0 and at most 1,000,000,000."),
            Refused(arguments: ["add", "X", "--at-most", "-1"], message: "-1 cannot be a limit; give an amount from 0 to 1,000,000,000."),
            Refused(
                arguments: ["add", "X", "--goal", "8", "--unit", "a\tb"],
                message: "The unit “a\\tb” is not usable; give a word of at most 30 characters without control characters."),
            Refused(
                arguments: ["add", "X", "--goal", "acht"],
                message: "“acht” is not a number; write digits, with digits on both sides of a “.” or “,”, such as 0.5."),
            Refused(
                arguments: ["add", "X", "--goal", "8", "--goal", "9"], message: "The option “--goal” was given twice; give it once."),
            Refused(
                arguments: ["edit", "Kaffee", "--per-week", "3"],
                message:
                    "Kaffee is due 3 times a week, but a limit applies to each due day; add --daily, --days or --every."),
            Refused(
                arguments: ["edit", "Laufen", "--days", "mon"],
                message: "Laufen is due on Mondays, but a weekly goal takes the place of a schedule; add --daily."),
            Refused(
                arguments: ["edit", "Wasser trinken", "--no-goal", "--per-week", "3", "--unit", "l"],
                message:
                    "--no-goal and --unit cannot be combined; give only one of them."),
        ])
    func refused(_ example: Refused) throws {
        let sandbox = try measuredSandbox()
        let before = sandbox.fileBytes()
        let output = sandbox.run(example.arguments)
        #expect(output.exitCode == .usage)  // exit 2
        #expect(output.stderr == "habit: " + example.message + "\n")  // one line: what is wrong, what to do
        #expect(sandbox.fileBytes() == before)  // nothing changed
    }

    @Test("edit --unit on a habit without a goal is refused; --unit alone changes the goal's unit")
    func unitAlone() throws {
        let sandbox = try measuredSandbox()
        #expect(sandbox.run(["add", "Lesen"]).exitCode == .success)
        let before = sandbox.fileBytes()
        let refused = sandbox.run(["edit", "Lesen", "--unit", "Seiten"])
        #expect(refused.exitCode == .usage)
        #expect(
            refused.stderr
                == "habit: Lesen has no goal or limit to count in a unit; give --unit with --goal, --at-most or --weekly-goal.\n")
        #expect(sandbox.fileBytes() == before)
        let edited = sandbox.run(["edit", "Wasser", "--unit", "Becher"])
        #expect(edited.stdout == "Wasser trinken now asks for at least 8 Becher a day; its days are judged by it.\n")
        #expect(try sandbox.load().find("Wasser").goal == (try Goal(.atLeast, Amount(8), unit: "Becher")))
    }

    @Test("edit changes a goal into a limit, judges the days again, and removes it with --no-goal; undo takes each back")
    func editAndUndo() throws {
        let sandbox = try measuredSandbox()
        #expect(sandbox.run(["log", "Wasser", "5"]).exitCode == .success)
        #expect(!(try sandbox.load().find("Wasser").isDone(on: Fixed.today)))  // 5 of 8
        let limit = sandbox.run(["edit", "Wasser", "--at-most", "6"])
        // Without --unit the goal keeps the habit's unit.
        #expect(limit.stdout == "Wasser trinken now asks for at most 6 Gläser a day; its days are judged by it.\n")
        #expect(try sandbox.load().find("Wasser").isDone(on: Fixed.today))  // 5 is within 6
        let removed = sandbox.run(["edit", "Wasser", "--no-goal"])
        #expect(removed.stdout == "Wasser trinken no longer has a goal or limit; a day with an amount above 0 counts as done.\n")
        let habit = try sandbox.load().find("Wasser")
        #expect(habit.goal == nil && habit.amount(on: Fixed.today) == Amount(5))  // the amounts stay
        #expect(sandbox.run(["edit", "Wasser", "--no-goal"]).stdout == "Wasser trinken has no goal or limit; nothing changed.\n")
        let undo = sandbox.run(["undo"])
        #expect(undo.stdout.hasPrefix("“Wasser trinken” asks for at most 6 Gläser a day again, changed "))
        #expect(try sandbox.load().find("Wasser").goal == (try Goal(.atMost, Amount(6), unit: "Gläser")))
    }

    @Test("Spaces around a unit are dropped, as around a note, instead of refusing the unit")
    func unitTrimmed() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([])
        let added = sandbox.run(["add", "Wasser", "--goal", "8", "--unit", " Gläser "])
        #expect(added.stdout == "Added ✅ Wasser: at least 8 Gläser a day; record amounts with: habit log Wasser 1\n")
        #expect(sandbox.run(["edit", "Wasser", "--unit", "Becher\u{00A0}"]).exitCode == .success)
        #expect(try sandbox.load().find("Wasser").goal?.unit == "Becher")
    }

    @Test("A new goal amount keeps the habit's unit; --unit gives another and an empty --unit none")
    func newAmountKeepsUnit() throws {
        let sandbox = try measuredSandbox()
        let raised = sandbox.run(["edit", "Wasser", "--goal", "10"], language: "de_DE.UTF-8")
        #expect(raised.stdout == "Wasser trinken verlangt jetzt mindestens 10 Gläser am Tag; seine Tage werden danach bewertet.\n")
        #expect(try sandbox.load().find("Wasser").goal == (try Goal(.atLeast, Amount(10), unit: "Gläser")))
        #expect(sandbox.run(["edit", "Laufen", "--weekly-goal", "25", "--unit", "mi"]).exitCode == .success)
        #expect(try sandbox.load().find("Laufen").goal == (try Goal(.weeklyAtLeast, Amount(25), unit: "mi")))
        #expect(sandbox.run(["edit", "Kaffee", "--at-most", "1", "--unit", ""]).exitCode == .success)
        #expect(try sandbox.load().find("Kaffee").goal == (try Goal(.atMost, Amount(1))))  // no unit any more
    }
}

/// `habit log`: adding, correcting, replacing, and the confirmation against the goal.
@Suite("Logging amounts")
struct LogCommandTests {
    @Test("Decimals with . or , add up exactly; -1 corrects and is read as an amount, not an option")
    func decimalsAndCorrections() throws {
        let sandbox = try measuredSandbox()
        #expect(sandbox.run(["log", "Wasser", "2.5"]).stdout == "Wasser trinken: 2.5/8 Gläser today\n")
        #expect(sandbox.run(["log", "Wasser", "2,5"]).stdout == "Wasser trinken: 5/8 Gläser today\n")  // a decimal comma
        #expect(sandbox.run(["log", "Wasser", "0.1"]).stdout == "Wasser trinken: 5.1/8 Gläser today\n")
        #expect(sandbox.run(["log", "Wasser", "0.2"]).stdout == "Wasser trinken: 5.3/8 Gläser today\n")  // no drift
        #expect(sandbox.run(["log", "Wasser", "-1"]).stdout == "Wasser trinken: 4.3/8 Gläser today\n")  // a correction
        #expect(sandbox.run(["log", "Wasser", "-0,3", "--date", "today"]).stdout == "Wasser trinken: 4/8 Gläser today\n")
        let reached = sandbox.run(["log", "Wasser trinken", "4", "--date", "2026-11-29"])
        #expect(reached.stdout == "✓ Wasser trinken: 8/8 Gläser today, goal reached\n")
        #expect(try sandbox.load().find("Wasser").isDone(on: Fixed.today))
        #expect(sandbox.run(["log", "Wasser", "--", "-8"]).stdout == "Wasser trinken: 0/8 Gläser today\n")  // after --, too
    }

    @Test("--set replaces the day's total; --set 0 records zero, which differs from nothing recorded")
    func replace() throws {
        let sandbox = try measuredSandbox()
        #expect(sandbox.run(["log", "Kaffee", "3"]).stdout == "Kaffee: 3/2 Tassen today, over the limit\n")
        #expect(sandbox.run(["log", "Kaffee", "--set", "1"]).stdout == "Kaffee: 1/2 Tassen today, within the limit\n")
        #expect(sandbox.run(["log", "Wasser", "--set", "0", "--date", "yesterday"]).stdout == "Wasser trinken: 0/8 Gläser yesterday\n")
        let habit = try sandbox.load().find("Wasser")
        #expect(habit.amount(on: Fixed.today.previous) == .zero)  // zero recorded
        #expect(habit.amount(on: Fixed.today) == nil)  // nothing recorded
        let both = sandbox.run(["log", "Wasser", "2", "--set", "3"])
        #expect(both.exitCode == .usage)  // an amount and --set: which one?
    }

    @Test("A weekly goal sums Monday to Sunday: Sunday's log counts for the old week, Monday starts a new one")
    func weekBoundary() throws {
        let sandbox = try measuredSandbox()
        #expect(sandbox.run(["log", "Laufen", "12", "--date", "2026-11-23"]).stdout == "Laufen: 12 km on Nov 23, 2026, 12/20 km this week\n")
        // Sunday the 29th (today) still belongs to the week of Monday the 23rd.
        #expect(sandbox.run(["log", "Laufen", "8,5"]).stdout == "✓ Laufen: 8.5 km today, 20.5/20 km this week, weekly goal reached\n")
        // The Sunday before, the 22nd, is another week.
        #expect(sandbox.run(["log", "Laufen", "5", "--date", "2026-11-22"]).stdout == "Laufen: 5 km on Nov 22, 2026, 5/20 km that week\n")
        // On Monday the 30th a new week starts at 0.
        var world = try TestWorld()
        world.environment["HABIT_FILE"] = sandbox.file
        world.now = Fixed.moment("2026-11-30T11:00:00Z")
        #expect(world.run("log", "Laufen", "3").stdout == "Laufen: 3 km today, 3/20 km this week\n")
        let sunday = world.run("log", "Laufen", "1", "--date", "yesterday")
        #expect(sunday.stdout == "✓ Laufen: 9.5 km yesterday, 21.5/20 km that week, weekly goal reached\n")
        let habit = try sandbox.load().find("Laufen")
        #expect(habit.weekTotal(through: day("2026-11-30")) == Amount(3))
        #expect(habit.weekTotal(through: day("2026-11-29")) == Amount(21) + Amount(millionths: 500_000))
    }

    @Test("todo and status follow a weekly goal's sum, not the day's amount, across Sunday to Monday")
    func weeklyTodoAndStatus() throws {
        let sandbox = try measuredSandbox()
        #expect(sandbox.run(["log", "Laufen", "12,5", "--date", "yesterday"]).exitCode == .success)
        #expect(sandbox.run(["log", "Laufen", "5"]).exitCode == .success)  // 17.5 of 20 on Sunday
        let todo = sandbox.run(["todo"])
        #expect(todo.stdout == "Wasser trinken\nLaufen\n")  // the week is still short: Laufen is to do
        #expect(todo.exitCode == .no)
        let status = sandbox.run(["status", "Laufen"])
        #expect(status.stdout == "◌ Laufen is not done yet today: 17.5/20 km this week\n")  // logged today, yet the week is open
        #expect(status.exitCode == .no)
        #expect(sandbox.run(["log", "Laufen", "3"]).exitCode == .success)  // 20.5 of 20
        #expect(sandbox.run(["todo"]).stdout == "Wasser trinken\n")
        #expect(sandbox.run(["status", "Laufen"]).exitCode == .success)
        // Monday the 30th starts a new week: 3 km logged, the week open again.
        var world = try TestWorld()
        world.environment["HABIT_FILE"] = sandbox.file
        world.now = Fixed.moment("2026-11-30T11:00:00Z")
        #expect(world.run("log", "Laufen", "3").exitCode == .success)
        #expect(world.run("status", "Laufen").exitCode == .no)
        #expect(world.run("todo").stdout == "Wasser trinken\nLaufen\n")
        #expect(world.run("status", "Laufen", "--date", "yesterday").exitCode == .success)  // Sunday's week reached it
    }

    @Test("status of a goal habit not yet reached shows the day's total against the goal, in each language")
    func statusProgress() throws {
        let sandbox = try measuredSandbox()
        #expect(sandbox.run(["log", "Wasser", "5"]).exitCode == .success)
        let english = sandbox.run(["status", "Wasser"])
        #expect(english.stdout == "◌ Wasser trinken is not done yet today: 5/8 Gläser\n")
        #expect(english.exitCode == .no)
        #expect(
            sandbox.run(["status", "Wasser", "--date", "yesterday"], language: "de_DE.UTF-8").stdout
                == "○ Wasser trinken war gestern nicht erledigt: 0/8 Gläser\n")
        #expect(
            sandbox.run(["status", "Laufen", "--date", "2026-11-22"], language: "fr_FR.UTF-8").stdout
                == "○ Laufen\u{00A0}: pas fait le 22 nov. 2026, 0/20 km cette semaine-là\n")
    }

    @Test("status of a limit habit over its limit says so, in each language, and answers no")
    func statusOverLimit() throws {
        let sandbox = try measuredSandbox()
        #expect(sandbox.run(["status", "Kaffee"]).exitCode == .success)  // nothing recorded: kept
        #expect(sandbox.run(["log", "Kaffee", "3", "--date", "yesterday"]).exitCode == .success)
        let english = sandbox.run(["status", "Kaffee", "--date", "yesterday"])
        #expect(english.stdout == "✕ Kaffee was over the limit yesterday: 3/2 Tassen\n")
        #expect(english.exitCode == .no)
        #expect(sandbox.run(["log", "Kaffee", "2,5"]).exitCode == .success)
        #expect(sandbox.run(["status", "Kaffee"], language: "de_DE.UTF-8").stdout == "✕ Kaffee ist heute über dem Limit: 2,5/2 Tassen\n")
        #expect(
            sandbox.run(["status", "Kaffee"], language: "fr_FR.UTF-8").stdout
                == "✕ Kaffee\u{00A0}: au-delà de la limite aujourd'hui, 2,5/2 Tassen\n")
    }

    @Test("status of a limit habit within its limit, or with nothing recorded, says it is kept and answers yes")
    func statusWithinLimit() throws {
        let sandbox = try measuredSandbox()
        // Nothing recorded yesterday: it counts as 0, within the limit.
        let nothing = sandbox.run(["status", "Kaffee", "--date", "yesterday"])
        #expect(nothing.stdout == "✓ Kaffee was within the limit yesterday: 0/2 Tassen\n")
        #expect(nothing.exitCode == .success)
        // 1 of at most 2 today: kept, in each language.
        #expect(sandbox.run(["log", "Kaffee", "1"]).exitCode == .success)
        let english = sandbox.run(["status", "Kaffee"])
        #expect(english.stdout == "✓ Kaffee is within the limit today: 1/2 Tassen\n")
        #expect(english.exitCode == .success)
        let german = sandbox.run(["status", "Kaffee", "--date", "yesterday"], language: "de_DE.UTF-8")
        #expect(german.stdout == "✓ Kaffee war gestern innerhalb des Limits: 0/2 Tassen\n")
        #expect(german.exitCode == .success)
        let french = sandbox.run(["status", "Kaffee"], language: "fr_FR.UTF-8")
        #expect(french.stdout == "✓ Kaffee\u{00A0}: dans la limite aujourd'hui, 1/2 Tassen\n")
        #expect(french.exitCode == .success)
        #expect(sandbox.run(["status", "Kaffee", "--date", "yesterday", "--quiet"]).exitCode == .success)
    }

    @Test(
        "The confirmation is a whole sentence in each language",
        arguments: [
            (
                "en_US.UTF-8",
                [
                    "Wasser trinken: 5/8 Gläser today", "Kaffee: 1/2 Tassen today, within the limit",
                    "Laufen: 5 km today, 5/20 km this week", "Wasser trinken: 2.5/8 Gläser on Nov 27, 2026",
                ]
            ),
            (
                "de_DE.UTF-8",
                [
                    "Wasser trinken heute: 5/8 Gläser", "Kaffee heute: 1/2 Tassen, innerhalb des Limits",
                    "Laufen heute: 5 km, diese Woche 5/20 km", "Wasser trinken am 27. Nov. 2026: 2,5/8 Gläser",
                ]
            ),
            (
                "fr_FR.UTF-8",
                [
                    "Wasser trinken\u{00A0}: 5/8 Gläser aujourd'hui", "Kaffee\u{00A0}: 1/2 Tassen aujourd'hui, dans la limite",
                    "Laufen\u{00A0}: 5 km aujourd'hui, 5/20 km cette semaine", "Wasser trinken\u{00A0}: 2,5/8 Gläser le 27 nov. 2026",
                ]
            ),
        ])
    func languages(_ language: String, _ expected: [String]) throws {
        let sandbox = try measuredSandbox()
        let lines = [
            sandbox.run(["log", "Wasser", "5"], language: language), sandbox.run(["log", "Kaffee", "1"], language: language),
            sandbox.run(["log", "Laufen", "5"], language: language),
            sandbox.run(["log", "Wasser", "2,5", "--date", "2026-11-27"], language: language),
        ].map(\.stdout)
        #expect(lines == expected.map { $0 + "\n" })
    }
}

/// `check` and `uncheck` on measured habits.
@Suite("Checking measured habits")
struct MeasuredCheckTests {
    @Test("check raises a goal habit's total to the goal and never lowers it; uncheck clears the amount")
    func goal() throws {
        let sandbox = try measuredSandbox()
        #expect(sandbox.run(["log", "Wasser", "3"]).exitCode == .success)
        // The confirmation shows the new total against the goal, as log's does.
        #expect(sandbox.run(["check", "Wasser"]).stdout == "✓ Wasser trinken: 8/8 Gläser today, goal reached\n")
        #expect(try sandbox.load().find("Wasser").amount(on: Fixed.today) == Amount(8))  // raised to the goal
        #expect(sandbox.run(["log", "Wasser", "2"]).exitCode == .success)
        #expect(sandbox.run(["check", "Wasser"]).stdout == "Wasser trinken was already done today — 1 day in a row\n")
        #expect(try sandbox.load().find("Wasser").amount(on: Fixed.today) == Amount(10))  // not lowered
        #expect(sandbox.run(["uncheck", "Wasser"]).stdout == "Wasser trinken no longer done today — 0 days in a row\n")
        #expect(try sandbox.load().find("Wasser").amount(on: Fixed.today) == nil)  // cleared
        #expect(
            sandbox.run(["check", "Wasser", "--date", "yesterday"], language: "de_DE.UTF-8").stdout
                == "✓ Wasser trinken gestern: 8/8 Gläser, Ziel erreicht\n")
        #expect(sandbox.run(["log", "Wasser", "5"]).exitCode == .success)
        // A partly done day was never done: uncheck says it cleared the amount, not "no longer done".
        #expect(
            sandbox.run(["uncheck", "Wasser"], language: "fr_FR.UTF-8").stdout
                == "Wasser trinken\u{00A0}: la quantité notée aujourd'hui (5 Gläser) est effacée.\n")
    }

    struct LimitToggle: Sendable, CustomTestStringConvertible {
        let language: String
        let recordedZero: String
        let cleared: String
        let nothingRecorded: String
        var testDescription: String { language }
    }

    @Test(
        "toggle on a limit habit records 0 when nothing is recorded and clears the amount otherwise; uncheck never claims a change it did not make",
        arguments: [
            LimitToggle(
                language: "C", recordedZero: "Kaffee: 0/2 Tassen today, within the limit",
                cleared: "Kaffee: the amount recorded today (3 Tassen) is cleared.",
                nothingRecorded: "Kaffee has nothing recorded today; nothing changed."),
            LimitToggle(
                language: "de_DE.UTF-8", recordedZero: "Kaffee heute: 0/2 Tassen, innerhalb des Limits",
                cleared: "Kaffee: die heute eingetragene Menge (3 Tassen) ist gelöscht.",
                nothingRecorded: "Für Kaffee ist heute nichts eingetragen; nichts geändert."),
            LimitToggle(
                language: "fr_FR.UTF-8", recordedZero: "Kaffee\u{00A0}: 0/2 Tassen aujourd'hui, dans la limite",
                cleared: "Kaffee\u{00A0}: la quantité notée aujourd'hui (3 Tassen) est effacée.",
                nothingRecorded: "Kaffee\u{00A0}: rien de noté aujourd'hui\u{202F}; rien n'a changé."),
        ])
    func limitToggle(_ expected: LimitToggle) throws {
        let sandbox = try measuredSandbox()
        let run = { (arguments: [String]) in sandbox.run(arguments, language: expected.language) }
        let amount = { try sandbox.load().find("Kaffee").amount(on: Fixed.today) }
        // Nothing recorded: the day is kept already, so uncheck changes nothing and says so.
        let before = sandbox.fileBytes()
        #expect(run(["uncheck", "Kaffee"]).stdout == expected.nothingRecorded + "\n")
        #expect(sandbox.fileBytes() == before)
        // toggle records 0, as check does, and says what it recorded.
        #expect(run(["toggle", "Kaffee"]).stdout == expected.recordedZero + "\n")
        #expect(try amount() == .zero)
        // Over the limit, toggle clears the amount, as uncheck does, and the day is kept again.
        #expect(run(["log", "Kaffee", "3"]).exitCode == .success)
        #expect(run(["toggle", "Kaffee"]).stdout == expected.cleared + "\n")
        #expect(try amount() == nil)
        #expect(try sandbox.load().find("Kaffee").isDone(on: Fixed.today))
        #expect(run(["log", "Kaffee", "3"]).exitCode == .success)
        #expect(run(["uncheck", "Kaffee"]).stdout == expected.cleared + "\n")
        #expect(try amount() == nil)
    }

    @Test("check on a limit habit records 0 when nothing is recorded, otherwise keeps the total and says so")
    func limit() throws {
        let sandbox = try measuredSandbox()
        #expect(sandbox.run(["check", "Kaffee", "--date", "yesterday"]).exitCode == .success)
        #expect(try sandbox.load().find("Kaffee").amount(on: Fixed.today.previous) == .zero)  // 0 recorded
        #expect(sandbox.run(["log", "Kaffee", "3"]).exitCode == .success)
        let kept = sandbox.run(["check", "Kaffee"])
        #expect(kept.stdout == "Kaffee already has 3 Tassen today, over the limit of 2; check leaves the total as it is.\n")
        #expect(try sandbox.load().find("Kaffee").amount(on: Fixed.today) == Amount(3))
        let german = sandbox.run(["check", "Kaffee"], language: "de_DE.UTF-8")
        #expect(german.stdout == "Kaffee hat heute schon 3 Tassen, über dem Limit von 2; Abhaken lässt die Menge, wie sie ist.\n")
    }

    @Test("undo of a check that recorded 0 on a limit habit says the amount is back, not that the day is no longer done")
    func undoLimitCheck() throws {
        let sandbox = try measuredSandbox()
        #expect(sandbox.run(["toggle", "Kaffee"]).exitCode == .success)  // 0 recorded; kept before and after
        let undo = sandbox.run(["undo"])
        #expect(undo.stdout.hasPrefix("“Kaffee” has its earlier amounts again today, changed "))
        #expect(!undo.stdout.contains("no longer done"))
        #expect(try sandbox.load().find("Kaffee").isDone(on: Fixed.today))  // still kept: nothing recorded
        #expect(sandbox.run(["check", "Wasser"]).exitCode == .success)  // a goal habit's day does change
        #expect(sandbox.run(["undo"]).stdout.hasPrefix("“Wasser trinken” is no longer done today, checked "))
    }

    @Test("check and toggle on a weekly goal are usage errors that point to log; nothing changes")
    func weekly() throws {
        let sandbox = try measuredSandbox()
        let before = sandbox.fileBytes()
        for arguments in [["check", "Laufen"], ["check", "Wasser", "Laufen"], ["toggle", "Laufen"]] {
            let output = sandbox.run(arguments)
            #expect(output.exitCode == .usage)
            #expect(
                output.stderr
                    == "habit: Laufen has a weekly goal, met by amounts rather than by checked days; record an amount with: habit log Laufen AMOUNT\n")
        }
        #expect(sandbox.fileBytes() == before)  // Wasser was not checked either: all or none
        let french = sandbox.run(["check", "Laufen"], language: "fr_FR.UTF-8")
        #expect(french.stderr.hasSuffix("notez une quantité avec\u{00A0}: habit log Laufen QUANTITÉ\n"))
    }
}

/// Notes: `habit note` and `--note` on check, log and skip.
@Suite("Notes")
struct NoteCommandTests {
    @Test("A note with Unicode and quotes is kept as typed; an empty text removes it; undo brings it back")
    func noteAndUndo() throws {
        let sandbox = try measuredSandbox()
        let text = "Heiß „gut“ – \"quoted\" 'single' 😀 e\u{301}"
        #expect(sandbox.run(["note", "Wasser", text]).stdout == "✎ Note saved for Wasser trinken today.\n")
        #expect(try sandbox.load().find("Wasser").note(on: Fixed.today) == text)
        #expect(sandbox.run(["note", "Wasser", text]).stdout == "Wasser trinken already has that note today; nothing changed.\n")
        #expect(sandbox.run(["note", "Wasser", ""]).stdout == "✎ Note removed from Wasser trinken today.\n")
        #expect(try sandbox.load().find("Wasser").note(on: Fixed.today) == nil)
        #expect(sandbox.run(["note", "Wasser", " "]).stdout == "Wasser trinken has no note today; nothing changed.\n")
        #expect(sandbox.run(["undo"]).stdout.hasPrefix("“Wasser trinken” has its earlier notes again today, changed "))
        #expect(try sandbox.load().find("Wasser").note(on: Fixed.today) == text)
        let german = sandbox.run(["note", "Wasser", "Regen", "--date", "gestern"], language: "de_DE.UTF-8")
        #expect(german.stdout == "✎ Notiz für Wasser trinken gestern gespeichert.\n")
    }

    @Test("A note that starts with a dash: “- item” is text; “-x” points to the command to copy, name kept")
    func dashNotes() throws {
        let sandbox = try measuredSandbox()
        #expect(sandbox.run(["note", "Wasser trinken", "- list item"]).exitCode == .success)
        #expect(try sandbox.load().find("Wasser").note(on: Fixed.today) == "- list item")
        let before = sandbox.fileBytes()
        let refused = sandbox.run(["note", "Wasser trinken", "-x"])
        #expect(refused.exitCode == .usage)
        #expect(refused.stderr.hasSuffix("goes after “--”: habit note 'Wasser trinken' -- -x\n"))
        #expect(sandbox.fileBytes() == before)
        #expect(sandbox.run(["note", "Wasser trinken", "--", "-x"]).exitCode == .success)  // as suggested
        #expect(try sandbox.load().find("Wasser").note(on: Fixed.today) == "-x")
    }

    @Test("--note on check, log and skip sets the day's note with the change")
    func noteOption() throws {
        let sandbox = try measuredSandbox()
        #expect(sandbox.run(["add", "Lesen"]).exitCode == .success)
        #expect(
            sandbox.run(["check", "Lesen", "--note", "Kapitel 3"]).stdout
                == "✓ Lesen — 1 day in a row\n✎ Note saved for Lesen today.\n")
        #expect(
            sandbox.run(["log", "Wasser", "2", "--note", "nach dem Sport", "--date", "yesterday"]).stdout
                == "Wasser trinken: 2/8 Gläser yesterday\n✎ Note saved for Wasser trinken yesterday.\n")
        #expect(
            sandbox.run(["skip", "Kaffee", "--note", "krank"], language: "fr_FR.UTF-8").stdout
                == "– Kaffee\u{00A0}: excusée aujourd'hui — 0 jour d'affilée\n✎ Note enregistrée pour Kaffee aujourd'hui.\n")
        let habits = try sandbox.load()
        #expect(try habits.find("Lesen").note(on: Fixed.today) == "Kapitel 3")
        #expect(try habits.find("Wasser").note(on: Fixed.today.previous) == "nach dem Sport")
        #expect(try habits.find("Kaffee").note(on: Fixed.today) == "krank")
    }
}

/// What `log`, `note` and `--note` refuse: one line on standard error, exit 2, the data file
/// unchanged byte for byte.
@Suite("Bad amounts and notes")
struct BadAmountTests {
    struct Refused: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        let message: String
        var testDescription: String { name }
    }

    @Test(
        "Each bad amount or note is named, with what to do",
        arguments: [
            Refused(
                name: "not a number", arguments: ["log", "Wasser", "viel"],
                message: "“viel” is not a number; write digits, with digits on both sides of a “.” or “,”, such as 0.5."),
            Refused(
                name: "NaN", arguments: ["log", "Wasser", "NaN"],
                message: "“NaN” is not a number; write digits, with digits on both sides of a “.” or “,”, such as 0.5."),
            Refused(
                name: "infinity", arguments: ["log", "Wasser", "--set", "inf"],
                message: "“inf” is not a number; write digits, with digits on both sides of a “.” or “,”, such as 0.5."),
            Refused(
                name: "negative infinity", arguments: ["log", "Wasser", "-inf"],
                message: "“-inf” is not a number; write digits, with digits on both sides of a “.” or “,”, such as 0.5."),
            Refused(
                name: "an exponent", arguments: ["log", "Wasser", "1e3"],
                message: "“1e3” is not a number; write digits, with digits on both sides of a “.” or “,”, such as 0.5."),
            Refused(
                name: "a thousands separator", arguments: ["log", "Wasser", "1,000.5"],
                message: "“1,000.5” is not a number; write digits, with digits on both sides of a “.” or “,”, such as 0.5."),
            Refused(
                name: "no digit before the point", arguments: ["log", "Wasser", ".5"],
                message: "“.5” is not a number; write digits, with digits on both sides of a “.” or “,”, such as 0.5."),
            Refused(
                name: "no digit after the comma", arguments: ["log", "Wasser", "5,"],
                message: "“5,” is not a number; write digits, with digits on both sides of a “.” or “,”, such as 0.5."),
            Refused(
                name: "seven decimals", arguments: ["log", "Wasser", "0.1234567"],
                message: "“0.1234567” has more than 6 decimal places; round it."),
            Refused(
                name: "over a billion", arguments: ["log", "Wasser", "1000000000.5"],
                message: "“1000000000.5” is larger than 1,000,000,000; give a smaller amount."),
            Refused(
                name: "a day's total over a billion", arguments: ["log", "Wasser", "999999999"],
                message: "The total on Nov 29, 2026 would be 1,000,000,004, more than 1,000,000,000; give a smaller amount."),
            Refused(
                name: "a total below 0", arguments: ["log", "Wasser", "-6"],
                message: "The total on Nov 29, 2026 would be -1, below 0; take away at most the amount already recorded."),
            Refused(
                name: "a negative replacement", arguments: ["log", "Wasser", "--set", "-1"],
                message: "--set -1 would make the day's total less than 0; give 0 or more (--set 0 records zero)."),
            Refused(
                name: "a correction with nothing recorded", arguments: ["log", "Kaffee", "-1", "--date", "yesterday"],
                message: "The total on Nov 28, 2026 would be -1, below 0; take away at most the amount already recorded."),
            Refused(
                name: "a note with a line break", arguments: ["note", "Wasser", "zwei\nZeilen"],
                message: "The note “zwei\\nZeilen” contains a line break or control character; use one line of text."),
            Refused(
                name: "a note with an escape", arguments: ["log", "Wasser", "1", "--note", "\u{1B}[31mrot"],
                message: "The note “\\u{1B}[31mrot” contains a line break or control character; use one line of text."),
            Refused(
                name: "a note of 501 characters", arguments: ["check", "Wasser", "--note", String(repeating: "ä", count: 501)],
                message: "The note is 501 characters long; shorten it to at most 500."),
            Refused(
                name: "a future day", arguments: ["log", "Wasser", "1", "--date", "2026-11-30"],
                message: "Nov 30, 2026 is in the future (today is Nov 29, 2026); only today or past days can be changed."),
            Refused(name: "no amount", arguments: ["log", "Wasser"], message: "“habit log” needs AMOUNT; see “habit help log”."),
        ])
    func refused(_ example: Refused) throws {
        let sandbox = try measuredSandbox()
        #expect(sandbox.run(["log", "Wasser", "5"]).exitCode == .success)
        let before = sandbox.fileBytes()
        let output = sandbox.run(example.arguments)
        #expect(output.exitCode == .usage)  // exit 2
        #expect(output.stderr == "habit: " + example.message + "\n")  // one line naming the problem
        #expect(output.stdout.isEmpty)
        #expect(sandbox.fileBytes() == before)  // the data file is unchanged byte for byte
    }

    @Test("The same refusals in German and French")
    func languages() throws {
        let sandbox = try measuredSandbox()
        let german = sandbox.run(["log", "Wasser", "-1"], language: "de_DE.UTF-8")
        #expect(german.stderr == "habit: Die Summe am 29. Nov. 2026 wäre -1, unter 0; ziehe höchstens die schon eingetragene Menge ab.\n")
        let french = sandbox.run(["log", "Wasser", "1,1234567"], language: "fr_FR.UTF-8")
        #expect(french.stderr == "habit: «\u{202F}1,1234567\u{202F}» a plus de 6 décimales\u{202F}; arrondissez-le.\n")
    }
}

/// `habit ask` with measured habits.
@Suite("Asking about measured habits")
struct MeasuredAskTests {
    @Test("A number answers a measured habit's question and is logged; yes and no still work; a bad amount asks again")
    func amounts() throws {
        let sandbox = try measuredSandbox()
        #expect(sandbox.run(["add", "Lesen"]).exitCode == .success)
        var world = try TestWorld()
        world.environment["HABIT_FILE"] = sandbox.file
        let terminal = ScriptedTerminal(["1e3", "2,5", "-3", "4", "y", nil])
        world.ask = terminal.ask
        let output = world.run("ask", "--back", "0")
        let keys = AskCommand.skipsAreStored ? "[amount/y/n/s/?]" : "[amount/y/n/?]"
        let weeklyKeys = AskCommand.skipsAreStored ? "[amount/n/s/?]" : "[amount/n/?]"
        let plainKeys = AskCommand.skipsAreStored ? "[y/n/s/?]" : "[y/n/?]"
        #expect(
            terminal.prompts == [
                "Wasser trinken (0/8 Gläser) — today? \(keys) ",
                "“1e3” is not a number; write digits, with digits on both sides of a “.” or “,”, such as 0.5.\nWasser trinken (0/8 Gläser) — today? \(keys) ",
                "Laufen (0/20 km this week) — today? \(weeklyKeys) ",
                "The total on Nov 29, 2026 would be -3, below 0; take away at most the amount already recorded.\nLaufen (0/20 km this week) — today? \(weeklyKeys) ",
                "Lesen — today? \(plainKeys) ",
            ])  // Kaffee, a limit with nothing recorded, is kept: not asked
        #expect(output.stdout == "Check-in saved: 2 done, 1 not done, 0 skipped. Take it all back with: habit undo\n")
        let habits = try sandbox.load()
        #expect(try habits.find("Wasser").amount(on: Fixed.today) == Amount(millionths: 2_500_000))  // logged, partly done
        #expect(try habits.find("Wasser").answeredNo.contains(Fixed.today))  // not asked again today
        #expect(try habits.find("Laufen").amount(on: Fixed.today) == Amount(4))
        #expect(try habits.find("Lesen").isDone(on: Fixed.today))
    }

    @Test("y on a goal habit raises the day to the goal; y on a weekly goal is not an answer, and explains the keys")
    func yesOnMeasured() throws {
        let sandbox = try measuredSandbox()
        var world = try TestWorld()
        world.environment["HABIT_FILE"] = sandbox.file
        let terminal = ScriptedTerminal(["y", "y", "n"])
        world.ask = terminal.ask
        let output = world.run("ask", "--back", "0")
        let weeklyKeys = AskCommand.skipsAreStored ? "[amount/n/s/?]" : "[amount/n/?]"
        let help = LanguageTable.english.text(.askAmountHelp(skip: AskCommand.skipsAreStored, check: false))
        #expect(terminal.prompts.last == help + "\nLaufen (0/20 km this week) — today? \(weeklyKeys) ")  // y is no answer for a weekly goal
        #expect(!help.contains("y:"))  // and its help offers no y
        #expect(output.stdout == "Check-in saved: 1 done, 1 not done, 0 skipped. Take it all back with: habit undo\n")
        let habits = try sandbox.load()
        #expect(try habits.find("Wasser").amount(on: Fixed.today) == Amount(8))  // raised to the goal
        #expect(try habits.find("Laufen").answeredNo.contains(Fixed.today))
    }

    @Test("The question about a measured habit shows the day's total against the goal, the week's sum for a weekly goal")
    func progressInQuestion() throws {
        let sandbox = try measuredSandbox()
        #expect(sandbox.run(["log", "Wasser", "5"]).exitCode == .success)
        #expect(sandbox.run(["log", "Wasser", "2,5", "--date", "yesterday"]).exitCode == .success)
        #expect(sandbox.run(["log", "Laufen", "12", "--date", "2026-11-24"]).exitCode == .success)  // Tuesday of this week
        #expect(sandbox.run(["log", "Laufen", "7", "--date", "2026-11-22"]).exitCode == .success)  // Sunday of the week before
        let weeklyKeys = AskCommand.skipsAreStored ? "[Menge/n/s/?]" : "[Menge/n/?]"
        var world = try TestWorld()
        world.environment["HABIT_FILE"] = sandbox.file
        world.environment["LANG"] = "de_DE.UTF-8"
        let terminal = ScriptedTerminal(["n", "n", "n", "n", nil])
        world.ask = terminal.ask
        _ = world.run("ask", "--back", "7")
        // Wasser has amounts today and yesterday: those days are answered, so not asked about
        // (issue 26). The weekly goal is asked about while its week is open, its sum shown.
        #expect(!terminal.prompts.contains { $0.hasPrefix("Wasser") })
        #expect(
            Array(terminal.prompts.prefix(2)) == [
                "Laufen (diese Woche 12/20 km) — heute? \(weeklyKeys) ",
                "Laufen (diese Woche 12/20 km) — gestern? \(weeklyKeys) ",
            ])
    }
}

/// What `import` says about the amounts and notes of a CSV or JSON file.
@Suite("Importing amounts and notes")
struct AmountImportSummaryTests {
    @Test("An import that brings only amounts and notes says so and never claims the file unchanged when it changed")
    func amountsAndNotesOnly() throws {
        let sandbox = try measuredSandbox()
        let csv = "name,date,state,amount,note\nWasser trinken,2026-11-15,,3,\nKaffee,2026-11-16,,,neu „x“ 😀\n"
        let first = sandbox.run(["import", "-"], input: csv)
        #expect(first.stdout == "Imported 1 amount and 1 note for 2 habits (0 new).\n")  // no day is done by them
        #expect(try sandbox.load().find("Wasser").amount(on: day("2026-11-15")) == Amount(3))
        let before = sandbox.fileBytes()
        let again = sandbox.run(["import", "-"], input: csv, language: "de_DE.UTF-8")
        #expect(
            again.stdout
                == "Nichts Neues: Die Tage, Mengen und Notizen der Eingabe sind schon da; die Datendatei bleibt unverändert.\n")
        #expect(sandbox.fileBytes() == before)
        let french = try ScriptingSandbox()
        try french.seed([])
        let all = "name,date,state,amount,note\nLaufen,2026-11-27,done,\"2,5\",\nLaufen,2026-11-28,,,x\nLesen,2026-11-28,done,,\n"
        #expect(
            french.run(["import", "-"], input: all, language: "fr_FR.UTF-8").stdout
                == "Importé\u{00A0}: 2 jours, 1 quantité et 1 note pour 2 habitudes (2 nouvelles).\n")
    }
}
