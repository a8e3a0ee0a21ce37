import HabitStore
import HabitSystem
import HabitText
/// What a run of `habit` produces: the text for each stream and the exit code.
///
/// Two outputs are equal when they show the same text and end with the same code;
/// ``savedChange`` is the edge's bookkeeping for a report that cannot be written.
public struct Output: Equatable, Sendable {
    /// The text for standard output.
    public var stdout = ""
    /// The text for standard error.
    public var stderr = ""
    /// The process's exit code.
    public var exitCode = ExitCode.success
    /// Whether the command changed the data file (or would have, had it been needed): then a
    /// failure to print its report does not turn its exit code into a failure, since running
    /// it again (a `toggle`) would not be the same.
    public var savedChange = false
    /// The `errno` of a write to standard output that failed while the command ran (a page
    /// written as it was made, ``World/writeStandardOutput``): reported as a failure to write
    /// ``stdout`` would be.
    public var stdoutFailure: Int32? = nil
    /// The language the run decided (its code), in which the edge says that the output could
    /// not be written; nil before it was decided.
    public var languageCode: String? = nil

    /// Whether both show the same text on both streams and end with the same code.
    public static func == (left: Output, right: Output) -> Bool {
        left.stdout == right.stdout && left.stderr == right.stderr && left.exitCode == right.exitCode
    }

    /// Appends `line` and a newline to standard output.
    mutating func print(_ line: String = "") {
        stdout += line + "\n"
    }

    /// An output that carries only an error sentence on standard error.
    static func failure(_ message: String, _ code: ExitCode) -> Output {
        Output(stdout: "", stderr: message + "\n", exitCode: code)
    }
}
