@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// The day set's runs and equality, which work a word of 64 days at a time: checked against
/// the day-by-day definitions on sets that cross word boundaries and grew in different ways.
@Suite("Day set")
struct DaySetTests {
    /// The runs by the definition: consecutive days one by one.
    private func runsDayByDay(_ days: DaySet) -> [(first: Day, last: Day)] {
        var runs: [(first: Day, last: Day)] = []
        for day in days {
            if let last = runs.last, last.last.next == day {
                runs[runs.count - 1].last = day
            } else {
                runs.append((day, day))
            }
        }
        return runs
    }

    private func day(_ text: String) -> Day {
        Day(text) ?? Day(ordinal: 0)
    }

    @Test("Runs are the consecutive days, oldest first, across words and at their edges")
    func runs() {
        // 2026-01-01 to 2026-03-10 (69 days: more than a word), a day alone, a run ending on the
        // last day of the storage, and a run of exactly 64 days.
        var days = DaySet()
        days.insert(from: day("2026-01-01"), through: day("2026-03-10"))
        days.insert(day("2026-03-12"))
        days.insert(from: day("2026-06-01"), through: day("2026-08-03"))
        days.insert(from: day("2027-01-01"), through: day("2027-01-05"))
        let runs = days.runs
        #expect(runs.map { "\($0.first)/\($0.last)" } == runsDayByDay(days).map { "\($0.first)/\($0.last)" })
        #expect(runs.count == 4)
        #expect(runs[1].first == day("2026-03-12") && runs[1].last == day("2026-03-12"))  // a day alone
        #expect(runs[2].last.days(since: runs[2].first) == 63)  // 64 days in a row
        #expect(DaySet().runs.isEmpty)
    }

    @Test("Runs of random sets agree with the day-by-day definition")
    func randomRuns() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<50 {
            var days = DaySet()
            for _ in 0..<200 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let ordinal = Int(state >> 40) % 1_000 + 20_000
                let length = Int(state >> 20) % 70
                days.insert(from: Day(ordinal: ordinal), through: Day(ordinal: ordinal + length))
            }
            let expected = runsDayByDay(days)
            #expect(days.runs.map(\.first) == expected.map(\.first))
            #expect(days.runs.map(\.last) == expected.map(\.last))
        }
    }

    @Test("Equal sets are equal however their storage grew; a set with a day more or less is not")
    func equality() {
        // Grown backwards from the end (the storage starts late and grows to the front) and
        // forwards from the start, and one with a far-away day added and removed again.
        var backwards = DaySet(), forwards = DaySet(), widened = DaySet()
        for offset in stride(from: 300, through: 0, by: -3) { backwards.insert(Day(ordinal: 20_000 + offset)) }
        for offset in stride(from: 0, through: 300, by: 3) { forwards.insert(Day(ordinal: 20_000 + offset)) }
        widened = forwards
        widened.insert(Day(ordinal: 10_000))
        widened.remove(Day(ordinal: 10_000))
        #expect(backwards == forwards)
        #expect(widened == forwards)
        #expect(DaySet() == DaySet([Day(ordinal: 5)]).subtracting([Day(ordinal: 5)]))
        var more = forwards
        more.insert(Day(ordinal: 20_001))
        #expect(more != forwards)
        var moved = forwards
        moved.remove(Day(ordinal: 20_300))
        moved.insert(Day(ordinal: 20_301))  // same count, one day different
        #expect(moved != forwards)
    }
}
