/// The streak rules: the current run and the record, for every kind of schedule.
///
/// Day-based schedules (daily, weekdays, every N days): a **missed day** is a day before today
/// that is not done, not excused, and due (daily: every day; weekdays: its weekday is listed;
/// every N: none of that day and the N − 1 days before it is done or excused). The streak is the
/// number of done days after the last missed day, up to and including today; skipped and paused
/// days neither break it nor add to it, and a done day that was not due adds to it.
///
/// `perWeek` K: a week counts when it has a done day and done + excused ≥ K; a week that is over
/// breaks the streak when done + excused < K; other weeks do neither. The streak is the number
/// of counting weeks since the last breaking week.
///
/// `perMonth` K: the same by calendar months, each asking for K days (all its days when it has
/// fewer); the running month is grace until it is over. `monthlyOn` is day-based: a due day is
/// one of the listed days of its month.
/// A limit (a quit habit too) counts today only once it is over: today within the limit neither
/// adds to the streak nor breaks it, and today over the limit breaks it at once (see
/// ``isDone(on:asOf:)``). A track-only habit has no streak.
///
/// Every rule is linear in the history: the current streak walks back from today only as far as
/// the last missed day or breaking week, the record walks the history once.
extension Habit {
    /// The current streak's length as of `today`, in the schedule's unit (0 when there is none).
    public func streak(asOf today: Day) -> Int {
        currentStreak(asOf: today)?.length ?? 0
    }

    /// The run that ``streak(asOf:)`` counts, with its first and last done day; `nil` when the
    /// streak is 0.
    public func currentStreak(asOf today: Day) -> Streak? {
        guard !isTrackOnly else { return nil }
        if isJudgedWeekly { return currentWeeklyStreak(asOf: today) }
        if isJudgedMonthly { return currentMonthlyStreak(asOf: today) }
        return currentDailyStreak(asOf: today)
    }

    /// The longest streak of all time; when two runs are equally long, the most recent one.
    /// `nil` when the habit was never done.
    public var longestStreak: Streak? {
        longestStreak(through: nil)
    }

    /// The longest streak by the same rule as ``currentStreak(asOf:)``, judging the days up to
    /// and including `lastDay` as if it were today (the latest done day when `nil`): the record
    /// as it stood on that day. Ties go to the most recent run. O(days from the start to `lastDay`).
    public func longestStreak(through lastDay: Day?) -> Streak? {
        guard !isTrackOnly else { return nil }
        let today = lastDay ?? max(completions.last ?? start, start)
        // A limit's day given as today is still running: it does not count yet.
        let running = isLimit ? lastDay : nil
        if isJudgedWeekly { return longestWeeklyStreak(through: today) }
        if isJudgedMonthly { return longestMonthlyStreak(through: today) }
        return longestDailyStreak(through: today, running: running)
    }

    /// Whether the habit is judged week by week: an N-times-a-week schedule or a weekly goal.
    public var isJudgedWeekly: Bool {
        schedule.isWeekly || goal?.kind == .weeklyAtLeast
    }

    /// Whether the habit is judged month by month: an N-times-a-month schedule without a weekly
    /// goal.
    public var isJudgedMonthly: Bool {
        schedule.isMonthly && !isJudgedWeekly
    }

    /// What the habit's streak counts: weeks for a weekly goal, otherwise the schedule's unit.
    public var streakUnit: StreakUnit {
        goal?.kind == .weeklyAtLeast ? .week : schedule.streakUnit
    }

    /// Whether `day` (before today, not done) is done or excused: it keeps a day-based streak.
    private func isCovered(_ day: Day) -> Bool {
        isDone(on: day) || isExcused(on: day)
    }

    private func currentDailyStreak(asOf today: Day) -> Streak? {
        var count = 0
        var first: Day?
        var last: Day?
        var day = today
        // Over a limit (or a group whose members lost the day), today is missed already.
        if isLostAlready(on: today, asOf: today) { return nil }
        // A limit's today counts once it is over.
        if isLimit { day = today.previous }
        walk: while day >= start {
            if isDone(on: day) {
                count += 1
                first = day
                if last == nil { last = day }
            } else if day < today && !isExcused(on: day) {
                switch schedule {
                case .daily, .perWeek, .perMonth:
                    break walk
                case .days, .monthlyOn:
                    if schedule.includes(day) { break walk }
                case .every(let interval):
                    // The nearest covered day within the N − 1 days before keeps this day from
                    // being missed, and every day between is neither done nor missed: go there.
                    guard
                        let covered = (1..<interval).lazy.map({ day.adding(days: -$0) }).first(where: {
                            $0 < start || isCovered($0)
                        })
                    else { break walk }
                    day = covered
                    continue walk
                }
            }
            day = day.previous
        }
        guard count > 0, let first, let last else { return nil }
        return Streak(first: first, last: last, length: count, unit: streakUnit)
    }

    private func longestDailyStreak(through today: Day, running: Day?) -> Streak? {
        var best: Streak?
        var count = 0
        var first: Day?
        // Days before the start are excused, so the day before it counts as covered.
        var lastCovered = start.previous
        var day = start
        while day <= today {
            if isDone(on: day) && day != running {
                count += 1
                if first == nil { first = day }
                lastCovered = day
                // `>=`: a later run of equal length wins.
                if let first, count >= (best?.length ?? 0) {
                    best = Streak(first: first, last: day, length: count, unit: streakUnit)
                }
            } else if isExcused(on: day) {
                lastCovered = day
            } else if day < today && isDueByRule(day, lastCovered: lastCovered) {
                count = 0
                first = nil
            }
            day = day.next
        }
        return best
    }

    /// Whether a day that is neither done nor excused is due by a day-based schedule, given the
    /// latest day before it that was done or excused.
    func isDueByRule(_ day: Day, lastCovered: Day) -> Bool {
        switch schedule {
        case .daily, .perWeek, .perMonth: return true
        case .days, .monthlyOn: return schedule.includes(day)
        case .every(let interval): return day.days(since: lastCovered) >= interval
        }
    }

    /// The times a week a `perWeek` schedule asks for; 7 for any other schedule.
    var weeklyTarget: Int {
        if case .perWeek(let times) = schedule { return times }
        return 7
    }

    /// The times a month a `perMonth` schedule asks for; 1 for any other schedule.
    var monthlyTarget: Int {
        if case .perMonth(let times) = schedule { return times }
        return 1
    }

    private func currentMonthlyStreak(asOf today: Day) -> Streak? {
        // A month that ends before the start has only excused days: it neither counts nor
        // breaks, and neither does any earlier month.
        currentPeriodStreak(
            from: today.startOfMonth, unit: .month, while: { $0.endOfMonth >= start }, previous: \.startOfPreviousMonth
        ) { month in PeriodOutcome(MonthTally(self, month: month, today: today), of: self, today: today) }
    }

    private func longestMonthlyStreak(through today: Day) -> Streak? {
        longestPeriodStreak(from: start.startOfMonth, through: today, unit: .month, next: \.startOfNextMonth) { month in
            PeriodOutcome(MonthTally(self, month: month, today: today), of: self, today: today)
        }
    }

    private func currentWeeklyStreak(asOf today: Day) -> Streak? {
        // A week that ends before the start has no done day and only excused days: it neither
        // counts nor breaks, and neither does any earlier week.
        currentPeriodStreak(
            from: today.startOfWeek(startingOn: weekStart), unit: .week, while: { $0.adding(days: 6) >= start },
            previous: { $0.adding(days: -7) }
        ) { first in PeriodOutcome(WeekTally(self, first: first, today: today), of: self, today: today) }
    }

    private func longestWeeklyStreak(through today: Day) -> Streak? {
        longestPeriodStreak(
            from: start.startOfWeek(startingOn: weekStart), through: today, unit: .week, next: { $0.adding(days: 7) }
        ) { first in PeriodOutcome(WeekTally(self, first: first, today: today), of: self, today: today) }
    }

    /// A week or a month judged as a whole: whether it counts, breaks the streak or neither,
    /// and its first and last done days.
    private struct PeriodOutcome {
        let verdict: WeekTally.Verdict
        let firstDone: Day?
        let lastDone: Day?

        init(_ tally: WeekTally, of habit: Habit, today: Day) {
            (verdict, firstDone, lastDone) = (tally.verdict(for: habit, today: today), tally.firstDone, tally.lastDone)
        }

        init(_ tally: MonthTally, of habit: Habit, today: Day) {
            (verdict, firstDone, lastDone) = (tally.verdict(for: habit, today: today), tally.firstDone, tally.lastDone)
        }
    }

    /// The periods in a row up to the one starting at `latest` (the running one), walked back
    /// through `previous` while `reaches` a period that could hold a day of the habit.
    private func currentPeriodStreak(
        from latest: Day, unit: StreakUnit, while reaches: (Day) -> Bool, previous: (Day) -> Day,
        outcome: (Day) -> PeriodOutcome
    ) -> Streak? {
        var count = 0
        var first: Day?
        var last: Day?
        var period = latest
        walk: while reaches(period) {
            let result = outcome(period)
            switch result.verdict {
            case .counts:
                count += 1
                first = result.firstDone
                if last == nil { last = result.lastDone }
            case .breaks:
                break walk
            case .neither:
                break
            }
            period = previous(period)
        }
        guard count > 0, let first, let last else { return nil }
        return Streak(first: first, last: last, length: count, unit: unit)
    }

    /// The longest run of periods in a row, from the one starting at `earliest` to the one
    /// holding `today`, each next one through `next`; the later of two equal runs.
    private func longestPeriodStreak(
        from earliest: Day, through today: Day, unit: StreakUnit, next: (Day) -> Day, outcome: (Day) -> PeriodOutcome
    ) -> Streak? {
        var best: Streak?
        var count = 0
        var first: Day?
        var period = earliest
        while period <= today {
            let result = outcome(period)
            switch result.verdict {
            case .counts:
                count += 1
                if first == nil { first = result.firstDone }
                if let first, let last = result.lastDone, count >= (best?.length ?? 0) {
                    best = Streak(first: first, last: last, length: count, unit: unit)
                }
            case .breaks:
                count = 0
                first = nil
            case .neither:
                break
            }
            period = next(period)
        }
        return best
    }
}
