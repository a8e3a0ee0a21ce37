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
    public func longestStreak(through lastDay: Day?) -> Streak? {
        var best: Streak?
        let isCounted = { (day: Day) in lastDay.map { day <= $0 } ?? true }
        // Each run is walked once, from its first day, so every completion is visited at most
        // twice: O(n) without sorting.
        for day in completions where isCounted(day) && !isDone(on: day.previous) {
            var last = day
            while isDone(on: last.next), isCounted(last.next) {
                last = last.next
            }
            let run = Streak(first: day, last: last)
            if let current = best {
                if run.length > current.length || (run.length == current.length && run.first > current.first) {
                    best = run
                }
            } else {
                best = run
            }
        }
        return best
    }
}
