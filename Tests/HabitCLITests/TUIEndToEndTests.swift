import Foundation
import HabitCore
import HabitTestSupport
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitCLI
@testable import HabitStore
@testable import HabitSystem

/// `habit tui` run for real in a terminal (tmux), driven by keys and read off the screen; the
/// clock fixed at Sunday 29 November 2026, 11:00 UTC, the data file in a scratch folder. Each
/// run records `stty -a` before and after, and the exit status.
@Suite(
    .enabled(if: TmuxTerminal.path != nil, "needs tmux (apt-get install tmux) to run habit tui in a real terminal"),
    .enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct TUIEndToEndTests {
    /// A terminal whose data file holds Lesen and Meditieren, not done today.
    static func terminal(
        columns: Int = 80, rows: Int = 24, environment extra: [String: String] = [:]
    ) throws -> (TmuxTerminal, ScratchFolder) {
        let scratch = try ScratchFolder()
        let habits = [
            Habit(id: fixtureID(1), name: "Lesen", icon: "📚", color: .blue, created: day("2026-11-20")),
            Habit(id: fixtureID(2), name: "Meditieren", icon: "🧠", color: .teal, created: day("2026-11-20")),
        ]
        try scratch.write(StoreFormat.encode(HabitCollection(habits: habits)), to: "data/habits.json")
        var environment = RealBinary.environment(for: scratch)
        environment["SWIFT_BACKTRACE"] = "interactive=no"
        environment.merge(extra) { _, new in new }
        let terminal = try TmuxTerminal(scratch: scratch, environment: environment, columns: columns, rows: rows)
        return (terminal, scratch)
    }

    /// Starts `habit tui` in the shell, in a script of its own (so that the shell waits for the
    /// whole script, which a signal or a stop of `habit` does not cut short): `stty -a` goes to
    /// `before` first, the process id of `habit` to `pid`, then `stty -a` to `after`, then the
    /// exit status to `status`; waits for the list.
    static func startTUI(
        _ terminal: TmuxTerminal, _ scratch: ScratchFolder, arguments: String = "", footer: String = "? keys"
    ) throws {
        let script = """
            stty -a > before
            sh -c 'echo $$ > pid; exec "$0" tui \(arguments)' \(TmuxTerminal.quoted(RealBinary.path))
            s=$?
            stty -a > after
            echo $s > status

            """
        try scratch.write(script, to: "run.sh")
        let line = "cd \(TmuxTerminal.quoted(scratch.path)) && bash run.sh"
        try terminal.type(line)
        try terminal.press("Enter")
        try #require(terminal.waitFor(footer), "the list's footer; the screen: \(terminal.screen())")
    }

    /// The habits in the data file now.
    static func habits(_ scratch: ScratchFolder) throws -> [Habit] {
        try HabitStore(path: scratch.dataFile).load().habits
    }

    /// Waits for the exit status and checks that the terminal is as it was: the same `stty -a`,
    /// the shell's prompt on the main screen.
    static func expectRestored(
        _ terminal: TmuxTerminal, _ scratch: ScratchFolder, status: String, footer: String = "? keys"
    ) throws {
        let ended = try #require(terminal.waitForFile("status"), "habit tui did not end: \(terminal.screen())")
        #expect(ended == status)
        let before = try #require(scratch.text("before"))
        #expect(before.contains("-icanon") == false)  // recorded before raw mode
        #expect(scratch.text("after") == before)
        // The main screen is back: the command line typed is on it again, the list is not.
        let screen = terminal.screen()
        #expect(screen.contains("bash run.sh"))
        #expect(!screen.contains(footer))
    }

    @Test("open, Space checks today, u undoes it, q leaves with exit 0 and the terminal as it was")
    func toggleUndoQuit() throws {
        let (terminal, scratch) = try Self.terminal()
        try Self.startTUI(terminal, scratch)
        #expect(terminal.waitFor("Lesen"))
        #expect(terminal.waitFor("Meditieren"))
        try terminal.press("Space")
        #expect(terminal.waitFor { $0.contains("Lesen") && $0.contains("1 of 2") })
        #expect(try Self.habits(scratch)[0].isDone(on: RealBinary.today))
        try terminal.press("u")
        #expect(terminal.waitFor { $0.contains("0 of 2") })
        #expect(try !Self.habits(scratch)[0].isDone(on: RealBinary.today))
        try terminal.press("q")
        try Self.expectRestored(terminal, scratch, status: "0")
    }

    @Test("Ctrl-C leaves with exit 130 and the terminal as it was")
    func controlC() throws {
        let (terminal, scratch) = try Self.terminal()
        try Self.startTUI(terminal, scratch)
        try terminal.press("Down", "Enter")
        #expect(terminal.waitFor("Meditieren"))
        try terminal.press("C-c")
        try Self.expectRestored(terminal, scratch, status: "130")
    }

    /// The process id of the running `habit tui`.
    static func pid(_ terminal: TmuxTerminal) throws -> pid_t {
        try #require(terminal.waitForFile("pid").flatMap { pid_t($0) })
    }

    @Test("SIGTERM leaves with exit 143 and the terminal as it was")
    func terminate() throws {
        let (terminal, scratch) = try Self.terminal()
        try Self.startTUI(terminal, scratch)
        kill(try Self.pid(terminal), SIGTERM)
        try Self.expectRestored(terminal, scratch, status: "143")
    }

    @Test("SIGHUP leaves with exit 129 and the terminal as it was")
    func hangUp() throws {
        let (terminal, scratch) = try Self.terminal()
        try Self.startTUI(terminal, scratch)
        kill(try Self.pid(terminal), SIGHUP)
        try Self.expectRestored(terminal, scratch, status: "129")
    }

    @Test("Ctrl-Z suspends to the shell with the terminal restored; fg comes back to the list, which works")
    func suspendAndForeground() throws {
        let (terminal, scratch) = try Self.terminal()
        try Self.startTUI(terminal, scratch)
        try terminal.press("C-z")
        // The shell's main screen, the job stopped, the prompt waiting.
        #expect(terminal.waitFor { $0.contains("Stopped") && !$0.contains("? keys") })
        try terminal.type("stty -a > \(scratch.file("during")); echo done > \(scratch.file("typed"))")
        try terminal.press("Enter")
        #expect(terminal.waitForFile("typed") == "done")
        #expect(scratch.text("during") == scratch.text("before"))
        try terminal.type("fg")
        try terminal.press("Enter")
        #expect(terminal.waitFor { $0.contains("? keys") && !$0.contains("Stopped") })
        #expect(terminal.waitFor("Meditieren"))
        // Raw mode again: Space is a key, not a character for the shell.
        try terminal.press("Space")
        #expect(terminal.waitFor("1 of 2"))
        try terminal.press("q")
        try Self.expectRestored(terminal, scratch, status: "0")
    }

    @Test("a resize redraws at the new size: too small below 40 × 12, the list again when it grows")
    func resize() throws {
        let (terminal, scratch) = try Self.terminal()
        try Self.startTUI(terminal, scratch)
        try terminal.run(["resize-window", "-t", "t", "-x", "30", "-y", "10"])
        #expect(terminal.waitFor { $0.contains("(30×10)") && !$0.contains("Meditieren") })
        try terminal.run(["resize-window", "-t", "t", "-x", "40", "-y", "12"])
        #expect(terminal.waitFor { $0.contains("Meditieren") && !$0.contains("(30×10)") })
        try terminal.run(["resize-window", "-t", "t", "-x", "80", "-y", "24"])
        // The whole line of keys, which only 80 columns have room for.
        #expect(terminal.waitFor("? keys · q quit"))
        try terminal.press("q")
        try Self.expectRestored(terminal, scratch, status: "0")
    }

    @Test("in the detail view ← twice and Space check Friday, as habit check --date does (backfill)")
    func backfill() throws {
        let (terminal, scratch) = try Self.terminal()
        try Self.startTUI(terminal, scratch)
        try terminal.press("Enter")
        #expect(terminal.waitFor("Done today"))
        try terminal.press("Left", "h")
        #expect(terminal.waitFor("Friday, Nov 27, 2026"))
        #expect(terminal.waitFor("[Space] Done on Nov 27, 2026"))
        try terminal.press("Space")
        #expect(terminal.waitFor("[Space] Undo Nov 27, 2026"))
        let lesen = try Self.habits(scratch)[0]
        #expect(lesen.isDone(on: day("2026-11-27")))
        #expect(!lesen.isDone(on: RealBinary.today))
        // Back to today with →, and Esc to the list, where Esc does nothing.
        try terminal.press("Right", "l", "Escape")
        #expect(terminal.waitFor("↑↓ move"))
        try terminal.press("Escape", "Escape")
        try terminal.press("q")
        try Self.expectRestored(terminal, scratch, status: "0")
    }

    @Test("x, X, s, p, u and Ctrl-R act as habit check, uncheck, skip, pause/resume, undo and redo; an error shows in one line and the view stays")
    func keysAsCommands() throws {
        let (terminal, scratch) = try Self.terminal()
        try Self.startTUI(terminal, scratch)
        try terminal.press("x")
        #expect(terminal.waitFor("1 of 2 done today"))
        try terminal.press("X")
        #expect(terminal.waitFor("0 of 2 done today"))
        try terminal.press("s")
        #expect(terminal.waitFor("0 of 1 done today"))
        #expect(try Self.habits(scratch)[0].isSkipped(on: RealBinary.today))
        try terminal.press("u")
        #expect(terminal.waitFor("0 of 2 done today"))
        try terminal.press("C-r")
        #expect(terminal.waitFor("0 of 1 done today"))
        // Taking away what was never added: the CLI's refusal, in the view, which goes on.
        try terminal.press("j", "-")
        #expect(terminal.waitFor("below 0"))
        try terminal.press("x")
        #expect(terminal.waitFor("1 of 1 done today"))
        // p pauses Meditieren from today, p again resumes it.
        try terminal.press("p")
        #expect(terminal.waitFor("paused from Nov 29, 2026"))
        #expect(try Self.habits(scratch)[1].isPaused(on: RealBinary.today))
        try terminal.press("p")
        #expect(terminal.waitFor("resumed"))
        #expect(try !Self.habits(scratch)[1].isPaused(on: RealBinary.today))
        try terminal.press("q")
        try Self.expectRestored(terminal, scratch, status: "0")
    }

    @Test("a check made by another process while the TUI is open shows without a key, and is kept")
    func changeFromAnotherProcess() throws {
        let (terminal, scratch) = try Self.terminal()
        try Self.startTUI(terminal, scratch)
        #expect(terminal.waitFor("0 of 2 done today"))
        let checked = try RealBinary.run(["check", "Meditieren"], in: scratch)
        #expect(checked.status == 0)
        // No key pressed: the TUI looks at the file once a second.
        #expect(terminal.waitFor("1 of 2 done today"))
        // A change of its own afterwards keeps the other one.
        try terminal.press("Space")
        #expect(terminal.waitFor("2 of 2 done today"))
        let habits = try Self.habits(scratch)
        #expect(habits.allSatisfy { $0.isDone(on: RealBinary.today) })
        try terminal.press("q")
        try Self.expectRestored(terminal, scratch, status: "0")
    }

    @Test("in colour in a terminal that has it; NO_COLOR gives the plain screen, the selection still in reverse video")
    func colourAndNoColour() throws {
        for noColour in [false, true] {
            let (terminal, scratch) = try Self.terminal(environment: noColour ? ["NO_COLOR": "1"] : [:])
            try Self.startTUI(terminal, scratch)
            #expect(terminal.waitFor("Meditieren"))
            let screen = terminal.screen(escapes: true)
            // tmux writes a colour as ESC [ 3x m, 9x m or 38;5;… (39 is the default colour),
            // reverse video as ESC [ 7m.
            let codes = (0...7).flatMap { ["\u{1B}[3\($0)m", "\u{1B}[9\($0)m"] } + ["38;5;"]
            let coloured = codes.contains { screen.contains($0) }
            #expect(coloured == !noColour, "\(screen)")
            #expect(screen.contains("7m"))
            try terminal.press("q")
            try Self.expectRestored(terminal, scratch, status: "0")
        }
    }

    @Test("r renames through habit rename: the name prefilled, Ctrl-U empties, an empty name is refused and the dialog stays, Esc cancels")
    func rename() throws {
        let (terminal, scratch) = try Self.terminal()
        try Self.startTUI(terminal, scratch)
        try terminal.press("r")
        #expect(terminal.waitFor("Rename “Lesen”"))
        #expect(terminal.waitFor("> Lesen▏"))
        try terminal.press("C-u", "Enter")
        #expect(terminal.waitFor("A habit needs a name"))
        #expect(terminal.screen().contains("Rename “Lesen”"))  // still open
        try terminal.type("Bücher lesen")
        try terminal.press("Enter")
        #expect(terminal.waitFor { $0.contains("Bücher lesen") && !$0.contains("▏") })
        #expect(try Self.habits(scratch)[0].name == "Bücher lesen")
        // Esc cancels: nothing changes.
        try terminal.press("r", "BSpace", "BSpace")
        #expect(terminal.waitFor("> Bücher les▏"))  // the dialog is open before Esc is judged
        try terminal.press("Escape")
        #expect(terminal.waitFor { !$0.contains("▏") })
        #expect(try Self.habits(scratch)[0].name == "Bücher lesen")
        // And u takes the rename back, as habit undo.
        try terminal.press("u")
        #expect(terminal.waitFor { $0.contains("📚 Lesen") })
        try terminal.press("q")
        try Self.expectRestored(terminal, scratch, status: "0")
    }

    @Test("d asks the tutorial's question; Enter keeps the habit, and in German j deletes it (not down)")
    func deleteBothAnswers() throws {
        let (terminal, scratch) = try Self.terminal(environment: ["LANG": "de_DE.UTF-8"])
        try Self.startTUI(terminal, scratch, footer: "? Tasten")
        try terminal.press("d")
        #expect(terminal.waitFor("„Lesen“ löschen?"))
        #expect(terminal.waitFor("Alle bisherigen Einträge gehen verloren."))
        try terminal.press("Enter")
        #expect(terminal.waitFor { !$0.contains("löschen?") })
        #expect(try Self.habits(scratch).count == 2)
        try terminal.press("d")
        #expect(terminal.waitFor("„Lesen“ löschen?"))
        try terminal.press("j")
        #expect(terminal.waitFor { !$0.contains("löschen?") && !$0.contains("📚") })
        #expect(try Self.habits(scratch).map(\.name) == ["Meditieren"])
        try terminal.press("q")
        try Self.expectRestored(terminal, scratch, status: "0", footer: "? Tasten")
    }

    @Test("n saves the day's note (habit note), = sets the day's amount (habit log --set), a bad amount is refused in the dialog")
    func noteAndAmount() throws {
        let (terminal, scratch) = try Self.terminal()
        try Self.startTUI(terminal, scratch)
        try terminal.press("n")
        #expect(terminal.waitFor("Note for “Lesen”, Nov 29, 2026"))
        try terminal.type("Ruhig")
        try terminal.press("Enter")
        #expect(terminal.waitFor { !$0.contains("▏") })
        #expect(try Self.habits(scratch)[0].notes[RealBinary.today] == "Ruhig")
        try terminal.press("=")
        #expect(terminal.waitFor("Amount of “Lesen”"))
        try terminal.type("drei")
        try terminal.press("Enter")
        #expect(terminal.waitFor("“drei” is not a number"))
        #expect(terminal.screen().contains("▏"))  // still open
        try terminal.press("C-u")
        try terminal.type("3")
        try terminal.press("Enter")
        #expect(terminal.waitFor { !$0.contains("▏") })
        #expect(try Self.habits(scratch)[0].amounts[RealBinary.today] == Amount(3))
        try terminal.press("q")
        try Self.expectRestored(terminal, scratch, status: "0")
    }

    @Test("S on a habit that is not one to quit says so in the view; A archives the habit, which leaves the list")
    func slipAndArchive() throws {
        let (terminal, scratch) = try Self.terminal()
        try Self.startTUI(terminal, scratch)
        try terminal.press("S")
        #expect(terminal.waitFor("not a habit to quit"))  // the CLI's refusal
        #expect(try Self.habits(scratch)[0].amounts.isEmpty)
        try terminal.press("A")
        #expect(terminal.waitFor { !$0.contains("📚 Lesen") && $0.contains("Meditieren") })
        #expect(try Self.habits(scratch)[0].isArchived)
        try terminal.press("q")
        try Self.expectRestored(terminal, scratch, status: "0")
    }

    @Test("a delete question about a habit another process deleted closes, so its answer cannot delete the next one")
    func questionClosesWhenItsHabitGoes() throws {
        let (terminal, scratch) = try Self.terminal()
        try Self.startTUI(terminal, scratch)
        try terminal.press("d")
        #expect(terminal.waitFor("Delete “Lesen”?"))
        #expect(try RealBinary.run(["delete", "Lesen", "--yes"], in: scratch).status == 0)
        #expect(terminal.waitFor { !$0.contains("Delete “") && !$0.contains("📚") })
        try terminal.press("y")
        try terminal.press("q")
        try Self.expectRestored(terminal, scratch, status: "0")
        #expect(try Self.habits(scratch).map(\.name) == ["Meditieren"])
    }

    @Test("a crash (SIGSEGV, as a Swift trap would be) leaves the terminal as it was and ends as that signal (139)")
    func crash() throws {
        // Swift's crash report off: its length would push the shell's line off the screen.
        let (terminal, scratch) = try Self.terminal(environment: ["SWIFT_BACKTRACE": "enable=no"])
        try Self.startTUI(terminal, scratch)
        kill(try Self.pid(terminal), SIGSEGV)
        try Self.expectRestored(terminal, scratch, status: "139")
    }

    @Test("+ and - add and take back one unit (habit log); on a habit of readings they say they do not apply")
    func plusAndMinus() throws {
        let (terminal, scratch) = try Self.terminal()
        let added = try RealBinary.run(["add", "Gewicht", "--track-only", "--reading", "--unit", "kg"], in: scratch)
        #expect(added.status == 0, "\(added.stderr)")
        try Self.startTUI(terminal, scratch)
        try terminal.press("+", "+")
        #expect(terminal.waitFor("Lesen: 2 today"))
        try terminal.press("-")
        #expect(terminal.waitFor("Lesen: 1 today"))
        #expect(try Self.habits(scratch)[0].amounts[RealBinary.today] == Amount(1))
        // Gewicht, the reading, is the last row.
        try terminal.press("G", "+")
        #expect(terminal.waitFor("records readings, which + and - do not change"))
        #expect(try Self.habits(scratch).first { $0.name == "Gewicht" }?.amounts.isEmpty == true)
        try terminal.press("q")
        try Self.expectRestored(terminal, scratch, status: "0")
    }
}
