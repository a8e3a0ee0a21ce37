import HabitCore

extension English {
    /// Errors and notices for standard error: each says what went wrong and what to do.
    func text(_ message: ErrorMessage) -> String {
        switch message {
        case .askNeedsTerminal:
            return "habit ask asks on a terminal, and standard input is not one; in scripts, use habit check NAME "
                + "(or habit skip NAME) for each habit."
        case .checkWeeklyGoal(let name, let log):
            return "\(quoted(name)) has a weekly goal, met by amounts rather than by checked days; record an amount with: \(log)"
        case .goalDoesNotFitSchedule(let name, .weeklyAtLeast, let schedule):
            return "\(quoted(name)) is due \(dueWords(schedule)), but a weekly goal takes the place of a schedule; add --daily."
        case .goalDoesNotFitSchedule(let name, .atMost, let schedule):
            return
                "\(quoted(name)) is due \(dueWords(schedule)), but a limit applies to each due day; add --daily, --days or --every."
        case .goalDoesNotFitSchedule(let name, .atLeast, let schedule):
            return
                "\(quoted(name)) is due \(dueWords(schedule)), but a goal applies to each due day; add --daily, --days or --every."
        case .notAQuitHabit(let name, let log):
            return "\(quoted(name)) is not a habit to quit, so it has no slips; record an amount with: \(log)"
        case .quitWithGoal(let name, let noGoal):
            return
                "\(quoted(name)) has a goal, and a habit to quit has none but its limit of 0; remove the goal as well with: \(noGoal)"
        case .noGoalForUnit(let name):
            return "\(quoted(name)) has no goal or limit to count in a unit; give --unit with --goal, --at-most or --weekly-goal."
        // errors
        case .deleteNeedsConfirmation(let name, let command):
            return "Not deleting “\(quoted(name))” without confirmation; to delete it from a script, run: \(command)"
        case .futureQueryDay(let day, let today):
            return "\(date(day)) is in the future (today is \(date(today))); ask about today or a past day."
        case .notCreatedYet(let name, let created, let day):
            return "“\(quoted(name))” did not exist yet on \(date(day)); it was created on \(date(created))."
        case .usage(let error): return usage(error)
        case .store(let error, let limits): return store(error, limits: limits)
        case .habit(let error): return habit(error)
        case .importFailed(let error, let limits, let amounts, let nothingImported):
            return importFailed(error, limits: limits, amounts: amounts, nothingImported: nothingImported)
        case .configFailed(let error): return configFailed(error)
        case .weeksStartOnMonday(let regionWeek, let argument):
            return "Weeks in this data file start on Monday, as habit has always counted them, so the calendar, grid, report and "
                + "stats --by week now show Monday weeks too; habit week-start \(argument) makes them start on "
                + "\(weekdayName(regionWeek))."
        case .clockBehind(let latest, let today):
            return
                "The data holds days up to \(date(latest)), after today (\(date(today))), so this computer's clock may be wrong; "
                + "check its date and time."
        case .clockOutOfRange(let today, let years):
            return
                "The clock says today is \(today), outside the years \(years.lowerBound) to \(years.upperBound) that a habit file may hold; "
                + "nothing was read or written. Set the system clock right."
        case .timeZoneOutOfRange(let text, let offset, let maximum):
            return "TZ is “\(quoted(text))”, \(offset) hours from UTC; habit takes time zones up to \(maximum) hours from UTC "
                + "(no place is more than 14 away). Set TZ to a zone name such as Pacific/Kiritimati."
        case .waitingForLock(let path, let lock):
            return "Waiting for another habit to finish changing \(quoted(path: path)) (it holds the lock \(quoted(path: lock)))…"
        case .outputFailed(let reason, true):
            return "Could not write to standard output: \(reason). The change was saved; do not run the command again."
        case .outputFailed(let reason, false): return "Could not write to standard output: \(reason). Nothing was shown."
        case .mergeFileMissing(let path):
            return "There is no file \(quoted(path: path)) to merge; check the path. Nothing was changed."
        }
    }

    /// The hint after a name that is not known: "did you mean “Lesen”?".
    private func didYouMean(_ suggestion: String) -> String {
        "did you mean “\(quoted(suggestion))”?"
    }

    private func amountProblem(_ error: AmountError, limits: AmountLimits) -> String {
        switch error {
        case .notANumber(let text):
            return "“\(quoted(text))” is not a number; write digits, with digits on both sides of a “.” or “,”, such as 0.5."
        case .tooManyDecimals(let text): return "“\(quoted(text))” has more than \(limits.decimals) decimal places; round it."
        case .tooLarge(let text): return "“\(quoted(text))” is larger than \(largest(limits)); give a smaller amount."
        case .totalTooLarge(let day, let total):
            return
                "The total on \(date(day)) would be \(digitGroups.grouped(number(total))), more than \(largest(limits)); give a smaller amount."
        case .totalBelowZero(let day, let total):
            return "The total on \(date(day)) would be \(number(total)), below 0; take away at most the amount already recorded."
        case .negativeTotal(let total):
            return "--set \(number(total)) would make the day's total less than 0; give 0 or more (--set 0 records zero)."
        case .futureDay(let day, let today): return habit(.futureDay(day, today: today))
        case .invalidGoal(.atMost, let amount):
            return "\(number(amount)) cannot be a limit; give an amount from 0 to \(largest(limits))."
        case .invalidGoal(_, let amount):
            return "\(number(amount)) cannot be a goal; give an amount above 0 and at most \(largest(limits))."
        case .invalidUnit(let unit):
            return "The unit “\(quoted(unit))” is not usable; give a word of at most \(limits.unitLength) characters without "
                + "control characters."
        case .controlCharacterInNote(let text):
            return "The note “\(quoted(text))” contains a line break or control character; use one line of text."
        case .unusableCharacterInUnit(let unit, let scalar):
            return
                "The unit “\(quoted(unit))” contains \(codePoint(scalar)), which is not a character of text; give a word without it."
        case .unusableCharacterInNote(let text, let scalar):
            return
                "The note “\(quoted(text))” contains \(codePoint(scalar)), which is not a character of text; write the note without it."
        case .noteTooLong(let length): return "The note is \(length) characters long; shorten it to at most \(limits.noteLength)."
        }
    }

    func habit(_ error: HabitError) -> String {
        switch error {
        case .futureDay(let day, let today):
            return "\(date(day)) is in the future (today is \(date(today))); only today or past days can be changed."
        case .weeklyGoalChecked(let name):
            return
                "“\(quoted(name))” has a weekly goal, met by amounts rather than by checked days; record an amount with “habit log”."
        case .emptyName: return "A habit needs a name; type at least one visible character that is not a space."
        case .controlCharacterInName(let name):
            return "The name “\(quoted(name))” contains a line break or control character; use plain text."
        case .unusableCharacterInName(let name, let scalar):
            return "The name “\(quoted(name))” contains \(codePoint(scalar)), which is not a character of text; use plain text."
        case .nameTooLong(let length, let maximum):
            return "The name is \(length) characters long; use at most \(maximum)."
        case .nameTaken(let name): return "A habit named “\(quoted(name))” already exists; choose another name."
        case .nameClash(let name, let existing):
            return
                "“\(quoted(name))” differs from “\(quoted(existing))” only in case, accents or width, and habit takes the two for one name; "
                + "choose another name."
        case .invalidIcon(let icon):
            return "The icon “\(quoted(icon))” is not usable; give one emoji or a short symbol without spaces."
        case .unknownHabit(let name, let suggestion?): return "There is no habit “\(quoted(name))”; \(didYouMean(suggestion))"
        case .unknownHabit(let name, nil): return "There is no habit “\(quoted(name))”; see all habits with “habit list”."
        case .ambiguousHabit(let name, let candidates):
            let list = candidates.map { "“\(quoted($0))”" }.joined(separator: ", ")
            return "“\(quoted(name))” matches more than one habit: \(list); type more of the name."
        case .lookalikeHabits(let name, let candidates):
            let list = candidates.map { "“\(quoted($0))”" }.joined(separator: ", ")
            return
                "“\(quoted(name))” could mean more than one habit, their names differing only in case, accents or width: \(list); "
                + "type the name exactly as it is written, or give one another name with “habit rename”."
        case .duplicateID(let id, let name):
            return "The habit “\(quoted(name))” has the id \(id.uuidString), which another habit already has; "
                + "give it a new id or remove it."
        case .untrimmedName(let name): return "The name “\(quoted(name))” has spaces around it; remove them."
        case .pauseEndsBeforeStart(let first, let last):
            return "A pause cannot end on \(date(last)), before it starts on \(date(first)); give an end on or after the start."
        case .pauseTooFarAhead(let day, let latest):
            return "\(date(day)) is more than a year ahead; a pause can be planned up to \(date(latest))."
        }
    }

    private func usage(_ error: UsageError) -> String {
        switch error {
        case .unknownCommand(let word, let suggestion?): return "Unknown command “\(quoted(word))”; \(didYouMean(suggestion))"
        case .unknownCommand(let word, nil): return "Unknown command “\(quoted(word))”; see “habit help”."
        case .unknownOption(let option, let command?, let suggestion?):
            return "Unknown option “\(quoted(option))” for “habit \(command.rawValue)”; \(didYouMean(suggestion))"
        case .unknownOption(let option, let command?, nil):
            return "Unknown option “\(quoted(option))” for “habit \(command.rawValue)”; see “habit help \(command.rawValue)”."
        case .unknownOption(let option, nil, let suggestion?):
            return "Unknown option “\(quoted(option))”; \(didYouMean(suggestion))"
        case .unknownOption(let option, nil, nil): return "Unknown option “\(quoted(option))”; see “habit help”."
        case .nameLikeOption(let option, let command, let retry):
            return "Unknown option “\(quoted(option))” for “habit \(command.rawValue)”; "
                + "a name or text that starts with “-” goes after “--”: \(quoted(retry))"
        case .missingValue(let option, let placeholder):
            return "The option “\(quoted(option))” needs a value: \(quoted(option)) \(self.placeholder(placeholder))"
        case .unexpectedValue(let option): return "The option “\(quoted(option))” takes no value; write \(quoted(option)) alone."
        case .missingArgument(let command, let placeholder):
            return "“habit \(command.rawValue)” needs \(self.placeholder(placeholder)); see “habit help \(command.rawValue)”."
        case .argumentNotTaken(let argument, let command):
            return
                "“habit \(command.rawValue)” takes no arguments, but got “\(quoted(argument))”; run it alone: habit \(command.rawValue)"
        case .extraArgument(let argument, let command, let several):
            return
                "Unexpected argument “\(quoted(argument))” for “habit \(command.rawValue)”; put quotes around a name with spaces "
                + "(\(listed(several.map(\.rawValue))) take several names)."
        case .allWithNames(let name, let command):
            return "“habit \(command.rawValue) --all” means every habit, but got the name “\(quoted(name))” too; "
                + "give the names or --all."
        case .optionAfterEnd(let option, let command):
            return
                "“\(quoted(option))” comes after “--”, which ends the options, so “habit \(command.rawValue)” took it as an argument; "
                + "put the options before “--”."
        case .report(let error): return text(error.message)
        case .date(let error): return dateError(error)
        case .badWeeks(let text, let range):
            return
                "“\(quoted(text))” is not a valid number of weeks; use a whole number from \(range.lowerBound) to \(range.upperBound)."
        case .badColor(let text, let choices):
            return "“\(quoted(text))” is not a colour; choose one of: \(choices.joined(separator: ", "))."
        case .badColorMode(let text): return "“\(quoted(text))” is not a colour mode; use --color auto, always or never."
        case .unknownHelpTopic(let topic, let suggestion?):
            return "There is no command “\(quoted(topic))”; \(didYouMean(suggestion))"
        case .unknownHelpTopic(let topic, nil): return "There is no command “\(quoted(topic))”; see “habit help”."
        case .badFormat(let text): return "“\(quoted(text))” is not a format; use --format csv or --format json."
        case .badTracker(let text, _):
            return "“\(quoted(text))” is not a tracker habit imports from; use --from loop, harsh, habitctl or dijo."
        case .trackerWithFormat: return "--from and --format cannot be combined: --from reads the tracker's own files."
        case .skipInvalidWithoutLog:
            return "--skip-invalid works only with --from harsh or --from habitctl: it leaves out lines of their log."
        case .badDays(let text):
            return "“\(quoted(text))” is not a weekday; use --days with weekdays separated by commas, such as mon,wed,fri "
                + "(mo…su, mon…sun or full names, German mo,di,mi,do,fr,sa,so, French lun…dim), or weekdays or weekends."
        case .badPerWeek(let text, let range):
            return
                "“\(quoted(text))” is not a number of days a week; use --per-week with a whole number from \(range.lowerBound) to \(range.upperBound)."
        case .badEvery(let text, let range):
            return
                "“\(quoted(text))” is not an interval; use --every with a whole number of days from \(range.lowerBound) to \(range.upperBound)."
        case .badPerMonth(let text, let range):
            return
                "“\(quoted(text))” is not a number of days a month; use --per-month with a whole number from \(range.lowerBound) to \(range.upperBound)."
        case .badMonthlyOn(let text, let range):
            return "“\(quoted(text))” is not a day of the month; use --monthly-on with days from \(range.lowerBound) to "
                + "\(range.upperBound) separated by commas, such as 1,15, and -1 for the last day."
        case .conflictingSchedules(let first, let second):
            return "\(first) and \(second) cannot be combined; give one schedule: --days, --per-week, --every, --per-month "
                + "or --monthly-on (edit also takes --daily)."
        case .nothingToEdit:
            return "Nothing to change; give --days, --per-week, --every, --per-month, --monthly-on, --daily, --icon, --color, "
                + "--goal, --at-most, --weekly-goal, --unit, --no-goal, --remind, --quit, --track-only, --due, --tag or --untag. "
                + "See “habit help edit”."
        case .amount(let error, let limits): return amountProblem(error, limits: limits)
        case .conflictingGoals(let first, let second):
            return "\(first) and \(second) cannot be combined; give only one of them."
        case .goalConflictsWithSchedule("--weekly-goal", let schedule):
            return
                "--weekly-goal cannot be combined with \(schedule): a weekly goal takes the place of a schedule; leave out \(schedule)."
        case .goalConflictsWithSchedule(let goal, let schedule):
            return "\(goal) cannot be combined with \(schedule): it applies to each due day; use --days or --every instead."
        case .reminder(let message): return text(message)
        case .trend(let message): return text(message)
        case .timer(let message): return text(message)
        case .tag(let message): return text(message)
        case .unitWithoutGoal: return "--unit names what a goal counts; give it with --goal, --at-most or --weekly-goal."
        case .badStatusPlaceholder(let text, let choices):
            return
                "“\(quoted(text))” is not a placeholder of status --format; use \(choices.joined(separator: ", ")) or --format waybar."
        case .statusFormatWithName(let name):
            return "--format shapes the line about every habit; leave out “\(quoted(name))” or --format."
        case .statusTagWithName(let name):
            return "--tag chooses the habits of the line about every habit; leave out “\(quoted(name))” or --tag."
        case .badBack(let text, let maximum):
            return "“\(quoted(text))” is not a number of days; use a whole number from 0 to \(maximum), such as --back 14."
        case .repeatedOption(let option): return "The option “\(quoted(option))” was given twice; give it once."
        case .blankName(let command):
            return "A habit name cannot be empty or blank; “habit \(command.rawValue)” needs the name of a habit."
        case .badPosition(let text):
            return "“\(quoted(text))” is not a position; use a whole number from 1 (the top), such as --to 1."
        case .moveNeedsOneTarget:
            return "habit move needs exactly one of --to N, --before OTHER and --after OTHER, such as: habit move Lesen --to 1"
        case .badWait(let text, true, let maximum):
            return "HABIT_WAIT is “\(quoted(text))”, which is not a number of seconds; "
                + "use a number from 0 to \(maximum), such as --wait 60."
        case .badWait(let text, false, let maximum):
            return "“\(quoted(text))” is not a number of seconds; use a number from 0 to \(maximum), "
                + "such as --wait 60."
        case .unknownShell(let text, let suggestion?):
            return "There is no completion for “\(quoted(text))”; \(didYouMean(suggestion))"
        case .unknownShell(let text, nil): return "There is no completion for “\(quoted(text))”; choose bash, zsh or fish."
        case .unknownWeekStart(let text):
            return "A week cannot start on “\(quoted(text))”; choose monday, sunday, saturday or friday."
        case .badCandidates(let text):
            return "Completion has no candidates called “\(quoted(text))”; ask for commands, options or days."
        }
    }

    private func configFailed(_ error: ConfigError) -> String {
        switch error {
        case .notASetting(let path, let line, let text):
            return
                "\(quoted(path: path)), line \(line): “\(quoted(text))” is not a setting; write key = value, such as day-starts-at = 4. "
                + "Nothing was done."
        case .unknownKey(let path, let line, let key, let suggestion?):
            return
                "\(quoted(path: path)), line \(line): there is no setting “\(quoted(key))”. Did you mean “\(quoted(suggestion))”? Nothing was done."
        case .unknownKey(let path, let line, let key, nil):
            return
                "\(quoted(path: path)), line \(line): there is no setting “\(quoted(key))”; the settings are day-starts-at, language and color. "
                + "Nothing was done."
        case .badValue(let path, let line, let key, let value):
            return
                "\(quoted(path: path)), line \(line): \(key.rawValue) cannot be “\(quoted(value))”; \(allowed(key)). Nothing was done."
        case .badEnvironment(let variable, let key, let value):
            return "\(variable) is “\(quoted(value))”, which \(key.rawValue) cannot be; \(allowed(key)). Nothing was done."
        case .unreadable(let path, let reason):
            return "Cannot read the config file \(quoted(path: path)): \(reason); check its permissions. Nothing was done."
        case .notText(let path):
            return
                "The config file \(quoted(path: path)) is not a text file of key = value lines; fix or remove it. Nothing was done."
        }
    }

    private func allowed(_ key: ConfigFile.Key) -> String {
        switch key {
        case .dayStartsAt: return "use an hour from 0 to 23, such as 4 or 04:00"
        case .language: return "use " + Languages.all.map(\.code).sorted().joined(separator: ", ")
        case .color: return "use auto, always or never"
        case .remindAt: return "use a time HH:MM, such as 20:00"
        case .remindVia: return "use notify, mail, print or command"
        case .remindCommand: return "write the shell command that sends the reminder, such as ntfy-send \"$1\""
        case .remindTimeout: return "use a number of seconds from 1 to 600, such as 30"
        case .weekStartsOn: return "use monday, sunday, saturday or friday"
        }
    }
}
