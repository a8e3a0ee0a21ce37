/// An exact decimal amount with up to six decimals, such as 8 glasses or 2.5 km, stored as a
/// whole number of millionths so that sums never drift (0.1 + 0.2 is exactly 0.3).
///
/// Text is read with `.` or `,` as the decimal separator (`2.5`, `2,5`) and no thousands
/// separators, and written in its shortest form (`2.5`, `8`), which is also its JSON number.
public struct Amount: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// How many millionths make one: the scale of ``millionths``.
    public static let scale: Int64 = 1_000_000
    /// The most decimals an amount may have.
    public static let maximumDecimals = 6
    /// The largest amount accepted, for one entry and for a day's total: 1,000,000,000.
    public static let maximum = Amount(millionths: 1_000_000_000 * scale)
    /// Nothing: 0.
    public static let zero = Amount(millionths: 0)

    /// The amount in millionths: 2.5 is 2,500,000.
    public let millionths: Int64

    /// The amount of `millionths` millionths.
    public init(millionths: Int64) {
        self.millionths = millionths
    }

    /// The whole amount `whole`, such as 8.
    public init(_ whole: Int) {
        self.init(millionths: Int64(whole) * Amount.scale)
    }

    /// Whether the amount is below 0 (a correction).
    public var isNegative: Bool { millionths < 0 }

    /// Whether the amount is above 0.
    public var isPositive: Bool { millionths > 0 }

    /// Whether the amount lies within ±``maximum``.
    public var isWithinLimits: Bool { millionths.magnitude <= Amount.maximum.millionths.magnitude }

    /// Reads `text`: an optional sign, digits, and optionally `.` or `,` followed by at most six
    /// digits (`8`, `2.5`, `2,5`, `-1`).
    ///
    /// - Throws: ``AmountError/notANumber(_:)`` for anything else (NaN, infinity, exponents,
    ///   thousands separators), ``AmountError/tooManyDecimals(_:)`` for a seventh decimal,
    ///   ``AmountError/tooLarge(_:)`` beyond ±1,000,000,000.
    public init(parsing text: String) throws(AmountError) {
        var scalars = Substring(text).unicodeScalars[...]
        var negative = false
        if let sign = scalars.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            scalars = scalars.dropFirst()
        }
        var whole: [UInt8] = []
        var fraction: [UInt8] = []
        var sawSeparator = false
        for scalar in scalars {
            if scalar == "." || scalar == "," {
                guard !sawSeparator else { throw .notANumber(text) }
                sawSeparator = true
            } else if let digit = Amount.asciiDigit(scalar) {
                if sawSeparator { fraction.append(digit) } else { whole.append(digit) }
            } else {
                throw .notANumber(text)
            }
        }
        guard !whole.isEmpty, !sawSeparator || !fraction.isEmpty else { throw .notANumber(text) }
        while fraction.last == 0 { fraction.removeLast() }
        guard fraction.count <= Amount.maximumDecimals else { throw .tooManyDecimals(text) }
        while whole.count > 1 && whole.first == 0 { whole.removeFirst() }
        guard whole.count <= 10 else { throw .tooLarge(text) }
        var value: Int64 = 0
        for digit in whole { value = value * 10 + Int64(digit) }
        value *= Amount.scale
        var unit = Amount.scale
        for digit in fraction {
            unit /= 10
            value += Int64(digit) * unit
        }
        let amount = Amount(millionths: negative ? -value : value)
        guard amount.isWithinLimits else { throw .tooLarge(text) }
        self = amount
    }

    private static func asciiDigit(_ scalar: Unicode.Scalar) -> UInt8? {
        guard scalar.value >= 0x30 && scalar.value <= 0x39 else { return nil }
        return UInt8(scalar.value - 0x30)
    }

    /// The shortest decimal form: `8`, `2.5`, `-0.125`; never `8.0` and never a comma.
    public var description: String {
        let magnitude = millionths.magnitude
        let whole = magnitude / UInt64(Amount.scale)
        var fraction = magnitude % UInt64(Amount.scale)
        var text = (millionths < 0 ? "-" : "") + String(whole)
        guard fraction > 0 else { return text }
        var digits = Amount.maximumDecimals
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let decimals = String(fraction)
        text += "." + String(repeating: "0", count: digits - decimals.count) + decimals
        return text
    }

    /// Orders amounts by size.
    public static func < (lhs: Amount, rhs: Amount) -> Bool {
        lhs.millionths < rhs.millionths
    }

    /// The exact sum, held at the largest representable value instead of overflowing.
    public static func + (lhs: Amount, rhs: Amount) -> Amount {
        let (sum, overflow) = lhs.millionths.addingReportingOverflow(rhs.millionths)
        guard overflow else { return Amount(millionths: sum) }
        return Amount(millionths: rhs.millionths < 0 ? .min : .max)
    }

    /// The exact difference, held at the largest representable value instead of overflowing.
    public static func - (lhs: Amount, rhs: Amount) -> Amount {
        lhs + Amount(millionths: rhs.millionths == .min ? .max : -rhs.millionths)
    }

    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout Amount, rhs: Amount) {
        lhs = lhs + rhs
    }

    /// This amount times `numerator` divided by `denominator` (at least 1), rounded to the
    /// nearest millionth (halves away from zero): an average such as the total over 30 days.
    public func scaled(by numerator: Int, dividedBy denominator: Int) -> Amount {
        precondition(denominator >= 1, "An average is over at least one day.")
        let negative = (millionths < 0) != (numerator < 0)
        let product = millionths.magnitude.multipliedFullWidth(by: UInt64(numerator.magnitude))
        let divisor = UInt64(denominator)
        guard product.high < divisor else { return Amount(millionths: negative ? .min : .max) }
        let (quotient, remainder) = divisor.dividingFullWidth(product)
        let rounded = remainder >= divisor - remainder ? quotient + 1 : quotient
        let limited = Int64(clamping: rounded)
        return Amount(millionths: negative ? -limited : limited)
    }
}
