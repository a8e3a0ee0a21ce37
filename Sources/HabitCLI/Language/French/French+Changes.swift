import HabitCore

extension French {
    /// What the commands that change a habit or its days say: check, add, edit, skip, pause, log, note, ask.
    func text(_ message: ChangeMessage) -> String {
        switch message {
        // modifications
        case .checkedInMonth(let name, .today, let progress): return "✓ \(name) — \(monthProgress(progress))"
        case .checkedInMonth(let name, let day, let progress):
            return "✓ \(name)\u{00A0}: fait \(phrase(day)) — \(monthProgress(progress))"
        case .checkedInWeek(let name, .today, let progress): return "✓ \(name) — \(weekProgress(progress))"
        case .checkedInWeek(let name, let day, let progress):
            return "✓ \(name)\u{00A0}: fait \(phrase(day)) — \(weekProgress(progress))"
        case .checked(let name, .today, let streak): return "✓ \(name) — \(daysInARow(streak))"
        case .checked(let name, let day, let streak): return "✓ \(name)\u{00A0}: fait \(phrase(day)) — \(daysInARow(streak))"
        case .alreadyChecked(let name, let day, let streak):
            return "\(name)\u{00A0}: déjà fait \(phrase(day)) — \(daysInARow(streak))"
        case .unchecked(let name, let day, let streak):
            return "\(name)\u{00A0}: coche retirée pour \(phrase(day)) — \(daysInARow(streak))"
        case .wasNotChecked(let name, let day): return "\(name)\u{00A0}: pas fait \(phrase(day))\u{202F}; rien n'a changé."
        case .addedOnSchedule(let icon, let name, let schedule, let check):
            return "Habitude \(icon) \(name) ajoutée, prévue \(dueWords(schedule))\u{202F}; cochez-la avec\u{00A0}: \(check)"
        case .changedWhileArchived(let name, let unarchive):
            return "«\u{202F}\(name)\u{202F}» est archivée et le reste\u{202F}; ramenez-la avec\u{00A0}: \(unarchive)"
        case .added(let icon, let name, let check):
            return "Habitude \(icon) \(name) ajoutée\u{202F}; cochez-la avec\u{00A0}: \(check)"
        case .renamed(let from, let to): return "«\u{202F}\(from)\u{202F}» s'appelle désormais «\u{202F}\(to)\u{202F}»."
        case .nameUnchanged(let name): return "«\u{202F}\(name)\u{202F}» porte déjà ce nom\u{202F}; rien n'a changé."
        case .weekStartChanged(let day):
            return "Les semaines de ce fichier de données commencent désormais le \(weekdayName(day))\u{202F}; "
                + "habit undo annule ce changement."
        case .weekStartUnchanged(let day):
            return "Les semaines de ce fichier de données commencent déjà le \(weekdayName(day))\u{202F}; rien n'a changé."
        case .deleteQuestion(let name, 0): return "Supprimer «\u{202F}\(name)\u{202F}»\u{202F}?"
        case .deleteQuestion(let name, let count): return "Supprimer «\u{202F}\(name)\u{202F}» avec \(entries(count))\u{202F}?"
        case .deleted(let name, 0): return "Habitude «\u{202F}\(name)\u{202F}» supprimée."
        case .deleted(let name, let count): return "Habitude «\u{202F}\(name)\u{202F}» supprimée avec \(entries(count))."
        case .kept(let name): return "Habitude «\u{202F}\(name)\u{202F}» conservée\u{202F}; rien n'a été supprimé."
        // bilan
        case .askQuestion(let name, .on(let day)): return "\(name) — \(weekdayName(day.weekday)) \(date(day))\u{202F}?"
        case .askQuestion(let name, let day): return "\(name) — \(phrase(day))\u{202F}?"
        case .askAmountQuestion(let name, .on(let day), let progress):
            return "\(name) (\(self.progress(progress))) — \(weekdayName(day.weekday)) \(date(day))\u{202F}?"
        case .askAmountQuestion(let name, let day, let progress):
            return "\(name) (\(self.progress(progress))) — \(phrase(day))\u{202F}?"
        case .askKeys(true): return "[o/n/s/?]"
        case .askKeys(false): return "[o/n/?]"
        case .askHelp(true):
            return
                "o\u{00A0}: fait · n\u{00A0}: pas fait (plus demandé) · s\u{00A0}: excuser le jour · q ou Ctrl-D\u{00A0}: arrêter en gardant les réponses "
                + "·\u{202F}?\u{00A0}: cette aide"
        case .askHelp(false):
            return
                "o\u{00A0}: fait · n\u{00A0}: pas fait (plus demandé) · q ou Ctrl-D\u{00A0}: arrêter en gardant les réponses ·\u{202F}?\u{00A0}: cette aide"
        case .nothingToAsk: return "Rien à demander\u{00A0}: chaque habitude prévue a une réponse."
        case .nothingAnswered: return "Aucune réponse\u{202F}; rien n'a changé."
        case .askSummary(let done, let notDone, let skipped):
            return "Bilan enregistré\u{00A0}: \(done) \(doneWord(done)), \(notDone) pas \(doneWord(notDone)), "
                + "\(skipped) \(plural(skipped, one: "excusée", other: "excusées")). Tout annuler avec\u{00A0}: habit undo"
        case .askSummaryWithLeft(let done, let notDone, let skipped, let left):
            let questionsLeft = plural(
                left, one: "\(left) question reste pour la prochaine fois. ",
                other: "\(left) questions restent pour la prochaine fois. ")
            return "Bilan enregistré\u{00A0}: \(done) \(doneWord(done)), \(notDone) pas \(doneWord(notDone)), "
                + "\(skipped) \(plural(skipped, one: "excusée", other: "excusées")). \(questionsLeft)Tout annuler avec\u{00A0}: habit undo"
        // programmes, jours excusés et pauses
        case .edited(let name, .schedule(let schedule)):
            return "\(name) est désormais prévue \(dueWords(schedule))\u{202F}; cela vaut pour tout son historique."
        case .edited(let name, .scheduleAndLook(let schedule, .icon)):
            return "\(name) est désormais prévue \(dueWords(schedule))\u{202F}; cela vaut pour tout son historique. "
                + "Elle a sa nouvelle icône."
        case .edited(let name, .scheduleAndLook(let schedule, .color)):
            return "\(name) est désormais prévue \(dueWords(schedule))\u{202F}; cela vaut pour tout son historique. "
                + "Elle a sa nouvelle couleur."
        case .edited(let name, .scheduleAndLook(let schedule, .iconAndColor)):
            return "\(name) est désormais prévue \(dueWords(schedule))\u{202F}; cela vaut pour tout son historique. "
                + "Elle a sa nouvelle icône et sa nouvelle couleur."
        case .edited(let name, .look(.icon)): return "\(name) a sa nouvelle icône."
        case .edited(let name, .look(.color)): return "\(name) a sa nouvelle couleur."
        case .edited(let name, .look(.iconAndColor)): return "\(name) a sa nouvelle icône et sa nouvelle couleur."
        case .editUnchanged(let name): return "\(name) a déjà ces réglages\u{202F}; rien n'a changé."
        case .skipped(let name, let day, let streak): return "– \(name)\u{00A0}: excusée \(phrase(day)) — \(daysInARow(streak))"
        case .alreadySkipped(let name, let day): return "\(name)\u{00A0}: déjà excusée \(phrase(day))\u{202F}; rien n'a changé."
        case .paused(let name, .one(let day)): return "‖ \(name)\u{00A0}: en pause le \(date(day))."
        case .paused(let name, .range(let from, let until)):
            return "‖ \(name)\u{00A0}: en pause du \(date(from)) au \(date(until))."
        case .paused(let name, .open(let from, let resume)):
            return "‖ \(name)\u{00A0}: en pause à partir du \(date(from)), jusqu'à la reprise avec\u{00A0}: \(resume)"
        case .alreadyPaused(let name): return "\(name) était déjà en pause ces jours-là\u{202F}; rien n'a changé."
        case .resumed(let name): return "▶ \(name) reprend\u{00A0}: elle est de nouveau prévue dès aujourd'hui."
        case .notPaused(let name): return "\(name) n'est pas en pause aujourd'hui ni plus tard\u{202F}; rien n'a changé."
        // quantités et notes : les commandes
        case .addedMeasured(let icon, let name, let goal, let daily, let log):
            return "Habitude \(icon) \(name) ajoutée\u{00A0}: \(goalWords(goal, daily: daily))\u{202F}; "
                + "notez les quantités avec\u{00A0}: \(log)"
        case .goalSet(let name, let goal, let daily):
            return "\(name) demande maintenant \(goalWords(goal, daily: daily))\u{202F}; ses jours sont jugés en conséquence."
        case .addedQuit(let icon, let name, let slip):
            return "Habitude \(icon) \(name) ajoutée, à arrêter\u{00A0}: chaque jour sans écart compte\u{202F}; "
                + "notez un écart avec\u{00A0}: \(slip)"
        case .addedReading(let icon, let name, let log):
            return "Habitude \(icon) \(name) ajoutée, suivie seulement, ses quantités des relevés\u{00A0}: "
                + "fixez la valeur du jour avec\u{00A0}: \(log) QUANTITÉ"
        case .addedTrackOnly(let icon, let name, let check):
            return "Habitude \(icon) \(name) ajoutée, suivie seulement\u{00A0}: jamais prévue, sans série\u{202F}; "
                + "cochez un jour avec\u{00A0}: \(check)"
        case .slipped(let name, let day, let total, let unit, let clean):
            return "◆ Écart noté pour \(name) \(phrase(day)) (\(measure(total, unit)) ce jour-là) — "
                + plural(
                    clean, one: "\(clean) jour sans écart", other: "\(clean) jours sans écart")
        case .checkedTracked(let name, .today, let count):
            return "✓ \(name) — "
                + plural(count, one: "\(count) jour coché", other: "\(count) jours cochés")
        case .checkedTracked(let name, let day, let count):
            return "✓ \(name)\u{00A0}: fait \(phrase(day)) — "
                + plural(count, one: "\(count) jour coché", other: "\(count) jours cochés")
        case .purposeSet(let name, .quit):
            return "\(name) est maintenant une habitude à arrêter\u{00A0}: chaque jour sans écart compte."
        case .readingSet(let name, let unit?):
            return "Les quantités de \(name) sont maintenant des relevés en \(unit)\u{00A0}: log fixe la valeur du jour."
        case .readingSet(let name, nil):
            return "Les quantités de \(name) sont maintenant des relevés\u{00A0}: log fixe la valeur du jour."
        case .purposeSet(let name, .trackOnly):
            return "\(name) est maintenant suivie seulement\u{00A0}: jamais prévue, sans série."
        case .purposeSet(let name, .build): return "\(name) est de nouveau prévue selon son rythme."
        case .goalRemoved(let name, true):
            return "\(name) n'a plus d'objectif ni de limite\u{202F}; un jour avec une quantité au-dessus de 0 compte comme fait."
        case .goalRemoved(let name, false): return "\(name) n'a ni objectif ni limite\u{202F}; rien n'a changé."
        case .remindersSet(let name, let times):
            return plural(
                times.count, one: "\(name) a maintenant un rappel à \(listed(times)).",
                other: "\(name) a maintenant des rappels à \(listed(times)).")
        case .remindersCleared(let name, let time):
            return "\(name) n'a plus d'heures de rappel à lui\u{202F}; le rappel vient à l'heure par défaut, \(time)."
        case .logged(let name, let day, let total): return logged(name, phrase(day), total)
        case .limitKept(let name, let day, let total, let goal, true):
            return "\(name) a déjà \(measure(total, goal.unit)) \(phrase(day)), au-delà de la limite de "
                + "\(number(goal.amount))\u{202F}; cocher laisse le total tel quel."
        case .limitKept(let name, let day, let total, let goal, false):
            return "\(name) a déjà \(measure(total, goal.unit)) \(phrase(day)), dans la limite de "
                + "\(number(goal.amount))\u{202F}; cocher laisse le total tel quel."
        case .amountCleared(let name, let day, let total, let unit):
            return "\(name)\u{00A0}: la quantité notée \(phrase(day)) (\(measure(total, unit))) est effacée."
        case .nothingRecorded(let name, let day): return "\(name)\u{00A0}: rien de noté \(phrase(day))\u{202F}; rien n'a changé."
        case .noteSaved(let name, let day, false): return "✎ Note enregistrée pour \(name) \(phrase(day))."
        case .noteSaved(let name, let day, true): return "✎ Note retirée de \(name) \(phrase(day))."
        case .noteUnchanged(let name, let day, true): return "\(name) a déjà cette note \(phrase(day))\u{202F}; rien n'a changé."
        case .noteUnchanged(let name, let day, false): return "\(name) n'a pas de note \(phrase(day))\u{202F}; rien n'a changé."
        case .askAmountKeys(true, true): return "[quantité/o/n/s/?]"
        case .askAmountKeys(false, true): return "[quantité/o/n/?]"
        case .askAmountKeys(true, false): return "[quantité/n/s/?]"
        case .askAmountKeys(false, false): return "[quantité/n/?]"
        case .askAmountHelp(true, true):
            return "un nombre comme 2,5\u{00A0}: l'ajouter au total du jour · o\u{00A0}: fait (l'objectif) "
                + "· n\u{00A0}: pas fait (plus demandé) · s\u{00A0}: excuser le jour "
                + "· q ou Ctrl-D\u{00A0}: arrêter en gardant les réponses ·\u{202F}?\u{00A0}: cette aide"
        case .askAmountHelp(false, true):
            return "un nombre comme 2,5\u{00A0}: l'ajouter au total du jour · o\u{00A0}: fait (l'objectif) "
                + "· n\u{00A0}: pas fait (plus demandé) "
                + "· q ou Ctrl-D\u{00A0}: arrêter en gardant les réponses ·\u{202F}?\u{00A0}: cette aide"
        case .askAmountHelp(true, false):
            return "un nombre comme 2,5\u{00A0}: l'ajouter au total du jour · n\u{00A0}: pas fait (plus demandé) "
                + "· s\u{00A0}: excuser le jour "
                + "· q ou Ctrl-D\u{00A0}: arrêter en gardant les réponses ·\u{202F}?\u{00A0}: cette aide"
        case .askAmountHelp(false, false):
            return "un nombre comme 2,5\u{00A0}: l'ajouter au total du jour · n\u{00A0}: pas fait (plus demandé) "
                + "· q ou Ctrl-D\u{00A0}: arrêter en gardant les réponses ·\u{202F}?\u{00A0}: cette aide"
        case .archived(let name, let unarchive):
            return
                "Habitude «\u{202F}\(name)\u{202F}» archivée\u{202F}; son historique est conservé. La ramener avec\u{00A0}: \(unarchive)"
        case .alreadyArchived(let name): return "«\u{202F}\(name)\u{202F}» est déjà archivée\u{202F}; rien n'a changé."
        case .unarchived(let name): return "«\u{202F}\(name)\u{202F}» est de retour dans la liste."
        case .notArchived(let name): return "«\u{202F}\(name)\u{202F}» n'est pas archivée\u{202F}; rien n'a changé."
        case .allArchived(let count, let command):
            return plural(
                count, one: "La seule habitude est archivée\u{202F}; la voir avec\u{00A0}: \(command)",
                other: "Les \(count) habitudes sont toutes archivées\u{202F}; les voir avec\u{00A0}: \(command)")
        case .noArchivedHabits: return "Aucune habitude archivée."
        case .moved(let name, let position): return "«\u{202F}\(name)\u{202F}» est désormais en position \(position)."
        case .notMoved(let name, let position):
            return "«\u{202F}\(name)\u{202F}» est déjà en position \(position)\u{202F}; rien n'a changé."
        }
    }

    /// La confirmation de `log`\u{00A0}: "Eau\u{00A0}: 5/8 verres aujourd'hui".
    private func logged(_ name: String, _ day: String, _ total: LoggedTotal) -> String {
        switch total {
        case .alone(let total): return "\(name)\u{00A0}: \(number(total)) \(day)"
        case .reading(let value, let unit): return "\(name)\u{00A0}: \(measure(value, unit)) \(day)"
        case .goalReached(let total, let goal): return "✓ \(name)\u{00A0}: \(ofGoal(total, goal)) \(day), objectif atteint"
        case .belowGoal(let total, let goal): return "\(name)\u{00A0}: \(ofGoal(total, goal)) \(day)"
        case .overLimit(let total, let goal): return "\(name)\u{00A0}: \(ofGoal(total, goal)) \(day), au-delà de la limite"
        case .withinLimit(let total, let goal): return "\(name)\u{00A0}: \(ofGoal(total, goal)) \(day), dans la limite"
        case .weeklyGoalReached(let total, let week, let goal, let thisWeek):
            return "✓ \(name)\u{00A0}: \(measure(total, goal.unit)) \(day), "
                + "\(progress(.ofWeeklyGoal(week, goal, thisWeek: thisWeek))), objectif de la semaine atteint"
        case .weeklyGoalOpen(let total, let week, let goal, let thisWeek):
            return
                "\(name)\u{00A0}: \(measure(total, goal.unit)) \(day), \(progress(.ofWeeklyGoal(week, goal, thisWeek: thisWeek)))"
        }
    }

    /// « 1 sur 3 cette semaine », « 3 sur 3 cette semaine-là — 4 semaines d'affilée ».
    private func weekProgress(_ progress: WeekProgress) -> String {
        switch progress {
        case .under(let done, let times, true): return "\(done) sur \(times) cette semaine"
        case .under(let done, let times, false): return "\(done) sur \(times) cette semaine-là"
        case .made(let done, let times, true, let streak): return "\(done) sur \(times) cette semaine — \(daysInARow(streak))"
        case .made(let done, let times, false, let streak):
            return "\(done) sur \(times) cette semaine-là — \(daysInARow(streak))"
        }
    }

    /// « 1 sur 2 ce mois-ci », « 2 sur 2 ce mois-là — 4 mois d'affilée ».
    private func monthProgress(_ progress: MonthProgress) -> String {
        switch progress {
        case .under(let done, let times, true): return "\(done) sur \(times) ce mois-ci"
        case .under(let done, let times, false): return "\(done) sur \(times) ce mois-là"
        case .made(let done, let times, true, let streak): return "\(done) sur \(times) ce mois-ci — \(daysInARow(streak))"
        case .made(let done, let times, false, let streak):
            return "\(done) sur \(times) ce mois-là — \(daysInARow(streak))"
        }
    }
}
