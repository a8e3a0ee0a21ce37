import HabitCore

extension French {
    /// The words and dates of the language: weekday and month names, dates, placeholders.
    func text(_ message: WordMessage) -> String {
        switch message {
        // mots
        case .weekdayLetter(let weekday): return dateWords.weekdayNames[weekday].letter
        case .weekdayName(let weekday): return weekdayName(weekday)
        case .monthAbbreviation(let month): return dateWords.monthNames[month].short
        case .date(let day): return date(day)
        case .percent(let value): return "\(value)\u{202F}%"
        case .placeholder(let placeholder): return self.placeholder(placeholder)
        case .yesNoHint: return "[o/N]"
        case .seconds(let figure, .one): return "\(figure) seconde"
        case .seconds(let figure, _): return "\(figure) secondes"
        }
    }
}
