import HabitCore

/// The words and dates of the language: weekday and month names, dates, placeholders.
public enum WordMessage: Equatable, Sendable {
    /// The one-letter name of a weekday above the week row and the calendar.
    case weekdayLetter(Weekday)
    /// The full name of a weekday.
    case weekdayName(Weekday)
    /// The short name of a month (1–12) above the calendar.
    case monthAbbreviation(Int)
    /// A day as people of the language write it.
    case date(Day)
    /// A whole percentage.
    case percent(Int)
    /// The word for a value in usage lines ("DAY").
    case placeholder(Placeholder)
    /// The hint after a yes/no question, e.g. "[y/N]".
    case yesNoHint
}

extension LanguageTable {
    /// The words and dates of the language: weekday and month names, dates, placeholders.
    public func text(_ message: WordMessage) -> String {
        switch message {
        case .weekdayLetter(let weekday): return dateWords.weekdayNames[weekday].letter
        case .weekdayName(let weekday): return weekdayName(weekday)
        case .monthAbbreviation(let month): return dateWords.monthNames[month].short
        case .date(let day): return date(day)
        case .percent(let value): return catalog.text(.wordPercent, ["value": String(value)])
        case .placeholder(let placeholder): return self.placeholder(placeholder)
        case .yesNoHint: return catalog.text(.wordYesNoHint)
        }
    }

    /// The sentence for a day that cannot be read, listing the forms that can.
    public func dateError(_ error: DateError) -> String {
        switch error {
        case .notADay(let text): return catalog.text(.wordDateNotADay, ["text": quoted(text)])
        case .nonexistentDay(let text, let month, let year, let days):
            return catalog.text(
                .wordDateNonexistent,
                ["text": quoted(text), "month": dateWords.monthName(month), "year": String(year), "days": String(days)])
        case .ambiguous(let text): return catalog.text(.wordDateAmbiguous, ["text": quoted(text)])
        case .tooEarly(let text, let earliest):
            return catalog.text(.wordDateTooEarly, ["text": quoted(text), "year": String(earliest.year)])
        }
    }
}
