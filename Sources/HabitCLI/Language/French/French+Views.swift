import HabitCore

extension French {
    /// What the views show: the list, a habit's detail, the calendar, statistics, status and the settings.
    func text(_ message: ViewMessage) -> String {
        switch message {
        // liste
        case .doneCount(let done, let total, let day): return "\(done) sur \(total) \(doneWord(done)) \(phrase(day))"
        case .noHabitsYet: return "Aucune habitude pour l'instant."
        case .addFirstHabit(let command): return "Ajoutez la première et cochez-la chaque jour\u{00A0}: \(command)"
        case .noHabitsOn(let day): return "Aucune habitude n'existait encore le \(date(day))."
        // détail
        case .daysInARow(let count): return daysInARow(count)
        case .streakAndRecord(let streak, let record?): return "\(daysInARow(streak)) · Record\u{00A0}: \(recordText(record))"
        case .streakAndRecord(let streak, nil): return "\(daysInARow(streak)) · Record\u{00A0}: aucun pour l'instant"
        case .daysClean(let count): return daysClean(count)
        case .cleanAndRecord(let clean, let slip?, let record?):
            return "\(daysClean(clean)) · dernier écart le \(date(slip)) · Record\u{00A0}: \(recordText(record))"
        case .cleanAndRecord(let clean, nil, let record?):
            return "\(daysClean(clean)) · aucun écart pour l'instant · Record\u{00A0}: \(recordText(record))"
        case .cleanAndRecord(let clean, let slip?, nil):
            return "\(daysClean(clean)) · dernier écart le \(date(slip)) · Record\u{00A0}: aucun pour l'instant"
        case .cleanAndRecord(let clean, nil, nil):
            return "\(daysClean(clean)) · aucun écart pour l'instant · Record\u{00A0}: aucun pour l'instant"
        case .quitStatus(nil, false, let slip): return "◈ Sans écart jusqu'ici aujourd'hui" + slipTail(slip)
        case .quitStatus(nil, true, let slip): return "◆ Un écart aujourd'hui" + slipTail(slip)
        case .quitStatus(let day?, false, let slip): return "◇ Sans écart le \(date(day))" + slipTail(slip)
        case .quitStatus(let day?, true, let slip): return "◆ Un écart le \(date(day))" + slipTail(slip)
        case .slipWith(let command): return "noter un écart avec\u{00A0}: \(command)"
        case .readingLine(let count, let last, let unit):
            return "Suivie seulement, jamais prévue\u{00A0}: "
                + plural(count, one: "\(count) jour coché", other: "\(count) jours cochés")
                + ", dernière valeur \(measure(last, unit))"
        case .trackOnlyLine(let count, nil, _):
            return "Suivie seulement, jamais prévue\u{00A0}: "
                + plural(count, one: "\(count) jour coché", other: "\(count) jours cochés")
        case .trackOnlyLine(let count, let total?, let unit):
            return "Suivie seulement, jamais prévue\u{00A0}: "
                + plural(count, one: "\(count) jour coché", other: "\(count) jours cochés")
                + ", \(measure(total, unit)) en tout"
        case .record(let record?): return "Record\u{00A0}: \(recordText(record))"
        case .record(nil): return "Record\u{00A0}: aucun pour l'instant"
        case .lastSevenDays: return "7 derniers jours"
        case .doneOn(let day, let undo): return "✓ Fait \(phrase(day)) · annuler avec\u{00A0}: \(undo)"
        case .openOn(.today, let check): return "◌ Pas encore fait aujourd'hui · cocher avec\u{00A0}: \(check)"
        case .openOn(let day, let check): return "◌ Pas fait \(phrase(day)) · cocher avec\u{00A0}: \(check)"
        case .doneStatus(let day): return "✓ Fait \(phrase(day))"
        case .openStatus(.today): return "◌ Pas encore fait aujourd'hui"
        case .openStatus(let day): return "◌ Pas fait \(phrase(day))"
        case .undoWith(let command): return "annuler avec\u{00A0}: \(command)"
        case .checkWith(let command): return "cocher avec\u{00A0}: \(command)"
        case .addToItWith(let command): return "ajouter avec\u{00A0}: \(command)"
        case .fillUpWith(let command): return "compléter avec\u{00A0}: \(command)"
        case .calendarHeading(let weeks): return plural(weeks, one: "Cette semaine", other: "\(weeks) dernières semaines")
        // statistiques
        case .statsLastDays(let count): return "\(days(count))\u{00A0}:"
        case .statsSince(let day): return "Depuis le \(date(day))\u{00A0}:"
        case .statsTotalLabel: return "Fait en tout\u{00A0}:"
        case .statsStreakLabel: return "Série actuelle\u{00A0}:"
        case .statsRecordLabel: return "Record\u{00A0}:"
        case .statsBestWeekdayLabel: return "Meilleur jour\u{00A0}:"
        case .statsRate(let rate): return rateText(rate)
        case .statsDays(let count): return days(count)
        case .statsRecord(let record?): return recordText(record)
        case .statsRecord(nil): return "aucun pour l'instant"
        case .statsBestWeekday(let weekday?, let rate?): return "\(weekdayName(weekday)), \(rateText(rate))"
        case .statsBestWeekday: return "aucun pour l'instant"
        // statistiques d'une habitude à arrêter
        case .statsQuitLabel(.cleanDays): return "Jours sans écart\u{00A0}:"
        case .statsQuitLabel(.lastSlip): return "Dernier écart\u{00A0}:"
        case .statsQuitLabel(.slips): return "Écarts\u{00A0}:"
        case .statsQuitLabel(.slipsPerWeek): return "Écarts par semaine\u{00A0}:"
        case .statsQuitLabel(.slipsPerMonth): return "Écarts par mois\u{00A0}:"
        case .statsQuitLabel(.currentCleanRun): return "Série sans écart\u{00A0}:"
        case .statsQuitLabel(.longestCleanRun): return "Plus longue série\u{00A0}:"
        case .statsLastSlip(let day?): return "le \(date(day))"
        case .statsLastSlip(nil): return "aucun pour l'instant"
        case .statsSlips(let count, let total, let unit): return "\(days(count)), \(measure(total, unit)) au total"
        case .statsNoSlips: return "aucun pour l'instant"
        case .statsAverageSince(let average, let unit, let day):
            return "\(measure(average, unit)) en moyenne depuis le \(date(day))"
        case .statsCurrentRun(let run?): return recordText(run)
        case .statsCurrentRun(nil): return days(0)
        // statistiques d'une habitude seulement suivie
        case .statsTrackedLabel(.daysRecorded): return "Jours notés\u{00A0}:"
        case .statsTrackedLabel(.daysPerWeek): return "Jours par semaine\u{00A0}:"
        case .statsTrackedLabel(.daysPerMonth): return "Jours par mois\u{00A0}:"
        case .statsTrackedLabel(.total): return "Total\u{00A0}:"
        case .statsTrackedLabel(.totalPerWeek): return "Total par semaine\u{00A0}:"
        case .statsTrackedLabel(.totalPerMonth): return "Total par mois\u{00A0}:"
        case .statsTrackedLabel(.firstDay): return "Premier jour\u{00A0}:"
        case .statsTrackedLabel(.lastDay): return "Dernier jour\u{00A0}:"
        case .statsTrackedLabel(.notes): return "Notes\u{00A0}:"
        case .statsTrackedLabel(.lastReading): return "Dernière valeur\u{00A0}:"
        case .statsTrackedLabel(.averageReading): return "Moyenne\u{00A0}:"
        case .statsTrackedLabel(.lowestReading): return "Plus basse\u{00A0}:"
        case .statsTrackedLabel(.highestReading): return "Plus haute\u{00A0}:"
        case .statsRecordedDay(let day?): return "le \(date(day))"
        case .statsRecordedDay(nil): return "aucun pour l'instant"
        case .statsNoteCount(let count):
            return plural(count, one: "\(count) note", other: "\(count) notes")
        // quantités et notes
        case .amount(let amount, let unit): return measure(amount, unit)
        case .amountOfGoal(let total, let goal): return "\(number(total))/\(measure(goal.amount, goal.unit))"
        case .weekAmountOfGoal(let total, let goal):
            return "\(number(total))/\(measure(goal.amount, goal.unit)) cette semaine"
        case .goalWords(let goal, let daily): return goalWords(goal, daily: daily)
        case .goalLabel(.atMost): return "Limite\u{00A0}:"
        case .goalLabel: return "Objectif\u{00A0}:"
        case .goalLine(let goal, let daily): return "\(text(.goalLabel(goal.kind))) \(goalWords(goal, daily: daily))"
        case .limitStatus(nil, false, let log): return "◎ Dans la limite jusqu'ici aujourd'hui" + logTail(log)
        case .limitStatus(nil, true, let log): return "✕ Au-delà de la limite aujourd'hui" + logTail(log)
        case .limitStatus(let day?, false, let log): return "✓ Dans la limite le \(date(day))" + logTail(log)
        case .limitStatus(let day?, true, let log): return "✕ Au-delà de la limite le \(date(day))" + logTail(log)
        case .weekGoalStatus(nil, true, let log): return "✓ Objectif de la semaine atteint" + logTail(log)
        case .weekGoalStatus(nil, false, let log): return "◌ Objectif de la semaine pas encore atteint" + logTail(log)
        case .weekGoalStatus(let day?, true, let log):
            return "✓ Objectif atteint dans la semaine jusqu'au \(date(day))" + logTail(log)
        case .weekGoalStatus(let day?, false, let log):
            return "◌ Objectif pas atteint dans la semaine jusqu'au \(date(day))" + logTail(log)
        case .logWith(let command): return "noter avec\u{00A0}: \(command)"
        case .partlyDoneStatus(let day?, let left, let unit, let log, let check):
            return partlyDoneLine(
                "◐ Fait en partie le \(date(day)), \(measure(left, unit)) sous l'objectif", log: log, check: check)
        case .partlyDoneStatus(nil, let left, let unit, let log, let check):
            return partlyDoneLine("◐ Fait en partie aujourd'hui, encore \(measure(left, unit))", log: log, check: check)
        case .amountOn(let day, .ofGoal(let total, let goal)): return "\(dayLabel(day)) \(ofGoal(total, goal))"
        case .amountOn(let day, .overLimit(let total, let goal)):
            return "\(dayLabel(day)) \(ofGoal(total, goal)), au-delà de la limite"
        case .amountOn(let day, .alone(let total, let unit)): return "\(dayLabel(day)) \(measure(total, unit))"
        case .amountOn(let day, .nothing): return "\(dayLabel(day)) rien d'enregistré"
        case .weekAmountThrough(let day?, let total, let goal):
            return "La semaine jusqu'au \(date(day))\u{00A0}: \(ofGoal(total, goal))"
        case .weekAmountThrough(nil, let total, let goal): return "Cette semaine jusqu'ici\u{00A0}: \(ofGoal(total, goal))"
        case .notesHeading: return "Notes"
        case .lastNotesHeading(let shown, let total):
            return plural(shown, one: "Dernière note sur \(total)", other: "\(shown) dernières notes sur \(total)")
        case .allNotesWith(let count, let command): return "Toutes les notes (\(count))\u{00A0}: \(command)"
        case .noNotes: return "Aucune note pour l'instant."
        case .statsAmountLastDays(let count): return "Total sur \(days(count))\u{00A0}:"
        case .statsAmountSince(let day): return "Total depuis le \(date(day))\u{00A0}:"
        case .statsAmount(let total, let perDay, let perWeek, let unit):
            return "\(measure(total, unit)) · \(measure(perDay, unit)) par jour · \(measure(perWeek, unit)) par semaine"
        case .scheduleWords(let schedule): return scheduleWords(schedule)
        case .scheduleLine(let schedule): return "Programme\u{00A0}: \(scheduleWords(schedule))"
        case .scheduleLabel: return "Programme\u{00A0}:"
        case .weekProgress(let done, let times): return "\(done) sur \(times) cette semaine"
        case .monthProgress(let done, let times): return "\(done) sur \(times) ce mois-ci"
        case .pausedMark: return "en pause"
        case .nothingDue(.today): return "Rien n'est prévu aujourd'hui."
        case .nothingDue(let day): return "Rien n'était prévu \(phrase(day))."
        case .pausedToday(let resume): return "‖ En pause aujourd'hui · reprendre avec\u{00A0}: \(resume)"
        case .notDueToday(let check): return "· Pas prévue aujourd'hui · cocher quand même avec\u{00A0}: \(check)"
        case .skippedToday(let check): return "– Excusée aujourd'hui · cocher plutôt avec\u{00A0}: \(check)"
        case .legendEntry(let mark, .done): return "\(mark) fait"
        case .legendEntry(let mark, .todayDone): return "\(mark) fait aujourd'hui"
        case .legendEntry(let mark, .partlyDone): return "\(mark) fait en partie"
        case .legendEntry(let mark, .overLimit): return "\(mark) au-delà de la limite"
        case .legendEntry(let mark, .withinLimitSoFar): return "\(mark) dans la limite jusqu'ici"
        case .legendEntry(let mark, .slip): return "\(mark) écart"
        case .legendEntry(let mark, .clean): return "\(mark) sans écart"
        case .legendEntry(let mark, .cleanSoFar): return "\(mark) sans écart jusqu'ici"
        case .legendEntry(let mark, .stillOpen): return "\(mark) à faire"
        case .legendEntry(let mark, .missed): return "\(mark) manqué"
        case .legendEntry(let mark, .notDoneInWeek): return "\(mark) pas fait"
        case .legendEntry(let mark, .weekMet): return "\(mark) fait pour la semaine"
        case .legendEntry(let mark, .monthMet): return "\(mark) fait pour le mois"
        case .legendEntry(let mark, .notDue): return "\(mark) pas prévu"
        case .legendEntry(let mark, .skipped): return "\(mark) excusé"
        case .legendEntry(let mark, .paused): return "\(mark) en pause"
        // scripts
        case .statusDone(let name, let day): return "✓ \(name)\u{00A0}: fait \(phrase(day))"
        case .statusOpen(let name, .today): return "◌ \(name)\u{00A0}: pas encore fait aujourd'hui"
        case .statusOpen(let name, let day): return "○ \(name)\u{00A0}: pas fait \(phrase(day))"
        case .statusProgress(let name, .today, let progress):
            return "◌ \(name)\u{00A0}: pas encore fait aujourd'hui, \(self.progress(progress))"
        case .statusProgress(let name, let day, let progress):
            return "○ \(name)\u{00A0}: pas fait \(phrase(day)), \(self.progress(progress))"
        case .statusOverLimit(let name, let day, let total, let goal):
            return "✕ \(name)\u{00A0}: au-delà de la limite \(phrase(day)), \(number(total))/\(measure(goal.amount, goal.unit))"
        case .statusWithinLimit(let name, let day, let total, let goal):
            return "✓ \(name)\u{00A0}: dans la limite \(phrase(day)), \(number(total))/\(measure(goal.amount, goal.unit))"
        // réglages
        case .settingSource(.standard): return "par défaut"
        case .settingSource(.file(let path, let line)): return "\(path), ligne \(line)"
        case .settingSource(.environment(let variable)): return "variable d'environnement \(variable)"
        case .settingSource(.commandLine(let option)): return "ligne de commande (\(option))"
        case .configFile(let path, true): return "Fichier de réglages\u{00A0}: \(path)"
        case .configFile(let path, false):
            return "Fichier de réglages\u{00A0}: \(path) (il n'existe pas\u{202F}; créez-le pour changer les valeurs par défaut)"
        case .noConfigFile: return "Fichier de réglages\u{00A0}: aucun (définissez HOME ou XDG_CONFIG_HOME pour en utiliser un)"
        case .settingNotSet: return "non défini"
        case .dataFileWeek(let day):
            return
                "Les semaines du fichier de données commencent le \(weekdayName(day)) (pour tous ceux qui s'en servent\u{202F}; "
                + "habit week-start JOUR le change)."
        }
    }

    /// Le libellé devant la quantité d'un jour : « Aujourd'hui : », « Le 27 nov. 2026 : ».
    private func dayLabel(_ day: Day?) -> String {
        day.map { day in "Le \(date(day))\u{00A0}:" } ?? "Aujourd'hui\u{00A0}:"
    }

    /// « · noter avec : habit log Kaffee QUANTITÉ », ou rien sans commande.
    /// « 11 jours sans écart ».
    private func daysClean(_ count: Int) -> String {
        plural(count, one: "\(count) jour sans écart", other: "\(count) jours sans écart")
    }

    private func slipTail(_ slip: String?) -> String {
        slip.map { " · noter un écart avec\u{00A0}: \($0)" } ?? ""
    }

    private func logTail(_ log: String?) -> String {
        log.map { " · noter avec\u{00A0}: \($0)" } ?? ""
    }

    /// "1 jour", "5 fois", "3 semaines".
    private func count(_ streak: StreakCount) -> String {
        let count = streak.length
        switch streak.unit {
        case .day: return days(count)
        case .time: return "\(count) fois"
        case .week: return plural(count, one: "\(count) semaine", other: "\(count) semaines")
        case .month: return plural(count, one: "\(count) mois", other: "\(count) mois")
        }
    }

    private func recordText(_ record: Streak) -> String {
        switch DaySpan(record) {
        case .one(let day): return "\(count(StreakCount(record.length, record.unit))) (\(date(day)))"
        case .range(let first, let last):
            return "\(count(StreakCount(record.length, record.unit))) (\(date(first)) – \(date(last)))"
        }
    }

    /// "24 sur 30 (80 %)", or "aucun jour pour l'instant".
    private func rateText(_ rate: HabitStatistics.Rate) -> String {
        switch (rate.measure, rate.percent) {
        case (.weeks, nil): return "aucune semaine réussie ou manquée pour l'instant"
        case (.months, nil): return "aucun mois réussi ou manqué pour l'instant"
        case (_, nil): return "aucun jour pour l'instant"
        case (.days, let percent?): return "\(rate.done) sur \(rate.days) (\(percent)\u{202F}%)"
        case (.dueDays, let percent?):
            return plural(
                rate.days, one: "\(rate.done) sur \(rate.days) jour prévu (\(percent)\u{202F}%)",
                other: "\(rate.done) sur \(rate.days) jours prévus (\(percent)\u{202F}%)")
        case (.interval(let interval), let percent?):
            let done = plural(rate.done, one: "\(rate.done) jour fait", other: "\(rate.done) jours faits")
            return "\(done) en \(days(rate.days)), une fois tous les \(interval) jours demandée (\(percent)\u{202F}%)"
        case (.weeks, let percent?):
            return plural(
                rate.days, one: "\(rate.done) semaine réussie sur \(rate.days) (\(percent)\u{202F}%)",
                other: "\(rate.done) semaines réussies sur \(rate.days) (\(percent)\u{202F}%)")
        case (.months, let percent?):
            return plural(
                rate.done, one: "\(rate.done) mois réussi sur \(rate.days) (\(percent)\u{202F}%)",
                other: "\(rate.done) mois réussis sur \(rate.days) (\(percent)\u{202F}%)")
        }
    }
}
