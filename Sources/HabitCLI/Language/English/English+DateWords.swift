import HabitCore

extension English {
    /// English day words: "yesterday", "Mon", "Nov 26"; digits with slashes are ambiguous.
    var dateWords: DateWords { .english }
}

extension DateWords {
    /// The English words for days.
    static let english = DateWords(
        relativeDays: [
            .init(word: "today", days: 0),
            .init(word: "yesterday", days: -1),
            .init(word: "the day before yesterday", days: -2),
            .init(word: "day before yesterday", days: -2),
            .init(word: "tomorrow", days: 1),
            .init(word: "the day after tomorrow", days: 2),
            .init(word: "day after tomorrow", days: 2),
        ],
        weekdayNames: .init(
            monday: .init("Monday", short: "Mon", letter: "M", others: ["Mo"]),
            tuesday: .init("Tuesday", short: "Tue", letter: "T", others: ["Tues", "Tu"]),
            wednesday: .init("Wednesday", short: "Wed", letter: "W", others: ["We"]),
            thursday: .init("Thursday", short: "Thu", letter: "T", others: ["Thur", "Thurs", "Th"]),
            friday: .init("Friday", short: "Fri", letter: "F", others: ["Fr"]),
            saturday: .init("Saturday", short: "Sat", letter: "S", others: ["Sa"]),
            sunday: .init("Sunday", short: "Sun", letter: "S", others: ["Su"])),
        monthNames: .init(
            january: .init("January", short: "Jan"), february: .init("February", short: "Feb"),
            march: .init("March", short: "Mar"), april: .init("April", short: "Apr"), may: .init("May", short: "May"),
            june: .init("June", short: "Jun"), july: .init("July", short: "Jul"), august: .init("August", short: "Aug"),
            september: .init("September", short: "Sep", others: ["Sept"]), october: .init("October", short: "Oct"),
            november: .init("November", short: "Nov"), december: .init("December", short: "Dec")),
        numericOrder: .monthFirst,
        ordinalSuffixes: ["st", "nd", "rd", "th"],
        ordinalRule: .english)
}

extension English {
    /// The sentence for a day that cannot be read, listing the forms that can.
    func dateError(_ error: DateError) -> String {
        switch error {
        case .notADay(let text):
            return "“\(quoted(text))” is not a day; use YYYY-MM-DD, Nov 26 (or Nov 26, 2026), today, yesterday, "
                + "a weekday such as Mon, or -3 for 3 days ago."
        case .nonexistentDay(let text, let month, let year, let days):
            return
                "“\(quoted(text))” does not exist: \(dateWords.monthName(month)) \(year) has \(days) days; check the day and the month."
        case .ambiguous(let text):
            return "“\(quoted(text))” could be month/day or day/month; write the month as a word (Nov 26) or use YYYY-MM-DD."
        case .tooEarly(let text, let earliest):
            return
                "“\(quoted(text))” is before \(earliest.year), the earliest day habit accepts; check the year or the number of days."
        }
    }
}
