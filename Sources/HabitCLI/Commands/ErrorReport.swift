import HabitCore

/// The one place where any error becomes a sentence and an exit code.
enum ErrorReport {
    /// The exit code for `error`: bad input is a usage error (2), what the data refuses or
    /// cannot do is a data error (3).
    static func exitCode(for error: any Error) -> ExitCode {
        switch error {
        case CommandError.notCreatedYet: return .data
        case is UsageError, is CommandError: return .usage
        case is StoreError: return .data
        case ImportError.unreadable: return .data
        case is ImportError: return .usage
        case let error as HabitError:
            switch error {
            case .futureDay, .emptyName, .controlCharacterInName, .nameTooLong, .invalidIcon: return .usage
            case .nameTaken, .unknownHabit, .ambiguousHabit, .duplicateID, .untrimmedName: return .data
            }
        default: return .data
        }
    }

    /// The sentence for `error` in `language`, on one line: whatever it quotes is escaped the
    /// same way in every error and language (``HabitName/escaped(_:)``).
    static func message(for error: any Error, in language: any LanguageTable) -> String {
        HabitName.escaped(sentence(for: error, in: language))
    }

    private static func sentence(for error: any Error, in language: any LanguageTable) -> String {
        switch error {
        case let error as UsageError: return language.text(.usage(error))
        case let error as StoreError: return language.text(.store(error))
        case let error as HabitError: return language.text(.habit(error))
        case CommandError.deleteNeedsConfirmation(let name):
            return language.text(.deleteNeedsConfirmation(name: name, command: commandLine(.delete, name) + " --yes"))
        case CommandError.futureQueryDay(let day, let today):
            return language.text(.futureQueryDay(day: day, today: today))
        case CommandError.notCreatedYet(let name, let created, let day):
            return language.text(.notCreatedYet(name: name, created: created, day: day))
        case let error as ImportError: return language.text(.importFailed(error))
        default: return String(describing: error)
        }
    }

    /// The output for `error`: one line on standard error, `habit:` in red where colour is on.
    static func output(for error: any Error, language: any LanguageTable, style: Style) -> Output {
        .failure(style.red("habit:") + " " + message(for: error, in: language), exitCode(for: error))
    }
}
