/// What a plain import (CSV or JSON without amounts or notes) came to, decided from its counts.
public enum ImportOutcome: Equatable, Sendable {
    /// The input has no rows.
    case noRows
    /// No day and no habit of the input is new.
    case nothingNew
    /// Every one of the input's `days` was done already; no habit is new.
    case allAlreadyDone(days: Int)
    /// `days` for `habits` were imported, `newHabits` of them new, none of the days done before.
    case imported(days: Int, habits: Int, newHabits: Int)
    /// As ``imported(days:habits:newHabits:)``, and `alreadyDone` of the days were done before.
    case importedSomeDone(days: Int, habits: Int, newHabits: Int, alreadyDone: Int)

    /// The outcome of importing `days` (of which `alreadyDone` were done) for `habits`.
    public init(days: Int, habits: Int, newHabits: Int, alreadyDone: Int) {
        switch (days, habits, newHabits, alreadyDone) {
        case (0, 0, _, _): self = .noRows
        case (0, _, 0, _): self = .nothingNew
        case (let days, _, 0, let done) where days == done: self = .allAlreadyDone(days: days)
        case (let days, let habits, let new, 0): self = .imported(days: days, habits: habits, newHabits: new)
        case (let days, let habits, let new, let done):
            self = .importedSomeDone(days: days, habits: habits, newHabits: new, alreadyDone: done)
        }
    }
}

/// One non-zero count of what an import brought: days, amounts or notes.
public enum ImportedCount: Equatable, Sendable {
    /// Done or skipped days.
    case days(Int)
    /// Amounts.
    case amounts(Int)
    /// Notes.
    case notes(Int)

    /// The counts of `days`, `amounts` and `notes` that are not zero, in that order.
    public static func nonZero(days: Int, amounts: Int, notes: Int) -> [ImportedCount] {
        [(days, ImportedCount.days(days)), (amounts, .amounts(amounts)), (notes, .notes(notes))].filter { $0.0 > 0 }.map(\.1)
    }
}

/// One non-zero count of what a merge did: habits added or changed.
public enum MergedCount: Equatable, Sendable {
    /// New habits.
    case added(Int)
    /// Habits that changed.
    case changed(Int)

    /// The counts of `added` and `changed` habits that are not zero, in that order.
    public static func nonZero(added: Int, changed: Int) -> [MergedCount] {
        [(added, MergedCount.added(added)), (changed, .changed(changed))].filter { $0.0 > 0 }.map(\.1)
    }
}
