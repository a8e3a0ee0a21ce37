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
        weekdays: .init(
            monday: ["Monday", "Mon", "Mo"],
            tuesday: ["Tuesday", "Tue", "Tues", "Tu"],
            wednesday: ["Wednesday", "Wed", "We"],
            thursday: ["Thursday", "Thu", "Thur", "Thurs", "Th"],
            friday: ["Friday", "Fri", "Fr"],
            saturday: ["Saturday", "Sat", "Sa"],
            sunday: ["Sunday", "Sun", "Su"]),
        months: .init(
            january: ["January", "Jan"], february: ["February", "Feb"], march: ["March", "Mar"],
            april: ["April", "Apr"], may: ["May"], june: ["June", "Jun"],
            july: ["July", "Jul"], august: ["August", "Aug"], september: ["September", "Sep", "Sept"],
            october: ["October", "Oct"], november: ["November", "Nov"], december: ["December", "Dec"]),
        numericOrder: .monthFirst,
        ordinalSuffixes: ["st", "nd", "rd", "th"])
}

extension English {
    /// The sentence for a day that cannot be read, listing the forms that can.
    func dateError(_ error: DateError) -> String {
        switch error {
        case .notADay(let text):
            return "“\(text)” is not a day; use YYYY-MM-DD, Nov 26 (or Nov 26, 2026), today, yesterday, "
                + "a weekday such as Mon, or -3 for 3 days ago."
        case .nonexistentDay(let text, let month, let year, let days):
            return
                "“\(text)” does not exist: \(dateWords.monthName(month)) \(year) has \(days) days; check the day and the month."
        case .ambiguous(let text):
            return "“\(text)” could be month/day or day/month; write the month as a word (Nov 26) or use YYYY-MM-DD."
        case .tooEarly(let text, let earliest):
            return "“\(text)” is before \(earliest.year), the earliest day habit accepts; check the year or the number of days."
        }
    }
}
