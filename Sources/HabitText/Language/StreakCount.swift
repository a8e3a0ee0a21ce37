import HabitCore

/// A streak's length with what it counts, as a sentence says it: "5 days in a row", "5 times in
/// a row", "3 weeks in a row". A plain number is a number of days.
public struct StreakCount: Equatable, Sendable, ExpressibleByIntegerLiteral {
    /// How many.
    public let length: Int
    /// Of what.
    public let unit: StreakUnit

    /// `length` units.
    public init(_ length: Int, _ unit: StreakUnit) {
        self.length = length
        self.unit = unit
    }

    /// A number of days.
    public init(integerLiteral length: Int) {
        self.init(length, .day)
    }

    /// The current streak of `habit` as of `day`.
    public init(currentOf habit: Habit, asOf day: Day) {
        self.init(habit.streak(asOf: day), habit.streakUnit)
    }
}
