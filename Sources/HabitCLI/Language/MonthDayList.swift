import HabitCore
import HabitStore
import HabitSystem

/// The days of a `monthlyOn` schedule as a sentence lists them, decided once for every
/// language: numbered days in order, then the month's last day.
struct MonthDayList: Sequence {
    /// One listed day.
    enum Item: Equatable {
        /// A day by its number, 1–31.
        case numbered(Int)
        /// The month's last day (-1).
        case last
    }

    private let items: [Item]

    /// The days of `days` in the order a sentence lists them.
    init(_ days: Set<Int>) {
        items = days.sorted(by: MonthDayOrder.precedes).map { $0 == Schedule.lastDayOfMonth ? .last : .numbered($0) }
    }

    func makeIterator() -> IndexingIterator<[Item]> {
        items.makeIterator()
    }
}
