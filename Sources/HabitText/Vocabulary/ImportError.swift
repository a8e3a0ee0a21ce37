import HabitCore
import HabitFormat
import HabitFormat

/// Why `habit import` imported nothing. Every problem with the input is found before anything
/// changes, and a row's problem carries its line number.
public enum ImportError: Error, Equatable, Sendable {
    /// The file to import does not exist.
    case fileNotFound(path: String)
    /// The path to import names a folder.
    case isDirectory(path: String)
    /// The file exists but cannot be read.
    case unreadable(path: String, reason: String)
    /// The file to import (standard input when `path` is `nil`) is larger than a data file may
    /// be; `size` when it is known (a stream is read only up to the limit).
    case tooLarge(path: String?, size: Int?)
    /// The CSV text itself is broken on this line (a quote never closed, invalid UTF-8).
    case syntax(line: Int, CSVSyntaxProblem)
    /// A row that is neither `name,date` nor `name,date,state,amount,note`.
    case columnCount(line: Int, found: Int)
    /// A `state` other than `done` or `skipped` (or empty, which means done).
    case badState(line: Int, text: String)
    /// An amount that is not a number from 0 to 1,000,000,000 with at most six decimals.
    case badAmount(line: Int, text: String)
    /// A note with a control character or longer than 500 characters.
    case badNote(line: Int)
    /// A date that is not a real `YYYY-MM-DD` day.
    case badDate(line: Int, text: String)
    /// A date after today.
    case futureDate(line: Int, Day, today: Day)
    /// A name that no habit may have (empty, too long, control characters).
    case badName(line: Int, NameProblem)
    /// JSON that is not a habit file (an export of `habit export --format json`).
    case json(FormatProblem)
    /// JSON written by a newer `habit` with a format this one does not know.
    case newerVersion(Int)
    /// A habit in the JSON has a day after today.
    case futureDay(name: String, Day, today: Day)
    /// A file of another tracker's folder is missing (harsh's `log`, Loop's `Habits.csv`).
    case foreignFileMissing(path: String, format: ForeignFormat)
    /// A line (or record) of another tracker's file that cannot be read.
    case foreignLine(path: String, line: Int, ForeignLineProblem)
    /// The file is not a zip archive that habit can read (damaged, encrypted, or packed in a
    /// way other than stored or deflated).
    case badZip(path: String)
    /// The file `member` of the zip archive at `path` unpacks to more than `limit` bytes
    /// (``ZipArchive/memberLimit``).
    case zipMemberTooLarge(path: String, member: String, limit: Int)
    /// The files of the zip archive at `path` unpack to more than `limit` bytes together
    /// (``ZipArchive/totalLimit``).
    case zipTooLarge(path: String, limit: Int)
    /// Loop's backup database needs the `sqlite3` program, which is not on `PATH`.
    case sqliteMissing(path: String)
    /// The file is no Loop backup that `sqlite3` can read; `reason` is what went wrong, if known.
    case notLoopDatabase(path: String, reason: String?)
    /// dijo's JSON is not an array of its habits.
    case foreignJSON(path: String, FormatProblem)
    /// A note, unit or tag (in any format) or a name in JSON holds a character that is not text
    /// (``HabitCore/Swift/Unicode/Scalar/isMarkupSafe``), such as U+FFFF: the text and the first such.
    case unusableCharacter(text: String, Unicode.Scalar)
}

extension ImportError {
    /// Whether the input was there to be read, so that the message adds that nothing was
    /// imported; a path that names no file is reported alone, since nothing could be.
    public var foundInput: Bool {
        switch self {
        case .fileNotFound, .isDirectory: return false
        case .unreadable, .tooLarge, .syntax, .columnCount, .badState, .badAmount, .badNote, .badDate, .futureDate, .badName,
            .json, .newerVersion, .futureDay, .foreignFileMissing, .foreignLine, .badZip, .zipMemberTooLarge, .zipTooLarge,
            .foreignJSON, .unusableCharacter, .sqliteMissing, .notLoopDatabase:
            return true
        }
    }
}

extension ImportError: ReportedError {
    /// A file that cannot be read as asked is a usage error (exit 2); one the system cannot read
    /// is the data's (exit 3).
    public var exitCode: ExitCode {
        switch self {
        case .unreadable: return .data
        case .fileNotFound, .isDirectory, .tooLarge, .syntax, .columnCount, .badState, .badAmount, .badNote, .badDate,
            .futureDate, .badName, .json, .newerVersion, .futureDay, .foreignFileMissing, .foreignLine, .badZip,
            .zipMemberTooLarge, .zipTooLarge, .foreignJSON, .unusableCharacter, .sqliteMissing, .notLoopDatabase:
            return .usage
        }
    }

    /// The sentence for the error (`ErrorMessage.importFailed`), which says whether anything was
    /// found to import.
    public func sentence(in language: LanguageTable) -> String {
        language.text(.importFailed(self, limits: .current, amounts: .current, nothingImported: foundInput))
    }
}
