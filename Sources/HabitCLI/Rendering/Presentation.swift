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
    /// Whether standard output is a terminal: views meant for the eye (the calendar grid of
    /// `show`) appear by default only there.
    var isTerminal = false
}
