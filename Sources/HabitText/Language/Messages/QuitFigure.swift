/// A figure of `habit stats` for a habit to quit, as its label names it.
public enum QuitFigure: CaseIterable, Equatable, Sendable {
    case cleanDays
    case lastSlip
    case slips
    case slipsPerWeek
    case slipsPerMonth
    case currentCleanRun
    case longestCleanRun
}
