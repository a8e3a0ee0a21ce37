import HabitCore

extension French {
    /// Les mots français des jours : « hier », « lun. », « 26/11 » ; le jour avant le mois.
    var dateWords: DateWords { .french }
}

extension DateWords {
    /// The French words for days.
    static let french = DateWords(
        relativeDays: [
            .init(word: "aujourd'hui", days: 0),
            .init(word: "hier", days: -1),
            .init(word: "avant-hier", days: -2),
            .init(word: "demain", days: 1),
            .init(word: "après-demain", days: 2),
        ],
        weekdays: .init(
            monday: ["lundi", "lun."],
            tuesday: ["mardi", "mar."],
            wednesday: ["mercredi", "mer."],
            thursday: ["jeudi", "jeu."],
            friday: ["vendredi", "ven."],
            saturday: ["samedi", "sam."],
            sunday: ["dimanche", "dim."]),
        months: .init(
            january: ["janvier", "janv."], february: ["février", "févr.", "fév."], march: ["mars"],
            april: ["avril", "avr."], may: ["mai"], june: ["juin"],
            july: ["juillet", "juil."], august: ["août"], september: ["septembre", "sept."],
            october: ["octobre", "oct."], november: ["novembre", "nov."], december: ["décembre", "déc."]),
        numericOrder: .dayFirst,
        ordinalSuffixes: ["er"])
}

extension French {
    /// La phrase pour un jour illisible, avec les formes que habit sait lire.
    func dateError(_ error: DateError) -> String {
        switch error {
        case .notADay(let text):
            return "«\u{202F}\(text)\u{202F}» n'est pas un jour\u{202F}; utilisez AAAA-MM-JJ, 26/11/2026 ou 26/11, aujourd'hui, "
                + "hier, avant-hier, un jour de la semaine comme lun., ou -3 pour il y a 3 jours."
        case .nonexistentDay(let text, let month, let year, let days):
            return
                "«\u{202F}\(text)\u{202F}» n'existe pas\u{00A0}: \(dateWords.monthName(month)) \(year) compte \(days) jours\u{202F}; "
                + "vérifiez le jour et le mois."
        case .ambiguous(let text):
            return "«\u{202F}\(text)\u{202F}» peut se lire mois/jour ou jour/mois\u{202F}; écrivez le mois en lettres (26 nov.) "
                + "ou utilisez AAAA-MM-JJ."
        case .tooEarly(let text, let earliest):
            return "«\u{202F}\(text)\u{202F}» est avant \(earliest.year), la première année acceptée par habit\u{202F}; "
                + "vérifiez l'année ou le nombre de jours."
        }
    }
}
