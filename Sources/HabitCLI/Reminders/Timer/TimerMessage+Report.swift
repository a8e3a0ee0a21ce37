import HabitStore
import HabitSystem
/// A timer that cannot be installed or removed is reported as its own sentence.
extension TimerMessage: ReportedError {
    /// What the system refuses: exit 3.
    var exitCode: ExitCode { .data }

    /// The message itself.
    func sentence(in language: LanguageTable) -> String {
        language.text(self)
    }
}
