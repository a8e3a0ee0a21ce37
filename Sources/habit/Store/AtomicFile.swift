#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a whole file and replacing one so that a crash leaves either the old or the new
/// content, never a torn file.
enum AtomicFile {
    /// What reading found.
    enum ReadResult: Equatable {
        case missing
        case contents([UInt8])
    }

    /// The whole content of `path`, or `.missing` when there is no file.
    static func read(_ path: String) throws(StoreError) -> ReadResult {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return .missing }
            if errno == ENOTDIR { throw .unreadable(path: path, reason: SystemError.current()) }
            throw .unreadable(path: path, reason: SystemError.current())
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: path, reason: SystemError.current()) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw .isDirectory(path: path) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: SystemError.current())
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .contents(bytes)
    }

    /// Replaces `path` with `bytes`: writes a temporary file in the same folder (owner-only),
    /// flushes it to disk, renames it over `path` and flushes the folder.
    static func write(_ bytes: [UInt8], to path: String) throws(StoreError) {
        let temporary = path + ".tmp-\(getpid())"
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .writeFailed(path: path, reason: SystemError.current()) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress.map { $0 + written }, $0.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = SystemError.current()
                close(descriptor)
                unlink(temporary)
                throw .writeFailed(path: path, reason: reason)
            }
            written += count
        }
        guard fsync(descriptor) == 0 else {
            let reason = SystemError.current()
            close(descriptor)
            unlink(temporary)
            throw .writeFailed(path: path, reason: reason)
        }
        guard close(descriptor) == 0 else {
            let reason = SystemError.current()
            unlink(temporary)
            throw .writeFailed(path: path, reason: reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = SystemError.current()
            unlink(temporary)
            throw .writeFailed(path: path, reason: reason)
        }
        syncFolder(of: path)
    }

    /// Creates the folders leading to `path` (owner-only), like `mkdir -p`.
    static func createFolders(for path: String) throws(StoreError) {
        var prefix = ""
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        for (index, part) in parts.enumerated() {
            prefix += index == 0 ? String(part) : "/" + part
            guard !prefix.isEmpty, !part.isEmpty, part != "." else { continue }
            if mkdir(prefix, 0o700) != 0, errno != EEXIST {
                throw .writeFailed(path: path, reason: SystemError.current())
            }
        }
    }

    /// The file `path` names: where it points when it is a symbolic link to an existing file,
    /// else `path` itself.
    static func resolvingLink(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK, let resolved = realpath(path, nil) else {
            return path
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder part of `path`: "." for a bare file name.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func syncFolder(of path: String) {
        let descriptor = open(folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
