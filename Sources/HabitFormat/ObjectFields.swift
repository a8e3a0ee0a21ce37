/// The members of one JSON object in a data file, by key, and the checks every reader of a
/// member makes: an object where one is expected, no key twice, a required member present and
/// of the right type. Each problem names the member's path ("habits[3].goal.type").
public struct ObjectFields {
    /// Where each member's value stands in the document, by key.
    public let members: [String: Int]
    /// The document the object is in.
    public let document: JSONDocument
    /// The object's path; empty for the top level.
    public let path: String

    /// The members of the object at `index`.
    public init(_ index: Int, in document: JSONDocument, at path: String) throws(FormatProblem) {
        guard document.kind(at: index) == .object else {
            throw .wrongType(path: path.isEmpty ? "(top level)" : path, expected: .object)
        }
        let pairs = document.members(ofObject: index)
        var members = [String: Int](minimumCapacity: pairs.count)
        for (key, member) in pairs {
            guard members.updateValue(member, forKey: key) == nil else {
                let shown = FormatProblem.excerpt(key)
                throw .duplicateKey(path: path.isEmpty ? shown : path + "." + shown)
            }
        }
        (self.members, self.document, self.path) = (members, document, path)
    }

    /// Where the value of member `key` stands, if there is one.
    public subscript(key: String) -> Int? { members[key] }

    /// The path of member `key`.
    public func path(of key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    /// Where the value of member `key` stands; an error when there is none.
    public func required(_ key: String) throws(FormatProblem) -> Int {
        guard let index = members[key] else { throw .missingKey(path: path(of: key)) }
        return index
    }

    /// The text of string member `key`; an error when it is missing or no string.
    public func string(_ key: String) throws(FormatProblem) -> String {
        let index = try required(key)
        guard document.kind(at: index) == .string else { throw .wrongType(path: path(of: key), expected: .string) }
        return document.string(at: index)
    }

    /// The whole number that member `key` holds; an error when it is missing or no whole number.
    public func integer(_ key: String) throws(FormatProblem) -> Int {
        let index = try required(key)
        guard document.kind(at: index) == .number else { throw .wrongType(path: path(of: key), expected: .integer) }
        let number = document.number(at: index)
        guard number == number.rounded(), abs(number) < 1e9 else { throw .wrongType(path: path(of: key), expected: .integer) }
        return Int(number)
    }
}
