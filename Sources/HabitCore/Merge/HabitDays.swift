/// What a habit records day by day, gathered for a merge: each day's entry (its mark and
/// amount, one value), pauses, the "no" answers of `habit ask`, and notes.
struct HabitDays {
    var completions = DaySet()
    var skips = DaySet()
    var pauses = PauseSet()
    var answeredNo = DaySet()
    var amounts: [Day: Amount] = [:]
    var replaced: [Day: Amount] = [:]
    var notes: [Day: String] = [:]

    /// The separator between two notes of one day joined by a merge.
    static let noteSeparator = " · "

    /// Merges every per-day record of the two versions (and the ancestor); `isDone` judges a
    /// total by the merged goal. Returns the conflicts it resolved, in day order.
    static func merge(
        ours: Habit, theirs: Habit, base: Habit?, isDone: (Amount) -> Bool, name: String
    ) -> (HabitDays, [MergeConflict]) {
        var days = HabitDays()
        var conflicts: [MergeConflict] = []
        let mine = DayEntry.entries(of: ours)
        let other = DayEntry.entries(of: theirs)
        let ancestor = base.map(DayEntry.entries)
        var keys = Set(mine.keys).union(other.keys)
        if let ancestor { keys.formUnion(ancestor.keys) }
        for day in keys.sorted() {
            let (entry, conflict) = DayEntry.merge(
                ours: mine[day], theirs: other[day], base: ancestor.map { $0[day] }, isDone: isDone)
            if let conflict {
                conflicts.append(
                    MergeConflict(habitID: ours.id, habit: name, subject: .day(day), kept: conflict.kept, other: conflict.other))
            }
            guard let entry else { continue }
            switch entry.mark {
            case .done: days.completions.insert(day)
            case .skipped: days.skips.insert(day)
            case nil: break
            }
            if let amount = entry.amount { days.amounts[day] = amount }
            if let replaced = entry.replaced { days.replaced[day] = replaced }
        }
        days.pauses = PauseSet(mergeSet(Set(ours.pauses), Set(theirs.pauses), base.map { Set($0.pauses) }))
        days.answeredNo = DaySet(mergeSet(Set(ours.answeredNo), Set(theirs.answeredNo), base.map { Set($0.answeredNo) }))
        var noteDays = Set(ours.notes.keys).union(theirs.notes.keys)
        if let base { noteDays.formUnion(base.notes.keys) }
        for day in noteDays.sorted() {
            let (note, conflicted) = mergeNote(ours: ours.notes[day], theirs: theirs.notes[day], base: base?.notes[day])
            days.notes[day] = note
            if let conflicted {
                conflicts.append(
                    MergeConflict(
                        habitID: ours.id, habit: name, subject: .note(day), kept: .text(note ?? ""), other: .text(conflicted)))
            }
        }
        return (days, conflicts)
    }

    /// A set merged element by element: three-way, what one side added or removed; two-way,
    /// the union. Two sides can never disagree on whether one element is there.
    static func mergeSet<Element: Hashable>(_ ours: Set<Element>, _ theirs: Set<Element>, _ base: Set<Element>?) -> Set<Element> {
        guard let base else { return ours.union(theirs) }
        // Kept where both still have it, or where one side added it.
        return ours.intersection(theirs).union(ours.subtracting(base)).union(theirs.subtracting(base))
    }

    /// The parts of a note that an earlier merge joined, or the note alone.
    static func split(_ note: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(note)
        while let range = rest.firstRange(of: noteSeparator) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }

    /// One day's note from its versions: the side that changed it wins; when both changed it
    /// differently (or, two-way, when they differ), both are kept, joined with " · " in sorted
    /// order (the same note on both sides stays one). When the joined note would be longer than
    /// a note may be, ours is kept and the other one is returned as set aside.
    static func mergeNote(ours: String?, theirs: String?, base: String??) -> (String?, setAside: String?) {
        if ours == theirs { return (ours, nil) }
        if let base {
            if ours == base { return (theirs, nil) }
            if theirs == base { return (ours, nil) }
        }
        var parts: [String] = []
        for note in [ours, theirs].compactMap({ $0 }) {
            for part in split(note) where !parts.contains(part) { parts.append(part) }
        }
        let joined = parts.sorted().joined(separator: noteSeparator)
        guard (try? Note.validated(joined)) == joined else { return (ours, theirs) }
        return (joined, nil)
    }
}

/// What one day holds for a merge: its mark and amount, one value, so a skip on one side and
/// an amount on the other are one conflict, and the kept value is the whole day of one side.
struct DayEntry: Equatable {
    /// A mark of its own: a check without an amount, or a skip. A day with an amount is done
    /// by its total and has no mark unless it is skipped as well.
    enum Mark: Equatable {
        case done, skipped
    }

    var mark: Mark?
    var amount: Amount?
    /// The total a replacement put there (``Habit/replacedAmounts``).
    var replaced: Amount?

    /// Whether the day holds an amount that additions can add to: an amount, not skipped.
    var isAmount: Bool { amount != nil && mark != .skipped }

    /// The value a conflict names.
    var conflictValue: ConflictValue {
        if mark == .skipped { return .skipped }
        if let amount { return replaced == nil ? .amount(amount) : .setAmount(amount) }
        return mark == .done ? .done : .nothing
    }

    /// Every day of `habit` that holds something, with what it holds.
    static func entries(of habit: Habit) -> [Day: DayEntry] {
        var entries: [Day: DayEntry] = [:]
        for day in habit.completions where habit.amounts[day] == nil { entries[day] = DayEntry(mark: .done) }
        for day in habit.skips { entries[day] = DayEntry(mark: .skipped) }
        for (day, amount) in habit.amounts {
            entries[day, default: DayEntry()].amount = amount
            entries[day, default: DayEntry()].replaced = habit.replacedAmounts[day]
        }
        return entries
    }

    /// One day from its versions (`nil`: nothing on that day; `base` is `nil` for a two-way
    /// merge, `.some(nil)` when the ancestor had nothing). Three-way, the side that changed
    /// the day wins; when both changed it, amounts add both sides' changes to the ancestor's, a
    /// replacement wins over additions, and otherwise ours is kept. Two-way, what only one
    /// side has is kept, of two amounts the larger, and otherwise ours. A check on one side and
    /// an amount that is done on the other keep the amount. The conflict names what was kept.
    static func merge(
        ours: DayEntry?, theirs: DayEntry?, base: DayEntry??, isDone: (Amount) -> Bool
    ) -> (DayEntry?, (kept: ConflictValue, other: ConflictValue)?) {
        if ours == theirs { return (ours, nil) }
        let value = { (entry: DayEntry?) in entry?.conflictValue ?? .nothing }
        let keepOurs = (ours, (kept: value(ours), other: value(theirs)))
        let keepTheirs = (theirs, (kept: value(theirs), other: value(ours)))
        guard let base else {
            guard let ours else { return (theirs, nil) }
            guard let theirs else { return (ours, nil) }
            if ours.isAmount, theirs.isAmount, let mine = ours.amount, let other = theirs.amount {
                if mine == other { return (ours, nil) }
                return mine > other ? keepOurs : keepTheirs
            }
            if let entry = doneAmountOverCheck(ours, theirs, isDone: isDone) { return (entry, nil) }
            return keepOurs
        }
        if ours == base { return (theirs, nil) }
        if theirs == base { return (ours, nil) }
        if let ours, let theirs, ours.isAmount, theirs.isAmount, let mine = ours.amount, let other = theirs.amount {
            let oursReplaced = ours.replaced != nil && ours.replaced != base?.replaced
            let theirsReplaced = theirs.replaced != nil && theirs.replaced != base?.replaced
            switch (oursReplaced, theirsReplaced) {
            case (false, false):
                let ancestor = base?.isAmount == true ? base?.amount ?? .zero : .zero
                let total = min(max(mine + other - ancestor, .zero), Amount.maximum)
                return (DayEntry(mark: nil, amount: total, replaced: ours.replaced ?? theirs.replaced), nil)
            case (true, false): return keepOurs
            case (false, true): return keepTheirs
            case (true, true): return keepOurs
            }
        }
        if let ours, let theirs, let entry = doneAmountOverCheck(ours, theirs, isDone: isDone) { return (entry, nil) }
        return keepOurs
    }

    /// When one side checked the day and the other recorded an amount that is done by the
    /// goal, the amount: both say the day is done, and the amount says more.
    private static func doneAmountOverCheck(_ ours: DayEntry, _ theirs: DayEntry, isDone: (Amount) -> Bool) -> DayEntry? {
        for (check, amount) in [(ours, theirs), (theirs, ours)] where check == DayEntry(mark: .done) && amount.isAmount {
            if let total = amount.amount, isDone(total) { return amount }
        }
        return nil
    }
}
