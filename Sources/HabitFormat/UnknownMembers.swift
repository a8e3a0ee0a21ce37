import HabitCore

/// The members of a data file that this version of `habit` does not know, kept with their
/// values byte for byte so that every write puts them back in place as they were: a newer
/// `habit` on another machine, a sync tool or a hand edit may add keys, and this version must
/// not drop or change them.
///
/// Members at the top level, inside each habit (by the habit's id) and inside a habit's
/// `schedule` and `goal` objects (a key its kind does not use: `days` in a `perWeek` schedule)
/// are kept; a deleted habit's go with it.
public struct UnknownMembers: Equatable, Sendable {
    /// One unknown member: its key and its value.
    public struct Member: Equatable, Sendable {
        /// The member's key as the file writes it.
        public let key: String
        /// The value as JSON text, exactly the bytes the file had (the reader checked them).
        public let json: [UInt8]

        /// The member `key` whose value is the one at `index` of `document`.
        public init(key: String, valueAt index: Int, in document: JSONDocument) {
            self.key = key
            json = Array(document.source(of: index))
        }

        /// Writes the member, its key and then its value as it was, into the open object of `out`.
        public func write(to out: inout JSONWriter) {
            out.key(key)
            out.json(json)
        }
    }

    /// The top-level members beside `habits` and `version`.
    public var top: [Member] = []
    /// Each habit's members beside the ones this version writes, by the habit's id as text
    /// (keyed by text, not by `UUID`: a `[UUID: …]` here costs every run a scan of the binary's
    /// protocol conformances when the file is read, even with nothing kept).
    private var byHabit: [String: [Member]] = [:]

    /// The members inside an object of a habit (`schedule`, `goal`), by the habit's id as text
    /// and the object's key.
    private var byObject: [String: [Member]] = [:]

    /// The objects of a habit whose members this version keeps besides its known keys.
    public enum HabitObject: String, Sendable {
        case schedule, goal
    }

    /// The members kept for the habit `id` (none: empty); setting none removes its entry.
    public subscript(habit id: UUID) -> [Member] {
        get { byHabit[id.uuidString] ?? [] }
        set { byHabit[id.uuidString] = newValue.isEmpty ? nil : newValue }
    }

    /// The members kept inside `object` of the habit `id` (none: empty); setting none removes
    /// its entry.
    public subscript(habit id: UUID, object object: HabitObject) -> [Member] {
        get { byObject.isEmpty ? [] : byObject[id.uuidString + "/" + object.rawValue] ?? [] }
        set { byObject[id.uuidString + "/" + object.rawValue] = newValue.isEmpty ? nil : newValue }
    }

    /// No unknown members at all.
    public static let none = UnknownMembers()

    /// How many habits have members kept.
    public var habitCount: Int { byHabit.count }

    /// Whether there is nothing to keep.
    public var isEmpty: Bool { top.isEmpty && byHabit.isEmpty && byObject.isEmpty }

    /// These members, with those of `other` added where a key is not here yet (an import
    /// brings the keys of the habits and the file it comes from).
    public func adding(_ other: UnknownMembers) -> UnknownMembers {
        var result = self
        result.top = Self.merged(top, other.top)
        for (id, members) in other.byHabit {
            result.byHabit[id] = Self.merged(byHabit[id] ?? [], members)
        }
        for (key, members) in other.byObject {
            result.byObject[key] = Self.merged(byObject[key] ?? [], members)
        }
        return result
    }

    /// A member this version writes: its key and how its value is written.
    public typealias Known = (key: String, write: (inout JSONWriter) -> Void)

    /// Writes an object of the `known` members (in sorted order) with the `kept` ones in their
    /// places by key; a kept member whose key is known is left out, so no key is written twice.
    public static func writeObject(_ known: [Known], keeping kept: [Member], into out: inout JSONWriter) {
        let kept = kept.isEmpty ? kept : kept.filter { member in !known.contains { $0.key == member.key } }
        out.object { out in
            var next = kept.startIndex
            for member in known {
                while next < kept.endIndex, kept[next].key < member.key {
                    kept[next].write(to: &out)
                    next += 1
                }
                out.key(member.key)
                member.write(&out)
            }
            for member in kept[next...] { member.write(to: &out) }
        }
    }

    /// The members of `fields` whose keys are not `known`, sorted by key.
    public static func members(of fields: ObjectFields, besides known: Set<String>) -> [Member] {
        guard fields.members.keys.contains(where: { !known.contains($0) }) else { return [] }
        return fields.members.sorted { $0.key < $1.key }.filter { !known.contains($0.key) }.map {
            Member(key: $0.key, valueAt: $0.value, in: fields.document)
        }
    }

    private static func merged(_ kept: [Member], _ added: [Member]) -> [Member] {
        let keys = Set(kept.map(\.key))
        return kept + added.filter { !keys.contains($0.key) }
    }
}
