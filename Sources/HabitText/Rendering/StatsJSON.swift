import HabitCore
import HabitFormat
import HabitFormat

/// `habit stats --json`: the same figures as ``StatsView`` for scripts, with stable keys.
///
/// ```json
/// {
///   "habits" : [
///     {
///       "archived" : false,
///       "bestWeekday" : "wednesday",
///       "color" : "blue",
///       "created" : "2026-11-18",
///       "currentStreak" : { "days" : 5, "first" : "2026-12-28", "last" : "2027-01-01" },
///       "icon" : "📚",
///       "id" : "6F9619FF-8B86-D011-B42D-00CF4FC964FF",
///       "last30Days" : { "days" : 30, "done" : 20, "percent" : 67 },
///       "last365Days" : { "days" : 46, "done" : 29, "percent" : 63 },
///       "last7Days" : { "days" : 7, "done" : 5, "percent" : 71 },
///       "name" : "Lesen",
///       "position" : 1,
///       "record" : { "days" : 15, "first" : "2026-12-10", "last" : "2026-12-24" },
///       "sinceCreated" : { "days" : 46, "done" : 29, "percent" : 63 },
///       "strength" : 0.625592487024967,
///       "totalDone" : 29,
///       "weekdays" : { "friday" : { "days" : 7, "done" : 4, "percent" : 57 }, … }
///     }
///   ],
///   "tagCompletion" : { "done" : 41, "due" : 50, "habits" : 3, "percent" : 82, "tags" : ["morgens"] },
///   "today" : "2027-01-02",
///   "version" : 1
/// }
/// ```
/// (Shown compact here; the output puts every key on its own line.) A rate's `percent` is
/// `null` when it counts no days; its `measure` says what `done` and `days` count: `days`
/// (daily), `dueDays` (weekdays), `interval` (every N days: done days against non-excused
/// days ÷ N) or `weeks` (N a week: met weeks of met and missed ones). A streak has its `length`
/// in its `unit` (`day`, `time` or `week`), and `days` for a daily habit; a streak of length
/// 0 has `null` as `first` and `last`; `schedule` is as in the data file;
/// `strength` is the habit's strength today, from 0 to 1, unrounded (the text rounds it);
/// `bestWeekday` is `null` when the habit was never done; a measured habit has its `goal` (as in
/// the data file; absent without one) and `amounts`: per window (`last7Days`, `last30Days`,
/// `last365Days`, `sinceCreated`) the `days` counted, the `total` and the averages `perDay` and
/// `perWeek`, JSON numbers exact to the millionth (absent for a habit without amounts); `archived` and `position` are as in
/// `list --json`. A habit to quit has its own keys instead of the rates and streaks (see
/// `writeQuit`), and so has a habit only tracked (see `writeTracked`). `tagCompletion` is there only with `--tag`: the tags' combined completion
/// (``CombinedCompletion``), `percent` `null` when nothing was due. Keys are sorted; new keys may be
/// added, existing ones keep their meaning, and `version` changes if one ever has to.
public enum StatsJSON {
    /// The version of this output's shape.
    public static let version = 1

    /// The JSON text for `habits` as of `today`, ending in a newline. A tie for the best
    /// weekday goes to the one that comes first in the habit's week (its file's
    /// ``HabitCore/Habit/weekStart``, so the JSON is the same in every language and region).
    ///
    /// `positions` gives each habit's `position` in the order (see ``HabitCore/HabitCollection/positions``).
    /// `tagCompletion` (with `stats --tag`) is the tags' combined completion, the numbers the
    /// text shows below the habits; absent without a tag filter.
    public static func render(
        _ habits: [Habit], positions: [UUID: Int], today: Day, tagCompletion: CombinedCompletion? = nil,
        perfectDay: PerfectDays? = nil
    ) -> String {
        var out = JSONWriter()
        out.object { out in
            out.key("habits")
            out.array(habits) { write($1, position: positions[$1.id] ?? 0, today: today, into: &$0) }
            if let perfectDay {
                out.key("perfectDay")
                write(perfectDay, into: &out)
            }
            if let tagCompletion {
                out.key("tagCompletion")
                write(tagCompletion, into: &out)
            }
            out.member("today", day: today)
            out.member("version", version)
        }
        out.endLine()
        return out.text
    }

    /// One habit's object, keys in sorted order.
    private static func write(_ habit: Habit, position: Int, today: Day, into out: inout JSONWriter) {
        if habit.isQuit {
            writeQuit(habit, position: position, today: today, into: &out)
            return
        }
        if habit.isTrackOnly {
            writeTracked(habit, position: position, today: today, into: &out)
            return
        }
        let statistics = HabitStatistics(habit, today: today)
        // Sorted as text: "last30Days" < "last365Days" < "last7Days".
        let windows = statistics.windows.map { ("last\($0.length)Days", $0.rate) }.sorted { $0.0 < $1.0 }
        out.object { out in
            if habit.isMeasured {
                out.key("amounts")
                write(AmountStatistics(habit, today: today), into: &out)
            }
            out.member("archived", habit.isArchived)
            out.member("bestWeekday", statistics.bestWeekday(weekStartingOn: habit.weekStart).map(\.key))
            out.member("color", habit.color.rawValue)
            out.member("created", day: habit.created)
            out.key("currentStreak")
            write(statistics.currentStreak, unit: habit.streakUnit, into: &out)
            if let goal = habit.goal {
                out.key("goal")
                AmountCoding.write(goal, into: &out)
            }
            out.member("icon", habit.icon)
            out.member("id", habit.id.uuidString)
            for (name, rate) in windows {
                out.key(name)
                write(rate, into: &out)
            }
            out.member("name", habit.name)
            out.member("position", position)
            out.key("record")
            write(statistics.record, unit: habit.streakUnit, into: &out)
            out.key("schedule")
            ScheduleCoding.write(habit.schedule, into: &out)
            out.key("sinceCreated")
            write(statistics.sinceCreated, into: &out)
            out.member("strength", HabitStrength(habit, today: today).current)
            out.member("totalDone", statistics.totalDone)
            out.key("weekdays")
            out.object { out in
                for weekday in Weekday.allCases.sorted(by: { $0.key < $1.key }) {
                    out.key(weekday.key)
                    write(statistics.rate(on: weekday), into: &out)
                }
            }
        }
    }

    /// A habit to quit's object (see ``QuitStatistics``), keys in sorted order: the keys every
    /// habit has, `purpose` (`"quit"`), `cleanDays`, `lastSlip` (a day or `null`), `slips`
    /// (`days` with a slip, their `total`, `unit` when the limit has one, the slip days
    /// `perWeek` and `perMonth` on average since the start, exact to the millionth),
    /// `currentCleanRun` and `longestCleanRun` (streaks), `daysCounted` and `strength`; no
    /// rates, no `currentStreak`, no `record`.
    private static func writeQuit(_ habit: Habit, position: Int, today: Day, into out: inout JSONWriter) {
        let figures = QuitStatistics(habit, today: today)
        out.object { out in
            out.member("archived", habit.isArchived)
            out.member("cleanDays", figures.cleanDays)
            out.member("color", habit.color.rawValue)
            out.member("created", day: habit.created)
            out.key("currentCleanRun")
            write(figures.currentCleanRun, unit: habit.streakUnit, into: &out)
            out.member("daysCounted", figures.days)
            if let goal = habit.goal {
                out.key("goal")
                AmountCoding.write(goal, into: &out)
            }
            out.member("icon", habit.icon)
            out.member("id", habit.id.uuidString)
            out.member("lastSlip", figures.lastSlip?.description)
            out.key("longestCleanRun")
            write(figures.longestCleanRun, unit: habit.streakUnit, into: &out)
            out.member("name", habit.name)
            out.member("position", position)
            out.member("purpose", "quit")
            out.key("schedule")
            ScheduleCoding.write(habit.schedule, into: &out)
            out.key("slips")
            out.object { out in
                out.member("days", figures.slipDays)
                out.member("perMonth", amount: figures.slipsPerMonth)
                out.member("perWeek", amount: figures.slipsPerWeek)
                out.member("total", amount: figures.slipTotal)
                if let unit = habit.goal?.unit { out.member("unit", unit) }
            }
            out.member("strength", HabitStrength(habit, today: today).current)
        }
    }

    /// A habit only tracked's object (see ``TrackedStatistics``), keys in sorted order: the keys
    /// every habit has, `purpose` (`"trackOnly"`), `daysCounted`, `daysRecorded`, `firstDay` and
    /// `lastDay` (days or `null`), `total` (`null` without amounts), `perWeek` and `perMonth`
    /// (`days` recorded on average since the start, and `total` for a habit with amounts), and
    /// `noteCount`; no rates, no streak keys, no strength. A reading (``HabitCore/Habit/isReading``)
    /// has no `total` and no `total` in `perWeek` or `perMonth`: its `reading` object holds `last`,
    /// `lastDay`, `average`, `lowest`, `highest` (`null` without readings) and `unit` (when it has one).
    private static func writeTracked(_ habit: Habit, position: Int, today: Day, into out: inout JSONWriter) {
        let figures = TrackedStatistics(habit, today: today)
        out.object { out in
            out.member("archived", habit.isArchived)
            out.member("color", habit.color.rawValue)
            out.member("created", day: habit.created)
            out.member("daysCounted", figures.days)
            out.member("daysRecorded", figures.daysRecorded)
            out.member("firstDay", figures.firstDay?.description)
            if let goal = habit.goal {
                out.key("goal")
                AmountCoding.write(goal, into: &out)
            }
            out.member("icon", habit.icon)
            out.member("id", habit.id.uuidString)
            out.member("lastDay", figures.lastDay?.description)
            out.member("name", habit.name)
            out.member("noteCount", figures.notes)
            let sums = !habit.isReading
            for (key, days, total) in [
                ("perMonth", figures.daysPerMonth, figures.totalPerMonth), ("perWeek", figures.daysPerWeek, figures.totalPerWeek),
            ] {
                out.key(key)
                out.object { out in
                    out.member("days", amount: days)
                    if sums, let total { out.member("total", amount: total) }
                }
            }
            out.member("position", position)
            out.member("purpose", "trackOnly")
            if habit.isReading {
                out.key("reading")
                writeReadings(habit, today: today, into: &out)
            }
            out.key("schedule")
            ScheduleCoding.write(habit.schedule, into: &out)
            if sums { out.member("total", amount: figures.total) }
        }
    }

    /// A reading habit's figures up to `today`: `{"average": 79.366667, "highest": 80, "last":
    /// 78.6, "lastDay": "2026-12-04", "lowest": 78.6, "unit": "kg"}`, each `null` without readings.
    public static func writeReadings(_ habit: Habit, today: Day, into out: inout JSONWriter) {
        write(habit.readings(from: AcceptedDays.earliest, through: today), unit: habit.readingUnit, into: &out)
    }

    /// The figures of `readings` as one object, with `unit` when given; each `null` without readings.
    public static func write(_ readings: Readings?, unit: String?, into out: inout JSONWriter) {
        out.object { out in
            out.member("average", amount: readings?.average)
            out.member("highest", amount: readings?.highest)
            out.member("last", amount: readings?.last)
            out.member("lastDay", readings?.lastDay.description)
            out.member("lowest", amount: readings?.lowest)
            if let unit { out.member("unit", unit) }
        }
    }

    /// The sums of a measured habit, one object per window with the same keys as the rates:
    /// `{"days": 7, "perDay": 7.285714, "perWeek": 51, "total": 51}`, averages exact to the
    /// millionth.
    private static func write(_ amounts: AmountStatistics, into out: inout JSONWriter) {
        // Sorted as text, as the rates are: "last30Days" < "last365Days" < "last7Days" < "sinceCreated".
        let windows = amounts.windows.map { ("last\($0.length ?? 0)Days", $0) } + [("sinceCreated", amounts.sinceStart)]
        out.object { out in
            for (name, window) in windows.sorted(by: { $0.0 < $1.0 }) {
                out.key(name)
                out.object { out in
                    out.member("days", window.days)
                    out.member("perDay", amount: window.perDay)
                    out.member("perWeek", amount: window.perWeek)
                    out.member("total", amount: window.total)
                }
            }
        }
    }

    /// `{"done": 41, "due": 50, "habits": 3, "percent": 82, "tags": ["morgens"]}`.
    private static func write(_ combined: CombinedCompletion, into out: inout JSONWriter) {
        out.object { out in
            out.member("done", combined.done)
            out.member("due", combined.due)
            out.member("habits", combined.habits)
            out.key("percent")
            if let percent = combined.percent { out.number(percent) } else { out.null() }
            out.key("tags")
            out.array(combined.tags) { out, tag in out.string(tag) }
        }
    }

    private static func write(_ rate: HabitStatistics.Rate, into out: inout JSONWriter) {
        out.object { out in
            out.member("days", rate.days)
            out.member("done", rate.done)
            out.key("measure")
            switch rate.measure {
            case .days: out.string("days")
            case .dueDays: out.string("dueDays")
            case .interval: out.string("interval")
            case .weeks: out.string("weeks")
            case .months: out.string("months")
            }
            out.key("percent")
            if let percent = rate.percent { out.number(percent) } else { out.null() }
        }
    }

    /// A streak: `length` in `unit`s with its first and last done day; `days` too for a daily
    /// habit, where it always was.
    /// The perfect day of the habits: its streak, record and rates, in the shapes of a habit's
    /// own (`currentStreak`, `record`, `last7Days`, `last30Days`, `last365Days`), keys sorted.
    private static func write(_ perfect: PerfectDays, into out: inout JSONWriter) {
        // Sorted as text: "last30Days" < "last365Days" < "last7Days".
        let windows = perfect.windows.map { ("last\($0.length)Days", $0.rate) }.sorted { $0.0 < $1.0 }
        out.object { out in
            out.key("currentStreak")
            write(perfect.currentStreak, unit: .day, into: &out)
            for (name, rate) in windows {
                out.key(name)
                write(rate, into: &out)
            }
            out.key("record")
            write(perfect.record, unit: .day, into: &out)
        }
    }

    private static func write(_ streak: Streak?, unit: StreakUnit, into out: inout JSONWriter) {
        out.object { out in
            if unit == .day {
                out.member("days", streak?.length ?? 0)
            }
            out.member("first", streak?.first.description)
            out.member("last", streak?.last.description)
            out.member("length", streak?.length ?? 0)
            out.member("unit", unit.rawValue)
        }
    }
}
