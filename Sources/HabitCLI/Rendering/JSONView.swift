import HabitCore

/// `--json`: the list and the detail view for scripts. Keys are sorted and stable, days are
/// `YYYY-MM-DD`, and nothing is coloured or translated.
///
/// ```json
/// {
///   "color" : "purple",
///   "completions" : 12,
///   "created" : "2026-11-01",
///   "doneToday" : true,
///   "icon" : "🧠",
///   "id" : "6F9619FF-8B86-D011-B42D-00CF4FC964FF",
///   "lastSevenDays" : [
///     {
///       "date" : "2026-11-23",
///       "done" : false
///     },
///     …
///   ],
///   "longestStreak" : {
///     "end" : "2026-11-29",
///     "length" : 5,
///     "start" : "2026-11-25"
///   },
///   "name" : "Meditieren",
///   "streak" : 5
/// }
/// ```
/// Everything is as of `day`: `doneToday` means done on that day, `completions` counts the days
/// up to it, and `longestStreak` is `null` when there was no done day yet.
enum JSONView {
    /// An array of habit objects.
    static func habits(_ habits: [Habit], on day: Day) -> String {
        write(.array(habits.map { value(of: $0, on: day) }), indent: "")
    }

    /// One habit object.
    static func habit(_ habit: Habit, on day: Day) -> String {
        write(value(of: habit, on: day), indent: "")
    }

    private static func value(of habit: Habit, on day: Day) -> JSONValue {
        let record: JSONValue =
            habit.longestStreak(through: day).map { streak in
                .object([
                    ("start", .string(streak.first.description)),
                    ("end", .string(streak.last.description)),
                    ("length", .number(Double(streak.length))),
                ])
            } ?? .null
        return .object([
            ("id", .string(habit.id.uuidString)),
            ("name", .string(habit.name)),
            ("icon", .string(habit.icon)),
            ("color", .string(habit.color.rawValue)),
            ("created", .string(habit.created.description)),
            ("streak", .number(Double(habit.streak(asOf: day)))),
            ("longestStreak", record),
            ("doneToday", .bool(habit.isDone(on: day))),
            (
                "lastSevenDays",
                .array(
                    habit.lastDays(7, endingAt: day).map { status in
                        .object([("date", .string(status.day.description)), ("done", .bool(status.isDone))])
                    })
            ),
            ("completions", .number(Double(habit.completions.count { $0 <= day }))),
        ])
    }

    /// `value` pretty-printed with two spaces per level and keys sorted, as the data file is.
    private static func write(_ value: JSONValue, indent: String) -> String {
        let inner = indent + "  "
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number):
            // Only whole numbers occur here: counts and lengths.
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .string(let text): return StoreFormat.quoted(text)
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            return "[\n" + elements.map { inner + write($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let lines = members.sorted { $0.key < $1.key }.map { member in
                inner + StoreFormat.quoted(member.key) + " : " + write(member.value, indent: inner)
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }
}
