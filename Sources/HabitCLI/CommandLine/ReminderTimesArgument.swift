import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `add` and `edit`'s `--remind TIMES` as typed: one time (`20:00`), several with commas
/// (`08:00,20:00`), or `none` for no times of the habit's own (the default time then applies).
enum ReminderTimesArgument {
    /// The word that clears a habit's own times, in any case.
    static let none = "none"

    /// The times in `text`, earliest first, each once; empty for ``none``.
    ///
    /// - Throws: ``UsageError/reminder(_:)`` with ``ReminderMessage/badTime(_:)`` quoting the
    ///   whole value, when any part is no `HH:MM` time (`25:00`, `7`, `,`).
    static func times(_ text: String) throws(UsageError) -> [ClockTime] {
        let trimmed = text.trimmingWhitespace()
        if trimmed.lowercased() == none { return [] }
        var times = Set<ClockTime>()
        for part in trimmed.split(separator: ",", omittingEmptySubsequences: false) {
            guard let time = ClockTime(String(part.trimmingWhitespace())) else { throw .reminder(.badTime(text)) }
            times.insert(time)
        }
        return times.sorted()
    }
}
