import HabitCore
import HabitFormat
import HabitFormat

extension StoreError: ReportedError {
    /// What the data file refuses or cannot do: exit 3.
    public var exitCode: ExitCode { .data }

    /// The sentence for the error (`ErrorMessage.store`).
    public func sentence(in language: LanguageTable) -> String {
        language.text(.store(self, limits: .current))
    }
}
