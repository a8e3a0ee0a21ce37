import HabitCore

/// Which day a sentence is about, as it puts it: "today", "yesterday", "on Nov 27, 2026".
public enum DayPhrase: Equatable, Sendable {
    case today
    case yesterday
    case on(Day)

    /// The phrase for `day`, seen from `today`.
    public init(_ day: Day, today: Day) {
        if day == today {
            self = .today
        } else if day == today.previous {
            self = .yesterday
        } else {
            self = .on(day)
        }
    }
}
