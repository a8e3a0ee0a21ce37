import HabitCore

/// What merging and keeping copies in sync say: the conflicts a merge resolved, the notice
/// that they wait, conflict copies of folder-syncing tools, and `habit merge`'s own errors.
enum SyncMessage: Equatable, Sendable {
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
enum MergeInputRole: Equatable, Sendable {
    /// OTHER: the copy to merge.
    case other
    /// `--base`: the copy both came from.
    case base
}

/// What is at a path given to `habit merge` instead of a regular file.
enum MergeInputKind: Equatable, Sendable {
    case folder
    /// A named pipe, a device or a socket.
    case special
}

/// A conflict as the tables word it: the habit's name (quoted), what both copies changed, and
/// the kept and the set-aside value.
struct ConflictLine: Equatable, Sendable {
    /// The habit's name (the table quotes it).
    var habit: String
    /// What both copies changed.
    var subject: MergeConflict.Subject
    /// What the merge kept.
    var kept: ConflictWords
    /// What it set aside.
    var other: ConflictWords
}

/// A value a conflict names, with what the tables need to word it.
enum ConflictWords: Equatable, Sendable {
    case nothing, done, skipped
    /// A total reached by additions, and the habit's unit.
    case amount(Amount, unit: String?)
    /// A total after a replacement (`--set`), and the habit's unit.
    case setAmount(Amount, unit: String?)
    /// A field's value or a note (the table quotes it).
    case text(String)
    case changed, deleted
    /// The weekday a file's weeks start on (the table names it).
    case weekday(Weekday)
}
