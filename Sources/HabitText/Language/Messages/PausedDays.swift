import HabitCore

/// The days `pause` paused, as its sentence names them.
public enum PausedDays: Equatable, Sendable {
    /// One day.
    case one(Day)
    /// From the first day through the last.
    case range(Day, through: Day)
    /// From a day without end, until `resume` is run.
    case open(from: Day, resume: String)

    /// The days from `from` through `until` (without end when `nil`: `resume` ends them).
    public init(from: Day, until: Day?, resume: String) {
        switch until {
        case nil: self = .open(from: from, resume: resume)
        case let until? where until == from: self = .one(from)
        case let until?: self = .range(from, through: until)
        }
    }
}
