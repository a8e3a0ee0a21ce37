/// A habit's strength, from 0 to 1, on every day from its start through a given today: Loop
/// Habit Tracker's score, so that someone moving in from Loop sees the numbers they know.
///
/// Each day from the habit's start on, `S = S · m + v · (1 − m)` (see ``StrengthRule``), `S`
/// starting at 0 (at 1 for a limit). `v` is the day's value: for a yes/no habit the done days
/// in the rule's window (today and the days before it) over the repetitions it asks for, at
/// most 1; for a measured habit the window's summed amount over its target, at most 1, or for a
/// limit `1 − (sum − limit) / limit` held within 0…1. A skipped day, and a paused day that is not
/// done, leaves `S` as it was; it adds nothing to the window either, so a skip inside a
/// non-daily window neither counts as a repetition nor is held against the habit on its own day.
///
/// One pass over the days from the start through today, with a running sum over the window:
/// O(days), whatever the window's length.
public struct HabitStrength: Hashable, Sendable {
    /// The rule the values follow.
    public let rule: StrengthRule
    /// The first day with a value: the habit's start.
    public let start: Day
    /// The last day with a value: the today it was computed for.
    public let today: Day
    /// The value of each day from `start` through `today`, oldest first.
    private let values: [Double]

    /// The strength of `habit` on every day from its start through `today`. Days after
    /// `today` are not looked at.
    public init(_ habit: Habit, today: Day) {
        let rule = StrengthRule(habit)
        self.rule = rule
        self.start = habit.start
        self.today = today
        let count = max(0, today.days(since: habit.start) + 1)
        guard count > 0 else {
            values = []
            return
        }
        var values = [Double]()
        values.reserveCapacity(count)
        // The last `rule.days` days' counts (done days, or millionths), as a ring.
        var window = [Int64](repeating: 0, count: rule.days)
        var sum: Int64 = 0
        let weight = rule.weight
        var strength = rule.initialValue
        let pauses = habit.pauses.pauses
        var pauseIndex = 0
        var day = habit.start
        let measured = rule.measure != .doneDays
        let largest = Amount.maximum.millionths
        for offset in 0..<count {
            let isDone = habit.completions.contains(day)
            let entry: Int64
            if measured {
                entry = min(max(habit.amounts[day]?.millionths ?? 0, 0), largest)
            } else {
                entry = isDone ? 1 : 0
            }
            let slot = offset % rule.days
            sum += entry - window[slot]
            window[slot] = entry
            while pauseIndex < pauses.count, let last = pauses[pauseIndex].last, last < day { pauseIndex += 1 }
            let isPaused = pauseIndex < pauses.count && pauses[pauseIndex].contains(day)
            if isDone || !(habit.skips.contains(day) || isPaused) {
                strength += (HabitStrength.value(of: sum, by: rule) - strength) * weight
            }
            values.append(strength)
            day = day.next
        }
        self.values = values
    }

    /// The day's value `v` for a window summing to `sum` (done days, or millionths).
    private static func value(of sum: Int64, by rule: StrengthRule) -> Double {
        switch rule.measure {
        case .doneDays:
            return min(1, Double(sum) / Double(rule.repetitions))
        case .atLeast(let target):
            return min(1, Double(sum) / Double(target.millionths))
        case .atMost(let target):
            guard target.isPositive else { return sum > 0 ? 0 : 1 }
            let limit = Double(target.millionths)
            return min(1, max(0, 1 - (Double(sum) - limit) / limit))
        }
    }

    /// The strength on `day`: before the start, the value the strength starts from (0, or 1
    /// for a limit); after `today`, today's.
    public func value(on day: Day) -> Double {
        guard day >= start, let last = values.last else { return rule.initialValue }
        let offset = day.days(since: start)
        return offset < values.count ? values[offset] : last
    }

    /// The strength on `day` as a whole percentage, rounded to the nearest: 0.655747 is 66.
    public func percent(on day: Day) -> Int {
        Int((value(on: day) * 100).rounded())
    }

    /// The strength on `today`.
    public var current: Double {
        value(on: today)
    }

    /// How much the strength changed over the last `days` days: today's minus that of `days`
    /// days before today.
    public func change(overLast days: Int) -> Double {
        current - value(on: today.adding(days: -days))
    }
}

extension Habit {
    /// The habit's strength on `today`, from 0 to 1; see ``HabitStrength``.
    public func strength(asOf today: Day) -> Double {
        HabitStrength(self, today: today).current
    }
}
