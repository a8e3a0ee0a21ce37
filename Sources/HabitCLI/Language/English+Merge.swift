import HabitCore

/// The English sentences of `habit merge` and `habit merge-driver`.
extension English {
    /// The sentence for `message`.
    func merge(_ message: MergeMessage) -> String {
        switch message {
        case .merged(let path, let added, let changed):
            let parts = [
                added == 0 ? nil : added == 1 ? "1 habit added" : "\(added) habits added",
                changed == 0 ? nil : changed == 1 ? "1 habit changed" : "\(changed) habits changed",
            ].compactMap { $0 }
            return "Merged \(path): " + parts.joined(separator: ", ") + ". Run habit undo to take it back."
        case .nothingToMerge(let path): return "Nothing to merge: \(path) holds nothing this data file lacks."
        case .fileMissing(let path): return "There is no file \(path) to merge; check the path. Nothing was changed."
        case .conflict(let conflict): return self.conflict(conflict)
        }
    }

    private func conflict(_ conflict: MergeConflict) -> String {
        switch conflict {
        case .field(let habit, let field):
            return "Both copies changed the \(fieldWord(field)) of \(habit) differently; kept this copy's."
        case .days(let habit, let kind, let days):
            let what: String
            switch kind {
            case .doneOrSkipped: what = "what was done or skipped"
            case .pauses: what = "the pauses"
            case .answeredNo: what = "the answers to habit ask"
            case .amounts: what = "the amounts"
            case .notes: what = "the notes"
            }
            return "Both copies changed \(what) for \(habit) on \(dayList(days)) differently; kept this copy's."
        case .keptChangedHabit(let name, .theirs):
            return "The other copy deleted \(name), but this one changed it; it was kept."
        case .keptChangedHabit(let name, .ours):
            return "This copy deleted \(name), but the other one changed it; it was kept with those changes."
        case .renamedForCollision(let name, let newName):
            return "Two different habits are called \(name); the one from the other copy is now called \(newName)."
        }
    }

    private func fieldWord(_ field: MergeField) -> String {
        switch field {
        case .name: return "name"
        case .icon: return "icon"
        case .color: return "colour"
        case .schedule: return "schedule"
        case .archived: return "archiving"
        case .goal: return "goal"
        }
    }

    /// "Nov 3, 2026", "Nov 3, 2026 and Nov 5, 2026", "Nov 3, 2026, Nov 5, 2026 and 4 more days".
    private func dayList(_ days: [Day]) -> String {
        let shown = days.prefix(days.count > 3 ? 2 : 3).map(format)
        let rest = days.count - shown.count
        if rest > 0 { return shown.joined(separator: ", ") + " and \(rest) more days" }
        if shown.count < 2 { return shown.joined() }
        return shown.dropLast().joined(separator: ", ") + " and " + (shown.last ?? "")
    }
}
