import HabitCore

/// How a habit goes over time: its strength, and its totals per week, month, year or weekday.
enum TrendMessage: Equatable, Sendable {
    /// The label of the strength in `stats`: "Strength:".
    case strengthLabel
    /// The strength as a whole percentage with its change in points over the last `days` days,
    /// after its label in `stats`: "72% (+8 in 30 days)".
    case strengthValue(percent: Int, change: StrengthChange, days: Int)
    /// The strength on a line of its own in `show`: "Strength: 72% (+8 in 30 days)".
    case strengthLine(percent: Int, change: StrengthChange, days: Int)
}

/// Which way a strength went over some days, in whole percentage points, decided before it is
/// worded.
enum StrengthChange: Equatable, Sendable {
    /// Up by this many points (at least 1).
    case up(Int)
    /// Down by this many points (at least 1).
    case down(Int)
    /// The same whole percentage as then.
    case unchanged

    /// The change from `before` to `now`, both whole percentages.
    init(from before: Int, to now: Int) {
        if now > before {
            self = .up(now - before)
        } else if now < before {
            self = .down(before - now)
        } else {
            self = .unchanged
        }
    }
}
