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
        weekdayNames: .init(
            monday: .init("lundi", short: "lun.", letter: "L"),
            tuesday: .init("mardi", short: "mar.", letter: "M"),
            wednesday: .init("mercredi", short: "mer.", letter: "M"),
            thursday: .init("jeudi", short: "jeu.", letter: "J"),
            friday: .init("vendredi", short: "ven.", letter: "V"),
            saturday: .init("samedi", short: "sam.", letter: "S"),
            sunday: .init("dimanche", short: "dim.", letter: "D")),
        monthNames: .init(
            january: .init("janvier", short: "janv."), february: .init("février", short: "févr.", others: ["fév."]),
            march: .init("mars", short: "mars"), april: .init("avril", short: "avr."), may: .init("mai", short: "mai"),
            june: .init("juin", short: "juin"), july: .init("juillet", short: "juil."), august: .init("août", short: "août"),
            september: .init("septembre", short: "sept."), october: .init("octobre", short: "oct."),
            november: .init("novembre", short: "nov."), december: .init("décembre", short: "déc.")),
        numericOrder: .dayFirst,
        ordinalSuffixes: ["er"],
        ordinalRule: .firstOnly("er"))
}

extension French {
    /// La phrase pour un jour illisible, avec les formes que habit sait lire.
    func dateError(_ error: DateError) -> String {
        switch error {
        case .notADay(let text):
            return
                "«\u{202F}\(quoted(text))\u{202F}» n'est pas un jour\u{202F}; utilisez AAAA-MM-JJ, 26/11/2026 ou 26/11, aujourd'hui, "
                + "hier, avant-hier, un jour de la semaine comme lun., ou -3 pour il y a 3 jours."
        case .nonexistentDay(let text, let month, let year, let days):
            return
                "«\u{202F}\(quoted(text))\u{202F}» n'existe pas\u{00A0}: \(dateWords.monthName(month)) \(year) compte \(days) jours\u{202F}; "
                + "vérifiez le jour et le mois."
        case .ambiguous(let text):
            return
                "«\u{202F}\(quoted(text))\u{202F}» peut se lire mois/jour ou jour/mois\u{202F}; écrivez le mois en lettres (26 nov.) "
                + "ou utilisez AAAA-MM-JJ."
        case .tooEarly(let text, let earliest):
            return "«\u{202F}\(quoted(text))\u{202F}» est avant \(earliest.year), la première année acceptée par habit\u{202F}; "
                + "vérifiez l'année ou le nombre de jours."
        }
    }
}
