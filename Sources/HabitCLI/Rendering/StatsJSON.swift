import HabitCore

/// `habit stats --json`: the same figures as ``StatsView`` for scripts, with stable keys.
///
/// ```json
/// {
///   "habits" : [
///     {
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
///       "record" : { "days" : 15, "first" : "2026-12-10", "last" : "2026-12-24" },
///       "sinceCreated" : { "days" : 46, "done" : 29, "percent" : 63 },
///       "totalDone" : 29,
///       "weekdays" : { "friday" : { "days" : 7, "done" : 4, "percent" : 57 }, … }
///     }
///   ],
///   "today" : "2027-01-02",
///   "version" : 1
/// }
/// ```
/// (Shown compact here; the output puts every key on its own line.) A rate's `percent` is
/// `null` when it counts no days; a streak with 0 `days` has `null` as `first` and `last`;
/// `bestWeekday` is `null` when the habit was never done. Keys are sorted; new keys may be
/// added, existing ones keep their meaning, and `version` changes if one ever has to.
enum StatsJSON {
    /// The version of this output's shape.
    static let version = 1

    /// The JSON text for `habits` as of `today`, ending in a newline. A tie for the best
    /// weekday goes to the one that comes first in a week starting on `firstWeekday` (`habit
    /// stats --json` passes Monday, so the JSON is the same in every language).
    static func render(_ habits: [Habit], today: Day, firstWeekday: Weekday) -> String {
        JSONWriter.write(
            .object([
                ("habits", .array(habits.map { object(for: $0, today: today, firstWeekday: firstWeekday) })),
                ("today", .string(today.description)),
                ("version", .number(Double(version))),
            ]))
    }

    /// One habit's object.
    static func object(for habit: Habit, today: Day, firstWeekday: Weekday) -> JSONValue {
        let statistics = HabitStatistics(habit, today: today)
        var members: [(key: String, value: JSONValue)] = [
            ("bestWeekday", statistics.bestWeekday(weekStartingOn: firstWeekday).map { .string(key(for: $0)) } ?? .null),
            ("color", .string(habit.color.rawValue)),
            ("created", .string(habit.created.description)),
            ("currentStreak", streak(statistics.currentStreak)),
            ("icon", .string(habit.icon)),
            ("id", .string(habit.id.uuidString)),
            ("name", .string(habit.name)),
            ("record", streak(statistics.record)),
            ("sinceCreated", rate(statistics.sinceCreated)),
            ("totalDone", .number(Double(statistics.totalDone))),
            ("weekdays", .object(Weekday.allCases.map { (key(for: $0), rate(statistics.rate(on: $0))) })),
        ]
        members += statistics.windows.map { ("last\($0.length)Days", rate($0.rate)) }
        return .object(members)
    }

    private static func rate(_ rate: HabitStatistics.Rate) -> JSONValue {
        .object([
            ("days", .number(Double(rate.days))),
            ("done", .number(Double(rate.done))),
            ("percent", rate.percent.map { .number(Double($0)) } ?? .null),
        ])
    }

    private static func streak(_ streak: Streak?) -> JSONValue {
        .object([
            ("days", .number(Double(streak?.length ?? 0))),
            ("first", streak.map { .string($0.first.description) } ?? .null),
            ("last", streak.map { .string($0.last.description) } ?? .null),
        ])
    }

    /// The English lowercase name of `weekday`, the same in every language: "monday".
    private static func key(for weekday: Weekday) -> String {
        switch weekday {
        case .monday: return "monday"
        case .tuesday: return "tuesday"
        case .wednesday: return "wednesday"
        case .thursday: return "thursday"
        case .friday: return "friday"
        case .saturday: return "saturday"
        case .sunday: return "sunday"
        }
    }
}
