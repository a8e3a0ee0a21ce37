import HabitCore

extension English {
    /// What merging and keeping copies in sync say.
    func text(_ message: SyncMessage) -> String {
        switch message {
        case .conflict(let line):
            let kept = conflictValue(line.kept), other = conflictValue(line.other)
            switch line.subject {
            case .day(let day):
                return "“\(line.habit)”, \(date(day)): both copies changed the day; kept \(kept), set aside \(other)."
            case .note(let day):
                return "“\(line.habit)”, \(date(day)): both notes together would be too long; kept \(kept), set aside \(other)."
            case .field(let field):
                return "“\(line.habit)”: both copies changed the \(fieldName(field)); kept \(kept), set aside \(other)."
            case .deletedOnOneSide:
                return "One copy deleted “\(line.habit)” and the other changed it; it was kept with the changes."
            case .sameName:
                return "Two different habits were called “\(line.habit)”; the one from the other copy is now called \(other)."
            case .weekStart:
                return
                    "The two copies start their weeks on different days; kept \(kept), set aside \(other) (habit week-start changes it)."
            }
        case .conflictsWaiting(let count):
            return plural(
                count, one: "1 merge conflict was resolved; see habit conflicts.",
                other: "\(count) merge conflicts were resolved; see habit conflicts.")
        case .noConflicts: return "No merge conflicts to look at."
        case .clearConflictsHint: return "Once you have looked at them, acknowledge them with habit conflicts --clear."
        case .conflictsCleared(let count):
            return plural(
                count, one: "Acknowledged 1 merge conflict; habit no longer mentions it.",
                other: "Acknowledged \(count) merge conflicts; habit no longer mentions them.")
        case .noConflictsToClear: return "There are no merge conflicts to acknowledge."
        case .conflictCopiesFound(let count, let first):
            return plural(
                count, one: "A conflict copy of the data file lies beside it, \(first); habit merge --conflict-copies merges it.",
                other:
                    "\(count) conflict copies of the data file lie beside it, \(first) among them; habit merge --conflict-copies merges them."
            )
        case .conflictCopyMerged(let name, let folder): return "Merged \(name) and moved it into \(folder)."
        case .noConflictCopies(let folder): return "There are no conflict copies beside the data file in \(folder)."
        case .mergedUnknownKeysOnly(let path):
            return "Merged \(path): no habit changed, but the keys it holds that this version does not know were added. "
                + "Run habit undo to take it back."
        case .mergeInputNotAFile(let path, .other, .folder):
            return
                "The copy to merge, \(quoted(path: path)), is a folder; name the file of a copy of the data file. Nothing was changed."
        case .mergeInputNotAFile(let path, .other, .special):
            return
                "The copy to merge, \(quoted(path: path)), is not a regular file (a pipe or a device); name the file of a copy of the "
                + "data file. Nothing was changed."
        case .mergeInputNotAFile(let path, .base, .folder):
            return
                "The ancestor given with --base, \(quoted(path: path)), is a folder; name the file of the copy both came from. "
                + "Nothing was changed."
        case .mergeInputNotAFile(let path, .base, .special):
            return
                "The ancestor given with --base, \(quoted(path: path)), is not a regular file (a pipe or a device); name the file of "
                + "the copy both came from. Nothing was changed."
        }
    }

    private func conflictValue(_ value: ConflictWords) -> String {
        switch value {
        case .nothing: return "nothing recorded"
        case .done: return "done"
        case .skipped: return "skipped"
        case .amount(let amount, let unit): return "\(measure(amount, unit)) logged"
        case .setAmount(let amount, let unit): return "\(measure(amount, unit)) set with --set"
        case .text(let text): return "“\(text)”"
        case .changed: return "changed"
        case .deleted: return "deleted"
        case .weekday(let day): return weekdayName(day)
        }
    }

    private func fieldName(_ field: MergeField) -> String {
        switch field {
        case .name: return "name"
        case .icon: return "icon"
        case .color: return "colour"
        case .schedule: return "schedule"
        case .archived: return "archiving"
        case .goal: return "goal"
        case .reminders: return "reminder times"
        case .group: return "group"
        }
    }
}
