import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

/// The Python that drives the pseudo-terminal.
private let pythonPath = "/usr/bin/python3"

/// `habit ask` through a real pseudo-terminal: the binary runs under Python's `pty`, which types
/// each answer when a question ends in "] ", and Ctrl-D when the answers run out. The clock is
/// fixed at Sunday 29 November 2026, 11:00 UTC.
@Suite(.enabled(if: RealBinary.isBuilt && FileManager.default.isExecutableFile(atPath: pythonPath)))
struct AskTerminalTests {
    static let python = pythonPath

    static let driver = """
        import os, pty, select, sys
        binary, args = sys.argv[1], sys.argv[2:]
        answers = [a for a in os.environ.pop("ASK_ANSWERS").split(",") if a]
        pid, fd = pty.fork()
        if pid == 0:
            os.execv(binary, [binary] + args)
        out, pending, sent = b"", b"", 0
        while True:
            ready, _, _ = select.select([fd], [], [], 20)
            if not ready:
                break
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                break
            if not chunk:
                break
            out += chunk
            pending += chunk
            if pending.endswith(b"] "):
                pending = b""
                if sent < len(answers):
                    os.write(fd, answers[sent].encode() + b"\\n")
                    sent += 1
                else:
                    os.write(fd, b"\\x04")
        _, status = os.waitpid(pid, 0)
        sys.stdout.write(out.decode("utf-8", "replace").replace("\\r", ""))
        sys.exit(os.waitstatus_to_exitcode(status))
        """

    /// Runs `habit ask` on a terminal in `language`, typing `answers`, with Lesen (created Friday)
    /// in the data file.
    private func ask(_ answers: [String], language: String) throws -> (RealBinary.Outcome, HabitCollection) {
        let scratch = try ScratchFolder()
        let lesen = Habit(id: fixtureID(1), name: "Lesen", icon: "📚", color: .blue, created: day("2026-11-27"))
        try scratch.write(StoreFormat.encode(HabitCollection(habits: [lesen])), to: "data/habits.json")
        try scratch.write(Self.driver, to: "driver.py")
        var environment = RealBinary.environment(for: scratch)
        environment["LANG"] = language
        environment["ASK_ANSWERS"] = answers.joined(separator: ",")
        let outcome = try RealBinary.run(
            ["ask"], in: scratch, environment: environment, launcher: [Self.python, scratch.file("driver.py")])
        return (outcome, try HabitStore(path: scratch.dataFile).load())
    }

    @Test func englishCheckInOnATerminal() throws {
        let (outcome, habits) = try ask(["y", "n"], language: "C.UTF-8")
        #expect(outcome.status == 0)
        let keys = AskTests.keys
        #expect(outcome.stdout.contains("Lesen — today? \(keys) y\n"))  // asked, and the answer echoed
        #expect(outcome.stdout.contains("Lesen — yesterday? \(keys) n\n"))
        #expect(outcome.stdout.contains("Lesen — Friday, Nov 27, 2026? \(keys) "))  // then Ctrl-D
        #expect(outcome.stdout.hasSuffix("Check-in saved: 1 done, 1 not done, 0 skipped. 1 question left for next time. Take it all back with: habit undo\n"))
        #expect(habits.habits[0].isDone(on: day("2026-11-29")))
        #expect(habits.habits[0].answeredNo.contains(day("2026-11-28")))
    }

    @Test func germanCheckInOnATerminal() throws {
        let (outcome, habits) = try ask(["j", "q"], language: "de_DE.UTF-8")
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("Lesen — heute? \(AskTests.germanKeys) j\n"))
        #expect(outcome.stdout.contains("Lesen — gestern? \(AskTests.germanKeys) q\n"))
        #expect(outcome.stdout.hasSuffix("Eingecheckt: 1 erledigt, 0 nicht erledigt, 0 ausgelassen. 2 Fragen bleiben fürs nächste Mal. Alles zurücknehmen mit: habit undo\n"))
        #expect(habits.habits[0].isDone(on: day("2026-11-29")))
    }

    @Test func withoutATerminalItPointsToCheckAndSkip() throws {
        let scratch = try ScratchFolder()
        let outcome = try RealBinary.run(["ask"], in: scratch)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("use habit check NAME (or habit skip NAME)"))
    }
}
