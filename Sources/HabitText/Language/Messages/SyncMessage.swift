import HabitCore

/// What merging and keeping copies in sync say: the conflicts a merge resolved, the notice
/// that they wait, conflict copies of folder-syncing tools, and `habit merge`'s own errors.
public enum SyncMessage: Equatable, Sendable {
    /// One conflict a merge resolved on its own: a line on standard error after a merge, and a
    /// line of `habit conflicts`.
    case conflict(ConflictLine)
    /// `habit` and `habit list` on standard error: `count` resolved conflicts wait to be looked at.
    case conflictsWaiting(count: Int)
    /// `habit conflicts` with none listed.
    case noConflicts
    /// The last line of `habit conflicts`: how to acknowledge them.
    case clearConflictsHint
    /// `habit conflicts --clear` acknowledged `count` conflicts.
    case conflictsCleared(count: Int)
    /// `habit conflicts --clear` with none listed.
    case noConflictsToClear
    /// Notice: `count` conflict copies lie beside the data file, `first` (a file name) among them.
    case conflictCopiesFound(count: Int, first: ShownText)
    /// `habit merge --conflict-copies` merged the copy `name` and moved it into `folder`.
    case conflictCopyMerged(name: ShownText, folder: ShownText)
    /// `habit merge --conflict-copies` found none beside the data file in `folder`.
    case noConflictCopies(folder: ShownText)
    /// `habit merge` changed no habit but added the other copy's members this version does not know.
    case mergedUnknownKeysOnly(path: ShownText)
    /// What `habit merge` was given as `role` at `path` is a folder, or no regular file.
    case mergeInputNotAFile(path: String, role: MergeInputRole, kind: MergeInputKind)
}

/// Which argument of `habit merge` a file was given as.
public enum MergeInputRole: Equatable, Sendable {
    /// OTHER: the copy to merge.
    case other
    /// `--base`: the copy both came from.
    case base
}

/// What is at a path given to `habit merge` instead of a regular file.
public enum MergeInputKind: Equatable, Sendable {
    case folder
    /// A named pipe, a device or a socket.
    case special
}

/// A conflict as the sentences word it: the habit's name (quoted), what both copies changed, and
/// the kept and the set-aside value.
public struct ConflictLine: Equatable, Sendable {
    /// The habit's name (the sentence quotes it).
    public var habit: String
    /// What both copies changed.
    public var subject: MergeConflict.Subject
    /// What the merge kept.
    public var kept: ConflictWords
    /// What it set aside.
    public var other: ConflictWords

    /// One with each property as given.
    public init(habit: String, subject: MergeConflict.Subject, kept: ConflictWords, other: ConflictWords) {
        self.habit = habit
        self.subject = subject
        self.kept = kept
        self.other = other
    }
}

/// A value a conflict names, with what the tables need to word it.
public enum ConflictWords: Equatable, Sendable {
    case nothing, done, skipped
    /// A total reached by additions, and the habit's unit.
    case amount(Amount, unit: String?)
    /// A total after a replacement (`--set`), and the habit's unit.
    case setAmount(Amount, unit: String?)
    /// A field's value or a note (the sentence quotes it).
    case text(String)
    case changed, deleted
    /// The weekday a file's weeks start on (the table names it).
    case weekday(Weekday)
}

extension LanguageTable {
    /// What merging and keeping copies in sync say: the entry of the catalog (`sync.…`) each
    /// message picks, and its arguments, formatted for every language alike.
    public func text(_ message: SyncMessage) -> String {
        switch message {
        case .conflict(let line): return conflictSentence(line)
        case .conflictsWaiting(let count): return catalog.text(.syncConflictsWaiting, count: count, ["count": String(count)])
        case .noConflicts: return catalog.text(.syncNoConflicts)
        case .clearConflictsHint: return catalog.text(.syncClearConflictsHint)
        case .conflictsCleared(let count): return catalog.text(.syncConflictsCleared, count: count, ["count": String(count)])
        case .noConflictsToClear: return catalog.text(.syncNoConflictsToClear)
        case .conflictCopiesFound(let count, let first):
            return catalog.text(.syncConflictCopiesFound, count: count, ["count": String(count), "first": "\(first)"])
        case .conflictCopyMerged(let name, let folder):
            return catalog.text(.syncConflictCopyMerged, ["name": "\(name)", "folder": "\(folder)"])
        case .noConflictCopies(let folder): return catalog.text(.syncNoConflictCopies, ["folder": "\(folder)"])
        case .mergedUnknownKeysOnly(let path): return catalog.text(.syncMergedUnknownKeysOnly, ["path": "\(path)"])
        case .mergeInputNotAFile(let path, let role, let kind):
            let key: CatalogKey
            switch (role, kind) {
            case (.other, .folder): key = .syncOtherIsAFolder
            case (.other, .special): key = .syncOtherIsSpecial
            case (.base, .folder): key = .syncBaseIsAFolder
            case (.base, .special): key = .syncBaseIsSpecial
            }
            return catalog.text(key, ["path": quoted(path: path)])
        }
    }

    /// One conflict a merge resolved, as `habit conflicts` lists it.
    private func conflictSentence(_ line: ConflictLine) -> String {
        let kept = conflictValue(line.kept), other = conflictValue(line.other)
        switch line.subject {
        case .day(let day):
            return catalog.text(.syncConflictDay, ["habit": line.habit, "date": date(day), "kept": kept, "other": other])
        case .note(let day):
            return catalog.text(.syncConflictNote, ["habit": line.habit, "date": date(day), "kept": kept, "other": other])
        case .field(let field):
            return catalog.text(
                .syncConflictField, ["habit": line.habit, "field": fieldName(field), "kept": kept, "other": other])
        case .deletedOnOneSide: return catalog.text(.syncConflictDeletedOnOneSide, ["habit": line.habit])
        case .sameName: return catalog.text(.syncConflictSameName, ["habit": line.habit, "other": other])
        case .weekStart: return catalog.text(.syncConflictWeekStart, ["kept": kept, "other": other])
        }
    }

    /// A value a conflict names: "done", "8 glasses logged", "“Kapitel 3”".
    private func conflictValue(_ value: ConflictWords) -> String {
        switch value {
        case .nothing: return catalog.text(.syncValueNothing)
        case .done: return catalog.text(.syncValueDone)
        case .skipped: return catalog.text(.syncValueSkipped)
        case .amount(let amount, let unit): return catalog.text(.syncValueAmount, ["amount": measure(amount, unit)])
        case .setAmount(let amount, let unit): return catalog.text(.syncValueSetAmount, ["amount": measure(amount, unit)])
        case .text(let text): return catalog.text(.syncValueText, ["text": text])
        case .changed: return catalog.text(.syncValueChanged)
        case .deleted: return catalog.text(.syncValueDeleted)
        case .weekday(let day): return weekdayName(day)
        }
    }

    /// The setting both copies changed, as ``conflictSentence(_:)`` names it.
    private func fieldName(_ field: MergeField) -> String {
        switch field {
        case .name: return catalog.text(.syncFieldName)
        case .icon: return catalog.text(.syncFieldIcon)
        case .color: return catalog.text(.syncFieldColor)
        case .schedule: return catalog.text(.syncFieldSchedule)
        case .archived: return catalog.text(.syncFieldArchived)
        case .goal: return catalog.text(.syncFieldGoal)
        case .reminders: return catalog.text(.syncFieldReminders)
        case .group: return catalog.text(.syncFieldGroup)
        }
    }
}
