import HabitCore

/// The one place where a failure becomes a sentence and an exit code.
enum ErrorReport {
    /// The exit code for `failure`: bad input is a usage error (2), what the data refuses or
    /// cannot do is a data error (3).
    static func exitCode(for failure: Failure) -> ExitCode {
        switch failure {
        case .usage, .config, .reminder: return .usage
        case .store, .timer, .reminderState: return .data
        case .command(let error):
            switch error {
            case .deleteNeedsConfirmation, .futureDay, .askNeedsTerminal, .mergeFileMissing, .mergeInputNotAFile,
                .checkWeeklyGoal,
                .goalDoesNotFitSchedule, .noGoalForUnit, .notAQuitHabit, .quitWithGoal:
                return .usage
            case .notCreatedYet, .clockOutOfRange: return .data
            case .timeZoneOutOfRange: return .usage
            }
        case .importing(let error):
            switch error {
            case .unreadable: return .data
            case .fileNotFound, .isDirectory, .tooLarge, .syntax, .columnCount, .badState, .badAmount, .badNote, .badDate,
                .futureDate, .badName,
                .json, .newerVersion, .futureDay, .foreignFileMissing, .foreignLine, .badZip, .zipMemberTooLarge, .zipTooLarge,
                .foreignJSON, .unusableCharacter, .sqliteMissing, .notLoopDatabase:
                return .usage
            }
        case .habit(let error):
            switch error {
            case .futureDay, .weeklyGoalChecked, .emptyName, .controlCharacterInName, .unusableCharacterInName, .nameTooLong,
                .invalidIcon,
                .pauseEndsBeforeStart, .pauseTooFarAhead:
                return .usage
            case .nameTaken, .nameClash, .unknownHabit, .ambiguousHabit, .lookalikeHabits, .duplicateID, .untrimmedName:
                return .data
            }
        }
    }

    /// The sentence for `failure` in `language`, on one line: a line break or other control
    /// character that the table's ``LanguageTable/quoted(_:)`` did not reach is
    /// written out as ``HabitCore/HabitName/escaped(_:limit:)`` writes it. The sentence's own
    /// spaces stay, no-break ones included (French sets them before ":" and inside « »).
    static func message(for failure: Failure, in language: any LanguageTable) -> String {
        oneLine(sentence(for: failure, in: language))
    }

    /// `sentence` with every scalar that would break the line or take over the terminal
    /// written out, as ``HabitCore/HabitName/escaped(_:limit:)`` writes it: what the sentence's
    /// ``ShownText`` and ``LanguageTable/quoted(_:)`` did not reach. Escaped text is unchanged.
    static func oneLine(_ sentence: String) -> String {
        guard sentence.unicodeScalars.contains(where: breaksTheLine) else { return sentence }
        var shown = ""
        for scalar in sentence.unicodeScalars {
            if breaksTheLine(scalar) {
                shown += HabitName.escaped(String(scalar))
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// Whether `scalar` would break the line or change how the rest of it reads.
    private static func breaksTheLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return scalar.properties.isBidiControl
        }
    }

    private static func sentence(for failure: Failure, in language: any LanguageTable) -> String {
        switch failure {
        case .usage(let error): return language.text(.usage(error))
        case .store(let error): return language.text(.store(error, limits: .current))
        case .habit(let error): return language.text(.habit(error))
        case .importing(let error):
            return language.text(.importFailed(error, limits: .current, amounts: .current, nothingImported: error.foundInput))
        case .config(let error): return language.text(.configFailed(error))
        case .reminder(let message): return language.text(message)
        case .reminderState(let problem): return language.text(ReminderMessage.stateFile(problem))
        case .timer(let message): return language.text(message)
        case .command(.askNeedsTerminal): return language.text(.askNeedsTerminal)
        case .command(.mergeFileMissing(let path)): return language.text(.mergeFileMissing(path: path))
        case .command(.mergeInputNotAFile(let path, let role, let kind)):
            return language.text(.sync(.mergeInputNotAFile(path: path, role: role, kind: kind)))
        case .command(.deleteNeedsConfirmation(let name)):
            return language.text(.deleteNeedsConfirmation(name: name, command: commandLine(.delete, name) + " --yes"))
        case .command(.futureDay(let day, let today, .change)):
            return language.text(.habit(.futureDay(day, today: today)))
        case .command(.futureDay(let day, let today, .query)):
            return language.text(.futureQueryDay(day: day, today: today))
        case .command(.clockOutOfRange(let today)):
            return language.text(.clockOutOfRange(today: today, years: AcceptedDays.earliest.year...AcceptedDays.latestYear))
        case .command(.timeZoneOutOfRange(let text, let seconds)):
            let hours = abs(seconds) / 3600, minutes = abs(seconds) % 3600 / 60
            let offset = minutes == 0 ? "\(hours)" : "\(hours):" + (minutes < 10 ? "0\(minutes)" : "\(minutes)")
            return language.text(.timeZoneOutOfRange(text: text, offset: offset, maximumHours: World.maximumOffsetHours))
        case .command(.checkWeeklyGoal(let name)):
            return language.text(
                .checkWeeklyGoal(name: name, log: commandLine(.log, name) + " " + language.text(.placeholder(.amount))))
        case .command(.goalDoesNotFitSchedule(let name, let kind, let schedule)):
            return language.text(.goalDoesNotFitSchedule(name: name, kind: kind, schedule: schedule))
        case .command(.noGoalForUnit(let name)): return language.text(.noGoalForUnit(name: name))
        case .command(.notAQuitHabit(let name)):
            return language.text(
                .notAQuitHabit(name: name, log: commandLine(.log, name) + " " + language.text(.placeholder(.amount))))
        case .command(.quitWithGoal(let name)):
            return language.text(.quitWithGoal(name: name, noGoal: commandLine(.edit, name) + " --no-goal --quit"))
        case .command(.notCreatedYet(let name, let created, let day)):
            return language.text(.notCreatedYet(name: name, created: created, day: day))
        }
    }

    /// The output for `failure`: one line on standard error, `habit:` in red where colour is on.
    static func output(for failure: Failure, language: any LanguageTable, style: Style) -> Output {
        .failure(line(message(for: failure, in: language), style: style), exitCode(for: failure))
    }

    /// `sentence` as a line of standard error says it, after `habit:` (in red where `style`
    /// colours): the one place the prefix is written, for errors, notices and conflicts alike,
    /// and so the one place a line of standard error is made one line (``oneLine(_:)``).
    static func line(_ sentence: String, style: Style = .plain) -> String {
        style.red("habit:") + " " + oneLine(sentence)
    }
}
