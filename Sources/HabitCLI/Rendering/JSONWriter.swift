/// Writes a ``JSONValue`` as text the way the data file looks: two-space indentation,
/// `"key" : value`, keys sorted so the output diffs well and keys never move.
enum JSONWriter {
    /// `value` as pretty-printed JSON, ending in a newline.
    static func write(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: "", into: &out)
        return out + "\n"
    }

    private static func write(_ value: JSONValue, indent: String, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let number):
            // Whole numbers are written without a fraction; the figures here are all whole.
            if number == number.rounded(), abs(number) < 1e15 {
                out += String(Int(number))
            } else {
                out += String(number)
            }
        case .string(let text): out += StoreFormat.quoted(text)
        case .array(let elements):
            guard !elements.isEmpty else {
                out += "[]"
                return
            }
            out += "["
            for (index, element) in elements.enumerated() {
                out += (index == 0 ? "\n" : ",\n") + indent + "  "
                write(element, indent: indent + "  ", into: &out)
            }
            out += "\n" + indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            out += "{"
            for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                out += (index == 0 ? "\n" : ",\n") + indent + "  " + StoreFormat.quoted(member.key) + " : "
                write(member.value, indent: indent + "  ", into: &out)
            }
            out += "\n" + indent + "}"
        }
    }
}
