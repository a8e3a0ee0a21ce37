import HabitCore
import HabitFormat
import HabitFormat

/// What is wrong with one line (or record) of another tracker's file; each language words it,
/// with the file and the line.
public enum ForeignLineProblem: Equatable, Sendable {
    /// The line is not what the format has there; `expected` is the format's own syntax
    /// (`YYYY-MM-DD : Name : y|n|s`), the same in every language.
    case unreadable(text: String, expected: String)
    /// The CSV text itself is broken (a quote never closed, invalid UTF-8).
    case csv(CSVSyntaxProblem)
    /// A date after today.
    case futureDate(Day, today: Day)
    /// A habit name that no habit may have.
    case badName(NameProblem)
    /// An amount that is not a number from 0 to 1,000,000,000 with at most six decimals.
    case badAmount(text: String)
    /// A value in a yes/no habit's `Checkmarks.csv` that Loop never writes there.
    case badLoopValue(text: String)
    /// A note that is longer than habit keeps.
    case noteTooLong(length: Int)
    /// A frequency (`times/days`, as written) whose numbers are outside `range`
    /// (`ForeignFrequency.numbers`).
    case frequencyOutOfRange(text: String, range: ClosedRange<Int>)
}
