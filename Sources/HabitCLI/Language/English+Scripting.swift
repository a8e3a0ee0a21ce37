import HabitCore

/// The English sentences of the commands for scripts.
extension English {
    /// The sentence for `message`.
    func scripting(_ message: ScriptingMessage) -> String {
        switch message {
        case .doneOnDayCount(let done, let total, let day): return "\(done) of \(total) done \(phrase(day))"
        case .doneOn(let day, let undo): return "✓ Done \(phrase(day)) · undo with: \(undo)"
        case .openOn(let day, let check): return "○ Not done \(phrase(day)) · check it off with: \(check)"
        case .futureQueryDay(let day, let today):
            return "\(format(day)) is in the future (today is \(format(today))); ask about today or a past day."
        case .noHabitsOn(let day): return "No habit existed yet on \(format(day))."
        case .notCreatedYet(let name, let created, let day):
            return "“\(name)” did not exist yet on \(format(day)); it was created on \(format(created))."
        case .statusDone(let name, .today): return "✓ \(name) is done today"
        case .statusDone(let name, let day): return "✓ \(name) was done \(phrase(day))"
        case .statusOpen(let name, .today): return "○ \(name) is not done yet today"
        case .statusOpen(let name, let day): return "○ \(name) was not done \(phrase(day))"
        case .imported(0, 0, _, _): return "Nothing to import: the input has no rows."
        case .imported(0, _, 0, _):
            return "Nothing was new: the input holds no day and no habit that is not already there; the data file is unchanged."
        case .imported(let days, _, 0, let alreadyDone) where days == alreadyDone:
            return days == 1
                ? "Nothing new: the 1 day was already done; the data file is unchanged."
                : "Nothing new: all \(days) days were already done; the data file is unchanged."
        case .imported(let days, let habits, let newHabits, let alreadyDone):
            let count = { (number: Int, one: String, many: String) in number == 1 ? "1 \(one)" : "\(number) \(many)" }
            let already =
                switch alreadyDone {
                case 0: ""
                case 1: " 1 of the days was already done."
                default: " \(alreadyDone) of the days were already done."
                }
            return "Imported \(count(days, "day", "days")) for \(count(habits, "habit", "habits")) (\(newHabits) new)." + already
        case .importFailed(let error): return importProblem(error)
        }
    }

    private func importProblem(_ error: ImportError) -> String {
        let nothing = " Nothing was imported."
        switch error {
        case .fileNotFound(let path):
            return "There is no file \(path) to import; check the path, or use - to read standard input."
        case .isDirectory(let path): return "\(path) is a folder; give the CSV or JSON file to import."
        case .unreadable(let path, let reason):
            return "Cannot read \(path): \(reason). Check the file and its permissions." + nothing
        case .tooLarge(let path, let size):
            let limit = "the \(AtomicFile.maximumSize / 1_048_576) MiB a habit file may have; split it." + nothing
            guard let path else { return "Standard input holds more than " + limit }
            guard let size else { return "\(path) holds more than " + limit }
            return "\(path) is \(size / 1_048_576) MiB, more than " + limit
        case .syntax(let line, let problem): return "Line \(line): \(csv(problem))." + nothing
        case .columnCount(let line, let found):
            let fields = found == 1 ? "1 field" : "\(found) fields"
            return "Line \(line) has \(fields); each row needs name,date or name,date,state,amount,note "
                + "(put quotes around a name with a comma)." + nothing
        case .badState(let line, let text):
            return "Line \(line): the state “\(text)” is neither done nor skipped." + nothing
        case .badDate(let line, let text):
            return "Line \(line): “\(text)” is not a day; use YYYY-MM-DD (a date that exists)." + nothing
        case .futureDate(let line, let day, let today):
            return "Line \(line): \(format(day)) is in the future (today is \(format(today)))." + nothing
        case .badName(let line, let error): return "Line \(line): \(error.description)" + nothing
        case .json(let problem): return "The JSON to import is not a habit export: \(format(problem))." + nothing
        case .newerVersion(let version):
            return "The JSON to import has format version \(version), but this habit reads up to version "
                + "\(StoreFormat.version); update habit." + nothing
        case .futureDay(let name, let day, let today):
            return "“\(name)” in the JSON has a day in the future, \(format(day)) (today is \(format(today)))." + nothing
        }
    }

    private func csv(_ problem: CSVSyntaxProblem) -> String {
        switch problem {
        case .unterminatedQuote: return "a field that opens with a quote is never closed"
        case .quoteInUnquotedField:
            return "a quote inside a field that does not start with one; put the field in quotes and double the quote (\"\")"
        case .textAfterClosingQuote: return "text after a closing quote; inside a quoted field, double the quote (\"\")"
        case .invalidUTF8: return "text that is not valid UTF-8; save the file as UTF-8"
        }
    }
}
