import Foundation
import HabitCore

/// `habit undo`: swapping the data file and its backup.
extension HabitStore {
    /// What an undo did: the habits it replaced and the ones it restored, and what the backup
    /// said about the change it took back.
    struct Undo: Equatable, Sendable {
        /// The habits before the undo: what the undone change had left.
        let replaced: HabitCollection
        /// The habits after the undo: as they were before that change.
        let restored: HabitCollection
        /// The change that was undone.
        let record: BackupFile.Record
    }

    /// Restores the habits as they were before the last change, and keeps the state it replaces
    /// as the new backup, so a second `undo` redoes what the first undid.
    ///
    /// - Throws: ``StoreError/nothingToUndo(path:)`` when there is no backup, or when it holds
    ///   the same habits as the data file (a change that was killed before it could write);
    ///   ``StoreError/changedSinceBackup(path:backup:)`` when the data file holds other habits
    ///   than the last change left, so undoing would lose an edit made since.
    func undo() throws(StoreError) -> Undo {
        // Without a backup there is nothing to lock for (and perhaps not even a folder).
        guard try AtomicFile.read(backupPath) != .missing else { throw .nothingToUndo(path: path) }
        let lock = try FileLock.acquire(lockPath, for: path)
        defer { withExtendedLifetime(lock) {} }
        removeStaleTemporaries()
        guard case .contents(let backupBytes) = try AtomicFile.read(backupPath) else {
            throw .nothingToUndo(path: path)
        }
        let restored = try decode(backupBytes, from: backupPath)
        let record: BackupFile.Record
        do {
            record = try BackupFile.record(in: backupBytes)
        } catch {
            throw .corrupt(path: backupPath, problem: error)
        }
        let current = try load()
        // First: a change that wrote its backup but was stopped (killed, disk full) before it
        // wrote the data file leaves the two equal, and there is nothing to undo.
        guard current != restored else { throw .nothingToUndo(path: path) }
        // Compared by their canonical encoding: reformatting the file by hand is no change.
        guard Fingerprint(of: StoreFormat.encode(current).utf8) == record.fileAfterChange else {
            throw .changedSinceBackup(path: path, backup: backupPath)
        }
        try commit(restored, replacing: current, change: .undo)
        return Undo(replaced: current, restored: restored, record: record)
    }
}
