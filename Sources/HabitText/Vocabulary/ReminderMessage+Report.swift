/// A reminder that cannot be delivered is reported as its own sentence.
extension ReminderMessage: ReportedError {
    /// A delivery that the settings cannot make (a missing program, a bad command): exit 2.
    public var exitCode: ExitCode { .usage }

    /// The message itself.
    public func sentence(in language: LanguageTable) -> String {
        language.text(self)
    }
}
