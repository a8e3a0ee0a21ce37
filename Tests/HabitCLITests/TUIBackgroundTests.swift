import Foundation
import HabitCore
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitCLI
@testable import HabitSystem

/// `habit tui` continued in the background (`bg` after Ctrl-Z) leaves the terminal to the shell
/// and runs on without it; `fg` brings the list back.
@Suite(
    .enabled(if: TmuxTerminal.path != nil, "needs tmux (apt-get install tmux) to run habit tui in a real terminal"),
    .enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct TUIBackgroundTests {
    @Test("Ctrl-Z, bg: the job runs, the shell keeps the terminal as it was; fg: the list again, and it works")
    func backgroundThenForeground() throws {
        let (terminal, scratch) = try TUIEndToEndTests.terminal()
        try TUIEndToEndTests.startTUI(terminal, scratch)
        try terminal.press("C-z")
        #expect(terminal.waitFor { $0.contains("Stopped") && !$0.contains("? keys") })
        try terminal.type("bg")
        try terminal.press("Enter")
        // Continued in the background, it neither takes the terminal (raw mode, the alternate
        // screen) nor is stopped again for trying to (SIGTTOU).
        try terminal.type("clear; jobs > \(scratch.file("jobs")); stty -a > \(scratch.file("during")); echo ok > \(scratch.file("typed"))")
        try terminal.press("Enter")
        #expect(terminal.waitForFile("typed") == "ok")
        let jobs = scratch.text("jobs") ?? ""
        #expect(jobs.contains("Running"), "\(jobs)")
        #expect(!jobs.contains("Stopped"), "\(jobs)")
        #expect(scratch.text("during") == scratch.text("before"))
        #expect(!terminal.screen().contains("? keys"))
        try terminal.type("fg")
        try terminal.press("Enter")
        #expect(terminal.waitFor("? keys"), "\(terminal.screen())")
        try terminal.press("Space")
        #expect(terminal.waitFor("1 of 2"))
        try terminal.press("q")
        try TUIEndToEndTests.expectRestored(terminal, scratch, status: "0")
    }

    @Test("a terminal that is not the process's controlling one counts as its own (no group to ask)")
    func notControlling() {
        // /dev/null is no terminal: tcgetpgrp fails, and the view goes on as in the foreground.
        let descriptor = open("/dev/null", O_RDONLY)
        defer { close(descriptor) }
        #expect(Platform.isForeground(descriptor))
    }
}
