/// The rules for habit names and icons, and the keys by which typed names are compared.
public enum HabitName {
    /// The longest name accepted, in Unicode scalars of its composed form (``Swift/String/scalarLength``).
    public static let maximumLength = 100
    /// The longest name a data file may hold, in Unicode scalars: versions before 0.3 counted
    /// characters, so a file may hold up to 100 characters of emoji sequences (about ten
    /// scalars each at most), which stay readable.
    public static let maximumStoredLength = 1_000
    /// The longest icon accepted, in characters.
    public static let maximumIconLength = 4
    /// The most Unicode scalars an icon may have: four of the longest emoji sequences.
    public static let maximumIconScalars = 40

    /// `raw` trimmed of surrounding whitespace, or an error when the result is empty, only
    /// invisible characters, too long or contains control characters.
    public static func validated(_ raw: String) throws(HabitError) -> String {
        do {
            return try checked(raw)
        } catch {
            throw error.habitError
        }
    }

    /// `raw` trimmed of surrounding whitespace, or what keeps it from being a name: the same
    /// rules as ``validated(_:)``, for names read from a file to import.
    public static func checked(_ raw: String) throws(NameProblem) -> String {
        let name = raw.trimmingWhitespace()
        // A name of only zero-width spaces, soft hyphens and the like shows as nothing.
        guard !name.isEmpty, !name.unicodeScalars.allSatisfy(\.isInvisible) else { throw .empty }
        guard !name.unicodeScalars.contains(where: isForbidden) else { throw .controlCharacter(name) }
        if let scalar = name.firstMarkupUnsafeScalar { throw .unusableCharacter(name, scalar) }
        let length = name.scalarLength
        guard length <= maximumLength else { throw .tooLong(length: length, maximum: maximumLength) }
        return name
    }

    /// Whether `name` may stand in a data file as it is: trimmed, not empty, without control
    /// characters, at most ``maximumLength`` characters and ``maximumStoredLength`` scalars.
    /// Looser than ``checked(_:)`` so that every file an older version wrote still reads; a new
    /// name must pass ``checked(_:)``.
    public static func isStorable(_ name: String) -> Bool {
        !name.isEmpty && name.trimmingWhitespace() == name && !name.unicodeScalars.contains(where: isForbidden)
            && !name.hasMoreScalars(than: maximumStoredLength) && name.count <= maximumLength
    }

    /// `raw` trimmed, or an error when it is empty, longer than a few characters or contains
    /// whitespace or control characters.
    public static func validatedIcon(_ raw: String) throws(HabitError) -> String {
        let icon = raw.trimmingWhitespace()
        guard !icon.isEmpty, !icon.hasMoreScalars(than: maximumIconScalars), icon.count <= maximumIconLength,
            !icon.unicodeScalars.contains(where: { isForbidden($0) || !$0.isMarkupSafe || $0.properties.isWhitespace })
        else { throw .invalidIcon(raw) }
        return icon
    }

    /// The key under which a data file's names must differ: case and Unicode normalization are
    /// ignored ("Übung" in NFC or NFD, "übung", "ÜBUNG" share one key). A file with two names
    /// of one such key is refused; files written before ``lookupKey(_:)`` kept names apart may
    /// hold two names of one lookup key, and still load.
    public static func identityKey(_ name: String) -> String {
        name.caseFolded
    }

    /// The key by which names are looked up and by which no two habits may share a name: also
    /// ignores diacritics, width and invisible characters (``Unicode/Scalar/isInvisible``), so
    /// "ubung" finds "Übung", "Lesen" finds "Le\u{AD}sen", and "Cafe" cannot be added beside
    /// "Café".
    public static func lookupKey(_ name: String) -> String {
        name.withoutMarksAndWidth.caseFolded
    }

    /// `text` with control, separator and bidirectional-control characters written as
    /// `\u{…}`, so an error message shows them and stays on one line; with `limit`, cut to that
    /// many Unicode scalars, the last being "…" (scalars, not characters: one character may
    /// carry a million accents). The one function every message uses to quote what
    /// a person typed or a file held, so no terminal escape and no flood of text gets through.
    /// Quoting a quoted text again changes nothing.
    public static func escaped(_ text: String, limit: Int? = nil) -> String {
        var out = ""
        if let limit, text.hasMoreScalars(than: limit) {
            let shown = escaped(text.prefix(scalars: limit))
            return shown.hasMoreScalars(than: limit - 1) ? shown.prefix(scalars: limit - 1) + "…" : shown + "…"
        }
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                out += "\\n"
            } else if scalar == "\t" {
                out += "\\t"
            } else if scalar == "\r" {
                out += "\\r"
            } else if isForbidden(scalar) || scalar.isNoncharacter || scalar.properties.isWhitespace && scalar != " " {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        if let limit, out.hasMoreScalars(than: limit) { return out.prefix(scalars: limit - 1) + "…" }
        return out
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        // In ASCII only the controls are (a shortcut: looking up a scalar's category costs more).
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default:
            // Bidirectional controls (U+202E and friends) would reverse the rest of a line in
            // the list; joiners and variation selectors, which emoji need, are not among them.
            return scalar.properties.isBidiControl
        }
    }
}
