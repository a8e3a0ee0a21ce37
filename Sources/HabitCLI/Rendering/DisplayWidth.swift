/// How many terminal columns text takes, from the C library's `wcwidth` (which knows emoji, CJK
/// and combining marks once LC_CTYPE is a UTF-8 locale), applied per grapheme cluster as
/// terminals draw them.
enum DisplayWidth {
    /// The columns `character` takes: 2 for wide characters and emoji (also emoji made wide by
    /// U+FE0F or joined with U+200D), 0 for zero-width ones, else 1.
    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // U+FE0F asks for the emoji presentation, two columns, even after an ASCII digit (1️⃣).
        if scalars.count > 1, scalars.contains("\u{FE0F}") { return 2 }
        if first.value < 0x7F { return first.value < 0x20 ? 0 : 1 }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }
        return max(0, Platform.characterWidth(first))
    }

    /// The columns `text` takes.
    static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// `text` followed by spaces up to `width` columns (unchanged when already wider).
    static func padded(_ text: String, to width: Int) -> String {
        let missing = width - of(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    /// `text` cut to at most `width` columns, ending in "…" when it was cut.
    static func truncated(_ text: String, to width: Int) -> String {
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
