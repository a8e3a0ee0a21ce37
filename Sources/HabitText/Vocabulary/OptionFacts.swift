import HabitCore

/// The defaults and choices that option help quotes, passed with the message so that the
/// language tables hold words only.
public struct OptionFacts: Equatable, Sendable {
    /// The seconds a change waits for the lock unless told otherwise.
    public let defaultWait: Int
    /// The icon of a habit added without `--icon`.
    public let defaultIcon: String
    /// The colours a habit can have, as `--color` takes them.
    public let colors: [String]
    /// The days before today `habit ask` looks back unless told otherwise.
    public let defaultBack: Int
    /// The numbers of days a week `--per-week` takes.
    public let timesPerWeek: ClosedRange<Int>
    /// The numbers of days `--every` takes.
    public let intervals: ClosedRange<Int>
    /// The numbers of days a month `--per-month` takes.
    public let timesPerMonth: ClosedRange<Int>
    /// The days of the month `--monthly-on` takes (besides -1, the last day).
    public let daysOfMonth: ClosedRange<Int>
    /// The numbers of weeks `--weeks` takes.
    public let weeks: ClosedRange<Int>
    /// The weeks of the calendar unless told otherwise.
    public let defaultWeeks: Int
    /// The numbers of days `grid --days` takes.
    public let gridDays: ClosedRange<Int>
    /// The days of the grid unless told otherwise.
    public let defaultGridDays: Int
    /// The weeks of the report's and the SVG's heatmap unless told otherwise.
    public let defaultHeatmapWeeks: Int
    /// The numbers of weeks the heatmap's `--weeks` takes.
    public let heatmapWeeks: ClosedRange<Int>
    /// The numbers of periods `stats --last` takes.
    public let lastPeriods: ClosedRange<Int>
    /// The weeks or months `stats --by` shows unless told otherwise.
    public let defaultLastPeriods: Int

    /// One with each property as given.
    public init(
        defaultWait: Int, defaultIcon: String, colors: [String], defaultBack: Int, timesPerWeek: ClosedRange<Int>,
        intervals: ClosedRange<Int>, timesPerMonth: ClosedRange<Int>, daysOfMonth: ClosedRange<Int>, weeks: ClosedRange<Int>,
        defaultWeeks: Int, gridDays: ClosedRange<Int>, defaultGridDays: Int, defaultHeatmapWeeks: Int,
        heatmapWeeks: ClosedRange<Int>, lastPeriods: ClosedRange<Int>, defaultLastPeriods: Int
    ) {
        self.defaultWait = defaultWait
        self.defaultIcon = defaultIcon
        self.colors = colors
        self.defaultBack = defaultBack
        self.timesPerWeek = timesPerWeek
        self.intervals = intervals
        self.timesPerMonth = timesPerMonth
        self.daysOfMonth = daysOfMonth
        self.weeks = weeks
        self.defaultWeeks = defaultWeeks
        self.gridDays = gridDays
        self.defaultGridDays = defaultGridDays
        self.defaultHeatmapWeeks = defaultHeatmapWeeks
        self.heatmapWeeks = heatmapWeeks
        self.lastPeriods = lastPeriods
        self.defaultLastPeriods = defaultLastPeriods
    }
}
