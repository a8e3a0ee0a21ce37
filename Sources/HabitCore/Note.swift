/// The rules for a day's note: one line of at most 500 Unicode scalars (``Swift/String/scalarLength``).
public enum Note {
    /// The longest note accepted, in Unicode scalars of its composed form.
    public static let maximumLength = 500
    /// The longest note a data file may hold, in Unicode scalars: versions before 0.3 counted
    /// 500 characters, which stay readable.
    public static let maximumStoredLength = 5_000

    /// `text` as a note: surrounding spaces removed, `nil` when nothing is left (which removes
    /// the day's note).
    ///
    /// - Throws: ``AmountError/controlCharacterInNote(_:)`` for a line break, tab or other
    ///   control character, ``AmountError/unusableCharacterInNote(_:_:)`` for a noncharacter,
    ///   ``AmountError/noteTooLong(length:)`` beyond 500 scalars.
    public static func validated(_ text: String) throws(AmountError) -> String? {
        guard !text.unicodeScalars.contains(where: isLineBreakOrControl) else { throw .controlCharacterInNote(text) }
        if let scalar = text.firstMarkupUnsafeScalar { throw .unusableCharacterInNote(text, scalar) }
        let trimmed = text.trimmingSpaces
        let length = trimmed.scalarLength
        guard length <= maximumLength else { throw .noteTooLong(length: length) }
        return trimmed.isEmpty ? nil : trimmed
    }

    /// Whether `text` may stand in a data file as a note: one line with something besides
    /// spaces, at most 500 characters and ``maximumStoredLength`` scalars. Looser than
    /// ``validated(_:)`` so that every note an older version wrote reads; a new note must pass
    /// ``validated(_:)``.
    public static func isStorable(_ text: String) -> Bool {
        guard !text.hasMoreScalars(than: maximumStoredLength) else { return false }
        let trimmed = text.trimmingSpaces
        return !text.unicodeScalars.contains(where: isLineBreakOrControl) && !trimmed.isEmpty && trimmed.count <= maximumLength
    }

    /// Whether `scalar` would break a note's one line: a control character or a line or
    /// paragraph separator.
    private static func isLineBreakOrControl(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .control || category == .lineSeparator || category == .paragraphSeparator
    }
}
