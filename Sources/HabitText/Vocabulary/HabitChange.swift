import HabitCore

/// One difference between two states of the habits, as `habit undo` reports what it did:
/// each case says how a habit now is, compared with a moment ago.
public enum HabitChange: Equatable, Sendable {
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
    /// These days of a habit have their earlier amounts again (the undone change had logged,
    /// checked or cleared them).
    case amounts(name: String, days: [Day])
    /// These days of a habit have their earlier notes again (or none).
    case notes(name: String, days: [Day])
    /// A habit has its earlier goal again, `nil` for none (the undone change had edited it);
    /// `daily` when the habit is due every day.
    case regoaled(name: String, goal: Goal?, daily: Bool)

    /// What changed from `old` to `new`, habit by habit: new habits in their order first, then
    /// changed ones, then gone ones. Empty when the two hold the same habits (perhaps in
    /// another order).
    public static func between(_ old: HabitCollection, _ new: HabitCollection) -> [HabitChange] {
        var changes: [HabitChange] = []
        for habit in new.habits {
            guard let earlier = old[habit.id] else {
                changes.append(.restored(name: habit.name, entries: habit.completions.count))
                continue
            }
            if earlier.name != habit.name {
                changes.append(.renamed(from: earlier.name, to: habit.name))
            }
            let name = habit.name
            // A limit habit's day with nothing recorded is kept (done) as much as one with 0
            // recorded: only days whose done state differs are marked, the rest are amounts.
            let marked = { (day: Day) in habit.isDone(on: day) != earlier.isDone(on: day) }
            changes += dayChanges(habit.completions, earlier.completions, where: marked) {
                .marked(name: name, days: $0, isDone: $1)
            }
            if earlier.icon != habit.icon || earlier.color != habit.color {
                changes.append(.restyled(name: name))
            }
            changes += dayChanges(habit.skips, earlier.skips) { .skipped(name: name, days: $0, isSkipped: $1) }
            changes += dayChanges(habit.answeredNo, earlier.answeredNo) { .answeredNo(name: name, days: $0, isAnswered: $1) }
            let amounts = differingDays(habit.amounts, earlier.amounts)
            if !amounts.isEmpty { changes.append(.amounts(name: name, days: amounts)) }
            let notes = differingDays(habit.notes, earlier.notes)
            if !notes.isEmpty { changes.append(.notes(name: name, days: notes)) }
            if earlier.goal != habit.goal {
                changes.append(.regoaled(name: name, goal: habit.goal, daily: habit.schedule == .daily))
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

    /// The changes `make` words for the days in `new` and not in `old` (`true`), then for those
    /// in `old` and not in `new` (`false`), each side only with the days `keep` accepts; none for
    /// a side without days.
    private static func dayChanges(
        _ new: DaySet, _ old: DaySet, where keep: (Day) -> Bool = { _ in true },
        _ make: ([Day], Bool) -> HabitChange
    ) -> [HabitChange] {
        [(new.subtracting(old), true), (old.subtracting(new), false)].compactMap { days, isNew in
            let kept = days.sorted().filter(keep)
            return kept.isEmpty ? nil : make(kept, isNew)
        }
    }

    /// The days, in order, whose value differs between `new` and `old` (present in one only, or
    /// different in both).
    private static func differingDays<Value: Equatable>(_ new: [Day: Value], _ old: [Day: Value]) -> [Day] {
        Set(new.keys).union(old.keys).filter { new[$0] != old[$0] }.sorted()
    }
}
