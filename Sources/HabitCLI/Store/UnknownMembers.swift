import HabitCore

/// The members of a data file that this version of `habit` does not know, kept with their
/// values byte for byte so that every write puts them back in place as they were: a newer
/// `habit` on another machine, a sync tool or a hand edit may add keys, and this version must
/// not drop or change them.
///
/// Members at the top level and inside each habit (by the habit's id) are kept; a deleted
/// habit's go with it.
struct UnknownMembers: Equatable, Sendable {
    /// One unknown member: its key and its value.
    struct Member: Equatable, Sendable {
        let key: String
        /// The value as JSON text, exactly the bytes the file had (the reader checked them).
        let json: [UInt8]

        /// The member `key` whose value is the one at `index` of `document`.
        init(key: String, valueAt index: Int, in document: JSONDocument) {
            self.key = key
            json = Array(document.source(of: index))
        }

        /// Writes the member, its key and then its value as it was, into the open object of `out`.
        func write(to out: inout JSONWriter) {
            out.key(key)
            out.json(json)
        }
    }

    /// The top-level members beside `habits` and `version`.
    var top: [Member] = []
    /// Each habit's members beside the ones this version writes, by the habit's id as text
    /// (keyed by text, not by `UUID`: a `[UUID: …]` here costs every run a scan of the binary's
    /// protocol conformances when the file is read, even with nothing kept).
    private var byHabit: [String: [Member]] = [:]

    /// The members kept for the habit `id` (none: empty); setting none removes its entry.
    subscript(habit id: UUID) -> [Member] {
        get { byHabit[id.uuidString] ?? [] }
        set { byHabit[id.uuidString] = newValue.isEmpty ? nil : newValue }
    }

    /// No unknown members at all.
    static let none = UnknownMembers()

    /// How many habits have members kept.
    var habitCount: Int { byHabit.count }

    /// Whether there is nothing to keep.
    var isEmpty: Bool { top.isEmpty && byHabit.isEmpty }

    /// These members, with those of `other` added where a key is not here yet (an import
    /// brings the keys of the habits and the file it comes from).
    func adding(_ other: UnknownMembers) -> UnknownMembers {
        var result = self
        result.top = Self.merged(top, other.top)
        for (id, members) in other.byHabit {
            result.byHabit[id] = Self.merged(byHabit[id] ?? [], members)
        }
        return result
    }

    private static func merged(_ kept: [Member], _ added: [Member]) -> [Member] {
        let keys = Set(kept.map(\.key))
        return kept + added.filter { !keys.contains($0.key) }
    }
}
