import Foundation
import HabitCore

/// The habits on disk: reading without a lock (writes are atomic renames, so a reader always
/// sees a whole file) and changing under an exclusive lock, keeping the state before each
/// change as a backup that `habit undo` restores.
///
/// Beside the data file `habits.json` (beside its target, when it is a symbolic link) live
/// `habits.json.lock` (the lock; an empty file that stays), `habits.json.bak` (see
/// ``BackupFile``) and, only while a write is under way or after one was killed,
/// `habits.json.tmp-PID` and `habits.json.bak.tmp-PID`, which the next change removes.
struct HabitStore: Sendable {
    /// The data file.
    let path: String
    /// Today, to refuse a file with days far in the future (see ``AcceptedDays``); `nil` skips
    /// that check.
    var today: Day?
    /// The current instant, recorded in the backup so `undo` can say how long ago the change
    /// was; `nil` records no time.
    var now: Date?
    /// Whether the file was named by the user (`--file`, `HABIT_FILE`): then reading a file that
    /// does not exist is an error, since a mistyped path must not look like an empty store.
    var mustExist = false
    /// How many seconds a change waits for another process's lock before giving up.
    var lockWait = FileLock.defaultWait
    /// Told once when a change has waited a second for the lock, with the lock file's path.
    var waitingForLock: (@Sendable (String) -> Void)? = nil

    /// The backup's path (beside the data file's target when it is a link).
    var backupPath: String { BackupFile.path(for: realPath) }

    /// The lock file's path (beside the data file's target when it is a link).
    var lockPath: String { realPath + ".lock" }

    private var realPath: String { (try? StoreFiles.locate(path).real) ?? path }

    /// The habits in the file; none when the file does not exist yet (unless ``mustExist``).
    func load() throws(StoreError) -> HabitCollection {
        if path.hasSuffix("/") { throw .isDirectory(path: path) }
        switch try AtomicFile.read(path) {
        case .missing:
            if mustExist { throw .missingFile(path: path) }
            return HabitCollection()
        case .contents(let bytes):
            return try decode(bytes, from: path)
        }
    }

    /// Reads the file, lets `change` modify the habits and writes them back if they changed:
    /// a read-modify-write under an exclusive lock, so two processes never lose each other's
    /// change. The state before is kept as the backup first. When `change` throws, nothing is
    /// written and its error is the outcome; a failure of the store itself is thrown.
    func update<Value, Refusal: Error>(
        _ change: (inout HabitCollection) throws(Refusal) -> Value
    ) throws(StoreError) -> Result<Value, Refusal> {
        let files = try StoreFiles.locate(path)
        if files.real == path { try AtomicFile.createFolders(for: path) }
        let owner = FileOwner.forFiles(beside: files.real)
        let lock = try lock(files, owner: owner)
        defer { withExtendedLifetime(lock) {} }
        removeStaleTemporaries(files)
        let original = try AtomicFile.read(files.real)
        let before: HabitCollection
        switch original {
        case .missing: before = HabitCollection()
        case .contents(let bytes): before = try decode(bytes, from: path)
        }
        var habits = before
        let value: Value
        do {
            value = try change(&habits)
        } catch {
            return .failure(error)
        }
        if habits != before {
            if case .contents(let bytes) = original {
                try commit(habits, replacing: before, in: files, owner: owner, originalBytes: bytes, change: .edit)
            } else {
                try commit(habits, replacing: before, in: files, owner: owner, change: .edit)
            }
        }
        return .success(value)
    }

    /// Takes the lock for `files`, waiting at most ``lockWait`` seconds.
    func lock(_ files: StoreFiles, owner: FileOwner?) throws(StoreError) -> FileLock {
        let notice = waitingForLock
        return try FileLock.acquire(
            files.lock, for: path, owner: owner, wait: lockWait, waiting: notice.map { notice in { notice(files.lock) } })
    }

    /// Writes the backup of `before` (with a record of this change), then `after` as the data
    /// file. A crash between the two leaves the data file as it was and a backup equal to it,
    /// which `undo` recognises as nothing to undo.
    ///
    /// `originalBytes`, the file `before` was read from, saves encoding `before` again when it is
    /// in the canonical form this program writes (see ``BackupFile/bytes(wrapping:record:)``).
    ///
    /// - Throws: ``StoreError/hardLinked(path:links:)`` when the data file has a second name,
    ///   before anything is written.
    func commit(
        _ after: HabitCollection, replacing before: HabitCollection, in files: StoreFiles, owner: FileOwner?,
        originalBytes: [UInt8]? = nil, change: BackupFile.Record.Change
    ) throws(StoreError) {
        if let links = AtomicFile.linkCount(of: files.real), links > 1 { throw .hardLinked(path: path, links: links) }
        let bytes = StoreFormat.encodedBytes(after)
        let record = BackupFile.Record(change: change, changedAt: now, fileAfterChange: Fingerprint(of: bytes))
        let backup =
            originalBytes.flatMap { BackupFile.bytes(wrapping: $0, record: record) }
            ?? BackupFile.encodedBytes(before, record: record)
        // The backup and the data file share a folder: the data file's write flushes it for both.
        try AtomicFile.write(backup, to: files.backup, owner: owner, syncingFolder: false)
        try AtomicFile.write(bytes, to: files.real, owner: owner)
    }

    /// Removes temporary files left by a killed writer; only while holding the lock.
    func removeStaleTemporaries(_ files: StoreFiles) {
        AtomicFile.removeStaleTemporaries(of: files.real)
        AtomicFile.removeStaleTemporaries(of: files.backup)
    }

    /// The habits in a file's `bytes`, or the error that names `file` and the problem.
    func decode(_ bytes: [UInt8], from file: String) throws(StoreError) -> HabitCollection {
        let decoded: StoreFormat.Decoded
        do {
            decoded = try StoreFormat.decode(bytes, today: today)
        } catch {
            throw .corrupt(path: file, problem: error)
        }
        switch decoded {
        case .habits(let habits):
            // A habit created "tomorrow" (added in a time zone ahead, read in one behind) counts
            // as created today: it exists in the list, as of today and for `todo` alike.
            guard let today, habits.habits.contains(where: { $0.created > today }) else { return habits }
            return HabitCollection(habits: habits.habits.map { $0.created > today ? $0.created(on: today) : $0 })
        case .newerVersion(let version): throw .newerVersion(path: file, version: version)
        }
    }
}
