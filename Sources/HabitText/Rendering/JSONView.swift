import HabitCore
import HabitFormat
import HabitFormat

/// `--json`: the list and the detail view for scripts. Keys are sorted and stable, days are
/// `YYYY-MM-DD`, and nothing is coloured or translated.
///
/// ```json
/// {
///   "amountToday" : null,
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
///       "amount" : null,
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
///   "notes" : [
///     {
///       "date" : "2026-11-26",
///       "text" : "Nur 5 Minuten"
///     }
///   ],
///   "paused" : false,
///   "position" : 1,
///   "reminders" : [
///     "08:00",
///     "20:00"
///   ],
///   "schedule" : {
///     "kind" : "daily"
///   },
///   "streak" : 5,
///   "streakUnit" : "day",
///   "strength" : 0.369022445583684,
///   "tags" : [
///     "morgens"
///   ]
/// }
/// ```
/// `tags` lists the habit's tags in their order (empty without any); `strength` is the habit's strength on the day, from 0 to 1, unrounded (see
/// ``HabitCore/HabitStrength`` and docs/calendar-and-statistics.md);
/// `reminders` lists the habit's own reminder times (`HH:MM`, earliest first), empty when it is
/// reminded at the default time (`remind-at`);
/// `schedule` is as in the data file (see ``ScheduleCoding``); `streak` and `longestStreak`
/// count `streakUnit`s (`day`, `time` or `week`); `dueToday` is judged without the day's own
/// check; `goal` (absent without one) is as in the data file (see ``AmountCoding``):
/// `{"amount" : 8, "type" : "atLeast", "unit" : "Gläser"}`; `amountToday` and each day's
/// `amount` are the day's recorded total as a JSON number in its shortest form, `null` when
/// nothing is recorded (`0` after a recorded zero); `notes` holds every note up to the day,
/// oldest first; each day's `state` is `done`, `skipped`, `paused` or `beforeCreation` by its own facts,
/// else `open` (today), `missed` or `notDue`.
/// `purpose` (absent for a habit to do) is `quit` for a habit to quit or `trackOnly` for one
/// only tracked, which has no `streak`, `longestStreak` or `strength`; one whose amounts are
/// readings also has `reading` (as in `stats --json`: `last`, `lastDay`, `average`, `lowest`,
/// `highest`, `unit`), each amount being the day's value, not a sum. A limit's day (a quit habit's too) is not done before it is over: today its
/// `doneToday` is `false` and its `state` `withinLimitSoFar`, or `missed` once over the limit.
/// Everything is as of `day`: `doneToday` means done on that day as it stood that day (a limit's
/// day of `--as-of` is within the limit so far, not done, as its `state` says), `completions` counts the days
/// up to it, and `longestStreak` is `null` when there was no done day yet. `position` is the
/// habit's place in the order (1 is the top) among the active habits, or among the archived
/// ones when `archived` is true; arrays follow that order.
public enum JSONView {
    /// An array of habit objects, each with its `position` in `collection`.
    public static func habits(_ habits: [Habit], of collection: HabitCollection, on day: Day, today: Day) -> String {
        let positions = collection.positions
        var out = JSONWriter()
        out.array(habits) {
            write($1, position: positions[$1.id] ?? 0, members: collection.members(of: $1), on: day, today: today, into: &$0)
        }
        return out.text
    }

    /// One habit object, with its `position` in `collection`.
    public static func habit(_ habit: Habit, of collection: HabitCollection, on day: Day, today: Day) -> String {
        var out = JSONWriter()
        write(
            habit, position: collection.position(of: habit.id) ?? 0, members: collection.members(of: habit), on: day,
            today: today, into: &out)
        return out.text
    }

    /// One habit's object, keys in sorted order; a group's with its `members` (`[{id, name}]`)
    /// and `needs` (`"all"`, `"any"` or an integer).
    private static func write(
        _ habit: Habit, position: Int, members: [Habit], on day: Day, today: Day, into out: inout JSONWriter
    ) {
        out.object { out in
            out.member("amountToday", amount: habit.amount(on: day))
            out.member("archived", habit.isArchived)
            out.member("color", habit.color.rawValue)
            out.member("completions", habit.completions.count { $0 <= day })
            out.member("created", day: habit.created)
            out.member("doneToday", habit.isDone(on: day, asOf: day))
            out.member("dueToday", habit.isDue(on: day))
            if let goal = habit.goal {
                out.key("goal")
                AmountCoding.write(goal, into: &out)
            }
            out.member("icon", habit.icon)
            out.member("id", habit.id.uuidString)
            out.key("lastSevenDays")
            out.array(habit.lastDays(7, endingAt: day)) { out, status in
                out.object { out in
                    out.member("amount", amount: habit.amount(on: status.day))
                    out.member("date", day: status.day)
                    out.member("done", status.isDone)
                    out.member("state", status.state.rawValue)
                }
            }
            // A habit only tracked has no streak, record or strength.
            let judged = !habit.isTrackOnly
            if judged {
                out.key("longestStreak")
                if let streak = habit.longestStreak(through: day) {
                    out.object { out in
                        out.member("end", day: streak.last)
                        out.member("length", streak.length)
                        out.member("start", day: streak.first)
                    }
                } else {
                    out.null()
                }
            }
            if habit.isGroup {
                out.key("members")
                out.array(members) { out, member in
                    out.object { out in
                        out.member("id", member.id.uuidString)
                        out.member("name", member.name)
                    }
                }
            }
            out.member("name", habit.name)
            if let needs = habit.group?.needs {
                switch needs {
                case .all: out.member("needs", "all")
                case .any: out.member("needs", "any")
                case .count(let count): out.member("needs", count)
                }
            }
            out.key("notes")
            out.array(habit.notes(through: day)) { out, note in
                out.object { out in
                    out.member("date", day: note.day)
                    out.member("text", note.text)
                }
            }
            out.member("paused", habit.isPaused(on: day))
            out.member("position", position)
            if habit.purpose != .build { out.member("purpose", habit.purpose.rawValue) }
            if habit.isReading {
                out.key("reading")
                StatsJSON.writeReadings(habit, today: day, into: &out)
            }
            out.key("reminders")
            out.array(habit.reminders) { $0.string($1.description) }
            out.key("schedule")
            ScheduleCoding.write(habit.schedule, into: &out)
            if judged { out.member("streak", habit.streak(asOf: day)) }
            out.member("streakUnit", habit.streakUnit.rawValue)
            if judged { out.member("strength", HabitStrength(habit, today: day).current) }
            out.key("tags")
            out.array(habit.tags) { $0.string($1) }
        }
    }
}
