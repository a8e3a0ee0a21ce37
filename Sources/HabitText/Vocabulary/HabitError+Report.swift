import HabitCore

/// What a habit refuses (``HabitCore/HabitError``, declared in the pure core, which knows no exit
/// codes and no words), as `habit` reports it.
extension HabitError: ReportedError {
    /// A value typed that no habit may have is a usage error (exit 2); a name that the data
    /// does not hold, or holds twice, is the data's (exit 3).
    public var exitCode: ExitCode {
        switch self {
        case .futureDay, .weeklyGoalChecked, .emptyName, .controlCharacterInName, .unusableCharacterInName, .nameTooLong,
            .invalidIcon, .pauseEndsBeforeStart, .pauseTooFarAhead:
            return .usage
        case .nameTaken, .nameClash, .unknownHabit, .ambiguousHabit, .lookalikeHabits, .duplicateID, .untrimmedName:
            return .data
        }
    }

    /// The sentence for the error (`ErrorMessage.habit`).
    public func sentence(in language: LanguageTable) -> String {
        language.text(.habit(self))
    }
}
