/// Why a text cannot be a habit's name. A command reports it as a ``HabitError``; an import
/// reports it for the line of the file that held the name, worded for a file rather than for
/// something typed.
public enum NameProblem: Error, Equatable, Sendable {
    /// The name is empty or only whitespace.
    case empty
    /// The name (trimmed) contains a newline, tab or other control character.
    case controlCharacter(String)
    /// The name (trimmed) contains a character that is not text (a noncharacter such as U+FFFF):
    /// the first such.
    case unusableCharacter(String, Unicode.Scalar)
    /// The name is `length` Unicode scalars long, more than `maximum` (``HabitName/maximumLength``).
    case tooLong(length: Int, maximum: Int)

    /// The same problem as a command reports it.
    public var habitError: HabitError {
        switch self {
        case .empty: return .emptyName
        case .controlCharacter(let name): return .controlCharacterInName(name)
        case .unusableCharacter(let name, let scalar): return .unusableCharacterInName(name, scalar)
        case .tooLong(let length, let maximum): return .nameTooLong(length: length, maximum: maximum)
        }
    }
}
