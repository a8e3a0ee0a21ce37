@testable import HabitSystem
import HabitTestSupport
import Testing

@testable import HabitStore
@testable import HabitCore

/// `PauseSet` built in one pass from many pauses: the same set as inserting them one by one,
/// and many pauses built in one pass, not one insertion (and sort) each.
@Suite struct PauseSetBuildTests {
    /// The set that inserting `pauses` one at a time gives: the rule the one-pass build keeps.
    static func insertedOneByOne(_ pauses: [Pause]) -> [Pause] {
        var set = PauseSet()
        for pause in pauses { set.insert(pause) }
        return set.pauses
    }

    /// `count` single-day pauses on every other day from Jan 1, 1950: apart, none touching.
    static func singleDays(_ count: Int) -> [Pause] {
        let start = Day(year: 1950, month: 1, day: 1) ?? Day(ordinal: 0)
        return (0..<count).compactMap { index in
            let day = start.adding(days: 2 * index)
            return Pause(first: day, last: day)
        }
    }

    @Test func manyRandomPausesMergeAsInsertingThemWould() {
        var random = SeededRandom(seed: 0x9A05E)
        let start = Day(year: 2026, month: 1, day: 1) ?? Day(ordinal: 0)
        for round in 0..<200 {
            let pauses = (0..<Int.random(in: 0...12, using: &random)).compactMap { _ -> Pause? in
                let first = start.adding(days: Int.random(in: 0...60, using: &random))
                // Now and then open-ended; else one to six days.
                let last = Int.random(in: 0..<8, using: &random) == 0 ? nil : first.adding(days: Int.random(in: 0...5, using: &random))
                return Pause(first: first, last: last)
            }
            let built = PauseSet(pauses).pauses
            #expect(built == Self.insertedOneByOne(pauses), "round \(round): \(pauses)")  // the same set
            let apart = zip(built, built.dropFirst()).allSatisfy { earlier, later in
                earlier.last.map { $0.next < later.first } ?? false
            }
            #expect(apart)  // sorted, apart, only the last open-ended
        }
    }

    @Test func unsortedAndTouchingPausesBecomeOne() {
        let day = { (number: Int) in (Day(year: 2026, month: 11, day: 1) ?? Day(ordinal: 0)).adding(days: number) }
        let pauses = [Pause(first: day(5), last: day(6)), Pause(first: day(1), last: day(2)), Pause(first: day(3), last: day(4))]
        #expect(PauseSet(pauses.compactMap { $0 }).pauses == [Pause(first: day(1), last: day(6))].compactMap { $0 })  // Nov 2 to Nov 7
        let open = [Pause(first: day(1), last: day(9)), Pause(first: day(4), last: nil)].compactMap { $0 }
        #expect(PauseSet(open).pauses == [Pause(first: day(1), last: nil)].compactMap { $0 })  // an open end wins
    }

    @Test(.timeLimit(.minutes(1)))
    func twoHundredThirtyThousandPausesBuildInOnePass() {
        // 23,000 single-day pauses took 2.5 s per command when each was inserted with a sort, so
        // ten times as many would take minutes and run into the limit; one pass takes well under
        // a second even on a busy machine. (No timing is compared: a ratio of two timings failed
        // on a loaded machine.)
        let pauses = Self.singleDays(230_000)
        let built = PauseSet(pauses).pauses
        #expect(built.count == pauses.count)  // none merged: they are apart
        #expect(built.first == pauses.first && built.last == pauses.last)
    }
}
