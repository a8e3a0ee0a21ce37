import HabitCore

/// A day typed after `--date`, `--from`, `--until` or `--as-of` that names no day; a usage
/// error (exit 2). Each case carries the text as typed.
public enum DateError: Error, Equatable, Sendable {
    /// None of the accepted forms (``DateArgument``).
    case notADay(String)
    /// A form that names a day and month, but the month has no such day (`31.04.`,
    /// `2026-02-30`, `29.02.` in 2026): the month, its year and how many days it has.
    case nonexistentDay(String, month: Int, year: Int, days: Int)
    /// Digits and slashes in a language that writes the month first (`11/26` in English), where
    /// they could mean either order.
    case ambiguous(String)
    /// A day before `earliest` (``HabitCore/AcceptedDays/earliest``, 1900-01-01): most likely a
    /// typo in the year, or a count of days far too large.
    case tooEarly(String, earliest: Day)

    /// The text as typed.
    public var typed: String {
        switch self {
        case .notADay(let text), .nonexistentDay(let text, _, _, _), .ambiguous(let text), .tooEarly(let text, _): return text
        }
    }

    /// The same error with the typed text replaced by `quote(typed)`, as a message prints it.
    public func quoting(_ quote: (String) -> String) -> DateError {
        switch self {
        case .notADay(let text): return .notADay(quote(text))
        case .nonexistentDay(let text, let month, let year, let days):
            return .nonexistentDay(quote(text), month: month, year: year, days: days)
        case .ambiguous(let text): return .ambiguous(quote(text))
        case .tooEarly(let text, let earliest): return .tooEarly(quote(text), earliest: earliest)
        }
    }
}
