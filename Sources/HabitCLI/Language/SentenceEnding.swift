extension LanguageTable {
    /// `text` without a final full stop, for a sentence that goes on after it.
    func withoutFinalPeriod(_ text: String) -> String {
        text.hasSuffix(".") ? String(text.dropLast()) : text
    }
}
