/// Merges two copies of the same habits that diverged: three-way with their common ancestor,
/// two-way without. Habits are matched by id, never by name.
///
/// Three-way, each field and each day follows the side that changed it; a field both sides
/// changed differently keeps ours and is reported. Two-way, days, skips and pauses are the
/// union, and a field that differs keeps ours and is reported. `created` always takes the
/// earlier day.
public enum HabitMerge {
    /// The merge of `theirs` into `ours`, with `base` as the common ancestor when known.
    ///
    /// Ours' order is kept; habits only theirs has follow in theirs' order. Merging a copy with
    /// itself, or with an unchanged copy, gives `ours` unchanged.
    public static func merge(ours: HabitCollection, theirs: HabitCollection, base: HabitCollection?) -> MergeResult {
        let theirsByID = Dictionary(theirs.habits.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let oursIDs = Set(ours.habits.map(\.id))
        let baseByID = base.map { Dictionary($0.habits.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }) }
        var merged: [Habit] = []
        var conflicts: [MergeConflict] = []
        for habit in ours.habits {
            let ancestor = baseByID?[habit.id]
            if let other = theirsByID[habit.id] {
                let (result, found) = mergeHabit(ours: habit, theirs: other, base: ancestor)
                merged.append(result)
                conflicts += found
            } else if let ancestor {
                // Theirs deleted it: gone, unless ours changed it since.
                if habit != ancestor {
                    merged.append(habit)
                    conflicts.append(.keptChangedHabit(name: habit.name, deletedBy: .theirs))
                }
            } else {
                merged.append(habit)
            }
        }
        for habit in theirs.habits where !oursIDs.contains(habit.id) {
            if let ancestor = baseByID?[habit.id] {
                // Ours deleted it: gone, unless theirs changed it since.
                if habit != ancestor {
                    merged.append(habit)
                    conflicts.append(.keptChangedHabit(name: habit.name, deletedBy: .ours))
                }
            } else {
                merged.append(habit)
            }
        }
        let oursNames = Dictionary(ours.habits.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        conflicts += separateNames(&merged, keeping: oursNames)
        return MergeResult(habits: HabitCollection(habits: merged), conflicts: conflicts)
    }

    /// One habit from its two versions and, when known, its ancestor.
    static func mergeHabit(ours: Habit, theirs: Habit, base: Habit?) -> (Habit, [MergeConflict]) {
        if ours == theirs || theirs == base { return (ours.created(on: min(ours.created, theirs.created)), []) }
        if ours == base { return (theirs.created(on: min(ours.created, theirs.created)), []) }
        var conflicts: [MergeConflict] = []
        func field<Value: Equatable>(_ kind: MergeField, _ value: (Habit) -> Value) -> Value {
            let (result, conflicted) = mergeValue(ours: value(ours), theirs: value(theirs), base: base.map(value))
            if conflicted { conflicts.append(.field(habit: ours.name, kind)) }
            return result
        }
        let name = field(.name, \.name)
        let icon = field(.icon, \.icon)
        let color = field(.color, \.color)
        let schedule = field(.schedule, \.schedule)
        let isArchived = field(.archived, \.isArchived)
        let goal = field(.goal, \.goal)
        var days = HabitDays()
        for dayField in HabitDays.fields {
            let conflicted = dayField.merge(ours: ours, theirs: theirs, base: base, into: &days)
            if !conflicted.isEmpty { conflicts.append(.days(habit: ours.name, dayField.kind, days: conflicted)) }
        }
        var habit = Habit(
            id: ours.id, name: name, icon: icon, color: color, created: min(ours.created, theirs.created),
            completions: days.completions, schedule: schedule, skips: days.skips, pauses: days.pauses, goal: goal,
            amounts: days.amounts, notes: days.notes)
        habit.isArchived = isArchived
        habit.answeredNo = days.answeredNo
        return (habit, conflicts)
    }

    /// One value from its two versions: the side that changed it from `base` wins; when both
    /// changed it differently (or, without a base, when they differ) ours is kept and the
    /// second element is `true`.
    static func mergeValue<Value: Equatable>(ours: Value, theirs: Value, base: Value?) -> (Value, Bool) {
        if ours == theirs { return (ours, false) }
        guard let base else { return (ours, true) }
        if ours == base { return (theirs, false) }
        if theirs == base { return (ours, false) }
        return (ours, true)
    }

    /// Gives every habit whose name another one (of a different id) also has, or one that
    /// differs from it only in case, accents or width, a numbered name ("Read 2"): habits
    /// keeping ours' name keep it, the others are numbered in order.
    private static func separateNames(_ habits: inout [Habit], keeping oursNames: [UUID: String]) -> [MergeConflict] {
        var taken = Set<String>()
        var needsName: [Int] = []
        for (index, habit) in habits.enumerated() where oursNames[habit.id] == habit.name {
            if !taken.insert(HabitName.lookupKey(habit.name)).inserted { needsName.append(index) }
        }
        for (index, habit) in habits.enumerated() where oursNames[habit.id] != habit.name {
            if !taken.insert(HabitName.lookupKey(habit.name)).inserted { needsName.append(index) }
        }
        var conflicts: [MergeConflict] = []
        for index in needsName.sorted() {
            let name = habits[index].name
            var number = 2
            while true {
                let suffix = " \(number)"
                let candidate = String(name.prefix(HabitName.maximumLength - suffix.count)) + suffix
                if taken.insert(HabitName.lookupKey(candidate)).inserted {
                    habits[index].name = candidate
                    conflicts.append(.renamedForCollision(name: name, newName: candidate))
                    break
                }
                number += 1
            }
        }
        return conflicts
    }
}

/// What a merge gives: the habits, and what it had to decide on its own.
public struct MergeResult: Equatable, Sendable {
    /// The merged habits.
    public var habits: HabitCollection
    /// The conflicts found, in the habits' order; each was resolved as its case says.
    public var conflicts: [MergeConflict]
}

/// Which copy a merge speaks of: the one merged into (ours) or the one merged in (theirs).
public enum MergeSide: Equatable, Sendable {
    case ours, theirs
}

/// A field of a habit that is one value for the whole habit.
public enum MergeField: Equatable, Sendable {
    case name, icon, color, schedule, archived, goal
}

/// Something a merge could not take from one side alone; it kept ours, or kept the habit.
public enum MergeConflict: Equatable, Sendable {
    /// Both sides changed `field` of the habit (named as in ours) differently: ours was kept.
    case field(habit: String, MergeField)
    /// Both sides changed what is recorded for these days differently: ours was kept.
    case days(habit: String, HabitDays.Kind, days: [Day])
    /// One side deleted the habit, the other changed it: it was kept, with the changes.
    case keptChangedHabit(name: String, deletedBy: MergeSide)
    /// Two different habits ended up with the same name: the second was renamed.
    case renamedForCollision(name: String, newName: String)
}
