import Foundation
import HabitCore
import HabitTestSupport
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitCLI
@testable import HabitStore

/// The add and edit forms of `habit tui` run for real in a terminal (tmux).
@Suite(
    .enabled(if: TmuxTerminal.path != nil, "needs tmux (apt-get install tmux) to run habit tui in a real terminal"),
    .enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct TUIFormEndToEndTests {
    @Test("a adds a habit as habit add does (a bad schedule refused in the view, the form kept); habit undo in a shell takes it back")
    func add() throws {
        let (terminal, scratch) = try TUIEndToEndTests.terminal()
        try TUIEndToEndTests.startTUI(terminal, scratch)
        try terminal.press("a")
        #expect(terminal.waitFor("New habit"))
        try terminal.type("Laufen")
        try terminal.press("Tab")
        try terminal.type("🏃")
        try terminal.press("Tab", "Tab")
        try terminal.type("--per-week 9")
        try terminal.press("Enter")
        // habit add's own refusal, in the status line; the form stays open.
        #expect(terminal.waitFor { $0.contains("“9” is not a number of days a week") && $0.contains("New habit") }, "\(terminal.screen())")
        #expect(try TUIEndToEndTests.habits(scratch).count == 2)
        try terminal.press("BSpace")
        try terminal.type("3")
        try terminal.press("Enter")
        #expect(terminal.waitFor { $0.contains("Laufen") && !$0.contains("New habit") })
        let added = try #require(try TUIEndToEndTests.habits(scratch).first { $0.name == "Laufen" })
        #expect(added.schedule == .perWeek(3))
        #expect(added.icon == "🏃")
        // The new habit is the selected one: Space checks Laufen.
        try terminal.press("Space")
        #expect(terminal.waitFor { _ in (try? TUIEndToEndTests.habits(scratch).first { $0.name == "Laufen" }?.isDone(on: RealBinary.today)) == true })
        // From another process: two undos take the check and the add back, and the view follows.
        for _ in 0..<2 {
            let undo = try RealBinary.run(["undo"], in: scratch)
            #expect(undo.status == 0, "\(undo.stderr)")
        }
        #expect(terminal.waitFor("0 of 2 done today"), "\(terminal.screen())")
        try terminal.press("q")
        try TUIEndToEndTests.expectRestored(terminal, scratch, status: "0")
    }

    @Test("e edits the selected habit as habit edit does: its schedule, goal and tags; Esc leaves it as it was")
    func edit() throws {
        let (terminal, scratch) = try TUIEndToEndTests.terminal(environment: ["HABIT_LANGUAGE": "de"])
        try TUIEndToEndTests.startTUI(terminal, scratch, footer: "? Tasten")
        try terminal.press("e")
        #expect(terminal.waitFor("„Lesen“ bearbeiten"))
        try terminal.press("Escape")
        #expect(terminal.waitFor { !$0.contains("bearbeiten") })
        try terminal.press("e")
        #expect(terminal.waitFor("„Lesen“ bearbeiten"))
        try terminal.press("Down", "Down", "C-u")
        try terminal.type("--every 2")
        try terminal.press("Down")
        try terminal.type("--goal 20 --unit Seiten")
        try terminal.press("Down")
        try terminal.type("abends")
        try terminal.press("Enter")
        #expect(terminal.waitFor { !$0.contains("bearbeiten") && $0.contains("abends") })
        let lesen = try #require(try TUIEndToEndTests.habits(scratch).first { $0.name == "Lesen" })
        #expect(lesen.schedule == .every(2))
        #expect(lesen.goal == (try Goal(.atLeast, Amount(20), unit: "Seiten")))
        #expect(lesen.tags == ["abends"])
        try terminal.press("q")
        try TUIEndToEndTests.expectRestored(terminal, scratch, status: "0", footer: "? Tasten")
    }

    @Test("with no habits the list says to press a, and a adds the first")
    func first() throws {
        let (terminal, scratch) = try TUIEndToEndTests.terminal()
        try scratch.write(StoreFormat.encode(HabitCollection(habits: [])), to: "data/habits.json")
        try TUIEndToEndTests.startTUI(terminal, scratch)
        #expect(terminal.waitFor("Press a to add your first one."))
        try terminal.press("a")
        try terminal.type("Meditieren")
        try terminal.press("Enter")
        #expect(terminal.waitFor { $0.contains("Meditieren") && $0.contains("0 of 1") })
        try terminal.press("q")
        try TUIEndToEndTests.expectRestored(terminal, scratch, status: "0")
    }
}
