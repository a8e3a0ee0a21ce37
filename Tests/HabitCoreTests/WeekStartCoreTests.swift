@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

// November 2026 starts on a Sunday: Saturday the 21st and 28th, Sunday the 22nd and 29th.

/// The week a collection's habits count in: passed in as data (``HabitCollection/weekStart``),
/// never read from anywhere, and the same for the streak, the week's tally and its sum.
@Suite struct WeekStartCoreTests {
    /// Two days a week, created Monday the 9th, done Saturday and Sunday twice.
    static func gym(_ weekStart: Weekday) -> Habit {
        var habit = Habit(
            id: UUID(uuidString: "00000000-0000-4000-8000-000000000077") ?? UUID(), name: "Gym", icon: "🏋", color: .blue,
            created: Day("2026-11-09")!,
            completions: ["2026-11-21", "2026-11-22", "2026-11-28", "2026-11-29"].compactMap(Day.init), schedule: .perWeek(2))
        habit.weekStart = weekStart
        return habit
    }

    static let today = Day("2026-11-29")!

    @Test("Monday weeks: Saturday and Sunday twice are two weeks met; Sunday weeks: one (the 22nd to the 28th)")
    func perWeekStreakFollowsTheWeek() {
        #expect(Self.gym(.monday).streak(asOf: Self.today) == 2)
        #expect(Self.gym(.sunday).streak(asOf: Self.today) == 1)
        #expect(Self.gym(.monday).doneInWeek(of: Self.today) == 2)  // Monday the 23rd to today
        #expect(Self.gym(.sunday).doneInWeek(of: Self.today) == 1)  // today alone
    }

    @Test("a collection gives its week to every habit, added, updated or set later")
    func theCollectionsWeekIsEachHabits() throws {
        var habits = HabitCollection(habits: [Self.gym(.monday)], weekStart: .saturday)
        #expect(habits.habits.map(\.weekStart) == [.saturday])
        let added = try habits.add(name: "Lesen", icon: "📚", color: .green, created: Self.today)
        #expect(added.weekStart == .saturday)
        habits.update(Self.gym(.friday))
        #expect(habits.habits.map(\.weekStart) == [.saturday, .saturday])
        habits.weekStart = .sunday
        #expect(habits.habits.map(\.weekStart) == [.sunday, .sunday])
    }

    @Test("a merge keeps ours' week and records theirs; a week set on one side alone changes no habit")
    func mergeKeepsOursWeek() {
        let base = HabitCollection(habits: [Self.gym(.monday)])
        var theirs = base
        theirs.weekStart = .sunday  // the other machine ran habit week-start sunday
        let ours = HabitCollection()  // this one deleted Gym
        let result = HabitMerge.merge(ours: ours, theirs: theirs, base: base)
        #expect(result.habits.habits.isEmpty)  // deleted here, unchanged there: gone, not "changed on one side"
        #expect(result.habits.weekStart == .monday)
        #expect(result.conflicts.map(\.subject) == [.weekStart])
        #expect(result.conflicts.first?.other == .text("sunday"))
        let same = HabitMerge.merge(ours: base, theirs: base, base: base)
        #expect(same.conflicts.isEmpty && same.habits == base)  // the same week: nothing to say
    }
}
