/// Everything HabitCore can refuse, each with the data a person needs to put it right. The
/// core holds no sentences: each language of the program words every case.
public enum HabitError: Error, Equatable, Sendable {
    /// A day after today was to be changed; nobody can have done a habit tomorrow.
    case futureDay(Day, today: Day)
    /// The habit with this name has a weekly goal and was to be checked off (or toggled) for a
    /// day: its goal is met by the amounts logged over the week, not by checked days.
    case weeklyGoalChecked(String)
    /// A name was empty or only whitespace.
    case emptyName
    /// A name contains a newline, tab or other control character.
    case controlCharacterInName(String)
    /// The name holds a character that is not text and that no report or SVG could hold
    /// (``Swift/Unicode/Scalar/isMarkupSafe``): a noncharacter such as U+FFFF. The first such.
    case unusableCharacterInName(String, Unicode.Scalar)
    /// A name is `length` characters long, more than `maximum` (``HabitName/maximumLength``).
    case nameTooLong(length: Int, maximum: Int)
    /// Another habit already has this name (ignoring case and Unicode normalization).
    case nameTaken(String)
    /// A new name differs from the name of the habit `existing` only in case, accents or width
    /// (`Cafe` and `Café`): the two would be one name to lookup (``HabitName/lookupKey(_:)``).
    case nameClash(String, existing: String)
    /// An icon is empty, too long or contains whitespace or control characters.
    case invalidIcon(String)
    /// No habit matches what was typed; `suggestion` is the nearest name, if one is close.
    case unknownHabit(String, suggestion: String?)
    /// More than one habit matches what was typed.
    case ambiguousHabit(String, candidates: [String])
    /// What was typed is none of the names as written, and more than one habit has a name
    /// that differs from it only in case, accents or width (a pair an older file may hold).
    case lookalikeHabits(String, candidates: [String])
    /// Two habits read from outside share an id; `name` is the second of them.
    case duplicateID(UUID, name: String)
    /// A stored name has spaces or line breaks around it (names are kept trimmed).
    case untrimmedName(String)
    /// A pause was to end before it starts.
    case pauseEndsBeforeStart(first: Day, last: Day)
    /// A pause was to reach further ahead than a year; `latest` is the last day it may reach.
    case pauseTooFarAhead(Day, latest: Day)
}
