/// Why the data file could not be found, read or written; exit code 3.
public enum StoreError: Error, Equatable, Sendable {
    /// Neither `HABIT_FILE`, an absolute `XDG_DATA_HOME` nor `HOME` says where the data lives.
    case noHome
    /// `HOME` is set but is not an absolute path, so the default location cannot be built.
    case homeNotAbsolute(home: String)
    /// The data file was named (`--file`, `HABIT_FILE`) but does not exist, and the command only
    /// reads: a mistyped path must not look like an empty store.
    case missingFile(path: String)
    /// The data file is a symbolic link to a file in a folder that does not exist.
    case danglingLink(path: String, target: String)
    /// A symbolic link stands where habit writes its own file (the backup or the lock); links
    /// there are refused, never followed.
    case symbolicLink(path: String)
    /// The data file has more than one name (hard links): replacing it would split them, and
    /// two names would take two locks.
    case hardLinked(path: String, links: Int)
    /// The file a change would write is one the reader would refuse (too large, or against its
    /// rules): nothing was written.
    case wouldBeUnreadable(path: String, problem: WriteProblem)
    /// Another process held the lock on the data file for `seconds` seconds.
    case lockTimeout(path: String, lock: String, seconds: Double)
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
    /// `habit undo` found every one of the `changes` in the history undone already.
    case nothingMoreToUndo(path: String, changes: Int)
    /// `habit redo` found no undone change to bring back.
    case nothingToRedo(path: String)
    /// `habit undo` found that the data file is not the one the last change wrote (it was edited
    /// by hand or by another program since), so restoring the backup would lose that edit.
    case changedSinceBackup(path: String, backup: String)
}

/// Why a file about to be written would not read back.
public enum WriteProblem: Equatable, Sendable {
    /// It would be `size` bytes, more than ``AtomicFile/maximumSize``.
    case tooLarge(size: Int)
    /// It would break a rule of the format.
    case format(FormatProblem)
}
