/// The rules for a day's note: one line of at most 500 characters.
public enum Note {
    /// The longest note accepted, in characters.
    public static let maximumLength = 500

    /// `text` as a note: surrounding spaces removed, `nil` when nothing is left (which removes
    /// the day's note).
    ///
    /// - Throws: ``AmountError/controlCharacterInNote(_:)`` for a line break, tab or other
    ///   control character, ``AmountError/noteTooLong(length:)`` beyond 500 characters.
    public static func validated(_ text: String) throws(AmountError) -> String? {
        let isControl: (Unicode.Scalar) -> Bool = { scalar in
            let category = scalar.properties.generalCategory
            return category == .control || category == .lineSeparator || category == .paragraphSeparator
        }
        guard !text.unicodeScalars.contains(where: isControl) else { throw .controlCharacterInNote(text) }
        let trimmed = text.trimmingSpaces
        guard trimmed.count <= maximumLength else { throw .noteTooLong(length: trimmed.count) }
        return trimmed.isEmpty ? nil : trimmed
    }
}
