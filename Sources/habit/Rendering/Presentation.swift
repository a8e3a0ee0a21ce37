/// Everything that decides how text looks: the language, the colours and the width.
struct Presentation: Sendable {
    /// The words.
    let language: any LanguageTable
    /// The colours for standard output.
    let style: Style
    /// The colours for standard error.
    let errorStyle: Style
    /// The terminal's width in columns.
    let width: Int
}
