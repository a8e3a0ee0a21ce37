/// Everything HabitCore refuses about amounts, goals and notes, each with what a person needs
/// to put it right.
public enum AmountError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not a plain decimal number (NaN, infinity, exponents, thousands separators).
    case notANumber(String)
    /// The text has more than ``Amount/maximumDecimals`` decimals.
    case tooManyDecimals(String)
    /// The text is beyond ±1,000,000,000.
    case tooLarge(String)
    /// The day's total would go above 1,000,000,000.
    case totalTooLarge(Day, total: Amount)
    /// The day's total would go below 0.
    case totalBelowZero(Day, total: Amount)
    /// A day after today was to be changed.
    case futureDay(Day, today: Day)
    /// A goal or limit is out of range: below 0 (a limit), 0 or less (a goal), or too large.
    case invalidGoal(Goal.Kind, Amount)
    /// A unit is empty, too long, or contains a control character.
    case invalidUnit(String)
    /// A note contains a line break or other control character.
    case controlCharacterInNote(String)
    /// A note is longer than ``Note/maximumLength`` characters.
    case noteTooLong(length: Int)

    /// One English sentence that says what went wrong and what to do.
    public var description: String {
        switch self {
        case .notANumber(let text):
            return "“\(HabitName.escaped(text))” is not a number; give digits with at most one “.” or “,” such as 2.5."
        case .tooManyDecimals(let text):
            return "“\(HabitName.escaped(text))” has more than \(Amount.maximumDecimals) decimals; round it."
        case .tooLarge(let text):
            return "“\(HabitName.escaped(text))” is larger than \(Amount.maximum); give a smaller amount."
        case .totalTooLarge(let day, let total):
            return "The total on \(day) would be \(total), more than \(Amount.maximum); give a smaller amount."
        case .totalBelowZero(let day, let total):
            return "The total on \(day) would be \(total), below 0; correct by at most the amount recorded."
        case .futureDay(let day, let today):
            return "\(day) is in the future (today is \(today)); only today or past days can be changed."
        case .invalidGoal(let kind, let amount):
            let least = kind == .atMost ? "0" : "more than 0"
            return "\(amount) cannot be a \(kind == .atMost ? "limit" : "goal"); give \(least) and at most \(Amount.maximum)."
        case .invalidUnit(let unit):
            return "The unit “\(HabitName.escaped(unit))” is not usable; give a short word without control characters."
        case .controlCharacterInNote(let text):
            return "The note “\(HabitName.escaped(text))” contains a line break or control character; use one line of text."
        case .noteTooLong(let length):
            return "The note is \(length) characters long; use at most \(Note.maximumLength)."
        }
    }
}
