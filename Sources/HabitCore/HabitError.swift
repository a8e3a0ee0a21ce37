/// Everything HabitCore can refuse, each with what a person needs to put it right.
public enum HabitError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A day after today was to be changed; nobody can have done a habit tomorrow.
    case futureDay(Day, today: Day)
    /// A name was empty or only whitespace.
    case emptyName
    /// A name contains a newline, tab or other control character.
    case controlCharacterInName(String)
    /// A name is longer than ``HabitName/maximumLength`` characters.
    case nameTooLong(length: Int)
    /// Another habit already has this name (ignoring case and Unicode normalization).
    case nameTaken(String)
    /// An icon is empty, too long or contains whitespace or control characters.
    case invalidIcon(String)
    /// No habit matches what was typed; `suggestion` is the nearest name, if one is close.
    case unknownHabit(String, suggestion: String?)
    /// More than one habit matches what was typed.
    case ambiguousHabit(String, candidates: [String])
    /// Two habits read from outside share an id; `name` is the second of them.
    case duplicateID(UUID, name: String)
    /// A stored name has spaces or line breaks around it (names are kept trimmed).
    case untrimmedName(String)
    /// A pause was to end before it starts.
    case pauseEndsBeforeStart(first: Day, last: Day)
    /// A pause was to reach further ahead than a year; `latest` is the last day it may reach.
    case pauseTooFarAhead(Day, latest: Day)

    /// One English sentence that says what went wrong and what to do.
    public var description: String {
        switch self {
        case .futureDay(let day, let today):
            return "\(day) is in the future (today is \(today)); only today or past days can be changed."
        case .emptyName:
            return "A habit needs a name; type at least one character that is not a space."
        case .controlCharacterInName(let name):
            return "The name “\(HabitName.escaped(name))” contains a line break or control character; use plain text."
        case .nameTooLong(let length):
            return "The name is \(length) characters long; use at most \(HabitName.maximumLength)."
        case .nameTaken(let name):
            return "A habit named “\(name)” already exists; choose another name."
        case .invalidIcon(let icon):
            return "The icon “\(HabitName.escaped(icon))” is not usable; give one emoji or a short symbol without spaces."
        case .unknownHabit(let name, let suggestion):
            if let suggestion {
                return "There is no habit “\(name)”. Did you mean “\(suggestion)”?"
            }
            return "There is no habit “\(name)”; see all habits with “habit list”."
        case .ambiguousHabit(let name, let candidates):
            let list = candidates.map { "“\($0)”" }.joined(separator: ", ")
            return "“\(name)” matches more than one habit: \(list); type more of the name."
        case .duplicateID(let id, let name):
            return "The habit “\(name)” has the id \(id.uuidString), which another habit already has; "
                + "give it a new id or remove it."
        case .untrimmedName(let name):
            return "The name “\(HabitName.escaped(name))” has spaces around it; remove them."
        case .pauseEndsBeforeStart(let first, let last):
            return "A pause cannot end on \(last), before it starts on \(first); give an end on or after the start."
        case .pauseTooFarAhead(let day, let latest):
            return "\(day) is more than a year ahead; a pause can be planned up to \(latest)."
        }
    }
}
