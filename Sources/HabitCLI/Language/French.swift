import HabitCore

/// `habit` en français. French sets a narrow no-break space inside « » and before ; ? ! and %,
/// and a no-break space before a colon, so a line never breaks there.
struct French: LanguageTable {
    let code = "fr"
    let pluralRule = PluralRule.oneForZeroAndOne
    let firstWeekday = Weekday.monday
    let digitGroups = DigitGroups(separator: "\u{202F}")
    let decimalSeparator: Character = ","

    // swift-format-ignore
    func text(_ message: Message) -> String {
        switch message {
        // mots
        case .weekdayLetter(let weekday): return ["L", "M", "M", "J", "V", "S", "D"][weekday.rawValue - 1]
        case .weekdayName(let weekday): return weekdayName(weekday)
        case .monthAbbreviation(let month): return Self.months[month - 1]
        case .date(let day): return date(day)
        case .percent(let value): return "\(value)\u{202F}%"
        case .placeholder(let placeholder): return self.placeholder(placeholder)
        case .todayWord: return "aujourd'hui"
        case .yesterdayWord: return "hier"
        case .yesWord: return "oui"
        case .yesNoHint: return "[o/N]"

        // liste
        case .doneCount(let done, let total, let day): return "\(done) sur \(total) \(doneWord(done)) \(phrase(day))"
        case .noHabitsYet: return "Aucune habitude pour l'instant."
        case .addFirstHabit(let command): return "Ajoutez la première et cochez-la chaque jour\u{00A0}: \(command)"
        case .noHabitsOn(let day): return "Aucune habitude n'existait encore le \(date(day))."

        // détail
        case .daysInARow(let count): return daysInARow(count)
        case .streakAndRecord(let streak, let record?): return "\(daysInARow(streak)) · Record\u{00A0}: \(recordText(record))"
        case .streakAndRecord(let streak, nil): return "\(daysInARow(streak)) · Record\u{00A0}: aucun pour l'instant"
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

        // quantités et notes
        case .amount(let amount, let unit): return measure(amount, unit)
        case .amountOfGoal(let total, let goal): return "\(number(total))/\(measure(goal.amount, goal.unit))"
        case .weekAmountOfGoal(let total, let goal):
            return "\(number(total))/\(measure(goal.amount, goal.unit)) cette semaine"
        case .goalWords(let goal, let daily): return goalWords(goal, daily: daily)
        case .goalLabel(.atMost): return "Limite\u{00A0}:"
        case .goalLabel: return "Objectif\u{00A0}:"
        case .goalLine(let goal, let daily): return "\(text(.goalLabel(goal.kind))) \(goalWords(goal, daily: daily))"
        case .limitStatus(nil, false, let log): return "✓ Dans la limite jusqu'ici aujourd'hui" + logTail(log)
        case .limitStatus(nil, true, let log): return "✕ Au-delà de la limite aujourd'hui" + logTail(log)
        case .limitStatus(let day?, false, let log): return "✓ Dans la limite le \(date(day))" + logTail(log)
        case .limitStatus(let day?, true, let log): return "✕ Au-delà de la limite le \(date(day))" + logTail(log)
        case .weekGoalStatus(nil, true, let log): return "✓ Objectif de la semaine atteint" + logTail(log)
        case .weekGoalStatus(nil, false, let log): return "◌ Objectif de la semaine pas encore atteint" + logTail(log)
        case .weekGoalStatus(let day?, true, let log): return "✓ Objectif atteint dans la semaine jusqu'au \(date(day))" + logTail(log)
        case .weekGoalStatus(let day?, false, let log): return "◌ Objectif pas atteint dans la semaine jusqu'au \(date(day))" + logTail(log)
        case .logWith(let command): return "noter avec\u{00A0}: \(command)"
        case .partlyDoneStatus(let day, let left, let unit, let log, let check):
            let state = day.map { "◐ Fait en partie le \(date($0)), \(measure(left, unit)) sous l'objectif" }
            return partlyDoneLine(state ?? "◐ Fait en partie aujourd'hui, encore \(measure(left, unit))", log: log, check: check)
        case .amountOn(let day, let total, let goal?) where goal.kind != .weeklyAtLeast:
            let total = total ?? .zero
            let text = "\(dayLabel(day)) \(number(total))/\(measure(goal.amount, goal.unit))"
            return goal.kind == .atMost && total > goal.amount ? text + ", au-delà de la limite" : text
        case .amountOn(let day, let total?, let goal): return "\(dayLabel(day)) \(measure(total, goal?.unit))"
        case .amountOn(let day, nil, _): return "\(dayLabel(day)) rien d'enregistré"
        case .weekAmountThrough(let day, let total, let goal):
            let progress = "\(number(total))/\(measure(goal.amount, goal.unit))"
            return day.map { day in "La semaine jusqu'au \(date(day))\u{00A0}: \(progress)" } ?? "Cette semaine jusqu'ici\u{00A0}: \(progress)"
        case .notesHeading(let shown, let total) where shown >= total: return "Notes"
        case .notesHeading(let shown, let total):
            return plural(shown, one: "Dernière note sur \(total)", other: "\(shown) dernières notes sur \(total)")
        case .allNotesWith(let count, let command): return "Toutes les notes (\(count))\u{00A0}: \(command)"
        case .noNotes: return "Aucune note pour l'instant."
        case .statsAmountLastDays(let count): return "Total sur \(days(count))\u{00A0}:"
        case .statsAmountSince(let day): return "Total depuis le \(date(day))\u{00A0}:"
        case .statsAmount(let total, let perDay, let perWeek, let unit):
            return "\(measure(total, unit)) · \(measure(perDay, unit)) par jour · \(measure(perWeek, unit)) par semaine"

        // modifications
        case .checked(let name, .today, let streak): return "✓ \(name) — \(daysInARow(streak))"
        case .checked(let name, let day, let streak): return "✓ \(name)\u{00A0}: fait \(phrase(day)) — \(daysInARow(streak))"
        case .alreadyChecked(let name, let day, let streak):
            return "\(name)\u{00A0}: déjà fait \(phrase(day)) — \(daysInARow(streak))"
        case .unchecked(let name, let day, let streak):
            return "○ \(name)\u{00A0}: coche retirée pour \(phrase(day)) — \(daysInARow(streak))"
        case .wasNotChecked(let name, let day): return "\(name)\u{00A0}: pas fait \(phrase(day))\u{202F}; rien n'a changé."
        case .added(let icon, let name, let check): return "Habitude \(icon) \(name) ajoutée\u{202F}; cochez-la avec\u{00A0}: \(check)"
        case .renamed(let from, let to): return "«\u{202F}\(from)\u{202F}» s'appelle désormais «\u{202F}\(to)\u{202F}»."
        case .nameUnchanged(let name): return "«\u{202F}\(name)\u{202F}» porte déjà ce nom\u{202F}; rien n'a changé."
        case .deleteQuestion(let name, 0): return "Supprimer «\u{202F}\(name)\u{202F}»\u{202F}?"
        case .deleteQuestion(let name, let count): return "Supprimer «\u{202F}\(name)\u{202F}» avec \(entries(count))\u{202F}?"
        case .deleted(let name, 0): return "Habitude «\u{202F}\(name)\u{202F}» supprimée."
        case .deleted(let name, let count): return "Habitude «\u{202F}\(name)\u{202F}» supprimée avec \(entries(count))."
        case .kept(let name): return "Habitude «\u{202F}\(name)\u{202F}» conservée\u{202F}; rien n'a été supprimé."

        // bilan
        case .askQuestion(let name, .on(let day)): return "\(name) — \(weekdayName(day.weekday)) \(date(day))\u{202F}?"
        case .askQuestion(let name, let day): return "\(name) — \(phrase(day))\u{202F}?"
        case .askAmountQuestion(let name, .on(let day), let total, let goal, let thisWeek):
            return "\(name) (\(progress(total, goal, thisWeek))) — \(weekdayName(day.weekday)) \(date(day))\u{202F}?"
        case .askAmountQuestion(let name, let day, let total, let goal, let thisWeek):
            return "\(name) (\(progress(total, goal, thisWeek))) — \(phrase(day))\u{202F}?"
        case .askKeys(true): return "[o/n/s/?]"
        case .askKeys(false): return "[o/n/?]"
        case .askHelp(true):
            return "o\u{00A0}: fait · n\u{00A0}: pas fait (plus demandé) · s\u{00A0}: excuser le jour · q ou Ctrl-D\u{00A0}: arrêter en gardant les réponses "
                + "·\u{202F}?\u{00A0}: cette aide"
        case .askHelp(false):
            return "o\u{00A0}: fait · n\u{00A0}: pas fait (plus demandé) · q ou Ctrl-D\u{00A0}: arrêter en gardant les réponses ·\u{202F}?\u{00A0}: cette aide"
        case .nothingToAsk: return "Rien à demander\u{00A0}: chaque habitude prévue a une réponse."
        case .askSummary(0, 0, 0, _): return "Aucune réponse\u{202F}; rien n'a changé."
        case .askSummary(let done, let notDone, let skipped, let left):
            let rest =
                left == 0
                ? ""
                : plural(
                    left, one: "\(left) question reste pour la prochaine fois. ",
                    other: "\(left) questions restent pour la prochaine fois. ")
            return "Bilan enregistré\u{00A0}: \(done) \(doneWord(done)), \(notDone) pas \(doneWord(notDone)), "
                + "\(skipped) \(plural(skipped, one: "excusée", other: "excusées")). \(rest)Tout annuler avec\u{00A0}: habit undo"
        case .askNeedsTerminal:
            return "habit ask pose ses questions dans un terminal, et l'entrée standard n'en est pas un\u{202F}; "
                + "dans un script, utilisez habit check NOM (ou habit skip NOM) pour chaque habitude."

        // programmes, jours excusés et pauses
        case .edited(let name, let schedule?, let restyled):
            return "\(name) est désormais prévue \(dueWords(schedule))\u{202F}; cela vaut pour tout son historique."
                + (restyled ? " Elle a sa nouvelle icône et sa nouvelle couleur." : "")
        case .edited(let name, nil, _): return "\(name) a sa nouvelle icône et sa nouvelle couleur."
        case .skipped(let name, let day, let streak): return "– \(name)\u{00A0}: excusée \(phrase(day)) — \(daysInARow(streak))"
        case .alreadySkipped(let name, let day): return "\(name)\u{00A0}: déjà excusée \(phrase(day))\u{202F}; rien n'a changé."
        case .paused(let name, let from, let until?, _) where from == until:
            return "‖ \(name)\u{00A0}: en pause le \(date(from))."
        case .paused(let name, let from, let until?, _):
            return "‖ \(name)\u{00A0}: en pause du \(date(from)) au \(date(until))."
        case .paused(let name, let from, nil, let resume):
            return "‖ \(name)\u{00A0}: en pause à partir du \(date(from)), jusqu'à la reprise avec\u{00A0}: \(resume)"
        case .alreadyPaused(let name): return "\(name) était déjà en pause ces jours-là\u{202F}; rien n'a changé."
        case .resumed(let name): return "▶ \(name) reprend\u{00A0}: elle est de nouveau prévue dès aujourd'hui."
        case .notPaused(let name): return "\(name) n'est pas en pause aujourd'hui ni plus tard\u{202F}; rien n'a changé."
        case .scheduleWords(let schedule): return scheduleWords(schedule)
        case .scheduleLine(let schedule): return "Programme\u{00A0}: \(scheduleWords(schedule))"
        case .scheduleLabel: return "Programme\u{00A0}:"
        case .weekProgress(let done, let times): return "\(done) sur \(times) cette semaine"
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
        case .legendEntry(let mark, .stillOpen): return "\(mark) à faire"
        case .legendEntry(let mark, .missed): return "\(mark) manqué"
        case .legendEntry(let mark, .notDoneInWeek): return "\(mark) pas fait"
        case .legendEntry(let mark, .notDue): return "\(mark) pas prévu"
        case .legendEntry(let mark, .skipped): return "\(mark) excusé"
        case .legendEntry(let mark, .paused): return "\(mark) en pause"

        // quantités et notes : les commandes
        case .addedMeasured(let icon, let name, let goal, let daily, let log):
            return "Habitude \(icon) \(name) ajoutée\u{00A0}: \(goalWords(goal, daily: daily))\u{202F}; "
                + "notez les quantités avec\u{00A0}: \(log)"
        case .goalSet(let name, let goal, let daily):
            return "\(name) demande maintenant \(goalWords(goal, daily: daily))\u{202F}; ses jours sont jugés en conséquence."
        case .goalRemoved(let name, true):
            return "\(name) n'a plus d'objectif ni de limite\u{202F}; un jour avec une quantité au-dessus de 0 compte comme fait."
        case .goalRemoved(let name, false): return "\(name) n'a ni objectif ni limite\u{202F}; rien n'a changé."
        case .logged(let name, let day, let total, let goal, let week, let thisWeek):
            return logged(name, phrase(day), total, goal, week, thisWeek ? "cette semaine" : "cette semaine-là")
        case .limitKept(let name, let day, let total, let goal):
            let side = total > goal.amount ? "au-delà de" : "dans"
            return "\(name) a déjà \(measure(total, goal.unit)) \(phrase(day)), \(side) la limite de \(number(goal.amount))\u{202F}; "
                + "cocher laisse le total tel quel."
        case .amountCleared(let name, let day, let total, let unit):
            return "○ \(name)\u{00A0}: la quantité notée \(phrase(day)) (\(measure(total, unit))) est effacée."
        case .nothingRecorded(let name, let day): return "\(name)\u{00A0}: rien de noté \(phrase(day))\u{202F}; rien n'a changé."
        case .noteSaved(let name, let day, false): return "✎ Note enregistrée pour \(name) \(phrase(day))."
        case .noteSaved(let name, let day, true): return "✎ Note retirée de \(name) \(phrase(day))."
        case .noteUnchanged(let name, let day, true): return "\(name) a déjà cette note \(phrase(day))\u{202F}; rien n'a changé."
        case .noteUnchanged(let name, let day, false): return "\(name) n'a pas de note \(phrase(day))\u{202F}; rien n'a changé."
        case .checkWeeklyGoal(let name, let log):
            return "\(name) a un objectif hebdomadaire, atteint par des quantités et non par des jours cochés\u{202F}; "
                + "notez une quantité avec\u{00A0}: \(log)"
        case .goalDoesNotFitSchedule(let name, .weeklyAtLeast, let schedule):
            return "\(name) est prévue \(dueWords(schedule)), mais un objectif hebdomadaire tient lieu de programme\u{202F}; "
                + "ajoutez --daily."
        case .goalDoesNotFitSchedule(let name, let kind, let schedule):
            return "\(name) est prévue \(dueWords(schedule)), mais \(kind == .atMost ? "une limite" : "un objectif") vaut pour chaque jour prévu\u{202F}; "
                + "ajoutez --daily, --days ou --every."
        case .noGoalForUnit(let name):
            return "\(name) n'a ni objectif ni limite à compter dans une unité\u{202F}; donnez --unit avec --goal, --at-most "
                + "ou --weekly-goal."
        case .askAmountKeys(true, true): return "[quantité/o/n/s/?]"
        case .askAmountKeys(false, true): return "[quantité/o/n/?]"
        case .askAmountKeys(true, false): return "[quantité/n/s/?]"
        case .askAmountKeys(false, false): return "[quantité/n/?]"
        case .askAmountHelp(let skip, let check):
            return "un nombre comme 2,5\u{00A0}: l'ajouter au total du jour" + (check ? " · o\u{00A0}: fait (l'objectif)" : "")
                + " · n\u{00A0}: pas fait (plus demandé)" + (skip ? " · s\u{00A0}: excuser le jour" : "")
                + " · q ou Ctrl-D\u{00A0}: arrêter en gardant les réponses ·\u{202F}?\u{00A0}: cette aide"
        case .archived(let name, let unarchive):
            return "Habitude «\u{202F}\(name)\u{202F}» archivée\u{202F}; son historique est conservé. La ramener avec\u{00A0}: \(unarchive)"
        case .alreadyArchived(let name): return "«\u{202F}\(name)\u{202F}» est déjà archivée\u{202F}; rien n'a changé."
        case .unarchived(let name): return "«\u{202F}\(name)\u{202F}» est de retour dans la liste."
        case .notArchived(let name): return "«\u{202F}\(name)\u{202F}» n'est pas archivée\u{202F}; rien n'a changé."
        case .allArchived(let count, let command):
            return plural(
                count, one: "La seule habitude est archivée\u{202F}; la voir avec\u{00A0}: \(command)",
                other: "Les \(count) habitudes sont toutes archivées\u{202F}; les voir avec\u{00A0}: \(command)")
        case .noArchivedHabits: return "Aucune habitude archivée."
        case .moved(let name, let position): return "«\u{202F}\(name)\u{202F}» est désormais en position \(position)."
        case .notMoved(let name, let position): return "«\u{202F}\(name)\u{202F}» est déjà en position \(position)\u{202F}; rien n'a changé."

        // annulation
        case .undone(.restored(let name, 0), _, let ago, false): return "Habitude «\u{202F}\(name)\u{202F}» rétablie, supprimée \(agoText(ago))."
        case .undone(.restored(let name, 0), _, let ago, true):
            return "Habitude «\u{202F}\(name)\u{202F}» rétablie, comme avant l'annulation\(redoAgo(ago))."
        case .undone(.restored(let name, let count), _, let ago, false):
            return "Habitude «\u{202F}\(name)\u{202F}» rétablie avec \(entries(count)), supprimée \(agoText(ago))."
        case .undone(.restored(let name, let count), _, let ago, true):
            return "Habitude «\u{202F}\(name)\u{202F}» rétablie avec \(entries(count)), comme avant l'annulation\(redoAgo(ago))."
        case .undone(.removed(let name), _, let ago, false): return "Habitude «\u{202F}\(name)\u{202F}» retirée, ajoutée \(agoText(ago))."
        case .undone(.removed(let name), _, let ago, true):
            return "Habitude «\u{202F}\(name)\u{202F}» retirée, comme avant l'annulation\(redoAgo(ago))."
        case .undone(.renamed(let from, let to), _, let ago, false):
            return "«\u{202F}\(from)\u{202F}» s'appelle de nouveau «\u{202F}\(to)\u{202F}», renommée \(agoText(ago))."
        case .undone(.renamed(let from, let to), _, let ago, true):
            return "«\u{202F}\(from)\u{202F}» s'appelle de nouveau «\u{202F}\(to)\u{202F}», comme avant l'annulation\(redoAgo(ago))."
        case .undone(.marked(let name, let days, true), let today, let ago, false):
            return "«\u{202F}\(name)\u{202F}» est de nouveau cochée \(dayList(days, today: today)), décochée \(agoText(ago))."
        case .undone(.marked(let name, let days, true), let today, let ago, true):
            return "«\u{202F}\(name)\u{202F}» est de nouveau cochée \(dayList(days, today: today)), comme avant l'annulation\(redoAgo(ago))."
        case .undone(.marked(let name, let days, false), let today, let ago, false):
            return "«\u{202F}\(name)\u{202F}» n'est plus cochée \(dayList(days, today: today)), cochée \(agoText(ago))."
        case .undone(.marked(let name, let days, false), let today, let ago, true):
            return "«\u{202F}\(name)\u{202F}» n'est plus cochée \(dayList(days, today: today)), comme avant l'annulation\(redoAgo(ago))."
        case .undone(.archiving(let name, true), _, let ago, false):
            return "«\u{202F}\(name)\u{202F}» est de nouveau archivée, ramenée \(agoText(ago))."
        case .undone(.archiving(let name, true), _, let ago, true):
            return "«\u{202F}\(name)\u{202F}» est de nouveau archivée, comme avant l'annulation\(redoAgo(ago))."
        case .undone(.archiving(let name, false), _, let ago, false):
            return "«\u{202F}\(name)\u{202F}» est de retour dans la liste, archivée \(agoText(ago))."
        case .undone(.archiving(let name, false), _, let ago, true):
            return "«\u{202F}\(name)\u{202F}» est de retour dans la liste, comme avant l'annulation\(redoAgo(ago))."
        case .undone(.skipped(let name, let days, true), let today, let ago, false):
            return "«\u{202F}\(name)\u{202F}» est de nouveau excusée \(dayList(days, today: today)), modifiée \(agoText(ago))."
        case .undone(.skipped(let name, let days, true), let today, let ago, true):
            return "«\u{202F}\(name)\u{202F}» est de nouveau excusée \(dayList(days, today: today)), comme avant l'annulation\(redoAgo(ago))."
        case .undone(.skipped(let name, let days, false), let today, let ago, false):
            return "«\u{202F}\(name)\u{202F}» n'est plus excusée \(dayList(days, today: today)), excusée \(agoText(ago))."
        case .undone(.skipped(let name, let days, false), let today, let ago, true):
            return "«\u{202F}\(name)\u{202F}» n'est plus excusée \(dayList(days, today: today)), comme avant l'annulation\(redoAgo(ago))."
        case .undone(.answeredNo(let name, let days, true), let today, let ago, false):
            return "«\u{202F}\(name)\u{202F}» a de nouveau la réponse «\u{202F}non\u{202F}» \(dayList(days, today: today)), oubliée \(agoText(ago))."
        case .undone(.answeredNo(let name, let days, true), let today, let ago, true):
            return "«\u{202F}\(name)\u{202F}» a de nouveau la réponse «\u{202F}non\u{202F}» \(dayList(days, today: today)), "
                + "comme avant l'annulation\(redoAgo(ago))."
        case .undone(.answeredNo(let name, let days, false), let today, let ago, false):
            return "«\u{202F}\(name)\u{202F}» est de nouveau sans réponse \(dayList(days, today: today)), "
                + "réponse «\u{202F}non\u{202F}» donnée \(agoText(ago))."
        case .undone(.answeredNo(let name, let days, false), let today, let ago, true):
            return "«\u{202F}\(name)\u{202F}» est de nouveau sans réponse \(dayList(days, today: today)), comme avant l'annulation\(redoAgo(ago))."
        case .undone(.rescheduled(let name, let schedule), _, let ago, false):
            return "«\u{202F}\(name)\u{202F}» est de nouveau prévue \(dueWords(schedule)), modifiée \(agoText(ago))."
        case .undone(.rescheduled(let name, let schedule), _, let ago, true):
            return "«\u{202F}\(name)\u{202F}» est de nouveau prévue \(dueWords(schedule)), comme avant l'annulation\(redoAgo(ago))."
        case .undone(.repaused(let name), _, let ago, false):
            return "«\u{202F}\(name)\u{202F}» a retrouvé ses pauses d'avant, modifiées \(agoText(ago))."
        case .undone(.repaused(let name), _, let ago, true):
            return "«\u{202F}\(name)\u{202F}» a retrouvé ses pauses d'avant, comme avant l'annulation\(redoAgo(ago))."
        case .undone(.restyled(let name), _, let ago, false):
            return "«\u{202F}\(name)\u{202F}» a retrouvé son icône et sa couleur, modifiées \(agoText(ago))."
        case .undone(.restyled(let name), _, let ago, true):
            return "«\u{202F}\(name)\u{202F}» a retrouvé son icône et sa couleur, comme avant l'annulation\(redoAgo(ago))."
        case .undone(.amounts(let name, let days), let today, let ago, false):
            return "«\u{202F}\(name)\u{202F}» a retrouvé ses quantités d'avant \(dayList(days, today: today)), modifiées \(agoText(ago))."
        case .undone(.amounts(let name, let days), let today, let ago, true):
            return "«\u{202F}\(name)\u{202F}» a retrouvé ses quantités d'avant \(dayList(days, today: today)), "
                + "comme avant l'annulation\(redoAgo(ago))."
        case .undone(.notes(let name, let days), let today, let ago, false):
            return "«\u{202F}\(name)\u{202F}» a retrouvé ses notes d'avant \(dayList(days, today: today)), modifiées \(agoText(ago))."
        case .undone(.notes(let name, let days), let today, let ago, true):
            return "«\u{202F}\(name)\u{202F}» a retrouvé ses notes d'avant \(dayList(days, today: today)), "
                + "comme avant l'annulation\(redoAgo(ago))."
        case .undone(.regoaled(let name, let goal, let daily), _, let ago, let redo):
            let state = goal.map { "demande de nouveau \(goalWords($0, daily: daily))" } ?? "est de nouveau sans objectif ni limite"
            return "«\u{202F}\(name)\u{202F}» \(state), " + (redo ? "comme avant l'annulation\(redoAgo(ago))." : "modifiée \(agoText(ago)).")
        case .undoneOrder(let ago, false): return "Ordre des habitudes rétabli, modifié \(agoText(ago))."
        case .undoneOrder(let ago, true): return "Ordre des habitudes rétabli, comme avant l'annulation\(redoAgo(ago))."
        case .undoAgain(true): return "Relancez «\u{202F}habit undo\u{202F}» pour annuler encore une fois."
        case .undoAgain(false): return "Relancez «\u{202F}habit undo\u{202F}» pour rétablir la modification."

        // scripts
        case .statusDone(let name, let day): return "✓ \(name)\u{00A0}: fait \(phrase(day))"
        case .statusOpen(let name, .today): return "◌ \(name)\u{00A0}: pas encore fait aujourd'hui"
        case .statusOpen(let name, let day): return "○ \(name)\u{00A0}: pas fait \(phrase(day))"
        case .statusProgress(let name, .today, let total, let goal, let thisWeek):
            return "○ \(name)\u{00A0}: pas encore fait aujourd'hui, \(progress(total, goal, thisWeek))"
        case .statusProgress(let name, let day, let total, let goal, let thisWeek):
            return "○ \(name)\u{00A0}: pas fait \(phrase(day)), \(progress(total, goal, thisWeek))"
        case .statusOverLimit(let name, let day, let total, let goal):
            return "✕ \(name)\u{00A0}: au-delà de la limite \(phrase(day)), \(number(total))/\(measure(goal.amount, goal.unit))"
        case .statusWithinLimit(let name, let day, let total, let goal):
            return "✓ \(name)\u{00A0}: dans la limite \(phrase(day)), \(number(total))/\(measure(goal.amount, goal.unit))"
        case .imported(0, 0, _, _): return "Rien à importer\u{00A0}: l'entrée n'a aucune ligne."
        case .imported(0, _, 0, _):
            return "Rien de nouveau\u{00A0}: l'entrée ne contient aucun jour ni aucune habitude qui ne soit déjà là\u{202F}; "
                + "le fichier de données est inchangé."
        case .imported(let days, _, 0, let alreadyDone) where days == alreadyDone:
            return "Rien de nouveau\u{00A0}: \(allAlreadyDone(days))\u{202F}; le fichier de données est inchangé."
        case .imported(let days, let habits, let newHabits, 0):
            return "Importé\u{00A0}: \(self.days(days)) pour \(self.habits(habits)) (\(newOnes(newHabits)))."
        case .imported(let days, let habits, let newHabits, let alreadyDone):
            return "Importé\u{00A0}: \(self.days(days)) pour \(self.habits(habits)) (\(newOnes(newHabits)))\u{202F}; "
                + "\(someAlreadyDone(alreadyDone))."
        case .importedAmounts(_, _, _, _, _, false):
            return "Rien de nouveau\u{00A0}: les jours, quantités et notes de l'entrée sont déjà là\u{202F}; "
                + "le fichier de données est inchangé."
        case .importedAmounts(let days, let habits, let newHabits, let amounts, let notes, true):
            let what = [(days, self.days(days)), (amounts, self.amounts(amounts)), (notes, self.notes(notes))]
            return "Importé\u{00A0}: \(listed(what.filter { $0.0 > 0 }.map(\.1))) pour \(self.habits(habits)) (\(newOnes(newHabits)))."
        case .importedHistory(let tracker, 0, _, _, _, _, _):
            return "Rien à importer\u{00A0}: les fichiers de \(tracker.rawValue) ne nomment aucune habitude\u{202F}; "
                + "le fichier de données est inchangé."
        case .importedNothingNew(let tracker, let habits):
            return "Rien de nouveau de \(tracker.rawValue)\u{00A0}: "
                + plural(
                    habits, one: "son habitude et ses jours sont", other: "ses \(habits) habitudes et leurs jours sont",
                    many: "ses \(habits) d'habitudes et leurs jours sont")
                + " déjà là\u{202F}; le fichier de données est inchangé."
        case .importedHistory(let tracker, let habits, let newHabits, let done, let skips, let amounts, let notes):
            return "Importé de \(tracker.rawValue)\u{00A0}: \(self.habits(habits)) (\(newOnes(newHabits))), "
                + plural(done, one: "\(done) jour fait, ", other: "\(done) jours faits, ", many: "\(done) de jours faits, ")
                + plural(skips, one: "\(skips) jour sauté, ", other: "\(skips) jours sautés, ", many: "\(skips) de jours sautés, ")
                + plural(amounts, one: "\(amounts) quantité et ", other: "\(amounts) quantités et ", many: "\(amounts) de quantités et ")
                + plural(notes, one: "\(notes) note.", other: "\(notes) notes.", many: "\(notes) de notes.")
        case .importNotice(.nearestSchedule(let name, let frequency, let schedule)):
            return "«\u{202F}\(name)\u{202F}» a là-bas la fréquence \(frequency), que habit ne sait pas planifier\u{202F}; "
                + "elle est désormais prévue \(dueWords(schedule)) (modifiable avec habit edit)."
        case .importNotice(.keptSettings(let name)):
            return "«\u{202F}\(name)\u{202F}» existait déjà avec un autre programme ou objectif\u{202F}; elle garde les siens "
                + "(modifiables avec habit edit)."

        // erreurs
        case .deleteNeedsConfirmation(let name, let command):
            return "«\u{202F}\(name)\u{202F}» n'est pas supprimée sans confirmation\u{202F}; pour la supprimer depuis un script, lancez\u{00A0}: \(command)"
        case .futureQueryDay(let day, let today):
            return "Le \(date(day)) est dans le futur (nous sommes le \(date(today)))\u{202F}; demandez aujourd'hui ou un jour passé."
        case .notCreatedYet(let name, let created, let day):
            return "«\u{202F}\(name)\u{202F}» n'existait pas encore le \(date(day))\u{202F}; elle a été créée le \(date(created))."
        case .usage(let error): return usage(error)
        case .store(let error, let limits): return store(error, limits: limits)
        case .habit(let error): return habit(error)
        case .importFailed(let error, let limits, let amounts): return importFailed(error, limits: limits, amounts: amounts)
        case .configFailed(let error): return configFailed(error)
        case .clockOutOfRange(let today, let years):
            return "L'horloge indique le \(date(today)), hors des années \(years.lowerBound) à \(years.upperBound) qu'un fichier habit peut contenir\u{202F}; "
                + "rien n'a été lu ni écrit. Réglez l'horloge du système."
        case .timeZoneOutOfRange(let text, let offset, let maximum):
            return "TZ vaut «\u{202F}\(text)\u{202F}», à \(offset) heures d'UTC\u{202F}; habit accepte les fuseaux jusqu'à \(maximum) heures d'UTC "
                + "(aucun lieu n'est à plus de 14). Donnez à TZ un nom de fuseau comme Pacific/Kiritimati."
        case .waitingForLock(let path, let lock):
            return "En attente qu'un autre habit finisse de modifier \(path) (il tient le verrou \(lock))…"
        case .outputFailed(let reason, let saved):
            return "Impossible d'écrire sur la sortie standard\u{00A0}: \(reason)\u{202F}; "
                + (saved ? "la modification a été enregistrée, ne relancez pas la commande." : "rien n'a été affiché.")

        // fusion
        case .merged(let path, let added, let changed):
            let parts = [
                added == 0 ? nil : plural(added, one: "\(added) habitude ajoutée", other: "\(added) habitudes ajoutées"),
                changed == 0 ? nil : plural(changed, one: "\(changed) habitude modifiée", other: "\(changed) habitudes modifiées"),
            ].compactMap { $0 }
            return "\(path) fusionné\u{00A0}: " + parts.joined(separator: ", ") + ". Annulez avec habit undo."
        case .nothingToMerge(let path): return "Rien à fusionner\u{00A0}: \(path) ne contient rien qui manque à ce fichier de données."
        case .mergeFileMissing(let path): return "Il n'y a pas de fichier \(path) à fusionner\u{202F}; vérifiez le chemin. Rien n'a changé."
        case .mergeConflict(.field(let habit, let field)):
            return "Les deux copies ont modifié \(mergeField(field)) de \(habit) différemment\u{202F}; cette copie l'emporte."
        case .mergeConflict(.days(let habit, let kind, let days)):
            return "Les deux copies ont modifié \(mergeDays(kind)) de \(habit) le \(mergeDayList(days)) différemment\u{202F}; cette copie l'emporte."
        case .mergeConflict(.keptChangedHabit(let name, .theirs)):
            return "L'autre copie a supprimé \(name), mais celle-ci l'a modifiée\u{202F}; elle est conservée."
        case .mergeConflict(.keptChangedHabit(let name, .ours)):
            return "Cette copie a supprimé \(name), mais l'autre l'a modifiée\u{202F}; elle est conservée avec ces modifications."
        case .mergeConflict(.renamedForCollision(let name, let newName)):
            return "Deux habitudes différentes s'appellent \(name)\u{202F}; celle de l'autre copie s'appelle maintenant \(newName)."

        // réglages
        case .settingSource(.standard): return "par défaut"
        case .settingSource(.file(let path, let line)): return "\(path), ligne \(line)"
        case .settingSource(.environment(let variable)): return "variable d'environnement \(variable)"
        case .settingSource(.commandLine(let option)): return "ligne de commande (\(option))"
        case .configFile(let path, true): return "Fichier de réglages\u{00A0}: \(path)"
        case .configFile(let path, false):
            return "Fichier de réglages\u{00A0}: \(path) (il n'existe pas\u{202F}; créez-le pour changer les valeurs par défaut)"
        case .noConfigFile: return "Fichier de réglages\u{00A0}: aucun (définissez HOME ou XDG_CONFIG_HOME pour en utiliser un)"

        // aide
        case .tagline: return "habit\u{00A0}: cocher ses habitudes dans le terminal, chaque jour ou selon un calendrier."
        case .usageHeading: return "Utilisation\u{00A0}:"
        case .commandsHeading: return "Commandes\u{00A0}:"
        case .optionsHeading: return "Options\u{00A0}:"
        case .globalOptionsHeading: return "Options globales\u{00A0}:"
        case .exitCodesHeading: return "Codes de sortie\u{00A0}:"
        case .exitCode(.success): return "succès"
        case .exitCode(.no): return "la réponse à une question est non"
        case .exitCode(.usage):
            return "erreur d'utilisation\u{00A0}: commande ou option inconnue, argument manquant ou incorrect, date incorrecte"
        case .exitCode(.data):
            return "les données disent non ou ont échoué\u{00A0}: habitude inconnue ou ambiguë, nom déjà pris, "
                + "fichier illisible ou corrompu, échec de l'écriture"
        case .dataFileHeading: return "Fichier de données\u{00A0}:"
        case .dataFileRule:
            return "--file CHEMIN, sinon $HABIT_FILE, sinon $XDG_DATA_HOME/habit/habits.json, sinon ~/.local/share/habit/habits.json"
        case .nameAsCommand:
            return "habit NOM, si NOM n'est pas une commande, montre cette habitude comme habit show NOM\u{202F}; le nom d'une commande l'emporte toujours."
        case .moreHelp: return "«\u{202F}habit help COMMANDE\u{202F}» montre les options d'une commande."
        case .commandSummary(let command): return summary(command)
        case .optionHelp(let option, let command, let facts): return optionHelp(option, command, facts: facts)
        }
    }

    private static let months = [
        "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc.",
    ]

    private func mergeField(_ field: MergeField) -> String {
        switch field {
        case .name: return "le nom"
        case .icon: return "l'icône"
        case .color: return "la couleur"
        case .schedule: return "le rythme"
        case .archived: return "l'archivage"
        case .goal: return "l'objectif"
        }
    }

    private func mergeDays(_ kind: HabitDays.Kind) -> String {
        switch kind {
        case .doneOrSkipped: return "ce qui était fait ou sauté"
        case .pauses: return "les pauses"
        case .answeredNo: return "les réponses à habit ask"
        case .amounts: return "les quantités"
        case .notes: return "les notes"
        }
    }

    /// "3 nov. 2026", "3 nov. 2026 et 5 nov. 2026", "…, 5 nov. 2026 et 4 autres jours".
    private func mergeDayList(_ days: [Day]) -> String {
        let shown = days.prefix(days.count > 3 ? 2 : 3).map(date)
        let rest = days.count - shown.count
        if rest > 0 {
            return shown.joined(separator: ", ") + plural(rest, one: " et \(rest) autre jour", other: " et \(rest) autres jours")
        }
        return listed(shown)
    }

    /// « au moins 8 Gläser par jour », « au plus 2 Tassen chaque jour prévu », « au moins 20 km par semaine ».
    private func goalWords(_ goal: Goal, daily: Bool) -> String {
        let amount = measure(goal.amount, goal.unit)
        let perDay = daily ? "par jour" : "chaque jour prévu"
        switch goal.kind {
        case .atLeast: return "au moins \(amount) \(perDay)"
        case .atMost: return "au plus \(amount) \(perDay)"
        case .weeklyAtLeast: return "au moins \(amount) par semaine"
        }
    }

    /// Le libellé devant la quantité d'un jour : « Aujourd'hui : », « Le 27 nov. 2026 : ».
    private func dayLabel(_ day: Day?) -> String {
        day.map { day in "Le \(date(day))\u{00A0}:" } ?? "Aujourd'hui\u{00A0}:"
    }

    /// The hint after a name that is not known: « vouliez-vous dire « Lesen » ? ».
    private func didYouMean(_ suggestion: String) -> String {
        "vouliez-vous dire «\u{202F}\(suggestion)\u{202F}»\u{202F}?"
    }

    /// « · noter avec : habit log Kaffee QUANTITÉ », ou rien sans commande.
    private func logTail(_ log: String?) -> String {
        log.map { " · noter avec\u{00A0}: \($0)" } ?? ""
    }

    /// « 1er déc. 2026 », « 2 déc. 2026 » : French writes the first of the month as an ordinal (premier).
    private func date(_ day: Day) -> String {
        "\(day.day == 1 ? "1er" : String(day.day)) \(Self.months[day.month - 1]) \(day.year)"
    }

    private func weekdayName(_ weekday: Weekday) -> String {
        switch weekday {
        case .monday: return "lundi"
        case .tuesday: return "mardi"
        case .wednesday: return "mercredi"
        case .thursday: return "jeudi"
        case .friday: return "vendredi"
        case .saturday: return "samedi"
        case .sunday: return "dimanche"
        }
    }

    private func placeholder(_ placeholder: Placeholder) -> String {
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
        case .shell: return "SHELL"
        case .seconds: return "SECONDES"
        case .weekdays: return "JOURS"
        case .times: return "K"
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
        }
    }

    private func phrase(_ day: DayPhrase) -> String {
        switch day {
        case .today: return "aujourd'hui"
        case .yesterday: return "hier"
        case .on(let day): return "le \(date(day))"
        }
    }

    /// "2 sur 3 faites", "1 sur 3 faite", and "0 sur 3 faite" as French counts zero.
    private func doneWord(_ count: Int) -> String {
        plural(count, one: "faite", other: "faites")
    }

    private func daysInARow(_ streak: StreakCount) -> String {
        let count = streak.length
        switch streak.unit {
        case .day:
            return plural(
                count, one: "\(count) jour d'affilée", other: "\(count) jours d'affilée", many: "\(count) de jours d'affilée")
        case .time: return plural(count, one: "\(count) fois d'affilée", other: "\(count) fois d'affilée")
        case .week:
            return plural(
                count, one: "\(count) semaine d'affilée", other: "\(count) semaines d'affilée",
                many: "\(count) de semaines d'affilée")
        }
    }

    /// "1 jour", "5 fois", "3 semaines".
    private func count(_ streak: StreakCount) -> String {
        let count = streak.length
        switch streak.unit {
        case .day: return days(count)
        case .time: return "\(count) fois"
        case .week: return plural(count, one: "\(count) semaine", other: "\(count) semaines", many: "\(count) de semaines")
        }
    }

    /// "chaque jour", "lun., mer., ven.", "3 fois par semaine", "tous les 3 jours".
    private func scheduleWords(_ schedule: Schedule) -> String {
        switch schedule {
        case .daily: return "chaque jour"
        case .days(let weekdays): return weekdayList(weekdays)
        case .perWeek(let times): return plural(times, one: "une fois par semaine", other: "\(times) fois par semaine")
        case .every(let interval): return "tous les \(interval) jours"
        }
    }

    /// The schedule after "prévue": "chaque jour", "le lundi et le mercredi", "3 fois par semaine".
    private func dueWords(_ schedule: Schedule) -> String {
        guard case .days(let weekdays) = schedule else { return scheduleWords(schedule) }
        return listed(Weekday.allCases.filter(weekdays.contains).map { "le " + weekdayName($0) })
    }

    /// "A", "A et B", "A, B et C".
    private func listed(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.joined() }
        return items.dropLast().joined(separator: ", ") + " et " + last
    }

    private func weekdayList(_ weekdays: Set<Weekday>) -> String {
        Weekday.allCases.filter(weekdays.contains).map { String(weekdayName($0).prefix(3)) + "." }.joined(separator: ", ")
    }

    private func days(_ count: Int) -> String {
        plural(count, one: "\(count) jour", other: "\(count) jours", many: "\(count) de jours")
    }

    private func habits(_ count: Int) -> String {
        plural(count, one: "\(count) habitude", other: "\(count) habitudes", many: "\(count) d'habitudes")
    }

    private func newOnes(_ count: Int) -> String {
        plural(count, one: "\(count) nouvelle", other: "\(count) nouvelles")
    }

    private func entries(_ count: Int) -> String {
        plural(count, one: "\(count) entrée", other: "\(count) entrées", many: "\(count) d'entrées")
    }

    private func fields(_ count: Int) -> String {
        plural(count, one: "\(count) champ", other: "\(count) champs")
    }

    private func allAlreadyDone(_ count: Int) -> String {
        plural(count, one: "le jour était déjà fait", other: "les \(count) jours étaient déjà faits")
    }

    private func someAlreadyDone(_ count: Int) -> String {
        plural(count, one: "\(count) des jours était déjà fait", other: "\(count) des jours étaient déjà faits")
    }

    private func recordText(_ record: Streak) -> String {
        let length = count(StreakCount(record.length, record.unit))
        guard record.first != record.last else { return "\(length) (\(date(record.first)))" }
        return "\(length) (\(date(record.first)) – \(date(record.last)))"
    }

    /// "24 sur 30 (80 %)", or "aucun jour pour l'instant".
    private func rateText(_ rate: HabitStatistics.Rate) -> String {
        guard let percent = rate.percent else {
            return rate.measure == .weeks ? "aucune semaine réussie ou manquée pour l'instant" : "aucun jour pour l'instant"
        }
        switch rate.measure {
        case .days: return "\(rate.done) sur \(rate.days) (\(percent)\u{202F}%)"
        case .dueDays: return "\(rate.done) sur \(rate.days) jours prévus (\(percent)\u{202F}%)"
        case .interval(let interval):
            let done = plural(rate.done, one: "\(rate.done) jour fait", other: "\(rate.done) jours faits")
            return "\(done) en \(days(rate.days)), une fois tous les \(interval) jours demandée (\(percent)\u{202F}%)"
        case .weeks:
            return plural(
                rate.days, one: "\(rate.done) semaine réussie sur \(rate.days) (\(percent)\u{202F}%)",
                other: "\(rate.done) semaines réussies sur \(rate.days) (\(percent)\u{202F}%)")
        }
    }

    /// "il y a 2 minutes", or "par la dernière modification" when the time is unknown.
    private func agoText(_ elapsed: Elapsed?) -> String {
        switch elapsed {
        case nil: return "par la dernière modification"
        case .moments: return "il y a quelques secondes"
        case .minutes(let count): return plural(count, one: "il y a \(count) minute", other: "il y a \(count) minutes")
        case .hours(let count): return plural(count, one: "il y a \(count) heure", other: "il y a \(count) heures")
        case .days(let count): return "il y a \(days(count))"
        }
    }

    private func redoAgo(_ elapsed: Elapsed?) -> String {
        guard elapsed != nil else { return "" }
        return " (\(agoText(elapsed)))"
    }

    /// "aujourd'hui", "le 27 nov. 2026 et hier", "sur 5 jours".
    private func dayList(_ days: [Day], today: Day) -> String {
        guard days.count <= 2 else { return "sur \(days.count) jours" }
        return days.map { phrase(DayPhrase($0, today: today)) }.joined(separator: " et ")
    }

    private func summary(_ command: CommandName) -> String {
        switch command {
        case .list: return "Afficher chaque habitude avec la progression du jour (par défaut)."
        case .add:
            return
                "Ajouter une habitude\u{00A0}: chaque jour, ou avec --days, --per-week ou --every\u{202F}; mesurée avec un objectif."
        case .edit: return "Changer le programme (pour tout l'historique), l'icône, la couleur, l'objectif ou l'unité."
        case .log: return "Ajouter une quantité au jour d'une habitude (négative, elle corrige\u{202F}; --set remplace le total)."
        case .note: return "Écrire une ligne sur le jour d'une habitude (un TEXTE vide la retire)."
        case .skip:
            return
                "Excuser des habitudes, ou toutes avec --all, aujourd'hui ou à --date (un jour de repos)\u{00A0}: la série tient."
        case .pause: return "Mettre des habitudes en pause, ou toutes avec --all, de --from (aujourd'hui) à --until (sans fin)."
        case .resume:
            return
                "Terminer la pause d'habitudes, ou de toutes avec --all\u{00A0}: elles sont de nouveau prévues dès aujourd'hui."
        case .check: return "Marquer des habitudes comme faites aujourd'hui, ou à --date."
        case .uncheck: return "Retirer la coche et la quantité d'aujourd'hui, ou de --date."
        case .toggle:
            return "Basculer des habitudes entre faites et pas faites (une limite\u{00A0}: noter 0 ou effacer la quantité)."
        case .show:
            return "Afficher la série, le record, les 7 derniers jours et les dernières semaines d'une habitude "
                + "(sans NOM\u{00A0}: toutes)."
        case .stats: return "Afficher les statistiques\u{00A0}: taux, série, record, meilleur jour (sans NOM\u{00A0}: toutes)."
        case .rename: return "Renommer une habitude\u{202F}; son historique reste."
        case .delete: return "Supprimer une habitude et son historique, après confirmation."
        case .help: return "Afficher l'aide de toutes les commandes ou d'une seule."
        case .todo: return "Lister les habitudes prévues aujourd'hui et pas faites\u{202F}; code de sortie 1 s'il y en a."
        case .status: return "Dire si une habitude est faite aujourd'hui ou à --date\u{00A0}: code de sortie 0 si oui, 1 sinon."
        case .names: return "Afficher le nom de chaque habitude, un par ligne."
        case .import:
            return
                "Ajouter habitudes et jours depuis du CSV, un export JSON ou une autre application\u{202F}; - lit l'entrée standard."
        case .export: return "Écrire toutes les habitudes et tous les jours sur la sortie standard."
        case .completion: return "Afficher un script de complétion pour bash, zsh ou fish."
        case .undo: return "Annuler la dernière modification (relancer pour la rétablir)."
        case .archive: return "Archiver des habitudes\u{00A0}: hors de list, todo et du reste, leur historique conservé."
        case .unarchive: return "Ramener des habitudes archivées."
        case .move: return "Déplacer une habitude dans l'ordre\u{00A0}: --to N, --before AUTRE ou --after AUTRE."
        case .ask:
            return
                "Faire le bilan\u{00A0}: demander chaque habitude prévue sans réponse, aujourd'hui d'abord, puis les jours d'avant."
        case .config: return "Afficher les réglages (day-starts-at, language, color) et l'origine de chacun."
        case .merge: return "Fusionner une autre copie du fichier de données (à trois voies avec --base, sinon à deux)."
        case .mergeDriver: return "Pilote de fusion pour git\u{00A0}: fusionner LEUR dans NOTRE (%O %A %B)."
        }
    }

    private func optionHelp(_ option: OptionName, _ command: CommandName?, facts: OptionFacts) -> String {
        switch option {
        case .file: return "Utiliser ce fichier de données."
        case .back: return "Demander au plus N jours avant aujourd'hui (par défaut \(facts.defaultBack))."
        case .man: return "Afficher la page de manuel (roff), telle qu'installée pour man habit."
        case .days:
            return
                "Prévue ces jours-là\u{00A0}: lun,mer,ven ou mon,wed,fri (français, anglais ou allemand, courts ou entiers), weekdays ou weekends."
        case .perWeek:
            return
                "Faite K jours de chaque semaine, du lundi au dimanche (K de \(facts.timesPerWeek.lowerBound) à \(facts.timesPerWeek.upperBound))."
        case .every:
            return
                "Faite au moins une fois tous les N jours (N de \(facts.intervals.lowerBound) à \(facts.intervals.upperBound))."
        case .daily: return "De nouveau prévue chaque jour."
        case .from where command == .import:
            return
                "Lire les fichiers d'une autre application\u{00A0}: loop (son export CSV, zip ou dossier), harsh, habitctl (leur dossier), dijo."
        case .from: return "Le premier jour de pause\u{00A0}: AAAA-MM-JJ, aujourd'hui ou hier (par défaut aujourd'hui)."
        case .until: return "Le dernier jour de pause, jusqu'à un an à l'avance (par défaut\u{00A0}: jusqu'à habit resume)."
        case .base: return "La copie dont les deux sont issues (l'ancêtre commun)\u{202F}: une fusion à trois voies."
        case .archived: return "Afficher plutôt les habitudes archivées."
        case .matching:
            return
                "Seulement les noms dont TEXTE trouve le début, sans tenir compte de la casse ni des accents (pour la complétion)."
        case .candidates:
            return
                "Pour les scripts de complétion\u{00A0}: les commandes, les options (d'une commande) ou les mots pour un jour, dans la langue actuelle."
        case .to: return "Placer l'habitude en position N (1 est en haut)."
        case .before: return "Placer l'habitude juste avant AUTRE."
        case .after: return "Placer l'habitude juste après AUTRE."
        case .wait:
            return "Attendre au plus SECONDES un autre habit (par défaut \(facts.defaultWait), ou $HABIT_WAIT)."
        case .color where command == .add || command == .edit:
            return "La couleur de l'habitude\u{00A0}: \(facts.colors.joined(separator: ", ")) "
                + "(auto, always et never règlent toujours la couleur de la sortie)."
        case .color: return "Colorer la sortie\u{00A0}: auto (par défaut), always ou never."
        case .help: return "Afficher cette aide."
        case .version: return "Afficher la version."
        case .icon: return "Un emoji ou un court symbole (par défaut \(facts.defaultIcon))."
        case .date: return "Le jour\u{00A0}: AAAA-MM-JJ, aujourd'hui ou hier (par défaut aujourd'hui)."
        case .yes: return "Supprimer sans demander (nécessaire dans les scripts)."
        case .weeks:
            return
                "Semaines du calendrier, de \(facts.weeks.lowerBound) à \(facts.weeks.upperBound) (par défaut \(facts.defaultWeeks), ou autant qu'il en tient)."
        case .notes: return "Toutes les notes au lieu des trois dernières."
        case .json: return "Afficher du JSON pour les scripts au lieu du texte."
        case .asOf: return "Tout afficher tel que c'était ce jour-là\u{00A0}: AAAA-MM-JJ, aujourd'hui ou hier."
        case .quiet: return "Ne rien afficher\u{202F}; seul le code de sortie répond."
        case .format where command == .import:
            return "csv ou json (par défaut\u{00A0}: json si l'entrée commence par {, sinon csv)."
        case .format: return "csv (par défaut) ou json, le format propre au fichier de données."
        case .goal: return "Mesurée\u{00A0}: un jour prévu est fait quand sa quantité atteint QUANTITÉ."
        case .atMost: return "Une limite\u{00A0}: un jour est tenu tant que sa quantité reste au plus QUANTITÉ."
        case .weeklyGoal: return "Mesurée par semaine\u{00A0}: faite quand lundi à dimanche totalisent QUANTITÉ."
        case .unit where command == .edit:
            return "Ce que comptent les quantités\u{202F}; seule, une nouvelle unité pour l'objectif (vide\u{00A0}: aucune)."
        case .unit: return "Ce que comptent les quantités\u{00A0}: verres, km."
        case .noGoal: return "Retirer l'objectif ou la limite\u{202F}; les quantités restent."
        case .set: return "Faire de QUANTITÉ le total du jour au lieu de l'ajouter (0 enregistre zéro)."
        case .all: return "Toutes les habitudes non archivées, au lieu de noms (des vacances)."
        case .note: return "La note du jour\u{00A0}: une ligne de texte (vide, elle est retirée)."
        }
    }

    private func amountProblem(_ error: AmountError, limits: AmountLimits) -> String {
        switch error {
        case .notANumber(let text):
            return
                "«\u{202F}\(text)\u{202F}» n'est pas un nombre\u{202F}; donnez des chiffres, avec des chiffres de part et d'autre d'une virgule ou d'un point, comme 0,5."
        case .tooManyDecimals(let text):
            return "«\u{202F}\(text)\u{202F}» a plus de \(limits.decimals) décimales\u{202F}; arrondissez-le."
        case .tooLarge(let text):
            return "«\u{202F}\(text)\u{202F}» dépasse \(largest(limits))\u{202F}; donnez une quantité plus petite."
        case .totalTooLarge(let day, let total):
            return
                "Le total du \(date(day)) serait \(digitGroups.grouped(number(total))), plus de \(largest(limits))\u{202F}; donnez une quantité plus petite."
        case .totalBelowZero(let day, let total):
            return "Le total du \(date(day)) serait \(number(total)), sous 0\u{202F}; retirez au plus la quantité déjà notée."
        case .negativeTotal(let total):
            return "--set \(number(total)) mettrait le total du jour sous 0\u{202F}; donnez 0 ou plus (--set 0 note zéro)."
        case .futureDay(let day, let today): return habit(.futureDay(day, today: today))
        case .invalidGoal(.atMost, let amount):
            return "\(number(amount)) ne peut pas être une limite\u{202F}; donnez une quantité de 0 à \(largest(limits))."
        case .invalidGoal(_, let amount):
            return
                "\(number(amount)) ne peut pas être un objectif\u{202F}; donnez une quantité supérieure à 0 et d'au plus \(largest(limits))."
        case .invalidUnit(let unit):
            return
                "L'unité «\u{202F}\(unit)\u{202F}» n'est pas utilisable\u{202F}; donnez un mot d'au plus \(limits.unitLength) caractères "
                + "sans caractère de contrôle."
        case .controlCharacterInNote(let text):
            return
                "La note «\u{202F}\(text)\u{202F}» contient un saut de ligne ou un caractère de contrôle\u{202F}; écrivez une seule ligne."
        case .noteTooLong(let length):
            return "La note fait \(length) caractères\u{202F}; raccourcissez-la à \(limits.noteLength) au plus."
        }
    }

    /// La confirmation de `log`\u{00A0}: "Eau\u{00A0}: 5/8 verres aujourd'hui".
    /// « 5/8 Gläser », « 12/20 km cette semaine », « 3 » sans objectif : l'avancée dans une question de `ask` et dans `status`.
    private func progress(_ total: Amount, _ goal: Goal?, _ thisWeek: Bool) -> String {
        guard let goal else { return number(total) }
        let progress = "\(number(total))/\(measure(goal.amount, goal.unit))"
        guard goal.kind == .weeklyAtLeast else { return progress }
        return progress + (thisWeek ? " cette semaine" : " cette semaine-là")
    }

    /// "2 amounts and 1 note" in an import's summary: the counts of amounts and of notes.
    private func amounts(_ count: Int) -> String {
        plural(count, one: "\(count) quantité", other: "\(count) quantités", many: "\(count) de quantités")
    }
    private func notes(_ count: Int) -> String {
        plural(count, one: "\(count) note", other: "\(count) notes", many: "\(count) de notes")
    }

    private func logged(
        _ name: String, _ day: String, _ total: Amount, _ goal: Goal?, _ week: Amount?, _ which: String
    ) -> String {
        guard let goal else { return "\(name)\u{00A0}: \(number(total)) \(day)" }
        let progress = "\(number(total))/\(measure(goal.amount, goal.unit))"
        switch goal.kind {
        case .atLeast where total >= goal.amount: return "✓ \(name)\u{00A0}: \(progress) \(day), objectif atteint"
        case .atLeast: return "\(name)\u{00A0}: \(progress) \(day)"
        case .atMost where total > goal.amount: return "\(name)\u{00A0}: \(progress) \(day), au-delà de la limite"
        case .atMost: return "\(name)\u{00A0}: \(progress) \(day), dans la limite"
        case .weeklyAtLeast:
            let week = week ?? total
            let sum = "\(number(week))/\(measure(goal.amount, goal.unit)) \(which)"
            if week >= goal.amount {
                return "✓ \(name)\u{00A0}: \(measure(total, goal.unit)) \(day), \(sum), objectif de la semaine atteint"
            }
            return "\(name)\u{00A0}: \(measure(total, goal.unit)) \(day), \(sum)"
        }
    }

    private func habit(_ error: HabitError) -> String {
        switch error {
        case .futureDay(let day, let today):
            return "Le \(date(day)) est dans le futur (nous sommes le \(date(today)))\u{202F}; "
                + "seuls aujourd'hui et les jours passés peuvent être modifiés."
        case .weeklyGoalChecked(let name):
            return
                "«\u{202F}\(name)\u{202F}» a un objectif hebdomadaire, atteint par des quantités et non par des jours cochés\u{202F}; "
                + "notez une quantité avec «\u{202F}habit log\u{202F}»."
        case .emptyName: return "Une habitude a besoin d'un nom\u{202F}; tapez au moins un caractère autre qu'une espace."
        case .controlCharacterInName(let name):
            return
                "Le nom «\u{202F}\(name)\u{202F}» contient un saut de ligne ou un caractère de contrôle\u{202F}; utilisez du texte simple."
        case .nameTooLong(let length, let maximum):
            return "Le nom fait \(length) caractères\u{202F}; \(maximum) au plus sont permis."
        case .nameTaken(let name): return "Une habitude «\u{202F}\(name)\u{202F}» existe déjà\u{202F}; choisissez un autre nom."
        case .nameClash(let name, let existing):
            return "«\u{202F}\(name)\u{202F}» ne diffère de «\u{202F}\(existing)\u{202F}» que par la casse, les accents ou la "
                + "largeur, et habit les tient pour le même nom\u{202F}; choisissez un autre nom."
        case .invalidIcon(let icon):
            return
                "L'icône «\u{202F}\(icon)\u{202F}» n'est pas utilisable\u{202F}; donnez un emoji ou un court symbole sans espace."
        case .unknownHabit(let name, let suggestion?):
            return
                "Il n'y a pas d'habitude «\u{202F}\(name)\u{202F}»\u{202F}; \(didYouMean(suggestion))"
        case .unknownHabit(let name, nil):
            return "Il n'y a pas d'habitude «\u{202F}\(name)\u{202F}»\u{202F}; «\u{202F}habit list\u{202F}» les montre toutes."
        case .ambiguousHabit(let name, let candidates):
            let list = candidates.map { "«\u{202F}\($0)\u{202F}»" }.joined(separator: ", ")
            return
                "«\u{202F}\(name)\u{202F}» correspond à plusieurs habitudes\u{00A0}: \(list)\u{202F}; tapez une plus grande partie du nom."
        case .lookalikeHabits(let name, let candidates):
            let list = candidates.map { "«\u{202F}\($0)\u{202F}»" }.joined(separator: ", ")
            return "«\u{202F}\(name)\u{202F}» peut désigner plusieurs habitudes dont les noms ne diffèrent que par la casse, "
                + "les accents ou la largeur\u{00A0}: \(list)\u{202F}; tapez le nom exactement comme il est écrit, ou "
                + "renommez-en une avec «\u{202F}habit rename\u{202F}»."
        case .duplicateID(let id, let name):
            return "L'habitude «\u{202F}\(name)\u{202F}» a l'identifiant \(id.uuidString), qu'une autre habitude a déjà\u{202F}; "
                + "donnez-lui un nouvel identifiant ou supprimez-la."
        case .untrimmedName(let name): return "Le nom «\u{202F}\(name)\u{202F}» est entouré d'espaces\u{202F}; retirez-les."
        case .pauseEndsBeforeStart(let first, let last):
            return "Une pause ne peut pas finir le \(date(last)), avant son début le \(date(first))\u{202F}; "
                + "donnez une fin égale ou postérieure au début."
        case .pauseTooFarAhead(let day, let latest):
            return "Le \(date(day)) est à plus d'un an\u{202F}; une pause peut être prévue jusqu'au \(date(latest))."
        }
    }

    private func usage(_ error: UsageError) -> String {
        switch error {
        case .unknownCommand(let word, let suggestion?):
            return
                "Commande inconnue «\u{202F}\(word)\u{202F}»\u{202F}; \(didYouMean(suggestion))"
        case .unknownCommand(let word, nil):
            return "Commande inconnue «\u{202F}\(word)\u{202F}»\u{202F}; voir «\u{202F}habit help\u{202F}»."
        case .unknownOption(let option, let command?, let suggestion?):
            return
                "Option inconnue «\u{202F}\(option)\u{202F}» pour «\u{202F}habit \(command.rawValue)\u{202F}»\u{202F}; \(didYouMean(suggestion))"
        case .unknownOption(let option, let command?, nil):
            return
                "Option inconnue «\u{202F}\(option)\u{202F}» pour «\u{202F}habit \(command.rawValue)\u{202F}»\u{202F}; voir «\u{202F}habit help \(command.rawValue)\u{202F}»."
        case .unknownOption(let option, nil, let suggestion?):
            return
                "Option inconnue «\u{202F}\(option)\u{202F}»\u{202F}; \(didYouMean(suggestion))"
        case .unknownOption(let option, nil, nil):
            return "Option inconnue «\u{202F}\(option)\u{202F}»\u{202F}; voir «\u{202F}habit help\u{202F}»."
        case .nameLikeOption(let option, let command, let retry):
            return "Option inconnue «\u{202F}\(option)\u{202F}» pour «\u{202F}habit \(command.rawValue)\u{202F}»\u{202F}; "
                + "un nom ou un texte qui commence par «\u{202F}-\u{202F}» se place après «\u{202F}--\u{202F}»\u{00A0}: \(retry)"
        case .missingValue(let option, let placeholder):
            return "L'option «\u{202F}\(option)\u{202F}» attend une valeur\u{00A0}: \(option) \(self.placeholder(placeholder))"
        case .unexpectedValue(let option):
            return "L'option «\u{202F}\(option)\u{202F}» ne prend pas de valeur\u{202F}; écrivez seulement \(option)."
        case .missingArgument(let command, let placeholder):
            return
                "«\u{202F}habit \(command.rawValue)\u{202F}» attend \(self.placeholder(placeholder))\u{202F}; voir «\u{202F}habit help \(command.rawValue)\u{202F}»."
        case .argumentNotTaken(let argument, let command):
            return
                "«\u{202F}habit \(command.rawValue)\u{202F}» ne prend pas d'argument, mais a reçu «\u{202F}\(argument)\u{202F}»\u{202F}; lancez-la seule\u{00A0}: habit \(command.rawValue)"
        case .extraArgument(let argument, let command, let several):
            return "Argument inattendu «\u{202F}\(argument)\u{202F}» pour «\u{202F}habit \(command.rawValue)\u{202F}»\u{202F}; "
                + "mettez entre guillemets un nom qui contient des espaces (\(listed(several.map(\.rawValue))) prennent plusieurs noms)."
        case .allWithNames(let name, let command):
            return
                "«\u{202F}habit \(command.rawValue) --all\u{202F}» désigne toutes les habitudes, mais a aussi reçu le nom «\u{202F}\(name)\u{202F}»\u{202F}; "
                + "donnez les noms ou --all."
        case .optionAfterEnd(let option, let command):
            return "«\u{202F}\(option)\u{202F}» suit «\u{202F}--\u{202F}», qui termine les options, "
                + "et «\u{202F}habit \(command.rawValue)\u{202F}» le prend pour un argument\u{202F}; placez les options avant «\u{202F}--\u{202F}»."
        case .badDate(let text):
            return
                "«\u{202F}\(text)\u{202F}» n'est pas un jour\u{202F}; utilisez AAAA-MM-JJ (une date qui existe), aujourd'hui ou hier."
        case .badWeeks(let text, let range):
            return
                "«\u{202F}\(text)\u{202F}» n'est pas un nombre de semaines valide\u{202F}; utilisez un nombre entier de \(range.lowerBound) à \(range.upperBound)."
        case .dayTooEarly(let text, let earliest):
            return
                "«\u{202F}\(text)\u{202F}» est avant \(earliest.year), le premier jour accepté par habit\u{202F}; vérifiez l'année."
        case .badColor(let text, let choices):
            return "«\u{202F}\(text)\u{202F}» n'est pas une couleur\u{202F}; choisissez parmi\u{00A0}: "
                + "\(choices.joined(separator: ", "))."
        case .badColorMode(let text):
            return "«\u{202F}\(text)\u{202F}» n'est pas un mode de couleur\u{202F}; utilisez --color auto, always ou never."
        case .unknownHelpTopic(let topic, let suggestion?):
            return
                "Il n'y a pas de commande «\u{202F}\(topic)\u{202F}»\u{202F}; \(didYouMean(suggestion))"
        case .unknownHelpTopic(let topic, nil):
            return "Il n'y a pas de commande «\u{202F}\(topic)\u{202F}»\u{202F}; voir «\u{202F}habit help\u{202F}»."
        case .badFormat(let text):
            return "«\u{202F}\(text)\u{202F}» n'est pas un format\u{202F}; utilisez --format csv ou --format json."
        case .badTracker(let text, _):
            return "«\u{202F}\(text)\u{202F}» n'est pas une application dont habit importe\u{202F}; "
                + "utilisez --from loop, harsh, habitctl ou dijo."
        case .trackerWithFormat:
            return "--from et --format ne se combinent pas\u{00A0}: --from lit les fichiers propres de l'application."
        case .badDays(let text):
            return
                "«\u{202F}\(text)\u{202F}» n'est pas un jour de la semaine\u{202F}; utilisez --days avec des jours séparés par des virgules, "
                + "par exemple lun,mer,ven (lun…dim ou noms entiers, en anglais mo…su, mon…sun, en allemand mo,di,mi,do,fr,sa,so), "
                + "ou weekdays ou weekends."
        case .badPerWeek(let text, let range):
            return
                "«\u{202F}\(text)\u{202F}» n'est pas un nombre de jours par semaine\u{202F}; utilisez --per-week avec un nombre entier de \(range.lowerBound) à \(range.upperBound)."
        case .badEvery(let text, let range):
            return
                "«\u{202F}\(text)\u{202F}» n'est pas un intervalle\u{202F}; utilisez --every avec un nombre entier de jours de \(range.lowerBound) à \(range.upperBound)."
        case .conflictingSchedules(let first, let second):
            return
                "\(first) et \(second) ne se combinent pas\u{202F}; donnez un seul programme\u{00A0}: --days, --per-week ou --every "
                + "(edit accepte aussi --daily)."
        case .nothingToEdit:
            return "Rien à changer\u{202F}; donnez --days, --per-week, --every, --daily, --icon, --color, --goal, --at-most, "
                + "--weekly-goal, --unit ou --no-goal (voir «\u{202F}habit help edit\u{202F}»)."
        case .amount(let error, let limits): return amountProblem(error, limits: limits)
        case .conflictingGoals(let first, let second):
            return "\(first) et \(second) ne se combinent pas\u{202F}; n'en donnez qu'une."
        case .goalConflictsWithSchedule("--weekly-goal", let schedule):
            return
                "--weekly-goal ne se combine pas avec \(schedule)\u{00A0}: un objectif hebdomadaire tient lieu de programme\u{202F}; "
                + "retirez \(schedule)."
        case .goalConflictsWithSchedule(let goal, let schedule):
            return
                "\(goal) ne se combine pas avec \(schedule)\u{00A0}: il vaut pour chaque jour prévu\u{202F}; prenez plutôt --days ou --every."
        case .unitWithoutGoal:
            return "--unit nomme ce que compte un objectif\u{202F}; donnez-la avec --goal, --at-most ou --weekly-goal."
        case .badBack(let text, let maximum):
            return
                "«\u{202F}\(text)\u{202F}» n'est pas un nombre de jours\u{202F}; utilisez un nombre entier de 0 à \(maximum), "
                + "par exemple --back 14."
        case .repeatedOption(let option):
            return "L'option «\u{202F}\(option)\u{202F}» a été donnée deux fois\u{202F}; donnez-la une seule fois."
        case .blankName(let command):
            return
                "Un nom d'habitude ne peut pas être vide\u{202F}; «\u{202F}habit \(command.rawValue)\u{202F}» attend le nom d'une habitude."
        case .badPosition(let text):
            return
                "«\u{202F}\(text)\u{202F}» n'est pas une position\u{202F}; utilisez un nombre entier à partir de 1 (en haut), par exemple --to 1."
        case .moveNeedsOneTarget:
            return "habit move attend exactement un de --to N, --before AUTRE et --after AUTRE, par exemple\u{00A0}: "
                + "habit move Lesen --to 1"
        case .badWait(let text, true, let maximum):
            return "HABIT_WAIT vaut «\u{202F}\(text)\u{202F}», qui n'est pas un nombre de secondes\u{202F}; "
                + "utilisez un nombre de 0 à \(maximum), par exemple --wait 60."
        case .badWait(let text, false, let maximum):
            return
                "«\u{202F}\(text)\u{202F}» n'est pas un nombre de secondes\u{202F}; utilisez un nombre de 0 à \(maximum), "
                + "par exemple --wait 60."
        case .unknownShell(let text, let suggestion?):
            return
                "Pas de complétion pour «\u{202F}\(text)\u{202F}»\u{202F}; \(didYouMean(suggestion))"
        case .unknownShell(let text, nil):
            return "Pas de complétion pour «\u{202F}\(text)\u{202F}»\u{202F}; choisissez bash, zsh ou fish."
        case .badCandidates(let text):
            return
                "La complétion ne propose rien sous le nom «\u{202F}\(text)\u{202F}»\u{202F}; demandez commands, options ou days."
        }
    }

    private func store(_ error: StoreError, limits: FileLimits) -> String {
        switch error {
        case .noHome:
            return "Impossible de savoir où sont les données, car HOME n'est pas défini\u{202F}; "
                + "donnez à HABIT_FILE le chemin du fichier de données ou utilisez --file CHEMIN."
        case .homeNotAbsolute(let home):
            return
                "Impossible de savoir où sont les données\u{00A0}: HOME vaut «\u{202F}\(home)\u{202F}», qui n'est pas un chemin absolu\u{202F}; "
                + "donnez à HOME un chemin qui commence par /, ou à HABIT_FILE le chemin du fichier de données, "
                + "ou utilisez --file CHEMIN."
        case .missingFile(let path):
            return "\(path) n'existe pas\u{202F}; vérifiez le chemin donné par --file ou HABIT_FILE. "
                + "Une commande qui modifie les habitudes (comme habit add) le crée."
        case .danglingLink(let path, let target):
            return "\(path) est un lien symbolique vers \(target), dont le dossier n'existe pas\u{202F}; "
                + "créez ce dossier ou corrigez le lien. Rien n'a été écrit."
        case .symbolicLink(let path):
            return "\(path) est un lien symbolique, que habit ne suit jamais pour sa sauvegarde et son verrou\u{202F}; "
                + "retirez-le et réessayez. Rien n'a été modifié."
        case .hardLinked(let path, let links):
            return
                "\(path) a \(links) liens physiques (noms)\u{202F}; habit remplace le fichier en écrivant, ce qui les séparerait. "
                + "Rien n'a été modifié. Gardez un seul nom et utilisez des liens symboliques pour les autres."
        case .lockTimeout(let path, let lock, let seconds):
            return
                "Un autre habit tient le verrou de \(path) (\(lock)) depuis \(self.seconds(seconds))\u{202F}; rien n'a été modifié. "
                + "Réessayez plus tard, ou attendez plus longtemps avec --wait SECONDES ou HABIT_WAIT."
        case .isDirectory(let path):
            return
                "\(path) est un dossier, pas un fichier de données\u{202F}; faites pointer HABIT_FILE ou --file vers un fichier."
        case .unreadable(let path, let reason):
            return "Impossible de lire \(path)\u{00A0}: \(reason)\u{202F}; vérifiez le fichier et ses droits."
        case .corrupt(let path, let problem):
            return "\(path) n'est pas un fichier habit valide\u{00A0}: \(format(problem)) — "
                + "il n'a pas été modifié\u{202F}; réparez-le ou restaurez une sauvegarde."
        case .newerVersion(let path, let version):
            return
                "\(path) est au format version \(version), mais ce habit lit jusqu'à la version \(limits.newestVersion)\u{202F}; "
                + "mettez habit à jour. Le fichier n'a pas été modifié."
        case .writeFailed(let path, let reason):
            return "Impossible d'enregistrer \(path)\u{00A0}: \(reason)\u{202F}; rien n'a été modifié."
        case .notAFile(let path):
            return "\(path) n'est pas un fichier ordinaire (c'est un périphérique, un tube ou une socket)\u{202F}; "
                + "faites pointer HABIT_FILE ou --file vers un fichier."
        case .tooLarge(let path, let size):
            return "\(path) fait \(size) octets, plus qu'un fichier habit ne peut en faire "
                + "(\(limits.maximumSize >> 20) Mio au plus)\u{202F}; il n'a pas été modifié. "
                + "Faites pointer HABIT_FILE ou --file vers votre fichier habit."
        case .wouldBeUnreadable(let path, .tooLarge(let size)):
            return "La modification porterait \(path) à \(size >> 20) Mio, plus que les \(limits.maximumSize >> 20) Mio "
                + "que habit relit\u{202F}; rien n'a été modifié."
        case .wouldBeUnreadable(let path, .format(let problem)):
            return "La modification écrirait \(path) de sorte que habit ne pourrait pas le relire (\(format(problem)))\u{202F}; "
                + "rien n'a été modifié."
        case .nothingToUndo(let path):
            return "Rien à annuler\u{00A0}: habit n'a apporté à \(path) aucune modification qu'il pourrait reprendre."
        case .changedSinceBackup(let path, let backup):
            return "\(path) a été modifié depuis la dernière écriture de habit (à la main ou par un autre programme) "
                + "et l'annulation perdrait cette modification\u{202F}; rien n'a été restauré. "
                + "Les habitudes d'avant la dernière modification de habit sont dans \(backup)."
        }
    }

    private func format(_ problem: FormatProblem) -> String {
        switch problem {
        case .syntax(let line, let column, let problem): return "ligne \(line), colonne \(column)\u{00A0}: \(syntax(problem))"
        case .missingKey(let path): return "la clé «\u{202F}\(path)\u{202F}» manque"
        case .wrongType(let path, let expected): return "«\u{202F}\(path)\u{202F}» devrait être \(kind(expected))"
        case .duplicateKey(let path): return "la clé «\u{202F}\(path)\u{202F}» apparaît deux fois"
        case .badDay(let path, let text):
            return
                "«\u{202F}\(path)\u{202F}» vaut «\u{202F}\(text)\u{202F}», qui n'est pas un jour (AAAA-MM-JJ ou AAAA-MM-JJ/AAAA-MM-JJ)"
        case .badColor(let path, let text):
            return "«\u{202F}\(path)\u{202F}» vaut «\u{202F}\(text)\u{202F}», qui n'est pas une couleur de la palette"
        case .badID(let path, let text): return "«\u{202F}\(path)\u{202F}» vaut «\u{202F}\(text)\u{202F}», qui n'est pas un UUID"
        case .duplicateID(let path): return "«\u{202F}\(path)\u{202F}» répète l'identifiant d'une habitude précédente"
        case .invalidHabit(let path, let error): return "«\u{202F}\(path)\u{202F}»\u{00A0}: \(withoutFinalStop(habit(error)))"
        case .duplicateName(let path, let name):
            return "«\u{202F}\(path)\u{202F}» vaut «\u{202F}\(name)\u{202F}», le nom d'une habitude précédente "
                + "(les noms doivent différer, sans tenir compte de la casse)"
        case .futureDay(let path, let text, let today, let ahead):
            return
                "«\u{202F}\(path)\u{202F}» vaut «\u{202F}\(text)\u{202F}», plus de \(days(ahead)) après aujourd'hui (\(date(today))), "
                + "donc l'horloge était sans doute fausse lors de l'écriture"
        case .dayTooEarly(let path, let text, let earliest):
            return
                "«\u{202F}\(path)\u{202F}» vaut «\u{202F}\(text)\u{202F}», avant \(earliest.year), le premier jour accepté par habit"
        case .outOfRange(let path, let text, let range):
            return
                "«\u{202F}\(path)\u{202F}» vaut \(text)\u{202F}; il doit être de \(digitGroups.grouped(String(range.lowerBound))) à \(digitGroups.grouped(String(range.upperBound)))"
        case .badPause(let path, let text):
            return "«\u{202F}\(path)\u{202F}» vaut «\u{202F}\(text)\u{202F}», qui n'est pas une pause "
                + "(AAAA-MM-JJ/AAAA-MM-JJ avec la fin au plus tôt au début, ou AAAA-MM-JJ/..)"
        case .unknownValue(let path, let text):
            return "«\u{202F}\(path)\u{202F}» vaut «\u{202F}\(text)\u{202F}», que cette version de habit ne comprend pas"
        }
    }

    /// A sentence of this table quoted inside another, without its full stop.
    private func withoutFinalStop(_ text: String) -> String {
        text.hasSuffix(".") ? String(text.dropLast()) : text
    }

    private func kind(_ kind: FormatProblem.ValueKind) -> String {
        switch kind {
        case .object: return "un objet"
        case .list: return "une liste"
        case .string: return "une chaîne"
        case .integer: return "un nombre entier"
        case .number: return "un nombre"
        case .boolean: return "true ou false"
        case .other: return "autre chose"
        }
    }

    private func syntax(_ problem: JSONSyntaxProblem) -> String {
        switch problem {
        case .empty: return "le fichier est vide"
        case .trailingText: return "du texte inattendu après la fin des données"
        case .tooDeep: return "les données sont trop imbriquées"
        case .endsEarly: return "les données s'arrêtent trop tôt"
        case .unexpectedCharacter(let character): return "caractère inattendu «\u{202F}\(character)\u{202F}»"
        case .expectedKey: return "une clé entre guillemets droits était attendue"
        case .expectedColon: return "«\u{202F}:\u{202F}» était attendu après une clé"
        case .expectedCommaOrBrace: return "«\u{202F},\u{202F}» ou «\u{202F}}\u{202F}» était attendu"
        case .expectedCommaOrBracket: return "«\u{202F},\u{202F}» ou «\u{202F}]\u{202F}» était attendu"
        case .controlCharacter: return "un caractère de contrôle dans une chaîne"
        case .unclosedString: return "une chaîne jamais fermée"
        case .loneSurrogate: return "un échappement \\u avec un demi-codet isolé"
        case .badUnicodeEscape: return "un échappement \\u sans quatre chiffres hexadécimaux"
        case .unknownEscape(let character): return "un échappement inconnu «\u{202F}\\\(character)\u{202F}»"
        case .badNumber: return "un nombre mal formé"
        case .invalidUTF8: return "du texte qui n'est pas de l'UTF-8 valide"
        }
    }

    private func importFailed(_ error: ImportError, limits: FileLimits, amounts: AmountLimits) -> String {
        let problem = importProblem(error, limits: limits, amounts: amounts)
        return error.foundInput ? problem + " Rien n'a été importé." : problem
    }

    private func importProblem(_ error: ImportError, limits: FileLimits, amounts: AmountLimits) -> String {
        switch error {
        case .fileNotFound(let path):
            return
                "Il n'y a pas de fichier \(path) à importer\u{202F}; vérifiez le chemin, ou utilisez - pour lire l'entrée standard."
        case .isDirectory(let path): return "\(path) est un dossier\u{202F}; donnez le fichier CSV ou JSON à importer."
        case .unreadable(let path, let reason):
            return store(.unreadable(path: path, reason: reason), limits: limits)
        case .tooLarge(nil, _):
            return "L'entrée standard contient plus que les \(limits.maximumSize >> 20) Mio d'un fichier habit\u{202F}; "
                + "découpez-la."
        case .tooLarge(let path?, nil):
            return "\(path) contient plus que les \(limits.maximumSize >> 20) Mio d'un fichier habit\u{202F}; "
                + "découpez-le."
        case .tooLarge(let path?, let size?):
            return "\(path) fait \(size >> 20) Mio, plus que les \(limits.maximumSize >> 20) Mio d'un fichier habit\u{202F}; "
                + "découpez-le."
        case .syntax(let line, let problem): return "Ligne \(line)\u{00A0}: \(csv(problem))."
        case .columnCount(let line, let found):
            return "La ligne \(line) a \(fields(found))\u{202F}; chaque ligne attend name,date ou name,date,state,amount,note "
                + "(mettez entre guillemets un nom qui contient une virgule)."
        case .badState(let line, let text):
            return
                "Ligne \(line)\u{00A0}: l'état «\u{202F}\(text)\u{202F}» n'est ni done ni skipped\u{202F}; écrivez done ou skipped, ou laissez le champ vide."
        case .badAmount(let line, let text):
            return "Ligne \(line)\u{00A0}: la quantité «\u{202F}\(text)\u{202F}» n'est pas un nombre de 0 à \(largest(amounts)) "
                + "avec au plus \(amounts.decimals) décimales."
        case .badNote(let line):
            return "Ligne \(line)\u{00A0}: la note contient un saut de ligne ou un caractère de contrôle, ou plus de "
                + "\(amounts.noteLength) caractères\u{202F}; écrivez une seule ligne d'au plus \(amounts.noteLength) caractères."
        case .badDate(let line, let text):
            return
                "Ligne \(line)\u{00A0}: «\u{202F}\(text)\u{202F}» n'est pas un jour\u{202F}; utilisez AAAA-MM-JJ (une date qui existe)."
        case .futureDate(let line, let day, let today):
            return
                "Ligne \(line)\u{00A0}: le \(date(day)) est dans le futur (nous sommes le \(date(today)))\u{202F}; corrigez ou supprimez la ligne."
        case .badName(let line, let problem): return "Ligne \(line)\u{00A0}: \(rowName(problem))"
        case .json(let problem):
            return "Le JSON à importer n'est pas un export habit\u{00A0}: \(format(problem))."
        case .newerVersion(let version):
            return "Le JSON à importer est au format version \(version), mais ce habit lit jusqu'à la version "
                + "\(limits.newestVersion)\u{202F}; mettez habit à jour."
        case .futureDay(let name, let day, let today):
            return
                "«\u{202F}\(name)\u{202F}» a dans le JSON un jour dans le futur\u{00A0}: le \(date(day)) (nous sommes le \(date(today)))\u{202F}; corrigez-le ou supprimez-le."
        case .foreignFileMissing(let path, let tracker):
            return "Il n'y a pas de fichier \(path)\u{202F}; \(trackerFiles(tracker))"
        case .foreignLine(let path, let line, let problem):
            return "\(path), ligne \(line)\u{00A0}: \(foreignLine(problem, amounts: amounts))"
        case .foreignJSON(let path, let problem):
            return "\(path) n'est pas un fichier d'habitudes de dijo\u{00A0}: \(format(problem))."
        case .badZip(let path):
            return "\(path) n'est pas un fichier zip que habit sait lire (abîmé, chiffré ou compressé autrement)\u{202F}; "
                + "décompressez-le et importez le dossier."
        }
    }

    private func trackerFiles(_ tracker: ForeignFormat) -> String {
        switch tracker {
        case .loop: return "donnez l'export CSV de Loop\u{00A0}: le fichier zip, ou son dossier décompressé avec Habits.csv."
        case .harsh: return "donnez le dossier de harsh (~/.config/harsh) avec ses fichiers habits et log."
        case .habitctl: return "donnez le dossier de habitctl (~/.habitctl) avec ses fichiers habits et log."
        case .dijo: return "donnez le habit_record.json de dijo, ou le dossier qui le contient."
        }
    }

    /// Un nom lu sur une ligne d'un fichier, formulé pour cette ligne (en minuscule après
    /// « Ligne 3 : », corrigé dans le fichier), non pour un nom tapé en ligne de commande.
    private func rowName(_ problem: NameProblem) -> String {
        switch problem {
        case .empty: return "le nom de l'habitude est vide\u{202F}; écrivez-y un nom ou supprimez la ligne."
        case .controlCharacter(let name):
            return "le nom «\u{202F}\(name)\u{202F}» contient un saut de ligne ou un caractère de contrôle\u{202F}; "
                + "écrivez-le en texte simple dans le fichier."
        case .tooLong(let length, let maximum):
            return "le nom fait \(length) caractères, plus que les \(maximum) permis\u{202F}; raccourcissez-le dans le fichier."
        }
    }

    private func foreignLine(_ problem: ForeignLineProblem, amounts: AmountLimits) -> String {
        switch problem {
        case .csv(let problem): return csv(problem) + "."
        case .unreadable(let text, let expected):
            return "impossible de lire «\u{202F}\(text)\u{202F}»\u{202F}; attendu\u{00A0}: \(expected)."
        case .futureDate(let day, let today):
            return "le \(date(day)) est dans le futur (nous sommes le \(date(today)))\u{202F}; corrigez la date là-bas."
        case .badName(let problem): return rowName(problem)
        case .badAmount(let text):
            return
                "la quantité «\u{202F}\(text)\u{202F}» n'est pas un nombre de 0 à \(largest(amounts)) avec au plus \(amounts.decimals) décimales."
        case .noteTooLong(let length):
            return
                "la note a \(length) caractères, plus que les \(amounts.noteLength) que garde habit\u{202F}; raccourcissez-la là-bas."
        }
    }

    /// "10 secondes", "1 seconde", "0,5 seconde".
    private func seconds(_ value: Double) -> String {
        let number = value == value.rounded() ? String(Int(value)) : String(String(value).map { $0 == "." ? "," : $0 })
        return value < 2 ? "\(number) seconde" : "\(number) secondes"
    }

    private func configFailed(_ error: ConfigError) -> String {
        switch error {
        case .notASetting(let path, let line, let text):
            return
                "\(path), ligne \(line)\u{00A0}: «\u{202F}\(text)\u{202F}» n'est pas un réglage\u{202F}; écrivez clé = valeur, par exemple "
                + "day-starts-at = 4. Rien n'a été fait."
        case .unknownKey(let path, let line, let key, let suggestion?):
            return
                "\(path), ligne \(line)\u{00A0}: il n'y a pas de réglage «\u{202F}\(key)\u{202F}»\u{202F}; \(didYouMean(suggestion)) "
                + "Rien n'a été fait."
        case .unknownKey(let path, let line, let key, nil):
            return
                "\(path), ligne \(line)\u{00A0}: il n'y a pas de réglage «\u{202F}\(key)\u{202F}»\u{202F}; les réglages sont day-starts-at, "
                + "language et color. Rien n'a été fait."
        case .badValue(let path, let line, let key, let value):
            return
                "\(path), ligne \(line)\u{00A0}: \(key.rawValue) ne peut pas valoir «\u{202F}\(value)\u{202F}»\u{202F}; \(allowed(key)). "
                + "Rien n'a été fait."
        case .badEnvironment(let variable, let key, let value):
            return
                "\(variable) vaut «\u{202F}\(value)\u{202F}», que \(key.rawValue) ne peut pas valoir\u{202F}; \(allowed(key)). Rien n'a été fait."
        case .unreadable(let path, let reason):
            return
                "Impossible de lire le fichier de réglages \(path)\u{00A0}: \(reason)\u{202F}; vérifiez ses droits. Rien n'a été fait."
        case .notText(let path):
            return "Le fichier de réglages \(path) n'est pas un fichier texte de lignes clé = valeur\u{202F}; "
                + "corrigez-le ou supprimez-le. Rien n'a été fait."
        }
    }

    private func allowed(_ key: ConfigFile.Key) -> String {
        switch key {
        case .dayStartsAt: return "utilisez une heure de 0 à 23, par exemple 4 ou 04:00"
        case .language: return "utilisez " + Languages.all.map(\.code).sorted().joined(separator: ", ")
        case .color: return "utilisez auto, always ou never"
        }
    }

    private func csv(_ problem: CSVSyntaxProblem) -> String {
        switch problem {
        case .unterminatedQuote: return "un champ qui s'ouvre par un guillemet n'est jamais fermé"
        case .quoteInUnquotedField:
            return "un guillemet dans un champ qui ne commence pas par un guillemet\u{202F}; "
                + "mettez le champ entre guillemets et doublez le guillemet (\"\")"
        case .textAfterClosingQuote:
            return "du texte après un guillemet fermant\u{202F}; dans un champ entre guillemets, doublez le guillemet (\"\")"
        case .invalidUTF8: return "du texte qui n'est pas de l'UTF-8 valide\u{202F}; enregistrez le fichier en UTF-8"
        }
    }
}
