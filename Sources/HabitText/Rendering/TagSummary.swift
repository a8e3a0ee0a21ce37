import HabitCore
import HabitFormat
import HabitFormat

/// One tag as `habit tags` shows it: how many habits have it and, of those due or done today
/// (as `list` counts them), how many are done.
public struct TagSummary: Equatable {
    /// The tag, as the habits spell it.
    public let tag: String
    /// The names of its habits, in their order.
    public let names: [String]
    /// How many of its habits count today (due or done).
    public let counted: Int
    /// How many of those are done.
    public let done: Int

    /// The tags of `habits` in the order they first occur, each with its habits' progress on `day`.
    public static func all(of habits: [Habit], on day: Day) -> [TagSummary] {
        HabitTag.unique(habits.flatMap(\.tags)).map { tag in
            let tagged = habits.filter { $0.hasTag(tag) }
            let progress = tagged.map { ($0, DayProgress($0, on: day, today: day)) }
            let counted = progress.filter { $0.1.isCounted($0.0, on: day) }
            return TagSummary(
                tag: tag, names: tagged.map(\.name), counted: counted.count, done: counted.filter { $0.1 == .done }.count)
        }
    }

    /// The lines of `habit tags`: each tag, its number of habits and today's progress in
    /// aligned columns; on a line too narrow for all three, the progress goes below, indented.
    public static func render(_ summaries: [TagSummary], presentation: Presentation) -> [String] {
        let language = presentation.language
        let counts = summaries.map { language.text(.tag(.habitCount($0.names.count))) }
        let progress = summaries.map { summary in
            language.text(
                summary.counted == 0
                    ? .view(.nothingDue(day: .today)) : .view(.doneCount(done: summary.done, total: summary.counted, day: .today))
            )
        }
        let width = presentation.width
        let tagColumn = min(summaries.map { DisplayWidth.of($0.tag) }.max() ?? 0, max(1, width / 2))
        let countColumn = counts.map(DisplayWidth.of).max() ?? 0
        let progressColumn = progress.map(DisplayWidth.of).max() ?? 0
        let inline = tagColumn + 2 + countColumn + 2 + progressColumn <= width - 1
        var lines: [String] = []
        for (index, summary) in summaries.enumerated() {
            let tags = TextWrap.column(summary.tag, width: tagColumn)
            for (line, part) in tags.enumerated() {
                guard line == 0 else {
                    lines.append(part)
                    continue
                }
                let head = presentation.style.bold(part) + String(repeating: " ", count: tagColumn - DisplayWidth.of(part))
                if inline {
                    lines.append(head + "  " + DisplayWidth.padded(counts[index], to: countColumn) + "  " + progress[index])
                } else {
                    lines.append(head + "  " + counts[index])
                }
            }
            if !inline { lines += TextWrap.lines("  " + progress[index], width: width - 1, indent: 2) }
        }
        return lines.map { line in
            var line = line
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    /// `habit tags --json`: an array of `{"done", "due", "habits", "names", "tag"}` objects,
    /// `due` counting the habits due or done today and `done` those of them done.
    public static func json(_ summaries: [TagSummary]) -> String {
        var out = JSONWriter()
        out.array(summaries) { out, summary in
            out.object { out in
                out.member("done", summary.done)
                out.member("due", summary.counted)
                out.member("habits", summary.names.count)
                out.key("names")
                out.array(summary.names) { $0.string($1) }
                out.member("tag", summary.tag)
            }
        }
        return out.text
    }
}
