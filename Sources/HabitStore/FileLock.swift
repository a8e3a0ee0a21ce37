import HabitSystem
import HabitFormat
/// An exclusive advisory lock (`flock`) on a lock file beside the data file, held from
/// `acquire` until the lock is deallocated or the process ends (the kernel drops it even after
/// SIGKILL, so a crash never leaves a stale lock behind).
public final class FileLock {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// How long a writer waits for the lock unless told otherwise: long enough for fifty
    /// `habit` processes started at once to take turns, short enough that a stopped `habit` or
    /// someone else's lock does not hang a cron job for good.
    public static let defaultWait = 10.0

    /// After how many seconds of waiting `acquire` says that it is waiting.
    public static let noticeAfter = 1.0

    /// Opens (creating, owner-only: 0600) the lock file `path` and waits up to `wait` seconds
    /// until no other process holds its lock. After ``noticeAfter`` seconds of waiting it calls
    /// `waiting` once, so a person sees why nothing happens. Errors name `dataPath`, the file
    /// people know.
    ///
    /// A symbolic link at `path` is refused, never followed; a new lock file gets `owner`.
    ///
    /// - Throws: ``StoreError/lockTimeout(path:lock:seconds:)`` when the lock stayed taken;
    ///   ``StoreError/symbolicLink(path:)`` for a link at `path`.
    public static func acquire(
        _ path: String, for dataPath: String, owner: FileOwner? = nil, wait: Double = defaultWait,
        waiting: (() -> Void)? = nil
    ) throws(StoreError) -> FileLock {
        let existed = access(path, F_OK) == 0
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            if errno == ELOOP { throw .symbolicLink(path: path) }
            throw .writeFailed(path: dataPath, reason: SystemError.current())
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw .notAFile(path: path)
        }
        // Owner-only whatever the umask; a lock file someone else owns, or one with a second
        // name (a hard link to some other file), is left as it is.
        if info.st_nlink == 1, info.st_uid == geteuid() {
            if !existed, let owner { _ = fchown(descriptor, owner.user, owner.group) }
            _ = fchmod(descriptor, 0o600)
        }
        let lock = FileLock(descriptor: descriptor)
        let start = Monotonic.seconds()
        var pause: useconds_t = 1_000
        var noticed = false
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw .writeFailed(path: dataPath, reason: SystemError.current())
            }
            let waited = Monotonic.seconds() - start
            if waited >= wait { throw .lockTimeout(path: dataPath, lock: path, seconds: wait) }
            if !noticed, waited >= noticeAfter {
                noticed = true
                waiting?()
            }
            usleep(min(pause, useconds_t(max(0, wait - waited) * 1_000_000) + 1))
            pause = min(pause * 2, 20_000)
        }
        return lock
    }

    /// Releases the lock; also done when the process ends.
    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
