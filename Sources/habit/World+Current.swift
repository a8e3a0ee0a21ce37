import Foundation
import HabitCLI

extension World {
    /// The real world of this process: its arguments, environment, clock, time zone and
    /// terminal, read once. (The clock is `HABIT_NOW` when a test sets it; see
    /// ``World/fixedNow(_:)``.)
    static func current(_ streams: StandardStreams) -> World {
        let environment = ProcessInfo.processInfo.environment
        var world = World(
            arguments: Array(CommandLine.arguments.dropFirst()),
            environment: environment,
            now: World.fixedNow(environment) ?? Date(),
            timeZone: World.userTimeZone(environment),
            stdoutIsTerminal: Platform.isTerminal(STDOUT_FILENO),
            stderrIsTerminal: Platform.isTerminal(STDERR_FILENO),
            terminalColumns: Platform.terminalColumns(),
            ask: Platform.isTerminal(STDIN_FILENO) ? askOnTerminal : nil,
            readStandardInput: { streams.readInput(limit: World.inputLimit) },
            notice: { streams.notice($0) })
        world.unusableTimeZone = World.timeZoneOutOfRange(environment)
        return world
    }

    /// Writes `question` on standard error and reads one line of the answer.
    @Sendable private static func askOnTerminal(_ question: String) -> String? {
        FileHandle.standardError.write(Data(question.utf8))
        return readLine(strippingNewline: true)
    }
}
