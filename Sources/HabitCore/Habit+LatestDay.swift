extension Habit {
    /// The latest day the habit records anything on: its creation, a done, skipped or "no" day,
    /// an amount or a note. Pauses are left out, since they are planned ahead on purpose.
    public var latestDay: Day {
        var latest = created
        for day in [completions.last, skips.last, answeredNo.last].compactMap({ $0 }) where day > latest {
            latest = day
        }
        if let day = amounts.keys.max(), day > latest { latest = day }
        if let day = notes.keys.max(), day > latest { latest = day }
        return latest
    }

    /// Whether anything is marked on `day` that `uncheck` would clear: done, skipped or an amount.
    public func hasMark(on day: Day) -> Bool {
        completions.contains(day) || skips.contains(day) || amounts[day] != nil
    }
}
