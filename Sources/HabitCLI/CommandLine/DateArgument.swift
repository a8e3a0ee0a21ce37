import HabitCore

/// A day as typed after `--date`: `today`, `yesterday` or `YYYY-MM-DD`. It becomes a `Day`
/// only once "today" is known.
enum DateArgument: Equatable, Sendable {
    case today
    case yesterday
    case day(Day)

    /// Reads what was typed, or `nil` when it is none of the accepted forms (including days that
    /// do not exist, such as 2026-02-30).
    init?(_ text: String) {
        // The words of every language, whichever one is speaking; a typographic apostrophe
        // (aujourd’hui) reads as a typed one.
        let word = String(text.lowercased().map { $0 == "\u{2019}" ? "'" : $0 })
        if Languages.all.contains(where: { $0.text(.todayWord) == word }) {
            self = .today
        } else if Languages.all.contains(where: { $0.text(.yesterdayWord) == word }) {
            self = .yesterday
        } else if let day = Day(text) {
            self = .day(day)
        } else {
            return nil
        }
    }

    /// Reads a `--date` or `--as-of` value: one of the accepted forms, and not before
    /// ``AcceptedDays/earliest`` (such a day is a typo for a recent year).
    static func parse(_ text: String) throws(UsageError) -> DateArgument {
        guard let date = DateArgument(text) else { throw .badDate(text) }
        if case .day(let day) = date, day < AcceptedDays.earliest { throw .dayTooEarly(text, earliest: AcceptedDays.earliest) }
        return date
    }

    /// The day meant, given today.
    func resolve(today: Day) -> Day {
        switch self {
        case .today: return today
        case .yesterday: return today.previous
        case .day(let day): return day
        }
    }
}
