import HabitCore
import HabitStore
import HabitText

extension OptionFacts {
    /// The facts given, and this build's figures for the rest: the months' choices from the
    /// schedule, the grid's and `stats --by`'s from their commands, the heatmap's from its view.
    init(
        defaultWait: Int, defaultIcon: String, colors: [String], defaultBack: Int, timesPerWeek: ClosedRange<Int>,
        intervals: ClosedRange<Int>, weeks: ClosedRange<Int>, defaultWeeks: Int
    ) {
        self.init(
            defaultWait: defaultWait, defaultIcon: defaultIcon, colors: colors, defaultBack: defaultBack,
            timesPerWeek: timesPerWeek, intervals: intervals, timesPerMonth: Schedule.timesPerMonth,
            daysOfMonth: Schedule.daysOfMonth, weeks: weeks, defaultWeeks: defaultWeeks, gridDays: GridCommand.dayRange,
            defaultGridDays: GridCommand.defaultDays, defaultHeatmapWeeks: HeatmapSVG.defaultWeeks,
            heatmapWeeks: HeatmapSVG.weekRange, lastPeriods: StatsCommand.lastRange, defaultLastPeriods: StatsCommand.defaultLast)
    }

    /// This build's defaults and choices.
    static let current = OptionFacts(
        defaultWait: Int(FileLock.defaultWait), defaultIcon: Defaults.icon, colors: HabitColor.allCases.map(\.rawValue),
        defaultBack: Habit.askDaysBackDefault, timesPerWeek: Schedule.timesPerWeek, intervals: Schedule.intervals,
        weeks: ViewOptions.weekRange, defaultWeeks: CalendarGrid.defaultWeeks)
}
