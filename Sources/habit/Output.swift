/// What a run of `habit` produces: the text for each stream and the exit code.
struct Output: Equatable, Sendable {
    var stdout = ""
    var stderr = ""
    var exitCode = ExitCode.success

    /// Appends `line` and a newline to standard output.
    mutating func print(_ line: String = "") {
        stdout += line + "\n"
    }

    /// An output that carries only an error sentence on standard error.
    static func failure(_ message: String, _ code: ExitCode) -> Output {
        Output(stdout: "", stderr: message + "\n", exitCode: code)
    }
}
