import Foundation
import HabitCLI
import HabitSystem
import HabitTestSupport
import HabitCore
import HabitStore

/// `habit-bench core`: the streak and record calculations of HabitCore on a long, realistic
/// history, next to a naive quadratic streak as a baseline (``DateScanStreak``). (The naive way
/// of finding the record scans the history once per day of it, about 30 s here, so it is left out.)
///
/// The habit is done on a pseudo-random 80% of the days over ten years ending on a fixed
/// today, drawn from a seeded generator, so every run measures the same data.
struct CoreBenchmark {
    /// The last day of the history, fixed so that runs are comparable.
    static let today = Day(year: 2026, month: 11, day: 29) ?? Day(ordinal: 20_786)
    /// How many days of history: ten years.
    static let historyDays = 3653
    /// The share of days on which the habit was done.
    static let doneShare = 0.8
    /// The generator's seed.
    static let seed: UInt64 = 0x5EED_0000_2026_1129
    /// The time zone the baseline's `Date` completions are read in.
    static let timeZoneIdentifier = "Europe/Berlin"

    /// How many timed batches each fast case gets.
    let runs: Int

    /// Runs every measurement and returns the report as text.
    func run() -> String {
        let today = Self.today
        var generator = SeededRandom(seed: Self.seed)
        let days = (0..<Self.historyDays).reversed().map { today.adding(days: -$0) }
        let done = days.filter { _ in Double.random(in: 0..<1, using: &generator) < Self.doneShare }
        let habit = Habit(
            id: UUID(uuidString: "00000000-0000-0000-0000-00000000BE4C") ?? UUID(), name: "Bench", icon: "⏱",
            color: .blue, created: days[0], completions: Set(done))
        let everyDay = Habit(
            id: habit.id, name: "Every day", icon: "⏱", color: .blue, created: days[0], completions: Set(days))

        let calendar = Self.calendar()
        let baseline = DateScanStreak(
            completions: done.compactMap { Self.noon(of: $0, in: calendar) }, calendar: calendar)
        let now = Self.noon(of: today, in: calendar) ?? Date(timeIntervalSince1970: 0)

        let manyPauses = Self.singleDayPauses(230_000)
        let fewPauses = Array(manyPauses.suffix(23_000))

        var checksum = 0
        let measurements = [
            Measurement.take("streak(asOf:)", runs: runs, checksum: &checksum) {
                habit.streak(asOf: today)
            },
            Measurement.take("longestStreak", runs: runs, checksum: &checksum) {
                habit.longestStreak?.length ?? 0
            },
            Measurement.take("streak(asOf:), done every day", runs: runs, checksum: &checksum) {
                everyDay.streak(asOf: today)
            },
            Measurement.take("Date-scan streak (quadratic)", runs: runs, budget: .seconds(3), checksum: &checksum) {
                baseline.streak(asOf: now)
            },
            // As a data file lists them: sorted, one pass. Ten times the pauses, about ten times the time.
            Measurement.take("PauseSet of 23,000 one-day pauses", runs: runs, checksum: &checksum) {
                PauseSet(fewPauses).pauses.count
            },
            Measurement.take("PauseSet of 230,000 one-day pauses", runs: runs, checksum: &checksum) {
                PauseSet(manyPauses).pauses.count
            },
        ]

        let record = habit.longestStreak?.length ?? 0
        let agree = baseline.streak(asOf: now) == habit.streak(asOf: today)
        var lines = [
            "habit-bench core",
            "history: \(Self.historyDays) days (\(days[0]) to \(today)), done on \(done.count) "
                + "(\(Self.percent(done.count, of: Self.historyDays))), seed 0x\(String(Self.seed, radix: 16, uppercase: true))",
            "streak as of \(today): \(habit.streak(asOf: today)) days; record: \(record) days; "
                + "the Date-scan streak agrees: \(agree ? "yes" : "NO")",
            "",
        ]
        lines += Self.table(measurements)
        lines += ["", "Times are µs per call (ContinuousClock). Checksum, which keeps the work alive: \(checksum)"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `count` one-day pauses on every other day, ending before ``today``: apart, none touching.
    private static func singleDayPauses(_ count: Int) -> [Pause] {
        let first = today.adding(days: -2 * count)
        return (0..<count).compactMap { index in
            let day = first.adding(days: 2 * index)
            return Pause(first: day, last: day)
        }
    }

    private static func calendar() -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: timeZoneIdentifier) ?? .gmt
        return calendar
    }

    /// The instant at 12:00 on `day` in the calendar's time zone, as an app storing `Date`s would
    /// store a check made at lunch time.
    private static func noon(of day: Day, in calendar: Calendar) -> Date? {
        calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12))
    }

    private static func percent(_ part: Int, of whole: Int) -> String {
        String(format: "%.1f%%", 100 * Double(part) / Double(whole))
    }

    private static func table(_ measurements: [Measurement]) -> [String] {
        let nameWidth = measurements.map(\.name.count).max() ?? 0
        func row(_ cells: [String]) -> String {
            let name = cells[0].padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            let numbers = cells.dropFirst().map { String(repeating: " ", count: Swift.max(0, 10 - $0.count)) + $0 }
            return ([name] + numbers).joined(separator: "  ")
        }
        let header = row(["case", "runs", "batch", "median µs", "min µs", "max µs"])
        let body = measurements.map { m in
            row([
                m.name, String(m.runs), String(m.batch),
                format(m.median), format(m.min), format(m.max),
            ])
        }
        return [header, String(repeating: "-", count: header.count)] + body
    }

    private static func format(_ microseconds: Double) -> String {
        microseconds >= 1000 ? String(format: "%.0f", microseconds) : String(format: "%.3f", microseconds)
    }
}
