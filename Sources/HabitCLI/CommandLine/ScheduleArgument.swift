import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// The schedule options of `add` and `edit` as typed: `--days`, `--per-week`, `--every`,
/// `--per-month`, `--monthly-on` and (for `edit`) `--daily`, turned into a ``Schedule``.
enum ScheduleArgument {
    /// The weekday words `--days` accepts, read as dates read them (any case, accents, a trailing
    /// dot): every name of a weekday in every language's ``DateWords`` (English `mon`, German
    /// `di`, French `lun.`, the full names). No word names different days in two languages: the
    /// tables write no French two-letter forms (where `di` would be Sunday, not Tuesday), and a
    /// test checks that the words they share (`mo`, `fr`, `sa`) agree.
    static let weekdayWords: [String: Weekday] = {
        var words: [String: Weekday] = [:]
        for dateWords in Languages.all.map(\.dateWords) {
            for weekday in Weekday.allCases {
                for name in dateWords.weekdays[weekday] where words[key(name)] == nil { words[key(name)] = weekday }
            }
        }
        return words
    }()

    /// A weekday word as ``weekdayWords`` keys it: as ``DateArgument`` reads a word.
    static func key(_ word: some StringProtocol) -> String {
        DateArgument.tokens(String(word)).joined(separator: " ")
    }

    /// The shorthands `--days` accepts for whole groups of days.
    static let groups: [String: Set<Weekday>] = [
        "weekdays": [.monday, .tuesday, .wednesday, .thursday, .friday],
        "werktags": [.monday, .tuesday, .wednesday, .thursday, .friday],
        "weekends": [.saturday, .sunday],
        "wochenende": [.saturday, .sunday],
    ]

    /// The weekdays in `text`: comma-separated weekday words or a group, any case, spaces
    /// allowed around each.
    ///
    /// - Throws: ``UsageError/badDays(_:)`` naming the first word that is no weekday.
    static func days(_ text: String) throws(UsageError) -> Schedule {
        let words = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingWhitespace().lowercased()
        }
        if words.count == 1, let group = groups[words[0]] { return .days(group) }
        var weekdays = Set<Weekday>()
        for word in words {
            guard let weekday = weekdayWords[key(word)] else { throw .badDays(word.isEmpty ? text : word) }
            weekdays.insert(weekday)
        }
        return .days(weekdays)
    }

    /// `--per-week K` with K from 1 to 7.
    static func perWeek(_ text: String) throws(UsageError) -> Schedule {
        guard let times = Int(text.trimmingWhitespace()), Schedule.timesPerWeek.contains(times) else {
            throw .badPerWeek(text, range: Schedule.timesPerWeek)
        }
        return .perWeek(times)
    }

    /// `--every N` with N from 2 to 365.
    static func every(_ text: String) throws(UsageError) -> Schedule {
        guard let interval = Int(text.trimmingWhitespace()), Schedule.intervals.contains(interval) else {
            throw .badEvery(text, range: Schedule.intervals)
        }
        return .every(interval)
    }

    /// `--per-month K` with K from 1 to 31.
    static func perMonth(_ text: String) throws(UsageError) -> Schedule {
        guard let times = Int(text.trimmingWhitespace()), Schedule.timesPerMonth.contains(times) else {
            throw .badPerMonth(text, range: Schedule.timesPerMonth)
        }
        return .perMonth(times)
    }

    /// `--monthly-on DAYS`: days of the month from 1 to 31 separated by commas, spaces allowed
    /// around each, -1 for the month's last day.
    ///
    /// - Throws: ``UsageError/badMonthlyOn(_:range:)`` naming the first item that is no such day.
    static func monthlyOn(_ text: String) throws(UsageError) -> Schedule {
        var days = Set<Int>()
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let word = item.trimmingWhitespace()
            guard let day = Int(word), Schedule.daysOfMonth.contains(day) || day == Schedule.lastDayOfMonth else {
                throw .badMonthlyOn(word.isEmpty ? text : String(word), range: Schedule.daysOfMonth)
            }
            days.insert(day)
        }
        return .monthlyOn(days)
    }

    /// The one schedule option given, `nil` for none; two different ones are refused (the same
    /// one twice: the last wins, like any option).
    ///
    /// - Parameter typed: the schedule options in the order typed, each with its option.
    static func one(of typed: [(option: String, value: Schedule)]) throws(UsageError) -> Schedule? {
        guard let last = typed.last else { return nil }
        if let other = typed.first(where: { $0.option != last.option }) {
            throw .conflictingSchedules(other.option, last.option)
        }
        return last.value
    }
}
