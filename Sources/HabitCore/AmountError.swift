/// Everything HabitCore refuses about amounts, goals and notes, each with what a person needs
/// to put it right. The core holds no sentences: each language of the program words every case.
public enum AmountError: Error, Equatable, Sendable {
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
    /// A day's total was given below 0 (`habit log NAME --set -1`).
    case negativeTotal(Amount)
    /// A day after today was to be changed.
    case futureDay(Day, today: Day)
    /// A goal or limit is out of range: below 0 (a limit), 0 or less (a goal), or too large.
    case invalidGoal(Goal.Kind, Amount)
    /// A unit is empty, too long, or contains a control character.
    case invalidUnit(String)
    /// The unit holds a character that is not text (``Swift/Unicode/Scalar/isMarkupSafe``): the
    /// first such.
    case unusableCharacterInUnit(String, Unicode.Scalar)
    /// A note contains a line break or other control character.
    case controlCharacterInNote(String)
    /// The note holds a character that is not text (``Swift/Unicode/Scalar/isMarkupSafe``): the
    /// first such.
    case unusableCharacterInNote(String, Unicode.Scalar)
    /// A note is longer than ``Note/maximumLength`` characters.
    case noteTooLong(length: Int)
}
