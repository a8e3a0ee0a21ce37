import HabitBuild
import HabitCLI
import HabitCore
import HabitSystem

extension World {
    /// The real world of this process: its arguments, environment, clock, time zone and
    /// terminal, read once. (The clock is `HABIT_NOW` when a test sets it; see
    /// ``World/fixedNow(_:)``.)
    static func current(_ streams: StandardStreams) -> World {
        let environment = Platform.environment()
        // A question goes to standard error and its answer comes from the terminal.
        let askOnTerminal: @Sendable (String) -> String? = { question in
            streams.notice(question)
            return readLine(strippingNewline: true)
        }
        var world = World(
            arguments: Array(CommandLine.arguments.dropFirst()),
            environment: environment,
            now: World.fixedNow(environment) ?? Date(),
            timeZone: SystemTimeZone(),
            stdoutIsTerminal: Platform.isTerminal(STDOUT_FILENO),
            stderrIsTerminal: Platform.isTerminal(STDERR_FILENO),
            terminalColumns: Platform.terminalColumns(),
            ask: Platform.isTerminal(STDIN_FILENO) ? askOnTerminal : nil,
            readStandardInput: { streams.readInput(limit: World.inputLimit) },
            notice: { streams.notice($0) })
        world.unusableTimeZone = World.timeZoneOutOfRange(environment)
        world.writeStandardOutput = { streams.output($0) }
        let commit = String(cString: habit_build_commit())
        world.commit = commit.isEmpty ? nil : commit
        world.executablePath = Platform.executablePath()
        return world
    }
}
