import HabitCore
import HabitFormat
import HabitFormat

/// Errors and notices for standard error: each says what went wrong and what to do.
public enum ErrorMessage: Equatable, Sendable {
    /// `check` on a habit with a weekly goal; `log` is the command to use.
    case checkWeeklyGoal(name: String, log: String)
    /// `edit` would give a habit a goal that its schedule cannot carry.
    case goalDoesNotFitSchedule(name: String, kind: Goal.Kind, schedule: Schedule)
    /// `edit --unit` on a habit without a goal.
    case noGoalForUnit(name: String)
    /// `habit ask` with standard input not a terminal.
    case askNeedsTerminal
    case deleteNeedsConfirmation(name: String, command: String)
    case futureQueryDay(day: Day, today: Day)
    case notCreatedYet(name: String, created: Day, day: Day)
    case usage(UsageError)
    /// A data file that cannot be read or written; `limits` are the figures the sentence quotes.
    case store(StoreError, limits: FileLimits)
    case habit(HabitError)
    /// An import refused; `limits` and `amounts` are the figures the sentence quotes, and
    /// `nothingImported` adds that nothing was imported (when the input was found).
    case importFailed(ImportError, limits: FileLimits, amounts: AmountLimits, nothingImported: Bool)
    /// A setting in the config file or the environment that cannot be used; nothing was done.
    case configFailed(ConfigError)
    /// A change has waited a second for another process to release the lock on `path`.
    case waitingForLock(path: String, lock: String)
    /// Writing the report to standard output failed; `saved` when the change was made anyway.
    case outputFailed(reason: String, saved: Bool)
    /// The data file holds days up to `latest`, more than two days after `today`: this
    /// computer's clock may be wrong (a notice; the file is read all the same).
    case clockBehind(latest: Day, today: Day)
    /// Notice, once per data file: its weeks start on Monday (a file made before weeks were
    /// stored), while the locale's region (or `week-starts-on`) starts them on `regionWeek`;
    /// `habit week-start ARGUMENT` changes it.
    case weeksStartOnMonday(regionWeek: Weekday, argument: String)
    /// The clock is outside the `years` a data file may hold.
    case clockOutOfRange(today: Day, years: ClosedRange<Int>)
    /// `TZ` is an offset of more than `maximumHours`; `offset` is written "19" or "19:30".
    case timeZoneOutOfRange(text: String, offset: String, maximumHours: Int)
    /// A file to merge does not exist.
    case mergeFileMissing(path: String)
    /// `slip` on a habit that is not one to quit; `log` records an amount instead.
    case notAQuitHabit(name: String, log: String)
    /// `edit --quit` on a habit with a goal or limit other than a limit of 0.
    case quitWithGoal(name: String, noGoal: String)
}

extension LanguageTable {
    /// Errors and notices for standard error: the entry of the catalog (`error.…`) each message
    /// picks, and its arguments, formatted for every language alike.
    public func text(_ message: ErrorMessage) -> String {
        switch message {
        case .askNeedsTerminal: return catalog.text(.errorAskNeedsTerminal)
        case .checkWeeklyGoal(let name, let log):
            return catalog.text(.errorCheckWeeklyGoal, ["name": quoted(name), "command": log])
        case .goalDoesNotFitSchedule(let name, let kind, let schedule):
            let key: CatalogKey
            switch kind {
            case .weeklyAtLeast: key = .errorWeeklyGoalDoesNotFitSchedule
            case .atMost: key = .errorLimitDoesNotFitSchedule
            case .atLeast: key = .errorGoalDoesNotFitSchedule
            }
            return catalog.text(key, ["name": quoted(name), "schedule": dueWords(schedule)])
        case .notAQuitHabit(let name, let log):
            return catalog.text(.errorNotAQuitHabit, ["name": quoted(name), "command": log])
        case .quitWithGoal(let name, let noGoal):
            return catalog.text(.errorQuitWithGoal, ["name": quoted(name), "command": noGoal])
        case .noGoalForUnit(let name): return catalog.text(.errorNoGoalForUnit, ["name": quoted(name)])
        case .deleteNeedsConfirmation(let name, let command):
            return catalog.text(.errorDeleteNeedsConfirmation, ["name": quoted(name), "command": command])
        case .futureQueryDay(let day, let today):
            return catalog.text(.errorFutureQueryDay, ["day": date(day), "today": date(today)])
        case .notCreatedYet(let name, let created, let day):
            return catalog.text(.errorNotCreatedYet, ["name": quoted(name), "day": date(day), "created": date(created)])
        case .usage(let error): return usage(error)
        case .store(let error, let limits): return store(error, limits: limits)
        case .habit(let error): return habit(error)
        case .importFailed(let error, let limits, let amounts, let nothingImported):
            return importFailed(error, limits: limits, amounts: amounts, nothingImported: nothingImported)
        case .configFailed(let error): return configFailed(error)
        case .weeksStartOnMonday(let regionWeek, let argument):
            return catalog.text(.errorWeeksStartOnMonday, ["argument": argument, "weekday": weekdayName(regionWeek)])
        case .clockBehind(let latest, let today):
            return catalog.text(.errorClockBehind, ["latest": date(latest), "today": date(today)])
        case .clockOutOfRange(let today, let years):
            return catalog.text(
                .errorClockOutOfRange,
                ["today": date(today), "first": String(years.lowerBound), "last": String(years.upperBound)])
        case .timeZoneOutOfRange(let zone, let offset, let maximum):
            return catalog.text(
                .errorTimeZoneOutOfRange, ["zone": quoted(zone), "offset": offset, "maximum": String(maximum)])
        case .waitingForLock(let path, let lock):
            return catalog.text(.errorWaitingForLock, ["path": quoted(path: path), "lock": quoted(path: lock)])
        case .outputFailed(let reason, true): return catalog.text(.errorOutputFailedSaved, ["reason": reason])
        case .outputFailed(let reason, false): return catalog.text(.errorOutputFailed, ["reason": reason])
        case .mergeFileMissing(let path): return catalog.text(.errorMergeFileMissing, ["path": quoted(path: path)])
        }
    }

    /// What a habit's data refuses: a whole sentence (other areas quote it too).
    public func habit(_ error: HabitError) -> String {
        switch error {
        case .futureDay(let day, let today):
            return catalog.text(.errorHabitFutureDay, ["day": date(day), "today": date(today)])
        case .weeklyGoalChecked(let name): return catalog.text(.errorHabitWeeklyGoalChecked, ["name": quoted(name)])
        case .emptyName: return catalog.text(.errorHabitEmptyName)
        case .controlCharacterInName(let name):
            return catalog.text(.errorHabitControlCharacterInName, ["name": quoted(name)])
        case .unusableCharacterInName(let name, let scalar):
            return catalog.text(
                .errorHabitUnusableCharacterInName, ["name": quoted(name), "character": codePoint(scalar)])
        case .nameTooLong(let length, let maximum):
            return catalog.text(.errorHabitNameTooLong, ["length": String(length), "maximum": String(maximum)])
        case .nameTaken(let name): return catalog.text(.errorHabitNameTaken, ["name": quoted(name)])
        case .nameClash(let name, let existing):
            return catalog.text(.errorHabitNameClash, ["name": quoted(name), "existing": quoted(existing)])
        case .invalidIcon(let icon): return catalog.text(.errorHabitInvalidIcon, ["icon": quoted(icon)])
        case .unknownHabit(let name, let suggestion?):
            return catalog.text(.errorHabitUnknownHabitSuggestion, ["name": quoted(name), "suggestion": quoted(suggestion)])
        case .unknownHabit(let name, nil): return catalog.text(.errorHabitUnknownHabit, ["name": quoted(name)])
        case .ambiguousHabit(let name, let candidates):
            return catalog.text(.errorHabitAmbiguousHabit, ["name": quoted(name), "candidates": candidateList(candidates)])
        case .lookalikeHabits(let name, let candidates):
            return catalog.text(.errorHabitLookalikeHabits, ["name": quoted(name), "candidates": candidateList(candidates)])
        case .duplicateID(let id, let name):
            return catalog.text(.errorHabitDuplicateID, ["name": quoted(name), "id": id.uuidString])
        case .untrimmedName(let name): return catalog.text(.errorHabitUntrimmedName, ["name": quoted(name)])
        case .pauseEndsBeforeStart(let first, let last):
            return catalog.text(.errorHabitPauseEndsBeforeStart, ["first": date(first), "last": date(last)])
        case .pauseTooFarAhead(let day, let latest):
            return catalog.text(.errorHabitPauseTooFarAhead, ["day": date(day), "latest": date(latest)])
        }
    }

    /// Habits' names as a sentence lists them, each quoted: "“Lesen”, “Laufen”".
    private func candidateList(_ names: [String]) -> String {
        commaList(names.map { catalog.text(.errorHabitCandidate, ["name": quoted($0)]) })
    }

    /// Choices one after another, separated as the catalog separates a list's items: "a, b, c".
    private func commaList(_ items: [String]) -> String {
        guard let first = items.first else { return "" }
        return items.dropFirst().reduce(first) { catalog.text(.listMore, ["first": $0, "next": $1]) }
    }

    private func amountProblem(_ error: AmountError, limits: AmountLimits) -> String {
        switch error {
        case .notANumber(let typed): return catalog.text(.errorAmountNotANumber, ["text": quoted(typed)])
        case .tooManyDecimals(let typed):
            return catalog.text(.errorAmountTooManyDecimals, ["text": quoted(typed), "decimals": String(limits.decimals)])
        case .tooLarge(let typed):
            return catalog.text(.errorAmountTooLarge, ["text": quoted(typed), "largest": largest(limits)])
        case .totalTooLarge(let day, let total):
            return catalog.text(
                .errorAmountTotalTooLarge,
                ["day": date(day), "total": digitGroups.grouped(number(total)), "largest": largest(limits)])
        case .totalBelowZero(let day, let total):
            return catalog.text(.errorAmountTotalBelowZero, ["day": date(day), "total": number(total)])
        case .negativeTotal(let total): return catalog.text(.errorAmountNegativeTotal, ["total": number(total)])
        case .futureDay(let day, let today): return habit(.futureDay(day, today: today))
        case .invalidGoal(.atMost, let amount):
            return catalog.text(.errorAmountInvalidLimit, ["amount": number(amount), "largest": largest(limits)])
        case .invalidGoal(_, let amount):
            return catalog.text(.errorAmountInvalidGoal, ["amount": number(amount), "largest": largest(limits)])
        case .invalidUnit(let unit):
            return catalog.text(.errorAmountInvalidUnit, ["unit": quoted(unit), "maximum": String(limits.unitLength)])
        case .controlCharacterInNote(let note):
            return catalog.text(.errorAmountControlCharacterInNote, ["note": quoted(note)])
        case .unusableCharacterInUnit(let unit, let scalar):
            return catalog.text(
                .errorAmountUnusableCharacterInUnit, ["unit": quoted(unit), "character": codePoint(scalar)])
        case .unusableCharacterInNote(let note, let scalar):
            return catalog.text(
                .errorAmountUnusableCharacterInNote, ["note": quoted(note), "character": codePoint(scalar)])
        case .noteTooLong(let length):
            return catalog.text(
                .errorAmountNoteTooLong, ["length": String(length), "maximum": String(limits.noteLength)])
        }
    }

    private func usage(_ error: UsageError) -> String {
        switch error {
        case .unknownCommand(let word, let suggestion?):
            return catalog.text(
                .errorUsageUnknownCommandSuggestion, ["word": quoted(word), "suggestion": quoted(suggestion)])
        case .unknownCommand(let word, nil): return catalog.text(.errorUsageUnknownCommand, ["word": quoted(word)])
        case .unknownOption(let option, let command?, let suggestion?):
            return catalog.text(
                .errorUsageUnknownCommandOptionSuggestion,
                ["option": quoted(option), "command": command.rawValue, "suggestion": quoted(suggestion)])
        case .unknownOption(let option, let command?, nil):
            return catalog.text(.errorUsageUnknownCommandOption, ["option": quoted(option), "command": command.rawValue])
        case .unknownOption(let option, nil, let suggestion?):
            return catalog.text(
                .errorUsageUnknownOptionSuggestion, ["option": quoted(option), "suggestion": quoted(suggestion)])
        case .unknownOption(let option, nil, nil): return catalog.text(.errorUsageUnknownOption, ["option": quoted(option)])
        case .nameLikeOption(let option, let command, let retry):
            return catalog.text(
                .errorUsageNameLikeOption, ["option": quoted(option), "command": command.rawValue, "retry": quoted(retry)])
        case .missingValue(let option, let placeholder):
            return catalog.text(
                .errorUsageMissingValue, ["option": quoted(option), "placeholder": self.placeholder(placeholder)])
        case .unexpectedValue(let option): return catalog.text(.errorUsageUnexpectedValue, ["option": quoted(option)])
        case .missingArgument(let command, let placeholder):
            return catalog.text(
                .errorUsageMissingArgument, ["command": command.rawValue, "placeholder": self.placeholder(placeholder)])
        case .argumentNotTaken(let argument, let command):
            return catalog.text(.errorUsageArgumentNotTaken, ["command": command.rawValue, "argument": quoted(argument)])
        case .extraArgument(let argument, let command, let several):
            return catalog.text(
                .errorUsageExtraArgument,
                ["argument": quoted(argument), "command": command.rawValue, "commands": listed(several.map(\.rawValue))])
        case .allWithNames(let name, let command):
            return catalog.text(.errorUsageAllWithNames, ["command": command.rawValue, "name": quoted(name)])
        case .optionAfterEnd(let option, let command):
            return catalog.text(.errorUsageOptionAfterEnd, ["option": quoted(option), "command": command.rawValue])
        case .report(let error): return text(error.message)
        case .date(let error): return dateError(error)
        case .badWeeks(let typed, let range): return catalog.text(.errorUsageBadWeeks, bounds(typed, range))
        case .badColor(let typed, let choices):
            return catalog.text(.errorUsageBadColor, ["text": quoted(typed), "choices": commaList(choices)])
        case .badColorMode(let typed): return catalog.text(.errorUsageBadColorMode, ["text": quoted(typed)])
        case .unknownHelpTopic(let topic, let suggestion?):
            return catalog.text(
                .errorUsageUnknownHelpTopicSuggestion, ["topic": quoted(topic), "suggestion": quoted(suggestion)])
        case .unknownHelpTopic(let topic, nil): return catalog.text(.errorUsageUnknownHelpTopic, ["topic": quoted(topic)])
        case .badFormat(let typed): return catalog.text(.errorUsageBadFormat, ["text": quoted(typed)])
        case .badTracker(let typed, _): return catalog.text(.errorUsageBadTracker, ["text": quoted(typed)])
        case .trackerWithFormat: return catalog.text(.errorUsageTrackerWithFormat)
        case .skipInvalidWithoutLog: return catalog.text(.errorUsageSkipInvalidWithoutLog)
        case .badDays(let typed): return catalog.text(.errorUsageBadDays, ["text": quoted(typed)])
        case .badPerWeek(let typed, let range): return catalog.text(.errorUsageBadPerWeek, bounds(typed, range))
        case .badEvery(let typed, let range): return catalog.text(.errorUsageBadEvery, bounds(typed, range))
        case .badPerMonth(let typed, let range): return catalog.text(.errorUsageBadPerMonth, bounds(typed, range))
        case .badMonthlyOn(let typed, let range): return catalog.text(.errorUsageBadMonthlyOn, bounds(typed, range))
        case .conflictingSchedules(let first, let second):
            return catalog.text(.errorUsageConflictingSchedules, ["first": first, "second": second])
        case .nothingToEdit: return catalog.text(.errorUsageNothingToEdit)
        case .amount(let error, let limits): return amountProblem(error, limits: limits)
        case .conflictingGoals(let first, let second):
            return catalog.text(.errorUsageConflictingGoals, ["first": first, "second": second])
        case .goalConflictsWithSchedule("--weekly-goal", let schedule):
            return catalog.text(.errorUsageWeeklyGoalConflictsWithSchedule, ["schedule": schedule])
        case .goalConflictsWithSchedule(let goal, let schedule):
            return catalog.text(.errorUsageGoalConflictsWithSchedule, ["goal": goal, "schedule": schedule])
        case .reminder(let message): return text(message)
        case .trend(let message): return text(message)
        case .timer(let message): return text(message)
        case .tag(let message): return text(message)
        case .group(let message): return text(message)
        case .unitWithoutGoal: return catalog.text(.errorUsageUnitWithoutGoal)
        case .badStatusPlaceholder(let typed, let choices):
            return catalog.text(.errorUsageBadStatusPlaceholder, ["text": quoted(typed), "choices": commaList(choices)])
        case .statusFormatWithName(let name): return catalog.text(.errorUsageStatusFormatWithName, ["name": quoted(name)])
        case .statusTagWithName(let name): return catalog.text(.errorUsageStatusTagWithName, ["name": quoted(name)])
        case .badBack(let typed, let maximum):
            return catalog.text(.errorUsageBadBack, ["text": quoted(typed), "maximum": String(maximum)])
        case .repeatedOption(let option): return catalog.text(.errorUsageRepeatedOption, ["option": quoted(option)])
        case .blankName(let command): return catalog.text(.errorUsageBlankName, ["command": command.rawValue])
        case .badPosition(let typed): return catalog.text(.errorUsageBadPosition, ["text": quoted(typed)])
        case .moveNeedsOneTarget: return catalog.text(.errorUsageMoveNeedsOneTarget)
        case .badWait(let typed, true, let maximum):
            return catalog.text(.errorUsageBadWaitEnvironment, ["text": quoted(typed), "maximum": String(maximum)])
        case .badWait(let typed, false, let maximum):
            return catalog.text(.errorUsageBadWait, ["text": quoted(typed), "maximum": String(maximum)])
        case .unknownShell(let typed, let suggestion?):
            return catalog.text(
                .errorUsageUnknownShellSuggestion, ["text": quoted(typed), "suggestion": quoted(suggestion)])
        case .unknownShell(let typed, nil): return catalog.text(.errorUsageUnknownShell, ["text": quoted(typed)])
        case .unknownWeekStart(let typed): return catalog.text(.errorUsageUnknownWeekStart, ["text": quoted(typed)])
        case .badCandidates(let typed): return catalog.text(.errorUsageBadCandidates, ["text": quoted(typed)])
        }
    }

    /// The arguments of a sentence refusing `typed` that should be a whole number in `range`.
    private func bounds(_ typed: String, _ range: ClosedRange<Int>) -> KeyValuePairs<String, String> {
        ["text": quoted(typed), "first": String(range.lowerBound), "last": String(range.upperBound)]
    }

    private func configFailed(_ error: ConfigError) -> String {
        switch error {
        case .notASetting(let path, let line, let setting):
            return catalog.text(
                .errorConfigNotASetting, ["path": quoted(path: path), "line": String(line), "text": quoted(setting)])
        case .unknownKey(let path, let line, let key, let suggestion?):
            return catalog.text(
                .errorConfigUnknownKeySuggestion,
                ["path": quoted(path: path), "line": String(line), "key": quoted(key), "suggestion": quoted(suggestion)])
        case .unknownKey(let path, let line, let key, nil):
            return catalog.text(
                .errorConfigUnknownKey, ["path": quoted(path: path), "line": String(line), "key": quoted(key)])
        case .badValue(let path, let line, let key, let value):
            return catalog.text(
                .errorConfigBadValue,
                [
                    "path": quoted(path: path), "line": String(line), "key": key.rawValue, "value": quoted(value),
                    "allowed": allowed(key),
                ])
        case .badEnvironment(let variable, let key, let value):
            return catalog.text(
                .errorConfigBadEnvironment,
                ["variable": variable, "key": key.rawValue, "value": quoted(value), "allowed": allowed(key)])
        case .unreadable(let path, let reason):
            return catalog.text(.errorConfigUnreadable, ["path": quoted(path: path), "reason": reason])
        case .notText(let path): return catalog.text(.errorConfigNotText, ["path": quoted(path: path)])
        }
    }

    /// What a setting takes, inside the sentence refusing its value: "use auto, always or never".
    private func allowed(_ key: ConfigKey) -> String {
        switch key {
        case .dayStartsAt: return catalog.text(.errorAllowedDayStartsAt)
        case .language: return catalog.text(.errorAllowedLanguage, ["codes": commaList(Languages.all.map(\.code).sorted())])
        case .color: return catalog.text(.errorAllowedColor)
        case .remindAt: return catalog.text(.errorAllowedRemindAt)
        case .remindVia: return catalog.text(.errorAllowedRemindVia)
        case .remindCommand: return catalog.text(.errorAllowedRemindCommand)
        case .remindTimeout: return catalog.text(.errorAllowedRemindTimeout)
        case .weekStartsOn: return catalog.text(.errorAllowedWeekStartsOn)
        case .motion: return catalog.text(.errorAllowedMotion)
        }
    }
}
