import HabitSystem
import HabitFormat
/// Reading a whole file and replacing one so that a crash leaves either the old or the new
/// content, never a torn file.
public enum AtomicFile {
    /// What reading found.
    public enum ReadResult: Equatable {
        case missing
        case contents([UInt8])
    }

    /// The largest data file read (``StoreFormat/maximumSize``, 64 MiB).
    public static let maximumSize = StoreFormat.maximumSize

    /// The whole content of `path`, or `.missing` when there is no file.
    ///
    /// Only a regular file is read: a folder, a device such as `/dev/zero` (which never ends) or a
    /// named pipe (which would wait forever for a writer) is refused before reading a byte.
    ///
    /// With `allowingStreams` (for `habit import <(…)`), a pipe or a device is read as well, to
    /// its end or to the size limit.
    public static func read(_ path: String, allowingStreams: Bool = false) throws(StoreError) -> ReadResult {
        // O_NONBLOCK so that opening a named pipe does not wait for a writer; it has no effect on
        // reading a regular file.
        let descriptor = open(path, O_RDONLY | (allowingStreams ? 0 : O_NONBLOCK) | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return .missing }
            if errno == EISDIR { throw .isDirectory(path: path) }
            throw .unreadable(path: path, reason: SystemError.current())
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: path, reason: SystemError.current()) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .isDirectory(path: path)
        default: if !allowingStreams { throw .notAFile(path: path) }
        }
        guard info.st_size <= maximumSize else { throw .tooLarge(path: path, size: Int(info.st_size)) }
        // Straight into an array of the file's size and one byte more (which tells that it grew
        // meanwhile): no buffer to clear, no copy. A stream, or a file still growing, is read on
        // in chunks, never more than one byte past the limit: enough to tell it is too large.
        var bytes: [UInt8] = []
        var wanted = Int(info.st_size) + 1
        while true {
            let room = min(wanted, maximumSize + 1 - bytes.count)
            let (chunk, failure) = readChunk(descriptor, upTo: room)
            if let failure { throw .unreadable(path: path, reason: SystemError.describe(failure)) }
            if bytes.isEmpty { bytes = chunk } else { bytes.append(contentsOf: chunk) }
            guard bytes.count <= maximumSize else { throw .tooLarge(path: path, size: bytes.count) }
            if chunk.count < room { break }
            wanted = 1 << 16
        }
        return .contents(bytes)
    }

    /// Up to `count` bytes from `descriptor`, fewer only at its end; and the `errno` of a
    /// failure, if one stopped the reading.
    private static func readChunk(_ descriptor: Int32, upTo count: Int) -> (bytes: [UInt8], failure: Int32?) {
        var failure: Int32?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
            filled = 0
            while filled < count {
                let got = Platform.read(descriptor, buffer.baseAddress.map { $0 + filled }, count - filled)
                if got < 0, errno == EINTR { continue }
                if got < 0 { failure = errno }
                if got <= 0 { return }
                filled += got
            }
        }
        return (bytes, failure)
    }

    /// The marker between a file's name and the process id in its temporary files'
    /// names: `habits.json.tmp-4711`.
    public static let temporaryMarker = ".tmp-"

    /// Replaces `path` with `bytes`: writes a temporary file in the same folder, readable and
    /// writable by its owner only (0600, whatever the umask), flushes it to disk, renames it
    /// over `path` and flushes the folder. A crash at any moment leaves `path` as it was or as
    /// it is meant to be, plus at most a stray temporary file that
    /// ``removeStaleTemporaries(of:)`` clears.
    ///
    /// `path` is replaced, never followed: a symbolic link there is refused (the caller resolves
    /// the data file's own link first, see ``StoreFiles``), and the temporary file is created
    /// with `O_EXCL | O_NOFOLLOW`, so no link planted by someone else redirects the write.
    /// With `owner`, the new file gets that owner and group (root writing a user's file).
    ///
    /// `syncingFolder: false` leaves the folder's flush to a write that follows at once in the
    /// same folder (the backup, then the data file: one flush makes both renames durable).
    public static func write(
        _ bytes: [UInt8], to path: String, owner: FileOwner? = nil, syncingFolder: Bool = true
    ) throws(StoreError) {
        try write(pieces: [bytes[...]], to: path, owner: owner, syncingFolder: syncingFolder)
    }

    /// ``write(_:to:owner:syncingFolder:)`` with the content in pieces, written one after the
    /// other: the backup is its record and then the data file's own bytes, which need no copy.
    public static func write(
        pieces: [ArraySlice<UInt8>], to path: String, owner: FileOwner? = nil, syncingFolder: Bool = true
    ) throws(StoreError) {
        try write(to: path, owner: owner, syncingFolder: syncingFolder) { write throws(StoreError) in
            for piece in pieces { try write(piece) }
        }
    }

    /// ``write(_:to:owner:syncingFolder:)`` with the content made as it is written: `produce`
    /// is given a function that writes a piece to the temporary file, so a large file (the
    /// report's page) never has to be held whole. When `produce` or a write throws, the
    /// temporary file is removed and `path` is left as it was.
    public static func write(
        to path: String, owner: FileOwner? = nil, syncingFolder: Bool = true,
        producing produce: (_ write: (ArraySlice<UInt8>) throws(StoreError) -> Void) throws(StoreError) -> Void
    ) throws(StoreError) {
        var existing = stat()
        if lstat(path, &existing) == 0, (existing.st_mode & S_IFMT) == S_IFLNK { throw .symbolicLink(path: path) }
        let temporary = path + temporaryMarker + String(getpid())
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .writeFailed(path: path, reason: SystemError.current()) }
        // The mode given to open is reduced by the umask; the data is personal, so set it exactly.
        guard fchmod(descriptor, 0o600) == 0, owner.map({ fchown(descriptor, $0.user, $0.group) == 0 }) ?? true else {
            let reason = SystemError.current()
            close(descriptor)
            unlink(temporary)
            throw .writeFailed(path: path, reason: reason)
        }
        do {
            try produce { piece throws(StoreError) in
                guard let problem = Platform.writeAll(descriptor, piece) else { return }
                throw .writeFailed(path: path, reason: SystemError.describe(problem))
            }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard Platform.synchronize(descriptor) == 0 else {
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
        if syncingFolder { syncFolder(of: path) }
    }

    /// Removes the temporary files that a process killed while writing `path` left behind
    /// (`habits.json.tmp-4711`). Only safe while holding the store's lock: every writer holds it,
    /// so no temporary file seen then is still being written.
    public static func removeStaleTemporaries(of path: String) {
        let folder = folder(of: path)
        let prefix = fileName(of: path) + temporaryMarker
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var stale: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            // Only names this program makes: the prefix followed by a process id.
            guard name.hasPrefix(prefix), !name.dropFirst(prefix.count).isEmpty,
                name.dropFirst(prefix.count).allSatisfy({ $0.isASCII && $0.isNumber })
            else { continue }
            stale.append(name)
        }
        for name in stale {
            unlink(folder == "/" ? "/" + name : folder + "/" + name)
        }
    }

    /// Creates the folders leading to `path`, like `mkdir -p`. Folders it creates are readable
    /// only by their owner (0700, whatever the umask); existing ones are left as they are.
    public static func createFolders(for path: String) throws(StoreError) {
        var prefix = ""
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        for (index, part) in parts.enumerated() {
            prefix += index == 0 ? String(part) : "/" + part
            guard !prefix.isEmpty, !part.isEmpty, part != "." else { continue }
            if mkdir(prefix, 0o700) == 0 {
                chmod(prefix, 0o700)
            } else if errno != EEXIST {
                throw .writeFailed(path: path, reason: SystemError.current())
            }
        }
    }

    /// The folder part of `path`: "." for a bare file name.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// How many names the file at `path` has (hard links); `nil` when there is no file.
    public static func linkCount(of path: String) -> Int? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return Int(info.st_nlink)
    }

    /// The last part of `path`: the file's own name.
    public static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    private static func syncFolder(of path: String) {
        let descriptor = open(folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = Platform.synchronize(descriptor)
        close(descriptor)
    }
}
