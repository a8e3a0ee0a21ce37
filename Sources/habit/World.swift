import Foundation
import HabitCore

#if canImport(Glibc)
    import Glibc
#endif

/// Everything `habit` reads from the world, read once at the edge and passed down: the
/// arguments, the environment, the clock, the time zone and the terminal.
struct World: Sendable {
    /// The arguments after the program name.
    var arguments: [String]
    /// The environment variables.
    var environment: [String: String]
    /// The current instant.
    var now: Date
    /// The user's time zone (from `TZ`, else the system's).
    var timeZone: TimeZone
    /// Whether standard output is a terminal.
    var stdoutIsTerminal: Bool
    /// Whether standard error is a terminal.
    var stderrIsTerminal: Bool
    /// The terminal's width in columns, if standard output is one.
    var terminalColumns: Int?
    /// Asks a question on the terminal and reads the answer; `nil` when standard input is not
    /// a terminal.
    var ask: (@Sendable (String) -> String?)?
    /// Reads all of standard input (for `habit import -`); `nil` reads nothing.
    var readStandardInput: (@Sendable () -> [UInt8])? = nil

    /// The real world of this process.
    static func current() -> World {
        let stdinIsTerminal = isatty(STDIN_FILENO) == 1
        return World(
            arguments: Array(CommandLine.arguments.dropFirst()),
            environment: ProcessInfo.processInfo.environment,
            now: Date(),
            timeZone: TimeZone.current,
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            terminalColumns: terminalColumns(),
            ask: stdinIsTerminal ? askOnTerminal : nil,
            readStandardInput: { Array(FileHandle.standardInput.readDataToEndOfFile()) })
    }

    /// The width to lay text out in: `COLUMNS` when it is a positive number, else the
    /// terminal's, else 80.
    var width: Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return terminalColumns ?? 80
    }

    private static func terminalColumns() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    @Sendable private static func askOnTerminal(_ question: String) -> String? {
        FileHandle.standardError.write(Data(question.utf8))
        return readLine(strippingNewline: true)
    }
}
