import HabitCore

/// `habit` in English: the fallback language.
struct English: LanguageTable {
    let code = "en"
    let yesAnswers: Set<String> = ["y", "yes"]
    let yesNoHint = "[y/N]"

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    func format(_ day: Day) -> String {
        "\(Self.months[day.month - 1]) \(day.day), \(day.year)"
    }

    let firstWeekday = Weekday.sunday

    func monthAbbreviation(_ month: Int) -> String {
        Self.months[month - 1]
    }

    func name(of weekday: Weekday) -> String {
        switch weekday {
        case .monday: return "Monday"
        case .tuesday: return "Tuesday"
        case .wednesday: return "Wednesday"
        case .thursday: return "Thursday"
        case .friday: return "Friday"
        case .saturday: return "Saturday"
        case .sunday: return "Sunday"
        }
    }

    func percent(_ value: Int) -> String {
        "\(value)%"
    }

    func letter(for weekday: Weekday) -> String {
        switch weekday {
        case .monday: return "M"
        case .tuesday: return "T"
        case .wednesday: return "W"
        case .thursday: return "T"
        case .friday: return "F"
        case .saturday: return "S"
        case .sunday: return "S"
        }
    }

    func placeholder(_ placeholder: Placeholder) -> String {
        switch placeholder {
        case .name: return "NAME"
        case .newName: return "NEW_NAME"
        case .names: return "NAME…"
        case .day: return "DAY"
        case .path: return "PATH"
        case .icon: return "ICON"
        case .color: return "COLOR"
        case .when: return "WHEN"
        case .command: return "COMMAND"
        case .count: return "N"
        case .file: return "FILE"
        case .format: return "FORMAT"
        case .shell: return "SHELL"
        case .seconds: return "SECONDS"
        case .position: return "N"
        case .other: return "OTHER"
        case .weekdays: return "DAYS"
        case .times: return "K"
        }
    }

    func summary(of command: CommandName) -> String {
        switch command {
        case .list: return "Show every habit with today's progress (the default)."
        case .add: return "Add a habit: daily, or on --days, --per-week or --every."
        case .edit: return "Change a habit's schedule (for its whole history), icon or colour."
        case .skip: return "Excuse habits today or on --date (a rest day): the streak holds."
        case .pause: return "Pause a habit from --from (today) through --until (open-ended)."
        case .resume: return "End a habit's pause: it is due again from today."
        case .check: return "Mark habits as done today, or on --date."
        case .uncheck: return "Remove the done mark for today, or for --date."
        case .toggle: return "Flip a habit between done and not done."
        case .show: return "Show a habit's streak, record, last 7 days and recent weeks (without NAME: all)."
        case .stats: return "Show statistics: completion rates, streak, record, best weekday (without NAME: all)."
        case .rename: return "Give a habit a new name; its history stays."
        case .delete: return "Delete a habit and its history, after asking."
        case .help: return "Show help for all commands or for one."
        case .todo: return "List the habits due today and not done; exit 1 when there are any."
        case .status: return "Tell whether a habit is done today or on --date: exit 0 if so, 1 if not."
        case .names: return "Print every habit's name, one per line."
        case .import: return "Add habits and days from CSV or a JSON export; - reads standard input."
        case .export: return "Write all habits and days to standard output."
        case .completion: return "Print a completion script for bash, zsh or fish."
        case .undo: return "Take back the last change (run it again to redo it)."
        case .ask: return "Check in: ask about every habit due and not yet answered, today first, then earlier days."
        case .archive: return "Archive a habit: out of list, todo and the rest, its history kept."
        case .unarchive: return "Bring an archived habit back."
        case .move: return "Put a habit elsewhere in the order: --to N, --before OTHER or --after OTHER."
        case .config: return "Show the settings (day-starts-at, language, color) and where each comes from."
        }
    }

    func help(for option: OptionName, in command: CommandName?) -> String {
        switch option {
        case .file: return "Use this data file."
        case .wait:
            return "Wait at most SECONDS for another habit (default \(Int(FileLock.defaultWait)), or $HABIT_WAIT)."
        case .color where command == .add || command == .edit:
            return "The habit's colour: " + HabitColor.allCases.map(\.rawValue).joined(separator: ", ")
                + " (auto, always and never still set the output's colour)."
        case .color: return "Colour the output: auto (default), always or never."
        case .help: return "Show this help."
        case .version: return "Show the version."
        case .icon: return "An emoji or short symbol (default \(Defaults.icon))."
        case .date: return "The day: YYYY-MM-DD, today or yesterday (default today)."
        case .yes: return "Delete without asking (needed in scripts)."
        case .weeks: return "Weeks in the calendar, 1 to 53 (default 12, or as many as fit)."
        case .json: return "Print JSON for scripts instead of text."
        case .asOf: return "Show everything as it stood on this day: YYYY-MM-DD, today or yesterday."
        case .quiet: return "Print nothing; only the exit code answers."
        case .man: return "Print the manual page (roff), as installed for man habit."
        case .format where command == .import: return "csv or json (default: json when the input starts with {, else csv)."
        case .format: return "csv (default) or json, the data file's own format."
        case .archived: return "Show the archived habits instead."
        case .back: return "Ask about at most N days before today (default 7)."
        case .to: return "Put the habit at position N (1 is the top)."
        case .before: return "Put the habit right before OTHER."
        case .after: return "Put the habit right after OTHER."
        case .days: return "Due on these weekdays: mon,wed,fri (English or German, short or full), weekdays or weekends."
        case .perWeek: return "Done on K days of each week, Monday to Sunday (K from 1 to 7)."
        case .every: return "Done at least once in every N days (N from 2 to 365)."
        case .daily: return "Due every day again."
        case .from: return "The first paused day: YYYY-MM-DD, today or yesterday (default today)."
        case .until: return "The last paused day, up to a year ahead (default: until habit resume)."
        }
    }

    func phrase(_ day: DayPhrase) -> String {
        switch day {
        case .today: return "today"
        case .yesterday: return "yesterday"
        case .on(let day): return "on " + format(day)
        }
    }

    func daysInARow(_ streak: StreakCount) -> String {
        switch (streak.unit, streak.length) {
        case (.day, 1): return "1 day in a row"
        case (.day, let count): return "\(count) days in a row"
        case (.time, 1): return "1 time in a row"
        case (.time, let count): return "\(count) times in a row"
        case (.week, 1): return "1 week in a row"
        case (.week, let count): return "\(count) weeks in a row"
        }
    }

    /// "1 day", "5 times", "3 weeks".
    func count(_ streak: StreakCount) -> String {
        switch (streak.unit, streak.length) {
        case (.day, 1): return "1 day"
        case (.day, let count): return "\(count) days"
        case (.time, 1): return "1 time"
        case (.time, let count): return "\(count) times"
        case (.week, 1): return "1 week"
        case (.week, let count): return "\(count) weeks"
        }
    }

    private func entries(_ count: Int) -> String {
        count == 1 ? "1 entry" : "\(count) entries"
    }

    func text(_ message: Message) -> String {
        switch message {
        case .doneTodayCount(let done, let total): return "\(done) of \(total) done today"
        case .noHabitsYet: return "No habits yet."
        case .addFirstHabit(let command): return "Add your first one and check it off every day: \(command)"
        case .daysInARow(let count): return daysInARow(count)
        case .record(let length, let first, let last):
            let days = count(length)
            let dates = first == last ? format(first) : "\(format(first)) – \(format(last))"
            return "Record: \(days) (\(dates))"
        case .noRecordYet: return "Record: none yet"
        case .lastSevenDays: return "Last 7 days"
        case .doneToday(let undo): return "✓ Done today · undo with: \(undo)"
        case .openToday(let check): return "○ Not done yet today · check it off with: \(check)"
        case .calendarHeading(let weeks): return weeks == 1 ? "This week" : "Last \(weeks) weeks"
        case .stats(let message): return stats(message)
        case .checked(let name, .today, let streak): return "✓ \(name) — \(daysInARow(streak))"
        case .checked(let name, let day, let streak): return "✓ \(name) done \(phrase(day)) — \(daysInARow(streak))"
        case .alreadyChecked(let name, let day, let streak):
            return "\(name) was already done \(phrase(day)) — \(daysInARow(streak))"
        case .unchecked(let name, let day, let streak):
            return "○ \(name) no longer done \(phrase(day)) — \(daysInARow(streak))"
        case .wasNotChecked(let name, let day): return "\(name) was not done \(phrase(day)); nothing changed."
        case .added(let icon, let name, let check): return "Added \(icon) \(name). Check it off with: \(check)"
        case .renamed(let from, let to): return "Renamed “\(from)” to “\(to)”."
        case .nameUnchanged(let name): return "“\(name)” already has that name; nothing changed."
        case .deleteQuestion(let name, 0): return "Delete “\(name)”?"
        case .deleteQuestion(let name, let count): return "Delete “\(name)” and its \(entries(count))?"
        case .deleted(let name, let count): return "Deleted “\(name)” and its \(entries(count))."
        case .kept(let name): return "Kept “\(name)”; nothing was deleted."
        case .undone(let change, let today, let ago, let redo): return undone(change, today: today, ago: ago, redo: redo)
        case .undoneOrder(let ago, let redo): return undoneOrder(ago: ago, redo: redo)
        case .undoAgain(let redo): return undoAgain(redo: redo)
        case .deleteNeedsConfirmation(let name, let command):
            return "Not deleting “\(name)” without confirmation; to delete it from a script, run: \(command)"
        case .usage(let error): return usage(error)
        case .store(let error): return store(error)
        case .clockOutOfRange(let today):
            return "The clock says today is \(today), outside the years 1900 to 9999 that a habit file may hold; "
                + "nothing was read or written. Set the system clock right."
        case .timeZoneOutOfRange(let text, let offset):
            return "TZ is “\(text)”, \(offset) hours from UTC; habit takes time zones up to 18 hours from UTC "
                + "(no place is more than 14 away). Set TZ to a zone name such as Pacific/Kiritimati."
        case .outputFailed(let reason, let saved):
            return "Could not write to standard output: \(reason). "
                + (saved ? "The change was saved; do not run the command again." : "Nothing was shown.")
        case .waitingForLock(let path, let lock):
            return "Waiting for another habit to finish changing \(path) (it holds the lock \(lock))…"
        case .habit(.futureDay(let day, let today)):
            return "\(format(day)) is in the future (today is \(format(today))); only today or past days can be changed."
        case .habit(let error): return error.description
        case .tagline: return "habit: check off daily habits in the terminal."
        case .usageHeading: return "Usage:"
        case .commandsHeading: return "Commands:"
        case .optionsHeading: return "Options:"
        case .globalOptionsHeading: return "Global options:"
        case .exitCodesHeading: return "Exit codes:"
        case .exitCode(.success): return "success"
        case .exitCode(.no): return "the answer to a query is no"
        case .exitCode(.usage): return "usage error: unknown command or option, missing or bad argument, bad date"
        case .exitCode(.data):
            return "the data said no or failed: unknown or ambiguous habit, name taken, unreadable or corrupt file, write failed"
        case .dataFileHeading: return "Data file:"
        case .dataFileRule:
            return "--file PATH, else $HABIT_FILE, else $XDG_DATA_HOME/habit/habits.json, else ~/.local/share/habit/habits.json"
        case .moreHelp: return "Run “habit help COMMAND” for the options of one command."
        case .scripting(let message): return scripting(message)
        case .daily(let message): return daily(message)
        case .schedule(let message): return schedule(message)
        }
    }

    private func usage(_ error: UsageError) -> String {
        switch error {
        case .unknownCommand(let word, let suggestion):
            return "Unknown command “\(word)”." + didYouMean(suggestion) + " See “habit help”."
        case .unknownOption(let option, let command, let suggestion):
            let forCommand = command.map { " for “habit \($0.rawValue)”" } ?? ""
            let see = command.map { " See “habit help \($0.rawValue)”." } ?? " See “habit help”."
            // A command that takes names: the word may be a name that starts with a dash.
            let takesNames = command.map { !CommandTable.spec(for: $0).arguments.isEmpty && $0 != .help } ?? false
            let dashHint =
                suggestion == nil && takesNames && !option.hasPrefix("--")
                ? " A name that starts with “-” goes after “--”: habit \(command?.rawValue ?? "") -- \(option)." : ""
            return "Unknown option “\(option)”\(forCommand)." + didYouMean(suggestion) + dashHint + see
        case .missingValue(let option, let placeholder):
            return "The option “\(option)” needs a value: \(option) \(self.placeholder(placeholder))."
        case .unexpectedValue(let option): return "The option “\(option)” takes no value."
        case .missingArgument(let command, let placeholder):
            return "“habit \(command.rawValue)” needs \(self.placeholder(placeholder)). Usage: "
                + HelpView.usageLine(for: command, in: self)
        case .extraArgument(let argument, let command) where CommandTable.spec(for: command).arguments.isEmpty:
            return "“habit \(command.rawValue)” takes no arguments, but got “\(argument)”."
        case .extraArgument(let argument, let command):
            return "Unexpected argument “\(argument)” for “habit \(command.rawValue)”; put quotes around a name with spaces."
        case .badDate(let text):
            return "“\(text)” is not a day; use YYYY-MM-DD (a date that exists), today or yesterday."
        case .badWeeks(let text): return "“\(text)” is not a valid number of weeks; use a whole number from 1 to 53."
        case .dayTooEarly(let text): return "“\(text)” is before 1900, the earliest day habit accepts; check the year."
        case .badColor(let text):
            return "“\(text)” is not a colour; choose one of: " + HabitColor.allCases.map(\.rawValue).joined(separator: ", ")
                + "."
        case .badColorMode(let text): return "“\(text)” is not a colour mode; use --color auto, always or never."
        case .unknownHelpTopic(let topic, let suggestion):
            return "There is no command “\(topic)”." + didYouMean(suggestion) + " See “habit help”."
        case .badFormat(let text): return "“\(text)” is not a format; use --format csv or --format json."
        case .repeatedOption(let option): return "The option “\(option)” was given twice; give it once."
        case .blankName(let command):
            return "A habit name cannot be empty or blank; “habit \(command.rawValue)” needs the name of a habit."
        case .badWait(let text, let variable):
            return (variable ? "HABIT_WAIT is “\(text)”, which" : "“\(text)”")
                + " is not a number of seconds; use a number from 0 to \(Int(LockWait.range.upperBound)), such as --wait 60."
        case .badPosition(let text):
            return "“\(text)” is not a position; use a whole number from 1 (the top), such as --to 1."
        case .badBack(let text):
            return "“\(text)” is not a number of days; use a whole number from 0 to \(Habit.askDaysBackLimit), such as --back 14."
        case .moveNeedsOneTarget:
            return "habit move needs exactly one of --to N, --before OTHER and --after OTHER, such as: habit move Lesen --to 1."
        case .badDays(let text):
            return "“\(text)” is not a weekday; use --days with weekdays separated by commas, such as mon,wed,fri "
                + "(mo…su, mon…sun or full names, German mo,di,mi,do,fr,sa,so), or weekdays or weekends."
        case .badPerWeek(let text):
            return "“\(text)” is not a number of days a week; use --per-week with a whole number from 1 to 7."
        case .badEvery(let text):
            return "“\(text)” is not an interval; use --every with a whole number of days from 2 to 365."
        case .conflictingSchedules(let first, let second):
            return "\(first) and \(second) cannot be combined; give one schedule: --days, --per-week or --every "
                + "(edit also takes --daily)."
        case .nothingToEdit:
            return "Nothing to change; give --days, --per-week, --every, --daily, --icon or --color. See “habit help edit”."
        case .unknownShell(let text, let suggestion):
            return "There is no completion for “\(text)”." + didYouMean(suggestion) + " Choose bash, zsh or fish."
        }
    }

    private func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " Did you mean “\($0)”?" } ?? ""
    }

    private func store(_ error: StoreError) -> String {
        switch error {
        case .noHome:
            return "Cannot tell where the data lives: HOME is not set. Set HABIT_FILE to the data file's path or use --file PATH."
        case .homeNotAbsolute(let home):
            return "Cannot tell where the data lives: HOME is “\(home)”, which is not an absolute path. "
                + "Set HOME to a path starting with /, or HABIT_FILE to the data file's path, or use --file PATH."
        case .wouldBeUnreadable(let path, .tooLarge(let size)):
            return "The change would make \(path) \(size >> 20) MiB, more than the \(AtomicFile.maximumSize >> 20) MiB habit "
                + "reads back; nothing was changed."
        case .wouldBeUnreadable(let path, .format(let problem)):
            return
                "The change would write \(path) so that habit could not read it back (\(withoutFinalPeriod(format(problem)))); "
                + "nothing was changed."
        case .missingFile(let path):
            return "\(path) does not exist; check the path given with --file or HABIT_FILE. "
                + "A command that changes habits (such as habit add) creates it."
        case .danglingLink(let path, let target):
            return "\(path) is a symbolic link to \(target), whose folder does not exist; "
                + "create that folder or fix the link. Nothing was written."
        case .symbolicLink(let path):
            return "\(path) is a symbolic link, which habit never follows for its backup and lock files; "
                + "remove it and try again. Nothing was changed."
        case .hardLinked(let path, let links):
            return "\(path) has \(links) hard links (names); habit replaces the file when it writes, which would split them "
                + "apart. Nothing was changed. Keep one name and use a symbolic link for the others."
        case .lockTimeout(let path, let lock, let seconds):
            return "Another habit has held the lock on \(path) (\(lock)) for \(self.seconds(seconds)); nothing was changed. "
                + "Try again later, or wait longer with --wait SECONDS or HABIT_WAIT."
        case .isDirectory(let path): return "\(path) is a folder, not a data file; point HABIT_FILE or --file at a file."
        case .unreadable(let path, let reason): return "Cannot read \(path): \(reason). Check the file and its permissions."
        case .corrupt(let path, let problem):
            return "\(path) is not a valid habit file: \(withoutFinalPeriod(format(problem))). "
                + "It was left untouched; repair it or restore a backup."
        case .newerVersion(let path, let version):
            return "\(path) has format version \(version), but this habit reads up to version \(StoreFormat.version); "
                + "update habit. The file was left untouched."
        case .writeFailed(let path, let reason): return "Could not save \(path): \(reason). Nothing was changed."
        case .notAFile(let path):
            return "\(path) is not a regular file (it is a device, pipe or socket); point HABIT_FILE or --file at a file."
        case .tooLarge(let path, let size):
            return "\(path) is \(size) bytes, larger than any habit file can be (at most \(AtomicFile.maximumSize >> 20) MiB); "
                + "it was left untouched. Point HABIT_FILE or --file at your habit file."
        case .nothingToUndo(let path): return "Nothing to undo: habit has made no change to \(path) that it could take back."
        case .changedSinceBackup(let path, let backup):
            return "\(path) was changed since habit last wrote it (by hand or by another program), so undoing would lose "
                + "that change; nothing was restored. The habits as they were before habit's last change are in \(backup)."
        }
    }

    private func seconds(_ value: Double) -> String {
        let number = value == value.rounded() ? String(Int(value)) : String(value)
        return number + (value == 1 ? " second" : " seconds")
    }

    func format(_ problem: FormatProblem) -> String {
        switch problem {
        case .syntax(let line, let column, let problem): return "line \(line), column \(column): \(syntax(problem))"
        case .missingKey(let path): return "the key “\(path)” is missing"
        case .wrongType(let path, let expected): return "“\(path)” should be \(kind(expected))"
        case .duplicateKey(let path): return "the key “\(path)” appears twice"
        case .badDay(let path, let text):
            return "“\(path)” is “\(text)”, which is not a day (YYYY-MM-DD or YYYY-MM-DD/YYYY-MM-DD)"
        case .badColor(let path, let text): return "“\(path)” is “\(text)”, which is not a colour of the palette"
        case .badID(let path, let text): return "“\(path)” is “\(text)”, which is not a UUID"
        case .duplicateID(let path): return "“\(path)” repeats the id of an earlier habit"
        case .invalidHabit(let path, let error): return "“\(path)”: \(error.description)"
        case .duplicateName(let path, let name):
            return "“\(path)” is “\(name)”, the name of an earlier habit (names must differ, ignoring case)"
        case .futureDay(let path, let text, let today):
            return
                "“\(path)” is “\(text)”, more than two days after today (\(format(today))); was the clock wrong when it was written?"
        case .dayTooEarly(let path, let text): return "“\(path)” is “\(text)”, before 1900, the earliest day habit accepts"
        case .unknownValue(let path, let text): return "“\(path)” is “\(text)”, which this version of habit does not understand"
        case .outOfRange(let path, let text, let range):
            return "“\(path)” is \(text); it must be from \(range.lowerBound) to \(range.upperBound)"
        case .badPause(let path, let text):
            return "“\(path)” is “\(text)”, not a pause "
                + "(YYYY-MM-DD/YYYY-MM-DD with the end not before the start, or YYYY-MM-DD/..)"
        }
    }

    private func kind(_ kind: FormatProblem.ValueKind) -> String {
        switch kind {
        case .object: return "an object"
        case .list: return "a list"
        case .string: return "a string"
        case .integer: return "a whole number"
        case .boolean: return "true or false"
        case .other: return "something else"
        }
    }

    private func syntax(_ problem: JSONSyntaxProblem) -> String {
        switch problem {
        case .empty: return "the file is empty"
        case .trailingText: return "unexpected text after the end of the data"
        case .tooDeep: return "the data is nested too deeply"
        case .endsEarly: return "the data ends too early"
        case .unexpectedCharacter(let character): return "unexpected character “\(character)”"
        case .expectedKey: return "expected a key in double quotes"
        case .expectedColon: return "expected “:” after a key"
        case .expectedCommaOrBrace: return "expected “,” or “}”"
        case .expectedCommaOrBracket: return "expected “,” or “]”"
        case .controlCharacter: return "a control character inside a string"
        case .unclosedString: return "a string that is never closed"
        case .loneSurrogate: return "a \\u escape with a lone surrogate"
        case .badUnicodeEscape: return "a \\u escape without four hex digits"
        case .unknownEscape(let character): return "an unknown escape “\\\(character)”"
        case .badNumber: return "a malformed number"
        case .invalidUTF8: return "text that is not valid UTF-8"
        }
    }
}
