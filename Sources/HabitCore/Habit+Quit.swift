/// Habits to quit and habits only tracked (see ``HabitPurpose``), and the one rule of when a
/// limit's day counts: only once it is over.
extension Habit {
    /// Whether the habit is one to quit: a limit of zero whose recorded days are slips.
    public var isQuit: Bool { purpose == .quit }

    /// Whether the habit is only tracked: never due, no streak.
    public var isTrackOnly: Bool { purpose == .trackOnly }

    /// Whether the habit has a limit (``Goal/Kind/atMost``), a quit habit included.
    public var isLimit: Bool { goal?.kind == .atMost }

    /// Makes the habit one to quit: a limit of zero in `unit` (the unit of the limit it has when
    /// `nil`). Days with amounts are judged by the new limit.
    public mutating func makeQuit(unit: String? = nil) {
        // A limit of zero with a unit that was valid already (or none) is always valid.
        let goal = try? Goal(.atMost, .zero, unit: unit ?? self.goal?.unit)
        setGoal(goal ?? (try? Goal(.atMost, .zero)))
        purpose = .quit
        isReading = false
        readingUnit = nil
    }

    /// Makes the habit one only tracked (`true`) or one to do again (`false`); a quit habit
    /// keeps its limit when made one to do.
    public mutating func setTrackOnly(_ trackOnly: Bool) {
        if trackOnly {
            purpose = .trackOnly
        } else if purpose == .trackOnly {
            purpose = .build
            isReading = false
            readingUnit = nil
        }
    }

    /// Makes the habit one whose amounts are readings, measured in `unit`, or (`false`) one whose
    /// amounts add up again. A reading is track-only: `true` makes the habit track-only too.
    ///
    /// - Throws: ``AmountError/invalidUnit(_:)`` when the unit is empty, too long or has control
    ///   characters (as a goal's unit would).
    public mutating func setReading(_ reading: Bool, unit: String? = nil) throws(AmountError) {
        if reading {
            if let unit { _ = try Goal(.atLeast, Amount(millionths: 1), unit: unit) }
            purpose = .trackOnly
            isReading = true
            readingUnit = unit
        } else {
            isReading = false
            readingUnit = nil
        }
    }

    /// Sets the purpose as a file stored it. A quit habit whose file has lost its limit of zero
    /// is read as a habit to do.
    public mutating func setStoredPurpose(_ stored: HabitPurpose) {
        switch stored {
        case .quit: purpose = goal?.kind == .atMost && goal?.amount == .zero ? .quit : .build
        case .build, .trackOnly: purpose = stored
        }
        if purpose != .trackOnly {
            isReading = false
            readingUnit = nil
        }
    }

    /// Whether `day` counts as done as of `today`: as ``isDone(on:)``, except that a limit's
    /// day (a quit habit's too) is not done before it is over, so `today` never is. The one
    /// place of that rule: the streak, the day's state, the list and `--json` follow it.
    public func isDone(on day: Day, asOf today: Day) -> Bool {
        isDone(on: day) && !(isLimit && day >= today)
    }

    /// Whether a limit's `today` is within its limit so far: it would be kept if the day ended
    /// now. Never for other habits, nor for a day that is not today.
    public func isWithinLimitSoFar(on day: Day, asOf today: Day) -> Bool {
        isLimit && day == today && isDone(on: day)
    }

    /// Whether `day` of a limit is already lost as of `today`: over the limit (for a quit
    /// habit: a slip). Such a day is missed at once, today too.
    public func isLostAlready(on day: Day, asOf today: Day) -> Bool {
        (isLimit && day <= today && isOverLimit(on: day)) || (day == lostDay && day <= today)
    }

    /// The latest day up to `day` with a slip (a day over the limit), if any.
    public func lastSlip(through day: Day) -> Day? {
        amounts.keys.filter { $0 <= day && isOverLimit(on: $0) }.max()
    }

    /// Records a slip of `amount` on `day` (added to the day's total): a quit habit's way of
    /// logging. Returns the day's new total.
    ///
    /// - Throws: as ``log(_:on:today:)``.
    @discardableResult
    public mutating func slip(_ amount: Amount, on day: Day, today: Day) throws(AmountError) -> Amount {
        try log(amount, on: day, today: today)
    }
}
