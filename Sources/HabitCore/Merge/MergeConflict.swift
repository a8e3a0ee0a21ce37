/// Something a merge could not take from one side alone and decided on its own: what it kept,
/// and the other copy's value it set aside. The data file keeps a list of them
/// (``HabitCollection/conflicts``) until the person acknowledges them.
///
/// It names values, not sides: the list travels to the other machines, where "this copy" would
/// mean the other one.
public struct MergeConflict: Hashable, Sendable {
    /// What of the habit both copies changed differently.
    public enum Subject: Hashable, Sendable {
        /// One value of the whole habit (its name, icon, ...).
        case field(MergeField)
        /// A day's mark and amount, which merge as one value.
        case day(Day)
        /// A day's note: the two notes were too long to keep joined.
        case note(Day)
        /// One copy deleted the habit and the other changed it: it was kept, with the changes.
        case deletedOnOneSide
        /// Two different habits had the same name: the one from the other copy was renamed.
        case sameName
        /// The two files' weeks start on different days: this file's was kept (the values are
        /// `text` with the weekday's English name in lower case, `sunday`). Of the whole file,
        /// not of a habit: its habit id is ``MergeConflict/wholeFile`` and its name empty.
        case weekStart
    }

    /// The habit's id.
    public var habitID: UUID
    /// The habit's name in the merged result (its old name for ``Subject/sameName``).
    public var habit: String
    /// What both copies changed.
    public var subject: Subject
    /// The value the merge kept.
    public var kept: ConflictValue
    /// The other copy's value, set aside.
    public var other: ConflictValue

    /// The habit id of a conflict about the whole file (``Subject/weekStart``): all zeros.
    public static let wholeFile = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

    /// A conflict about `subject` of the habit `id` named `habit`.
    public init(habitID: UUID, habit: String, subject: Subject, kept: ConflictValue, other: ConflictValue) {
        self.habitID = habitID
        self.habit = habit
        self.subject = subject
        self.kept = kept
        self.other = other
    }
}

/// A value a merge conflict names: a day's state, or a habit's field as plain text.
public enum ConflictValue: Hashable, Sendable {
    /// Nothing recorded on the day.
    case nothing
    /// The day checked (no amount).
    case done
    /// The day skipped.
    case skipped
    /// The day's total, reached by additions (`habit log`).
    case amount(Amount)
    /// The day's total after a replacement (`habit log --set`, or a check up to the goal).
    case setAmount(Amount)
    /// A field's value or a note, as text (a schedule or goal in a language-neutral form:
    /// `daily`, `mon,fri`, `3/week`, `every 3`, `>= 8 glasses`, `<= 2`, `>= 12 km/week`).
    case text(String)
    /// The habit, changed on one copy.
    case changed
    /// The habit, deleted on one copy.
    case deleted
}

/// Which copy a merge speaks of: the one merged into (ours) or the one merged in (theirs).
public enum MergeSide: Equatable, Sendable {
    case ours, theirs
}

/// A field of a habit that is one value for the whole habit.
public enum MergeField: String, CaseIterable, Equatable, Sendable {
    case name, icon, color, schedule, archived, goal, reminders
    /// A group's tag and needs (its members merge by id without conflict).
    case group
}
