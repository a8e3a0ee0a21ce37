import Foundation
import HabitCore

/// The habits on disk: reading without a lock (writes are atomic renames, so a reader always
/// sees a whole file) and changing under an exclusive lock, keeping the state before each
/// change as a backup that `habit undo` restores.
///
/// Beside the data file `habits.json` live `habits.json.lock` (the lock; an empty file that
/// stays), `habits.json.bak` (see ``BackupFile``) and, only while a write is under way or after
/// one was killed, `habits.json.tmp-PID` and `habits.json.bak.tmp-PID`, which the next change
/// removes.
struct HabitStore: Sendable {
    /// The data file.
    let path: String
    /// Today, to refuse a file with days far in the future (see ``AcceptedDays``); `nil` skips
    /// that check.
    var today: Day?
    /// The current instant, recorded in the backup so `undo` can say how long ago the change
    /// was; `nil` records no time.
    var now: Date?

    /// The backup's path.
    var backupPath: String { BackupFile.path(for: path) }

    /// The lock file's path.
    var lockPath: String { path + ".lock" }

    /// The habits in the file; none when the file does not exist yet.
    func load() throws(StoreError) -> HabitCollection {
        switch try AtomicFile.read(path) {
        case .missing:
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
        try AtomicFile.createFolders(for: path)
        let lock = try FileLock.acquire(lockPath, for: path)
        defer { withExtendedLifetime(lock) {} }
        removeStaleTemporaries()
        let original = try AtomicFile.read(path)
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
                try commit(habits, replacing: before, originalBytes: bytes, change: .edit)
            } else {
                try commit(habits, replacing: before, change: .edit)
            }
        }
        return .success(value)
    }

    /// Writes the backup of `before` (with a record of this change), then `after` as the data
    /// file. A crash between the two leaves the data file as it was and a backup equal to it,
    /// which `undo` recognises as nothing to undo.
    ///
    /// `originalBytes`, the file `before` was read from, saves encoding `before` again when it is
    /// in the canonical form this program writes (see ``BackupFile/bytes(wrapping:record:)``).
    func commit(
        _ after: HabitCollection, replacing before: HabitCollection, originalBytes: [UInt8]? = nil,
        change: BackupFile.Record.Change
    ) throws(StoreError) {
        let bytes = StoreFormat.encodedBytes(after)
        let record = BackupFile.Record(change: change, changedAt: now, fileAfterChange: Fingerprint(of: bytes))
        let backup =
            originalBytes.flatMap { BackupFile.bytes(wrapping: $0, record: record) }
            ?? BackupFile.encodedBytes(before, record: record)
        // The backup and the data file share a folder: the data file's write flushes it for both.
        let dataFolder = AtomicFile.folder(of: AtomicFile.linkTarget(of: path) ?? path)
        let backupFolder = AtomicFile.folder(of: AtomicFile.linkTarget(of: backupPath) ?? backupPath)
        try AtomicFile.write(backup, to: backupPath, syncingFolder: backupFolder != dataFolder)
        try AtomicFile.write(bytes, to: path)
    }

    /// Removes temporary files left by a killed writer; only while holding the lock.
    func removeStaleTemporaries() {
        AtomicFile.removeStaleTemporaries(of: path)
        AtomicFile.removeStaleTemporaries(of: backupPath)
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
        case .habits(let habits): return habits
        case .newerVersion(let version): throw .newerVersion(path: file, version: version)
        }
    }
}
