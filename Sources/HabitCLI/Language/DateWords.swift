import HabitCore

/// The words one language names days with, as data: its relative days ("gestern"), its weekday
/// and month names with their usual abbreviations, and how it orders a day and a month written
/// in digits. ``DateArgument`` reads the words of every language, whichever one is speaking;
/// adding a language means filling in one of these (`Language/Italian/Italian+DateWords.swift`).
///
/// Every word is written as the language writes it ("Montag", "févr.", "aujourd'hui"); reading
/// ignores case, accents, a trailing dot and the kind of apostrophe, so the tables need not list
/// "MONTAG", "fevr" or "aujourd’hui".
struct DateWords: Sendable {
    /// A word for a day counted from today: "heute" is 0, "gestern" -1, "demain" 1.
    struct RelativeDay: Sendable {
        /// The word or words ("vorgestern", "the day before yesterday").
        let word: String
        /// Days from today: negative before it.
        let days: Int
    }

    /// How a language orders a day and a month written only in digits.
    enum NumericOrder: Sendable {
        /// The day first: `26.11.2026`, `26/11` (German, French).
        case dayFirst
        /// The month first (`11/26`), as in the United States while Britain writes the day first:
        /// a date in digits and slashes is ambiguous and refused.
        case monthFirst
    }

    /// Something for each weekday, Monday first: the compiler names a weekday left out.
    struct PerWeekday<Value: Sendable>: Sendable {
        let monday, tuesday, wednesday, thursday, friday, saturday, sunday: Value

        /// The value for `weekday`.
        subscript(_ weekday: Weekday) -> Value {
            switch weekday {
            case .monday: return monday
            case .tuesday: return tuesday
            case .wednesday: return wednesday
            case .thursday: return thursday
            case .friday: return friday
            case .saturday: return saturday
            case .sunday: return sunday
            }
        }
    }

    /// Something for each month, January first: the compiler names a month left out.
    struct PerMonth<Value: Sendable>: Sendable {
        let january, february, march, april, may, june: Value
        let july, august, september, october, november, december: Value

        /// The values in calendar order, January first.
        var inOrder: [Value] {
            [january, february, march, april, may, june, july, august, september, october, november, december]
        }

        /// The value for `month`, 1 to 12 (a number outside is taken as the nearest month).
        subscript(_ month: Int) -> Value { inOrder[min(max(month, 1), 12) - 1] }
    }

    /// Today, yesterday, the day before yesterday, tomorrow and the day after, as this language
    /// says them; several words may name the same day.
    let relativeDays: [RelativeDay]
    /// Each weekday's full name first, then its usual abbreviations ("Montag", "Mo").
    let weekdays: PerWeekday<[String]>
    /// Each month's full name first, then its usual abbreviations ("février", "févr.", "fév.").
    let months: PerMonth<[String]>
    /// How a date in digits orders the day and the month.
    let numericOrder: NumericOrder
    /// What may follow the number of a day before a month's name: "st", "nd", "rd", "th" in
    /// English ("Nov 26th"), "er" in French ("1er décembre"). The dot of a German ordinal
    /// ("26. Nov.") is read like any abbreviation's dot.
    let ordinalSuffixes: [String]

    /// The full name of `month` (1 to 12), as a sentence names it: "February", "Februar",
    /// "février".
    func monthName(_ month: Int) -> String {
        months[month].first ?? ""
    }

    /// The words shell completion offers for a day, as the language writes them: its relative
    /// days that are one word (today, yesterday, …) and the full weekday names.
    var completionWords: [String] {
        let relative = relativeDays.map(\.word).filter { !$0.contains(" ") }
        return relative + Weekday.allCases.compactMap { weekdays[$0].first }
    }
}
