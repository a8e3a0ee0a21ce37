/// The perfect day: a day on which every habit due that day was done, judged across habits.
///
/// The habits judged are those a person does: archived and track-only habits are left out. Each
/// day takes its state from each habit (``Habit/states(from:through:asOf:)``, the one table of
/// day states), so every habit is judged by its own rules: a limit or quit habit is done when
/// kept, a measured one when its goal is reached, a per-week, per-month or weekly-goal habit by
/// its week or month (its days count as missed only in a week or month that broke its streak).
///
/// - A day is **missed** when a habit missed it (today included: a limit already over it);
/// - **open** when nothing missed it but a habit due is still to do (only today);
/// - **perfect** when a habit was done on it and none missed it or is still to do;
/// - **free** when nothing was due and nothing done: it neither counts nor breaks a streak.
///
/// The streak counts perfect days back from today, free days and an open today passing by; the
/// record is the longest such run, the later of two equal ones; the rates count perfect days
/// out of the days that were perfect or missed.
public struct PerfectDays: Sendable {
    /// What a day was across the habits.
    public enum Verdict: Equatable, Sendable {
        case perfect, missed, open, free
    }

    /// The last day judged: today.
    public let today: Day
    /// The first day judged: the earliest start of the habits judged, or today without any.
    public let first: Day
    /// Each day's verdict from ``first`` through ``today``.
    public let verdicts: [Verdict]
    /// Whether ``first`` is the first habit's start, so that the days judged are all there are.
    let reachesTheStart: Bool

    /// The perfect days of `habits` through `today`, from `since` on (from the first habit's
    /// start when `nil` or earlier).
    public init(_ habits: [Habit], today: Day, since: Day? = nil) {
        let judged = habits.filter { !$0.isArchived && !$0.isTrackOnly && $0.group == nil && $0.start <= today }
        self.today = today
        let earliest = judged.map(\.start).min() ?? today
        first = max(earliest, min(since ?? earliest, today))
        reachesTheStart = first == earliest
        let count = today.days(since: first) + 1
        var missed = [Bool](repeating: false, count: count)
        var open = [Bool](repeating: false, count: count)
        var done = [Bool](repeating: false, count: count)
        for habit in judged {
            let from = max(habit.start, first)
            let offset = from.days(since: first)
            for (index, state) in habit.states(from: from, through: today, asOf: today).enumerated() {
                switch state {
                case .missed: missed[offset + index] = true
                case .withinLimitSoFar: open[offset + index] = true
                // Today, a habit not done is still to do only when it is due today.
                case .open: if habit.isDue(on: today) { open[offset + index] = true }
                case .done: done[offset + index] = true
                case .skipped, .paused, .beforeCreation, .notDue, .future: break
                }
            }
        }
        verdicts = (0..<count).map { index in
            if missed[index] { return .missed }
            if open[index] { return .open }
            return done[index] ? .perfect : .free
        }
    }

    /// The verdict of `day`; free for a day outside the days judged.
    public func verdict(on day: Day) -> Verdict {
        let index = day.days(since: first)
        return index >= 0 && index < verdicts.count ? verdicts[index] : .free
    }

    /// The perfect days in a row up to today: free days and an open today neither add nor
    /// break; `nil` when there is none.
    public var currentStreak: Streak? {
        walkBack().streak
    }

    /// The current streak of `habits` as of `today`, judging only as many days back as it takes:
    /// a window of recent days, four times as long again while the streak reaches its start. What
    /// `list` shows, at the cost of the streak's length rather than of the whole history.
    public static func currentStreak(of habits: [Habit], today: Day) -> Streak? {
        var span = 64
        while true {
            let days = PerfectDays(habits, today: today, since: today.adding(days: -(span - 1)))
            let (streak, stopped) = days.walkBack()
            if stopped || days.reachesTheStart { return streak }
            span *= 4
        }
    }

    /// The streak back from today, and whether a missed day ended it (rather than the first day
    /// judged).
    private func walkBack() -> (streak: Streak?, stopped: Bool) {
        var stopped = false
        var count = 0
        var firstDay: Day?
        var lastDay: Day?
        var index = verdicts.count - 1
        walk: while index >= 0 {
            switch verdicts[index] {
            case .perfect:
                count += 1
                firstDay = first.adding(days: index)
                if lastDay == nil { lastDay = firstDay }
            case .missed:
                stopped = true
                break walk
            case .open, .free: break
            }
            index -= 1
        }
        guard count > 0, let firstDay, let lastDay else { return (nil, stopped) }
        return (Streak(first: firstDay, last: lastDay, length: count, unit: .day), stopped)
    }

    /// The longest run of perfect days, the later of two equal runs; `nil` when no day was
    /// perfect.
    public var record: Streak? {
        var best: Streak?
        var count = 0
        var runFirst: Day?
        for (index, verdict) in verdicts.enumerated() {
            switch verdict {
            case .perfect:
                let day = first.adding(days: index)
                count += 1
                if runFirst == nil { runFirst = day }
                if let runFirst, count >= (best?.length ?? 0) {
                    best = Streak(first: runFirst, last: day, length: count, unit: .day)
                }
            case .missed:
                count = 0
                runFirst = nil
            case .open, .free: break
            }
        }
        return best
    }

    /// The perfect days of the last `length` days through today, out of those that were perfect
    /// or missed (an open today and free days are not counted).
    public func rate(lastDays length: Int) -> HabitStatistics.WindowRate {
        let start = max(first, today.adding(days: -(length - 1)))
        var perfect = 0
        var counted = 0
        var day = start
        while day <= today {
            switch verdict(on: day) {
            case .perfect:
                perfect += 1
                counted += 1
            case .missed: counted += 1
            case .open, .free: break
            }
            day = day.next
        }
        return HabitStatistics.WindowRate(length: length, first: start, rate: HabitStatistics.Rate(done: perfect, days: counted))
    }

    /// The rates over the last 7, 30 and 365 days.
    public var windows: [HabitStatistics.WindowRate] {
        HabitStatistics.standardWindows.map { rate(lastDays: $0) }
    }
}
