import HabitCore

/// `--json`: the list and the detail view for scripts. Keys are sorted and stable, days are
/// `YYYY-MM-DD`, and nothing is coloured or translated.
///
/// ```json
/// {
///   "archived" : false,
///   "color" : "purple",
///   "completions" : 12,
///   "created" : "2026-11-01",
///   "doneToday" : true,
///   "dueToday" : true,
///   "icon" : "🧠",
///   "id" : "6F9619FF-8B86-D011-B42D-00CF4FC964FF",
///   "lastSevenDays" : [
///     {
///       "date" : "2026-11-23",
///       "done" : false,
///       "state" : "missed"
///     },
///     …
///   ],
///   "longestStreak" : {
///     "end" : "2026-11-29",
///     "length" : 5,
///     "start" : "2026-11-25"
///   },
///   "name" : "Meditieren",
///   "paused" : false,
///   "position" : 1,
///   "schedule" : {
///     "kind" : "daily"
///   },
///   "streak" : 5,
///   "streakUnit" : "day"
/// }
/// ```
/// `schedule` is as in the data file (see ``ScheduleCoding``); `streak` and `longestStreak`
/// count `streakUnit`s (`day`, `time` or `week`); `dueToday` is judged without the day's own
/// check; each day's `state` is `done`, `skipped`, `paused` or `beforeCreation` by its own facts,
/// else `open` (today), `missed` or `notDue`.
/// Everything is as of `day`: `doneToday` means done on that day, `completions` counts the days
/// up to it, and `longestStreak` is `null` when there was no done day yet. `position` is the
/// habit's place in the order (1 is the top) among the active habits, or among the archived
/// ones when `archived` is true; arrays follow that order.
enum JSONView {
    /// An array of habit objects, each with its `position` in `collection`.
    static func habits(_ habits: [Habit], of collection: HabitCollection, on day: Day) -> String {
        let positions = collection.positions
        var out = JSONWriter()
        out.array(habits) { write($1, position: positions[$1.id] ?? 0, on: day, into: &$0) }
        return out.text
    }

    /// One habit object, with its `position` in `collection`.
    static func habit(_ habit: Habit, of collection: HabitCollection, on day: Day) -> String {
        var out = JSONWriter()
        write(habit, position: collection.position(of: habit.id) ?? 0, on: day, into: &out)
        return out.text
    }

    /// One habit's object, keys in sorted order.
    private static func write(_ habit: Habit, position: Int, on day: Day, into out: inout JSONWriter) {
        out.object { out in
            out.key("archived")
            out.bool(habit.isArchived)
            out.key("color")
            out.string(habit.color.rawValue)
            out.key("completions")
            out.number(habit.completions.count { $0 <= day })
            out.key("created")
            out.day(habit.created)
            out.key("doneToday")
            out.bool(habit.isDone(on: day))
            out.key("dueToday")
            out.bool(habit.isDue(on: day))
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
                    out.key("state")
                    out.string(status.state.rawValue)
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
            out.key("paused")
            out.bool(habit.isPaused(on: day))
            out.key("position")
            out.number(position)
            out.key("schedule")
            ScheduleCoding.write(habit.schedule, into: &out)
            out.key("streak")
            out.number(habit.streak(asOf: day))
            out.key("streakUnit")
            out.string(habit.schedule.streakUnit.rawValue)
        }
    }
}
