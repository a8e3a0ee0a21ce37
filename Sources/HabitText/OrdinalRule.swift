/// How a language writes a day of the month as an ordinal ("1st", "22nd", "1.", "1er"): its
/// catalog's entries for the first day and for days ending in 1, 2, 3 (but 11, 12, 13) and the
/// rest, as English tells them apart; a language that does not gives them the same text.
public struct OrdinalRule: Sendable {
    /// The catalog the forms come from.
    public let catalog: Catalog

    /// The rule `catalog` gives.
    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// `day` as an ordinal.
    public func ordinal(_ day: Int) -> String {
        let ones = day % 10
        let tens = day % 100 / 10
        let key: CatalogKey
        if day == 1 {
            key = .wordOrdinalFirst
        } else if tens == 1 {
            key = .wordOrdinalOther
        } else {
            switch ones {
            case 1: key = .wordOrdinalOne
            case 2: key = .wordOrdinalTwo
            case 3: key = .wordOrdinalFew
            default: key = .wordOrdinalOther
            }
        }
        return catalog.text(key, ["day": String(day)])
    }

    /// What may follow a day's number in an ordinal, as the catalog writes them: "st", "nd",
    /// "rd", "th" in English, "er" in French; none in German, whose dot is read as an
    /// abbreviation's.
    public var suffixes: [String] {
        var suffixes: [String] = []
        for key in [CatalogKey.wordOrdinalFirst, .wordOrdinalOne, .wordOrdinalTwo, .wordOrdinalFew, .wordOrdinalOther] {
            let suffix = catalog.text(key, ["day": ""])
            if !suffix.isEmpty, suffix.allSatisfy(\.isLetter), !suffixes.contains(suffix) { suffixes.append(suffix) }
        }
        return suffixes
    }
}
