import HabitCore
import HabitStore
import HabitSystem

/// Everything `habit` reads from the world, read once at the edge and passed down: the
/// arguments, the environment, the clock, the time zone and the terminal.
public struct World: Sendable {
    /// The arguments after the program name.
    public var arguments: [String]
    /// The environment variables.
    public var environment: [String: String]
    /// The current instant.
    public var now: Date
    /// The user's time zone (from `TZ`, else the system's): ``SystemTimeZone`` for the real
    /// world, any `TimeZone` in tests.
    public var timeZone: any UTCOffsets
    /// Whether standard output is a terminal.
    public var stdoutIsTerminal: Bool
    /// Whether standard error is a terminal.
    public var stderrIsTerminal: Bool
    /// The terminal's width in columns, if standard output is one.
    public var terminalColumns: Int?
    /// Asks a question on the terminal and reads the answer; `nil` when standard input is not
    /// a terminal.
    public var ask: (@Sendable (String) -> String?)?
    /// Reads all of standard input (for `habit import -`); `nil` reads nothing.
    public var readStandardInput: (@Sendable () -> [UInt8])? = nil
    /// Writes a notice to standard error at once, while the command is still running (that it
    /// is waiting for another `habit`'s lock); `nil` drops notices.
    public var notice: (@Sendable (String) -> Void)? = nil
    /// Writes bytes to standard output at once, while the command is still running, for output
    /// too large to hold whole (`habit report`, `habit export --format csv`); the `errno` of a
    /// failure, `nil` on success. `nil` (in tests) collects the output in ``Output/stdout``.
    public var writeStandardOutput: (@Sendable ([UInt8]) -> Int32?)? = nil
    /// `TZ` and its offset in seconds when that offset is beyond what a time zone can have
    /// (see ``timeZoneOutOfRange(_:)``); every command but help then refuses to run.
    public var unusableTimeZone: (text: String, seconds: Int)? = nil
    /// Makes the id of a new habit: a random UUID, or a sequence in tests so that they can
    /// compare whole files.
    public var makeID: @Sendable () -> UUID = { UUID() }
    /// The commit the executable was built from, as the build recorded it (`make` does, from
    /// git); `nil` when it recorded none. A fact of the binary, read at the edge like the rest.
    public var commit: String? = nil
    /// The absolute path of the running `habit` binary, for the timer that `habit remind
    /// --install` sets up to run it; `nil` when it cannot be told.
    public var executablePath: String? = nil

    /// A world with these facts; the executable's `World.current()` reads the real one.
    public init(
        arguments: [String], environment: [String: String], now: Date, timeZone: any UTCOffsets,
        stdoutIsTerminal: Bool, stderrIsTerminal: Bool, terminalColumns: Int?,
        ask: (@Sendable (String) -> String?)?, readStandardInput: (@Sendable () -> [UInt8])? = nil,
        notice: (@Sendable (String) -> Void)? = nil, makeID: @escaping @Sendable () -> UUID = { UUID() }
    ) {
        self.arguments = arguments
        self.environment = environment
        self.now = now
        self.timeZone = timeZone
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.terminalColumns = terminalColumns
        self.ask = ask
        self.readStandardInput = readStandardInput
        self.notice = notice
        self.makeID = makeID
    }

    /// The most that `habit import -` reads from standard input: the size limit of a data file.
    /// (One byte more is read, to tell that the input is larger.)
    public static var inputLimit: Int { AtomicFile.maximumSize }

    /// The width to lay text out in: `COLUMNS` when it is a positive number, else the
    /// terminal's, else 80.
    var width: Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return terminalColumns ?? 80
    }

    /// Whether ``width`` is the terminal's or `COLUMNS`', not the fallback.
    var widthIsKnown: Bool {
        environment["COLUMNS"].flatMap(Int.init).map { $0 > 0 } == true || terminalColumns != nil
    }

    /// The name of the test hook that fixes the clock (see ``fixedNow(_:)``).
    public static let fixedNowVariable = "HABIT_NOW"

    /// The instant `HABIT_NOW` names, for tests only: the end-to-end tests set it to an instant in
    /// ISO 8601 with a zone (`2026-11-29T11:00:00Z`), so that the binary's "today" is theirs and
    /// no test races midnight. `nil` when it is unset (as for every user) or not such an instant;
    /// the clock is read then.
    public static func fixedNow(_ environment: [String: String]) -> Date? {
        guard let text = environment[fixedNowVariable], !text.isEmpty else { return nil }
        return ISO8601Instant.parse(text)
    }

    /// The offset from UTC, in seconds, that the C library reads from `TZ` now.
    private static func cLibraryOffset() -> Int? {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return nil }
        return Int(parts.tm_gmtoff)
    }

    /// The most hours from UTC a time zone may be.
    static let maximumOffsetHours = 18

    /// When `TZ` names an offset the C library accepts (up to 24:59 hours) but a time zone
    /// cannot have (more than ``maximumOffsetHours``), the `TZ` text and that offset in seconds:
    /// `habit` refuses it with a sentence rather than silently using another zone.
    public static func timeZoneOutOfRange(_ environment: [String: String]) -> (text: String, seconds: Int)? {
        guard let text = environment["TZ"], !text.isEmpty, let offset = cLibraryOffset(),
            abs(offset) > maximumOffsetHours * 3600
        else { return nil }
        return (text, offset)
    }
}
