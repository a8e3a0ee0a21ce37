import HabitSystem
/// The owner and group that files written beside a data file are given.
///
/// A user's data file must stay theirs: when root changes it (sudo with `HOME` kept, root's
/// cron), the new data file, the backup and the lock get the owner and group of the data file
/// that was there (or of its folder, for a new one), instead of root's, which would lock the
/// user out of their own habits.
public struct FileOwner: Equatable, Sendable {
    /// The user id.
    public let user: uid_t
    /// The group id.
    public let group: gid_t

    /// The owner for files written beside the data file `real`: `nil` (this process's own)
    /// unless this process is root and the file, or else its folder, belongs to someone else.
    public static func forFiles(beside real: String) -> FileOwner? {
        guard geteuid() == 0 else { return nil }
        var info = stat()
        guard lstat(real, &info) == 0 || stat(AtomicFile.folder(of: real), &info) == 0 else { return nil }
        guard info.st_uid != 0 || info.st_gid != getegid() else { return nil }
        return FileOwner(user: info.st_uid, group: info.st_gid)
    }
}
