/// Recording amounts and notes, and reading a day's progress against the goal.
extension Habit {
    /// The day's recorded total; `nil` when nothing is recorded (which differs from 0).
    public func amount(on day: Day) -> Amount? {
        amounts[day]
    }

    /// The day's note, if it has one.
    public func note(on day: Day) -> String? {
        notes[day]
    }

    /// Whether the habit carries amounts: it has a goal or a limit, or a day has an amount.
    public var isMeasured: Bool {
        goal != nil || !amounts.isEmpty
    }

    /// Whether `day` has progress that does not count as done: a total above 0 below the goal
    /// of an `atLeast` habit. Partial progress is shown, never counted.
    public func isPartlyDone(on day: Day) -> Bool {
        guard let goal, goal.kind == .atLeast, let total = amounts[day] else { return false }
        return total.isPositive && total < goal.amount
    }

    /// Whether `day`'s total is over the limit of an `atMost` habit.
    public func isOverLimit(on day: Day) -> Bool {
        guard let goal, goal.kind == .atMost, let total = amounts[day] else { return false }
        return total > goal.amount
    }

    /// The total the goal is measured against on `day`: the day's own (0 when nothing is
    /// recorded), and for a weekly goal the sum of its week through `day`.
    public func measuredTotal(on day: Day) -> Amount {
        goal?.kind == .weeklyAtLeast ? weekTotal(through: day) : amounts[day] ?? .zero
    }

    /// Whether `day` has what the habit asks of it, as `status` answers: it is done, or for a
    /// weekly goal, the sum of its week through `day` reaches the goal.
    public func reachesGoal(on day: Day) -> Bool {
        guard let goal, goal.kind == .weeklyAtLeast else { return isDone(on: day) }
        return weekTotal(through: day) >= goal.amount
    }

    /// Adds `change` to `day`'s total (a negative change corrects it) and returns the new total.
    /// Nothing recorded counts as 0.
    ///
    /// - Throws: ``AmountError/futureDay(_:today:)`` for a day after today,
    ///   ``AmountError/totalBelowZero(_:total:)`` or ``AmountError/totalTooLarge(_:total:)`` when
    ///   the total would leave 0…1,000,000,000 (nothing is changed then).
    @discardableResult
    public mutating func log(_ change: Amount, on day: Day, today: Day) throws(AmountError) -> Amount {
        try store((amounts[day] ?? .zero) + change, on: day, today: today)
        return amounts[day] ?? .zero
    }

    /// Replaces `day`'s total with `total` (0 records zero, which differs from nothing recorded).
    ///
    /// - Throws: ``AmountError/futureDay(_:today:)`` for a day after today,
    ///   ``AmountError/totalBelowZero(_:total:)`` or ``AmountError/totalTooLarge(_:total:)`` when
    ///   `total` is outside 0…1,000,000,000 (nothing is changed then).
    /// The day is marked as replaced (``replacedAmounts``), so a merge lets it win over
    /// additions made on another copy.
    public mutating func setAmount(_ total: Amount, on day: Day, today: Day) throws(AmountError) {
        try store(total, on: day, today: today)
        replacedAmounts[day] = total
    }

    /// Sets the replaced totals, as the data file lists them; days without an amount are left out.
    public mutating func setReplacedAmounts(_ replaced: [Day: Amount]) {
        replacedAmounts = replaced.filter { amounts[$0.key] != nil }
    }

    /// Records `total` on `day` after checking it; neither marks nor clears a replacement.
    private mutating func store(_ total: Amount, on day: Day, today: Day) throws(AmountError) {
        guard day <= today else { throw .futureDay(day, today: today) }
        guard !total.isNegative else { throw .totalBelowZero(day, total: total) }
        guard total <= Amount.maximum else { throw .totalTooLarge(day, total: total) }
        record(total, on: day)
    }

    /// Sets `day`'s note to `text` (surrounding spaces removed); an empty text removes it. A
    /// note may be attached to any day up to today, done or not. Returns whether anything changed.
    ///
    /// - Throws: ``AmountError/futureDay(_:today:)`` for a day after today, and the errors of
    ///   ``Note/validated(_:)``.
    @discardableResult
    public mutating func setNote(_ text: String, on day: Day, today: Day) throws(AmountError) -> Bool {
        guard day <= today else { throw .futureDay(day, today: today) }
        let note = try Note.validated(text)
        guard notes[day] != note else { return false }
        storeNote(note, on: day)
        return true
    }

    /// The sum of the totals from `first` through `last`, both included.
    public func total(from first: Day, through last: Day) -> Amount {
        var sum = Amount.zero
        if last.days(since: first) < amounts.count {
            var day = first
            while day <= last {
                if let total = amounts[day] { sum += total }
                day = day.next
            }
        } else {
            for (day, total) in amounts where day >= first && day <= last { sum += total }
        }
        return sum
    }

    /// The sum of the week (starting on ``weekStart``) that holds `day`, up to and including `day`:
    /// the "12/20 km this week" of a weekly goal.
    public func weekTotal(through day: Day) -> Amount {
        total(from: day.startOfWeek(startingOn: weekStart), through: day)
    }

    /// The notes from `first` through `last` (all when `nil`), oldest first.
    public func notes(from first: Day? = nil, through last: Day? = nil) -> [(day: Day, text: String)] {
        notes.filter { day, _ in (first.map { day >= $0 } ?? true) && (last.map { day <= $0 } ?? true) }
            .sorted { $0.key < $1.key }
            .map { (day: $0.key, text: $0.value) }
    }
}
