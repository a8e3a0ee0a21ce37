import Foundation
@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

// Loop Habit Tracker's score tests (`ScoreListTest.kt` in github.com/iSoron/uhabits,
// uhabits-core/src/jvmTest), reproduced with Loop's expected values: each Loop test names its
// days as offsets before today, and its habit starts on its oldest entry, as ours starts on
// its creation day. Loop's measured habits ask for at least (or at most) 2 a day.
// Today is Sunday 2026-11-29; no time zone is involved.

/// A day `offset` days before the tests' today.
private func ago(_ offset: Int) -> Day {
    StrengthTests.today.adding(days: -offset)
}

/// A yes/no habit on `schedule`, done and skipped `offsets` days before today, starting on its
/// oldest entry (today when it has none), as Loop's habit does.
private func yesNo(done: [Int], skipped: [Int] = [], schedule: Schedule = .daily) -> Habit {
    let oldest = (done + skipped).max() ?? 0
    return Habit(
        id: Habit.fixtureID, name: "Meditate", icon: "🧘", color: .blue, created: ago(oldest),
        completions: DaySet(done.filter { !skipped.contains($0) }.map(ago)), schedule: schedule,
        skips: DaySet(skipped.map(ago)))
}

/// A measured habit with `goal` (at least or at most `2` a day in Loop's tests) and the amounts
/// `offsets` days before today, starting on its oldest entry.
private func measured(
    _ kind: Goal.Kind, amounts: [Int: Amount], skipped: [Int] = [], schedule: Schedule = .daily
) throws -> Habit {
    let oldest = (Array(amounts.keys) + skipped).max() ?? 0
    return Habit(
        id: Habit.fixtureID, name: "Run", icon: "🏃", color: .blue, created: ago(oldest), schedule: schedule,
        skips: DaySet(skipped.map(ago)), goal: try Goal(kind, Amount(2), unit: "miles"),
        amounts: Dictionary(uniqueKeysWithValues: amounts.map { (ago($0.key), $0.value) }))
}

/// `value` on each day of `offsets`, for building measured histories.
private func each(_ offsets: Range<Int>, _ value: Amount) -> [Int: Amount] {
    Dictionary(uniqueKeysWithValues: offsets.map { ($0, value) })
}

/// Whether two strengths agree to Loop's tolerance, 1e-6.
private func close(_ actual: Double, _ expected: Double, within tolerance: Double = 1e-6) -> Bool {
    abs(actual - expected) <= tolerance
}

/// The strength on today, yesterday, and so on, for as many days as `expected` lists.
private func series(_ habit: Habit, days count: Int) -> [Double] {
    let strength = HabitStrength(habit, today: StrengthTests.today)
    return (0..<count).map { strength.value(on: ago($0)) }
}

@Suite("Habit strength")
struct StrengthTests {
    static let today = Day("2026-11-29")!

    /// Loop's values for a daily habit done on the last 20 days, today first (`test_getValue`
    /// for yes/no and for at-least habits), then three days before its start.
    static let twentyDays = [
        0.655747, 0.636894, 0.617008, 0.596033, 0.573910, 0.550574, 0.525961, 0.500000, 0.472617, 0.443734,
        0.413270, 0.381137, 0.347244, 0.311495, 0.273788, 0.234017, 0.192067, 0.147820, 0.101149, 0.051922,
        0.000000, 0.000000, 0.000000,
    ]

    @Test("the multiplier is 0.5^(√f / 13): half-way to a new value in 13 days for a daily habit")
    func multiplier() {
        // 0.5^(1/13) multiplied 13 times is exactly one half.
        var value = 1.0
        for _ in 0..<13 { value *= StrengthRule.multiplier(frequency: 1) }
        #expect(close(value, 0.5))
        // 0.5^(√(3/7) / 13) = 0.9656967 (Python: 0.5 ** ((3 / 7) ** 0.5 / 13)).
        #expect(close(StrengthRule.multiplier(frequency: 3.0 / 7), 0.965_696_7, within: 1e-7))
    }

    @Test("Loop yes/no: daily, done on the last 20 days")
    func yesNoDaily() {
        let values = series(yesNo(done: Array(0..<20)), days: Self.twentyDays.count)
        #expect(zip(values, Self.twentyDays).allSatisfy { close($0, $1) }, "\(values)")
    }

    @Test("Loop yes/no: daily with skips, each skipped day keeps the day before's strength")
    func yesNoDailyWithSkips() {
        let expected = [
            0.596033, 0.573910, 0.550574, 0.525961, 0.500000, 0.472617, 0.472617, 0.443734, 0.413270, 0.381137,
            0.347244, 0.347244, 0.347244, 0.311495, 0.273788, 0.234017, 0.192067, 0.147820, 0.101149, 0.051922,
            0.000000, 0.000000, 0.000000,
        ]
        let values = series(yesNo(done: Array(0..<20), skipped: [5, 10, 11]), days: expected.count)
        #expect(zip(values, expected).allSatisfy { close($0, $1) }, "\(values)")
    }

    @Test("Loop yes/no: done once five days ago, skipped the day after, then missed")
    func yesNoSkipAfterDone() {
        let expected = [0.041949, 0.044247, 0.046670, 0.049226, 0.051922, 0.051922, 0.0]
        let values = series(yesNo(done: [5], skipped: [4]), days: expected.count)
        #expect(zip(values, expected).allSatisfy { close($0, $1) }, "\(values)")
    }

    @Test("Loop yes/no: done today and yesterday, daily and every 2 days (doubled window)")
    func yesNoRecompute() {
        #expect(close(yesNo(done: [0, 1]).strength(asOf: Self.today), 0.101149))
        #expect(close(yesNo(done: [0, 1], schedule: .every(2)).strength(asOf: Self.today), 0.054816))
        // Only today: one day's weight.
        #expect(close(yesNo(done: [0]).strength(asOf: Self.today), 0.051922))
        // Nothing at all: 0.
        #expect(yesNo(done: []).strength(asOf: Self.today) == 0)
    }

    @Test("Loop yes/no: 2 of 3 a week converges to 2/3, 2 of 4 a week to 1/2")
    func yesNoImperfectNonDaily() {
        // Done on the first two days of every 7, counting back from today, for 100 weeks.
        let done: [Int] = (0..<100).flatMap { (week: Int) -> [Int] in [7 * week, 7 * week + 1] }
        #expect(close(yesNo(done: done, schedule: .perWeek(3)).strength(asOf: Self.today), 2.0 / 3))
        #expect(close(yesNo(done: done, schedule: .perWeek(4)).strength(asOf: Self.today), 0.5))
    }

    @Test("Loop yes/no: once a week on different weekdays converges to 100 %")
    func yesNoIrregularWeekly() {
        // In each fortnight, done on its first day and on its last, counting back from today.
        let done: [Int] = (0..<100).flatMap { (pair: Int) -> [Int] in [14 * pair, 14 * pair + 13] }
        #expect(close(yesNo(done: done, schedule: .perWeek(1)).strength(asOf: Self.today), 1, within: 1e-3))
    }

    @Test("Loop at least: 2 a day on the last 20 days")
    func atLeastDaily() throws {
        let values = series(try measured(.atLeast, amounts: each(0..<20, Amount(2))), days: Self.twentyDays.count)
        #expect(zip(values, Self.twentyDays).allSatisfy { close($0, $1) }, "\(values)")
    }

    @Test("Loop at least: today and yesterday, daily and every 2 days; half the goal gives half")
    func atLeastRecomputeAndProgress() throws {
        let twoDays = each(0..<2, Amount(2))
        #expect(close(try measured(.atLeast, amounts: twoDays).strength(asOf: Self.today), 0.101149))
        #expect(close(try measured(.atLeast, amounts: twoDays, schedule: .every(2)).strength(asOf: Self.today), 0.072631))
        #expect(close(try measured(.atLeast, amounts: each(0..<500, Amount(1))).strength(asOf: Self.today), 0.5))
        let half = Amount(millionths: 500_000)
        #expect(close(try measured(.atLeast, amounts: each(0..<500, half)).strength(asOf: Self.today), 0.25))
    }

    @Test("Loop at least: over-achieving counts as the goal, not more")
    func atLeastOverAchieving() throws {
        #expect(close(try measured(.atLeast, amounts: [0: Amount(10_000)]).strength(asOf: Self.today), 0.051922))
    }

    @Test("Loop at least with skips: a skipped day keeps the day before's strength")
    func atLeastWithSkips() throws {
        let expected = [
            0.617008, 0.596033, 0.573910, 0.550574, 0.525961, 0.500000, 0.472617, 0.443734, 0.413270, 0.381137,
            0.347244, 0.347244, 0.311495, 0.273788, 0.234017, 0.192067, 0.192067, 0.147820, 0.101149, 0.051922,
            0.000000, 0.000000, 0.000000,
        ]
        let amounts = each(0..<20, Amount(2)).filter { $0.key != 10 && $0.key != 15 }
        let values = series(try measured(.atLeast, amounts: amounts, skipped: [10, 15]), days: expected.count)
        #expect(zip(values, expected).allSatisfy { close($0, $1) }, "\(values)")
    }

    @Test("Loop at least with skips: skipped days count as if they never were")
    func skipsDoNotAffectStrength() throws {
        let plain = try measured(.atLeast, amounts: each(0..<500, Amount(1))).strength(asOf: Self.today)
        let skippedBefore = try measured(.atLeast, amounts: each(0..<500, Amount(1)), skipped: Array(500..<1000))
        #expect(close(skippedBefore.strength(asOf: Self.today), plain))
        let skippedAmid = try measured(
            .atLeast, amounts: each(0..<300, Amount(1)).merging(each(500..<700, Amount(1))) { $1 },
            skipped: Array(300..<500) + Array(700..<1000))
        #expect(close(skippedAmid.strength(asOf: Self.today), plain))
    }

    @Test("Loop at most: a limit of 2, kept the first day, then 5 a day for 20 days")
    func atMostDaily() throws {
        // Loop's values from today back to the first day; before it Loop shows 0, we keep 1,
        // the value a limit starts from.
        let expected = [
            0.344253, 0.363106, 0.382992, 0.403967, 0.426090, 0.449426, 0.474039, 0.500000, 0.527383, 0.556266,
            0.586730, 0.618863, 0.652756, 0.688505, 0.726212, 0.765983, 0.807933, 0.852180, 0.898851, 0.948078,
            1.0,
        ]
        var amounts = each(0..<20, Amount(5))
        amounts[20] = Amount(1)
        let values = series(try measured(.atMost, amounts: amounts), days: expected.count)
        #expect(zip(values, expected).allSatisfy { close($0, $1) }, "\(values)")
        #expect(HabitStrength(try measured(.atMost, amounts: amounts), today: Self.today).value(on: ago(21)) == 1)
    }

    @Test("Loop at most: nothing recorded keeps 1; over the limit pulls it down; under it is no bonus")
    func atMostRules() throws {
        #expect(close(try measured(.atMost, amounts: [:]).strength(asOf: Self.today), 1))
        let twoDays = each(0..<2, Amount(5))
        #expect(close(try measured(.atMost, amounts: twoDays).strength(asOf: Self.today), 0.898850))
        #expect(close(try measured(.atMost, amounts: twoDays, schedule: .every(2)).strength(asOf: Self.today), 0.927369))
        #expect(close(try measured(.atMost, amounts: each(0..<500, Amount(3))).strength(asOf: Self.today), 0.5))
        let threeAndAHalf = Amount(millionths: 3_500_000)
        #expect(close(try measured(.atMost, amounts: each(0..<500, threeAndAHalf)).strength(asOf: Self.today), 0.25))
        #expect(close(try measured(.atMost, amounts: [1: Amount(10_000)]).strength(asOf: Self.today), 0.950773))
        #expect(close(try measured(.atMost, amounts: [0: Amount(5), 1: .zero]).strength(asOf: Self.today), 0.948077))
        #expect(close(try measured(.atMost, amounts: [0: Amount(5), 1: Amount(1)]).strength(asOf: Self.today), 0.948077))
    }

    // Beyond Loop's tests: our schedules, pauses and goals.

    @Test("a schedule of three weekdays counts as three times a week: any three days make it whole")
    func weekdayScheduleIsTimesAWeek() {
        let done: [Int] = (0..<100).flatMap { (week: Int) -> [Int] in [7 * week, 7 * week + 1, 7 * week + 2] }
        let onWeekdays = yesNo(done: done, schedule: mondayWednesdayFriday)
        #expect(onWeekdays.strength(asOf: Self.today) == yesNo(done: done, schedule: .perWeek(3)).strength(asOf: Self.today))
        #expect(close(onWeekdays.strength(asOf: Self.today), 1, within: 1e-3))
    }

    @Test("a paused day that is not done keeps the strength; a done day in a pause counts")
    func pausedDays() throws {
        var habit = yesNo(done: Array(0..<20).filter { $0 < 5 || $0 > 10 })
        try habit.pause(from: ago(10), through: ago(5), today: Self.today)
        // Paused on the six days 10 through 5: the strength is that of 14 days done in a row.
        #expect(close(habit.strength(asOf: Self.today), Self.twentyDays[6]))
        // A done day inside the pause counts like any done day.
        try habit.check(on: ago(7), today: Self.today)
        #expect(close(habit.strength(asOf: Self.today), Self.twentyDays[5]))
    }

    @Test("a weekly goal measures the last 7 days' sum against the goal, with f = 1/7")
    func weeklyGoal() throws {
        let goal = try Goal(.weeklyAtLeast, Amount(14), unit: "km")
        let habit = Habit(
            id: Habit.fixtureID, name: "Run", icon: "🏃", color: .blue, created: ago(6), goal: goal,
            amounts: [ago(6): Amount(7), ago(0): Amount(7)])
        // Six days at 7 of 14 (0.5), then today at 14 of 14 (1).
        let weight = 1 - StrengthRule.multiplier(frequency: 1.0 / 7)
        var expected = 0.0
        for _ in 0..<6 { expected += (0.5 - expected) * weight }
        expected += (1 - expected) * weight
        #expect(close(habit.strength(asOf: Self.today), expected))
    }

    @Test("a limit of 0: strength stays 1 while nothing is recorded, a recorded amount gives 0")
    func limitOfZero() throws {
        let goal = try Goal(.atMost, .zero, unit: "cigarettes")
        let clean = Habit(
            id: Habit.fixtureID, name: "Smoke", icon: "🚭", color: .blue, created: ago(9), goal: goal,
            amounts: [ago(3): .zero])
        #expect(clean.strength(asOf: Self.today) == 1)
        let slipped = Habit(
            id: Habit.fixtureID, name: "Smoke", icon: "🚭", color: .blue, created: ago(0), goal: goal,
            amounts: [ago(0): Amount(1)])
        #expect(close(slipped.strength(asOf: Self.today), 1 - 0.051922))
    }

    @Test("a habit to quit: 1 while clean, a slip pulls it down by one day's weight, clean days raise it back")
    func quitHabit() throws {
        var habit = Habit(id: Habit.fixtureID, name: "Rauchen", icon: "🚭", color: .blue, created: ago(9))
        habit.makeQuit(unit: "cigarettes")
        #expect(habit.isQuit)
        #expect(habit.strength(asOf: Self.today) == 1)  // nothing recorded: ten clean days
        _ = try habit.slip(Amount(2), on: ago(3), today: Self.today)  // two cigarettes three days ago
        let m = 1 - 0.051922  // 0.5^(1/13), a daily habit's multiplier
        let strength = HabitStrength(habit, today: Self.today)
        #expect(strength.value(on: ago(4)) == 1)  // before the slip
        #expect(close(strength.value(on: ago(3)), m))  // the slip: S·m + 0·(1 − m)
        #expect(close(strength.value(on: ago(2)), 1 - (1 - m) * m))  // each clean day: S·m + 1·(1 − m)
        #expect(close(strength.value(on: ago(0)), 1 - (1 - m) * m * m * m))  // 0.955753
        #expect(close(strength.value(on: ago(0)), 0.955753))
    }

    @Test("the change over 30 days is today's strength minus that of 30 days before")
    func changeOverThirtyDays() {
        let strength = HabitStrength(yesNo(done: Array(0..<20)), today: Self.today)
        #expect(close(strength.change(overLast: 30), 0.655747))  // 30 days ago it did not exist: 0
        #expect(close(strength.change(overLast: 1), 0.655747 - 0.636894))
    }

    @Test("days after today are not counted")
    func futureIgnored() {
        let habit = yesNo(done: [0, -1, -2])
        #expect(close(habit.strength(asOf: Self.today), 0.051922))
    }
}
