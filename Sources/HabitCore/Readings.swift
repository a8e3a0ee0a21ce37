/// The figures of a habit whose amounts are readings (``Habit/isReading``) over some days: the
/// last value, the average, the lowest and the highest, never a sum.
public struct Readings: Hashable, Sendable {
    /// How many days have a reading.
    public let count: Int
    /// The latest day with a reading.
    public let lastDay: Day
    /// The value read on ``lastDay``.
    public let last: Amount
    /// The mean of the values, exact to the millionth (rounded half away from zero).
    public let average: Amount
    /// The lowest value.
    public let lowest: Amount
    /// The highest value.
    public let highest: Amount

    /// The figures of the readings in `amounts` from `first` through `last` (both included);
    /// `nil` when none lies there.
    public init?(_ amounts: [Day: Amount], from first: Day, through last: Day) {
        var count = 0
        var sum = Amount.zero
        var latest: (day: Day, value: Amount)?
        var lowest = Amount.maximum
        var highest = Amount.zero
        for (day, value) in amounts where day >= first && day <= last {
            count += 1
            sum += value
            lowest = min(lowest, value)
            highest = max(highest, value)
            if latest.map({ day > $0.day }) ?? true { latest = (day, value) }
        }
        guard let latest else { return nil }
        self.count = count
        self.lastDay = latest.day
        self.last = latest.value
        self.average = sum.scaled(by: 1, dividedBy: count)
        self.lowest = lowest
        self.highest = highest
    }
}

extension Habit {
    /// The figures of the habit's readings from `first` through `last`; `nil` when it has none
    /// there.
    public func readings(from first: Day, through last: Day) -> Readings? {
        Readings(amounts, from: first, through: last)
    }
}
