import HabitCore

/// Where a check left a habit done K times a week in the week of the day checked, decided
/// before it is worded: "1 of 3 this week", "3 of 3 this week — 4 weeks in a row".
public enum WeekProgress: Equatable, Sendable {
    /// `done` of `times` so far, the week not made yet; `thisWeek`: the week holds today.
    case under(done: Int, times: Int, thisWeek: Bool)
    /// The week made with `done` of `times`, and the streak of weeks it is part of.
    case made(done: Int, times: Int, thisWeek: Bool, streak: StreakCount)
}
