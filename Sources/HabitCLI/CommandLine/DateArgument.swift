import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// A day as typed after `--date`, `--from`, `--until` or `--as-of`, read but not yet resolved:
/// which day it names depends on today, and a date in digits and slashes on the language.
///
/// The grammar, the same for every date option and in every language (words of any of the
/// languages are read whichever one is speaking; case, accents and a trailing dot do not matter):
/// - `2026-11-26`;
/// - a day counted from today: `today`, `yesterday`, `the day before yesterday`, `tomorrow`
///   (`heute`, `gestern`, `vorgestern`, `morgen`; `aujourd'hui`, `hier`, `avant-hier`,
///   `demain`), or `-N` (`+N`) for N days before (after) today;
/// - a weekday, full or abbreviated (`Monday`, `Mon`, `Mo.`, `lun.`): the latest such day that
///   is not after today, so today on its own weekday;
/// - a day and a month in digits, day first, with or without a year: `26.11.2026`, `26.11.`,
///   and `26/11/2026`, `26/11` in a language that writes the day first (in English, whose
///   month-first `11/26` cannot be told from a day-first one, digits with slashes are refused);
/// - a month's name and a day, either way round, with or without a year: `Nov 26`,
///   `Nov 26, 2026`, `26. Nov.`, `1er décembre 2026`.
///
/// Without a year, the day is in the current year, even when that is after today: on December 1,
/// `26.12.` is December 26 of the same year, refused where future days are.
struct DateArgument: Equatable, Sendable {
    /// What the form says, before today is known.
    enum Form: Equatable, Sendable {
        /// A number of days from today: `today` is 0, `gestern` -1, `-3` -3, `demain` 1.
        case daysFromToday(Int)
        /// The latest such weekday that is not after today.
        case weekday(Weekday)
        /// A day with its year: `2026-11-26`, `26.11.2026`, `Nov 26, 2026`.
        case day(Day)
        /// A day and month of the current year: `26.11.`, `Nov 26`.
        case dayOfThisYear(month: Int, day: Int)
        /// Digits and slashes, `26/11/2026` or `26/11`: day first where the language writes the
        /// day first, ambiguous where it writes the month first.
        case slashed(first: Int, second: Int, year: Int?)
    }

    /// The text as typed, quoted by an error.
    let typed: String
    /// What it says.
    let form: Form

    /// The largest count of days `-N` and `+N` take as they are; a larger one (more days than
    /// lie between the years 1900 and 9999) is taken as this many.
    static let largestDayCount = 10_000_000

    /// Reads what was typed: one of the accepted forms, not before
    /// ``HabitCore/AcceptedDays/earliest`` when it has a year.
    ///
    /// - Throws: ``UsageError/date(_:)`` with ``DateError/notADay(_:)`` for none of the forms,
    ///   ``DateError/nonexistentDay(_:month:year:days:)`` for a date with a year that its month
    ///   does not have, ``DateError/tooEarly(_:earliest:)`` for a year before 1900.
    static func parse(_ typed: String) throws(UsageError) -> DateArgument {
        do {
            return DateArgument(typed: typed, form: try form(of: typed))
        } catch {
            throw .date(error)
        }
    }

    /// The day meant, given today and the words of the speaking language (which decide how
    /// digits with slashes are read). The one place a date argument becomes a day; it does not
    /// refuse future days (the command decides that).
    ///
    /// - Throws: ``DateError/nonexistentDay(_:month:year:days:)`` for a day its month does not
    ///   have in that year (`29.02.` in 2026), ``DateError/ambiguous(_:)`` for digits with
    ///   slashes in a month-first language, ``DateError/tooEarly(_:earliest:)`` for a day before
    ///   1900, ``DateError/notADay(_:)`` for slashed digits that are no day and month.
    func resolve(today: Day, words: DateWords) throws(DateError) -> Day {
        let day: Day
        switch form {
        case .daysFromToday(let count): day = today.adding(days: count)
        case .weekday(let weekday): day = today.adding(days: -((today.weekday.rawValue - weekday.rawValue + 7) % 7))
        case .day(let named): day = named
        case .dayOfThisYear(let month, let dayOfMonth):
            day = try Self.day(year: today.year, month: month, day: dayOfMonth, typed: typed)
        case .slashed(let first, let second, let year):
            guard words.numericOrder == .dayFirst else { throw .ambiguous(typed) }
            guard (1...12).contains(second) else { throw .notADay(typed) }
            day = try Self.day(year: year ?? today.year, month: second, day: first, typed: typed)
        }
        guard day >= AcceptedDays.earliest else { throw .tooEarly(typed, earliest: AcceptedDays.earliest) }
        return day
    }

    // MARK: - Reading the forms

    private static func form(of typed: String) throws(DateError) -> Form {
        let text = typed.trimmingWhitespace()
        if let count = signedCount(text) { return .daysFromToday(count) }
        if let parts = digitGroups(text, separator: "-"), parts.count == 3, parts[0].count == 4 {
            return .day(try checkedDay(year: parts[0], month: parts[1], day: parts[2], typed: typed))
        }
        if let parts = digitGroups(text, separator: ".", trailing: true), parts.count == 2 || parts.count == 3 {
            guard parts.count == 3 else {
                return try thisYear(month: parts[1], day: parts[0], typed: typed)
            }
            return .day(try checkedDay(year: parts[2], month: parts[1], day: parts[0], typed: typed))
        }
        if let parts = digitGroups(text, separator: "/"), parts.count == 2 || parts.count == 3, parts[0].count <= 2,
            parts[1].count <= 2, parts.count == 2 || parts[2].count == 4, let first = Int(parts[0]), let second = Int(parts[1])
        {
            let year = parts.count == 3 ? Int(parts[2]) : nil
            if let year, year < AcceptedDays.earliest.year { throw .tooEarly(typed, earliest: AcceptedDays.earliest) }
            return .slashed(first: first, second: second, year: year)
        }
        return try named(text, typed: typed)
    }

    /// `-3`, `+2`, `-0`: a sign and ASCII digits.
    private static func signedCount(_ text: String) -> Int? {
        guard let sign = text.first, sign == "-" || sign == "+" else { return nil }
        let digits = text.dropFirst()
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let count = digits.count > 8 ? largestDayCount : min(Int(digits) ?? largestDayCount, largestDayCount)
        return sign == "-" ? -count : count
    }

    /// The groups of ASCII digits `text` is made of between `separator`s (one at the end allowed
    /// when `trailing`), or `nil` when it holds anything else or an empty group.
    private static func digitGroups(_ text: String, separator: Character, trailing: Bool = false) -> [Substring]? {
        var groups = text.split(separator: separator, omittingEmptySubsequences: false)
        if trailing, groups.count > 2, groups.last?.isEmpty == true { groups.removeLast() }
        guard groups.count >= 2, groups.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else {
            return nil
        }
        return groups
    }

    /// A day and month without a year, the month checked now and the day once the year is known
    /// (`29.02.` exists in some years).
    private static func thisYear(month: some StringProtocol, day: some StringProtocol, typed: String) throws(DateError) -> Form {
        guard month.count <= 2, day.count <= 2, let month = Int(month), (1...12).contains(month), let day = Int(day) else {
            throw .notADay(typed)
        }
        return .dayOfThisYear(month: month, day: day)
    }

    /// The day `year`-`month`-`day` written in digits: a four-digit year, a month and a day of
    /// one or two digits.
    private static func checkedDay(
        year: some StringProtocol, month: some StringProtocol, day: some StringProtocol, typed: String
    ) throws(DateError) -> Day {
        guard year.count == 4, month.count <= 2, day.count <= 2, let year = Int(year), let month = Int(month),
            (1...12).contains(month), let day = Int(day)
        else { throw .notADay(typed) }
        return try checkedDay(year: year, month: month, day: day, typed: typed)
    }

    /// The day, refused when its month has no such day or it lies before 1900.
    private static func checkedDay(year: Int, month: Int, day: Int, typed: String) throws(DateError) -> Day {
        if year < AcceptedDays.earliest.year { throw .tooEarly(typed, earliest: AcceptedDays.earliest) }
        return try self.day(year: year, month: month, day: day, typed: typed)
    }

    /// The day, or ``DateError/nonexistentDay(_:month:year:days:)`` when its month (1 to 12) has
    /// no such day that year.
    private static func day(year: Int, month: Int, day: Int, typed: String) throws(DateError) -> Day {
        guard let found = Day(year: year, month: month, day: day) else {
            throw .nonexistentDay(typed, month: month, year: year, days: Day.daysIn(month: month, year: year))
        }
        return found
    }

    // MARK: - Reading words

    /// The words of `text` as they are compared: folded as names are looked up (case, accents,
    /// width; ``HabitCore/HabitName/lookupKey(_:)``), without apostrophes, split at spaces,
    /// commas and hyphens, each without one trailing dot.
    static func tokens(_ text: String) -> [String] {
        let folded = HabitName.lookupKey(text).filter { $0 != "'" && $0 != "\u{2019}" }
        return folded.split { $0.isWhitespace || $0 == "," || $0 == "-" }.map { word in
            word.hasSuffix(".") ? String(word.dropLast()) : String(word)
        }
    }

    /// What the words of every language mean, keyed by their ``tokens(_:)`` joined by spaces:
    /// the relative days and the weekdays. A word two languages share means the same in both
    /// (a test checks that no two tables disagree); where they did, the first language would win.
    private static let dayWords: [String: Form] = {
        var meanings: [String: Form] = [:]
        for words in Languages.all.map(\.dateWords) {
            for relative in words.relativeDays {
                let key = tokens(relative.word).joined(separator: " ")
                if meanings[key] == nil { meanings[key] = .daysFromToday(relative.days) }
            }
            for weekday in Weekday.allCases {
                for name in words.weekdays[weekday] {
                    let key = tokens(name).joined(separator: " ")
                    if meanings[key] == nil { meanings[key] = .weekday(weekday) }
                }
            }
        }
        return meanings
    }()

    /// Every language's month names and abbreviations, as ``tokens(_:)`` writes them, to the
    /// month (1 to 12).
    private static let monthWords: [String: Int] = {
        var months: [String: Int] = [:]
        for words in Languages.all.map(\.dateWords) {
            for (index, names) in words.months.inOrder.enumerated() {
                for name in names {
                    let key = tokens(name).joined(separator: " ")
                    if months[key] == nil { months[key] = index + 1 }
                }
            }
        }
        return months
    }()

    /// Every language's endings of a day's number before a month ("26th", "1er").
    private static let ordinalSuffixes: [String] = Languages.all.flatMap { $0.dateWords.ordinalSuffixes.map(HabitName.lookupKey) }

    /// A day named in words: a relative day, a weekday, or a month's name with a day (and a year).
    private static func named(_ text: String, typed: String) throws(DateError) -> Form {
        let words = tokens(text)
        if let form = dayWords[words.joined(separator: " ")] { return form }
        guard words.count == 2 || words.count == 3 else { throw .notADay(typed) }
        let month: Int
        let dayWord: String
        if let first = monthWords[words[0]] {
            (month, dayWord) = (first, words[1])
        } else if let second = monthWords[words[1]] {
            (month, dayWord) = (second, words[0])
        } else {
            throw .notADay(typed)
        }
        guard let day = dayNumber(dayWord) else { throw .notADay(typed) }
        guard words.count == 3 else { return .dayOfThisYear(month: month, day: day) }
        let year = words[2]
        guard year.count == 4, year.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(year) else {
            throw .notADay(typed)
        }
        return .day(try checkedDay(year: number, month: month, day: day, typed: typed))
    }

    /// The day of the month in `word`: one or two digits, perhaps with an ordinal ending.
    private static func dayNumber(_ word: String) -> Int? {
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        let rest = word.dropFirst(digits.count)
        guard (1...2).contains(digits.count), rest.isEmpty || ordinalSuffixes.contains(String(rest)) else { return nil }
        return Int(digits)
    }
}
