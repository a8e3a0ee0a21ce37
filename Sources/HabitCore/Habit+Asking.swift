/// What `habit ask` asks about a habit: the days that are due and not yet answered.
extension Habit {
    /// The longest look-back `habit ask --back N` accepts: a year.
    public static let askDaysBackLimit = 366
    /// The look-back `habit ask` takes without `--back`: a week.
    public static let askDaysBackDefault = 7

    /// The days to ask about as of `today`, today first: each day since the habit was last
    /// answered (done, skipped, answered "no", or given an amount or a note), but not before its start nor more than
    /// `daysBack` days before today, on which it is due and not done. A weekly goal is asked
    /// about today while its week's sum is below the goal, even when today has an amount.
    public func daysToAsk(today: Day, daysBack: Int) -> [Day] {
        let earliest = max(start, today.adding(days: -max(daysBack, 0)))
        var days: [Day] = []
        var day = today
        while day >= earliest {
            let stillOpen = day == today && isOpen(on: day)
            // A logged amount or a note answers the day too, except today's amount toward a
            // weekly goal that is still open.
            let hasEntry = amounts[day] != nil || notes[day] != nil
            let weekStillOpen = stillOpen && goal?.kind == .weeklyAtLeast
            if (isDone(on: day) && !stillOpen) || isSkipped(on: day) || answeredNo.contains(day) || (hasEntry && !weekStillOpen) {
                break
            }
            if isDue(on: day) { days.append(day) }
            day = day.previous
        }
        return days
    }

    /// Remembers that the person answered "no" for `day`. Returns `false` when that was known.
    @discardableResult
    public mutating func recordNo(on day: Day) -> Bool {
        answeredNo.insert(day).inserted
    }

    /// Replaces the remembered "no" answers (for reading them from a file).
    public mutating func setAnsweredNo(_ days: DaySet) {
        answeredNo = days
    }
}
