@testable import HabitStore
@testable import HabitSystem
@testable import HabitCLI
@testable import HabitText
@testable import HabitFormat

/// A JSON value as a tree, for tests to compare what was read or written as a whole. The
/// program itself reads the flat ``JSONDocument``; this is built from one.
enum JSONTree: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONTree])
    /// Members in file order; duplicate keys are kept.
    case object([(key: String, value: JSONTree)])

    static func == (lhs: JSONTree, rhs: JSONTree) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.null, _), (.bool, _), (.number, _), (.string, _), (.array, _), (.object, _): return false
        }
    }

    /// Reads `bytes` with ``JSONReader`` and turns the document into a tree.
    static func read(_ bytes: [UInt8]) throws(JSONReader.SyntaxError) -> JSONTree {
        let document = try JSONReader.read(bytes)
        return tree(at: document.root, in: document)
    }

    private static func tree(at index: Int, in document: JSONDocument) -> JSONTree {
        switch document.kind(at: index) {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number: return .number(document.number(at: index))
        case .string: return .string(document.string(at: index))
        case .array: return .array(document.elements(ofArray: index).map { tree(at: $0, in: document) })
        case .object:
            return .object(document.members(ofObject: index).map { ($0.key, tree(at: $0.value, in: document)) })
        }
    }
}
