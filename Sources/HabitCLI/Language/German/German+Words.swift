import HabitCore

extension German {
    /// The words and dates of the language: weekday and month names, dates, placeholders, the yes word.
    func text(_ message: WordMessage) -> String {
        switch message {
        // Wörter
        case .weekdayLetter(let weekday): return ["M", "D", "M", "D", "F", "S", "S"][weekday.rawValue - 1]
        case .weekdayName(let weekday): return weekdayName(weekday)
        case .monthAbbreviation(let month): return Self.months[month - 1]
        case .date(let day): return date(day)
        case .percent(let value): return "\(value) %"
        case .placeholder(let placeholder): return self.placeholder(placeholder)
        case .yesWord: return "ja"
        case .yesNoHint: return "[j/N]"
        case .seconds(let figure, .one): return "\(figure) Sekunde"
        case .seconds(let figure, _): return "\(figure) Sekunden"
        }
    }
}
