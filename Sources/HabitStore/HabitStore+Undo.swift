import HabitCore
import HabitSystem
import HabitFormat

/// `habit undo` and `habit redo`: stepping through the history of changes (see
/// ``ChangeHistory``), or, for a store without one (written by an older `habit`), swapping the
/// data file and its backup.
extension HabitStore {
    /// What an undo or redo did: the habits it replaced and the ones it restored, and what was
    /// known about the change it took back or brought back.
    public struct Undo: Equatable, Sendable {
        /// The habits before the step.
        public let replaced: HabitCollection
        /// The habits after the step.
        public let restored: HabitCollection
        /// The change that was undone (or, for a swap with the backup, the backup's record).
        public let record: BackupFile.Record
        /// Which way it went.
        public var step = Step.swappedWithBackup

        /// The ways an undo or redo can go.
        public enum Step: Equatable, Sendable {
            /// Swapped with the backup: a second `undo` redoes what the first undid.
            case swappedWithBackup
            /// One change back through the history; `more` when there are changes before it.
            case back(more: Bool)
            /// One change forward again (`habit redo`); `more` when there are more undone ones.
            case forward(more: Bool)
        }
    }

    /// The empty store's file: what the history holds as "before" the very first change.
    public static let emptyFile = StoreFormat.encodedBytes(HabitCollection())

    /// Takes back the last change in effect: through the history when there is one, else by
    /// swapping the data file and the backup (so a second `undo` redoes what the first undid).
    ///
    /// - Throws: ``StoreError/nothingToUndo(path:)`` when there is neither history nor backup
    ///   (or the backup holds the same habits as the data file: a change killed before it wrote);
    ///   ``StoreError/nothingMoreToUndo(path:changes:)`` when every change in the history is
    ///   undone; ``StoreError/changedSinceBackup(path:backup:)`` when the data file holds other
    ///   habits than the last change left, so undoing would lose an edit made since.
    public func undo() throws(StoreError) -> Undo {
        let files = try StoreFiles.locate(path)
        // Without a backup or a history there is nothing to lock for (and perhaps not even a folder).
        guard try readBackup(files) != .missing || Self.exists(files.history) else { throw .nothingToUndo(path: path) }
        let owner = FileOwner.forFiles(beside: files.real)
        let lock = try lock(files, owner: owner)
        defer { withExtendedLifetime(lock) {} }
        removeStaleTemporaries(files)
        if let history = readHistory(files), !history.entries.isEmpty {
            return try step(back: true, through: history, files: files, owner: owner)
        }
        return try swapWithBackup(files, owner: owner)
    }

    /// Brings back the change the last `undo` took back.
    ///
    /// - Throws: ``StoreError/nothingToRedo(path:)`` when no change is undone (or a change was
    ///   made since); ``StoreError/changedSinceBackup(path:backup:)`` as for ``undo()``.
    public func redo() throws(StoreError) -> Undo {
        let files = try StoreFiles.locate(path)
        guard Self.exists(files.history) else { throw .nothingToRedo(path: path) }
        let owner = FileOwner.forFiles(beside: files.real)
        let lock = try lock(files, owner: owner)
        defer { withExtendedLifetime(lock) {} }
        removeStaleTemporaries(files)
        guard let history = readHistory(files), history.undone > 0 else { throw .nothingToRedo(path: path) }
        return try step(back: false, through: history, files: files, owner: owner)
    }

    /// The history beside the data file; `nil` when there is none, or when it cannot be read (then
    /// ``historyRestarted`` is told, and the next change starts it afresh).
    public func readHistory(_ files: StoreFiles) -> ChangeHistory? {
        guard Self.exists(files.history) else { return nil }
        do {
            guard case .contents(let bytes) = try AtomicFile.read(files.history) else { return nil }
            return try ChangeHistory.decode(bytes)
        } catch {
            historyRestarted?(files.history)
            return nil
        }
    }

    /// Whether anything (even a broken link) stands at `path`.
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// One step through `history`: back (undo) or forward (redo).
    private func step(
        back: Bool, through history: ChangeHistory, files: StoreFiles, owner: FileOwner?
    ) throws(StoreError) -> Undo {
        var history = history
        var current = Stored()
        var currentBytes: [UInt8]?
        if case .contents(let bytes) = try AtomicFile.read(files.real) {
            current = try read(bytes, from: path)
            currentBytes = bytes
        }
        let found = currentBytes ?? Self.emptyFile
        /// `found`, or its canonical encoding, when it is the file with `fingerprint`
        /// (reformatting the file by hand is no change).
        func matching(_ fingerprint: Fingerprint?) -> [UInt8]? {
            guard let fingerprint else { return nil }
            if Fingerprint(of: found) == fingerprint { return found }
            let canonical = StoreFormat.encodedBytes(current.keepingCreation(current.habits), unknown: current.unknown)
            return Fingerprint(of: canonical) == fingerprint ? canonical : nil
        }
        let changedSince = StoreError.changedSinceBackup(path: path, backup: files.backup)
        var index = back ? history.applied - 1 : history.applied
        guard index >= 0 else { throw .nothingMoreToUndo(path: path, changes: history.entries.count) }
        if back, history.undone == 0, matching(history.entries[index].fileAfter) == nil,
            history.entries[index].patch.applied(to: found) != nil
        {
            // The newest change wrote the history but was stopped (killed, disk full) before it
            // wrote the data file: it never happened, and the one before it is the one to undo.
            history.entries.removeLast()
            index -= 1
            guard index >= 0 else { throw .nothingToUndo(path: path) }
        }
        var entry = history.entries[index]
        guard let base = matching(back ? entry.fileAfter : entry.fileBefore),
            let stepped = back ? entry.patch.reverted(base) : entry.patch.applied(to: base)
        else { throw changedSince }
        let target = try read(stepped, from: files.history)
        try commit(
            Stored(habits: target.keepingCreation(target.habits), unknown: target.unknown), replacing: current, in: files,
            owner: owner, originalBytes: currentBytes, change: back ? .undo : .edit
        ) { written, fingerprint in
            // The step keeps the change as the lines between the file as now written and the
            // other side, so the next step finds it whatever the file held before.
            if back {
                entry.patch = LinePatch(from: written, to: base)
                entry.fileBefore = fingerprint
                history.undone += 1
            } else {
                entry.patch = LinePatch(from: base, to: written)
                entry.fileAfter = fingerprint
                history.undone -= 1
            }
            history.entries[index] = entry
            return history
        }
        let record = BackupFile.Record(change: .edit, changedAt: entry.changedAt, fileAfterChange: entry.fileAfter)
        let step: Undo.Step = back ? .back(more: history.applied > 0) : .forward(more: history.undone > 0)
        return Undo(replaced: current.habits, restored: target.habits, record: record, step: step)
    }

    /// Restores the habits as they were before the last change from the backup, and keeps the
    /// state it replaces as the new backup, so a second `undo` redoes what the first undid: the
    /// undo of a store without a history.
    private func swapWithBackup(_ files: StoreFiles, owner: FileOwner?) throws(StoreError) -> Undo {
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
            Stored(habits: backup.keepingCreation(restored), unknown: backup.unknown), replacing: stored, in: files,
            owner: owner, originalBytes: currentBytes, change: .undo)
        return Undo(replaced: current, restored: restored, record: record)
    }

    /// The backup's bytes; a symbolic link in its place is refused, never followed.
    private func readBackup(_ files: StoreFiles) throws(StoreError) -> AtomicFile.ReadResult {
        var info = stat()
        if lstat(files.backup, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK { throw .symbolicLink(path: files.backup) }
        return try AtomicFile.read(files.backup)
    }
}
