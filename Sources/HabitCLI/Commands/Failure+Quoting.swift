import HabitCore

/// Every piece of a person's input or of a file that a failure quotes, made safe to print:
/// control characters (a terminal's escape sequences, a bell, line breaks) written out, and cut
/// to a length that cannot flood the terminal. ``ErrorReport`` quotes every failure this way, so
/// no message can forget it.
extension Failure {
    /// The longest piece of typed text or of a file a message quotes, in characters: longer
    /// than the longest name (``HabitName/maximumLength``).
    static let quoteLimit = 120

    /// The longest path a message quotes.
    static let pathLimit = 300

    /// The same failure with every quoted string made safe to print.
    var quotingInput: Failure {
        switch self {
        case .usage(let error): return .usage(error.quotingInput)
        case .store(let error): return .store(error.quotingInput)
        case .habit(let error): return .habit(error.quotingInput)
        case .command(let error): return .command(error.quotingInput)
        case .importing(let error): return .importing(error.quotingInput)
        case .config(let error): return .config(error.quotingInput)
        case .reminder(let message): return .reminder(message.quotingInput)
        }
    }

    /// `text` as a message quotes it.
    static func quoted(text: String) -> String {
        HabitName.escaped(text, limit: quoteLimit)
    }

    /// `path` as a message names it.
    static func quoted(path: String) -> String {
        HabitName.escaped(path, limit: pathLimit)
    }
}

extension UsageError {
    fileprivate var quotingInput: UsageError {
        let q = Failure.quoted(text:)
        switch self {
        case .unknownCommand(let word, let suggestion): return .unknownCommand(q(word), suggestion: suggestion.map(q))
        case .unknownOption(let option, let command, let suggestion):
            return .unknownOption(q(option), command: command, suggestion: suggestion.map(q))
        case .missingValue(let option, let placeholder): return .missingValue(option: q(option), placeholder: placeholder)
        case .unexpectedValue(let option): return .unexpectedValue(option: q(option))
        case .missingArgument: return self
        case .extraArgument(let argument, let command, let several):
            return .extraArgument(q(argument), command: command, several: several)
        case .allWithNames(let name, let command): return .allWithNames(q(name), command: command)
        case .optionAfterEnd(let option, let command): return .optionAfterEnd(q(option), command: command)
        case .argumentNotTaken(let argument, let command): return .argumentNotTaken(q(argument), command: command)
        case .nameLikeOption(let option, let command, let retry):
            return .nameLikeOption(q(option), command: command, retry: q(retry))
        case .date(let error): return .date(error.quoting(q))
        case .badWeeks(let text, let range): return .badWeeks(q(text), range: range)
        case .badColor(let text, let choices): return .badColor(q(text), choices: choices)
        case .badColorMode(let text): return .badColorMode(q(text))
        case .unknownHelpTopic(let topic, let suggestion):
            return .unknownHelpTopic(q(topic), suggestion: suggestion.map(q))
        case .badFormat(let text): return .badFormat(q(text))
        case .badTracker(let text, let suggestion): return .badTracker(q(text), suggestion: suggestion)
        case .trackerWithFormat: return self
        case .unknownShell(let text, let suggestion): return .unknownShell(q(text), suggestion: suggestion.map(q))
        case .badCandidates(let text): return .badCandidates(q(text))
        case .badWait(let text, let variable, let maximum): return .badWait(q(text), variable: variable, maximum: maximum)
        case .repeatedOption(let option): return .repeatedOption(q(option))
        case .blankName: return self
        case .badPosition(let text): return .badPosition(q(text))
        case .moveNeedsOneTarget: return self
        case .badDays(let text): return .badDays(q(text))
        case .badPerWeek(let text, let range): return .badPerWeek(q(text), range: range)
        case .badEvery(let text, let range): return .badEvery(q(text), range: range)
        case .conflictingSchedules, .nothingToEdit: return self
        case .badBack(let text, let maximum): return .badBack(q(text), maximum: maximum)
        case .amount(let error, let limits): return .amount(error.quotingInput, limits: limits)
        case .conflictingGoals, .goalConflictsWithSchedule, .unitWithoutGoal: return self
        case .report(.badGridDays(let text, let range)): return .report(.badGridDays(q(text), range: range))
        case .report: return self
        case .badStatusPlaceholder(let text, let choices): return .badStatusPlaceholder(q(text), choices: choices)
        case .statusFormatWithName(let name): return .statusFormatWithName(q(name))
        case .reminder(let message): return .reminder(message.quotingInput)
        }
    }
}

extension StoreError {
    fileprivate var quotingInput: StoreError {
        let p = Failure.quoted(path:)
        switch self {
        case .noHome: return self
        case .wouldBeUnreadable(let path, let problem): return .wouldBeUnreadable(path: p(path), problem: problem)
        case .homeNotAbsolute(let home): return .homeNotAbsolute(home: p(home))
        case .missingFile(let path): return .missingFile(path: p(path))
        case .danglingLink(let path, let target): return .danglingLink(path: p(path), target: p(target))
        case .symbolicLink(let path): return .symbolicLink(path: p(path))
        case .hardLinked(let path, let links): return .hardLinked(path: p(path), links: links)
        case .lockTimeout(let path, let lock, let seconds): return .lockTimeout(path: p(path), lock: p(lock), seconds: seconds)
        case .isDirectory(let path): return .isDirectory(path: p(path))
        case .unreadable(let path, let reason): return .unreadable(path: p(path), reason: reason)
        case .corrupt(let path, let problem): return .corrupt(path: p(path), problem: problem)
        case .newerVersion(let path, let version): return .newerVersion(path: p(path), version: version)
        case .writeFailed(let path, let reason): return .writeFailed(path: p(path), reason: reason)
        case .notAFile(let path): return .notAFile(path: p(path))
        case .tooLarge(let path, let size): return .tooLarge(path: p(path), size: size)
        case .nothingToUndo(let path): return .nothingToUndo(path: p(path))
        case .nothingMoreToUndo(let path, let changes): return .nothingMoreToUndo(path: p(path), changes: changes)
        case .nothingToRedo(let path): return .nothingToRedo(path: p(path))
        case .changedSinceBackup(let path, let backup): return .changedSinceBackup(path: p(path), backup: p(backup))
        }
    }
}

extension HabitError {
    fileprivate var quotingInput: HabitError {
        let q = Failure.quoted(text:)
        switch self {
        case .futureDay, .emptyName, .nameTooLong, .pauseEndsBeforeStart, .pauseTooFarAhead: return self
        case .controlCharacterInName(let name): return .controlCharacterInName(q(name))
        case .weeklyGoalChecked(let name): return .weeklyGoalChecked(q(name))
        case .nameTaken(let name): return .nameTaken(q(name))
        case .nameClash(let name, let existing): return .nameClash(q(name), existing: q(existing))
        case .invalidIcon(let icon): return .invalidIcon(q(icon))
        case .unknownHabit(let name, let suggestion): return .unknownHabit(q(name), suggestion: suggestion.map(q))
        case .ambiguousHabit(let name, let candidates): return .ambiguousHabit(q(name), candidates: candidates.map(q))
        case .lookalikeHabits(let name, let candidates): return .lookalikeHabits(q(name), candidates: candidates.map(q))
        case .duplicateID(let id, let name): return .duplicateID(id, name: q(name))
        case .untrimmedName(let name): return .untrimmedName(q(name))
        }
    }
}

extension NameProblem {
    fileprivate var quotingInput: NameProblem {
        switch self {
        case .empty, .tooLong: return self
        case .controlCharacter(let name): return .controlCharacter(Failure.quoted(text: name))
        }
    }
}

extension CommandError {
    fileprivate var quotingInput: CommandError {
        switch self {
        case .deleteNeedsConfirmation(let name): return .deleteNeedsConfirmation(name: Failure.quoted(text: name))
        case .futureDay, .clockOutOfRange, .askNeedsTerminal: return self
        case .mergeFileMissing(let path): return .mergeFileMissing(path: Failure.quoted(path: path))
        case .mergeInputNotAFile(let path, let role, let kind):
            return .mergeInputNotAFile(path: Failure.quoted(path: path), role: role, kind: kind)
        case .timeZoneOutOfRange(let text, let seconds):
            return .timeZoneOutOfRange(text: Failure.quoted(text: text), seconds: seconds)
        case .notCreatedYet(let name, let created, let asOf):
            return .notCreatedYet(name: Failure.quoted(text: name), created: created, asOf: asOf)
        case .checkWeeklyGoal(let name): return .checkWeeklyGoal(name: Failure.quoted(text: name))
        case .goalDoesNotFitSchedule(let name, let kind, let schedule):
            return .goalDoesNotFitSchedule(name: Failure.quoted(text: name), kind: kind, schedule: schedule)
        case .noGoalForUnit(let name): return .noGoalForUnit(name: Failure.quoted(text: name))
        }
    }
}

extension AmountError {
    fileprivate var quotingInput: AmountError {
        let q = Failure.quoted(text:)
        switch self {
        case .notANumber(let text): return .notANumber(q(text))
        case .tooManyDecimals(let text): return .tooManyDecimals(q(text))
        case .tooLarge(let text): return .tooLarge(q(text))
        case .invalidUnit(let unit): return .invalidUnit(q(unit))
        case .controlCharacterInNote(let text): return .controlCharacterInNote(q(text))
        case .totalTooLarge, .totalBelowZero, .negativeTotal, .futureDay, .invalidGoal, .noteTooLong: return self
        }
    }
}

extension ImportError {
    fileprivate var quotingInput: ImportError {
        let p = Failure.quoted(path:)
        switch self {
        case .fileNotFound(let path): return .fileNotFound(path: p(path))
        case .isDirectory(let path): return .isDirectory(path: p(path))
        case .unreadable(let path, let reason): return .unreadable(path: p(path), reason: reason)
        case .tooLarge(let path, let size): return .tooLarge(path: path.map(p), size: size)
        case .syntax, .columnCount, .futureDate, .json, .newerVersion, .badNote: return self
        case .badAmount(let line, let text): return .badAmount(line: line, text: Failure.quoted(text: text))
        case .badDate(let line, let text): return .badDate(line: line, text: Failure.quoted(text: text))
        case .badState(let line, let text): return .badState(line: line, text: Failure.quoted(text: text))
        case .badName(let line, let error): return .badName(line: line, error.quotingInput)
        case .futureDay(let name, let day, let today): return .futureDay(name: Failure.quoted(text: name), day, today: today)
        case .foreignFileMissing(let path, let format): return .foreignFileMissing(path: p(path), format: format)
        case .badZip(let path): return .badZip(path: p(path))
        case .foreignJSON(let path, let problem): return .foreignJSON(path: p(path), problem)
        case .foreignLine(let path, let line, let problem):
            switch problem {
            case .unreadable(let text, let expected):
                return .foreignLine(path: p(path), line: line, .unreadable(text: Failure.quoted(text: text), expected: expected))
            case .badAmount(let text):
                return .foreignLine(path: p(path), line: line, .badAmount(text: Failure.quoted(text: text)))
            case .badName(let error): return .foreignLine(path: p(path), line: line, .badName(error.quotingInput))
            case .frequencyOutOfRange(let text, let range):
                return .foreignLine(
                    path: p(path), line: line, .frequencyOutOfRange(text: Failure.quoted(text: text), range: range))
            case .futureDate, .noteTooLong, .csv: return .foreignLine(path: p(path), line: line, problem)
            }
        }
    }
}

extension ConfigError {
    fileprivate var quotingInput: ConfigError {
        let p = Failure.quoted(path:)
        let q = Failure.quoted(text:)
        switch self {
        case .notASetting(let path, let line, let text): return .notASetting(path: p(path), line: line, text: q(text))
        case .unknownKey(let path, let line, let key, let suggestion):
            return .unknownKey(path: p(path), line: line, key: q(key), suggestion: suggestion.map(q))
        case .badValue(let path, let line, let key, let value):
            return .badValue(path: p(path), line: line, key: key, value: q(value))
        case .badEnvironment(let variable, let key, let value):
            return .badEnvironment(variable: variable, key: key, value: q(value))
        case .unreadable(let path, let reason): return .unreadable(path: p(path), reason: reason)
        case .notText(let path): return .notText(path: p(path))
        }
    }
}
