import HabitCore

extension German {
    /// Was das Mischen und Abgleichen von Kopien sagt.
    func text(_ message: SyncMessage) -> String {
        switch message {
        case .conflict(let line):
            let kept = conflictValue(line.kept), other = conflictValue(line.other)
            switch line.subject {
            case .day(let day):
                return "„\(line.habit)“, \(date(day)): Beide Kopien haben den Tag geändert; behalten: \(kept), "
                    + "beiseitegelegt: \(other)."
            case .note(let day):
                return "„\(line.habit)“, \(date(day)): Beide Notizen zusammen wären zu lang; behalten: \(kept), "
                    + "beiseitegelegt: \(other)."
            case .field(let field):
                return "„\(line.habit)“: Beide Kopien haben \(fieldName(field)) geändert; behalten: \(kept), "
                    + "beiseitegelegt: \(other)."
            case .deletedOnOneSide:
                return
                    "Eine Kopie hat „\(line.habit)“ gelöscht, die andere hat sie geändert; sie bleibt mit den Änderungen erhalten."
            case .sameName:
                return "Zwei verschiedene Gewohnheiten hießen „\(line.habit)“; die aus der anderen Kopie heißt jetzt \(other)."
            case .weekStart:
                return "Die beiden Kopien beginnen ihre Wochen an verschiedenen Tagen; behalten: \(kept), "
                    + "beiseitegelegt: \(other) (habit week-start ändert das)."
            }
        case .conflictsWaiting(let count):
            return plural(
                count, one: "1 Konflikt beim Mischen wurde aufgelöst; siehe habit conflicts.",
                other: "\(count) Konflikte beim Mischen wurden aufgelöst; siehe habit conflicts.")
        case .noConflicts: return "Es gibt keine Konflikte beim Mischen anzusehen."
        case .clearConflictsHint: return "Wenn du sie angesehen hast, nimm sie mit habit conflicts --clear zur Kenntnis."
        case .conflictsCleared(let count):
            return plural(
                count, one: "1 Konflikt beim Mischen zur Kenntnis genommen; habit erwähnt ihn nicht mehr.",
                other: "\(count) Konflikte beim Mischen zur Kenntnis genommen; habit erwähnt sie nicht mehr.")
        case .noConflictsToClear: return "Es gibt keine Konflikte beim Mischen, die zur Kenntnis zu nehmen wären."
        case .conflictCopiesFound(let count, let first):
            return plural(
                count,
                one: "Neben der Datendatei liegt eine Konfliktkopie, \(first); habit merge --conflict-copies mischt sie hinein.",
                other:
                    "Neben der Datendatei liegen \(count) Konfliktkopien, darunter \(first); habit merge --conflict-copies mischt sie hinein."
            )
        case .conflictCopyMerged(let name, let folder): return "\(name) hineingemischt und nach \(folder) verschoben."
        case .noConflictCopies(let folder): return "Neben der Datendatei in \(folder) liegen keine Konfliktkopien."
        case .mergedUnknownKeysOnly(let path):
            return "\(path) hineingemischt: Keine Gewohnheit hat sich geändert, aber die Schlüssel daraus, die diese Version "
                + "nicht kennt, wurden übernommen. Mit habit undo rückgängig machen."
        case .mergeInputNotAFile(let path, .other, .folder):
            return "Die zu mischende Kopie \(quoted(path: path)) ist ein Ordner; gib die Datei einer Kopie der Datendatei an. "
                + "Nichts wurde geändert."
        case .mergeInputNotAFile(let path, .other, .special):
            return
                "Die zu mischende Kopie \(quoted(path: path)) ist keine gewöhnliche Datei (eine Pipe oder ein Gerät); gib die Datei "
                + "einer Kopie der Datendatei an. Nichts wurde geändert."
        case .mergeInputNotAFile(let path, .base, .folder):
            return
                "Der mit --base angegebene Vorfahr \(quoted(path: path)) ist ein Ordner; gib die Datei der Kopie an, von der beide "
                + "stammen. Nichts wurde geändert."
        case .mergeInputNotAFile(let path, .base, .special):
            return
                "Der mit --base angegebene Vorfahr \(quoted(path: path)) ist keine gewöhnliche Datei (eine Pipe oder ein Gerät); gib "
                + "die Datei der Kopie an, von der beide stammen. Nichts wurde geändert."
        }
    }

    private func conflictValue(_ value: ConflictWords) -> String {
        switch value {
        case .nothing: return "nichts eingetragen"
        case .done: return "erledigt"
        case .skipped: return "ausgesetzt"
        case .amount(let amount, let unit): return "\(measure(amount, unit)) eingetragen"
        case .setAmount(let amount, let unit): return "\(measure(amount, unit)) mit --set gesetzt"
        case .text(let text): return "„\(text)“"
        case .changed: return "geändert"
        case .deleted: return "gelöscht"
        case .weekday(let day): return weekdayName(day)
        }
    }

    private func fieldName(_ field: MergeField) -> String {
        switch field {
        case .name: return "den Namen"
        case .icon: return "das Symbol"
        case .color: return "die Farbe"
        case .schedule: return "den Plan"
        case .archived: return "die Archivierung"
        case .goal: return "das Ziel"
        case .reminders: return "die Erinnerungszeiten"
        case .group: return "die Gruppe"
        }
    }
}
