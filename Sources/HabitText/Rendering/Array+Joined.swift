/// `joined(separator:)` for arrays of strings, written out here so that every call in
/// `HabitCLI` uses it instead of the standard library's generic one.
///
/// Why: the library's version (on `BidirectionalCollection where Element == String`) is not
/// specialised for arrays; its first call looks up `Array: Collection` at run time, which scans
/// every protocol conformance in the binary: about 100,000 instructions at each start of
/// `habit`, a measurable part of `habit list` (see "Speed" in docs/development.md).
extension Array where Element == String {
    /// The strings one after another, with `separator` between each two.
    public func joined(separator: String = "") -> String {
        var text = ""
        for (index, part) in enumerated() {
            if index > 0 { text += separator }
            text += part
        }
        return text
    }
}
