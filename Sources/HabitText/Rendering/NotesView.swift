import HabitCore
import HabitFormat
import HabitFormat

/// `habit notes`: the notes of all habits in one list, newest first, each on its day's line
/// with the habit's icon and name; a note too long for the line wraps below its start.
///
/// ```
/// Nov 29, 2026  🧠 Meditieren  Nur 5 Minuten
/// Nov 28, 2026  📚 Lesen       Kapitel 3, dann zu müde
/// ```
/// The date column is as wide as the widest date, the name column as the longest name or as
/// a third of the line, whichever is less (a longer name is cut with "…").
public enum NotesView {
    /// One note with its day and its habit.
    public struct Entry {
        /// The day the note is about.
        public let day: Day
        /// The habit it belongs to.
        public let habit: Habit
        /// The note.
        public let text: String
    }

    /// The notes of `habits` from `first` through `last` (either open when `nil`), newest
    /// first; on one day, in the habits' order.
    public static func notes(of habits: [Habit], from first: Day?, through last: Day?) -> [Entry] {
        let entries = habits.enumerated().flatMap { index, habit in
            habit.notes(from: first, through: last).map { (index, Entry(day: $0.day, habit: habit, text: $0.text)) }
        }
        return entries.sorted { $0.1.day != $1.1.day ? $0.1.day > $1.1.day : $0.0 < $1.0 }.map(\.1)
    }

    /// The list as lines of text.
    public static func render(_ entries: [Entry], presentation: Presentation) -> [String] {
        let language = presentation.language
        let dates = entries.map { language.text(.date($0.day)) }
        let dateWidth = dates.map(DisplayWidth.of).max() ?? 0
        let iconWidth = max(2, entries.map { DisplayWidth.of($0.habit.icon) }.max() ?? 2)
        let longestName = entries.map { DisplayWidth.of($0.habit.name) }.max() ?? 0
        let nameColumn = max(1, min(longestName, presentation.width / 3))
        let lead = dateWidth + 2 + iconWidth + 1 + nameColumn + 2
        // The note beside the name while at least 16 columns are left for it, else below.
        let room = presentation.width - lead - 1
        var lines: [String] = []
        for (index, entry) in entries.enumerated() {
            var head = DisplayWidth.padded(dates[index], to: dateWidth) + "  "
            head += DisplayWidth.padded(entry.habit.icon, to: iconWidth) + " "
            let name = DisplayWidth.truncated(entry.habit.name, to: nameColumn)
            if room >= 16 {
                let text = TextWrap.lines(entry.text, width: room)
                lines.append(head + DisplayWidth.padded(name, to: nameColumn) + "  " + (text.first ?? ""))
                lines += text.dropFirst().map { String(repeating: " ", count: lead) + $0 }
            } else {
                lines.append(head + name)
                lines += TextWrap.lines(entry.text, width: max(1, presentation.width - 5)).map { "    " + $0 }
            }
        }
        return lines
    }

    /// The notes for scripts: an array, newest first, each with its `date`, the habit's `id`
    /// and `name`, and the `text`.
    public static func json(_ entries: [Entry]) -> String {
        var out = JSONWriter()
        out.array(entries) { out, entry in
            out.object { out in
                out.member("date", day: entry.day)
                out.member("id", entry.habit.id.uuidString)
                out.member("name", entry.habit.name)
                out.member("text", entry.text)
            }
        }
        return out.text
    }
}
