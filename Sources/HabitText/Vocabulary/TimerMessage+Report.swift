/// A timer that cannot be installed or removed is reported as its own sentence.
extension TimerMessage: ReportedError {
    /// What the system refuses: exit 3.
    public var exitCode: ExitCode { .data }

    /// The message itself.
    public func sentence(in language: LanguageTable) -> String {
        language.text(self)
    }
}
