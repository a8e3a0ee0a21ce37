import HabitCore
import HabitSystem
import HabitFormat

/// The backup beside the data file, `habits.json.bak`: the habits as they were before the last
/// change, and a small record of that change, so that `habit undo` can put them back and say
/// what it did.
///
/// The backup is a habit file of format version 1 with one more key, `backup`, which older
/// readers ignore, so `habit --file habits.json.bak list` shows what it holds and copying it
/// over the data file restores it by hand:
///
/// ```json
/// {
///   "backup" : {
///     "change" : "edit",
///     "changedAt" : "2026-11-29T18:04:11Z",
///     "fileAfterChange" : "fnv1a64:af63bd4c8601b7df"
///   },
///   "habits" : [ … ],
///   "version" : 1
/// }
/// ```
/// `change` is `edit` for a command that changed the habits and `undo` for `habit undo`
/// itself; `changedAt` is when it happened, in UTC; `fileAfterChange` is the fingerprint of
/// the habits the change left (of their canonical encoding), so `undo` can tell whether the
/// data file was changed by someone else since.
public enum BackupFile {
    /// What the backup records about the change that followed it.
    public struct Record: Equatable, Sendable {
        /// What kind of change replaced the backed-up state.
        public enum Change: String, Equatable, Sendable {
            /// A command that changed the habits (add, check, rename, delete, …).
            case edit
            /// `habit undo`, which swapped the data file and the backup.
            case undo
        }

        /// The kind of change.
        public var change: Change
        /// When it was made; `nil` when the time was not known.
        public var changedAt: Date?
        /// The fingerprint of the habits the change left behind.
        public var fileAfterChange: Fingerprint
    }

    /// The backup's path for the data file at `path`.
    public static func path(for path: String) -> String {
        path + ".bak"
    }

    /// The backup's text: `habits` as a habit file, with `record` as its `backup` member.
    public static func encode(_ habits: HabitCollection, record: Record) -> String {
        String(decoding: encodedBytes(habits, record: record), as: UTF8.self)
    }

    /// The backup's bytes: `habits` as a habit file, with `record` as its `backup` member.
    public static func encodedBytes(_ habits: HabitCollection, unknown: UnknownMembers = .none, record: Record) -> [UInt8] {
        StoreFormat.encodedBytes(habits, unknown: unknown) { write(record, into: &$0) }
    }

    /// The backup's bytes made from a data file's own bytes, with `record` inserted as the first
    /// member: the same text ``encodedBytes(_:record:)`` would write, without encoding the habits
    /// again, and in two pieces to be written one after the other: the `backup` member, and the
    /// file after its `{` (so a large file is not copied either). `nil` unless `file` starts as
    /// the canonical form this program writes: with sorted keys, a file that starts with
    /// `habits` has no `backup` key (a backup copied over the data file by hand starts with it,
    /// and is encoded afresh).
    public static func pieces(wrapping file: [UInt8], record: Record) -> [ArraySlice<UInt8>]? {
        guard file.starts(with: "{\n  \"habits\" : [".utf8) else { return nil }
        // `{`, the `backup` member on its lines, then a comma and the file after its `{`.
        var member = JSONWriter()
        member.object { write(record, into: &$0) }
        var head = Array(member.bytes.dropLast(2))  // without the object's closing "\n}"
        head.append(UInt8(ascii: ","))
        return [head[...], file[1...]]
    }

    /// Writes the `backup` member of the open object.
    private static func write(_ record: Record, into out: inout JSONWriter) {
        out.key("backup")
        out.object { out in
            out.member("change", record.change.rawValue)
            if let changedAt = record.changedAt {
                out.member("changedAt", ISO8601Instant.format(changedAt))
            }
            out.member("fileAfterChange", record.fileAfterChange.description)
        }
    }

    /// The record in a backup's bytes. The habits are read by ``StoreFormat/decode(_:today:)``;
    /// this reads only the `backup` member.
    public static func record(in bytes: [UInt8]) throws(FormatProblem) -> Record {
        let document = try JSONReader.document(bytes)
        guard document.kind(at: document.root) == .object else { throw .wrongType(path: "(top level)", expected: .object) }
        guard let backup = document.members(ofObject: document.root).first(where: { $0.key == "backup" })?.value else {
            throw .missingKey(path: "backup")
        }
        guard document.kind(at: backup) == .object else { throw .wrongType(path: "backup", expected: .object) }
        let fields = document.members(ofObject: backup)
        func string(_ key: String) throws(FormatProblem) -> String? {
            guard let member = fields.first(where: { $0.key == key })?.value else { return nil }
            guard document.kind(at: member) == .string else { throw .wrongType(path: "backup." + key, expected: .string) }
            return document.string(at: member)
        }
        guard let changeText = try string("change") else { throw .missingKey(path: "backup.change") }
        guard let change = Record.Change(rawValue: changeText) else {
            throw .unknownValue(path: "backup.change", text: FormatProblem.excerpt(changeText))
        }
        var changedAt: Date?
        if let text = try string("changedAt") {
            guard let date = ISO8601Instant.parse(text) else {
                throw .unknownValue(path: "backup.changedAt", text: FormatProblem.excerpt(text))
            }
            changedAt = date
        }
        guard let fingerprintText = try string("fileAfterChange") else {
            throw .missingKey(path: "backup.fileAfterChange")
        }
        guard let fingerprint = Fingerprint(fingerprintText) else {
            throw .unknownValue(path: "backup.fileAfterChange", text: FormatProblem.excerpt(fingerprintText))
        }
        return Record(change: change, changedAt: changedAt, fileAfterChange: fingerprint)
    }
}
