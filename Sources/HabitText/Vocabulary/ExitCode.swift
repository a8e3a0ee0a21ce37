/// The exit-code contract, the same in `habit --help` and the README.
public enum ExitCode: Int32, CaseIterable, Sendable {
    /// Success.
    case success = 0
    /// A query's answer is "no" (for the scripting commands).
    case no = 1
    /// Usage error: unknown command or option, missing or bad argument, bad date.
    case usage = 2
    /// The data said no or failed: unknown or ambiguous habit, name taken, unreadable or
    /// corrupt file, write failed.
    case data = 3
}
