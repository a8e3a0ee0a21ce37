import HabitCore

/// The members of a data file that this version of `habit` does not know, kept with their
/// values so that every write puts them back in place: a newer `habit` on another machine, a
/// sync tool or a hand edit may add keys, and this version must not drop them.
///
/// Members at the top level and inside each habit (by the habit's id) are kept; a deleted
/// habit's go with it.
struct UnknownMembers: Equatable, Sendable {
    /// One unknown member: its key and its value.
    struct Member: Equatable, Sendable {
        let key: String
        let value: KeptValue
    }

    /// The top-level members beside `habits` and `version`.
    var top: [Member] = []
    /// Each habit's members beside the ones this version writes.
    var habits: [UUID: [Member]] = [:]

    /// No unknown members at all.
    static let none = UnknownMembers()

    /// Whether there is nothing to keep.
    var isEmpty: Bool { top.isEmpty && habits.isEmpty }

    /// These members, with those of `other` added where a key is not here yet (an import
    /// brings the keys of the habits and the file it comes from).
    func adding(_ other: UnknownMembers) -> UnknownMembers {
        var result = self
        result.top = Self.merged(top, other.top)
        for (id, members) in other.habits {
            result.habits[id] = Self.merged(habits[id] ?? [], members)
        }
        return result
    }

    private static func merged(_ kept: [Member], _ added: [Member]) -> [Member] {
        let keys = Set(kept.map(\.key))
        return kept + added.filter { !keys.contains($0.key) }
    }
}

/// A JSON value copied out of a file, to be written back as it was.
indirect enum KeptValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number as its digits in the file, so no precision is lost.
    case number(String)
    case string(String)
    case array([KeptValue])
    /// An object's members in the order the file had them.
    case object([(key: String, value: KeptValue)])

    static func == (left: KeptValue, right: KeptValue) -> Bool {
        switch (left, right) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The value at `index` of `document`.
    init(_ document: JSONDocument, at index: Int) {
        switch document.kind(at: index) {
        case .null: self = .null
        case .false: self = .bool(false)
        case .true: self = .bool(true)
        case .number: self = .number(document.numberText(at: index))
        case .string: self = .string(document.string(at: index))
        case .array: self = .array(document.elements(ofArray: index).map { KeptValue(document, at: $0) })
        case .object: self = .object(document.members(ofObject: index).map { ($0.key, KeptValue(document, at: $0.value)) })
        }
    }

    /// Writes the value as the next value of `out`.
    func write(to out: inout JSONWriter) {
        switch self {
        case .null: out.null()
        case .bool(let value): out.bool(value)
        case .number(let digits): out.number(digits: digits)
        case .string(let text): out.string(text)
        case .array(let elements): out.array(elements) { out, element in element.write(to: &out) }
        case .object(let members):
            out.object { out in
                for member in members {
                    out.key(member.key)
                    member.value.write(to: &out)
                }
            }
        }
    }
}
