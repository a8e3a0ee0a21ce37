import HabitCore

extension French {
    /// What undo, import and merge say about the data file as a whole.
    func text(_ message: FileMessage) -> String {
        switch message {
        // annulation
        case .undone(.restored(let name, 0), _, let ago, false):
            return "Habitude «\u{202F}\(name)\u{202F}» rétablie, supprimée \(agoText(ago))."
        case .undone(.restored(let name, 0), _, let ago, true):
            return "Habitude «\u{202F}\(name)\u{202F}» rétablie, comme avant l'annulation\(redoAgo(ago))."
        case .undone(.restored(let name, let count), _, let ago, false):
            return "Habitude «\u{202F}\(name)\u{202F}» rétablie avec \(entries(count)), supprimée \(agoText(ago))."
        case .undone(.restored(let name, let count), _, let ago, true):
            return "Habitude «\u{202F}\(name)\u{202F}» rétablie avec \(entries(count)), comme avant l'annulation\(redoAgo(ago))."
        case .undone(.removed(let name), _, let ago, false):
            return "Habitude «\u{202F}\(name)\u{202F}» retirée, ajoutée \(agoText(ago))."
        case .undone(.removed(let name), _, let ago, true):
            return "Habitude «\u{202F}\(name)\u{202F}» retirée, comme avant l'annulation\(redoAgo(ago))."
        case .undone(.renamed(let from, let to), _, let ago, false):
            return "«\u{202F}\(from)\u{202F}» s'appelle de nouveau «\u{202F}\(to)\u{202F}», renommée \(agoText(ago))."
        case .undone(.renamed(let from, let to), _, let ago, true):
            return
                "«\u{202F}\(from)\u{202F}» s'appelle de nouveau «\u{202F}\(to)\u{202F}», comme avant l'annulation\(redoAgo(ago))."
        case .undone(.marked(let name, let days, true), let today, let ago, false):
            return "«\u{202F}\(name)\u{202F}» est de nouveau cochée \(dayList(days, today: today)), décochée \(agoText(ago))."
        case .undone(.marked(let name, let days, true), let today, let ago, true):
            return
                "«\u{202F}\(name)\u{202F}» est de nouveau cochée \(dayList(days, today: today)), comme avant l'annulation\(redoAgo(ago))."
        case .undone(.marked(let name, let days, false), let today, let ago, false):
            return "«\u{202F}\(name)\u{202F}» n'est plus cochée \(dayList(days, today: today)), cochée \(agoText(ago))."
        case .undone(.marked(let name, let days, false), let today, let ago, true):
            return
                "«\u{202F}\(name)\u{202F}» n'est plus cochée \(dayList(days, today: today)), comme avant l'annulation\(redoAgo(ago))."
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
            return
                "«\u{202F}\(name)\u{202F}» est de nouveau excusée \(dayList(days, today: today)), comme avant l'annulation\(redoAgo(ago))."
        case .undone(.skipped(let name, let days, false), let today, let ago, false):
            return "«\u{202F}\(name)\u{202F}» n'est plus excusée \(dayList(days, today: today)), excusée \(agoText(ago))."
        case .undone(.skipped(let name, let days, false), let today, let ago, true):
            return
                "«\u{202F}\(name)\u{202F}» n'est plus excusée \(dayList(days, today: today)), comme avant l'annulation\(redoAgo(ago))."
        case .undone(.answeredNo(let name, let days, true), let today, let ago, false):
            return
                "«\u{202F}\(name)\u{202F}» a de nouveau la réponse «\u{202F}non\u{202F}» \(dayList(days, today: today)), oubliée \(agoText(ago))."
        case .undone(.answeredNo(let name, let days, true), let today, let ago, true):
            return "«\u{202F}\(name)\u{202F}» a de nouveau la réponse «\u{202F}non\u{202F}» \(dayList(days, today: today)), "
                + "comme avant l'annulation\(redoAgo(ago))."
        case .undone(.answeredNo(let name, let days, false), let today, let ago, false):
            return "«\u{202F}\(name)\u{202F}» est de nouveau sans réponse \(dayList(days, today: today)), "
                + "réponse «\u{202F}non\u{202F}» donnée \(agoText(ago))."
        case .undone(.answeredNo(let name, let days, false), let today, let ago, true):
            return
                "«\u{202F}\(name)\u{202F}» est de nouveau sans réponse \(dayList(days, today: today)), comme avant l'annulation\(redoAgo(ago))."
        case .undone(.rescheduled(let name, let schedule), _, let ago, false):
            return "«\u{202F}\(name)\u{202F}» est de nouveau prévue \(dueWords(schedule)), modifiée \(agoText(ago))."
        case .undone(.rescheduled(let name, let schedule), _, let ago, true):
            return
                "«\u{202F}\(name)\u{202F}» est de nouveau prévue \(dueWords(schedule)), comme avant l'annulation\(redoAgo(ago))."
        case .undone(.repaused(let name), _, let ago, false):
            return "«\u{202F}\(name)\u{202F}» a retrouvé ses pauses d'avant, modifiées \(agoText(ago))."
        case .undone(.repaused(let name), _, let ago, true):
            return "«\u{202F}\(name)\u{202F}» a retrouvé ses pauses d'avant, comme avant l'annulation\(redoAgo(ago))."
        case .undone(.restyled(let name), _, let ago, false):
            return "«\u{202F}\(name)\u{202F}» a retrouvé son icône et sa couleur, modifiées \(agoText(ago))."
        case .undone(.restyled(let name), _, let ago, true):
            return
                "«\u{202F}\(name)\u{202F}» a retrouvé sa nouvelle icône et sa nouvelle couleur, comme avant l'annulation\(redoAgo(ago))."
        case .undone(.amounts(let name, let days), let today, let ago, false):
            return
                "«\u{202F}\(name)\u{202F}» a retrouvé ses quantités d'avant \(dayList(days, today: today)), modifiées \(agoText(ago))."
        case .undone(.amounts(let name, let days), let today, let ago, true):
            return "«\u{202F}\(name)\u{202F}» a retrouvé ses quantités modifiées \(dayList(days, today: today)), "
                + "comme avant l'annulation\(redoAgo(ago))."
        case .undone(.notes(let name, let days), let today, let ago, false):
            return
                "«\u{202F}\(name)\u{202F}» a retrouvé ses notes d'avant \(dayList(days, today: today)), modifiées \(agoText(ago))."
        case .undone(.notes(let name, let days), let today, let ago, true):
            return "«\u{202F}\(name)\u{202F}» a retrouvé ses notes modifiées \(dayList(days, today: today)), "
                + "comme avant l'annulation\(redoAgo(ago))."
        case .undone(.regoaled(let name, let goal?, let daily), _, let ago, false):
            return "«\u{202F}\(name)\u{202F}» demande de nouveau \(goalWords(goal, daily: daily)), modifiée \(agoText(ago))."
        case .undone(.regoaled(let name, let goal?, let daily), _, let ago, true):
            return "«\u{202F}\(name)\u{202F}» demande de nouveau \(goalWords(goal, daily: daily)), "
                + "comme avant l'annulation\(redoAgo(ago))."
        case .undone(.regoaled(let name, nil, _), _, let ago, false):
            return "«\u{202F}\(name)\u{202F}» est de nouveau sans objectif ni limite, modifiée \(agoText(ago))."
        case .undone(.regoaled(let name, nil, _), _, let ago, true):
            return "«\u{202F}\(name)\u{202F}» est de nouveau sans objectif ni limite, comme avant l'annulation\(redoAgo(ago))."
        case .undoneWeekStart(let day, let ago, false):
            return
                "Les semaines du fichier de données commencent de nouveau le \(weekdayName(day)) (changement fait \(agoText(ago)))."
        case .undoneWeekStart(let day, let ago, true):
            return "Les semaines du fichier de données commencent de nouveau le \(weekdayName(day)), "
                + "comme avant l'annulation\(redoAgo(ago))."
        case .undoneOrder(let ago, false): return "Ordre des habitudes rétabli, modifié \(agoText(ago))."
        case .undoneOrder(let ago, true): return "Ordre des habitudes rétabli, comme avant l'annulation\(redoAgo(ago))."
        case .undoAgain(true): return "Relancez «\u{202F}habit undo\u{202F}» pour annuler encore une fois."
        case .undoAgain(false): return "Relancez «\u{202F}habit undo\u{202F}» pour rétablir la modification."
        case .imported(.noRows): return "Rien à importer\u{00A0}: l'entrée n'a aucune ligne."
        case .imported(.nothingNew):
            return "Rien de nouveau\u{00A0}: l'entrée ne contient aucun jour ni aucune habitude qui ne soit déjà là\u{202F}; "
                + "le fichier de données est inchangé."
        case .imported(.allAlreadyDone(let days)):
            return "Rien de nouveau\u{00A0}: \(allAlreadyDone(days))\u{202F}; le fichier de données est inchangé."
        case .imported(.imported(let days, let habits, let newHabits)):
            return "Importé\u{00A0}: \(self.days(days)) pour \(self.habits(habits)) (\(newOnes(newHabits)))."
        case .imported(.importedSomeDone(let days, let habits, let newHabits, let alreadyDone)):
            return "Importé\u{00A0}: \(self.days(days)) pour \(self.habits(habits)) (\(newOnes(newHabits)))\u{202F}; "
                + "\(someAlreadyDone(alreadyDone))."
        case .importedAmounts(_, _, _, false):
            return "Rien de nouveau\u{00A0}: les jours, quantités et notes de l'entrée sont déjà là\u{202F}; "
                + "le fichier de données est inchangé."
        case .importedAmounts(let counts, let habits, let newHabits, true):
            return
                "Importé\u{00A0}: \(listed(counts.map(imported))) pour \(self.habits(habits)) (\(newOnes(newHabits)))."
        case .importedHistory(let tracker, 0, _, _, _, _, _):
            return "Rien à importer\u{00A0}: les fichiers de \(tracker.rawValue) ne nomment aucune habitude\u{202F}; "
                + "le fichier de données est inchangé."
        case .importedNothingNew(let tracker, let habits):
            return "Rien de nouveau de \(tracker.rawValue)\u{00A0}: "
                + plural(
                    habits, one: "son habitude et ses jours sont", other: "ses \(habits) habitudes et leurs jours sont")
                + " déjà là\u{202F}; le fichier de données est inchangé."
        case .importedHistory(let tracker, let habits, let newHabits, let done, let skips, let amounts, let notes):
            return "Importé de \(tracker.rawValue)\u{00A0}: \(self.habits(habits)) (\(newOnes(newHabits))), "
                + plural(done, one: "\(done) jour fait, ", other: "\(done) jours faits, ")
                + plural(
                    skips, one: "\(skips) jour sauté, ", other: "\(skips) jours sautés, ")
                + plural(
                    amounts, one: "\(amounts) quantité et ", other: "\(amounts) quantités et ")
                + plural(notes, one: "\(notes) note.", other: "\(notes) notes.")
        case .importNotice(.nearestSchedule(let name, let frequency, let schedule)):
            return "«\u{202F}\(name)\u{202F}» a là-bas la fréquence \(frequency), que habit ne sait pas planifier\u{202F}; "
                + "elle est désormais prévue \(dueWords(schedule)) (modifiable avec habit edit)."
        case .importNotice(.monthlySchedule(let name, let frequency, let schedule)):
            return "«\u{202F}\(name)\u{202F}» a là-bas la fréquence \(frequency), environ un mois\u{202F}; elle est désormais "
                + "prévue \(dueWords(schedule)), par mois civil (modifiable avec habit edit)."
        case .importNotice(.renamedTwin(let name, let renamed)):
            return "Plusieurs habitudes s'appellent là-bas «\u{202F}\(name)\u{202F}»\u{202F}; celle-ci est arrivée sous le nom "
                + "«\u{202F}\(renamed)\u{202F}»."
        case .importNotice(.leftOutLine(let path, let line, let text, let problem)):
            return "Laissée de côté\u{00A0}: \(quoted(path: path)), ligne \(line), «\u{202F}\(quoted(text))\u{202F}»\u{00A0}: "
                + foreignLine(problem, amounts: .current)
        case .importNotice(.keptSettings(let name)):
            return "«\u{202F}\(name)\u{202F}» existait déjà avec un autre programme ou objectif\u{202F}; elle garde les siens "
                + "(modifiables avec habit edit)."
        case .importNotice(.defaultSettings(let count)):
            return plural(
                count,
                one: "La nouvelle habitude a les réglages par défaut (prévue chaque jour, sans objectif ni limite, "
                    + "icône et couleur habituelles)\u{00A0}: le CSV ne contient que des jours\u{202F}; l'export JSON "
                    + "(habit export) garde les réglages.",
                other: "Les \(count) nouvelles habitudes ont les réglages par défaut (prévues chaque jour, sans objectif "
                    + "ni limite, icône et couleur habituelles)\u{00A0}: le CSV ne contient que des jours\u{202F}; "
                    + "l'export JSON (habit export) garde les réglages.")
        case .csvLeavesOutSettings(let count):
            return plural(
                count,
                one: "Le CSV ne contient que des noms et des jours\u{00A0}: cet export omet les réglages d'une "
                    + "habitude (objectif ou limite, programme, pauses, heures de rappel, archivage, étiquettes, icône ou couleur)\u{202F}; habit "
                    + "export sans --format écrit la sauvegarde JSON, qui garde tout.",
                other: "Le CSV ne contient que des noms et des jours\u{00A0}: cet export omet les réglages de \(count) "
                    + "habitudes (objectifs ou limites, programmes, pauses, heures de rappel, archivage, étiquettes, icônes ou couleurs)\u{202F}; "
                    + "habit export sans --format écrit la sauvegarde JSON, qui garde tout.")
        // fusion
        case .merged(let path, let counts):
            return "\(path) fusionné\u{00A0}: " + counts.map(merged).joined(separator: ", ") + ". Annulez avec habit undo."
        case .nothingToMerge(let path):
            return "Rien à fusionner\u{00A0}: \(path) ne contient rien qui manque à ce fichier de données."
        }
    }

    /// « 1 habitude ajoutée », « 2 habitudes modifiées ».
    private func merged(_ count: MergedCount) -> String {
        switch count {
        case .added(let added): return plural(added, one: "\(added) habitude ajoutée", other: "\(added) habitudes ajoutées")
        case .changed(let changed):
            return plural(changed, one: "\(changed) habitude modifiée", other: "\(changed) habitudes modifiées")
        }
    }

    /// « 3 jours », « 2 quantités », « 1 note » : ce qu'un import a apporté.
    private func imported(_ count: ImportedCount) -> String {
        switch count {
        case .days(let count): return days(count)
        case .amounts(let count): return amounts(count)
        case .notes(let count): return notes(count)
        }
    }

    private func habits(_ count: Int) -> String {
        plural(count, one: "\(count) habitude", other: "\(count) habitudes")
    }

    private func newOnes(_ count: Int) -> String {
        plural(count, one: "\(count) nouvelle", other: "\(count) nouvelles")
    }

    private func allAlreadyDone(_ count: Int) -> String {
        plural(count, one: "le jour était déjà fait", other: "les \(count) jours étaient déjà faits")
    }

    private func someAlreadyDone(_ count: Int) -> String {
        plural(count, one: "\(count) des jours était déjà fait", other: "\(count) des jours étaient déjà faits")
    }

    private func redoAgo(_ elapsed: Elapsed?) -> String {
        switch elapsed {
        case nil: return ""
        case let elapsed?: return " (\(agoText(elapsed)))"
        }
    }

    /// "aujourd'hui", "le 27 nov. 2026 et hier", "sur 5 jours".
    private func dayList(_ days: [Day], today: Day) -> String {
        switch DayList(days, today: today) {
        case .named(let days): return days.map(phrase).joined(separator: " et ")
        case .counted(let count): return "sur \(count) jours"
        }
    }

    /// "2 amounts and 1 note" in an import's summary: the counts of amounts and of notes.
    private func amounts(_ count: Int) -> String {
        plural(count, one: "\(count) quantité", other: "\(count) quantités")
    }

    private func notes(_ count: Int) -> String {
        plural(count, one: "\(count) note", other: "\(count) notes")
    }
}
