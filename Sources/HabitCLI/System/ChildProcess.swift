import HabitStore
import HabitSystem
/// A program that `habit` starts and waits for: `notify-send`, `sendmail`, the user's
/// `remind-command`, `crontab`, `systemctl`. It gets exactly the environment given, optional
/// bytes on standard input (else `/dev/null`), and a time limit, after which it and everything
/// it started are killed; its standard output and error are kept (up to ``outputLimit`` bytes
/// each).
struct ChildProcess: Sendable {
    /// A name looked up on `PATH` of ``environment``, or a path (anything with a `/`).
    var executable: String
    /// The arguments after the program's name.
    var arguments: [String] = []
    /// Exactly the environment the program gets.
    var environment: [String: String]
    /// What the program reads on standard input; `nil` gives it `/dev/null`.
    var input: [UInt8]? = nil
    /// How long it may run, in seconds, before it is killed.
    var timeout: Double = 30

    /// The most bytes of standard output, and of standard error, that are kept; more is read
    /// and dropped, so that the program never blocks on a full pipe.
    static let outputLimit = 1 << 20

    /// How a program ended, and what it wrote.
    struct Finished: Sendable, Equatable {
        /// How it ended.
        let termination: Termination
        /// Its standard output.
        let output: [UInt8]
        /// Its standard error.
        let errorOutput: [UInt8]

        /// Whether it exited with status 0.
        var succeeded: Bool { termination == .exited(0) }

        /// The first non-empty line of standard error, trimmed, if any: what a failed program
        /// usually has to say.
        var firstErrorLine: String? {
            String(decoding: errorOutput, as: UTF8.self).split(whereSeparator: \.isNewline)
                .lazy.map { String($0.drop { $0 == " " || $0 == "\t" }) }.first { !$0.isEmpty }
        }
    }

    /// How a program ended.
    enum Termination: Sendable, Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal with this number ended it.
        case signalled(Int32)
    }

    /// Runs the program to its end (or its time limit). A program that ran and exited, with
    /// any status, is a `.success`; see ``runToSuccess()`` for one that must exit with 0.
    func run() -> Result<Finished, ChildProcessError> {
        guard let path = Self.find(executable: executable, in: environment["PATH"]) else {
            return .failure(.notFound(name: executable))
        }
        return Self.run(
            path: path, name: executable, arguments: arguments, environment: environment, input: input,
            timeout: timeout)
    }

    /// Runs the program and wants it to exit with status 0: any other end is a failure that
    /// says how it ended and the first line it wrote to standard error.
    func runToSuccess() -> Result<Finished, ChildProcessError> {
        run().flatMap { finished in
            finished.succeeded
                ? .success(finished)
                : .failure(.failed(name: executable, termination: finished.termination, message: finished.firstErrorLine))
        }
    }

    /// The path of the executable `name`: `name` itself when it contains a `/` (and is an
    /// executable file), else the first executable file of that name in the folders of `path`
    /// (a `PATH` value, folders separated by `:`; an empty entry is the current folder, as
    /// for the shell). `nil` when there is none.
    static func find(executable name: String, in path: String?) -> String? {
        guard !name.isEmpty else { return nil }
        if name.contains("/") { return isExecutableFile(name) ? name : nil }
        let folders = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false)
        for folder in folders {
            let candidate = folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
            if isExecutableFile(candidate) { return candidate }
        }
        return nil
    }

    /// Whether `path` is a regular file this process may execute.
    private static func isExecutableFile(_ path: String) -> Bool {
        var facts = stat()
        guard stat(path, &facts) == 0, facts.st_mode & S_IFMT == S_IFREG else { return false }
        return access(path, X_OK) == 0
    }

    /// The descriptors of the parent's ends of the three pipes.
    private struct Ends {
        var input: Int32
        var output: Int32
        var error: Int32
    }

    private static func run(
        path: String, name: String, arguments: [String], environment: [String: String], input: [UInt8]?,
        timeout: Double
    ) -> Result<Finished, ChildProcessError> {
        // A child that leaves before reading its input must not end `habit` (the tests run in
        // a process that may not have done this yet).
        signal(SIGPIPE, SIG_IGN)
        var opened: [Int32] = []
        defer { opened.forEach { close($0) } }
        func makePipe() -> (read: Int32, write: Int32)? {
            guard case .success(let ends) = Platform.pipe() else { return nil }
            opened += [ends.read, ends.write]
            return ends
        }
        let nullInput = input == nil ? open("/dev/null", O_RDONLY | O_CLOEXEC) : -1
        if nullInput >= 0 { opened.append(nullInput) }
        let inputPipe = input == nil ? nil : makePipe()
        guard let outputPipe = makePipe(), let errorPipe = makePipe(), input == nil || inputPipe != nil,
            input != nil || nullInput >= 0
        else { return .failure(.cannotStart(name: name, code: errno)) }
        let childInput = inputPipe?.read ?? nullInput
        let spawned = Platform.spawn(
            path, arguments: arguments, environment: environment,
            descriptors: [(childInput, 0), (outputPipe.write, 1), (errorPipe.write, 2)])
        guard case .success(let pid) = spawned else {
            if case .failure(let failure) = spawned { return .failure(.cannotStart(name: name, code: failure.code)) }
            return .failure(.cannotStart(name: name, code: 0))
        }
        // Only the parent's ends stay open here, so that end of file comes when the child
        // (and whatever it started) closes its own.
        for descriptor in [childInput, outputPipe.write, errorPipe.write] { close(descriptor) }
        opened.removeAll { [childInput, outputPipe.write, errorPipe.write].contains($0) }
        let ends = Ends(input: inputPipe?.write ?? -1, output: outputPipe.read, error: errorPipe.read)
        if ends.input >= 0 { _ = fcntl(ends.input, F_SETFL, fcntl(ends.input, F_GETFL) | O_NONBLOCK) }
        return collect(pid: pid, name: name, ends: ends, input: input ?? [], timeout: timeout, opened: &opened)
    }

    /// Feeds the input, reads both outputs and waits for the child, killing its process group
    /// when the time is up.
    private static func collect(
        pid: pid_t, name: String, ends: Ends, input: [UInt8], timeout: Double, opened: inout [Int32]
    ) -> Result<Finished, ChildProcessError> {
        let deadline = Monotonic.seconds() + timeout
        var output: [UInt8] = []
        var errorOutput: [UInt8] = []
        var written = 0
        var open = (input: ends.input, output: ends.output, error: ends.error)
        var status: Int32 = 0
        var exited = false
        var chunk = [UInt8](repeating: 0, count: 1 << 16)

        func closeEnd(_ descriptor: inout Int32) {
            guard descriptor >= 0 else { return }
            close(descriptor)
            opened.removeAll { $0 == descriptor }
            descriptor = -1
        }
        func drain(_ descriptor: inout Int32, into bytes: inout [UInt8]) {
            let count = chunk.withUnsafeMutableBytes { Platform.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { return }
            guard count > 0 else { return closeEnd(&descriptor) }
            bytes.append(contentsOf: chunk[0..<min(count, max(0, outputLimit - bytes.count))])
        }

        var exitedAt = 0.0
        while true {
            if !exited, waitpid(pid, &status, WNOHANG) == pid {
                exited = true
                exitedAt = Monotonic.seconds()
            }
            let now = Monotonic.seconds()
            // Done when the child has exited and its outputs are closed; a grandchild that
            // keeps them open is given a moment after the child's end, not more.
            if exited && ((open.output < 0 && open.error < 0) || now - exitedAt > 0.1) { break }
            if now >= deadline {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
                if !exited { while waitpid(pid, &status, 0) < 0 && errno == EINTR {} }
                return .failure(.timedOut(name: name, seconds: timeout))
            }
            if open.input >= 0 && (written >= input.count || exited) { closeEnd(&open.input) }
            var descriptors: [pollfd] = []
            if open.input >= 0 { descriptors.append(pollfd(fd: open.input, events: Int16(POLLOUT), revents: 0)) }
            if open.output >= 0 { descriptors.append(pollfd(fd: open.output, events: Int16(POLLIN), revents: 0)) }
            if open.error >= 0 { descriptors.append(pollfd(fd: open.error, events: Int16(POLLIN), revents: 0)) }
            // Wake at least every 20 ms to notice the child's exit (no signal handler for it).
            let wait = Int32(max(1, min((deadline - now) * 1000, 20).rounded(.up)))
            let ready = poll(&descriptors, nfds_t(descriptors.count), wait)
            guard ready > 0 else { continue }
            for entry in descriptors where entry.revents != 0 {
                if entry.fd == open.input {
                    let count = input.withUnsafeBytes {
                        Platform.write(entry.fd, $0.baseAddress.map { $0 + written }, $0.count - written)
                    }
                    if count > 0 { written += count }
                    // The child closed its input (EPIPE): what it did not read is not sent.
                    if count < 0 && errno != EAGAIN && errno != EINTR { written = input.count }
                } else if entry.fd == open.output {
                    drain(&open.output, into: &output)
                } else if entry.fd == open.error {
                    drain(&open.error, into: &errorOutput)
                }
            }
        }
        if !exited { while waitpid(pid, &status, 0) < 0 && errno == EINTR {} }
        let signal = status & 0x7f
        let termination: Termination = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
        return .success(Finished(termination: termination, output: output, errorOutput: errorOutput))
    }
}

/// Why a program could not be run to a good end; each case renders to one sentence (the
/// user-facing wording of a delivery goes through the language tables, from these facts).
enum ChildProcessError: Error, Equatable, CustomStringConvertible {
    /// No executable of this name is on `PATH` (or the path is not an executable file).
    case notFound(name: String)
    /// Starting it failed with this `errno`.
    case cannotStart(name: String, code: Int32)
    /// It was still running after this many seconds and was killed.
    case timedOut(name: String, seconds: Double)
    /// It ended otherwise than by exiting with 0, saying `message` on standard error first.
    case failed(name: String, termination: ChildProcess.Termination, message: String?)

    /// The program's name as it was asked for.
    var name: String {
        switch self {
        case .notFound(let name), .cannotStart(let name, _), .timedOut(let name, _), .failed(let name, _, _): name
        }
    }

    /// Whole seconds as a number without a fraction ("30"), others with one ("0.5").
    static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// One English sentence (for logs and tests).
    var description: String {
        switch self {
        case .notFound(let name): "\(name) was not found on PATH."
        case .cannotStart(let name, let code): "\(name) could not be started: \(SystemError.describe(code))."
        case .timedOut(let name, let seconds): "\(name) did not finish in \(Self.seconds(seconds)) s and was stopped."
        case .failed(let name, .exited(let status), let message):
            "\(name) failed with exit status \(status)" + (message.map { ": \($0)" } ?? "") + "."
        case .failed(let name, .signalled(let signal), let message):
            "\(name) was ended by signal \(signal)" + (message.map { ": \($0)" } ?? "") + "."
        }
    }
}
