import HabitCore

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
struct ChangeHistory: Equatable, Sendable {
    /// One change, as the history keeps it.
    struct Entry: Equatable, Sendable {
        /// What it did.
        var summary: ChangeSummary
        /// When it was made; `nil` when the time was not known.
        var changedAt: Date?
        /// The lines it changed.
        var patch: LinePatch
        /// The fingerprint of the file it wrote.
        var fileAfter: Fingerprint
        /// The fingerprint of the file before it, as `undo` wrote it back; `nil` until then.
        var fileBefore: Fingerprint?
    }

    /// The changes, oldest first.
    var entries: [Entry] = []
    /// How many of the last changes are undone.
    var undone = 0

    /// The most changes kept: `habit undo` goes back this far.
    static let maximumChanges = 50
    /// The most bytes of changed lines kept beyond the newest change (4 MiB).
    static let maximumBytes = 4 << 20
    /// A change larger than this (16 MiB of changed lines) is not kept: the history starts
    /// afresh after it, and only the backup can take it back.
    static let largestChange = 16 << 20
    /// The version of the format this build writes and reads.
    static let version = 1

    /// An empty history.
    init() {}

    /// How many changes are in effect (can be undone).
    var applied: Int { entries.count - undone }

    /// The history path for the data file at `path`.
    static func path(for path: String) -> String {
        path + ".history"
    }

    /// Adds `entry` as the newest change: the undone ones are dropped first, and the oldest
    /// ones after, to stay within the bounds. With `replacingLast`, `entry` takes the place of
    /// the newest (the next answer of one `habit ask`).
    mutating func record(_ entry: Entry, replacingLast: Bool = false) {
        entries.removeLast(undone)
        undone = 0
        if replacingLast, !entries.isEmpty { entries.removeLast() }
        guard entry.patch.size <= Self.largestChange, String(validating: entry.patch.removed, as: UTF8.self) != nil,
            String(validating: entry.patch.inserted, as: UTF8.self) != nil
        else {
            entries = []
            return
        }
        entries.append(entry)
        if entries.count > Self.maximumChanges { entries.removeFirst(entries.count - Self.maximumChanges) }
        var older = entries.dropLast().reduce(0) { $0 + $1.patch.size }
        var drop = 0
        while older > Self.maximumBytes {
            older -= entries[drop].patch.size
            drop += 1
        }
        entries.removeFirst(drop)
    }

    // MARK: - The file

    /// The history's bytes: pretty-printed JSON with sorted keys, as the data file.
    func encodedBytes() -> [UInt8] {
        var out = JSONWriter(capacity: 512 + entries.reduce(0) { $0 + 2 * $1.patch.size + 256 })
        out.object { out in
            out.key("changes")
            out.array(entries) { out, entry in
                out.object { out in
                    out.member("after", String(decoding: entry.patch.inserted, as: UTF8.self))
                    out.member("at", entry.patch.offset)
                    out.member("before", String(decoding: entry.patch.removed, as: UTF8.self))
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
                    out.member("tail", entry.patch.tail)
                }
            }
            out.member("undone", undone)
            out.member("version", Self.version)
        }
        out.endLine()
        return out.bytes
    }

    /// Reads a history file.
    ///
    /// - Throws: the ``FormatProblem`` that makes it unusable.
    static func decode(_ bytes: [UInt8]) throws(FormatProblem) -> ChangeHistory {
        let document: JSONDocument
        do {
            document = try JSONReader.read(bytes)
        } catch {
            throw .syntax(line: error.line, column: error.column, error.problem)
        }
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
            let patch = LinePatch(
                offset: offset, removed: Array(try fields.string("before").utf8),
                inserted: Array(try fields.string("after").utf8), tail: tail)
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
            let before = fields["fileBefore"] == nil ? nil : try fingerprint("fileBefore")
            history.entries.append(
                Entry(
                    summary: summary, changedAt: changedAt, patch: patch, fileAfter: try fingerprint("fileAfter"),
                    fileBefore: before))
        }
        let undone = try top.integer("undone")
        guard (0...history.entries.count).contains(undone) else {
            throw .outOfRange(path: "undone", text: String(undone), range: 0...history.entries.count)
        }
        history.undone = undone
        return history
    }
}
