import HabitCore

/// Die deutschen Sätze von `habit merge` und `habit merge-driver`.
extension German {
    /// The sentence for `message`.
    func merge(_ message: MergeMessage) -> String {
        switch message {
        case .merged(let path, let added, let changed):
            let parts = [
                added == 0 ? nil : added == 1 ? "1 Gewohnheit hinzugefügt" : "\(added) Gewohnheiten hinzugefügt",
                changed == 0 ? nil : changed == 1 ? "1 Gewohnheit geändert" : "\(changed) Gewohnheiten geändert",
            ].compactMap { $0 }
            return "\(path) hineingemischt: " + parts.joined(separator: ", ") + ". Mit habit undo rückgängig machen."
        case .nothingToMerge(let path): return "Nichts zu mischen: \(path) enthält nichts, was dieser Datendatei fehlt."
        case .fileMissing(let path):
            return "Es gibt keine Datei \(path) zum Mischen; prüfe den Pfad. Nichts wurde geändert."
        case .conflict(let conflict): return self.conflict(conflict)
        }
    }

    private func conflict(_ conflict: MergeConflict) -> String {
        switch conflict {
        case .field(let habit, let field):
            return "Beide Kopien haben \(fieldWord(field)) von \(habit) verschieden geändert; diese Kopie gilt."
        case .days(let habit, let kind, let days):
            let what: String
            switch kind {
            case .doneOrSkipped: what = "Erledigtes oder Ausgesetztes"
            case .pauses: what = "die Pausen"
            case .answeredNo: what = "die Antworten auf habit ask"
            case .amounts: what = "die Mengen"
            case .notes: what = "die Notizen"
            }
            return "Beide Kopien haben \(what) von \(habit) am \(dayList(days)) verschieden geändert; diese Kopie gilt."
        case .keptChangedHabit(let name, .theirs):
            return "Die andere Kopie hat \(name) gelöscht, diese hat es geändert; es bleibt erhalten."
        case .keptChangedHabit(let name, .ours):
            return "Diese Kopie hat \(name) gelöscht, die andere hat es geändert; es bleibt mit diesen Änderungen erhalten."
        case .renamedForCollision(let name, let newName):
            return "Zwei verschiedene Gewohnheiten heißen \(name); die aus der anderen Kopie heißt jetzt \(newName)."
        }
    }

    private func fieldWord(_ field: MergeField) -> String {
        switch field {
        case .name: return "den Namen"
        case .icon: return "das Symbol"
        case .color: return "die Farbe"
        case .schedule: return "den Plan"
        case .archived: return "die Archivierung"
        case .goal: return "das Ziel"
        }
    }

    /// "3. Nov. 2026", "3. Nov. 2026 und 5. Nov. 2026", "…, 5. Nov. 2026 und 4 weiteren Tagen".
    private func dayList(_ days: [Day]) -> String {
        let shown = days.prefix(days.count > 3 ? 2 : 3).map(format)
        let rest = days.count - shown.count
        if rest > 0 { return shown.joined(separator: ", ") + " und \(rest) weiteren Tagen" }
        if shown.count < 2 { return shown.joined() }
        return shown.dropLast().joined(separator: ", ") + " und " + (shown.last ?? "")
    }
}
