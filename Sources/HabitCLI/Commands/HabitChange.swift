import HabitCore

/// One difference between two states of the habits, as `habit undo` reports what it did:
/// each case says how a habit now is, compared with a moment ago.
enum HabitChange: Equatable, Sendable {
    /// A habit is back, with this many done days (the undone change had deleted it).
    case restored(name: String, entries: Int)
    /// A habit is gone (the undone change had added it).
    case removed(name: String)
    /// A habit has its earlier name again (the undone change had renamed it).
    case renamed(from: String, to: String)
    /// These days of a habit are done again, or no longer done (the undone change had
    /// unchecked or checked them).
    case marked(name: String, days: [Day], isDone: Bool)
    /// A habit has its earlier icon or colour again.
    case restyled(name: String)
    /// A habit is archived again (`isArchived`), or back in the list (the undone change had
    /// brought it back, or archived it).
    case archiving(name: String, isArchived: Bool)
    /// These days of a habit are unanswered again (the undone change had answered "no" for
    /// them in `habit ask`), or answered "no" again.
    case answeredNo(name: String, days: [Day], isAnswered: Bool)
    /// These days of a habit are skipped again, or no longer skipped (the undone change had
    /// checked or unskipped them, or skipped them).
    case skipped(name: String, days: [Day], isSkipped: Bool)
    /// A habit has its earlier schedule again (the undone change had edited it).
    case rescheduled(name: String, schedule: Schedule)
    /// A habit has its earlier pauses again (the undone change had paused or resumed it).
    case repaused(name: String)

    /// What changed from `old` to `new`, habit by habit: new habits in their order first, then
    /// changed ones, then gone ones. Empty when the two hold the same habits (perhaps in
    /// another order).
    static func between(_ old: HabitCollection, _ new: HabitCollection) -> [HabitChange] {
        var changes: [HabitChange] = []
        for habit in new.habits {
            guard let earlier = old[habit.id] else {
                changes.append(.restored(name: habit.name, entries: habit.completions.count))
                continue
            }
            if earlier.name != habit.name {
                changes.append(.renamed(from: earlier.name, to: habit.name))
            }
            let doneAgain = habit.completions.subtracting(earlier.completions).sorted()
            if !doneAgain.isEmpty {
                changes.append(.marked(name: habit.name, days: doneAgain, isDone: true))
            }
            let notDone = earlier.completions.subtracting(habit.completions).sorted()
            if !notDone.isEmpty {
                changes.append(.marked(name: habit.name, days: notDone, isDone: false))
            }
            if earlier.icon != habit.icon || earlier.color != habit.color {
                changes.append(.restyled(name: habit.name))
            }
            let skippedAgain = habit.skips.subtracting(earlier.skips).sorted()
            if !skippedAgain.isEmpty {
                changes.append(.skipped(name: habit.name, days: skippedAgain, isSkipped: true))
            }
            let unskipped = earlier.skips.subtracting(habit.skips).sorted()
            if !unskipped.isEmpty {
                changes.append(.skipped(name: habit.name, days: unskipped, isSkipped: false))
            }
            let answeredAgain = habit.answeredNo.subtracting(earlier.answeredNo).sorted()
            if !answeredAgain.isEmpty {
                changes.append(.answeredNo(name: habit.name, days: answeredAgain, isAnswered: true))
            }
            let unanswered = earlier.answeredNo.subtracting(habit.answeredNo).sorted()
            if !unanswered.isEmpty {
                changes.append(.answeredNo(name: habit.name, days: unanswered, isAnswered: false))
            }
            if earlier.schedule != habit.schedule {
                changes.append(.rescheduled(name: habit.name, schedule: habit.schedule))
            }
            if earlier.pauses != habit.pauses {
                changes.append(.repaused(name: habit.name))
            }
            if earlier.isArchived != habit.isArchived {
                changes.append(.archiving(name: habit.name, isArchived: habit.isArchived))
            }
        }
        for habit in old.habits where new[habit.id] == nil {
            changes.append(.removed(name: habit.name))
        }
        return changes
    }
}
