/// An exclusive advisory lock (`flock`) on a lock file beside the data file, held from
/// `acquire` until `release` or the process ends (the kernel drops it even after SIGKILL, so a
/// crash never leaves a stale lock behind).
final class FileLock {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Opens (creating, owner-only: 0600) the lock file `path` and waits until no other process
    /// holds its lock. Errors name `dataPath`, the file people know.
    static func acquire(_ path: String, for dataPath: String) throws(StoreError) -> FileLock {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .writeFailed(path: dataPath, reason: SystemError.current()) }
        // Owner-only whatever the umask; a lock file someone else owns is left as it is.
        _ = fchmod(descriptor, 0o600)
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = SystemError.current()
                close(descriptor)
                throw .writeFailed(path: dataPath, reason: reason)
            }
        }
        return FileLock(descriptor: descriptor)
    }

    /// Releases the lock; also done when the lock is deallocated.
    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
