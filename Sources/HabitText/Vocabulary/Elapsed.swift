import HabitCore

/// How long ago something happened, as a person says it: in whole minutes, hours or days.
public enum Elapsed: Equatable, Sendable {
    /// Less than a minute (also for a time in the future, after the clock was set back).
    case moments
    case minutes(Int)
    case hours(Int)
    case days(Int)

    /// The time from `start` to `end`, rounded down to the largest whole unit.
    public init(from start: Date, to end: Date) {
        let seconds = Int(end.timeIntervalSince(start).rounded(.down))
        switch seconds {
        case ..<60: self = .moments
        case ..<3_600: self = .minutes(seconds / 60)
        case ..<86_400: self = .hours(seconds / 3_600)
        default: self = .days(seconds / 86_400)
        }
    }
}
