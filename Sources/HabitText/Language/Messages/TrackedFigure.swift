/// A figure of `habit stats` for a habit only tracked, as its label names it.
public enum TrackedFigure: CaseIterable, Equatable, Sendable {
    case daysRecorded
    case daysPerWeek
    case daysPerMonth
    case total
    case totalPerWeek
    case totalPerMonth
    /// A reading's last value (``HabitCore/Readings``).
    case lastReading
    /// The average of a habit's readings.
    case averageReading
    /// The lowest reading.
    case lowestReading
    /// The highest reading.
    case highestReading
    case firstDay
    case lastDay
    case notes
}
