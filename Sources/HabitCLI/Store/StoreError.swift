/// Why the data file could not be found, read or written; exit code 3.
enum StoreError: Error, Equatable, Sendable {
    /// Neither `HABIT_FILE`, an absolute `XDG_DATA_HOME` nor `HOME` says where the data lives.
    case noHome
    /// The path names a folder, not a file.
    case isDirectory(path: String)
    /// The file exists but cannot be read (permissions, I/O error).
    case unreadable(path: String, reason: String)
    /// The file is not a valid habit file; `problem` says where and what.
    case corrupt(path: String, problem: FormatProblem)
    /// The file was written by a newer `habit` whose format this one does not know.
    case newerVersion(path: String, version: Int)
    /// Creating the folder, locking or writing failed; the old file is untouched.
    case writeFailed(path: String, reason: String)
    /// The path names something that is neither a file nor a folder: a device such as
    /// `/dev/full`, a named pipe or a socket.
    case notAFile(path: String)
    /// The file is larger than any habit file can be (``AtomicFile/maximumSize``).
    case tooLarge(path: String, size: Int)
    /// `habit undo` found no backup: nothing has been changed yet.
    case nothingToUndo(path: String)
    /// `habit undo` found that the data file is not the one the last change wrote (it was edited
    /// by hand or by another program since), so restoring the backup would lose that edit.
    case changedSinceBackup(path: String, backup: String)
}
