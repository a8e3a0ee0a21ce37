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
        weekdays: .init(
            monday: ["Montag", "Mo"],
            tuesday: ["Dienstag", "Di"],
            wednesday: ["Mittwoch", "Mi"],
            thursday: ["Donnerstag", "Do"],
            friday: ["Freitag", "Fr"],
            saturday: ["Samstag", "Sonnabend", "Sa"],
            sunday: ["Sonntag", "So"]),
        months: .init(
            january: ["Januar", "Jan.", "Jänner"], february: ["Februar", "Feb.", "Febr."], march: ["März", "Mär.", "Mrz."],
            april: ["April", "Apr."], may: ["Mai"], june: ["Juni", "Jun."],
            july: ["Juli", "Jul."], august: ["August", "Aug."], september: ["September", "Sep.", "Sept."],
            october: ["Oktober", "Okt."], november: ["November", "Nov."], december: ["Dezember", "Dez."]),
        numericOrder: .dayFirst,
        ordinalSuffixes: [])
}

extension German {
    /// Der Satz zu einem Tag, der sich nicht lesen lässt, mit den Formen, die sich lesen lassen.
    func dateError(_ error: DateError) -> String {
        switch error {
        case .notADay(let text):
            return "„\(text)“ ist kein Tag; verwende JJJJ-MM-TT, 26.11.2026 oder 26.11., heute, gestern, vorgestern, "
                + "einen Wochentag wie Mo oder -3 für vor 3 Tagen."
        case .nonexistentDay(let text, let month, let year, let days):
            return "„\(text)“ gibt es nicht: Der \(dateWords.monthName(month)) \(year) hat \(days) Tage; prüfe Tag und Monat."
        case .ambiguous(let text):
            return "„\(text)“ lässt sich als Monat/Tag wie als Tag/Monat lesen; schreibe den Monat als Wort (26. Nov.) "
                + "oder verwende JJJJ-MM-TT."
        case .tooEarly(let text, let earliest):
            return
                "„\(text)“ liegt vor \(earliest.year), dem frühesten Jahr, das habit annimmt; prüfe das Jahr oder die Zahl der Tage."
        }
    }
}
