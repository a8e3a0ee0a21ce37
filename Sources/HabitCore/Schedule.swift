/// When a habit is due: every day, on some weekdays, a number of times a week or a month, on some
/// days of each month, or at least once in every few days.
///
/// A schedule applies to the habit's whole history: changing it re-judges every past day.
public enum Schedule: Hashable, Sendable {
    /// Due every day.
    case daily
    /// Due on the given weekdays (never empty).
    case days(Set<Weekday>)
    /// Done on at least this many days (1–7) of each week, starting on the habit's ``Habit/weekStart``.
    case perWeek(Int)
    /// Done on at least one day in every this many (2–365) consecutive days.
    case every(Int)
    /// Done on at least this many days (1–31) of each calendar month; a month shorter than that
    /// asks for all its days.
    case perMonth(Int)
    /// Due on the given days of each month (never empty): 1–31, and -1 for the month's last day.
    /// A day past the month's end falls on its last day (the 31st of April is April 30).
    case monthlyOn(Set<Int>)

    /// The times a week a `perWeek` schedule may ask for.
    public static let timesPerWeek = 1...7
    /// The intervals an `every` schedule may have, in days.
    public static let intervals = 2...365
    /// The times a month a `perMonth` schedule may ask for.
    public static let timesPerMonth = 1...31
    /// The days of the month a `monthlyOn` schedule may name, besides ``lastDayOfMonth``.
    public static let daysOfMonth = 1...31
    /// The day of a `monthlyOn` schedule that stands for each month's last day.
    public static let lastDayOfMonth = -1

    /// What a streak under this schedule counts: days for daily habits, times for weekday,
    /// interval and days-of-the-month schedules, weeks for `perWeek`, months for `perMonth`.
    public var streakUnit: StreakUnit {
        switch self {
        case .daily: return .day
        case .days, .every, .monthlyOn: return .time
        case .perWeek: return .week
        case .perMonth: return .month
        }
    }

    /// Whether the schedule is judged week by week (`perWeek`) rather than day by day.
    public var isWeekly: Bool {
        if case .perWeek = self { return true }
        return false
    }

    /// Whether the schedule is judged month by month (`perMonth`) rather than day by day.
    public var isMonthly: Bool {
        if case .perMonth = self { return true }
        return false
    }

    /// Whether a day-based schedule asks for `day` at all: its weekday for `days`, its day of
    /// the month for `monthlyOn`, and every day otherwise.
    public func includes(_ day: Day) -> Bool {
        switch self {
        case .days(let weekdays): return weekdays.contains(day.weekday)
        case .monthlyOn(let days): return Schedule.monthDays(days, in: day).contains(day.day)
        case .daily, .perWeek, .every, .perMonth: return true
        }
    }

    /// The days of the month that holds `day` that a `monthlyOn` schedule of `days` falls on:
    /// -1 and every day past the month's end become its last day.
    public static func monthDays(_ days: Set<Int>, in day: Day) -> Set<Int> {
        let last = day.daysInMonth
        return Set(days.map { $0 == lastDayOfMonth ? last : min($0, last) })
    }

    /// The times a `perMonth` schedule of `times` asks for in the month that holds `day`: all
    /// its days when the month is shorter.
    public static func target(perMonth times: Int, in day: Day) -> Int {
        min(times, day.daysInMonth)
    }

    /// Whether a day-based schedule asks for `weekday` at all: every weekday for `daily` and
    /// `every`, the listed ones for `days`, and every weekday for `perWeek` (which has no fixed
    /// days), `perMonth` and `monthlyOn` (which fall on days of the month, not weekdays).
    public func includes(_ weekday: Weekday) -> Bool {
        if case .days(let weekdays) = self { return weekdays.contains(weekday) }
        return true
    }
}

/// The order in which the days of a `monthlyOn` schedule are listed: by day of the month, the
/// month's last day (-1) after every numbered day.
public enum MonthDayOrder {
    /// Whether `lhs` comes before `rhs`.
    public static func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
        key(lhs) < key(rhs)
    }

    private static func key(_ day: Int) -> Int {
        day == Schedule.lastDayOfMonth ? Schedule.daysOfMonth.upperBound + 1 : day
    }
}
