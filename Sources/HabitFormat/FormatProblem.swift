import HabitCore

/// Why a data file is not a valid habit file, with the key path (`habits[3].name`) or the line
/// and column where the problem is.
public enum FormatProblem: Error, Equatable, Sendable {
    /// The kinds of JSON value, for "expected a list, found a string".
    public enum ValueKind: Equatable, Sendable {
        case object, list, string, integer, number, boolean, other
    }

    /// Not JSON at all, at this line and column.
    case syntax(line: Int, column: Int, JSONSyntaxProblem)
    /// A required key is missing.
    case missingKey(path: String)
    /// A value of the wrong kind.
    case wrongType(path: String, expected: ValueKind)
    /// The same key twice in one object.
    case duplicateKey(path: String)
    /// A day that is not a real `YYYY-MM-DD` day, or a range whose end is before its start.
    case badDay(path: String, text: String)
    /// A colour outside the palette.
    case badColor(path: String, text: String)
    /// An `id` that is not a UUID.
    case badID(path: String, text: String)
    /// Two habits share an id.
    case duplicateID(path: String)
    /// A habit breaks a rule of HabitCore (bad name, duplicate name).
    case invalidHabit(path: String, HabitError)
    /// Two habits share a name (ignoring case and Unicode normalization); `name` is the second.
    case duplicateName(path: String, name: String)
    /// A day before `earliest` (``AcceptedDays/earliest``).
    case dayTooEarly(path: String, text: String, earliest: Day)
    /// A value this version does not understand: a `version` below 1, or a field of the
    /// backup's record.
    case unknownValue(path: String, text: String)
    /// A number outside the range its key allows (`schedule.times` of 0).
    case outOfRange(path: String, text: String, range: ClosedRange<Int>)
    /// A pause that ends before it starts, or is not a day, a range or `first/..`.
    case badPause(path: String, text: String)
    /// A habit whose keys contradict each other (a hand edit): `path` is the key refused,
    /// `name` the habit's name as an excerpt.
    case contradiction(path: String, name: String, Contradiction)

    /// Two keys of one habit that say opposite things, so that reading the habit would have to
    /// drop one of them: the file is refused instead (see docs/data-file.md).
    public enum Contradiction: Equatable, Sendable {
        /// `quit` is true, but the goal is not the limit of 0 a habit to quit has (or is missing).
        case quitWithoutZeroLimit
        /// `quit` and `trackOnly` are both true.
        case quitAndTrackOnly
        /// `reading` is true, but `trackOnly` is not: only a habit only tracked has readings.
        case readingNotTrackOnly
        /// `day` is in both `done` and `skipped`.
        case skippedAndDone(Day)
        /// Two tags that are one tag (``HabitCore/HabitTag/key(_:)``), as excerpts.
        case sameTag(String, String)
    }
}

extension FormatProblem {
    /// The longest piece of a file an error quotes, in characters.
    public static let excerptLength = 40

    /// `text` from the file as an error can quote it on one line: line breaks and other
    /// control characters escaped (`\n`, `\u{7}`), and cut to ``excerptLength`` characters
    /// with "…", so a broken file cannot fill the terminal or forge lines of output.
    public static func excerpt(_ text: String) -> String {
        HabitName.escaped(text, limit: excerptLength + 1)
    }
}

extension JSONReader {
    /// The JSON document in a file `habit` keeps (the data file, its backup, its history), a
    /// syntax error worded as the ``FormatProblem`` that makes the file unusable.
    public static func document(_ bytes: [UInt8]) throws(FormatProblem) -> JSONDocument {
        do {
            return try read(bytes)
        } catch {
            throw .syntax(line: error.line, column: error.column, error.problem)
        }
    }
}
