import HabitCore
import HabitStore
import HabitSystem

/// The defaults and choices that option help quotes, passed with the message so that the
/// language tables hold words only.
struct OptionFacts: Equatable, Sendable {
    /// The seconds a change waits for the lock unless told otherwise.
    let defaultWait: Int
    /// The icon of a habit added without `--icon`.
    let defaultIcon: String
    /// The colours a habit can have, as `--color` takes them.
    let colors: [String]
    /// The days before today `habit ask` looks back unless told otherwise.
    let defaultBack: Int
    /// The numbers of days a week `--per-week` takes.
    let timesPerWeek: ClosedRange<Int>
    /// The numbers of days `--every` takes.
    let intervals: ClosedRange<Int>
    /// The numbers of days a month `--per-month` takes.
    var timesPerMonth: ClosedRange<Int> = Schedule.timesPerMonth
    /// The days of the month `--monthly-on` takes (besides -1, the last day).
    var daysOfMonth: ClosedRange<Int> = Schedule.daysOfMonth
    /// The numbers of weeks `--weeks` takes.
    let weeks: ClosedRange<Int>
    /// The weeks of the calendar unless told otherwise.
    let defaultWeeks: Int
    /// The numbers of days `grid --days` takes.
    var gridDays: ClosedRange<Int> = GridCommand.dayRange
    /// The days of the grid unless told otherwise.
    var defaultGridDays: Int = GridCommand.defaultDays
    /// The weeks of the report's and the SVG's heatmap unless told otherwise.
    var defaultHeatmapWeeks: Int = HeatmapSVG.defaultWeeks
    /// The numbers of weeks the heatmap's `--weeks` takes.
    var heatmapWeeks: ClosedRange<Int> = HeatmapSVG.weekRange
    /// The numbers of periods `stats --last` takes.
    var lastPeriods: ClosedRange<Int> = StatsCommand.lastRange
    /// The weeks or months `stats --by` shows unless told otherwise.
    var defaultLastPeriods: Int = StatsCommand.defaultLast

    /// This build's defaults and choices.
    static let current = OptionFacts(
        defaultWait: Int(FileLock.defaultWait), defaultIcon: Defaults.icon, colors: HabitColor.allCases.map(\.rawValue),
        defaultBack: Habit.askDaysBackDefault, timesPerWeek: Schedule.timesPerWeek, intervals: Schedule.intervals,
        weeks: ViewOptions.weekRange, defaultWeeks: CalendarGrid.defaultWeeks)
}
