import HabitCore
import HabitStore
import HabitSystem

extension StoreError: ReportedError {
    /// What the data file refuses or cannot do: exit 3.
    var exitCode: ExitCode { .data }

    /// The sentence for the error (`ErrorMessage.store`).
    func sentence(in language: LanguageTable) -> String {
        language.text(.store(self, limits: .current))
    }
}
