import HabitStore
import HabitSystem
import HabitText
import HabitFormat
/// Where `habit remind` keeps its ``ReminderState``, `$XDG_STATE_HOME/habit/remind-state` (else
/// `~/.local/state/habit/remind-state`), read and written with the data file's discipline: a
/// temporary file, flushed, then renamed over the old one. A change is made under an exclusive
/// lock on `remind-state.lock` beside it, held only while the state is read, changed and written,
/// never while a reminder is delivered.
struct ReminderStateFile: Sendable {
    /// The file's path.
    let path: String

    /// The lock file beside it.
    var lockPath: String { path + ".lock" }

    /// The state file for `environment`, or `nil` without an absolute `XDG_STATE_HOME` or `HOME`.
    init?(environment: [String: String]) {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            path = (state.hasSuffix("/") ? state : state + "/") + "habit/remind-state"
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            path = (home.hasSuffix("/") ? home : home + "/") + ".local/state/habit/remind-state"
        } else {
            return nil
        }
    }

    /// The state in the file; an empty one when it is missing or cannot be read.
    func read() -> ReminderState {
        guard case .contents(let bytes) = try? AtomicFile.read(path) else { return ReminderState() }
        return ReminderState(parsing: String(decoding: bytes, as: UTF8.self))
    }

    /// Under the lock: reads the state, hands it to `change`, writes the state `change` returns
    /// when it differs, and returns `change`'s answer. The lock is given up on return.
    ///
    /// - Throws: the ``ReminderStateProblem`` of the file or lock that could not be used; then
    ///   nothing was written.
    func update<Answer>(
        wait: Double = FileLock.defaultWait, _ change: (ReminderState) -> (ReminderState, Answer)
    ) throws(ReminderStateProblem) -> Answer {
        for file in [path, lockPath] {
            if let problem = Self.problem(at: file) { throw problem }
        }
        do {
            try AtomicFile.createFolders(for: path)
        } catch {
            throw .cannotWrite(path: path, reason: Self.reason(error))
        }
        let lock: FileLock
        do {
            lock = try FileLock.acquire(lockPath, for: path, wait: wait)
        } catch {
            switch error {
            case .lockTimeout(_, _, let seconds): throw .lockTimeout(path: path, seconds: seconds)
            case .symbolicLink: throw .symbolicLink(path: lockPath)
            case .notAFile: throw .notAFile(path: lockPath)
            default: throw .cannotWrite(path: lockPath, reason: Self.reason(error))
            }
        }
        defer { withExtendedLifetime(lock) {} }
        let old = read()
        let (new, answer) = change(old)
        guard new != old else { return answer }
        do {
            try AtomicFile.write(Array(new.text.utf8), to: path)
        } catch {
            if let problem = Self.problem(at: path) { throw problem }
            throw .cannotWrite(path: path, reason: Self.reason(error))
        }
        return answer
    }

    /// What stands at `file` that the state cannot be kept in: a folder, a link or something
    /// that is no file; `nil` for a file or nothing.
    private static func problem(at file: String) -> ReminderStateProblem? {
        var info = stat()
        guard lstat(file, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return .folder(path: file)
        case S_IFLNK: return .symbolicLink(path: file)
        default: return .notAFile(path: file)
        }
    }

    /// The system's reason in a store error, for a sentence about the state file.
    private static func reason(_ error: StoreError) -> String {
        switch error {
        case .writeFailed(_, let reason), .unreadable(_, let reason): return reason
        default: return SystemError.describe(EIO)
        }
    }
}
