/// Merges two copies of the same habits that diverged: three-way with their common ancestor,
/// two-way without. Habits are matched by id, never by name.
///
/// Three-way, each field and each day follows the side that changed it; a field both sides
/// changed differently keeps ours and is reported. Amounts both sides changed add up: each
/// side's change is added to the ancestor's total, and a replacement (`habit log --set`) wins
/// over additions. Two-way, days, skips and pauses are the union, of two amounts the larger is
/// kept, and a field that differs keeps ours; each is reported. Notes both sides changed are
/// joined. `created` always takes the earlier day. The conflicts the data file lists are merged
/// as a set, and the new ones are added to them.
public enum HabitMerge {
    /// The merge of `theirs` into `ours`, with `base` as the common ancestor when known.
    ///
    /// Ours' order is kept; habits only theirs has follow in theirs' order. Merging a copy with
    /// itself, or with an unchanged copy, gives `ours` unchanged.
    public static func merge(ours: HabitCollection, theirs: HabitCollection, base: HabitCollection?) -> MergeResult {
        // The habits of all three counted in ours' week, so that a week set on one side alone
        // changes no habit: the week is the file's, merged on its own below.
        let theirWeek = theirs.weekStart
        var theirs = theirs
        theirs.weekStart = ours.weekStart
        let base = base.map { base in
            var base = base
            base.weekStart = ours.weekStart
            return base
        }
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
                    conflicts.append(keptChanged(habit))
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
                    conflicts.append(keptChanged(habit))
                }
            } else {
                merged.append(habit)
            }
        }
        let oursNames = Dictionary(ours.habits.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        conflicts += separateNames(&merged, keeping: oursNames)
        if ours.weekStart != theirWeek {
            conflicts.append(
                MergeConflict(
                    habitID: MergeConflict.wholeFile, habit: "", subject: .weekStart,
                    kept: .text(ours.weekStart.key), other: .text(theirWeek.key)))
        }
        var collection = HabitCollection(habits: merged, weekStart: ours.weekStart)
        collection.weekStartStated = ours.weekStartStated
        collection.conflicts = mergeList(ours.conflicts, theirs.conflicts, base: base?.conflicts)
        for conflict in conflicts where !collection.conflicts.contains(conflict) { collection.conflicts.append(conflict) }
        return MergeResult(habits: collection, conflicts: conflicts)
    }

    /// The conflict that keeps `habit`, deleted on one side and changed on the other.
    private static func keptChanged(_ habit: Habit) -> MergeConflict {
        MergeConflict(habitID: habit.id, habit: habit.name, subject: .deletedOnOneSide, kept: .changed, other: .deleted)
    }

    /// Two lists merged as sets in ours' order: three-way, an element one side removed is
    /// gone and one either side added is there; two-way, the union.
    static func mergeList<Element: Hashable>(_ ours: [Element], _ theirs: [Element], base: [Element]?) -> [Element] {
        let theirsSet = Set(theirs)
        let baseSet = Set(base ?? [])
        var result = ours.filter { base == nil || theirsSet.contains($0) || !baseSet.contains($0) }
        var seen = Set(ours)
        for element in theirs where !seen.contains(element) && !baseSet.contains(element) {
            result.append(element)
            seen.insert(element)
        }
        return result
    }

    /// One habit from its two versions and, when known, its ancestor.
    static func mergeHabit(ours: Habit, theirs: Habit, base: Habit?) -> (Habit, [MergeConflict]) {
        if ours == theirs || theirs == base { return (ours.created(on: min(ours.created, theirs.created)), []) }
        if ours == base { return (theirs.created(on: min(ours.created, theirs.created)), []) }
        var conflicts: [MergeConflict] = []
        func field<Value: Equatable>(_ kind: MergeField, _ value: (Habit) -> Value, _ text: (Value) -> String) -> Value {
            let (result, conflicted) = mergeValue(ours: value(ours), theirs: value(theirs), base: base.map(value))
            if conflicted {
                conflicts.append(
                    MergeConflict(
                        habitID: ours.id, habit: ours.name, subject: .field(kind), kept: .text(text(value(ours))),
                        other: .text(text(value(theirs)))))
            }
            return result
        }
        let name = field(.name, \.name) { $0 }
        let icon = field(.icon, \.icon) { $0 }
        let color = field(.color, \.color) { $0.rawValue }
        let schedule = field(.schedule, \.schedule, neutralText)
        let isArchived = field(.archived, \.isArchived) { $0 ? "archived" : "active" }
        // A group's tag and needs as one value; its members merge by id, as tags do.
        let shape = field(.group, GroupShape.init) { $0.text }
        var goal = field(.goal, \.goal) { $0.map(neutralText) ?? "none" }
        let reminders = field(.reminders, \.reminders) { $0.isEmpty ? "none" : $0.map(\.description).joined(separator: ",") }
        // What the habit is for, and whether its amounts are readings (in which unit), follow its
        // goal (a quit habit is a limit of 0, a reading has none): the side that changed them
        // wins, ours when both did.
        var (measure, purposeConflicted) = mergeValue(ours: Measure(ours), theirs: Measure(theirs), base: base.map(Measure.init))
        if purposeConflicted || !fits(measure, goal, ours: ours, theirs: theirs) {
            // One side's purpose beside the other's goal (track-only with a goal, quit beside a
            // goal that is not its limit of 0) would be a habit `add` or the reader refuses, and
            // purposes both sides changed differently cannot both stand: ours' purpose and goal
            // are kept together, and the conflict recorded as one of the goal.
            (measure, goal) = (Measure(ours), ours.goal)
            conflicts.removeAll { $0.subject == .field(.goal) }
            conflicts.append(
                MergeConflict(
                    habitID: ours.id, habit: name, subject: .field(.goal), kept: .text(purposeText(ours)),
                    other: .text(purposeText(theirs))))
        }
        for index in conflicts.indices { conflicts[index].habit = name }
        let (days, dayConflicts) = HabitDays.merge(
            ours: ours, theirs: theirs, base: base, isDone: { goal?.isMet(by: $0) ?? $0.isPositive }, name: name)
        conflicts += dayConflicts
        var habit = Habit(
            id: ours.id, name: name, icon: icon, color: color, created: min(ours.created, theirs.created),
            completions: days.completions, schedule: schedule, skips: days.skips, pauses: days.pauses, goal: goal,
            amounts: days.amounts, notes: days.notes)
        habit.isArchived = isArchived
        habit.archivedOn = isArchived == ours.isArchived ? ours.archivedOn : theirs.archivedOn
        if shape.isGroup {
            let members = mergeList(
                ours.group?.members ?? [], theirs.group?.members ?? [], base: base.map { $0.group?.members ?? [] })
            habit.setGroup(HabitGroup(members: members, membersTag: shape.membersTag, needs: shape.needs))
        }
        habit.setStoredPurpose(measure.purpose)
        if measure.isReading { try? habit.setReading(true, unit: measure.readingUnit) }
        habit.reminders = reminders
        // Tags as a set: three-way, a tag one side removed is gone and one either side added is there.
        habit.setTags(mergeList(ours.tags, theirs.tags, base: base?.tags))
        habit.answeredNo = days.answeredNo
        habit.setReplacedAmounts(days.replaced)
        return (habit, conflicts)
    }

    /// Whether a habit is a group, from which tag it takes its members and what it needs,
    /// merged as one value.
    struct GroupShape: Equatable {
        let isGroup: Bool
        let membersTag: String?
        let needs: HabitGroup.Needs

        init(_ habit: Habit) {
            isGroup = habit.group != nil
            membersTag = habit.group?.membersTag
            needs = habit.group?.needs ?? .all
        }

        /// The value in the conflict's neutral words: "needs all", "needs 2, tag sport", "none".
        var text: String {
            guard isGroup else { return "none" }
            let needsText: String
            switch needs {
            case .all: needsText = "all"
            case .any: needsText = "any"
            case .count(let count): needsText = String(count)
            }
            return "needs " + needsText + (membersTag.map { ", tag " + $0 } ?? "")
        }
    }

    /// What a habit is for and how its amounts count, merged as one value: its purpose, and
    /// whether its amounts are readings, in which unit.
    struct Measure: Equatable {
        let purpose: HabitPurpose
        let isReading: Bool
        let readingUnit: String?

        init(_ habit: Habit) {
            purpose = habit.purpose
            isReading = habit.isReading
            readingUnit = habit.readingUnit
        }
    }

    /// Whether `measure` and `goal`, merged each from the side that changed it, make a habit
    /// that `add` and the reader take: a quit habit has its limit of 0, a reading is track-only
    /// and has no goal, and a track-only habit has no goal, unless one side already had that very
    /// goal while track-only (as `habit edit --track-only` keeps a goal), which the merge then
    /// only keeps.
    private static func fits(_ measure: Measure, _ goal: Goal?, ours: Habit, theirs: Habit) -> Bool {
        if measure.isReading { return measure.purpose == .trackOnly && goal == nil }
        switch measure.purpose {
        case .build: return true
        case .quit: return goal?.kind == .atMost && goal?.amount == .zero
        case .trackOnly:
            return goal == nil || [ours, theirs].contains { $0.purpose == .trackOnly && $0.goal == goal }
        }
    }

    /// A habit's purpose and goal in a language-neutral form, for a conflict between them:
    /// `quit`, `reading` (`reading in kg`), `track only` (with its goal, if it kept one: `track
    /// only, >= 8 glasses`), or the goal of a habit to do (`>= 8 glasses`, `none`).
    static func purposeText(_ habit: Habit) -> String {
        if habit.isReading { return "reading" + (habit.readingUnit.map { " in " + $0 } ?? "") }
        switch habit.purpose {
        case .quit: return "quit"
        case .trackOnly: return "track only" + (habit.goal.map { ", " + neutralText($0) } ?? "")
        case .build: return habit.goal.map(neutralText) ?? "none"
        }
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

    /// A schedule in a language-neutral form: `daily`, `mon,fri`, `3/week`, `every 3`, `2/month`,
    /// `monthly 1,15,-1`.
    static func neutralText(_ schedule: Schedule) -> String {
        switch schedule {
        case .daily: return "daily"
        case .days(let days):
            let codes = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
            return Weekday.allCases.filter(days.contains).map { codes[$0.rawValue - 1] }.joined(separator: ",")
        case .perWeek(let times): return "\(times)/week"
        case .every(let interval): return "every \(interval)"
        case .perMonth(let times): return "\(times)/month"
        case .monthlyOn(let days):
            return "monthly " + days.sorted(by: MonthDayOrder.precedes).map(String.init).joined(separator: ",")
        }
    }

    /// A goal in a language-neutral form: `>= 8 glasses`, `<= 2`, `>= 12 km/week`.
    static func neutralText(_ goal: Goal) -> String {
        let unit = goal.unit.map { " " + $0 } ?? ""
        switch goal.kind {
        case .atLeast: return ">= \(goal.amount)\(unit)"
        case .atMost: return "<= \(goal.amount)\(unit)"
        case .weeklyAtLeast: return ">= \(goal.amount)\(unit)/week"
        }
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
                    conflicts.append(
                        MergeConflict(
                            habitID: habits[index].id, habit: name, subject: .sameName, kept: .text(name),
                            other: .text(candidate)))
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
    /// The merged habits, with the conflicts of both copies and this merge's in their list.
    public var habits: HabitCollection
    /// The conflicts this merge resolved, in the habits' order.
    public var conflicts: [MergeConflict]
}
