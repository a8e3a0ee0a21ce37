import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

/// How the data file's days are read: `YYYY-MM-DD` or `first/last`, days that exist only.
@Suite struct DayRangeTests {
    private func read(_ text: String) -> String? {
        StoreFormat.dayRange(text).map { $0.0 == $0.1 ? "\($0.0)" : "\($0.0)/\($0.1)" }
    }

    @Test(
        "days and runs that exist read as themselves; anything else is refused",
        arguments: [
            ("2026-02-28", "2026-02-28"),
            ("2026-02-29", nil),  // February 2026 has 28 days
            ("2024-02-29", "2024-02-29"),  // a leap year's February has 29
            ("2100-02-29", nil),  // 2100 is no leap year
            ("2026-11-31", nil),  // November has 30 days
            ("2026-01-00", nil),  // no day 0
            ("2026-01-3x", nil),  // not a digit
            ("2026-11x20", nil),  // not a dash
            ("2026-11-2", nil),  // too short
            ("2026-11-201", nil),  // too long
            ("1999-12-31/2000-01-02", "1999-12-31/2000-01-02"),  // a run across a year end
            ("2026-11-26/2026-11-25", nil),  // a run that ends before it starts
            ("2026-11-20/2026-11-20", "2026-11-20"),  // a run of one day is that day
            ("2026-11-20 2026-11-25", nil),  // a run needs its slash
        ] as [(String, String?)])
    func reads(_ text: String, _ expected: String?) {
        #expect(read(text) == expected)
    }
}
