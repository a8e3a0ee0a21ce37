// The one seam between Linux and macOS: the only file in Sources that names Glibc or Darwin.
// Everything else calls the C library through what this file exports, and calls `Platform`
// where the two systems differ.

#if canImport(Glibc)
    @_exported import Glibc

    /// The C library's `read(2)` and `write(2)`, which Foundation's names would hide.
    private let systemRead: @Sendable (Int32, UnsafeMutableRawPointer?, Int) -> Int = Glibc.read
    private let systemWrite: @Sendable (Int32, UnsafeRawPointer?, Int) -> Int = Glibc.write
#elseif canImport(Darwin)
    @_exported import Darwin

    private let systemRead: @Sendable (Int32, UnsafeMutableRawPointer?, Int) -> Int = Darwin.read
    private let systemWrite: @Sendable (Int32, UnsafeRawPointer?, Int) -> Int = Darwin.write
#else
    #error("habit builds on Linux (Glibc) and macOS (Darwin) only")
#endif

/// The system calls whose spelling or meaning differs between Linux and macOS.
public enum Platform {
    /// `read(2)`: reads up to `count` bytes into `buffer`; the byte count, 0 at the end, -1 on error.
    public static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        systemRead(descriptor, buffer, count)
    }

    /// `write(2)`: writes up to `count` bytes from `buffer`; the byte count, -1 on error.
    public static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        systemWrite(descriptor, buffer, count)
    }

    /// Writes all of `bytes` to `descriptor`, again after an interruption and after a short
    /// write; the `errno` of a failure, `nil` when everything was written.
    public static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
        writeAll(descriptor, bytes[...])
    }

    /// ``writeAll(_:_:)`` for a part of an array.
    public static func writeAll(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> Int32? {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress.map { $0 + written }, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += count
        }
        return nil
    }

    /// Flushes a file (or folder) to the disk itself. On macOS `fsync` reaches only the drive's
    /// cache, so `F_FULLFSYNC` is asked for first (falling back to `fsync` where the file
    /// system does not support it); on Linux `fsync` is enough. Returns 0 on success.
    public static func synchronize(_ descriptor: Int32) -> Int32 {
        #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return 0 }
        #endif
        return fsync(descriptor)
    }

    /// The names in the folder `path` (without `.` and `..`), `nil` when it cannot be listed.
    public static func folderEntries(_ path: String) -> [String]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The process's environment variables. On Linux read from the C library's `environ`
    /// (`ProcessInfo` would link code that writes files through `mktemp`, and the static
    /// linker warns about it); of a name given twice, the first counts, as for `getenv`.
    public static func environment() -> [String: String] {
        #if canImport(Glibc)
            var count = 0
            while environ[count] != nil { count += 1 }
            // Room for all at once: growing the table step by step would hash every name again.
            var variables = [String: String](minimumCapacity: count)
            var entry: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = environ
            while let pointer = entry.pointee {
                // Split at the first "=" in the bytes: no grapheme breaking for each of them.
                let bytes = UnsafeBufferPointer(
                    start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
                if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                    let name = String(decoding: bytes[..<equals], as: UTF8.self)
                    if variables[name] == nil {
                        variables[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
                    }
                }
                entry += 1
            }
            return variables
        #else
            return ProcessInfo.processInfo.environment
        #endif
    }

    /// The real user id of this process (for `/run/user/UID`).
    public static func userID() -> UInt32 {
        UInt32(getuid())
    }

    /// The login name of the real user, from the password database; `nil` when it has none.
    public static func userName() -> String? {
        guard let entry = getpwuid(getuid()), let name = entry.pointee.pw_name else { return nil }
        return String(cString: name)
    }

    /// A pipe whose two ends are closed in every program this process starts (`FD_CLOEXEC`):
    /// `(read, write)`, or the `errno` of the failure.
    public static func pipe() -> Result<(read: Int32, write: Int32), SpawnFailure> {
        var ends: [Int32] = [-1, -1]
        // Glibc's pipe2 needs _GNU_SOURCE, which Swift does not set; Darwin has none.
        #if canImport(Glibc)
            let result = Glibc.pipe(&ends)
        #else
            let result = Darwin.pipe(&ends)
        #endif
        if result == 0 { for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) } }
        guard result == 0 else { return .failure(SpawnFailure(code: errno)) }
        return .success((ends[0], ends[1]))
    }

    /// Starts the program at `path` with `arguments` (after its name) and exactly
    /// `environment`; each pair of `descriptors` puts the first (a descriptor of ours) on the
    /// second (0, 1 or 2) in the child. The child is the leader of a process group of its own,
    /// so that everything it starts can be ended with it, and every signal is back to its
    /// default there, none blocked. Returns the process id, or the `errno` of the failure.
    public static func spawn(
        _ path: String, arguments: [String], environment: [String: String], descriptors: [(Int32, Int32)]
    ) -> Result<pid_t, SpawnFailure> {
        // The one difference here: Glibc's file actions and attributes are structs, Darwin's
        // opaque pointers.
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #else
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        for (ours, theirs) in descriptors {
            posix_spawn_file_actions_adddup2(&actions, ours, theirs)
        }
        // Every signal back to its default and none blocked: an ignored SIGPIPE (ours) or
        // SIGTERM (of whoever started us) would otherwise be inherited through exec.
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else { return .failure(SpawnFailure(code: result)) }
        return .success(pid)
    }

    /// A system call that starts a program failed with this `errno`.
    public struct SpawnFailure: Error, Equatable {
        /// The C library's error code.
        public let code: Int32
    }

    /// Whether `descriptor` is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The width of the terminal on standard output, or `nil` when it is not one.
    public static func terminalColumns() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The absolute path of the running executable, links resolved: `/proc/self/exe` on Linux,
    /// `_NSGetExecutablePath` on macOS; `nil` when it cannot be told.
    public static func executablePath() -> String? {
        #if canImport(Glibc)
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            guard count > 0 else { return nil }
            let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
            var size = UInt32(PATH_MAX) + 1
            var buffer = [CChar](repeating: 0, count: Int(size))
            guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
            var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            guard realpath(buffer, &resolved) != nil else { return nil }
            let path = String(cString: resolved)
        #endif
        return path.hasPrefix("/") ? path : nil
    }
}

/// The write end of the pipe the signal handlers of ``Platform/catchSignals(_:)`` write to; -1
/// before. Set before the handlers are installed and never changed after.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// The handler of every caught signal: writes the signal's number to the pipe, keeping `errno`
/// (only async-signal-safe calls, signal-safety(7)).
private let signalToPipe: @convention(c) (Int32) -> Void = { number in
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipeWriteEnd, &byte, 1)
    errno = saved
}

/// `pipe(2)`, which `Platform.pipe` hides inside the enum.
private func makePipe(_ ends: inout [Int32]) -> Int32 {
    pipe(&ends)
}

/// The terminal calls of a full-screen view (`habit tui`): raw mode, the window's size, signals
/// turned into bytes on a pipe, and waiting for input.
extension Platform {
    /// A terminal's settings as they were, to be put back exactly.
    public struct TerminalMode {
        fileprivate let saved: termios
    }

    /// Switches the terminal on `descriptor` to raw mode (cfmakeraw(3): no echo, no line
    /// editing, no signals from keys, no output processing; a read returns after one byte);
    /// the settings before, or `nil` when it is not a terminal.
    public static func enterRawMode(_ descriptor: Int32) -> TerminalMode? {
        var saved = termios()
        guard tcgetattr(descriptor, &saved) == 0 else { return nil }
        var raw = saved
        cfmakeraw(&raw)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else { return nil }
        return TerminalMode(saved: saved)
    }

    /// Puts the terminal on `descriptor` in raw mode again, as ``enterRawMode(_:)`` did from
    /// `mode` (after something else changed it while this process was stopped).
    public static func reenterRawMode(_ mode: TerminalMode, on descriptor: Int32) {
        var raw = mode.saved
        cfmakeraw(&raw)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        _ = tcsetattr(descriptor, TCSANOW, &raw)
    }

    /// Puts back the settings `mode` saved, dropping input not read yet.
    public static func restore(_ mode: TerminalMode, on descriptor: Int32) {
        var saved = mode.saved
        _ = tcsetattr(descriptor, TCSAFLUSH, &saved)
    }

    /// The terminal's size on `descriptor`, `nil` when it cannot be told.
    public static func windowSize(_ descriptor: Int32) -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// The signals a full-screen view handles itself.
    public enum CaughtSignal: Int32, CaseIterable, Sendable {
        case interrupt, terminate, hangUp, resize, suspend, resume

        /// The system's number of the signal.
        public var number: Int32 {
            switch self {
            case .interrupt: return SIGINT
            case .terminate: return SIGTERM
            case .hangUp: return SIGHUP
            case .resize: return SIGWINCH
            case .suspend: return SIGTSTP
            case .resume: return SIGCONT
            }
        }

        /// The signal of a number, `nil` for another one.
        public init?(number: Int32) {
            guard let found = Self.allCases.first(where: { $0.number == number }) else { return nil }
            self = found
        }
    }

    /// Makes each of `signals` write its number (one byte) to a non-blocking pipe instead of its
    /// usual action, and ignores `SIGPIPE`; the pipe's read end, `nil` when no pipe could be made.
    /// A signal this process was started with ignored (`SIGTSTP` where the shell has no job
    /// control, `SIGHUP` under `nohup`) stays ignored. Called once per process.
    public static func catchSignals(_ signals: [CaughtSignal]) -> Int32? {
        var ends: [Int32] = [0, 0]
        guard makePipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        signalPipeWriteEnd = ends[1]
        // Unblocked too: a signal mask is inherited, and a parent may have blocked them.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for caught in signals where !isIgnored(caught) {
            _ = signal(caught.number, signalToPipe)
            sigaddset(&unblocked, caught.number)
        }
        _ = sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        _ = signal(SIGPIPE, SIG_IGN)
        return ends[0]
    }

    /// Whether `caught` is ignored (`SIG_IGN`) now.
    public static func isIgnored(_ caught: CaughtSignal) -> Bool {
        var action = sigaction()
        guard sigaction(caught.number, nil, &action) == 0 else { return false }
        #if canImport(Glibc)
            let handler = action.__sigaction_handler.sa_handler
        #else
            let handler = action.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Stops this process's group as Ctrl-Z in a terminal not in raw mode would (`SIGTSTP` with
    /// its default action), and returns once it is continued (`fg`, `SIGCONT`), with `SIGTSTP`
    /// caught again. The terminal is to be restored before and entered again after.
    public static func suspendProcessGroup() {
        _ = signal(SIGTSTP, SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGTSTP)
        _ = sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        _ = kill(0, SIGTSTP)
        _ = signal(SIGTSTP, signalToPipe)
    }

    /// Whether this process's group is the foreground one of the terminal on `descriptor`, so
    /// that it may change the terminal's settings and draw on it; a process continued in the
    /// background (`bg`) is not, and would be stopped (`SIGTTOU`) for trying. `true` where the
    /// terminal has no group to ask for (it is not this process's controlling terminal).
    public static func isForeground(_ descriptor: Int32) -> Bool {
        let group = tcgetpgrp(descriptor)
        return group < 0 || group == getpgrp()
    }

    /// The signals caught since the last call, read from the pipe `descriptor`.
    public static func caughtSignals(_ descriptor: Int32) -> [CaughtSignal] {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return [] }
        return bytes[..<count].compactMap { CaughtSignal(number: Int32($0)) }
    }

    /// Waits up to `milliseconds` (-1: without end) until one of `descriptors` has something to
    /// read; for each, whether it has (all `false` after the time, or when interrupted).
    public static func waitForInput(_ descriptors: [Int32], milliseconds: Int32) -> [Bool] {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let result = poll(&polled, nfds_t(polled.count), milliseconds)
        guard result > 0 else { return descriptors.map { _ in false } }
        return polled.map { $0.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 }
    }
}

/// What the crash handler puts back: the terminal's settings before raw mode, on this
/// descriptor (-1: nothing to put back), and the bytes that leave the alternate screen. Set
/// before the handler is installed; read only by it.
nonisolated(unsafe) private var crashTerminal = termios()
nonisolated(unsafe) private var crashDescriptor: Int32 = -1
nonisolated(unsafe) private var crashLeaveBytes: UnsafeMutablePointer<UInt8>? = nil
nonisolated(unsafe) private var crashLeaveCount = 0
/// The signals of a crash, and the actions they had before (Swift's backtracer's, or the
/// default), in the same order; allocated once, before the handler is installed.
private let crashSignalCount = 6
nonisolated(unsafe) private var crashSignals: UnsafeMutablePointer<Int32>? = nil
nonisolated(unsafe) private var crashPreviousActions: UnsafeMutablePointer<sigaction>? = nil

/// The handler of a crash (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT; Swift's runtime
/// errors trap): the alternate screen left and the terminal's settings put back, with
/// async-signal-safe calls only, then the action it had before given back and the signal
/// raised again, so the crash report and the exit status are what they would have been.
private let crashToTerminal: @convention(c) (Int32) -> Void = { number in
    if crashDescriptor >= 0 {
        if let bytes = crashLeaveBytes { _ = write(STDOUT_FILENO, bytes, crashLeaveCount) }
        _ = tcsetattr(crashDescriptor, TCSAFLUSH, &crashTerminal)
    }
    if let signals = crashSignals, let previous = crashPreviousActions {
        for index in 0..<crashSignalCount where signals[index] == number {
            _ = sigaction(number, previous + index, nil)
        }
    }
    _ = raise(number)
}

extension Platform {
    /// On a crash, puts the terminal on `descriptor` back as `mode` saved it after writing
    /// `leave` (see ``crashToTerminal``); called again after the settings changed (`fg`).
    public static func restoreOnCrash(_ mode: TerminalMode, on descriptor: Int32, leave: String) {
        crashTerminal = mode.saved
        crashDescriptor = descriptor
        guard crashSignals == nil else { return }
        let bytes = Array(leave.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        buffer.initialize(from: bytes, count: bytes.count)
        crashLeaveBytes = buffer
        crashLeaveCount = bytes.count
        let signals = UnsafeMutablePointer<Int32>.allocate(capacity: crashSignalCount)
        let numbers = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]
        signals.initialize(from: numbers, count: crashSignalCount)
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: crashSignalCount)
        previous.initialize(repeating: sigaction(), count: crashSignalCount)
        crashSignals = signals
        crashPreviousActions = previous
        for index in 0..<crashSignalCount {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = crashToTerminal
            #else
                action.__sigaction_u.__sa_handler = crashToTerminal
            #endif
            action.sa_flags = SA_ONSTACK
            sigemptyset(&action.sa_mask)
            _ = sigaction(numbers[index], &action, previous + index)
        }
    }

    /// The terminal is put back by the program itself: a crash from now on leaves it alone.
    public static func forgetTerminalOnCrash() {
        crashDescriptor = -1
    }
}

extension Platform {
    /// What `stat(2)` says of a file that tells a change apart: its device and inode (a file
    /// replaced by a rename is a new one), its size and the time of its last change to the
    /// nanosecond.
    public struct FileStamp: Equatable, Sendable {
        /// The device the file is on.
        public let device: UInt64
        /// The file's inode on that device.
        public let inode: UInt64
        /// Its size in bytes.
        public let size: Int64
        /// When it last changed: whole seconds since 1970.
        public let seconds: Int64
        /// And the nanoseconds past them.
        public let nanoseconds: Int64
    }

    /// The stamp of the file at `path` (links followed), `nil` when there is none.
    public static func fileStamp(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Glibc)
            let modified = info.st_mtim
        #else
            let modified = info.st_mtimespec
        #endif
        return FileStamp(
            device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
            size: Int64(info.st_size), seconds: Int64(modified.tv_sec), nanoseconds: Int64(modified.tv_nsec))
    }
}

extension Platform {
    /// Gives `caught` its default action again and sends it to this process, which ends it as
    /// that signal ends a program (the shell sees 128 + its number: 130, 143, 129).
    public static func endBy(_ caught: CaughtSignal) -> Never {
        _ = signal(caught.number, SIG_DFL)
        _ = raise(caught.number)
        exit(128 + caught.number)
    }
}
