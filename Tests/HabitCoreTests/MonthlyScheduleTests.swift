@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

// September, November, April and June have 30 days; February 2027 has 28, February 2028
// (a leap year) 29. December 1, 2026 is a Tuesday.

/// The monthly schedules, against cases worked out by hand: N times a calendar month (judged
/// month by month, the running month as grace) and on days of each month (a day past the month's
/// end falls on its last day, -1 is the last day).
@Suite("Monthly schedules")
struct MonthlyScheduleTests {
    struct DueCase: Sendable, CustomTestStringConvertible {
        let name: String
        let days: Set<Int>
        /// Days that fall on the schedule, and days that do not.
        let due: [String]
        let notDue: [String]
        var testDescription: String { name }
    }

    static let dueCases: [DueCase] = [
        DueCase(
            name: "1 and 15: the 1st and the 15th, not the 2nd or 16th", days: [1, 15],
            due: ["2026-12-01", "2026-12-15", "2027-01-01"], notDue: ["2026-12-02", "2026-12-16", "2026-12-31"]),
        DueCase(
            name: "the 31st in a 30-day month falls on the 30th", days: [31],
            due: ["2027-04-30", "2026-11-30", "2026-12-31"], notDue: ["2027-04-29", "2026-12-30", "2027-05-01"]),
        DueCase(
            name: "the 31st in February of a leap year falls on the 29th", days: [31],
            due: ["2028-02-29"], notDue: ["2028-02-28", "2028-03-01"]),
        DueCase(
            name: "the 31st in February of another year falls on the 28th", days: [31],
            due: ["2027-02-28"], notDue: ["2027-02-27", "2027-03-01"]),
        DueCase(
            name: "the 30th and 29th in February 2027 both fall on the 28th", days: [29, 30],
            due: ["2027-02-28", "2027-03-29", "2027-03-30"], notDue: ["2027-02-27", "2027-03-31"]),
        DueCase(name: "the 29th in February 2028 is the 29th", days: [29], due: ["2028-02-29"], notDue: ["2028-02-28"]),
        DueCase(
            name: "-1 is the month's last day: Jan 31, Feb 28 or 29, Apr 30", days: [-1],
            due: ["2027-01-31", "2027-02-28", "2028-02-29", "2027-04-30"],
            notDue: ["2027-01-30", "2028-02-28", "2027-04-29", "2027-05-30"]),
        DueCase(
            name: "the 1st and -1 across a year boundary", days: [1, -1],
            due: ["2026-12-31", "2027-01-01"], notDue: ["2026-12-30", "2027-01-02"]),
    ]

    @Test("a days-of-the-month schedule falls on those days of each month", arguments: dueCases)
    func dueDays(_ test: DueCase) throws {
        let habit = Habit.fixture(created: "2026-01-01", schedule: .monthlyOn(test.days))
        for text in test.due {
            let day = try #require(Day(text))
            #expect(habit.schedule.includes(day), "\(text)")  // falls on the schedule
            #expect(habit.isDue(on: day), "\(text)")  // and is due when nothing else says otherwise
        }
        for text in test.notDue {
            let day = try #require(Day(text))
            #expect(!habit.schedule.includes(day), "\(text)")
            #expect(!habit.isDue(on: day), "\(text)")
        }
    }

    struct StreakCase: Sendable, CustomTestStringConvertible {
        let name: String
        let habit: Habit
        let today: String
        /// The current streak's length and its first and last done day; `nil` for no streak.
        let streak: (length: Int, first: String, last: String)?
        /// The record's length and its first and last done day; `nil` for no record.
        let record: (length: Int, first: String, last: String)?
        var testDescription: String { name }
    }

    static let streakCases: [StreakCase] = [
        StreakCase(
            name: "2 a month, met in September, October and November: 3 months, December is grace",
            habit: .fixture(
                created: "2026-09-01",
                done: ["2026-09-03", "2026-09-20", "2026-10-01", "2026-10-31", "2026-11-05", "2026-11-06"],
                schedule: .perMonth(2)),
            today: "2026-12-02", streak: (3, "2026-09-03", "2026-11-06"), record: (3, "2026-09-03", "2026-11-06")),
        StreakCase(
            name: "the same with December met too: 4 months",
            habit: .fixture(
                created: "2026-09-01",
                done: [
                    "2026-09-03", "2026-09-20", "2026-10-01", "2026-10-31", "2026-11-05", "2026-11-06", "2026-12-01",
                    "2026-12-02",
                ],
                schedule: .perMonth(2)),
            today: "2026-12-02", streak: (4, "2026-09-03", "2026-12-02"), record: (4, "2026-09-03", "2026-12-02")),
        StreakCase(
            name: "2 a month with October done once: October broke it, November alone is the streak",
            habit: .fixture(
                created: "2026-09-01", done: ["2026-09-03", "2026-09-20", "2026-10-01", "2026-11-05", "2026-11-06"],
                schedule: .perMonth(2)),
            today: "2026-12-02", streak: (1, "2026-11-05", "2026-11-06"), record: (1, "2026-11-05", "2026-11-06")),
        StreakCase(
            name: "3 a month with November done once: November is over and short, no streak",
            habit: .fixture(
                created: "2026-10-01", done: ["2026-10-01", "2026-10-02", "2026-10-03", "2026-11-01"],
                schedule: .perMonth(3)),
            today: "2026-12-01", streak: nil, record: (1, "2026-10-01", "2026-10-03")),
        StreakCase(
            name: "once a month across a year boundary: November, December, January; February is grace",
            habit: .fixture(
                created: "2026-11-10", done: ["2026-11-30", "2026-12-31", "2027-01-01"], schedule: .perMonth(1)),
            today: "2027-02-10", streak: (3, "2026-11-30", "2027-01-01"), record: (3, "2026-11-30", "2027-01-01")),
        StreakCase(
            name: "created on Oct 31 and done that day: October counts, its earlier days were before the start",
            habit: .fixture(
                created: "2026-10-31", done: ["2026-10-31", "2026-11-02", "2026-11-09"], schedule: .perMonth(2)),
            today: "2026-12-01", streak: (2, "2026-10-31", "2026-11-09"), record: (2, "2026-10-31", "2026-11-09")),
        StreakCase(
            name: "31 a month in February 2027: its 28 days are all it asks for",
            habit: .fixture(created: "2027-02-01", done: days("2027-02-01", "2027-02-28"), schedule: .perMonth(31)),
            today: "2027-03-01", streak: (1, "2027-02-01", "2027-02-28"), record: (1, "2027-02-01", "2027-02-28")),
        StreakCase(
            name: "31 a month in February 2028 asks for its 29 days: 28 of them are short",
            habit: .fixture(created: "2028-02-01", done: days("2028-02-01", "2028-02-28"), schedule: .perMonth(31)),
            today: "2028-03-01", streak: nil, record: nil),
        StreakCase(
            name: "on the 1st and 15th, every one done: 5 times",
            habit: .fixture(
                created: "2026-10-01", done: ["2026-10-01", "2026-10-15", "2026-11-01", "2026-11-15", "2026-12-01"],
                schedule: .monthlyOn([1, 15])),
            today: "2026-12-10", streak: (5, "2026-10-01", "2026-12-01"), record: (5, "2026-10-01", "2026-12-01")),
        StreakCase(
            name: "on the 31st, done Sep 30, Oct 31 and Nov 30: 3 times",
            habit: .fixture(created: "2026-09-01", done: ["2026-09-30", "2026-10-31", "2026-11-30"], schedule: .monthlyOn([31])),
            today: "2026-12-15", streak: (3, "2026-09-30", "2026-11-30"), record: (3, "2026-09-30", "2026-11-30")),
        StreakCase(
            name: "on the 31st with Oct 31 missed: only Nov 30 is left",
            habit: .fixture(created: "2026-09-01", done: ["2026-09-30", "2026-11-30"], schedule: .monthlyOn([31])),
            today: "2026-12-15", streak: (1, "2026-11-30", "2026-11-30"), record: (1, "2026-11-30", "2026-11-30")),
        StreakCase(
            name: "on the last day, Jan 31 and Feb 29 of the leap year 2028: 2 times",
            habit: .fixture(created: "2028-01-01", done: ["2028-01-31", "2028-02-29"], schedule: .monthlyOn([-1])),
            today: "2028-03-15", streak: (2, "2028-01-31", "2028-02-29"), record: (2, "2028-01-31", "2028-02-29")),
        StreakCase(
            name: "on the last day in 2027, done Feb 27 instead of Feb 28: the 28th was missed",
            habit: .fixture(created: "2027-01-01", done: ["2027-01-31", "2027-02-27"], schedule: .monthlyOn([-1])),
            today: "2027-03-15", streak: nil, record: (2, "2027-01-31", "2027-02-27")),
        StreakCase(
            name: "on the 1st across a year boundary: Dec 1 and Jan 1",
            habit: .fixture(created: "2026-12-01", done: ["2026-12-01", "2027-01-01"], schedule: .monthlyOn([1])),
            today: "2027-01-20", streak: (2, "2026-12-01", "2027-01-01"), record: (2, "2026-12-01", "2027-01-01")),
        StreakCase(
            name: "on the 31st, created on Jan 31, 2027: Jan 31, Feb 28 and Mar 31 are 3 times",
            habit: .fixture(created: "2027-01-31", done: ["2027-01-31", "2027-02-28", "2027-03-31"], schedule: .monthlyOn([31])),
            today: "2027-04-10", streak: (3, "2027-01-31", "2027-03-31"), record: (3, "2027-01-31", "2027-03-31")),
        StreakCase(
            name: "on the 31st and the last day: both fall on Apr 30, one due day, counted once",
            habit: .fixture(created: "2027-03-01", done: ["2027-03-31", "2027-04-30"], schedule: .monthlyOn([31, -1])),
            today: "2027-05-10", streak: (2, "2027-03-31", "2027-04-30"), record: (2, "2027-03-31", "2027-04-30")),
        StreakCase(
            name: "2 a month, created on Jan 31, 2027 and not done that day: January neither counts nor breaks",
            habit: .fixture(created: "2027-01-31", done: ["2027-02-03", "2027-02-10"], schedule: .perMonth(2)),
            today: "2027-03-05", streak: (1, "2027-02-03", "2027-02-10"), record: (1, "2027-02-03", "2027-02-10")),
        StreakCase(
            name: "2 a month, the running month not met yet and already 1 done: still grace, the streak is the months before",
            habit: .fixture(
                created: "2026-10-01", done: ["2026-10-01", "2026-10-02", "2026-11-01", "2026-11-30", "2026-12-01"],
                schedule: .perMonth(2)),
            today: "2026-12-31", streak: (2, "2026-10-01", "2026-11-30"), record: (2, "2026-10-01", "2026-11-30")),
        StreakCase(
            name: "2 a month on Jan 1: December is over and short, the streak ended with it",
            habit: .fixture(
                created: "2026-10-01", done: ["2026-10-01", "2026-10-02", "2026-11-01", "2026-11-30", "2026-12-01"],
                schedule: .perMonth(2)),
            today: "2027-01-01", streak: nil, record: (2, "2026-10-01", "2026-11-30")),
        StreakCase(
            name: "2 a month, November done once and skipped once: the skip stands in for the second time",
            habit: .fixture(
                created: "2026-11-01", done: ["2026-11-03", "2026-12-05"], schedule: .perMonth(2), skipped: ["2026-11-04"]),
            today: "2026-12-06", streak: (1, "2026-11-03", "2026-11-03"), record: (1, "2026-11-03", "2026-11-03")),
    ]

    @Test("monthly streaks and records", arguments: streakCases)
    func streaks(_ test: StreakCase) throws {
        let today = try #require(Day(test.today))
        let unit: StreakUnit = test.habit.schedule.isMonthly ? .month : .time
        #expect(test.habit.streakUnit == unit)
        #expect(test.habit.currentStreak(asOf: today) == test.streak.map { Self.streak($0, unit) })
        #expect(test.habit.longestStreak(through: today) == test.record.map { Self.streak($0, unit) })
    }

    static func streak(_ run: (length: Int, first: String, last: String), _ unit: StreakUnit) -> Streak {
        Streak(first: Day(run.first)!, last: Day(run.last)!, length: run.length, unit: unit)
    }

    /// A check on a day the schedule does not name, for a weekday schedule and a days-of-the-month
    /// schedule that name the same days: in December 2026 the Tuesdays are the 1st, 8th, 15th,
    /// 22nd and 29th. A days-of-the-month schedule treats such a check as a weekday schedule
    /// does: it adds a time to the streak, it is not counted in the rate of due days, and it does
    /// not stand in for a due day that was missed.
    static let sameDaysInDecember: [Schedule] = [.days([.tuesday]), .monthlyOn([1, 8, 15, 22, 29])]

    @Test("a check on a day that is not due counts as it does for a weekday schedule", arguments: sameDaysInDecember)
    func checkOnADayNotDue(_ schedule: Schedule) throws {
        // Done Tue Dec 1, Wed Dec 2 (not due) and Tue Dec 8; today Thursday, Dec 10.
        let habit = Habit.fixture(created: "2026-12-01", done: ["2026-12-01", "2026-12-02", "2026-12-08"], schedule: schedule)
        let dec2 = try #require(Day("2026-12-02"))
        let dec10 = try #require(Day("2026-12-10"))
        #expect(!habit.isDue(on: dec2))  // not due: not in todo, not reminded
        #expect(habit.state(on: dec2, asOf: dec10) == .done)  // but shown done
        #expect(habit.currentStreak(asOf: dec10) == Self.streak((3, "2026-12-01", "2026-12-08"), .time))  // 3 times
        let stats = HabitStatistics(habit, today: dec10)
        #expect(stats.sinceCreated == HabitStatistics.Rate(done: 2, days: 2, measure: .dueDays))  // Dec 2 left out
        #expect(stats.totalDone == 3)  // days done in total: every check
        // Tue Dec 15 missed, Wed Dec 16 done instead; today Thursday, Dec 17.
        let late = Habit.fixture(
            created: "2026-12-01", done: ["2026-12-01", "2026-12-02", "2026-12-08", "2026-12-16"], schedule: schedule)
        let dec17 = try #require(Day("2026-12-17"))
        #expect(late.state(on: try #require(Day("2026-12-15")), asOf: dec17) == .missed)  // the 16th does not cover it
        #expect(late.currentStreak(asOf: dec17) == Self.streak((1, "2026-12-16", "2026-12-16"), .time))  // a new run
        #expect(late.longestStreak(through: dec17) == Self.streak((3, "2026-12-01", "2026-12-08"), .time))
        #expect(HabitStatistics(late, today: dec17).sinceCreated == HabitStatistics.Rate(done: 2, days: 3, measure: .dueDays))
    }

    /// A habit judged by its week or its month that was done today is not open again today,
    /// however many times its period still asks for: a day counts once. Tomorrow it is open
    /// with what is left. December 1, 2026 is a Tuesday.
    @Test("done today, 2 a week and 2 a month are not open until tomorrow, then say what is left")
    func doneTodayIsNotOpen() throws {
        let dec1 = try #require(Day("2026-12-01"))
        let dec2 = try #require(Day("2026-12-02"))
        let weekly = Habit.fixture(created: "2026-11-01", done: ["2026-12-01"], schedule: .perWeek(2))
        let monthly = Habit.fixture(created: "2026-11-01", done: ["2026-12-01"], schedule: .perMonth(2))
        for habit in [weekly, monthly] {
            #expect(habit.isDue(on: dec1))  // due, judged without today's check
            #expect(!habit.isOpen(on: dec1) && habit.remaining(on: dec1) == nil)  // but done: not in todo
            #expect(habit.isOpen(on: dec2))  // the next day, open again
        }
        #expect(weekly.remaining(on: dec2) == .thisWeek(times: 1, daysLeft: 5))  // Wednesday to Sunday
        #expect(monthly.remaining(on: dec2) == .thisMonth(times: 1, daysLeft: 30))  // Dec 2 through Dec 31
    }

    @Test("2 a month added on the 31st: that month is met by its days before the start, the next one asks")
    func addedOnTheThirtyFirst() throws {
        let habit = Habit.fixture(created: "2027-01-31", schedule: .perMonth(2))
        let jan31 = try #require(Day("2027-01-31"))
        // Jan 1 to 30 lie before the start: excused, so January asks for nothing more (as a
        // --per-week 3 habit added on a Thursday has met its week).
        #expect(!habit.isDue(on: jan31) && habit.remaining(on: jan31) == nil)
        let feb1 = try #require(Day("2027-02-01"))
        #expect(habit.remaining(on: feb1) == .thisMonth(times: 2, daysLeft: 28))  // February 2027: 28 days
        #expect(habit.state(on: jan31, asOf: feb1) == .notDue)  // January neither counts nor breaks
        #expect(habit.currentStreak(asOf: feb1) == nil)
    }

    @Test("N times a month is due while the month needs it and says what is left")
    func perMonthRemaining() throws {
        let twice = Habit.fixture(created: "2026-11-01", done: ["2026-12-03"], schedule: .perMonth(2))
        let day20 = try #require(Day("2026-12-20"))
        #expect(twice.isDue(on: day20))  // one of two done
        // 1 more, with the 20th through the 31st left: 12 days.
        #expect(twice.remaining(on: day20) == .thisMonth(times: 1, daysLeft: 12))
        #expect(twice.weekRest(on: day20) == WeekRest(.timesThisMonth(1), daysLeft: 12))
        let met = Habit.fixture(created: "2026-11-01", done: ["2026-12-03", "2026-12-10"], schedule: .perMonth(2))
        #expect(!met.isDue(on: day20))  // both done: nothing is left this month
        #expect(met.remaining(on: day20) == nil)
        #expect(met.isDue(on: try #require(Day("2027-01-01"))))  // a new month asks again
        // Three a month, none done, on the last day of February 2027: 3 more, 1 day left.
        let thrice = Habit.fixture(created: "2027-01-01", schedule: .perMonth(3))
        #expect(thrice.remaining(on: try #require(Day("2027-02-28"))) == .thisMonth(times: 3, daysLeft: 1))
        #expect(met.doneInMonth(of: day20) == 2)
    }

    @Test("a days-of-the-month habit is open on its days only")
    func monthlyOnRemaining() throws {
        let rent = Habit.fixture(created: "2026-11-01", schedule: .monthlyOn([1, 15]))
        #expect(rent.remaining(on: try #require(Day("2026-12-15"))) == .today)
        #expect(rent.remaining(on: try #require(Day("2026-12-16"))) == nil)
    }

    @Test("the calendar marks a broken month as missed and the running month as not due")
    func states() throws {
        // Twice a month, October done once (Oct 5); today Nov 10.
        let habit = Habit.fixture(created: "2026-10-01", done: ["2026-10-05"], schedule: .perMonth(2))
        let today = try #require(Day("2026-11-10"))
        #expect(habit.state(on: try #require(Day("2026-10-06")), asOf: today) == .missed)  // October broke
        #expect(habit.state(on: try #require(Day("2026-11-03")), asOf: today) == .notDue)  // November is grace
        #expect(habit.state(on: today, asOf: today) == .open)
        // On the 15th: the 14th is not due, a 15th not done is missed.
        let rent = Habit.fixture(created: "2026-10-01", schedule: .monthlyOn([15]))
        #expect(rent.state(on: try #require(Day("2026-10-14")), asOf: today) == .notDue)
        #expect(rent.state(on: try #require(Day("2026-10-15")), asOf: today) == .missed)
    }

    @Test("k times a month and k days of each month count as k in 30 days for strength")
    func strength() {
        for schedule in [Schedule.perMonth(2), .monthlyOn([1, 15])] {
            let rule = StrengthRule(.fixture(schedule: schedule))
            #expect(rule.frequency == 2.0 / 30)  // k in 30 days
            #expect(rule.repetitions == 4 && rule.days == 60)  // doubled as every yes/no habit that is not daily
        }
        #expect(StrengthRule(.fixture(schedule: .monthlyOn([1, -1]))).frequency == 2.0 / 30)
    }

    @Test("stats count months met of the months over or met")
    func statistics() throws {
        let habit = Habit.fixture(
            created: "2026-09-01", done: ["2026-09-03", "2026-09-20", "2026-10-01", "2026-11-05", "2026-11-06"],
            schedule: .perMonth(2))
        let stats = HabitStatistics(habit, today: try #require(Day("2026-12-02")))
        // September and November met, October broke, December still open: 2 of 3.
        #expect(stats.sinceCreated == HabitStatistics.Rate(done: 2, days: 3, measure: .months))
        // The 30 days from Nov 3 touch November and December: November met, December neither.
        #expect(stats.rate(lastDays: 30) == HabitStatistics.Rate(done: 1, days: 1, measure: .months))
        // On the 1st and 15th since Oct 1: 5 due days through Dec 2, 3 of them done.
        let rent = Habit.fixture(
            created: "2026-10-01", done: ["2026-10-01", "2026-11-01", "2026-12-01"], schedule: .monthlyOn([1, 15]))
        #expect(
            HabitStatistics(rent, today: try #require(Day("2026-12-02"))).sinceCreated
                == HabitStatistics.Rate(done: 3, days: 5, measure: .dueDays))
    }

    @Test("month boundaries: the first and last day of a month")
    func monthBoundaries() throws {
        let day = try #require(Day("2028-02-10"))
        #expect(day.startOfMonth == Day("2028-02-01"))
        #expect(day.endOfMonth == Day("2028-02-29"))  // a leap year
        #expect(try #require(Day("2026-12-31")).startOfNextMonth == Day("2027-01-01"))
        #expect(try #require(Day("2027-01-15")).startOfPreviousMonth == Day("2026-12-01"))
    }
}
