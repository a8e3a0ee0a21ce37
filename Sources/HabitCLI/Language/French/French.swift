import HabitCore

/// `habit` en français. French sets a narrow no-break space inside « » and before ; ? ! and %,
/// and a no-break space before a colon, so a line never breaks there.
struct French: LanguageTable {
    let code = "fr"
    let pluralRule = PluralRule.oneForZeroAndOne
    let digitGroups = DigitGroups(separator: "\u{202F}")
    let decimalSeparator: Character = ","
    let answerWords = AnswerWords(yes: ["oui", "o"], no: ["non", "n"])

    /// « au moins 8 Gläser par jour », « au plus 2 Tassen chaque jour prévu », « au moins 20 km par semaine ».
    func goalWords(_ goal: Goal, daily: Bool) -> String {
        let amount = measure(goal.amount, goal.unit)
        switch (goal.kind, daily) {
        case (.atLeast, true): return "au moins \(amount) par jour"
        case (.atLeast, false): return "au moins \(amount) chaque jour prévu"
        case (.atMost, true): return "au plus \(amount) par jour"
        case (.atMost, false): return "au plus \(amount) chaque jour prévu"
        case (.weeklyAtLeast, _): return "au moins \(amount) par semaine"
        }
    }

    /// « 1er déc. 2026 », « 2 déc. 2026 » : French writes the first of the month as an ordinal (premier).
    func date(_ day: Day) -> String {
        switch day.day {
        case 1: return "1er \(dateWords.monthNames[day.month].short) \(day.year)"
        default: return "\(day.day) \(dateWords.monthNames[day.month].short) \(day.year)"
        }
    }

    func placeholder(_ placeholder: Placeholder) -> String {
        switch placeholder {
        case .name: return "NOM"
        case .newName: return "NOUVEAU_NOM"
        case .names: return "NOM…"
        case .day: return "JOUR"
        case .path: return "CHEMIN"
        case .icon: return "ICÔNE"
        case .color: return "COULEUR"
        case .when: return "QUAND"
        case .command: return "COMMANDE"
        case .count: return "N"
        case .file: return "FICHIER"
        case .format: return "FORMAT"
        case .template: return "MODÈLE"
        case .shell: return "SHELL"
        case .seconds: return "SECONDES"
        case .weekdays: return "JOURS"
        case .times, .monthTimes: return "K"
        case .monthDays: return "JOURS"
        case .period: return "PÉRIODE"
        case .base: return "BASE"
        case .ours: return "NOTRE"
        case .theirs: return "LEUR"
        case .amount: return "QUANTITÉ"
        case .unit: return "UNITÉ"
        case .text: return "TEXTE"
        case .tracker: return "LOGICIEL"
        case .candidates: return "QUOI"
        case .position: return "N"
        case .other: return "AUTRE"
        case .via: return "MOYEN"
        case .clockTimes: return "HEURES"
        case .interval: return "INTERVALLE"
        case .clockTime: return "HEURE"
        case .tags: return "ÉTIQUETTES"
        }
    }

    func phrase(_ day: DayPhrase) -> String {
        switch day {
        case .today: return "aujourd'hui"
        case .yesterday: return "hier"
        case .on(let day): return "le \(date(day))"
        }
    }

    /// "2 sur 3 faites", "1 sur 3 faite", and "0 sur 3 faite" as French counts zero.
    func doneWord(_ count: Int) -> String {
        plural(count, one: "faite", other: "faites")
    }

    func daysInARow(_ streak: StreakCount) -> String {
        let count = streak.length
        switch streak.unit {
        case .day:
            return plural(
                count, one: "\(count) jour d'affilée", other: "\(count) jours d'affilée")
        case .time: return plural(count, one: "\(count) fois d'affilée", other: "\(count) fois d'affilée")
        case .week:
            return plural(
                count, one: "\(count) semaine d'affilée", other: "\(count) semaines d'affilée")
        case .month:
            return plural(
                count, one: "\(count) mois d'affilée", other: "\(count) mois d'affilée")
        }
    }

    /// "chaque jour", "lun., mer., ven.", "3 fois par semaine", "tous les 3 jours", "2 fois par
    /// mois", "le 1er et le 15 de chaque mois".
    func scheduleWords(_ schedule: Schedule) -> String {
        switch schedule {
        case .daily: return "chaque jour"
        case .days(let weekdays): return weekdayList(weekdays)
        case .perWeek(let times): return plural(times, one: "une fois par semaine", other: "\(times) fois par semaine")
        case .every(let interval): return "tous les \(interval) jours"
        case .perMonth(let times): return plural(times, one: "une fois par mois", other: "\(times) fois par mois")
        case .monthlyOn(let days): return listed(MonthDayList(days).map(monthDayWord)) + " de chaque mois"
        }
    }

    /// "le 1er", "le 15", "le dernier jour" : un jour d'un programme par jours du mois.
    private func monthDayWord(_ day: MonthDayList.Item) -> String {
        switch day {
        case .numbered(let number): return "le " + dateWords.ordinalRule.ordinal(number)
        case .last: return "le dernier jour"
        }
    }

    /// The schedule after "prévue": "chaque jour", "le lundi et le mercredi", "3 fois par semaine".
    func dueWords(_ schedule: Schedule) -> String {
        switch schedule {
        case .days(let weekdays): return listed(Weekday.allCases.filter(weekdays.contains).map { "le " + weekdayName($0) })
        case .daily, .perWeek, .every, .perMonth, .monthlyOn: return scheduleWords(schedule)
        }
    }

    /// "A", "A et B", "A, B et C".
    func listed(_ items: [String]) -> String {
        listed(items, conjunction: " et ")
    }

    private func weekdayList(_ weekdays: Set<Weekday>) -> String {
        Weekday.allCases.filter(weekdays.contains).map { dateWords.weekdayNames[$0].short }.joined(separator: ", ")
    }

    func days(_ count: Int) -> String {
        plural(count, one: "\(count) jour", other: "\(count) jours")
    }

    func entries(_ count: Int) -> String {
        plural(count, one: "\(count) entrée", other: "\(count) entrées")
    }

    /// « 5/8 Gläser », « 12/20 km cette semaine », « 3 » sans objectif : l'avancée dans une question de `ask`,
    /// dans `status` et après `log`.
    func progress(_ progress: AmountProgress) -> String {
        switch progress {
        case .alone(let total): return number(total)
        case .ofGoal(let total, let goal): return ofGoal(total, goal)
        case .ofWeeklyGoal(let total, let goal, true): return "\(ofGoal(total, goal)) cette semaine"
        case .ofWeeklyGoal(let total, let goal, false): return "\(ofGoal(total, goal)) cette semaine-là"
        }
    }

    /// « 5/8 Gläser » : une quantité face à la quantité et l'unité de l'objectif.
    func ofGoal(_ total: Amount, _ goal: Goal) -> String {
        "\(number(total))/\(measure(goal.amount, goal.unit))"
    }
}
