import HabitCore
import HabitStore
import HabitSystem

/// A frequency as other trackers write it: done `times` times in every `days` days.
struct ForeignFrequency: Equatable, Sendable {
    /// How often (at least 1).
    var times: Int
    /// In how many days (at least 1).
    var days: Int

    /// The numbers a frequency may have: ten million days is some 27,000 years, and
    /// `7 * times + days` stays far from overflowing, so the arithmetic below cannot trap.
    /// Importers refuse a frequency with a number outside before making one.
    static let numbers = 1...10_000_000

    /// The schedule that asks for exactly this: once a day is daily, once in `n` days is every
    /// `n` days, `k` times in 7 days is `k` times a week. `nil` when habit has no such schedule.
    var exactSchedule: Schedule? {
        if times >= days { return times == days ? .daily : nil }
        if times == 1, Schedule.intervals.contains(days) { return .every(days) }
        if days == 7, Schedule.timesPerWeek.contains(times) { return .perWeek(times) }
        return nil
    }

    /// The days a tracker's month-like period may have: a month of 28 to 31 days (`1/30`, harsh's
    /// `4w`).
    static let monthLikeDays = 28...31

    /// The times-a-month schedule a month-like frequency stands for: `k` times in 28 to 31 days
    /// is `k` times a month. `nil` for any other frequency.
    var monthlySchedule: Schedule? {
        guard Self.monthLikeDays.contains(days), times < days, Schedule.timesPerMonth.contains(times) else { return nil }
        return .perMonth(times)
    }

    /// The schedule closest in how often it asks: the exact one when there is one, else so many
    /// times a week (at least once a week), else every so many days.
    var nearestSchedule: Schedule {
        if let exactSchedule { return exactSchedule }
        if times >= days { return .daily }
        // Both numbers are in `numbers` (the importers check): no overflow, but checked anyway.
        let (weekly, overflow) = times.multipliedReportingOverflow(by: 7)
        guard !overflow, weekly <= Int.max - days / 2 else { return .daily }
        let perWeek = (weekly + days / 2) / days
        if perWeek >= 7 { return .daily }
        if perWeek >= 1 { return .perWeek(perWeek) }
        let interval = (days + times / 2) / times
        return .every(min(max(interval, Schedule.intervals.lowerBound), Schedule.intervals.upperBound))
    }

    /// The frequency as the trackers write it: `3/7`.
    var description: String { "\(times)/\(days)" }
}
