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
        let files = try StoreFiles.locate(path)
        // Without a backup there is nothing to lock for (and perhaps not even a folder).
        guard try readBackup(files) != .missing else { throw .nothingToUndo(path: path) }
        let owner = FileOwner.forFiles(beside: files.real)
        let lock = try lock(files, owner: owner)
        defer { withExtendedLifetime(lock) {} }
        removeStaleTemporaries(files)
        guard case .contents(let backupBytes) = try readBackup(files) else {
            throw .nothingToUndo(path: path)
        }
        let backupPath = files.backup
        let backup = try read(backupBytes, from: backupPath)
        let restored = backup.habits
        let record: BackupFile.Record
        do {
            record = try BackupFile.record(in: backupBytes)
        } catch {
            throw .corrupt(path: backupPath, problem: error)
        }
        var stored = Stored()
        var currentBytes: [UInt8]?
        if case .contents(let bytes) = try AtomicFile.read(files.real) {
            stored = try read(bytes, from: path)
            currentBytes = bytes
        }
        let current = stored.habits
        // First: a change that wrote its backup but was stopped (killed, disk full) before it
        // wrote the data file leaves the two equal, and there is nothing to undo.
        guard current != restored || stored.unknown != backup.unknown else { throw .nothingToUndo(path: path) }
        // Compared by their canonical encoding: reformatting the file by hand is no change.
        guard Fingerprint(of: StoreFormat.encode(current, unknown: stored.unknown).utf8) == record.fileAfterChange else {
            throw .changedSinceBackup(path: path, backup: backupPath)
        }
        try commit(
            Stored(habits: backup.keepingCreation(restored), unknown: backup.unknown), replacing: stored, in: files, owner: owner,
            originalBytes: currentBytes, change: .undo)
        return Undo(replaced: current, restored: restored, record: record)
    }

    /// The backup's bytes; a symbolic link in its place is refused, never followed.
    private func readBackup(_ files: StoreFiles) throws(StoreError) -> AtomicFile.ReadResult {
        var info = stat()
        if lstat(files.backup, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK { throw .symbolicLink(path: files.backup) }
        return try AtomicFile.read(files.backup)
    }
}
