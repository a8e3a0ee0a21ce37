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
        var out = JSONWriter()
        out.array(habits) { write($1, on: day, into: &$0) }
        return out.text
    }

    /// One habit object.
    static func habit(_ habit: Habit, on day: Day) -> String {
        var out = JSONWriter()
        write(habit, on: day, into: &out)
        return out.text
    }

    /// One habit's object, keys in sorted order.
    private static func write(_ habit: Habit, on day: Day, into out: inout JSONWriter) {
        out.object { out in
            out.key("color")
            out.string(habit.color.rawValue)
            out.key("completions")
            out.number(habit.completions.count { $0 <= day })
            out.key("created")
            out.day(habit.created)
            out.key("doneToday")
            out.bool(habit.isDone(on: day))
            out.key("icon")
            out.string(habit.icon)
            out.key("id")
            out.string(habit.id.uuidString)
            out.key("lastSevenDays")
            out.array(habit.lastDays(7, endingAt: day)) { out, status in
                out.object { out in
                    out.key("date")
                    out.day(status.day)
                    out.key("done")
                    out.bool(status.isDone)
                }
            }
            out.key("longestStreak")
            if let streak = habit.longestStreak(through: day) {
                out.object { out in
                    out.key("end")
                    out.day(streak.last)
                    out.key("length")
                    out.number(streak.length)
                    out.key("start")
                    out.day(streak.first)
                }
            } else {
                out.null()
            }
            out.key("name")
            out.string(habit.name)
            out.key("streak")
            out.number(habit.streak(asOf: day))
        }
    }
}
