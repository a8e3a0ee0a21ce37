import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// The one message `habit remind` sends: a title ("3 habits still open") and a body with a line
/// for each open habit, in the user's language.
struct ReminderSummary: Equatable, Sendable {
    /// The title: how many habits are still open.
    let title: String
    /// One line per open habit, in list order: its name, with what is left where there is more to
    /// say than that it is due.
    let lines: [String]

    /// The body: the lines, one below the other.
    var body: String { lines.joined(separator: "\n") }

    /// The summary of `open` (each habit with what is left of it), worded in `language`.
    init(_ open: [(habit: Habit, remaining: Remaining)], language: LanguageTable) {
        title = language.text(.title(count: open.count))
        lines = open.map { habit, remaining in Self.line(for: habit, remaining).map(language.text) ?? habit.name }
    }

    /// The body line for `habit` with `remaining` left; `nil` for a habit just due today, whose
    /// line is its name alone.
    static func line(for habit: Habit, _ remaining: Remaining) -> ReminderMessage? {
        switch remaining {
        case .today: return nil
        case .thisWeek(let times, let daysLeft): return .timesLeft(name: habit.name, times: times, daysLeft: daysLeft)
        case .thisMonth(let times, let daysLeft):
            return .timesLeftThisMonth(name: habit.name, times: times, daysLeft: daysLeft)
        case .amount(let total, let goal, let unit): return .amountSoFar(name: habit.name, total: total, goal: goal, unit: unit)
        case .weeklyAmount(let total, let goal, let unit, let daysLeft):
            return .weekAmountSoFar(name: habit.name, total: total, goal: goal, unit: unit, daysLeft: daysLeft)
        }
    }

    /// The summary as `--via print` writes it: the title, then the body.
    var printed: String { ([title] + lines).map { $0 + "\n" }.joined() }
}
