/// Something a person wants to do on a schedule, and the days on which they did it, skipped it
/// or paused it.
public struct Habit: Identifiable, Hashable, Sendable {
    /// A stable identity that survives renaming.
    public let id: UUID
    /// The name as shown and typed; see ``HabitName`` for the rules it follows.
    public var name: String
    /// An emoji or short symbol shown before the name.
    public var icon: String
    /// The colour from the palette used for done days.
    public var color: HabitColor
    /// When the habit is due. It applies to the whole history.
    public var schedule: Schedule
    /// The day the habit was added (for an import, its earliest imported day), as the file
    /// stores it. No check or uncheck changes it; see ``start`` for the day that counts.
    public private(set) var created: Day
    /// The habit's start: the earliest of ``created``, its earliest done day and its earliest
    /// recorded amount. Statistics, the calendar and the schedules count from it; every day
    /// before it is excused. Derived, so a mistyped old `--date` that is checked and unchecked
    /// again leaves no trace.
    public private(set) var start: Day
    /// Every day on which the habit was done, iterated in calendar order.
    public private(set) var completions: DaySet
    /// The days marked as excused with `habit skip`; never a done day.
    public private(set) var skips: DaySet
    /// The stretches of days on which the habit rests.
    public private(set) var pauses: PauseSet
    /// Whether the habit is archived: kept with its history, but out of the daily views.
    public var isArchived = false
    /// The day the habit was archived, when known: a group's judgement leaves an archived member
    /// out from that day on (from its start when unknown). `nil` while the habit is not archived.
    public var archivedOn: Day?
    /// What makes the habit a group (see ``HabitGroup``); `nil` for a habit checked by hand.
    public internal(set) var group: HabitGroup?
    /// For a group's judged days (``GroupDays/judged``): the day (today) its members already
    /// lost, missed at once as a limit over its limit is.
    public internal(set) var lostDay: Day?
    /// What the habit is for: see ``HabitPurpose``. A quit habit always has a limit of zero;
    /// ``setGoal(_:)`` with any other goal makes it a habit to do again.
    public internal(set) var purpose: HabitPurpose = .build
    /// Whether the habit's amounts are readings (a weight, a mood): a track-only habit's `log`
    /// sets the day's value, and its figures are the last, average, lowest and highest value,
    /// never a sum. Only a track-only habit is one (see ``setReading(_:unit:)``).
    public internal(set) var isReading = false
    /// What a reading measures ("kg"), in ``Goal/unit``'s form; `nil` when none was given.
    public internal(set) var readingUnit: String?
    /// The habit's own reminder times, earliest first, each once; empty: the default time
    /// (`remind-at`).
    public var reminders: [ClockTime] = [] {
        didSet { if reminders != Array(Set(reminders)).sorted() { reminders = Array(Set(reminders)).sorted() } }
    }
    /// What the habit measures and asks for, if it is measured: see ``Goal``.
    public private(set) var goal: Goal?
    /// Each day's recorded total; a day without an entry has nothing recorded, which differs
    /// from a recorded 0.
    public private(set) var amounts: [Day: Amount]
    /// Each day's note (one line, never empty).
    public private(set) var notes: [Day: String]
    /// The days the person answered "no" when `habit ask` asked about them, so they are not
    /// asked again. Done days may be among them (checked later); being done wins.
    public internal(set) var answeredNo: DaySet = []
    /// The days whose total was last replaced rather than added to (`habit log --set`, or a
    /// check that raised the total to the goal), each with the total that replacement put
    /// there; later additions are the difference. A merge tells a replacement from additions by
    /// it. Only days with an amount are listed.
    public internal(set) var replacedAmounts: [Day: Amount] = [:]
    /// The habit's tags, in the order they were given, each once by ``HabitTag/key(_:)``; the
    /// first is the heading `habit list` shows it under. See `Habit+Tags.swift`.
    public internal(set) var tags: [String] = []
    /// The weekday its weeks start on, for "K times a week", a weekly goal and every weekly
    /// count: the data file's week (``HabitCollection/weekStart``), which the collection sets on
    /// each of its habits, never a habit's own. Monday unless the file says otherwise.
    public var weekStart = Weekday.monday

    /// How far after today a pause may reach: a year, leap day included.
    public static let pauseDaysAhead = 366

    /// A habit with the given fields. `created` moves back to the earliest completion or
    /// recorded amount, so a habit never has a done day before it existed; a day with an amount
    /// is done exactly when it meets the goal (above 0 without a goal); and a done day is never
    /// also skipped.
    public init(
        id: UUID, name: String, icon: String, color: HabitColor, created: Day,
        completions: DaySet = [], schedule: Schedule = .daily, skips: DaySet = [], pauses: PauseSet = [],
        goal: Goal? = nil, amounts: [Day: Amount] = [:], notes: [Day: String] = [:]
    ) {
        self.id = id
        self.name = name
        self.icon = icon
        self.color = color
        self.schedule = schedule
        self.goal = goal
        self.amounts = amounts
        self.notes = notes
        var completions = completions
        var earliest = completions.first.map { min($0, created) } ?? created
        for (day, total) in amounts {
            earliest = min(earliest, day)
            if goal?.isMet(by: total) ?? total.isPositive {
                completions.insert(day)
            } else {
                completions.remove(day)
            }
        }
        self.completions = completions
        self.skips = skips.isEmpty || completions.isEmpty ? skips : skips.subtracting(completions)
        self.pauses = pauses
        self.created = created
        self.start = earliest
    }

    /// Sets ``start`` from ``created``, the completions and the amounts, after they changed.
    private mutating func updateStart() {
        start = [completions.first, amounts.keys.min()].compactMap { $0 }.reduce(created, min)
    }

    /// A habit done on `completions` (any sequence of days, such as a `Set<Day>`).
    public init<Days: Sequence>(
        id: UUID, name: String, icon: String, color: HabitColor, created: Day, completions: Days,
        schedule: Schedule = .daily
    ) where Days.Element == Day {
        self.init(
            id: id, name: name, icon: icon, color: color, created: created, completions: DaySet(completions),
            schedule: schedule)
    }

    /// The same habit with `day` as its creation day (still no later than its first done day or
    /// recorded amount).
    public func created(on day: Day) -> Habit {
        var habit = self
        habit.created = day
        habit.updateStart()
        return habit
    }

    /// Whether the habit was done on `day`: checked, or its total meets the goal. A limit
    /// habit's due day with nothing recorded, not skipped or paused, counts as 0, so it is kept
    /// (done) from the habit's start on.
    public func isDone(on day: Day) -> Bool {
        if completions.contains(day) { return true }
        guard goal?.kind == .atMost, amounts[day] == nil else { return false }
        return day >= start && schedule.includes(day) && !isSkipped(on: day) && !isPaused(on: day)
    }

    /// Whether `day` was marked as excused with `habit skip`.
    public func isSkipped(on day: Day) -> Bool {
        skips.contains(day)
    }

    /// Whether `day` lies in a pause (done or not).
    public func isPaused(on day: Day) -> Bool {
        pauses.contains(day)
    }

    /// Whether `day` is excused: not done, and skipped, paused or before the habit's start.
    public func isExcused(on day: Day) -> Bool {
        !isDone(on: day) && (day < start || isSkipped(on: day) || isPaused(on: day))
    }

    /// Marks `day` as done, replacing a skip on that day. A day inside a pause can be done; the
    /// pause stays around it. Returns `false` when it already was done (checking twice is harmless).
    ///
    /// - Throws: ``HabitError/weeklyGoalChecked(_:)`` for a habit with a weekly goal, which is
    ///   met by the amounts logged over the week, not by checked days;
    ///   ``HabitError/futureDay(_:today:)`` when `day` is after `today`.
    ///
    /// A habit with a goal (`atLeast`) has its total raised to the goal (never lowered); a limit
    /// habit (`atMost`) records 0 when nothing is recorded and otherwise leaves the total as it
    /// is (returning `false`).
    @discardableResult
    public mutating func check(on day: Day, today: Day) throws(HabitError) -> Bool {
        if goal?.kind == .weeklyAtLeast { throw .weeklyGoalChecked(name) }
        guard day <= today else { throw .futureDay(day, today: today) }
        switch goal?.kind {
        case .atLeast:
            guard let goal, (amounts[day] ?? .zero) < goal.amount else { return false }
            record(goal.amount, on: day)
            replacedAmounts[day] = goal.amount
            return true
        case .atMost:
            guard amounts[day] == nil else { return false }
            record(.zero, on: day)
            return true
        case .weeklyAtLeast, nil:  // a weekly goal was refused above
            if day < start { start = day }
            skips.remove(day)
            return completions.insert(day).inserted
        }
    }

    /// Marks `day` as neither done nor skipped, and clears its amount (the note stays). Returns
    /// `false` when it was neither and had no amount anyway. A day after `today` that has such a
    /// mark (written while the clock ran fast) can be cleared too.
    ///
    /// - Throws: ``HabitError/futureDay(_:today:)`` when `day` is after `today` and has no mark.
    @discardableResult
    public mutating func uncheck(on day: Day, today: Day) throws(HabitError) -> Bool {
        guard day <= today || hasMark(on: day) else { throw .futureDay(day, today: today) }
        let wasSkipped = skips.remove(day) != nil
        let wasDone = completions.remove(day) != nil
        let hadAmount = amounts.removeValue(forKey: day) != nil
        replacedAmounts[day] = nil
        if (wasDone || hadAmount) && day == start { updateStart() }
        return wasSkipped || wasDone || hadAmount
    }

    /// Marks `day` as excused (a rest or sick day), replacing a check and any amount recorded on
    /// that day. Returns `false` when it already was skipped.
    ///
    /// - Throws: ``HabitError/futureDay(_:today:)`` when `day` is after `today`.
    @discardableResult
    public mutating func skip(on day: Day, today: Day) throws(HabitError) -> Bool {
        guard day <= today else { throw .futureDay(day, today: today) }
        let wasDone = completions.remove(day) != nil
        let hadAmount = amounts.removeValue(forKey: day) != nil
        replacedAmounts[day] = nil
        if (wasDone || hadAmount) && day == start { updateStart() }
        return skips.insert(day).inserted
    }

    /// Records `total` as the day's amount (`nil` removes it) and makes the day done exactly
    /// when the total meets the goal (above 0 without a goal). A done day is no longer skipped,
    /// and a day before the start moves the start back.
    mutating func record(_ total: Amount?, on day: Day) {
        guard let total else {
            amounts.removeValue(forKey: day)
            replacedAmounts[day] = nil
            completions.remove(day)
            if day == start { updateStart() }
            return
        }
        amounts[day] = total
        if day < start { start = day }
        if goal?.isMet(by: total) ?? total.isPositive {
            completions.insert(day)
            skips.remove(day)
        } else {
            completions.remove(day)
        }
    }

    /// Replaces the goal (`nil`: none) and judges every day with an amount by it again; days
    /// checked without an amount stay done.
    public mutating func setGoal(_ goal: Goal?) {
        self.goal = goal
        if purpose == .quit, !(goal?.kind == .atMost && goal?.amount == .zero) { purpose = .build }
        for (day, total) in amounts { record(total, on: day) }
    }

    /// Sets `day`'s note; `nil` removes it. The text must already follow ``Note``'s rules.
    mutating func storeNote(_ text: String?, on day: Day) {
        notes[day] = text
    }

    /// Pauses the habit from `first` through `last` (without end when `last` is `nil`), merging
    /// with pauses it overlaps or touches. Pauses may lie in the past or up to
    /// ``pauseDaysAhead`` days after `today`. Returns `false` when every day was paused already.
    ///
    /// - Throws: ``HabitError/pauseEndsBeforeStart(first:last:)`` when `last` is before `first`,
    ///   ``HabitError/pauseTooFarAhead(_:latest:)`` when a day is more than a year ahead.
    @discardableResult
    public mutating func pause(from first: Day, through last: Day?, today: Day) throws(HabitError) -> Bool {
        guard let pause = Pause(first: first, last: last) else {
            throw .pauseEndsBeforeStart(first: first, last: last ?? first)
        }
        let latest = today.adding(days: Habit.pauseDaysAhead)
        if let tooFar = [first, last].compactMap({ $0 }).first(where: { $0 > latest }) {
            throw .pauseTooFarAhead(tooFar, latest: latest)
        }
        let before = pauses
        pauses.insert(pause)
        return pauses != before
    }

    /// Ends the pause that covers `today` at yesterday (removing it if it began today) and
    /// removes pauses planned for later days. Returns whether anything changed.
    @discardableResult
    public mutating func resume(today: Day) -> Bool {
        pauses.resume(today: today)
    }

    /// Whether toggling `day` checks it (``check(on:today:)``) rather than unchecking it: the day
    /// is not done, or, for a limit habit (whose day with nothing recorded is kept already),
    /// nothing is recorded on it.
    public func toggleChecks(on day: Day) -> Bool {
        goal?.kind == .atMost ? amounts[day] == nil : !isDone(on: day)
    }

    /// The last `count` days ending at `day` (inclusive), oldest first, each with its state as
    /// of `day`: the data behind the week row.
    public func lastDays(_ count: Int, endingAt day: Day) -> [DayStatus] {
        guard count > 0 else { return [] }
        let first = day.adding(days: 1 - count)
        return zip(0..<count, states(from: first, through: day, asOf: day)).map { offset, state in
            DayStatus(day: first.adding(days: offset), state: state)
        }
    }
}
