import HabitCore

/// The one table of day marks: every view that marks days (the week row and the calendar of
/// `show`, the rows of `list`) takes its marks from here, so a mark means the same everywhere,
/// and each view's legend (``legend(_:presentation:)``) names exactly the marks it drew. Each
/// meaning has its own symbol (a week met and a month met share `✓`, done for the period), so
/// they differ without colour too; a day before the habit's
/// start or after today is blank, and has no mark.
///
/// | mark | meaning |
/// |---|---|
/// | `●` | a day done |
/// | `◉` | today, done |
/// | `◐` | part of the goal (a goal or a weekly goal) |
/// | `✕` | over the limit |
/// | `◎` | today, of a limit: within the limit so far (the day counts once it is over) |
/// | `◆` | a slip: a day of a habit to quit with a slip recorded |
/// | `◇` | a clean day of a habit to quit: no slip |
/// | `◈` | today, of a habit to quit: clean so far |
/// | `◌` | the view's day (today, or the day of `--as-of`), due and still open |
/// | `○` | a passed day that was due and not done: missed |
/// | `✓` | in `list`, a habit judged week by week (month by month) whose week (month) is already met, with skips or without |
/// | `◦` | a passed day not done of a habit judged week by week (or month by month), in a week (month) that did not fall short |
/// | `·` | a day that is not due (today too, for a habit judged week by week) |
/// | `–` | a day skipped with `habit skip` |
/// | `‖` | a day inside a pause |
public enum DayMark: CaseIterable, Hashable, Sendable {
    /// A day done, in the habit's colour.
    case done
    /// Today, done, in the habit's colour.
    case todayDone
    /// A day with part of its goal, in the habit's colour: some progress, not done.
    case partlyDone
    /// A day whose total is over the limit, in the warning colour.
    case overLimit
    /// Today, of a limit, within the limit so far, in the habit's colour: not kept before the
    /// day is over.
    case withinLimitSoFar
    /// A day of a habit to quit with a slip, in the warning colour.
    case slip
    /// A passed day of a habit to quit without a slip, grey: the row marks the slips.
    case clean
    /// Today, of a habit to quit, without a slip so far, in the habit's colour.
    case cleanSoFar
    /// The view's day (today, or the day of `--as-of`), due and not done yet: still open.
    case stillOpen
    /// A passed day that was due and not done.
    case missed
    /// A day not done of a habit judged week by week (N times a week, a weekly goal) or month by
    /// month (N times a month) in a week or month that did not fall short, or not yet: no day of
    /// such a habit is due on its own.
    case notDoneInWeek
    /// In the list, a habit judged week by week whose week is met (its done and skipped days
    /// reach the target, or its weekly goal is reached): done for the week, in the habit's colour.
    case weekMet
    /// In the list, a habit judged month by month whose month is met: done for the month.
    case monthMet
    /// A day that is not due.
    case notDue
    /// A day marked as excused with `habit skip`.
    case skipped
    /// A day inside a pause.
    case paused

    /// The symbol, one column wide.
    public var symbol: String {
        switch self {
        case .done: return "●"
        case .todayDone: return "◉"
        case .partlyDone: return "◐"
        case .overLimit: return "✕"
        case .withinLimitSoFar: return "◎"
        case .slip: return "◆"
        case .clean: return "◇"
        case .cleanSoFar: return "◈"
        case .stillOpen: return "◌"
        case .missed: return "○"
        case .notDoneInWeek: return "◦"
        case .weekMet, .monthMet: return "✓"
        case .notDue: return "·"
        case .skipped: return "–"
        case .paused: return "‖"
        }
    }

    /// The symbol in its colour: the habit's for progress, the warning colour over the limit,
    /// grey for the rest.
    public func painted(_ color: HabitColor, style: Style) -> String {
        switch self {
        case .done, .todayDone, .partlyDone, .withinLimitSoFar, .cleanSoFar, .weekMet, .monthMet:
            return style.paint(symbol, color)
        case .overLimit, .slip: return style.warning(symbol)
        case .clean, .stillOpen, .missed, .notDoneInWeek, .notDue, .skipped, .paused: return style.grey(symbol)
        }
    }

    /// The mark of a day of `habit` whose state is `status` (as of the view's day, which only
    /// can be open); `nil` for a blank, before the habit's start or after the view's day. Only
    /// `today` itself, done, is ``todayDone``. The day's amount tells more than its state: a
    /// day over the limit is ``overLimit``, a day with part of its goal ``partlyDone``.
    public init?(_ status: DayStatus, of habit: Habit, today: Day) {
        let isToday = status.day == today
        switch status.state {
        case .beforeCreation, .future: return nil
        case .withinLimitSoFar:
            self = habit.isQuit ? .cleanSoFar : .withinLimitSoFar
            return
        case .done:
            self = habit.isQuit ? .clean : isToday ? .todayDone : .done
            return
        case .skipped:
            self = .skipped
            return
        case .missed, .open, .notDue, .paused: break
        }
        if habit.isOverLimit(on: status.day) {
            self = habit.isQuit ? .slip : .overLimit
        } else if habit.isPartlyDone(on: status.day) {
            self = .partlyDone
        } else if status.state == .paused {
            self = .paused
        } else if status.state == .missed {
            self = .missed
        } else if status.state == .open {
            // The view's day: open while it is due; else not due, whatever the schedule.
            self = habit.isDue(on: status.day) ? .stillOpen : .notDue
        } else {
            self = habit.isJudgedWeekly || habit.isJudgedMonthly ? .notDoneInWeek : .notDue
        }
    }

    /// The mark of `habit` in the list of `day`, from how far it got (see ``DayProgress``);
    /// ``todayDone`` only when `day` is `today`.
    public init(_ progress: DayProgress, of habit: Habit, on day: Day, today: Day) {
        switch progress {
        case .done: self = habit.isQuit ? .clean : day == today ? .todayDone : .done
        case .withinLimitSoFar: self = habit.isQuit ? .cleanSoFar : .withinLimitSoFar
        case .partlyDone: self = .partlyDone
        case .overLimit: self = habit.isQuit ? .slip : .overLimit
        case .open: self = .stillOpen
        case .notDue:
            if habit.isPaused(on: day) {
                self = .paused
            } else if habit.isPeriodMet(asOf: day) {
                self = habit.isJudgedMonthly ? .monthMet : .weekMet
            } else if habit.isSkipped(on: day) {
                self = .skipped
            } else {
                self = .notDue
            }
        }
    }

    /// The legend of `marks`: each used mark with its meaning, in the order of this table,
    /// grey, wrapped between two entries (never inside one) to the width; nothing when no mark
    /// was drawn.
    public static func legend(_ marks: Set<DayMark>, presentation: Presentation) -> [String] {
        let entries = allCases.filter(marks.contains).map {
            presentation.language.text(.legendEntry(mark: $0.symbol, meaning: $0))
        }
        return wrapped(entries, width: presentation.sentenceWidth).map(presentation.style.grey)
    }

    /// `entries` two spaces apart in lines of at most `width` columns, a line broken only
    /// between two entries; an entry wider than a line stays whole on a line of its own.
    public static func wrapped(_ entries: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for entry in entries {
            if line.isEmpty {
                line = entry
            } else if DisplayWidth.of(line) + 2 + DisplayWidth.of(entry) <= width {
                line += "  " + entry
            } else {
                lines.append(line)
                line = entry
            }
        }
        return line.isEmpty ? lines : lines + [line]
    }
}
