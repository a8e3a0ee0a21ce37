/// The plural forms a language distinguishes for a count, as CLDR names them.
enum PluralCategory: Equatable, Sendable {
    case one, few, many, other
}

/// A language's CLDR cardinal plural rule for whole numbers: which form a count takes.
enum PluralRule: Equatable, Sendable {
    /// English, German: `one` for exactly 1, `other` for everything else (0 days, 21 days).
    case oneForOne
    /// French: `one` for 0 and 1 ("0 jour", "1 jour"); `many` for a non-zero multiple of a
    /// million ("1 000 000 de jours"); `other` for the rest.
    case oneForZeroAndOne

    /// The form a figure with decimals takes ("1.5 seconds", "1,5 seconde"); a whole one takes
    /// the form of its count.
    func category(_ value: Double) -> PluralCategory {
        if value == value.rounded(), abs(value) < 1e15 { return category(Int(value)) }
        switch self {
        case .oneForOne: return .other  // CLDR: `one` only for 1 without decimals
        case .oneForZeroAndOne: return abs(value) < 2 ? .one : .other  // CLDR: i = 0 or 1
        }
    }

    /// The form `count` takes.
    func category(_ count: Int) -> PluralCategory {
        switch self {
        case .oneForOne:
            return count == 1 ? .one : .other
        case .oneForZeroAndOne:
            if count == 0 || count == 1 { return .one }
            if count != 0, count % 1_000_000 == 0 { return .many }
            return .other
        }
    }
}
