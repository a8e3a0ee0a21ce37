import HabitCore

extension English {
    func store(_ error: StoreError, limits: FileLimits) -> String {
        switch error {
        case .noHome:
            return "Cannot tell where the data lives because HOME is not set; "
                + "set HABIT_FILE to the data file's path or use --file PATH."
        case .homeNotAbsolute(let home):
            return "Cannot tell where the data lives because HOME is “\(quoted(home))”, which is not an absolute path; "
                + "set HOME to a path starting with /, or HABIT_FILE to the data file's path, or use --file PATH."
        case .wouldBeUnreadable(let path, .tooLarge(let size)):
            return
                "The change would make \(quoted(path: path)) \(size >> 20) MiB, more than the \(limits.maximumSize >> 20) MiB habit "
                + "reads back; nothing was changed."
        case .wouldBeUnreadable(let path, .format(let problem)):
            return
                "The change would write \(quoted(path: path)) so that habit could not read it back (\(format(problem))); "
                + "nothing was changed."
        case .missingFile(let path):
            return "\(quoted(path: path)) does not exist; check the path given with --file or HABIT_FILE. "
                + "A command that changes habits (such as habit add) creates it."
        case .danglingLink(let path, let target):
            return "\(quoted(path: path)) is a symbolic link to \(quoted(path: target)), whose folder does not exist; "
                + "create that folder or fix the link. Nothing was written."
        case .symbolicLink(let path):
            return "\(quoted(path: path)) is a symbolic link, which habit never follows for its backup and lock files; "
                + "remove it and try again. Nothing was changed."
        case .hardLinked(let path, let links):
            return
                "\(quoted(path: path)) has \(links) hard links (names); habit replaces the file when it writes, which would split them "
                + "apart. Nothing was changed. Keep one name and use a symbolic link for the others."
        case .lockTimeout(let path, let lock, let seconds):
            return
                "Another habit has held the lock on \(quoted(path: path)) (\(quoted(path: lock))) for \(self.seconds(seconds)); nothing was changed. "
                + "Try again later, or wait longer with --wait SECONDS or HABIT_WAIT."
        case .isDirectory(let path):
            return "\(quoted(path: path)) is a folder, not a data file; point HABIT_FILE or --file at a file."
        case .unreadable(let path, let reason):
            return "Cannot read \(quoted(path: path)): \(reason). Check the file and its permissions."
        case .corrupt(let path, let problem):
            return
                "\(quoted(path: path)) is not a valid habit file: \(format(problem)) — it was left untouched; repair it or restore a backup."
        case .newerVersion(let path, let version):
            return
                "\(quoted(path: path)) has format version \(version), but this habit reads up to version \(limits.newestVersion); "
                + "update habit. The file was left untouched."
        case .writeFailed(let path, let reason): return "Could not save \(quoted(path: path)): \(reason). Nothing was changed."
        case .notAFile(let path):
            return
                "\(quoted(path: path)) is not a regular file (it is a device, pipe or socket); point HABIT_FILE or --file at a file."
        case .tooLarge(let path, let size):
            return
                "\(quoted(path: path)) is \(size) bytes, larger than any habit file can be (at most \(limits.maximumSize >> 20) MiB); "
                + "it was left untouched. Point HABIT_FILE or --file at your habit file."
        case .nothingToUndo(let path):
            return "Nothing to undo: habit has made no change to \(quoted(path: path)) that it could take back."
        case .nothingMoreToUndo(let path, let changes):
            return "Nothing more to undo: "
                + plural(
                    changes, one: "the one change in the history of \(quoted(path: path)) is",
                    other: "all \(changes) changes in the history of \(quoted(path: path)) are")
                + " undone; habit redo brings them back."
        case .nothingToRedo(let path):
            return "Nothing to redo: no change to \(quoted(path: path)) has been undone since the last one was made."
        case .changedSinceBackup(let path, let backup):
            return
                "\(quoted(path: path)) was changed since habit last wrote it (by hand or by another program), so undoing would lose "
                + "that change; nothing was restored. The habits as they were before habit's last change are in \(quoted(path: backup))."
        }
    }

    private func format(_ problem: FormatProblem) -> String {
        switch problem {
        case .syntax(let line, let column, let problem): return "line \(line), column \(column): \(syntax(problem))"
        case .missingKey(let path): return "the key “\(quoted(path: path))” is missing"
        case .wrongType(let path, let expected): return "“\(quoted(path: path))” should be \(kind(expected))"
        case .duplicateKey(let path): return "the key “\(quoted(path: path))” appears twice"
        case .badDay(let path, let text):
            return "“\(quoted(path: path))” is “\(quoted(text))”, which is not a day (YYYY-MM-DD or YYYY-MM-DD/YYYY-MM-DD)"
        case .badColor(let path, let text):
            return "“\(quoted(path: path))” is “\(quoted(text))”, which is not a colour of the palette"
        case .badID(let path, let text): return "“\(quoted(path: path))” is “\(quoted(text))”, which is not a UUID"
        case .duplicateID(let path): return "“\(quoted(path: path))” repeats the id of an earlier habit"
        case .invalidHabit(let path, let error): return "“\(quoted(path: path))”: \(withoutFinalStop(habit(error)))"
        case .duplicateName(let path, let name):
            return "“\(quoted(path: path))” is “\(quoted(name))”, the name of an earlier habit (names must differ, ignoring case)"
        case .dayTooEarly(let path, let text, let earliest):
            return "“\(quoted(path: path))” is “\(quoted(text))”, before \(earliest.year), the earliest day habit accepts"
        case .outOfRange(let path, let text, let range):
            return
                "“\(quoted(path: path))” is \(quoted(text)); it must be from \(digitGroups.grouped(String(range.lowerBound))) to \(digitGroups.grouped(String(range.upperBound)))"
        case .badPause(let path, let text):
            return "“\(quoted(path: path))” is “\(quoted(text))”, not a pause "
                + "(YYYY-MM-DD/YYYY-MM-DD with the end not before the start, or YYYY-MM-DD/..)"
        case .unknownValue(let path, let text):
            return "“\(quoted(path: path))” is “\(quoted(text))”, which this version of habit does not understand"
        case .contradiction(let path, let name, let contradiction):
            return "“\(quoted(path: path))” of the habit “\(quoted(name))” \(self.contradiction(contradiction))"
        }
    }

    private func contradiction(_ contradiction: FormatProblem.Contradiction) -> String {
        switch contradiction {
        case .quitWithoutZeroLimit: return "is true, but its goal is not the limit of 0 that a habit to quit has"
        case .quitAndTrackOnly: return "is true, and so is its “quit”, but a habit is either to quit or only tracked"
        case .readingNotTrackOnly: return "is true, but its “trackOnly” is not, and only a habit only tracked has readings"
        case .skippedAndDone(let day): return "holds \(day), which “done” holds too, but a day is either done or skipped"
        case .sameTag(let first, let second):
            return "holds “\(quoted(first))” and “\(quoted(second))”, which are one tag (tags ignore case and accents)"
        }
    }

    private func kind(_ kind: FormatProblem.ValueKind) -> String {
        switch kind {
        case .object: return "an object"
        case .list: return "a list"
        case .string: return "a string"
        case .integer: return "a whole number"
        case .number: return "a number"
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

    func importFailed(_ error: ImportError, limits: FileLimits, amounts: AmountLimits, nothingImported: Bool) -> String {
        switch nothingImported {
        case true: return importProblem(error, limits: limits, amounts: amounts) + " Nothing was imported."
        case false: return importProblem(error, limits: limits, amounts: amounts)
        }
    }

    private func importProblem(_ error: ImportError, limits: FileLimits, amounts: AmountLimits) -> String {
        switch error {
        case .fileNotFound(let path):
            return "There is no file \(quoted(path: path)) to import; check the path, or use - to read standard input."
        case .isDirectory(let path): return "\(quoted(path: path)) is a folder; give the CSV or JSON file to import."
        case .unreadable(let path, let reason):
            return store(.unreadable(path: path, reason: reason), limits: limits)
        case .tooLarge(nil, _):
            return "Standard input holds more than the \(limits.maximumSize >> 20) MiB a habit file may have; "
                + "split it."
        case .tooLarge(let path?, nil):
            return "\(quoted(path: path)) holds more than the \(limits.maximumSize >> 20) MiB a habit file may have; "
                + "split it."
        case .tooLarge(let path?, let size?):
            return
                "\(quoted(path: path)) is \(size >> 20) MiB, more than the \(limits.maximumSize >> 20) MiB a habit file may have; "
                + "split it."
        case .syntax(let line, let problem): return "Line \(line): \(csv(problem))."
        case .columnCount(let line, let found):
            return "Line \(line) has \(plural(found, one: "\(found) field", other: "\(found) fields")); each row needs "
                + "name,date or name,date,state,amount,note (put quotes around a name with a comma)."
        case .badState(let line, let text):
            return
                "Line \(line): the state “\(quoted(text))” is neither done nor skipped; write done or skipped, or leave it empty."
        case .badAmount(let line, let text):
            return
                "Line \(line): the amount “\(quoted(text))” is not a number from 0 to \(largest(amounts)) with at most \(amounts.decimals) decimal places."
        case .badNote(let line):
            return
                "Line \(line): the note has a line break or control character, or more than \(amounts.noteLength) characters; use one line of at most \(amounts.noteLength)."
        case .badDate(let line, let text):
            return "Line \(line): “\(quoted(text))” is not a day; use YYYY-MM-DD (a date that exists)."
        case .futureDate(let line, let day, let today):
            return "Line \(line): \(date(day)) is in the future (today is \(date(today))); correct or remove that row."
        case .badName(let line, let problem): return "Line \(line): \(rowName(problem))"
        case .json(let problem): return "The JSON to import is not a habit export: \(format(problem))."
        case .newerVersion(let version):
            return "The JSON to import has format version \(version), but this habit reads up to version "
                + "\(limits.newestVersion); update habit."
        case .futureDay(let name, let day, let today):
            return
                "“\(quoted(name))” in the JSON has a day in the future: \(date(day)) (today is \(date(today))); correct or remove it."
        case .foreignFileMissing(let path, let tracker):
            return "There is no file \(quoted(path: path)); \(trackerFiles(tracker))"
        case .foreignLine(let path, let line, let problem):
            return "\(quoted(path: path)), line \(line): \(foreignLine(problem, amounts: amounts))"
        case .unusableCharacter(let text, let scalar):
            return "“\(quoted(text))” contains \(codePoint(scalar)), which is not a character of text; remove it from the file."
        case .sqliteMissing(let path):
            return "Reading Loop's backup \(quoted(path: path)) needs the sqlite3 program, which is not on PATH; install it "
                + "(Debian and Ubuntu: apt install sqlite3) or export CSV from Loop instead."
        case .notLoopDatabase(let path, nil):
            return "\(quoted(path: path)) is not a Loop backup habit can read; export CSV from Loop instead."
        case .notLoopDatabase(let path, let reason?):
            return "\(quoted(path: path)) is not a Loop backup habit can read (\(quoted(reason))); export CSV from Loop instead."
        case .foreignJSON(let path, let problem):
            return "\(quoted(path: path)) is not dijo's habit file: \(format(problem))."
        case .badZip(let path):
            return
                "\(quoted(path: path)) is not a zip file habit can read (damaged, encrypted or packed another way); unzip it and "
                + "import the folder."
        case .zipMemberTooLarge(let path, let member, let limit):
            return
                "\(quoted(path: path + "/" + member)) unpacks to more than the \(limit >> 20) MiB habit reads from one file of a zip; "
                + "unzip it and import the folder."
        case .zipTooLarge(let path, let limit):
            return
                "\(quoted(path: path)) unpacks to more than the \(limit >> 20) MiB habit reads from a zip in all; unzip it and "
                + "import the folder."
        }
    }

    private func trackerFiles(_ tracker: ForeignFormat) -> String {
        switch tracker {
        case .loop: return "give Loop's CSV export: the zip file, or its unzipped folder with Habits.csv."
        case .harsh: return "give harsh's folder (~/.config/harsh) with its files habits and log."
        case .habitctl: return "give habitctl's folder (~/.habitctl) with its files habits and log."
        case .dijo: return "give dijo's habit_record.json, or the folder that holds it."
        }
    }

    /// A name read from a line of a file, worded for that line (lower case after "Line 3:", the
    /// fix made in the file) rather than for a name typed on the command line.
    private func rowName(_ problem: NameProblem) -> String {
        switch problem {
        case .empty: return "the habit name is empty or invisible; write a name there or remove the line."
        case .controlCharacter(let name):
            return "the name “\(quoted(name))” contains a line break or control character; write it as plain text in the file."
        case .unusableCharacter(let name, let scalar):
            return
                "the name “\(quoted(name))” contains \(codePoint(scalar)), which is not a character of text; remove it from the file."
        case .tooLong(let length, let maximum):
            return "the name is \(length) characters long, more than the \(maximum) a name may have; shorten it in the file."
        }
    }

    func foreignLine(_ problem: ForeignLineProblem, amounts: AmountLimits) -> String {
        switch problem {
        case .csv(let problem): return csv(problem) + "."
        case .unreadable(let text, let expected): return "cannot read “\(quoted(text))”; expected \(expected)."
        case .futureDate(let day, let today): return "\(date(day)) is in the future (today is \(date(today))); fix it there."
        case .badName(let problem): return rowName(problem)
        case .badAmount(let text):
            return
                "the amount “\(quoted(text))” is not a number from 0 to \(largest(amounts)) with at most \(amounts.decimals) decimal places."
        case .badLoopValue(let text):
            return "“\(quoted(text))” is not a value Loop writes for a yes/no habit; expected YES_MANUAL, YES_AUTO, NO, "
                + "SKIP or UNKNOWN (or 2, 1, 0, 3, -1)."
        case .noteTooLong(let length):
            return "the note has \(length) characters, more than the \(amounts.noteLength) habit keeps; shorten it there."
        case .frequencyOutOfRange(let text, let range):
            return
                "the frequency “\(quoted(text))” is out of range; both of its numbers must be from \(digitGroups.grouped(String(range.lowerBound))) to \(digitGroups.grouped(String(range.upperBound)))."
        }
    }

    private func csv(_ problem: CSVSyntaxProblem) -> String {
        switch problem {
        case .unterminatedQuote: return "a field that opens with a quote is never closed"
        case .quoteInUnquotedField:
            return "a quote inside a field that does not start with one; put the field in quotes and double the quote (\"\")"
        case .textAfterClosingQuote: return "text after a closing quote; inside a quoted field, double the quote (\"\")"
        case .invalidUTF8: return "text that is not valid UTF-8; save the file as UTF-8"
        case .tooManyFields(let limit):
            return "a row with more than \(digitGroups.grouped(String(limit))) fields; this is not a file habit can import"
        case .fieldTooLong(let limit):
            return "a field of more than \(limit >> 20) MiB; this is not a file habit can import"
        }
    }
}
