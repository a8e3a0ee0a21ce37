/// What is still to do today for a habit that is open: what the status line, `todo` and
/// reminders say about it. The program decides which case applies; the views only word it.
public enum Remaining: Hashable, Sendable {
    /// Due today and not done (a daily habit, a weekday or every-N schedule, a checked habit).
    case today
    /// An N-times-a-week habit whose week still needs it: `times` more days this week, with
    /// `daysLeft` days left in the week (today included).
    case thisWeek(times: Int, daysLeft: Int)
    /// An N-times-a-month habit whose month still needs it: `times` more days this month, with
    /// `daysLeft` days left in the month (today included).
    case thisMonth(times: Int, daysLeft: Int)
    /// A goal for the day: `total` recorded today of `goal`, counted in `unit`.
    case amount(total: Amount, goal: Amount, unit: String?)
    /// A weekly goal: `total` this week so far of `goal`, counted in `unit`, with `daysLeft`
    /// days left in the week (today included).
    case weeklyAmount(total: Amount, goal: Amount, unit: String?, daysLeft: Int)
}

extension Habit {
    /// What is left to do on `today`, or `nil` when nothing is: the habit is archived, done,
    /// skipped, paused, within its limit, not due under its schedule, or `today` lies before its
    /// start. The one rule of "what is open and how much is left" (see ``isOpen(on:)``).
    public func remaining(on today: Day) -> Remaining? {
        guard !isArchived, isOpen(on: today) else { return nil }
        let daysLeft = 7 - today.weekday.position(inWeekStartingOn: weekStart)
        if let goal {
            switch goal.kind {
            case .weeklyAtLeast:
                return .weeklyAmount(
                    total: weekTotal(through: today), goal: goal.amount, unit: goal.unit, daysLeft: daysLeft)
            case .atLeast:
                return .amount(total: amounts[today] ?? .zero, goal: goal.amount, unit: goal.unit)
            case .atMost:
                return nil  // a limit is never open: it is kept while nothing goes over it
            }
        }
        if case .perWeek(let times) = schedule {
            let tally = WeekTally(self, first: today.startOfWeek(startingOn: weekStart), today: today.previous)
            return .thisWeek(times: max(times - tally.done - tally.excused, 1), daysLeft: daysLeft)
        }
        if case .perMonth(let times) = schedule {
            let tally = MonthTally(self, month: today, today: today.previous)
            let target = Schedule.target(perMonth: times, in: today)
            return .thisMonth(
                times: max(target - tally.done - tally.excused, 1), daysLeft: today.daysInMonth - today.day + 1)
        }
        return .today
    }
}
