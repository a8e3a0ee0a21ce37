import HabitCore

extension German {
    /// Die deutschen Wörter für Tage: „gestern“, „Mo“, „26.11.“; der Tag steht vor dem Monat.
    var dateWords: DateWords { .german }
}

extension DateWords {
    /// The German words for days.
    static let german = DateWords(
        relativeDays: [
            .init(word: "heute", days: 0),
            .init(word: "gestern", days: -1),
            .init(word: "vorgestern", days: -2),
            .init(word: "morgen", days: 1),
            .init(word: "übermorgen", days: 2),
        ],
        weekdayNames: .init(
            monday: .init("Montag", short: "Mo", letter: "M"),
            tuesday: .init("Dienstag", short: "Di", letter: "D"),
            wednesday: .init("Mittwoch", short: "Mi", letter: "M"),
            thursday: .init("Donnerstag", short: "Do", letter: "D"),
            friday: .init("Freitag", short: "Fr", letter: "F"),
            saturday: .init("Samstag", short: "Sa", letter: "S", others: ["Sonnabend"]),
            sunday: .init("Sonntag", short: "So", letter: "S")),
        monthNames: .init(
            january: .init("Januar", short: "Jan.", others: ["Jänner"]),
            february: .init("Februar", short: "Feb.", others: ["Febr."]),
            march: .init("März", short: "März", others: ["Mär.", "Mrz."]), april: .init("April", short: "Apr."),
            may: .init("Mai", short: "Mai"), june: .init("Juni", short: "Juni", others: ["Jun."]),
            july: .init("Juli", short: "Juli", others: ["Jul."]), august: .init("August", short: "Aug."),
            september: .init("September", short: "Sept.", others: ["Sep."]), october: .init("Oktober", short: "Okt."),
            november: .init("November", short: "Nov."), december: .init("Dezember", short: "Dez.")),
        numericOrder: .dayFirst,
        ordinalSuffixes: [],
        ordinalRule: .dot)
}

extension German {
    /// Der Satz zu einem Tag, der sich nicht lesen lässt, mit den Formen, die sich lesen lassen.
    func dateError(_ error: DateError) -> String {
        switch error {
        case .notADay(let text):
            return "„\(quoted(text))“ ist kein Tag; verwende JJJJ-MM-TT, 26.11.2026 oder 26.11., heute, gestern, vorgestern, "
                + "einen Wochentag wie Mo oder -3 für vor 3 Tagen."
        case .nonexistentDay(let text, let month, let year, let days):
            return
                "„\(quoted(text))“ gibt es nicht: Der \(dateWords.monthName(month)) \(year) hat \(days) Tage; prüfe Tag und Monat."
        case .ambiguous(let text):
            return "„\(quoted(text))“ lässt sich als Monat/Tag wie als Tag/Monat lesen; schreibe den Monat als Wort (26. Nov.) "
                + "oder verwende JJJJ-MM-TT."
        case .tooEarly(let text, let earliest):
            return
                "„\(quoted(text))“ liegt vor \(earliest.year), dem frühesten Jahr, das habit annimmt; prüfe das Jahr oder die Zahl der Tage."
        }
    }
}
