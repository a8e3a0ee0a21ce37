/// A unit's two forms, as `--unit` takes them: one word for both ("km"), or the singular and the
/// plural with a slash between them ("Glas/Gläser", "cup/cups").
///
/// A slash splits only between two words of letters, each at least two letters long and both
/// starting with the same letter (case and accents aside), so that a unit with a slash in it
/// stays one unit: "km/h", "m/s", "mg/dl", "mmol/l". A unit that does not split is used for
/// both forms.
public struct UnitForms: Hashable, Sendable {
    /// The form for one: "Glas".
    public let one: String
    /// The form for other counts: "Gläser".
    public let other: String

    /// A unit whose forms are `one` and `other`.
    public init(one: String, other: String) {
        (self.one, self.other) = (one, other)
    }

    /// The forms of `unit` as typed.
    public init(_ unit: String) {
        let parts = unit.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = parts.first, let last = parts.last, Self.isWord(first), Self.isWord(last),
            first.first.map(Self.base) == last.first.map(Self.base)
        else {
            (one, other) = (unit, unit)
            return
        }
        (one, other) = (String(first), String(last))
    }

    /// The unit as typed for `one` and `other`: `other` alone when they are the same.
    public static func typed(one: String?, other: String) -> String {
        guard let one, one != other else { return other }
        return one + "/" + other
    }

    /// Whether the forms differ: the unit was given as two words.
    public var hasSingular: Bool { one != other }

    /// Whether `word` is at least two letters and nothing else.
    private static func isWord(_ word: Substring) -> Bool {
        word.count >= 2 && word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic }
    }

    /// `character` without case and accents, for comparing first letters.
    private static func base(_ character: Character) -> String {
        String(character).withoutMarksAndWidth.caseFolded
    }
}
