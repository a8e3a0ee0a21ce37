/// What a habit records day by day, gathered for a merge: done and skipped days, pauses, the
/// "no" answers of `habit ask`, amounts and notes.
///
/// Each kind is one entry of ``fields``, a map from a key (a day, or a pause) to a value; the
/// merge treats every map the same way, key by key. A new per-day field is one more entry.
public struct HabitDays: Sendable {
    /// The kinds of per-day records, as a conflict names them.
    public enum Kind: Equatable, Sendable {
        /// Done or skipped: one state per day, so checking on one side and skipping on the
        /// other is a conflict.
        case doneOrSkipped
        /// The stretches the habit rests.
        case pauses
        /// The days answered "no" in `habit ask`.
        case answeredNo
        /// The amounts recorded for a measured habit.
        case amounts
        /// The notes.
        case notes
    }

    /// Whether a day was done or skipped.
    enum Mark: Equatable {
        case done, skipped
    }

    var completions = DaySet()
    var skips = DaySet()
    var pauses = PauseSet()
    var answeredNo = DaySet()
    var amounts: [Day: Amount] = [:]
    var notes: [Day: String] = [:]

    /// Every per-day field, merged in this order.
    static let fields: [any DayFieldMerging] = [
        DayField(
            kind: .doneOrSkipped, day: { $0 }, read: marks,
            write: { days, marks in
                days.completions = DaySet(marks.compactMap { $0.value == .done ? $0.key : nil })
                days.skips = DaySet(marks.compactMap { $0.value == .skipped ? $0.key : nil })
            }),
        DayField(
            kind: .pauses, day: \.first, read: { Dictionary(uniqueKeysWithValues: $0.pauses.map { ($0, true) }) },
            write: { days, pauses in days.pauses = PauseSet(pauses.keys) }),
        DayField(
            kind: .answeredNo, day: { $0 }, read: { Dictionary(uniqueKeysWithValues: $0.answeredNo.map { ($0, true) }) },
            write: { days, answers in days.answeredNo = DaySet(answers.keys) }),
        DayField(kind: .amounts, day: { $0 }, read: { $0.amounts }, write: { $0.amounts = $1 }),
        DayField(kind: .notes, day: { $0 }, read: { $0.notes }, write: { $0.notes = $1 }),
    ]

    private static func marks(of habit: Habit) -> [Day: Mark] {
        var marks = [Day: Mark](minimumCapacity: habit.completions.count + habit.skips.count)
        for day in habit.completions { marks[day] = .done }
        for day in habit.skips { marks[day] = .skipped }
        return marks
    }
}

/// One per-day field, merged key by key.
protocol DayFieldMerging: Sendable {
    var kind: HabitDays.Kind { get }
    /// Merges the field of the two versions (and the ancestor) into `days`; returns the days
    /// on which both sides changed it differently (ours was kept).
    func merge(ours: Habit, theirs: Habit, base: Habit?, into days: inout HabitDays) -> [Day]
}

/// A per-day field as a map from `Key` to `Value`, read from a habit and written into
/// ``HabitDays``.
struct DayField<Key: Hashable & Sendable, Value: Equatable & Sendable>: DayFieldMerging {
    let kind: HabitDays.Kind
    /// The day a key stands for, when a conflict names it.
    let day: @Sendable (Key) -> Day
    let read: @Sendable (Habit) -> [Key: Value]
    let write: @Sendable (inout HabitDays, [Key: Value]) -> Void

    func merge(ours: Habit, theirs: Habit, base: Habit?, into days: inout HabitDays) -> [Day] {
        let mine = read(ours)
        let other = read(theirs)
        let ancestor = base.map(read)
        var merged = mine
        var conflicts: [Day] = []
        var keys = Set(mine.keys).union(other.keys)
        if let ancestor { keys.formUnion(ancestor.keys) }
        for key in keys {
            let (value, conflicted): (Value?, Bool)
            if let ancestor {
                (value, conflicted) = HabitMerge.mergeValue(ours: mine[key], theirs: other[key], base: ancestor[key])
            } else {
                // Two-way: what one side recorded and the other did not is kept (the union).
                (value, conflicted) = HabitMerge.mergeValue(
                    ours: mine[key] ?? other[key], theirs: other[key] ?? mine[key], base: nil)
            }
            merged[key] = value
            if conflicted { conflicts.append(day(key)) }
        }
        write(&days, merged)
        return conflicts.sorted()
    }
}
