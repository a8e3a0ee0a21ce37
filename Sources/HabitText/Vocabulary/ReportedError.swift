/// An error `habit` reports: the exit code it ends with and the sentence that says it, both
/// declared by the error type itself, next to its cases. ``ErrorReport`` only writes the line.
public protocol ReportedError: Error, Equatable, Sendable {
    /// The exit code the run ends with: 2 for what was typed, 3 for what the data refuses (see
    /// the manual page's EXIT STATUS).
    var exitCode: ExitCode { get }
    /// The sentence that says what went wrong and what to do, in `language`.
    func sentence(in language: LanguageTable) -> String
}

extension ReportedError {
    /// Whether `other` is the same error.
    public func isEqual(to other: any ReportedError) -> Bool {
        (other as? Self) == self
    }
}
