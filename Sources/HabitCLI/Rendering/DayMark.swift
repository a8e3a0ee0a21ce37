import HabitCore

/// The mark of a day in the week row and the calendar, by its ``DayState``: each state has its
/// own symbol, so they differ without colour too.
enum DayMark {
    /// A done day, in the habit's colour.
    static let done = "●"
    /// A passed day that was due and not done, or today while it is open.
    static let missed = "○"
    /// A day marked as excused with `habit skip`.
    static let skipped = "–"
    /// A day inside a pause.
    static let paused = "‖"
    /// A passed day that was not due.
    static let notDue = "·"
    /// A day with part of its goal (in the habit's colour): some progress, not done.
    static let partlyDone = "◐"
    /// A day whose total is over the limit, in the warning colour.
    static let overLimit = "✕"

    /// The mark for a day in `state`; days before the habit's start and days after today get a
    /// blank, as in the calendar: a day before the start is excused, never missed.
    static func mark(for state: DayState, color: HabitColor, style: Style) -> String {
        switch state {
        case .done: return style.paint(done, color)
        case .missed, .open: return style.grey(missed)
        case .skipped: return style.grey(skipped)
        case .paused: return style.grey(paused)
        case .notDue: return style.grey(notDue)
        case .beforeCreation, .future: return " "
        }
    }

    /// The mark for a day of `habit` in `state`, where the day's amount tells more than the
    /// state: a day over the limit gets ``overLimit``, a day with part of its goal
    /// ``partlyDone``; any other day its state's mark.
    static func mark(for status: DayStatus, of habit: Habit, style: Style) -> String {
        switch status.state {
        case .missed, .open, .notDue, .paused:
            if habit.isOverLimit(on: status.day) { return style.warning(overLimit) }
            if habit.isPartlyDone(on: status.day) { return style.paint(partlyDone, habit.color) }
        case .done, .skipped, .beforeCreation, .future: break
        }
        return mark(for: status.state, color: habit.color, style: style)
    }

    /// Whether `habit` needs the legend: anything but a daily habit without skips, pauses and
    /// goal or limit, whose marks are only done and not done.
    static func needsLegend(_ habit: Habit) -> Bool {
        habit.schedule != .daily || !habit.skips.isEmpty || !habit.pauses.isEmpty || habit.goal != nil
    }
}
