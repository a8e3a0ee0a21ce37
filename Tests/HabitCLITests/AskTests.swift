import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// A terminal that answers `habit ask`'s questions from a script and records the prompts.
final class ScriptedTerminal: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String?]
    private(set) var prompts: [String] = []
    /// Called with each prompt before it is answered (to look at the data file meanwhile).
    var onPrompt: (@Sendable (String) -> Void)? = nil

    init(_ answers: [String?]) {
        self.answers = answers
    }

    /// The `ask` of a world: the next scripted answer, `nil` (Ctrl-D) when they run out.
    var ask: @Sendable (String) -> String? {
        { [self] prompt in
            onPrompt?(prompt)
            lock.lock()
            defer { lock.unlock() }
            prompts.append(prompt)
            return answers.isEmpty ? nil : answers.removeFirst()
        }
    }
}

/// `habit ask` in-process with a scripted terminal, on Sunday 29 November 2026 (12:00 Berlin).
@Suite struct AskTests {
    /// The keys as shown: `s` only when this build's data file stores skips.
    static let keys = AskCommand.skipsAreStored ? "[y/n/s/?]" : "[y/n/?]"
    static let germanKeys = AskCommand.skipsAreStored ? "[j/n/s/?]" : "[j/n/?]"

    /// Lesen (daily, created Nov 27, never done) and Sport (done yesterday, Nov 28).
    static let lesen = Habit(id: fixtureID(1), name: "Lesen", icon: "📚", color: .blue, created: day("2026-11-27"))
    static let sport = Habit(
        id: fixtureID(2), name: "Sport", icon: "💪", color: .green, created: day("2026-11-01"),
        completions: [day("2026-11-28")])

    private func world(_ answers: [String?], language: String = "en_US.UTF-8") throws -> (TestWorld, ScriptedTerminal) {
        var world = try TestWorld(habits: [Self.lesen, Self.sport], environment: ["LANG": language])
        let terminal = ScriptedTerminal(answers)
        world.ask = terminal.ask
        return (world, terminal)
    }

    @Test("Today first, then earlier days, habit by habit; each answer recorded as given")
    func walksThrough() throws {
        let (world, terminal) = try world(["y", "n", "y", "n"])
        let output = world.run("ask")
        #expect(
            terminal.prompts == [
                "Lesen — today? \(Self.keys) ", "Sport — today? \(Self.keys) ", "Lesen — yesterday? \(Self.keys) ",
                "Lesen — Friday, Nov 27, 2026? \(Self.keys) ",
            ])  // Sport was done yesterday: only today is open
        #expect(output.stdout == "Check-in saved: 2 done, 2 not done, 0 skipped. Take it all back with: habit undo\n")
        let habits = try world.habits()
        #expect(habits[0].isDone(on: day("2026-11-29")))  // y
        #expect(habits[0].isDone(on: day("2026-11-28")))  // y
        #expect(habits[0].answeredNo.contains(day("2026-11-27")))  // n, remembered
        #expect(habits[1].answeredNo.contains(day("2026-11-29")))  // n, remembered
        #expect(world.folder.text("habits.json")?.contains("\"answeredNo\" : [\n        \"2026-11-27\"\n      ]") == true)
        // Asked again: nothing, every due day has an answer.
        let again = world.run("ask")
        #expect(again.stdout == "Nothing to ask: every habit that is due has an answer.\n")
    }

    @Test("? and anything else explain the keys and ask again; q stops and keeps what was answered")
    func keys() throws {
        let (world, terminal) = try world(["?", "y", "maybe", "q"])
        let output = world.run("ask")
        let skip = AskCommand.skipsAreStored ? "s: skip the day (excused) · " : ""
        let help = "y: done · n: not done (not asked again) · \(skip)q or Ctrl-D: stop, keeping the answers · ?: this help"
        #expect(
            terminal.prompts == [
                "Lesen — today? \(Self.keys) ", help + "\nLesen — today? \(Self.keys) ", "Sport — today? \(Self.keys) ",
                help + "\nSport — today? \(Self.keys) ",
            ])
        #expect(try world.habits()[0].isDone(on: day("2026-11-29")))
        #expect(
            output.stdout
                == "Check-in saved: 1 done, 0 not done, 0 skipped. 3 questions left for next time. Take it all back with: habit undo\n")
    }

    @Test("s skips the day", .enabled(if: AskCommand.skipsAreStored, "the data file stores skips once schedules land"))
    func skip() throws {
        let (world, _) = try world(["s", "q"])
        _ = world.run("ask")
        #expect(try world.habits()[0].isSkipped(on: day("2026-11-29")))
    }

    @Test("undo names a skip the check-in made", .enabled(if: AskCommand.skipsAreStored))
    func undoSkip() throws {
        let (world, _) = try world(["s", "q"])
        _ = world.run("ask")
        #expect(world.run("undo").stdout.hasPrefix("“Lesen” is no longer skipped today, skipped "))
        #expect(try world.habits()[0].isSkipped(on: day("2026-11-29")) == false)
    }

    @Test("Without stored skips, s is not offered and explains the keys", .enabled(if: !AskCommand.skipsAreStored))
    func noSkip() throws {
        let (world, terminal) = try world(["s", "q"])
        _ = world.run("ask")
        #expect(terminal.prompts.count == 2)  // s asked again, with the help
        #expect(try world.habits()[0].isSkipped(on: day("2026-11-29")) == false)
    }

    @Test("Ctrl-D at once changes nothing")
    func endOfInput() throws {
        let (world, _) = try world([nil])
        let before = world.folder.bytes("habits.json")
        // The summary starts on a line of its own: the cursor was after the prompt.
        #expect(world.run("ask").stdout == "\nNothing answered; nothing changed.\n")
        #expect(world.folder.bytes("habits.json") == before)
    }

    @Test("Each answer is in the file before the next question is asked")
    func savedAsGiven() throws {
        let (world, terminal) = try world(["y", "y"])
        let file = world.file
        terminal.onPrompt = { prompt in
            guard prompt.hasPrefix("Sport") else { return }
            // Lesen's answer is already saved when Sport is asked about.
            let habits = try? HabitStore(path: file).load().habits
            #expect(habits?[0].isDone(on: day("2026-11-29")) == true)
        }
        _ = world.run("ask", "--back", "0")
        #expect(terminal.prompts.count == 2)  // --back 0: today only
    }

    @Test("undo takes back the whole check-in")
    func undoWhole() throws {
        let (world, _) = try world(["y", "n", "y", "n"])
        let before = try world.habits()
        _ = world.run("ask")
        let undo = world.run("undo")
        #expect(try world.habits() == before)  // all four answers gone
        #expect(undo.stdout.contains("“Lesen” is no longer done yesterday and today"))
        #expect(undo.stdout.contains("“Sport” is unanswered again today"))
    }

    @Test("Without a terminal: exit 2 pointing to check and skip")
    func noTerminal() throws {
        let world = try TestWorld(habits: [Self.lesen])
        let output = world.run("ask")
        #expect(output.exitCode == .usage)
        #expect(
            output.stderr
                == "habit: habit ask asks on a terminal, and standard input is not one; in scripts, use habit check NAME (or habit skip NAME) for each habit.\n"
        )
    }

    @Test("Archived habits are not asked about; the day start moves today")
    func archivedAndDayStart() throws {
        var (world, terminal) = try world(["y"])
        _ = world.run("archive", "Sport")
        world.now = Fixed.moment("2026-11-29T00:30:00Z")  // 01:30 in Berlin
        world.environment["HABIT_DAY_STARTS_AT"] = "4"
        _ = world.run("ask", "--back", "0")
        #expect(terminal.prompts == ["Lesen — today? \(Self.keys) "])
        #expect(try world.habits()[0].isDone(on: day("2026-11-28")))  // "today" is Saturday before 04:00
    }

    @Test("German: j/n/s keys, heute and gestern")
    func german() throws {
        let (world, terminal) = try world(["j", "nein", "j"], language: "de_DE.UTF-8")
        let output = world.run("ask")
        #expect(
            terminal.prompts == [
                "Lesen — heute? \(Self.germanKeys) ", "Sport — heute? \(Self.germanKeys) ", "Lesen — gestern? \(Self.germanKeys) ",
                "Lesen — Freitag, 27. Nov. 2026? \(Self.germanKeys) ",
            ])
        #expect(
            output.stdout
                == "\nEingecheckt: 2 erledigt, 1 nicht erledigt, 0 ausgelassen. 1 Frage bleibt fürs nächste Mal. Alles zurücknehmen mit: habit undo\n"
        )
    }

    @Test("--back must be a whole number from 0 to 366")
    func badBack() throws {
        let (world, _) = try world([])
        #expect(world.run("ask", "--back", "-1").exitCode == .usage)
        #expect(world.run("ask", "--back", "367").exitCode == .usage)
    }
}
