/// How a language separates the thousands of a large figure in a sentence: "1,000,000,000",
/// "1.000.000.000", "1 000 000 000".
public struct DigitGroups: Equatable, Sendable {
    /// What stands between groups of three digits.
    public let separator: String

    /// Groups separated by `separator`.
    public init(separator: String) {
        self.separator = separator
    }

    /// `text` with the digits it starts with (after a minus sign) in groups of three when there
    /// are five or more of them; shorter figures ("1000", a year) stay whole, as all three
    /// languages write them. Whatever follows the digits (a decimal part) is left as it is.
    public func grouped(_ text: String) -> String {
        let sign = text.prefix { $0 == "-" }
        let digits = text.dropFirst(sign.count).prefix { $0.isASCII && $0.isNumber }
        let rest = text.dropFirst(sign.count + digits.count)
        guard digits.count >= 5 else { return text }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return sign + groups.joined(separator: separator) + rest
    }
}
