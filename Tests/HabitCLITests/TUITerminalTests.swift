import Foundation
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore

/// `habit tui` run for real: refused off a terminal.
@Suite struct TUITerminalTests {
    static let hasTmux = FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")

    @Test("off a terminal, habit tui refuses in one sentence with exit 2")
    func refusesWithoutTerminal() throws {
        let scratch = try ScratchFolder()
        let outcome = try RealBinary.run(["tui"], in: scratch)
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains("habit tui draws on a terminal"))
        #expect(outcome.stderr.split(separator: "\n").count == 1)
    }
}
