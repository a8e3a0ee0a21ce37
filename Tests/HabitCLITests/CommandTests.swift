import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// Every command end to end, in process: arguments and a data file in, text and an exit code
/// out, and the file as it is afterwards. "Today" is Sunday, 29 November 2026, in Berlin; the
/// fixture habits are described in `TestWorld.swift`.
@Suite struct CommandTests {
    // MARK: - add

    @Test("add with defaults: the ✅ icon and the palette's colours in turn")
    func addDefaults() throws {
        let world = try TestWorld()
        let first = world.run("add", "Lesen")
        #expect(first == Output(stdout: "Added ✅ Lesen; check it off with: habit check Lesen\n"))  // says how to go on
        #expect(world.run("add", "Laufen").exitCode == .success)
        let habits = try world.habits()
        #expect(habits.map(\.icon) == ["✅", "✅"])  // the default icon
        #expect(habits.map(\.color) == [.purple, .blue])  // habits added one after another look different
        #expect(habits.map(\.created) == [Fixed.today, Fixed.today])  // created today, in Berlin
        #expect(habits.map(\.completions) == [[], []])  // nothing done yet
    }

    @Test("the data file after add, add and check, compared whole: ids come from the world's generator")
    func wholeFileAfterAdds() throws {
        let world = try TestWorld()
        _ = world.run("add", "Lesen")
        _ = world.run("add", "Laufen")
        _ = world.run("check", "Lesen")
        let expected = """
            {
              "habits" : [
                {
                  "color" : "purple",
                  "created" : "2026-11-29",
                  "done" : [
                    "2026-11-29"
                  ],
                  "icon" : "✅",
                  "id" : "00000000-0000-4000-8000-000000000001",
                  "name" : "Lesen"
                },
                {
                  "color" : "blue",
                  "created" : "2026-11-29",
                  "done" : [],
                  "icon" : "✅",
                  "id" : "00000000-0000-4000-8000-000000000002",
                  "name" : "Laufen"
                }
              ],
              "version" : 1
            }

            """
        #expect(world.folder.text(world.file) == expected)  // every byte, the ids included
    }

    @Test("add with icon and colour; the name is trimmed")
    func addWithIconAndColor() throws {
        let world = try TestWorld()
        let output = world.run("add", "  Wasser trinken ", "--icon", "💧", "--color", "cyan")
        #expect(output == Output(stdout: "Added 💧 Wasser trinken; check it off with: habit check 'Wasser trinken'\n"))  // quoted for the shell
        let habit = try #require(try world.habits().first)
        #expect(habit.name == "Wasser trinken")  // surrounding spaces trimmed
        #expect(habit.icon == "💧")  // as given
        #expect(habit.color == .cyan)  // as given
    }

    @Test("add a name that starts with a dash, after --")
    func addDashName() throws {
        let world = try TestWorld()
        let output = world.run("add", "--", "-5 kg")
        #expect(output.stdout == "Added ✅ -5 kg; check it off with: habit check -- '-5 kg'\n")  // the command to copy also has --
        #expect(world.run("check", "--", "-5 kg").stdout == "✓ -5 kg — 1 day in a row\n")  // and it works
    }

    @Test(
        "add refuses",
        arguments: [
            (["add", "MEDITIEREN"], ExitCode.data, "habit: A habit named “Meditieren” already exists; choose another name.\n"),
            (
                ["add", "Medite\u{301}ren"], .success,
                "Added ✅ Medite\u{301}ren; check it off with: habit check Medite\u{301}ren\n"
            ),
            (["add", "   "], .usage, "habit: A habit needs a name; type at least one visible character that is not a space.\n"),
            (
                ["add", String(repeating: "x", count: 101)], .usage,
                "habit: The name is 101 characters long; use at most 100.\n"
            ),
            (
                ["add", "Lesen", "--icon", "a b"], .usage,
                "habit: The icon “a b” is not usable; give one emoji or a short symbol without spaces.\n"
            ),
            (
                ["add", "Lesen", "--color", "magenta"], .usage,
                "habit: “magenta” is not a colour; choose one of: red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown.\n"
            ),
            (
                ["add"], .usage,
                "habit: “habit add” needs NAME; see “habit help add”.\n"
            ),
        ])
    func addRefuses(_ arguments: [String], _ code: ExitCode, _ message: String) throws {
        let world = try TestWorld(habits: [Fixture.meditieren])
        let before = world.folder.bytes("habits.json")
        let output = world.run(arguments)
        #expect(output.exitCode == code)  // 2 for what was typed wrong, 3 for a name taken
        if code == .success {
            #expect(output.stdout == message)  // "Meditéren" is a different name from "Meditieren"
        } else {
            #expect(output.stderr == message)  // one sentence on standard error
            #expect(output.stdout.isEmpty)  // nothing on standard output
            #expect(world.folder.bytes("habits.json") == before)  // and the file unchanged
        }
    }

    // MARK: - check, uncheck, toggle

    @Test(
        "check: one line per habit with the streak after it",
        arguments: [
            (["check", "Übung"], "✓ Übung — 3 days in a row\n"),
            (["check", "ubung"], "✓ Übung — 3 days in a row\n"),
            (["check", "Meditieren"], "Meditieren was already done today — 5 days in a row\n"),
            (["check", "読書", "--date", "yesterday"], "✓ 読書 done yesterday — 1 day in a row\n"),
            (["check", "読書", "--date", "2026-11-27"], "✓ 読書 done on Nov 27, 2026 — 0 days in a row\n"),
            (
                ["check", "medi", "Übung", "読書"],
                "Meditieren was already done today — 5 days in a row\n✓ Übung — 3 days in a row\n✓ 読書 — 1 day in a row\n"
            ),
            (["check", "Cafe\u{301}", "-d", "today"], "Café was already done today — 1 day in a row\n"),
            (["check", "Café"], "Café was already done today — 1 day in a row\n"),
            (["check", "Morning", "--date=2026-11-17"], "✓ \(Fixture.longName) done on Nov 17, 2026 — 12 days in a row\n"),
        ])
    func check(_ arguments: [String], _ stdout: String) throws {
        let world = try TestWorld(habits: Fixture.all)
        let output = world.run(arguments)
        #expect(output == Output(stdout: stdout))  // exit 0 even when it was already done (cron runs twice)
    }

    @Test("check writes the day into the file, and only that day")
    func checkWrites() throws {
        let world = try TestWorld(habits: Fixture.all)
        _ = world.run("check", "Übung")
        let uebung = try #require(try world.habits().first { $0.id == Fixture.uebung.id })
        #expect(uebung.completions == days("2026-11-27", "2026-11-29"))  // Friday, Saturday and now Sunday
        #expect(try world.habits().filter { $0.id != Fixture.uebung.id } == Fixture.all.filter { $0.id != Fixture.uebung.id })  // the others as they were
    }

    @Test("check several names is all or none: one unknown name changes nothing")
    func checkAllOrNone() throws {
        let world = try TestWorld(habits: Fixture.all)
        let before = world.folder.bytes("habits.json")
        let output = world.run("check", "Übung", "Meditiren")
        #expect(output.exitCode == .data)  // exit 3
        #expect(output.stderr == "habit: There is no habit “Meditiren”; did you mean “Meditieren”?\n")  // with a suggestion
        #expect(world.folder.bytes("habits.json") == before)  // Übung was not checked either
    }

    @Test(
        "days that cannot be checked",
        arguments: [
            (
                ["check", "Übung", "--date", "2026-11-30"], ExitCode.usage,
                "habit: Nov 30, 2026 is in the future (today is Nov 29, 2026); only today or past days can be changed.\n"
            ),
            (
                ["uncheck", "Übung", "--date", "2027-01-01"], .usage,
                "habit: Jan 1, 2027 is in the future (today is Nov 29, 2026); only today or past days can be changed.\n"
            ),
            (
                ["toggle", "Übung", "--date", "2026-02-30"], .usage,
                "habit: “2026-02-30” does not exist: February 2026 has 28 days; check the day and the month.\n"
            ),
            (
                ["check", "Übung", "--date", "tomorrow"], .usage,
                "habit: Nov 30, 2026 is in the future (today is Nov 29, 2026); only today or past days can be changed.\n"
            ),
            (
                ["check", "Übung", "--date"], .usage,
                "habit: The option “--date” needs a value: --date DAY\n"
            ),
        ])
    func badDays(_ arguments: [String], _ code: ExitCode, _ stderr: String) throws {
        let world = try TestWorld(habits: Fixture.all)
        let before = world.folder.bytes("habits.json")
        let output = world.run(arguments)
        #expect(output == Output(stdout: "", stderr: stderr, exitCode: code))  // a usage error, exit 2
        #expect(world.folder.bytes("habits.json") == before)  // nothing changed
    }

    @Test("the day is today in Berlin, not in UTC")
    func todayInTheUsersTimeZone() throws {
        var world = try TestWorld(habits: [Fixture.uebung])
        world.now = Fixed.moment("2026-11-29T23:30:00Z")  // already Monday 00:30 in Berlin, still Sunday in UTC
        #expect(world.run("check", "Übung").stdout == "✓ Übung — 1 day in a row\n")  // Monday: Sunday was missed
        #expect(try world.habits().first?.isDone(on: day("2026-11-30")) == true)  // stored as Monday
    }

    @Test(
        "uncheck",
        arguments: [
            (["uncheck", "Meditieren"], "Meditieren no longer done today — 4 days in a row\n"),
            (["uncheck", "Übung", "--date", "yesterday"], "Übung no longer done yesterday — 0 days in a row\n"),
            (["uncheck", "Übung", "--date", "2026-11-27"], "Übung no longer done on Nov 27, 2026 — 1 day in a row\n"),
            (["uncheck", "読書"], "読書 was not done today; nothing changed.\n"),
        ])
    func uncheck(_ arguments: [String], _ stdout: String) throws {
        let world = try TestWorld(habits: Fixture.all)
        #expect(world.run(arguments) == Output(stdout: stdout))  // exit 0, also when there was nothing to undo
    }

    @Test("toggle flips a day back and forth, as the app's button does")
    func toggle() throws {
        let world = try TestWorld(habits: Fixture.all)
        #expect(world.run("toggle", "Übung") == Output(stdout: "✓ Übung — 3 days in a row\n"))  // now done
        #expect(world.run("toggle", "Übung") == Output(stdout: "Übung no longer done today — 2 days in a row\n"))  // undone
        #expect(
            world.run("toggle", "Übung", "--date", "2026-11-26")
                == Output(stdout: "✓ Übung done on Nov 26, 2026 — 3 days in a row\n"))
        #expect(try world.habits().first { $0.id == Fixture.uebung.id }?.completions == days("2026-11-26", "2026-11-28"))  // as toggled
    }

    @Test("a name that matches several habits is refused, listing them")
    func ambiguous() throws {
        let lesen = Habit(id: fixtureID(11), name: "Lesen", icon: "📚", color: .green, created: day("2026-11-01"))
        let laufen = Habit(id: fixtureID(12), name: "Laufen", icon: "🏃", color: .red, created: day("2026-11-01"))
        let world = try TestWorld(habits: [lesen, laufen])
        let output = world.run("toggle", "L")
        #expect(output.exitCode == .data)  // exit 3
        #expect(output.stderr == "habit: “L” matches more than one habit: “Lesen”, “Laufen”; type more of the name.\n")  // both named
    }

    @Test("an unknown habit without a close name")
    func unknown() throws {
        let world = try TestWorld(habits: Fixture.all)
        let output = world.run("show", "Schwimmen")
        #expect(output.exitCode == .data)  // exit 3
        #expect(output.stderr == "habit: There is no habit “Schwimmen”; see all habits with “habit list”.\n")  // how to see the names
    }

    // MARK: - rename

    @Test("rename keeps the history")
    func rename() throws {
        let world = try TestWorld(habits: Fixture.all)
        #expect(world.run("rename", "Übung", " Sport ") == Output(stdout: "Renamed “Übung” to “Sport”.\n"))  // trimmed
        let sport = try #require(try world.habits().first { $0.id == Fixture.uebung.id })
        #expect(sport.name == "Sport")  // the new name
        #expect(sport.completions == Fixture.uebung.completions)  // the same days
        #expect(world.run("rename", "sport", "SPORT").exitCode == .success)  // its own name in other case is fine
        let before = try world.habits()
        #expect(world.run("rename", "SPORT", "SPORT") == Output(stdout: "“SPORT” already has that name; nothing changed.\n"))  // says so
        #expect(try world.habits() == before)  // and changes nothing
    }

    @Test(
        "rename refuses",
        arguments: [
            (
                ["rename", "Übung", "meditieren"], ExitCode.data,
                "habit: A habit named “Meditieren” already exists; choose another name.\n"
            ),
            (["rename", "Übung", ""], .usage, "habit: A habit needs a name; type at least one visible character that is not a space.\n"),
            (
                ["rename", "Übung", "a\nb"], .usage,
                "habit: The name “a\\nb” contains a line break or control character; use plain text.\n"
            ),
            (
                ["rename", "Schwimmen", "Sport"], .data,
                "habit: There is no habit “Schwimmen”; see all habits with “habit list”.\n"
            ),
            (["rename", "Übung"], .usage, "habit: “habit rename” needs NEW_NAME; see “habit help rename”.\n"),
        ])
    func renameRefuses(_ arguments: [String], _ code: ExitCode, _ stderr: String) throws {
        let world = try TestWorld(habits: Fixture.all)
        let before = world.folder.bytes("habits.json")
        #expect(world.run(arguments) == Output(stdout: "", stderr: stderr, exitCode: code))  // one sentence, the right code
        #expect(world.folder.bytes("habits.json") == before)  // nothing changed
    }

    // MARK: - delete

    @Test("delete --yes deletes without asking")
    func deleteYes() throws {
        let world = try TestWorld(habits: Fixture.all)
        #expect(world.run("delete", "Meditieren", "--yes") == Output(stdout: "Deleted “Meditieren” and its 17 entries.\n"))
        #expect(try world.habits().map(\.name) == ["Übung", "読書", "Cafe\u{301}", Fixture.longName])  // the others stay, in order
    }

    @Test("delete without a terminal and without --yes refuses and says how to do it from a script")
    func deleteWithoutTerminal() throws {
        let world = try TestWorld(habits: Fixture.all)
        let before = world.folder.bytes("habits.json")
        let output = world.run("delete", "Übung")
        #expect(output.exitCode == .usage)  // exit 2: the confirmation is missing from the command line
        #expect(
            output.stderr
                == "habit: Not deleting “Übung” without confirmation; to delete it from a script, run: habit delete Übung --yes\n"
        )  // the command to copy
        #expect(world.folder.bytes("habits.json") == before)  // nothing deleted
    }

    @Test(
        "delete on a terminal asks; only yes deletes",
        arguments: [
            ("y", true), ("yes", true), (" Y ", true), ("", false), ("n", false), ("ja", false), ("no way", false),
        ])
    func deleteAsks(_ answer: String, _ deletes: Bool) throws {
        var world = try TestWorld(habits: Fixture.all)
        world.ask = { question in
            #expect(question == "Delete “Übung” and its 2 entries? [y/N] ")  // names the habit and what is lost
            return answer
        }
        let output = world.run("delete", "Übung")
        #expect(output.exitCode == .success)  // either way a normal outcome
        if deletes {
            #expect(output.stdout == "Deleted “Übung” and its 2 entries.\n")  // said what went
            #expect(try world.habits().count == 4)  // and it went
        } else {
            #expect(output.stdout == "Kept “Übung”; nothing was deleted.\n")  // said it stayed
            #expect(try world.habits().count == 5)  // and it stayed
        }
    }

    @Test("delete asks in German and takes ja; a habit without entries is asked about plainly")
    func deleteAsksInGerman() throws {
        var world = try TestWorld(habits: Fixture.all, environment: ["LANG": "de_DE.UTF-8"])
        world.ask = { question in
            #expect(question == "„読書“ löschen? [j/N] ")  // no entries to mention
            return "ja"
        }
        #expect(world.run("delete", "読書") == Output(stdout: "„読書“ gelöscht.\n"))  // German yes
        world.ask = { question in
            #expect(question == "„Café“ mit 1 Eintrag löschen? [j/N] ")  // singular
            return "nein"
        }
        #expect(world.run("delete", "Café") == Output(stdout: "„Café“ bleibt; nichts wurde gelöscht.\n"))  // kept
        #expect(try world.habits().count == 4)  // only 読書 went
    }

    @Test("with no answer at all (end of input) nothing is deleted")
    func deleteEndOfInput() throws {
        var world = try TestWorld(habits: Fixture.all)
        world.ask = { _ in nil }
        #expect(world.run("delete", "Übung") == Output(stdout: "Kept “Übung”; nothing was deleted.\n"))  // no means no
    }

    // MARK: - list, show, help, version

    @Test("list with no habits: a friendly empty state, also for show")
    func emptyState() throws {
        // The default location, which may start empty (a named file must exist).
        var world = try TestWorld()
        world.environment["HABIT_FILE"] = nil
        world.environment["HOME"] = world.folder.path
        let expected = """
            No habits yet.
            Add your first one and check it off every day: habit add NAME

            """
        #expect(world.run() == Output(stdout: expected))  // habit with no arguments
        #expect(world.run("list") == Output(stdout: expected))  // the same as list
        #expect(world.run("show") == Output(stdout: expected))  // show without habits
        #expect(world.folder.contents().isEmpty)  // looking creates no file
    }

    @Test("--version")
    func version() throws {
        let world = try TestWorld()
        // The version (this in-process world records no commit), then the copyright and licence.
        #expect(
            world.run("--version")
                == Output(
                    stdout: "habit 0.2.0 (commit not recorded)\n"
                        + "Copyright (c) 2026 the habit developers; released under the MIT License.\n"))
    }

    @Test("help for every command, by help COMMAND and by --help", arguments: CommandName.allCases)
    func helpForEveryCommand(_ command: CommandName) throws {
        let world = try TestWorld()
        let viaHelp = world.run("help", command.rawValue)
        #expect(viaHelp.exitCode == .success)  // exit 0
        #expect(viaHelp.stdout.hasPrefix("Usage:\n  habit \(command.rawValue)"))  // starts with its usage
        if command == .help {
            #expect(world.run("help", "--help") == world.run("help"))  // help --help is the overview
        } else {
            #expect(world.run(command.rawValue, "--help") == viaHelp)  // the same text either way
        }
    }

    // MARK: - usage errors

    @Test(
        "usage errors: exit 2 and one sentence",
        arguments: [
            (["chek", "Lesen"], "habit: Unknown command “chek”; did you mean “check”?\n"),
            (["frobnicate"], "habit: Unknown command “frobnicate”; see “habit help”.\n"),
            (
                ["check", "Lesen", "--dat", "today"],
                "habit: Unknown option “--dat” for “habit check”; did you mean “--date”?\n"
            ),
            (["--colr", "never"], "habit: Unknown option “--colr”; did you mean “--color”?\n"),
            (["delete", "Lesen", "--yes=no"], "habit: The option “--yes” takes no value; write --yes alone.\n"),
            (
                ["status", "Wasser", "trinken"],
                "habit: Unexpected argument “trinken” for “habit status”; put quotes around a name with spaces "
                    + "(check, uncheck, skip, pause, resume, toggle, archive and unarchive take several names).\n"
            ),
            (["check"], "habit: “habit check” needs NAME; see “habit help check”.\n"),
            (["--color", "rainbow"], "habit: “rainbow” is not a colour mode; use --color auto, always or never.\n"),
            (["help", "chek"], "habit: There is no command “chek”; did you mean “check”?\n"),
        ])
    func usageErrors(_ arguments: [String], _ stderr: String) throws {
        let world = try TestWorld()
        #expect(world.run(arguments) == Output(stdout: "", stderr: stderr, exitCode: .usage))  // nothing on stdout
        #expect(world.folder.contents().isEmpty)  // and no file created
    }

    // MARK: - the data file refused

    @Test(
        "a file it cannot read: exit 3, the path and what is wrong, and the file untouched",
        arguments: ["list", "show", "check Übung", "add Neu", "rename Übung Sport", "delete Übung --yes"])
    func corruptFile(_ command: String) throws {
        let world = try TestWorld()
        let broken = Array("{\n  \"version\": 1,\n  \"habits\": [\n    {\"name\": \"Übung\" \"icon\": \"💪\"}\n  ]\n}\n".utf8)
        try world.folder.write(broken, to: "habits.json")
        let output = world.run(command.split(separator: " ").map(String.init))
        #expect(output.exitCode == .data)  // exit 3
        #expect(output.stdout.isEmpty)  // nothing on standard output
        #expect(
            output.stderr
                == "habit: \(world.file) is not a valid habit file: line 4, column 22: expected “,” or “}” — it was left untouched; repair it or restore a backup.\n"
        )  // the path, the line and column, and what to do
        #expect(world.folder.bytes("habits.json") == broken)  // byte for byte as it was
    }

    @Test("a file with a wrong key names the key path")
    func wrongKey() throws {
        let world = try TestWorld(habits: [Fixture.uebung])
        let text = try #require(world.folder.text("habits.json")).replacingOccurrences(of: "\"blue\"", with: "\"violet\"")
        try world.folder.write(text, to: "habits.json")
        let output = world.run("list")
        #expect(output.exitCode == .data)  // exit 3
        #expect(
            output.stderr
                == "habit: \(world.file) is not a valid habit file: “habits[0].color” is “violet”, which is not a colour of the palette — it was left untouched; repair it or restore a backup.\n"
        )  // the key path and the value found
    }

    @Test("a file from a newer habit is refused and kept", arguments: ["list", "check Übung"])
    func newerVersion(_ command: String) throws {
        let world = try TestWorld()
        let future = Array("{\"version\": 5, \"habits\": [], \"goals\": []}\n".utf8)
        try world.folder.write(future, to: "habits.json")
        let output = world.run(command.split(separator: " ").map(String.init))
        #expect(output.exitCode == .data)  // exit 3
        #expect(
            output.stderr
                == "habit: \(world.file) has format version 5, but this habit reads up to version 4; update habit. The file was left untouched.\n"
        )  // says which version and what to do
        #expect(world.folder.bytes("habits.json") == future)  // not rewritten as version 1
    }

    @Test("a folder where the data file should be")
    func folderAsFile() throws {
        let world = try TestWorld()
        try FileManager.default.createDirectory(atPath: world.file, withIntermediateDirectories: false)
        let output = world.run("list")
        #expect(output.exitCode == .data)  // exit 3
        #expect(output.stderr == "habit: \(world.file) is a folder, not a data file; point HABIT_FILE or --file at a file.\n")
    }

    @Test("a file that cannot be written: exit 3, nothing changed")
    func writeFails() throws {
        let world = try TestWorld()
        try world.folder.write("in the way", to: "plain")
        let output = world.run("add", "Lesen", "--file", world.folder.file("plain/habits.json"))
        #expect(output.exitCode == .data)  // exit 3
        #expect(output.stderr.hasPrefix("habit: Could not save "))  // says what failed
        #expect(output.stderr.hasSuffix(": Not a directory. Nothing was changed.\n"))  // and why, in the C library's words
    }
}
