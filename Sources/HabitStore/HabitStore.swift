import HabitCore
import HabitSystem
import HabitFormat

/// The habits on disk: reading without a lock (writes are atomic renames, so a reader always
/// sees a whole file) and changing under an exclusive lock, keeping the state before each
/// change as a backup that `habit undo` restores.
///
/// Beside the data file `habits.json` (beside its target, when it is a symbolic link) live
/// `habits.json.lock` (the lock; an empty file that stays), `habits.json.bak` (see
/// ``BackupFile``), `habits.json.history` (see ``ChangeHistory``) and, only while a write is
/// under way or after one was killed, `habits.json.tmp-PID`, `habits.json.bak.tmp-PID` and
/// `habits.json.history.tmp-PID`, which the next change removes.
public struct HabitStore: Sendable {
    /// The data file.
    public let path: String
    /// Today, to notice a file with days after it (see ``AcceptedDays``) and to read a habit
    /// created after it as created today; `nil` does neither.
    public var today: Day?
    /// The current instant, recorded in the backup so `undo` can say how long ago the change
    /// was; `nil` records no time.
    public var now: Date?
    /// Whether the file was named by the user (`--file`, `HABIT_FILE`): then reading a file that
    /// does not exist is an error, since a mistyped path must not look like an empty store.
    public var mustExist = false
    /// How many seconds a change waits for another process's lock before giving up.
    public var lockWait = FileLock.defaultWait
    /// The largest file a change may write: the size the reader reads (``AtomicFile/maximumSize``);
    /// smaller in tests.
    public var sizeLimit = AtomicFile.maximumSize
    /// Told once when a change has waited a second for the lock, with the lock file's path.
    public var waitingForLock: (@Sendable (String) -> Void)? = nil
    /// Told, with the latest of them, each time a file is read that holds days more than
    /// ``AcceptedDays/daysAheadAllowed`` after ``today``: a sign that this computer's clock
    /// is behind (or was ahead when they were written). The file is read all the same.
    public var daysAfterToday: (@Sendable (Day) -> Void)? = nil
    /// Told, with its path, when the history of changes could not be read: it starts afresh.
    public var historyRestarted: (@Sendable (String) -> Void)? = nil
    /// The command that makes the changes, as `habit history` names it (`check`).
    public var command: String = ""
    /// The weekday the weeks of a file made by a change start on (the `week-starts-on` setting
    /// or the locale's region); a file that exists keeps its own (``HabitCollection/weekStart``).
    public var newFileWeek = Weekday.monday
    /// Told, with ``newFileWeek``, by the first change written to a file whose weeks start on
    /// Monday without the file saying so (made before weeks were stored) while ``newFileWeek``
    /// is another day: the change then states Monday in the file, so it is told once.
    public var weeksStartOnMonday: (@Sendable (Weekday) -> Void)? = nil

    /// The store of the data file at `path`, as of `today` and `now` (see ``today``, ``now``).
    public init(path: String, today: Day? = nil, now: Date? = nil) {
        self.path = path
        self.today = today
        self.now = now
    }

    /// The habits in the file; none when the file does not exist yet (unless ``mustExist``).
    public func load() throws(StoreError) -> HabitCollection {
        try loadKeepingUnknown().habits
    }

    /// The habits in the file and the members this version does not know.
    public func loadKeepingUnknown() throws(StoreError) -> Stored {
        if path.hasSuffix("/") { throw .isDirectory(path: path) }
        switch try AtomicFile.read(path) {
        case .missing:
            if mustExist { throw .missingFile(path: path) }
            return Stored(habits: HabitCollection(weekStart: newFileWeek))
        case .contents(let bytes):
            return try read(bytes, from: path)
        }
    }

    /// What a file holds: its habits, the members this version does not know (kept and
    /// written back), and whether it has a `backup` member (a backup copied over the data file).
    public struct Stored: Equatable, Sendable {
        /// The habits.
        public var habits = HabitCollection()
        /// The members this version does not know, kept and written back.
        public var unknown = UnknownMembers.none
        /// Whether the file has a `backup` member (a backup copied over the data file).
        public var hasBackupMember = false
        /// The creation days after today that reading moved to today, by habit: written back
        /// as they were, so a wrong clock changes nothing in the file. (A list, not a
        /// `[UUID: Day]`: that dictionary's type alone costs every read a scan of the binary's
        /// protocol conformances.)
        public var createdAfterToday: [CreationDay] = []

        /// What a file holds: `habits` and the members `unknown` to this version.
        public init(
            habits: HabitCollection = HabitCollection(), unknown: UnknownMembers = .none, hasBackupMember: Bool = false,
            createdAfterToday: [CreationDay] = []
        ) {
            self.habits = habits
            self.unknown = unknown
            self.hasBackupMember = hasBackupMember
            self.createdAfterToday = createdAfterToday
        }

        /// A habit's creation day as the file gave it.
        public struct CreationDay: Equatable, Sendable {
            /// The habit.
            public let id: UUID
            /// Its creation day as the file gave it.
            public let created: Day
        }

        /// `habits` with the creation days reading moved to today put back, where a change left
        /// them as read.
        public func keepingCreation(_ habits: HabitCollection) -> HabitCollection {
            guard !createdAfterToday.isEmpty else { return habits }
            var kept = habits
            for moved in createdAfterToday {
                guard let habit = habits[moved.id], let read = self.habits[moved.id], habit.created == read.created else {
                    continue
                }
                kept.update(habit.created(on: moved.created))
            }
            return kept
        }
    }

    /// Reads the file, lets `change` modify the habits and writes them back if they changed:
    /// a read-modify-write under an exclusive lock, so two processes never lose each other's
    /// change; the one way anything changes the data file. The state before is kept as the
    /// backup first. When `change` throws, nothing is written and its refusal is thrown as
    /// ``UpdateError/refused(_:)``; a failure of the store itself as ``UpdateError/store(_:)``.
    ///
    /// As one change of `series` (the answers of one `habit ask`), the first change keeps the
    /// state before it as the backup, as any change does; each later one keeps that same backup,
    /// so `undo` takes back the whole series. When another process changed the file since the
    /// series' last change, the series starts afresh from the file as it is, so `undo` never
    /// drops that change.
    ///
    /// Members of the file this version does not know stay as they are; `adding` brings more
    /// (an import's), where their keys are not there yet. With `verifying`, the new file is read
    /// back with the reader's own rules before it replaces the old one (for an import, whose
    /// input could hold what no command makes).
    public func change<Value, Refusal: Error>(
        in series: inout ChangeSeries, adding extra: UnknownMembers = .none, verifying: Bool = false,
        _ change: (inout HabitCollection) throws(Refusal) -> Value
    ) throws(UpdateError<Refusal>) -> Value {
        let file: LockedFile, lock: FileLock
        do throws(StoreError) {
            (file, lock) = try lockedFile()
        } catch {
            throw .store(error)
        }
        defer { withExtendedLifetime(lock) {} }
        let stored = file.stored
        if series.start == nil || file.bytes.map({ Fingerprint(of: $0) }) != series.lastWritten {
            series.start = (stored, file.bytes)
            series.inHistory = false
        }
        var habits = stored.habits
        let value: Value
        do throws(Refusal) {
            value = try change(&habits)
        } catch {
            throw .refused(error)
        }
        let unknown = stored.unknown.adding(extra)
        if habits != stored.habits || unknown != stored.unknown, let start = series.start {
            if file.bytes != nil, !habits.weekStartStated, habits.weekStart == .monday, newFileWeek != .monday {
                habits.weekStartStated = true
                weeksStartOnMonday?(newFileWeek)
            }
            let after = Stored(habits: stored.keepingCreation(habits), unknown: unknown)
            let summary = ChangeSummary(command: command, from: start.stored.habits, to: habits)
            let replacing = series.inHistory
            do throws(StoreError) {
                series.lastWritten = try commit(
                    after, replacing: start.stored, in: file.files, owner: file.owner, originalBytes: start.bytes,
                    change: .edit, verifying: verifying
                ) { written, fingerprint in
                    var history = readHistory(file.files) ?? ChangeHistory()
                    let patch = LinePatch(from: start.bytes ?? Self.emptyFile, to: written)
                    let entry = ChangeHistory.Entry(summary: summary, changedAt: now, patch: patch, fileAfter: fingerprint)
                    history.record(entry, replacingLast: replacing)
                    return history
                }
            } catch {
                throw .store(error)
            }
            series.inHistory = true
        }
        return value
    }

    /// What ``change(in:adding:verifying:_:)`` ends with when it does not return: the store's
    /// own failure, or the refusal of the change it was given.
    public enum UpdateError<Refusal: Error>: Error {
        /// The data file could not be read, locked or written.
        case store(StoreError)
        /// The change refused; nothing was written.
        case refused(Refusal)
    }

    /// The data file as a change finds it under the lock.
    public struct LockedFile {
        /// The data file's paths and those of its lock and backup.
        public let files: StoreFiles
        /// Who the files written beside it must belong to (when running as root).
        public let owner: FileOwner?
        /// What the file holds; nothing when there is no file yet.
        public let stored: Stored
        /// The bytes `stored` was read from; `nil` when there is no file yet.
        public let bytes: [UInt8]?
    }

    /// The data file, read under the exclusive lock, and the lock, held until it is released.
    private func lockedFile() throws(StoreError) -> (LockedFile, FileLock) {
        let files = try StoreFiles.locate(path)
        if files.real == path { try AtomicFile.createFolders(for: path) }
        let owner = FileOwner.forFiles(beside: files.real)
        let lock = try lock(files, owner: owner)
        removeStaleTemporaries(files)
        switch try AtomicFile.read(files.real) {
        case .missing:
            let new = Stored(habits: HabitCollection(weekStart: newFileWeek))
            return (LockedFile(files: files, owner: owner, stored: new, bytes: nil), lock)
        case .contents(let bytes):
            return (LockedFile(files: files, owner: owner, stored: try read(bytes, from: path), bytes: bytes), lock)
        }
    }

    /// Takes the lock for `files`, waiting at most ``lockWait`` seconds.
    public func lock(_ files: StoreFiles, owner: FileOwner?) throws(StoreError) -> FileLock {
        let notice = waitingForLock
        return try FileLock.acquire(
            files.lock, for: path, owner: owner, wait: lockWait, waiting: notice.map { notice in { notice(files.lock) } })
    }

    /// Writes the backup of `before` (with a record of this change), then the history that
    /// `history` makes for the new file's bytes and fingerprint (when it makes one), then `after`
    /// as the data file; returns the new file's fingerprint. A crash before the data file is
    /// written leaves it as it was, a backup equal to it and perhaps a history with a change
    /// that never happened, which `undo` recognises as nothing to undo. A history that cannot
    /// be written is removed (the next change starts it afresh), never a reason to refuse.
    ///
    /// `originalBytes`, the file `before` was read from, saves encoding `before` again when it is
    /// in the canonical form this program writes (see ``BackupFile/pieces(wrapping:record:)``);
    /// a file with a `backup` member of its own is encoded afresh, so the backup never holds
    /// two.
    ///
    /// - Throws: ``StoreError/hardLinked(path:links:)`` when the data file has a second name,
    ///   and ``StoreError/wouldBeUnreadable(path:problem:)`` when the new file would be larger
    ///   than the reader reads (or, `verifying`, break any of its rules), before anything is
    ///   written.
    @discardableResult
    public func commit(
        _ after: Stored, replacing before: Stored, in files: StoreFiles, owner: FileOwner?,
        originalBytes: [UInt8]? = nil, change: BackupFile.Record.Change, verifying: Bool = false,
        history: ((_ written: [UInt8], _ fingerprint: Fingerprint) -> ChangeHistory?)? = nil
    ) throws(StoreError) -> Fingerprint {
        if let links = AtomicFile.linkCount(of: files.real), links > 1 { throw .hardLinked(path: path, links: links) }
        let bytes = StoreFormat.encodedBytes(after.habits, unknown: after.unknown)
        guard bytes.count <= sizeLimit else {
            throw .wouldBeUnreadable(path: path, problem: .tooLarge(size: bytes.count))
        }
        if verifying {
            do {
                _ = try StoreFormat.decode(bytes)
            } catch {
                throw .wouldBeUnreadable(path: path, problem: .format(error))
            }
        }
        let fingerprint = Fingerprint(of: bytes)
        let record = BackupFile.Record(change: change, changedAt: now, fileAfterChange: fingerprint)
        let wrapped = before.hasBackupMember ? nil : originalBytes.flatMap { BackupFile.pieces(wrapping: $0, record: record) }
        let backup = wrapped ?? [BackupFile.encodedBytes(before.habits, unknown: before.unknown, record: record)[...]]
        // The backup and the data file share a folder: the data file's write flushes it for both.
        try AtomicFile.write(pieces: backup, to: files.backup, owner: owner, syncingFolder: false)
        if let next = history?(bytes, fingerprint) {
            do {
                try AtomicFile.write(pieces: next.encodedPieces(), to: files.history, owner: owner, syncingFolder: false)
            } catch {
                unlink(files.history)
            }
        }
        try AtomicFile.write(bytes, to: files.real, owner: owner)
        return fingerprint
    }

    /// Removes temporary files left by a killed writer; only while holding the lock.
    public func removeStaleTemporaries(_ files: StoreFiles) {
        AtomicFile.removeStaleTemporaries(of: files.real)
        AtomicFile.removeStaleTemporaries(of: files.backup)
        AtomicFile.removeStaleTemporaries(of: files.history)
    }

    /// Everything a file's `bytes` hold, or the error that names `file` and the problem.
    public func read(_ bytes: [UInt8], from file: String) throws(StoreError) -> Stored {
        let read: (decoded: StoreFormat.Decoded, unknown: UnknownMembers, hasBackupMember: Bool)
        do {
            read = try StoreFormat.decodeKeepingUnknown(bytes)
        } catch {
            throw .corrupt(path: file, problem: error)
        }
        let habits: HabitCollection
        switch read.decoded {
        case .habits(let decoded): habits = decoded
        case .newerVersion(let version): throw .newerVersion(path: file, version: version)
        }
        var stored = Stored(habits: habits, unknown: read.unknown, hasBackupMember: read.hasBackupMember)
        guard let today else { return stored }
        if let notice = daysAfterToday, let latest = habits.habits.lazy.map(\.latestDay).max(),
            latest > AcceptedDays.latest(today: today)
        {
            notice(latest)
        }
        // A habit created "tomorrow" (added in a time zone ahead, read in one behind, or with a
        // clock that ran fast) counts as created today: it exists in the list, as of today and
        // for `todo` alike. Its creation day is written back as it was.
        if habits.habits.contains(where: { $0.created > today }) {
            for habit in habits.habits where habit.created > today {
                stored.createdAfterToday.append(Stored.CreationDay(id: habit.id, created: habit.created))
            }
            var moved = HabitCollection(
                habits: habits.habits.map { $0.created > today ? $0.created(on: today) : $0 }, weekStart: habits.weekStart)
            moved.weekStartStated = habits.weekStartStated
            stored.habits = moved
        }
        return stored
    }
}
