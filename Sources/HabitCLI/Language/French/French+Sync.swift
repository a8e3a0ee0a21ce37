import HabitCore

extension French {
    /// Ce que disent la fusion et la synchronisation des copies.
    func text(_ message: SyncMessage) -> String {
        switch message {
        case .conflict(let line):
            let kept = conflictValue(line.kept), other = conflictValue(line.other)
            switch line.subject {
            case .day(let day):
                return "«\u{202F}\(line.habit)\u{202F}», \(date(day))\u{00A0}: les deux copies ont modifié ce jour\u{202F}; "
                    + "gardé\u{00A0}: \(kept), mis de côté\u{00A0}: \(other)."
            case .note(let day):
                return
                    "«\u{202F}\(line.habit)\u{202F}», \(date(day))\u{00A0}: les deux notes ensemble seraient trop longues\u{202F}; "
                    + "gardé\u{00A0}: \(kept), mis de côté\u{00A0}: \(other)."
            case .field(let field):
                return "«\u{202F}\(line.habit)\u{202F}»\u{00A0}: les deux copies ont modifié \(fieldName(field))\u{202F}; "
                    + "gardé\u{00A0}: \(kept), mis de côté\u{00A0}: \(other)."
            case .deletedOnOneSide:
                return "Une copie a supprimé «\u{202F}\(line.habit)\u{202F}» et l'autre l'a modifiée\u{202F}; "
                    + "elle est conservée avec les modifications."
            case .sameName:
                return "Deux habitudes différentes s'appelaient «\u{202F}\(line.habit)\u{202F}»\u{202F}; "
                    + "celle de l'autre copie s'appelle maintenant \(other)."
            case .weekStart:
                return "Les deux copies commencent leurs semaines des jours différents\u{202F}; "
                    + "gardé\u{00A0}: \(kept), mis de côté\u{00A0}: \(other) (habit week-start le change)."
            }
        case .conflictsWaiting(let count):
            return plural(
                count, one: "\(count) conflit de fusion a été résolu\u{202F}; voir habit conflicts.",
                other: "\(count) conflits de fusion ont été résolus\u{202F}; voir habit conflicts.")
        case .noConflicts: return "Aucun conflit de fusion à examiner."
        case .clearConflictsHint: return "Une fois examinés, prenez-les en compte avec habit conflicts --clear."
        case .conflictsCleared(let count):
            return plural(
                count, one: "\(count) conflit de fusion pris en compte\u{202F}; habit n'en parle plus.",
                other: "\(count) conflits de fusion pris en compte\u{202F}; habit n'en parle plus.")
        case .noConflictsToClear: return "Il n'y a aucun conflit de fusion à prendre en compte."
        case .conflictCopiesFound(let count, let first):
            return plural(
                count,
                one: "Une copie de conflit du fichier de données se trouve à côté, \(first)\u{202F}; "
                    + "habit merge --conflict-copies la fusionne.",
                other: "\(count) copies de conflit du fichier de données se trouvent à côté, dont \(first)\u{202F}; "
                    + "habit merge --conflict-copies les fusionne.")
        case .conflictCopyMerged(let name, let folder): return "\(name) fusionné et déplacé dans \(folder)."
        case .noConflictCopies(let folder):
            return "Il n'y a aucune copie de conflit à côté du fichier de données dans \(folder)."
        case .mergedUnknownKeysOnly(let path):
            return "\(path) fusionné\u{00A0}: aucune habitude n'a changé, mais les clés qu'il contient et que cette version "
                + "ne connaît pas ont été ajoutées. Annulez avec habit undo."
        case .mergeInputNotAFile(let path, .other, .folder):
            return
                "La copie à fusionner, \(quoted(path: path)), est un dossier\u{202F}; indiquez le fichier d'une copie du fichier de "
                + "données. Rien n'a été modifié."
        case .mergeInputNotAFile(let path, .other, .special):
            return
                "La copie à fusionner, \(quoted(path: path)), n'est pas un fichier ordinaire (un tube ou un périphérique)\u{202F}; "
                + "indiquez le fichier d'une copie du fichier de données. Rien n'a été modifié."
        case .mergeInputNotAFile(let path, .base, .folder):
            return
                "L'ancêtre indiqué avec --base, \(quoted(path: path)), est un dossier\u{202F}; indiquez le fichier de la copie dont "
                + "les deux sont issues. Rien n'a été modifié."
        case .mergeInputNotAFile(let path, .base, .special):
            return "L'ancêtre indiqué avec --base, \(quoted(path: path)), n'est pas un fichier ordinaire (un tube ou un "
                + "périphérique)\u{202F}; indiquez le fichier de la copie dont les deux sont issues. Rien n'a été modifié."
        }
    }

    private func conflictValue(_ value: ConflictWords) -> String {
        switch value {
        case .nothing: return "rien de noté"
        case .done: return "fait"
        case .skipped: return "sauté"
        case .amount(let amount, let unit): return "\(measure(amount, unit)) ajouté"
        case .setAmount(let amount, let unit): return "\(measure(amount, unit)) fixé avec --set"
        case .text(let text): return "«\u{202F}\(text)\u{202F}»"
        case .changed: return "modifiée"
        case .deleted: return "supprimée"
        case .weekday(let day): return weekdayName(day)
        }
    }

    private func fieldName(_ field: MergeField) -> String {
        switch field {
        case .name: return "le nom"
        case .icon: return "l'icône"
        case .color: return "la couleur"
        case .schedule: return "le rythme"
        case .archived: return "l'archivage"
        case .goal: return "l'objectif"
        case .reminders: return "les heures de rappel"
        case .group: return "le groupe"
        }
    }
}
