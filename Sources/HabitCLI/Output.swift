/// What a run of `habit` produces: the text for each stream and the exit code.
public struct Output: Equatable, Sendable {
    /// The text for standard output.
    public var stdout = ""
    /// The text for standard error.
    public var stderr = ""
    /// The process's exit code.
    public var exitCode = ExitCode.success

    /// Appends `line` and a newline to standard output.
    mutating func print(_ line: String = "") {
        stdout += line + "\n"
    }

    /// An output that carries only an error sentence on standard error.
    static func failure(_ message: String, _ code: ExitCode) -> Output {
        Output(stdout: "", stderr: message + "\n", exitCode: code)
    }
}
