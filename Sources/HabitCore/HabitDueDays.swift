/// What each day is for a habit under its schedule: due today, and the state of past days.
extension Habit {
    /// Whether the habit is due on `today` (for the day's tally, `todo` and reminders), judged
    /// without today's own check so that checking does not change it.
    ///
    /// Not due when today is skipped, paused or before the start; otherwise daily: always;
    /// weekdays: today's weekday is listed; every N: none of the N − 1 days before today is done
    /// or excused; N times a week: the done and excused days of this week before today are fewer
    /// than N; N times a month: likewise for this month (and all its days when it has fewer than
    /// N); days of the month: today is one of them, a day past the month's end on its last day.
    ///
    /// A track-only habit is never due.
    ///
    /// With amounts: a limit (`atMost`) is never due; a weekly goal is due while the week's sum
    /// through today is below the goal; a goal (`atLeast`) is due on the schedule's due days.
    public func isDue(on today: Day) -> Bool {
        if today < start || isTrackOnly || isSkipped(on: today) || isPaused(on: today) { return false }
        switch goal?.kind {
        case .atMost: return false
        case .weeklyAtLeast: return weekTotal(through: today) < (goal?.amount ?? .zero)
        case .atLeast, nil: break
        }
        switch schedule {
        case .daily:
            return true
        case .days, .monthlyOn:
            return schedule.includes(today)
        case .every(let interval):
            return !(1..<interval).contains { offset in
                let day = today.adding(days: -offset)
                return day < start || isDone(on: day) || isExcused(on: day)
            }
        case .perWeek(let times):
            let tally = WeekTally(self, first: today.startOfWeek(startingOn: weekStart), today: today.previous)
            return tally.done + tally.excused < times
        case .perMonth(let times):
            let tally = MonthTally(self, month: today, today: today.previous)
            return tally.done + tally.excused < Schedule.target(perMonth: times, in: today)
        }
    }

    /// Whether the habit is still to do on `today`, as `todo` lists it: due and not done. A
    /// weekly goal stays open while its week's sum is below the goal, even on a day that adds
    /// to it.
    public func isOpen(on today: Day) -> Bool {
        isDue(on: today) && (goal?.kind == .weeklyAtLeast || !isDone(on: today))
    }

    /// The done days of the week (starting on ``weekStart``) that holds `today`, up to today: the
    /// "1 of 3 this week" of a `perWeek` habit.
    public func doneInWeek(of today: Day) -> Int {
        WeekTally(self, first: today.startOfWeek(startingOn: weekStart), today: today).done
    }

    /// Whether the week (for a habit judged week by week: N times a week, a weekly goal) or the
    /// month (N times a month) that holds `today` is met by `today`: at least one done day, and
    /// done and excused days (skipped, paused) reach the target, or the weekly goal's sum is
    /// reached. `false` for a habit judged day by day.
    public func isPeriodMet(asOf today: Day) -> Bool {
        if isJudgedWeekly {
            return WeekTally(self, first: today.startOfWeek(startingOn: weekStart), today: today)
                .verdict(for: self, today: today) == .counts
        }
        if isJudgedMonthly { return MonthTally(self, month: today, today: today).verdict(for: self, today: today) == .counts }
        return false
    }

    /// The done days of the calendar month that holds `today`, up to today: the "1 of 2 this
    /// month" of a `perMonth` habit.
    public func doneInMonth(of today: Day) -> Int {
        MonthTally(self, month: today, today: today).done
    }

    /// The state of `day` as of `today`; see ``DayState``.
    public func state(on day: Day, asOf today: Day) -> DayState {
        states(from: day, through: day, asOf: today).first ?? .future
    }

    /// The state of every day from `first` through `last` as of `today`, oldest first (empty
    /// when `last` is before `first`). O(days in the range + the schedule's look-back).
    public func states(from first: Day, through last: Day, asOf today: Day) -> [DayState] {
        guard first <= last else { return [] }
        var states: [DayState] = []
        states.reserveCapacity(last.days(since: first) + 1)
        // For every N: the latest done or excused day before `first`, looking back as far as
        // the rule needs; the day before the start counts as excused.
        var lastCovered = first.adding(days: -Schedule.intervals.upperBound - 1)
        if case .every(let interval) = schedule {
            var day = first.previous
            while day.days(since: first) >= -interval {
                if day < start || isDone(on: day) || isExcused(on: day) {
                    lastCovered = day
                    break
                }
                day = day.previous
            }
        }
        var weekVerdicts: (first: Day, verdict: WeekTally.Verdict)?
        var monthVerdicts: (first: Day, verdict: WeekTally.Verdict)?
        var day = first
        while day <= last {
            let state: DayState
            if day > today {
                state = .future
            } else if isWithinLimitSoFar(on: day, asOf: today) {
                state = .withinLimitSoFar
            } else if day == today && isLostAlready(on: day, asOf: today) {
                state = .missed
            } else if isDone(on: day) {
                state = .done
            } else if isSkipped(on: day) {
                // A group's judged days hold the days none of its members was due as skips.
                state = group == nil ? .skipped : .notDue
            } else if isPaused(on: day) {
                state = .paused
            } else if day < start {
                state = .beforeCreation
            } else if day == today {
                state = .open
            } else if isTrackOnly {
                state = .notDue
            } else if isJudgedWeekly {
                let first = day.startOfWeek(startingOn: weekStart)
                if weekVerdicts?.first != first {
                    weekVerdicts = (
                        first, WeekTally(self, first: first, today: today).verdict(for: self, today: today)
                    )
                }
                state = weekVerdicts?.verdict == .breaks ? .missed : .notDue
            } else if isJudgedMonthly {
                let month = day.startOfMonth
                if monthVerdicts?.first != month {
                    monthVerdicts = (month, MonthTally(self, month: month, today: today).verdict(for: self, today: today))
                }
                state = monthVerdicts?.verdict == .breaks ? .missed : .notDue
            } else {
                state = isDueByRule(day, lastCovered: lastCovered) ? .missed : .notDue
            }
            if state != .open && state != .missed && state != .notDue && state != .future && state != .withinLimitSoFar {
                lastCovered = day
            }
            states.append(state)
            day = day.next
        }
        return states
    }
}
