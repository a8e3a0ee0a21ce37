import HabitCore

/// The words one language names days with, as data: its relative days ("gestern"), its weekday
/// and month names with their usual abbreviations, and how it orders a day and a month written
/// in digits. ``DateArgument`` and `--days` (``ScheduleArgument``) read the words of every
/// language, whichever one is speaking, and the table writes the same names (a weekday's full
/// and short name and letter, a month's full and short name) in its sentences, dates and
/// calendars, so each name is written down once; adding a language means filling in one of
/// these (`Language/Italian/Italian+DateWords.swift`).
///
/// Every word is written as the language writes it ("Montag", "févr.", "aujourd'hui"); reading
/// ignores case, accents, a trailing dot and the kind of apostrophe, so the tables need not list
/// "MONTAG", "fevr" or "aujourd’hui".
public struct DateWords: Sendable {
    /// A word for a day counted from today: "heute" is 0, "gestern" -1, "demain" 1.
    public struct RelativeDay: Sendable {
        /// The word or words ("vorgestern", "the day before yesterday").
        public let word: String
        /// Days from today: negative before it.
        public let days: Int
    }

    /// How a language orders a day and a month written only in digits.
    public enum NumericOrder: Sendable {
        /// The day first: `26.11.2026`, `26/11` (German, French).
        case dayFirst
        /// The month first (`11/26`), as in the United States while Britain writes the day first:
        /// a date in digits and slashes is ambiguous and refused.
        case monthFirst
    }

    /// A weekday's names: the full one ("Montag"), the short one a list of weekdays writes
    /// ("Mo"), the letter above the week row and the calendar ("M"), and other abbreviations
    /// that are read but never written ("Tues").
    public struct WeekdayNames: Sendable {
        /// The full name.
        public let full: String
        /// The short name, as a schedule lists it: "Mon", "Mo", "lun.".
        public let short: String
        /// The one letter above the week row and the calendar (never read: "M" is two days).
        public let letter: String
        /// Other abbreviations that are read.
        public let others: [String]

        /// The names of a weekday.
        public init(_ full: String, short: String, letter: String, others: [String] = []) {
            self.full = full
            self.short = short
            self.letter = letter
            self.others = others
        }

        /// Every name the weekday is read by, the full one first.
        public var all: [String] { [full, short] + others }
    }

    /// A month's names: the full one a sentence writes ("Februar"), the short one a date writes
    /// ("Feb."), and other abbreviations that are read but never written ("Febr.").
    public struct MonthNames: Sendable {
        /// The full name.
        public let full: String
        /// The short name, as a date and the calendar write it: "Nov", "Nov.", "nov.".
        public let short: String
        /// Other abbreviations that are read.
        public let others: [String]

        /// The names of a month.
        public init(_ full: String, short: String, others: [String] = []) {
            self.full = full
            self.short = short
            self.others = others
        }

        /// Every name the month is read by, the full one first.
        public var all: [String] { [full, short] + others }
    }

    /// Something for each weekday, Monday first: the compiler names a weekday left out.
    public struct PerWeekday<Value: Sendable>: Sendable {
        public let monday, tuesday, wednesday, thursday, friday, saturday, sunday: Value

        /// The value `transform` makes of each weekday's.
        public func map<Other: Sendable>(_ transform: (Value) -> Other) -> PerWeekday<Other> {
            .init(
                monday: transform(monday), tuesday: transform(tuesday), wednesday: transform(wednesday),
                thursday: transform(thursday), friday: transform(friday), saturday: transform(saturday),
                sunday: transform(sunday))
        }

        /// The value for `weekday`.
        public subscript(_ weekday: Weekday) -> Value {
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
    public struct PerMonth<Value: Sendable>: Sendable {
        public let january, february, march, april, may, june: Value
        public let july, august, september, october, november, december: Value

        /// The values in calendar order, January first.
        public var inOrder: [Value] {
            [january, february, march, april, may, june, july, august, september, october, november, december]
        }

        /// The value for `month`, 1 to 12 (a number outside is taken as the nearest month).
        public subscript(_ month: Int) -> Value { inOrder[min(max(month, 1), 12) - 1] }

        /// The value `transform` makes of each month's.
        public func map<Other: Sendable>(_ transform: (Value) -> Other) -> PerMonth<Other> {
            .init(
                january: transform(january), february: transform(february), march: transform(march),
                april: transform(april), may: transform(may), june: transform(june), july: transform(july),
                august: transform(august), september: transform(september), october: transform(october),
                november: transform(november), december: transform(december))
        }
    }

    /// Today, yesterday, the day before yesterday, tomorrow and the day after, as this language
    /// says them; several words may name the same day.
    public let relativeDays: [RelativeDay]
    /// Each weekday's names: the ones written and the ones read.
    public let weekdayNames: PerWeekday<WeekdayNames>
    /// Each month's names: the ones written and the ones read.
    public let monthNames: PerMonth<MonthNames>
    /// How a date in digits orders the day and the month.
    public let numericOrder: NumericOrder
    /// What may follow the number of a day before a month's name: "st", "nd", "rd", "th" in
    /// English ("Nov 26th"), "er" in French ("1er décembre"). The dot of a German ordinal
    /// ("26. Nov.") is read like any abbreviation's dot.
    public var ordinalSuffixes: [String] { ordinalRule.suffixes }
    /// How the language writes a day of the month as an ordinal: "1st", "1.", "1er".
    public let ordinalRule: OrdinalRule

    /// Each weekday's names as they are read, the full name first ("Montag", "Mo").
    public var weekdays: PerWeekday<[String]> { weekdayNames.map(\.all) }

    /// Each month's names as they are read, the full name first ("février", "févr.", "fév.").
    public var months: PerMonth<[String]> { monthNames.map(\.all) }

    /// The full name of `month` (1 to 12), as a sentence names it: "February", "Februar",
    /// "février".
    public func monthName(_ month: Int) -> String {
        monthNames[month].full
    }

    /// The words shell completion offers for a day, as the language writes them: its relative
    /// days that are one word (today, yesterday, …) and the full weekday names.
    public var completionWords: [String] {
        let relative = relativeDays.map(\.word).filter { !$0.contains(" ") }
        return relative + Weekday.allCases.map { weekdayNames[$0].full }
    }
}

extension DateWords {
    /// The words for days of the catalog `catalog` (`word.…`).
    public init(_ catalog: Catalog) {
        func words(_ key: CatalogKey) -> [String] {
            var words: [String] = []
            for part in catalog.text(key).split(separator: ",") {
                guard let first = part.firstIndex(where: { $0 != " " }), let last = part.lastIndex(where: { $0 != " " }) else {
                    continue
                }
                let word = String(part[first...last])
                if word != "-" { words.append(word) }
            }
            return words
        }
        let relativeKeys: [CatalogKey] = [
            .wordToday, .wordYesterday, .wordDayBeforeYesterday, .wordTomorrow, .wordDayAfterTomorrow,
        ]
        let relativeOffsets = [0, -1, -2, 1, 2]
        var relativeDays: [RelativeDay] = []
        for index in 0..<relativeKeys.count {
            for word in words(relativeKeys[index]) { relativeDays.append(RelativeDay(word: word, days: relativeOffsets[index])) }
        }
        // Parallel arrays of keys, Monday first: no tuple type to make at run time.
        let full: [CatalogKey] = [
            .wordWeekdayMonday, .wordWeekdayTuesday, .wordWeekdayWednesday, .wordWeekdayThursday, .wordWeekdayFriday,
            .wordWeekdaySaturday, .wordWeekdaySunday,
        ]
        let short: [CatalogKey] = [
            .wordWeekdayShortMonday, .wordWeekdayShortTuesday, .wordWeekdayShortWednesday, .wordWeekdayShortThursday,
            .wordWeekdayShortFriday, .wordWeekdayShortSaturday, .wordWeekdayShortSunday,
        ]
        let letter: [CatalogKey] = [
            .wordWeekdayLetterMonday, .wordWeekdayLetterTuesday, .wordWeekdayLetterWednesday, .wordWeekdayLetterThursday,
            .wordWeekdayLetterFriday, .wordWeekdayLetterSaturday, .wordWeekdayLetterSunday,
        ]
        let others: [CatalogKey] = [
            .wordWeekdayOthersMonday, .wordWeekdayOthersTuesday, .wordWeekdayOthersWednesday, .wordWeekdayOthersThursday,
            .wordWeekdayOthersFriday, .wordWeekdayOthersSaturday, .wordWeekdayOthersSunday,
        ]
        var names: [WeekdayNames] = []
        for index in 0..<7 {
            names.append(
                WeekdayNames(
                    catalog.text(full[index]), short: catalog.text(short[index]), letter: catalog.text(letter[index]),
                    others: words(others[index])))
        }
        let monthFull: [CatalogKey] = [
            .wordMonthJanuary, .wordMonthFebruary, .wordMonthMarch, .wordMonthApril, .wordMonthMay, .wordMonthJune,
            .wordMonthJuly, .wordMonthAugust, .wordMonthSeptember, .wordMonthOctober, .wordMonthNovember, .wordMonthDecember,
        ]
        let monthShort: [CatalogKey] = [
            .wordMonthShortJanuary, .wordMonthShortFebruary, .wordMonthShortMarch, .wordMonthShortApril, .wordMonthShortMay,
            .wordMonthShortJune, .wordMonthShortJuly, .wordMonthShortAugust, .wordMonthShortSeptember,
            .wordMonthShortOctober, .wordMonthShortNovember, .wordMonthShortDecember,
        ]
        let monthOthers: [CatalogKey] = [
            .wordMonthOthersJanuary, .wordMonthOthersFebruary, .wordMonthOthersMarch, .wordMonthOthersApril,
            .wordMonthOthersMay, .wordMonthOthersJune, .wordMonthOthersJuly, .wordMonthOthersAugust,
            .wordMonthOthersSeptember, .wordMonthOthersOctober, .wordMonthOthersNovember, .wordMonthOthersDecember,
        ]
        var monthNames: [MonthNames] = []
        for index in 0..<12 {
            monthNames.append(
                MonthNames(
                    catalog.text(monthFull[index]), short: catalog.text(monthShort[index]), others: words(monthOthers[index])))
        }
        let ordinalRule = OrdinalRule(catalog: catalog)
        self.init(
            relativeDays: relativeDays,
            weekdayNames: .init(
                monday: names[0], tuesday: names[1], wednesday: names[2], thursday: names[3], friday: names[4],
                saturday: names[5], sunday: names[6]),
            monthNames: .init(
                january: monthNames[0], february: monthNames[1], march: monthNames[2], april: monthNames[3],
                may: monthNames[4], june: monthNames[5], july: monthNames[6], august: monthNames[7],
                september: monthNames[8], october: monthNames[9], november: monthNames[10], december: monthNames[11]),
            numericOrder: catalog.text(.wordNumericDateOrder) == "day-first" ? .dayFirst : .monthFirst,
            ordinalRule: ordinalRule)
    }
}
