import HabitCore

/// Where a check left a habit done K times a month in the month of the day checked, decided
/// before it is worded: "1 of 2 this month", "2 of 2 this month — 4 months in a row".
public enum MonthProgress: Equatable, Sendable {
    /// `done` of `times` so far, the month not made yet; `thisMonth`: the month holds today.
    case under(done: Int, times: Int, thisMonth: Bool)
    /// The month made with `done` of `times`, and the streak of months it is part of.
    case made(done: Int, times: Int, thisMonth: Bool, streak: StreakCount)
}
