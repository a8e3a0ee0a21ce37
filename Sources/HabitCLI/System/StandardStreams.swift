import HabitStore
import HabitSystem
import HabitText
/// Standard input, output and error as the executable uses them: read with a limit, written
/// without ever crashing, whatever they are connected to (a full disk, a closed descriptor, a
/// pipe whose reader left).
public struct StandardStreams: Sendable {
    /// The descriptors among 0, 1 and 2 that were closed when the process started.
    private let closed: Set<Int32>

    /// Prepares the streams: a write to a pipe whose reader has gone returns `EPIPE` instead of
    /// killing the process, and a closed standard descriptor is held on `/dev/null`, so that no
    /// file the command opens (the data file, its lock) can take its number and receive its
    /// text; writes to it still count as failed.
    public static func claim() -> StandardStreams {
        signal(SIGPIPE, SIG_IGN)
        var closed = Set<Int32>()
        for descriptor: Int32 in [0, 1, 2] where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            let placeholder = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if placeholder >= 0, placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
            closed.insert(descriptor)
        }
        return StandardStreams(closed: closed)
    }

    /// Reads standard input to its end, but never more than `limit + 1` bytes: one byte more
    /// than allowed says that the input is too large without holding all of it.
    public func readInput(limit: Int) -> [UInt8] {
        guard !closed.contains(0) else { return [] }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { Platform.read(0, $0.baseAddress, wanted) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// Writes a notice to standard error at once; a failure is ignored (the command's own
    /// result is reported at the end).
    public func notice(_ text: String) {
        _ = write(text, to: 2)
    }

    /// Writes `bytes` to standard output at once (a page written as it is made); the `errno` of
    /// a failure, `nil` on success.
    public func output(_ bytes: [UInt8]) -> Int32? {
        guard !bytes.isEmpty else { return nil }
        guard !closed.contains(1) else { return EBADF }
        return Platform.writeAll(1, bytes)
    }

    /// Writes `output`'s text and returns the exit code to end with: the command's own, or 3
    /// when its report could not be written (one line on standard error says so, when standard
    /// error works). A command that saved its change keeps its code, since running it again
    /// would not be the same. A reader that stopped reading (`habit export | head -1`) is no
    /// error: the rest is dropped quietly, as Unix tools do.
    public func emit(_ output: Output, environment: [String: String]) -> Int32 {
        var code = output.exitCode
        var errorText = output.stderr
        let outputProblem = output.stdoutFailure ?? write(output.stdout, to: 1)
        if let problem = outputProblem, problem != EPIPE {
            if !output.savedChange { code = .data }
            let language = output.languageCode.flatMap(Languages.named) ?? Languages.early(from: environment)
            let reason = SystemError.describe(problem)
            errorText += ErrorReport.line(language.text(.outputFailed(reason: reason, saved: output.savedChange))) + "\n"
        }
        if let problem = write(errorText, to: 2), problem != EPIPE, !output.savedChange { code = .data }
        return code.rawValue
    }

    /// Writes all of `text` to `descriptor`; the `errno` of a failure, `nil` on success.
    private func write(_ text: String, to descriptor: Int32) -> Int32? {
        guard !text.isEmpty else { return nil }
        guard !closed.contains(descriptor) else { return EBADF }
        return Platform.writeAll(descriptor, Array(text.utf8))
    }
}
