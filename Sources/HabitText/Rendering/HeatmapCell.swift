import HabitCore

/// One day of a heatmap (`habit report`, `habit export --format svg`): its day, what it was
/// and, for part of a goal, how much of it. The state is decided by the one table of day marks
/// (``DayMark``), so a cell says what the grid, the list and `show` say of the same day.
public struct HeatmapCell: Equatable, Sendable {
    /// How a cell is drawn, one shape per state so that the states differ without colour too.
    public enum Shape: String, CaseIterable, Sendable {
        /// A filled square in the habit's colour.
        case done
        /// An outlined square in the habit's colour, filled from below as far as the goal was
        /// reached.
        case partlyDone = "part"
        /// A filled square in the warning colour with a cross cut out.
        case overLimit = "over"
        /// A dashed outline in the habit's colour: today, still open.
        case open
        /// A grey cross: due and not done.
        case missed
        /// A small grey dot: not due.
        case notDue = "notdue"
        /// A grey outline with diagonal hatching: skipped.
        case skipped
        /// A thick grey outline: paused.
        case paused
        /// A faint square: before the habit's start.
        case beforeStart = "before"

        /// Its place in ``allCases``, to keep a flag per shape in an array.
        public var index: Int {
            switch self {
            case .done: return 0
            case .partlyDone: return 1
            case .overLimit: return 2
            case .open: return 3
            case .missed: return 4
            case .notDue: return 5
            case .skipped: return 6
            case .paused: return 7
            case .beforeStart: return 8
            }
        }
    }

    /// The day.
    public let day: Day
    /// What the day was, as the cell's title says it.
    public let state: ReportMessage.CellState
    /// How it is drawn.
    public let shape: Shape
    /// For part of a goal, the share reached, from 0 to 1; 1 otherwise.
    public let share: Double

    /// The cell of `status`, a day of `habit` as of `today`, its amounts written in `language`.
    /// `nil` for a day after today, which has no cell.
    public init?(_ status: DayStatus, of habit: Habit, today: Day, language: LanguageTable) {
        guard status.state != .future, status.day <= today else { return nil }
        day = status.day
        let amount = habit.amount(on: status.day).map { language.measure($0, habit.goal?.unit) }
        guard let mark = DayMark(status, of: habit, today: today) else {
            state = .beforeStart
            shape = .beforeStart
            share = 1
            return
        }
        share = mark == .partlyDone ? Self.share(of: habit, on: status.day) : 1
        switch mark {
        // A day of a habit to quit without a slip is kept; today, within the limit so far or
        // clean so far, is still open; a slip is a day missed.
        case .done, .todayDone, .clean:
            state = .done(amount: habit.isMeasured ? amount : nil)
            shape = .done
        case .partlyDone:
            state = .partlyDone(amount: amount ?? "")
            shape = .partlyDone
        case .overLimit:
            state = .overLimit(amount: amount ?? "")
            shape = .overLimit
        case .stillOpen, .withinLimitSoFar, .cleanSoFar:
            state = .open
            shape = .open
        case .missed, .slip:
            state = .missed
            shape = .missed
        case .notDoneInWeek, .notDue, .weekMet, .monthMet:
            state = .notDue
            shape = .notDue
        case .skipped:
            state = .skipped
            shape = .skipped
        case .paused:
            state = .paused
            shape = .paused
        }
    }

    /// Whether the day was due and has passed or was done: what the report's overall completion
    /// counts. Today, still open, is not counted yet.
    public var counts: Bool {
        switch shape {
        case .done, .partlyDone, .overLimit, .missed: return true
        case .open, .notDue, .skipped, .paused, .beforeStart: return false
        }
    }

    /// Whether the day was done.
    public var isDone: Bool { shape == .done }

    /// How much of the day's goal `habit` reached on `day`, from 0 to 1.
    private static func share(of habit: Habit, on day: Day) -> Double {
        guard let goal = habit.goal, goal.amount.isPositive else { return 0 }
        let reached = Double(habit.measuredTotal(on: day).millionths) / Double(goal.amount.millionths)
        return min(1, max(0, reached))
    }
}
