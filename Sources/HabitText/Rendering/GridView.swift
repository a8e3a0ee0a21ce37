import HabitCore
import HabitFormat
import HabitFormat

/// `habit grid`: every habit as one row of its last days, today on the right, and its streak.
///
/// ```
///                  T  W  T  F  S  S  M
///                 23 24 25 26 27 28 29
/// 🧠 Meditieren    ○  ○  ●  ●  ●  ●  ◉  🔥 5
/// 💪 Übung         ·  ·  ·  ·  ●  ●  ◌  🔥 2
///
/// ● done  ◉ done today  ◌ open  ○ missed  · not due
/// ```
/// Every day is marked from the one table of marks (``DayMark``), blank before the habit's
/// start; the legend names exactly the marks drawn. The columns are the same on every row: the
/// icon as wide as the widest, the name column as wide as the longest name or as the line
/// leaves room for (a longer name is cut with "…", the same on every row), three columns a
/// day. When even the shortest name column does not fit, the oldest days are left out.
public enum GridView {
    /// The narrowest name column worth keeping before days are left out.
    public static let minimumNameColumn = 8

    /// The grid of `habits` over the `days` days ending with `today`, as lines of text.
    public static func render(_ habits: [Habit], days requested: Int, today: Day, presentation: Presentation) -> [String] {
        let language = presentation.language
        let style = presentation.style
        let iconWidth = max(2, habits.map { DisplayWidth.of($0.icon) }.max() ?? 2)
        let longestName = habits.map { DisplayWidth.of($0.name) }.max() ?? 0
        let badges = habits.map { habit in habit.streak(asOf: today) }.map { $0 > 0 ? "🔥 \($0)" : "" }
        let badgeWidth = badges.map(DisplayWidth.of).max() ?? 0
        let badgeColumns = badgeWidth > 0 ? badgeWidth + 2 : 0
        // The icon and a space, the name, three columns a day, the streak, one column to spare.
        let fixed = iconWidth + 1 + badgeColumns + 1
        let wantedName = min(longestName, minimumNameColumn)
        let fitting = max(1, (presentation.width - fixed - wantedName) / 3)
        let days = min(requested, fitting)
        let nameColumn = max(1, min(longestName, presentation.width - fixed - 3 * days))
        let first = today.adding(days: 1 - days)
        let lead = String(repeating: " ", count: iconWidth + 1 + nameColumn)
        let dayRange = (0..<days).map { first.adding(days: $0) }
        var lines = [
            trimmed(lead + dayRange.map { "  " + language.text(.weekdayLetter($0.weekday)) }.joined()),
            trimmed(lead + dayRange.map { " " + (($0.day < 10 ? " " : "") + String($0.day)) }.joined()),
        ]
        .map(style.grey)
        var drawn: Set<DayMark> = []
        for (index, habit) in habits.enumerated() {
            var line = DisplayWidth.padded(habit.icon, to: iconWidth) + " "
            line += DisplayWidth.padded(DisplayWidth.truncated(habit.name, to: nameColumn), to: nameColumn)
            for status in habit.lastDays(days, endingAt: today) {
                if let mark = DayMark(status, of: habit, today: today) {
                    drawn.insert(mark)
                    line += "  " + mark.painted(habit.color, style: style)
                } else {
                    line += "   "
                }
            }
            if !badges[index].isEmpty { line += "  " + badges[index] }
            lines.append(trimmed(line))
        }
        return lines + [""] + DayMark.legend(drawn, presentation: presentation)
    }

    /// `line` without the spaces at its end.
    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }

    /// The grid for scripts: an array of habits in their order, each with its `id`, `name`,
    /// `icon`, `color`, `streak` (in `streakUnit`s) and `days`, oldest first, each day's
    /// `date`, `state`, `done` and `amount` as in `list --json`'s `lastSevenDays`.
    public static func json(_ habits: [Habit], days: Int, today: Day) -> String {
        var out = JSONWriter()
        out.array(habits) { out, habit in
            out.object { out in
                out.member("color", habit.color.rawValue)
                out.key("days")
                out.array(habit.lastDays(days, endingAt: today)) { out, status in
                    out.object { out in
                        out.member("amount", amount: habit.amount(on: status.day))
                        out.member("date", day: status.day)
                        out.member("done", status.isDone)
                        out.member("state", status.state.rawValue)
                    }
                }
                out.member("icon", habit.icon)
                out.member("id", habit.id.uuidString)
                out.member("name", habit.name)
                out.member("streak", habit.streak(asOf: today))
                out.member("streakUnit", habit.streakUnit.rawValue)
            }
        }
        return out.text
    }
}
