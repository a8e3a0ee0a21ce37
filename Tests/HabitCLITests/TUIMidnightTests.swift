import Foundation
import HabitCore
import HabitTestSupport
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitCLI
@testable import HabitStore

/// `habit tui` left open over midnight moves to the new day by itself: run for real in tmux
/// under Debian's `faketime`, whose clock starts a few seconds before midnight and runs on.
@Suite(
    .enabled(if: TmuxTerminal.path != nil, "needs tmux (apt-get install tmux) to run habit tui in a real terminal"),
    .enabled(if: FileManager.default.isExecutableFile(atPath: BinaryClock.faketimePath), "needs faketime"),
    .enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct TUIMidnightTests {
    /// Starts `habit tui` at `moment` (the clock then running on) in `zone`, `extra` set in its
    /// environment; Lesen is done on Sunday 29 November 2026, Meditieren is not.
    static func start(at moment: String, zone: String, extra: [String: String] = [:]) throws -> (TmuxTerminal, ScratchFolder) {
        let (terminal, scratch) = try TUIEndToEndTests.terminal(environment: extra.merging(["TZ": zone]) { own, _ in own })
        var habits = try TUIEndToEndTests.habits(scratch)
        _ = try habits[0].check(on: RealBinary.today, today: RealBinary.today)
        try scratch.write(StoreFormat.encode(HabitCollection(habits: habits)), to: "data/habits.json")
        let epoch = Int(Fixed.moment(moment).timeIntervalSince1970)
        // An empty HABIT_NOW is ignored: the binary reads the clock, which faketime moves.
        let line =
            "HABIT_NOW= \(BinaryClock.faketimePath) @\(epoch) \(TmuxTerminal.quoted(RealBinary.path)) tui; echo $? > status"
        try terminal.type("cd \(TmuxTerminal.quoted(scratch.path)) && " + line)
        try terminal.press("Enter")
        return (terminal, scratch)
    }

    @Test("the list of Sunday becomes Monday's at midnight: 1 of 2 done, then 0 of 2")
    func midnight() throws {
        let (terminal, scratch) = try Self.start(at: "2026-11-29T23:59:57+01:00", zone: "Europe/Berlin")
        #expect(terminal.waitFor("1 of 2 done today"), "before midnight: \(terminal.screen())")
        #expect(terminal.waitFor("0 of 2 done today", timeout: 20), "after midnight: \(terminal.screen())")
        try terminal.press("q")
        #expect(terminal.waitForFile("status") == "0")
        _ = scratch
    }

    @Test("with the day starting at 4:00, midnight changes nothing and 4:00 does")
    func dayStartsAtFour() throws {
        // 3:59:57 on Monday is still Sunday's day; three seconds later Monday's begins.
        let (terminal, _) = try Self.start(
            at: "2026-11-30T03:59:57+01:00", zone: "Europe/Berlin", extra: ["HABIT_DAY_STARTS_AT": "4"])
        #expect(terminal.waitFor("1 of 2 done today"), "before 4:00: \(terminal.screen())")
        #expect(terminal.waitFor("0 of 2 done today", timeout: 20), "after 4:00: \(terminal.screen())")
        try terminal.press("q")
        #expect(terminal.waitForFile("status") == "0")
    }
}
