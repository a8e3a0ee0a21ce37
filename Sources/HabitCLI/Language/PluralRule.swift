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
