import HabitCore
import HabitSystem
import HabitFormat

/// The history of changes beside the data file, `habits.json.history`: the last
/// ``maximumChanges`` changes, each as the lines it changed (a ``LinePatch``), so that
/// `habit undo` steps back through them one per run and `habit redo` forward again, and
/// `habit history` says what each did.
///
/// ```json
/// {
///   "changes" : [
///     {
///       "after" : "        \"2026-11-20/2026-11-26\"\n",
///       "at" : 212,
///       "before" : "        \"2026-11-20/2026-11-25\"\n",
///       "changedAt" : "2026-11-26T18:04:11Z",
///       "command" : "check",
///       "day" : "2026-11-26",
///       "fileAfter" : "fnv1a64:af63bd4c8601b7df",
///       "habits" : [
///         "Lesen"
///       ],
///       "tail" : 318
///     }
///   ],
///   "undone" : 0,
///   "version" : 1
/// }
/// ```
/// `changes` runs oldest first; the last `undone` of them were taken back by `habit undo` and
/// are what `habit redo` brings back (a new change drops them, as editors do). Each change's
/// `before` and `after` are the lines that differ, `at` bytes into the file, with `tail` bytes
/// after them the same; `fileAfter` is the fingerprint of the file the change wrote, and
/// `fileBefore`, once the change was undone, of the file before it, so neither step is taken
/// on a file changed by something else since. `changedAt`, `day` and `fileBefore` may be absent.
///
/// It is written atomically under the data file's lock, before the data file. Its size is
/// bounded: at most ``maximumChanges`` changes and, beyond the newest, ``maximumBytes`` of
/// changed lines. A history that is missing or cannot be read never blocks a change: it is
/// started afresh (with a notice, when it was damaged).
public struct ChangeHistory: Equatable, Sendable {
    /// One change, as the history keeps it.
    ///
    /// One read from the file keeps its lines as the file holds them, decoded only when asked
    /// for (``patch``), and the entry's own bytes, written back as they are while nothing in it
    /// changes: a `check` after an import reads and writes the import's megabytes of lines but
    /// neither decodes nor encodes them, and `habit history` never decodes them.
    public struct Entry: Equatable, Sendable {
        /// What it did.
        public var summary: ChangeSummary { didSet { source = nil } }
        /// When it was made; `nil` when the time was not known.
        public var changedAt: Date? { didSet { source = nil } }
        /// The fingerprint of the file it wrote.
        public var fileAfter: Fingerprint { didSet { source = nil } }
        /// The fingerprint of the file before it, as `undo` wrote it back; `nil` until then.
        public var fileBefore: Fingerprint? { didSet { source = nil } }
        /// Its lines: decoded, or where they stand in the file it was read from.
        private var lines: Lines
        /// The entry's bytes in the file it was read from, from its `{` to its `}`; `nil` for
        /// one made or changed since.
        private(set) var source: ArraySlice<UInt8>?

        /// An entry's lines.
        private enum Lines: Sendable {
            case decoded(LinePatch)
            case stored(StoredLines)
        }

        /// A change with these parts.
        public init(
            summary: ChangeSummary, changedAt: Date?, patch: LinePatch, fileAfter: Fingerprint, fileBefore: Fingerprint? = nil
        ) {
            (self.summary, self.changedAt, self.fileAfter, self.fileBefore) = (summary, changedAt, fileAfter, fileBefore)
            lines = .decoded(patch)
        }

        /// An entry read from a file, its lines left as the file holds them.
        fileprivate init(
            summary: ChangeSummary, changedAt: Date?, lines: StoredLines, fileAfter: Fingerprint, fileBefore: Fingerprint?,
            source: ArraySlice<UInt8>
        ) {
            (self.summary, self.changedAt, self.fileAfter, self.fileBefore) = (summary, changedAt, fileAfter, fileBefore)
            self.lines = .stored(lines)
            self.source = source
        }

        /// The lines it changed (decoded from the file each time they are asked for, at the
        /// cost of their bytes).
        public var patch: LinePatch {
            get {
                switch lines {
                case .decoded(let patch): patch
                case .stored(let stored): stored.patch
                }
            }
            set {
                lines = .decoded(newValue)
                source = nil
            }
        }

        /// The bytes of its lines (``LinePatch/size``), without decoding them.
        public var size: Int {
            switch lines {
            case .decoded(let patch): patch.size
            case .stored(let stored): stored.removedCount + stored.insertedCount
            }
        }

        /// Two entries are the same when their summary, time, patch and file after are.
        public static func == (left: Entry, right: Entry) -> Bool {
            left.summary == right.summary && left.changedAt == right.changedAt && left.fileAfter == right.fileAfter
                && left.fileBefore == right.fileBefore && left.patch == right.patch
        }
    }

    /// A change's lines where they stand in the history file: its `before` and `after` strings
    /// as written, escapes and all, and how many bytes each decodes to.
    fileprivate struct StoredLines: Sendable {
        /// The bytes the patch was read from.
        public let file: [UInt8]
        /// Where the changed lines were in the file before.
        public let before: Range<Int>
        /// Where they are in the file after.
        public let after: Range<Int>
        /// How many lines the change removed.
        public let removedCount: Int
        /// How many lines it inserted.
        public let insertedCount: Int
        /// Where the patch starts in `file`.
        public let offset: Int
        /// How many bytes of `file` follow it.
        public let tail: Int

        /// The lines, decoded.
        public var patch: LinePatch {
            LinePatch(
                offset: offset, removed: JSONDocument.unescaped(file[before], count: removedCount),
                inserted: JSONDocument.unescaped(file[after], count: insertedCount), tail: tail)
        }
    }

    /// The changes, oldest first.
    public var entries: [Entry] = []
    /// How many of the last changes are undone.
    public var undone = 0

    /// The most changes kept: `habit undo` goes back this far.
    public static let maximumChanges = 50
    /// The most bytes of changed lines kept beyond the newest change (4 MiB).
    public static let maximumBytes = 4 << 20
    /// A change larger than this (16 MiB of changed lines) is not kept: the history starts
    /// afresh after it, and only the backup can take it back.
    public static let largestChange = 16 << 20
    /// The version of the format this build writes and reads.
    public static let version = 1

    /// An empty history.
    public init() {}

    /// How many changes are in effect (can be undone).
    public var applied: Int { entries.count - undone }

    /// The history path for the data file at `path`.
    public static func path(for path: String) -> String {
        path + ".history"
    }

    /// Adds `entry` as the newest change: the undone ones are dropped first, and the oldest
    /// ones after, to stay within the bounds. With `replacingLast`, `entry` takes the place of
    /// the newest (the next answer of one `habit ask`).
    public mutating func record(_ entry: Entry, replacingLast: Bool = false) {
        entries.removeLast(undone)
        undone = 0
        if replacingLast, !entries.isEmpty { entries.removeLast() }
        let patch = entry.patch
        guard patch.size <= Self.largestChange, String(validating: patch.removed, as: UTF8.self) != nil,
            String(validating: patch.inserted, as: UTF8.self) != nil
        else {
            entries = []
            return
        }
        entries.append(entry)
        if entries.count > Self.maximumChanges { entries.removeFirst(entries.count - Self.maximumChanges) }
        var older = entries.dropLast().reduce(0) { $0 + $1.size }
        var drop = 0
        while older > Self.maximumBytes {
            older -= entries[drop].size
            drop += 1
        }
        entries.removeFirst(drop)
    }

    // MARK: - The file

    /// The history's bytes: pretty-printed JSON with sorted keys, as the data file. An entry
    /// read from a file and not changed since is written as the file held it.
    public func encodedBytes() -> [UInt8] {
        let pieces = encodedPieces()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
        for piece in pieces { bytes.append(contentsOf: piece) }
        return bytes
    }

    /// An entry read from a file and this large or larger is written as a piece of its own
    /// (64 KiB): its bytes are not even copied.
    public static let sharedSize = 64 << 10

    /// ``encodedBytes()`` in pieces, written one after the other: an entry read from a file, not
    /// changed since and at least ``sharedSize`` large (an import's) is a piece of its own, the
    /// slice of the file it was read from.
    public func encodedPieces() -> [ArraySlice<UInt8>] {
        func copied(_ entry: Entry) -> Int {
            guard let source = entry.source else { return 2 * entry.size + 256 }
            return source.count < Self.sharedSize ? source.count : 16
        }
        var pieces: [ArraySlice<UInt8>] = []
        var out = JSONWriter(capacity: 512 + entries.reduce(0) { $0 + copied($1) })
        out.object { out in
            out.key("changes")
            out.array(entries) { out, entry in
                if let source = entry.source {
                    guard source.count >= Self.sharedSize else {
                        out.json(source)
                        return
                    }
                    out.json(ArraySlice())  // what goes before it: a comma, a line break, the indentation
                    pieces.append(out.takeBytes()[...])
                    pieces.append(source)
                    return
                }
                let patch = entry.patch
                out.object { out in
                    out.member("after", utf8: patch.inserted)
                    out.member("at", patch.offset)
                    out.member("before", utf8: patch.removed)
                    if let changedAt = entry.changedAt { out.member("changedAt", ISO8601Instant.format(changedAt)) }
                    out.member("command", entry.summary.command)
                    if let day = entry.summary.day { out.member("day", day: day) }
                    out.member("fileAfter", entry.fileAfter.description)
                    if let before = entry.fileBefore { out.member("fileBefore", before.description) }
                    if !entry.summary.formerNames.isEmpty {
                        out.key("formerNames")
                        out.object { out in
                            for name in entry.summary.formerNames.keys.sorted() {
                                out.member(name, entry.summary.formerNames[name] ?? "")
                            }
                        }
                    }
                    out.key("habits")
                    out.array(entry.summary.habits) { out, name in out.string(name) }
                    out.member("tail", patch.tail)
                }
            }
            out.member("undone", undone)
            out.member("version", Self.version)
        }
        out.endLine()
        pieces.append(out.takeBytes()[...])
        return pieces
    }

    /// Reads a history file.
    ///
    /// - Throws: the ``FormatProblem`` that makes it unusable.
    public static func decode(_ bytes: [UInt8]) throws(FormatProblem) -> ChangeHistory {
        let document = try JSONReader.document(bytes)
        let top = try ObjectFields(document.root, in: document, at: "")
        let version = try top.integer("version")
        guard version == Self.version else { throw .unknownValue(path: "version", text: String(version)) }
        let changes = try top.required("changes")
        guard document.kind(at: changes) == .array else { throw .wrongType(path: "changes", expected: .list) }
        var history = ChangeHistory()
        for (index, element) in document.elements(ofArray: changes).enumerated() {
            let path = "changes[\(index)]"
            let fields = try ObjectFields(element, in: document, at: path)
            func fingerprint(_ key: String) throws(FormatProblem) -> Fingerprint {
                let text = try fields.string(key)
                guard let value = Fingerprint(text) else {
                    throw .unknownValue(path: fields.path(of: key), text: FormatProblem.excerpt(text))
                }
                return value
            }
            let offset = try fields.integer("at"), tail = try fields.integer("tail")
            guard offset >= 0, tail >= 0 else { throw .outOfRange(path: path, text: "\(min(offset, tail))", range: 0...Int(1e9)) }
            func lines(_ key: String) throws(FormatProblem) -> (range: Range<Int>, count: Int) {
                let index = try fields.required(key)
                guard document.kind(at: index) == .string else { throw .wrongType(path: fields.path(of: key), expected: .string) }
                return (document.stringRange(at: index), document.decodedCount(at: index))
            }
            let (before, after) = (try lines("before"), try lines("after"))
            let stored = StoredLines(
                file: bytes, before: before.range, after: after.range, removedCount: before.count,
                insertedCount: after.count, offset: offset, tail: tail)
            var changedAt: Date?
            if fields["changedAt"] != nil {
                let text = try fields.string("changedAt")
                guard let date = ISO8601Instant.parse(text) else {
                    throw .unknownValue(path: fields.path(of: "changedAt"), text: FormatProblem.excerpt(text))
                }
                changedAt = date
            }
            var day: Day?
            if fields["day"] != nil {
                let text = try fields.string("day")
                guard let read = Day(text) else { throw .badDay(path: fields.path(of: "day"), text: FormatProblem.excerpt(text)) }
                day = read
            }
            let habitsIndex = try fields.required("habits")
            guard document.kind(at: habitsIndex) == .array else {
                throw .wrongType(path: fields.path(of: "habits"), expected: .list)
            }
            var names: [String] = []
            for name in document.elements(ofArray: habitsIndex) {
                guard document.kind(at: name) == .string else {
                    throw .wrongType(path: fields.path(of: "habits"), expected: .string)
                }
                names.append(document.string(at: name))
            }
            var formerNames: [String: String] = [:]
            if let formerIndex = fields["formerNames"] {
                let former = try ObjectFields(formerIndex, in: document, at: fields.path(of: "formerNames"))
                for name in names where former[name] != nil { formerNames[name] = try former.string(name) }
            }
            let summary = ChangeSummary(command: try fields.string("command"), habits: names, day: day, formerNames: formerNames)
            let fileBefore = fields["fileBefore"] == nil ? nil : try fingerprint("fileBefore")
            history.entries.append(
                Entry(
                    summary: summary, changedAt: changedAt, lines: stored, fileAfter: try fingerprint("fileAfter"),
                    fileBefore: fileBefore, source: document.source(of: element)))
        }
        let undone = try top.integer("undone")
        guard (0...history.entries.count).contains(undone) else {
            throw .outOfRange(path: "undone", text: String(undone), range: 0...history.entries.count)
        }
        history.undone = undone
        return history
    }
}
