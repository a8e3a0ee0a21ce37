import HabitCore
import Testing

@testable import HabitCLI

/// The data file's day reader, which remembers the month of the last day it read: it must give
/// the same answers as reading every day in full, whatever came before.
@Suite struct DayParserTests {
    private func read(_ texts: [String]) -> [String?] {
        var parser = DayParser()
        return texts.map { text in
            var text = text
            return text.withUTF8 { parser.range($0) }.map { $0.0 == $0.1 ? "\($0.0)" : "\($0.0)/\($0.1)" }
        }
    }

    @Test(
        "a sequence of days reads as each would alone",
        arguments: [
            ["2026-02-27", "2026-02-28", "2026-02-29", "2026-03-01"],  // February 2026 has 28 days
            ["2024-02-01", "2024-02-29", "2024-02-30"],  // a leap year's February has 29
            ["2026-01-31", "2026-01-32", "2026-01-00", "2026-01-3x"],  // past the month's end, day 0, not a digit
            ["2026-11-20/2026-11-25", "2026-11-27", "2026-11-26/2026-11-25"],  // a range that ends before it starts
            ["2026-11-20", "2026-11x20", "2026-11-2", "2026-11-201"],  // the same month, then malformed forms
            ["1999-12-31/2000-01-02", "2000-01-01", "2100-02-29"],  // across a year end; 2100 is no leap year
        ])
    func sameAsAlone(texts: [String]) {
        let alone = texts.map { text in StoreFormat.dayRange(text).map { $0.0 == $0.1 ? "\($0.0)" : "\($0.0)/\($0.1)" } }
        #expect(read(texts) == alone)  // remembering the month changes no answer
    }

    @Test("days that exist are read, days that do not are refused")
    func answers() {
        #expect(read(["2026-02-28", "2026-02-29"]) == ["2026-02-28", nil])  // no 29th in February 2026
        #expect(read(["2024-02-28", "2024-02-29"]) == ["2024-02-28", "2024-02-29"])  // but in 2024
        #expect(read(["2026-11-30", "2026-11-31"]) == ["2026-11-30", nil])  // November has 30 days
    }
}
