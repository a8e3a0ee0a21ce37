/// How many terminal columns text takes, measured per grapheme cluster as terminals draw it, from
/// the Unicode data in ``WidthTable`` alone: the same columns on Linux and macOS, whatever the C
/// library or the locale.
public enum DisplayWidth {
    /// The columns `character` takes: the columns of its first scalar (a base letter with its
    /// accents, a Hangul syllable from its jamo, an emoji with its skin tone or the others joined
    /// to it by U+200D, a flag), except that U+FE0F, the emoji presentation, makes it two columns,
    /// also after a text symbol or an ASCII digit (❤️, 1️⃣). Control characters take none.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x7F, scalars.count == 1 { return first.value < 0x20 ? 0 : 1 }
        if scalars.count > 1, scalars.contains("\u{FE0F}") { return 2 }
        return columns(of: first)
    }

    /// The columns `text` takes.
    public static func of(_ text: String) -> Int {
        // Printable ASCII, most names and every English sentence: a column per byte, no clusters.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The columns `scalar` takes on its own: 0, 1 or 2, from the run of ``WidthTable/runs`` it
    /// falls in (a binary search).
    public static func columns(of scalar: Unicode.Scalar) -> Int {
        let runs = WidthTable.runs
        let key = scalar.value << 8 | 0xFF
        var low = 0
        var high = runs.count
        // The last run that starts at or before the scalar: runs[low - 1].
        while low < high {
            let middle = (low + high) / 2
            if runs[middle] <= key { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? Int(runs[low - 1] & 0xFF) : 1
    }

    /// `text` followed by spaces up to `width` columns (unchanged when already wider).
    public static func padded(_ text: String, to width: Int) -> String {
        let missing = width - of(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    /// `text` cut to at most `width` columns, ending in "…" when it was cut.
    public static func truncated(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let columns = of(character)
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        return result + "…"
    }
}
