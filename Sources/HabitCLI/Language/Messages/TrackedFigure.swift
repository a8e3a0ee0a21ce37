/// A figure of `habit stats` for a habit only tracked, as its label names it.
enum TrackedFigure: CaseIterable, Equatable, Sendable {
    case daysRecorded
    case daysPerWeek
    case daysPerMonth
    case total
    case totalPerWeek
    case totalPerMonth
    case firstDay
    case lastDay
    case notes
}
