import HabitCore

/// The sentences of `habit merge` and `habit merge-driver`.
enum MergeMessage: Equatable, Sendable {
    /// `habit merge` took what `path` had that this file lacked: `added` new habits and
    /// `changed` changed ones.
    case merged(path: String, added: Int, changed: Int)
    /// `habit merge` found nothing in `path` that this file lacks.
    case nothingToMerge(path: String)
    /// A conflict the merge resolved on its own, for standard error.
    case conflict(MergeConflict)
    /// A file to merge does not exist.
    case fileMissing(path: String)
}
