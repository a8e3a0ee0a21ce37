/// The days of one calendar month of a habit, up to a given today, and what they make of that
/// month for an N-times-a-month schedule: the month analogue of ``WeekTally``.
struct MonthTally {
    /// The first day of the month.
    let first: Day
    /// The last day of the month.
    let last: Day
    /// Done days of the month, up to today.
    private(set) var done = 0
    /// Excused days of the month (skipped, paused or before the start), up to today.
    private(set) var excused = 0
    /// The first and last done day of the month, up to today.
    private(set) var firstDone: Day?
    private(set) var lastDone: Day?

    /// Tallies the month that holds `day` for `habit`, counting no day after `today`.
    init(_ habit: Habit, month day: Day, today: Day) {
        first = day.startOfMonth
        last = day.endOfMonth
        var day = first
        while day <= today && day <= last {
            if habit.isDone(on: day) {
                done += 1
                if firstDone == nil { firstDone = day }
                lastDone = day
            } else if habit.isExcused(on: day) {
                excused += 1
            }
            day = day.next
        }
    }

    /// What the month does to a streak that asks for `times` days a month (all its days when it
    /// has fewer), as of `today`, by the rule of ``WeekTally/verdict(target:today:)``: it counts
    /// with a done day and done + excused days reaching the target, breaks once it is over and
    /// falls short, and otherwise (the running month, a month all excused) does neither.
    func verdict(times: Int, today: Day) -> WeekTally.Verdict {
        let target = Schedule.target(perMonth: times, in: first)
        if done >= 1 && done + excused >= target { return .counts }
        if last < today && done + excused < target { return .breaks }
        return .neither
    }

    /// What the month does to `habit`'s streak as of `today` by its times a month (1 for a habit
    /// of any other schedule).
    func verdict(for habit: Habit, today: Day) -> WeekTally.Verdict {
        verdict(times: habit.monthlyTarget, today: today)
    }
}
