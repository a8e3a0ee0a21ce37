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
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        systemRead(descriptor, buffer, count)
    }

    /// `write(2)`: writes up to `count` bytes from `buffer`; the byte count, -1 on error.
    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        systemWrite(descriptor, buffer, count)
    }

    /// Writes all of `bytes` to `descriptor`, again after an interruption and after a short
    /// write; the `errno` of a failure, `nil` when everything was written.
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
        writeAll(descriptor, bytes[...])
    }

    /// ``writeAll(_:_:)`` for a part of an array.
    static func writeAll(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> Int32? {
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
    static func synchronize(_ descriptor: Int32) -> Int32 {
        #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return 0 }
        #endif
        return fsync(descriptor)
    }

    /// The names in the folder `path` (without `.` and `..`), `nil` when it cannot be listed.
    static func folderEntries(_ path: String) -> [String]? {
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
