/// gettext's `plural=` expression of a catalog's `Plural-Forms` header, read once: C's
/// arithmetic, comparisons, `!`, `&&`, `||` and `?:` over the count `n`, giving the index of the
/// plural form (`n != 1` gives 0 for one and 1 for the rest; French `n > 1`).
struct PluralFormula: Sendable {
    /// One node of the expression.
    private indirect enum Node: Sendable {
        case count
        case number(Int)
        case not(Node)
        case binary(Operator, Node, Node)
        case choice(Node, Node, Node)
    }

    /// A C operator between two operands.
    private enum Operator: String, Sendable, CaseIterable {
        case or = "||", and = "&&", equal = "==", notEqual = "!=", lessOrEqual = "<=", greaterOrEqual = ">="
        case less = "<", greater = ">", plus = "+", minus = "-", times = "*", divided = "/", remainder = "%"
    }

    private let root: Node

    /// English's and German's `n != 1`, for a header that cannot be read.
    static let singularForOne = PluralFormula(root: .binary(.notEqual, .count, .number(1)))

    private init(root: Node) {
        self.root = root
    }

    /// The formula `expression` writes, or nil where it is not one gettext would read.
    init?(_ expression: String) {
        var parser = Parser(Array(expression.utf8))
        guard let root = parser.choice(), parser.atEnd else { return nil }
        self.root = root
    }

    /// The plural form `count` takes.
    func form(_ count: Int) -> Int {
        Self.value(root, abs(count))
    }

    private static func value(_ node: Node, _ n: Int) -> Int {
        switch node {
        case .count: return n
        case .number(let number): return number
        case .not(let operand): return value(operand, n) == 0 ? 1 : 0
        case .choice(let condition, let then, let otherwise):
            return value(condition, n) != 0 ? value(then, n) : value(otherwise, n)
        case .binary(let op, let left, let right):
            let a = value(left, n)
            if op == .or, a != 0 { return 1 }
            if op == .and, a == 0 { return 0 }
            let b = value(right, n)
            switch op {
            case .or, .and: return b != 0 ? 1 : 0
            case .equal: return a == b ? 1 : 0
            case .notEqual: return a != b ? 1 : 0
            case .lessOrEqual: return a <= b ? 1 : 0
            case .greaterOrEqual: return a >= b ? 1 : 0
            case .less: return a < b ? 1 : 0
            case .greater: return a > b ? 1 : 0
            case .plus: return a &+ b
            case .minus: return a &- b
            case .times: return a &* b
            case .divided: return b == 0 ? 0 : a / b
            case .remainder: return b == 0 ? 0 : a % b
            }
        }
    }

    /// A recursive-descent reader of C's precedence: `?:`, `||`, `&&`, equality, relations,
    /// sums, products, `!`.
    private struct Parser {
        private let bytes: [UInt8]
        private var position = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        var atEnd: Bool {
            mutating get {
                skipSpaces()
                return position == bytes.count
            }
        }

        mutating func choice() -> Node? {
            guard let condition = binary(level: 0) else { return nil }
            guard take("?") else { return condition }
            guard let then = choice(), take(":"), let otherwise = choice() else { return nil }
            return .choice(condition, then, otherwise)
        }

        /// The operators of each precedence level, loosest first.
        private static let levels: [[Operator]] = [
            [.or], [.and], [.equal, .notEqual], [.lessOrEqual, .greaterOrEqual, .less, .greater],
            [.plus, .minus], [.times, .divided, .remainder],
        ]

        private mutating func binary(level: Int) -> Node? {
            guard level < Self.levels.count else { return unary() }
            guard var left = binary(level: level + 1) else { return nil }
            while let op = Self.levels[level].first(where: { take($0.rawValue) }) {
                guard let right = binary(level: level + 1) else { return nil }
                left = .binary(op, left, right)
            }
            return left
        }

        private mutating func unary() -> Node? {
            if peek("!=") { return nil }
            if take("!") {
                guard let operand = unary() else { return nil }
                return .not(operand)
            }
            if take("(") {
                guard let inner = choice(), take(")") else { return nil }
                return inner
            }
            if take("n") { return .count }
            skipSpaces()
            var number = 0
            var digits = 0
            while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
                number = number &* 10 &+ Int(bytes[position] - UInt8(ascii: "0"))
                position += 1
                digits += 1
            }
            return digits > 0 ? .number(number) : nil
        }

        private mutating func skipSpaces() {
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
                position += 1
            }
        }

        private mutating func peek(_ token: String) -> Bool {
            skipSpaces()
            var index = position
            for byte in token.utf8 {
                guard index < bytes.count, bytes[index] == byte else { return false }
                index += 1
            }
            return true
        }

        /// Takes `token` when it comes next; a one-character operator is not taken from the
        /// start of a longer one (`<` from `<=`, `!` from `!=`).
        private mutating func take(_ token: String) -> Bool {
            guard peek(token) else { return false }
            let end = position + token.utf8.count
            if token.utf8.count == 1, end < bytes.count, bytes[end] == UInt8(ascii: "="), "<>!=".utf8.contains(bytes[position]) {
                return false
            }
            if token == "|" || token == "&" { return false }
            position = end
            return true
        }
    }
}
