/// The streak calculations: the current run and the record.
extension Habit {
    /// The current streak as of `today`: the number of days in a row on which the habit was
    /// done, counted back from today.
    ///
    /// An unchecked today does not break the streak yet, because the day is still running:
    /// counting then starts at yesterday. Costs O(length of the streak).
    public func streak(asOf today: Day) -> Int {
        currentStreak(asOf: today)?.length ?? 0
    }

    /// The run that ``streak(asOf:)`` counts, with its first and last day; `nil` when the
    /// streak is 0.
    public func currentStreak(asOf today: Day) -> Streak? {
        let last = isDone(on: today) ? today : today.previous
        guard isDone(on: last) else { return nil }
        var first = last
        while isDone(on: first.previous) {
            first = first.previous
        }
        return Streak(first: first, last: last)
    }

    /// The longest streak of all time; when two runs are equally long, the most recent one.
    /// `nil` when the habit was never done. Costs O(number of completions).
    public var longestStreak: Streak? {
        longestStreak(through: nil)
    }

    /// The longest streak counting only days up to and including `lastDay` (all days when
    /// `nil`): the record as it stood on that day. Ties go to the most recent run.
    /// One pass over the completions in calendar order: O(number of completions).
    public func longestStreak(through lastDay: Day?) -> Streak? {
        var best: Streak?
        var run: Streak?
        for day in completions {
            if let lastDay, day > lastDay { break }
            if let current = run, current.last.next == day {
                run = Streak(first: current.first, last: day)
            } else {
                run = Streak(first: day, last: day)
            }
            // `>=`: a later run of equal length wins.
            if let run, run.length >= (best?.length ?? 0) { best = run }
        }
        return best
    }
}
