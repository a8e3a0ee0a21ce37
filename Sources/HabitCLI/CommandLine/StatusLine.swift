import HabitCore
import HabitText
import HabitStore
import HabitFormat

/// The one line of `habit status` without a name, for a shell prompt, tmux or a status bar:
/// a template filled from the day's tally, or waybar's JSON.
enum StatusLine {
    /// The line `format` makes of `tally`, without its newline; `nil` (nothing at all printed)
    /// for a template when nothing counts today, so a prompt shows nothing then.
    static func render(_ tally: DayTally, format: StatusLineFormat, language: LanguageTable) -> String? {
        switch format {
        case .template(let pieces):
            guard !tally.due.isEmpty else { return nil }
            return pieces.map { piece in
                switch piece {
                case .text(let text): return text
                case .field(let field): return value(field, of: tally)
                }
            }.joined()
        case .waybar:
            return waybar(tally, language: language)
        }
    }

    /// What `field` stands for in `tally`.
    static func value(_ field: StatusLineFormat.Field, of tally: DayTally) -> String {
        switch field {
        case .done: return String(tally.done)
        case .due: return String(tally.due.count)
        case .open: return String(tally.open.count)
        case .names: return tally.open.map(title).joined(separator: ", ")
        case .streak: return String(tally.streakSum)
        case .percent: return String(tally.percent)
        }
    }

    /// waybar's and i3blocks' JSON on one line: `text` the standard line (empty when nothing
    /// counts), `tooltip` a sentence and the open habits on lines of their own, `class` `done`,
    /// `open` or `none`.
    static func waybar(_ tally: DayTally, language: LanguageTable) -> String {
        let status: String
        let tooltip: [String]
        if tally.due.isEmpty {
            status = "none"
            tooltip = [language.text(.scripting(.tooltipNothingDue))]
        } else if tally.open.isEmpty {
            status = "done"
            tooltip = [language.text(.scripting(.tooltipAllDone(due: tally.due.count)))]
        } else {
            status = "open"
            tooltip =
                [language.text(.scripting(.tooltipOpen(done: tally.done, due: tally.due.count)))] + tally.open.map(title)
        }
        var out = JSONWriter(oneLine: true)
        out.object { out in
            out.member("class", status)
            out.member("text", render(tally, format: .standard, language: language) ?? "")
            out.member("tooltip", tooltip.joined(separator: "\n"))
        }
        return out.text
    }

    /// A habit as the line names it: its icon, a space and its name.
    private static func title(_ habit: Habit) -> String {
        habit.icon.isEmpty ? habit.name : habit.icon + " " + habit.name
    }
}
