import HabitCore

/// The days of a `monthlyOn` schedule as a sentence lists them, decided once for every
/// language: numbered days in order, then the month's last day.
public struct MonthDayList: Sequence {
    /// One listed day.
    public enum Item: Equatable {
        /// A day by its number, 1–31.
        case numbered(Int)
        /// The month's last day (-1).
        case last
    }

    private let items: [Item]

    /// The days of `days` in the order a sentence lists them.
    public init(_ days: Set<Int>) {
        items = days.sorted(by: MonthDayOrder.precedes).map { $0 == Schedule.lastDayOfMonth ? .last : .numbered($0) }
    }

    /// The listed days, in order.
    public func makeIterator() -> IndexingIterator<[Item]> {
        items.makeIterator()
    }
}
