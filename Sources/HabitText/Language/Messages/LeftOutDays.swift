import HabitCore

/// Which days the chart of `habit stats NAME --by` left out, decided before it is worded.
public enum LeftOutDays: Equatable, Sendable {
    /// The first period began before the habit's start, on this day; no day was paused.
    case beforeStart(Day)
    /// This many paused days (at least 1); the periods all lie after the start.
    case paused(Int)
    /// Both: the days before the start and this many paused days.
    case beforeStartAndPaused(Day, paused: Int)
}
