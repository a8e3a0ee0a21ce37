/// The days of one week of a habit (seven days from its first day, the habit's ``Habit/weekStart``), up to a given today, and what they
/// make of that week for an N-times-a-week schedule or a weekly goal.
struct WeekTally {
    /// What a week does to a `perWeek` streak.
    enum Verdict {
        /// At least one done day, and done + excused days reach the target: adds one week.
        case counts
        /// The week is over and done + excused days fall short of the target: ends the streak.
        case breaks
        /// Neither: the current week while it is not met, or a week with no done day whose
        /// excused days alone reach the target (a week of holiday).
        case neither
    }

    /// The day the week starts on.
    let first: Day
    /// Done days of the week, up to today.
    private(set) var done = 0
    /// Excused days of the week (skipped, paused or before the start), up to today.
    private(set) var excused = 0
    /// The first and last done day of the week, up to today.
    private(set) var firstDone: Day?
    private(set) var lastDone: Day?
    /// The sum of the week's amounts, up to today.
    private(set) var sum = Amount.zero

    /// Tallies the week starting on `first` for `habit`, counting no day after `today`.
    init(_ habit: Habit, first: Day, today: Day) {
        self.first = first
        var day = first
        while day <= today && day.days(since: first) < 7 {
            if habit.isDone(on: day) {
                done += 1
                if firstDone == nil { firstDone = day }
                lastDone = day
            } else if habit.isExcused(on: day) {
                excused += 1
            }
            if let total = habit.amounts[day] { sum += total }
            day = day.next
        }
    }

    /// What the week does to a streak that asks for `target` days a week, as of `today`.
    func verdict(target: Int, today: Day) -> Verdict {
        if done >= 1 && done + excused >= target { return .counts }
        if first.adding(days: 6) < today && done + excused < target { return .breaks }
        return .neither
    }

    /// What the week does to `habit`'s streak as of `today`: by its weekly goal (the week counts
    /// when its sum reaches the goal; a week that is over breaks when it falls short, unless
    /// every day of it was excused) or by its times a week.
    func verdict(for habit: Habit, today: Day) -> Verdict {
        guard let goal = habit.goal, goal.kind == .weeklyAtLeast else {
            return verdict(target: habit.weeklyTarget, today: today)
        }
        if sum >= goal.amount { return .counts }
        if first.adding(days: 6) < today && excused < 7 { return .breaks }
        return .neither
    }
}
