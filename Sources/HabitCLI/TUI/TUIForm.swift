import HabitCore
import HabitText

/// The add (`a`) and edit (`e`) forms of `habit tui`: a few fields, each typed as `habit add`
/// and `habit edit` take it, which Enter turns into that command's line. The command line's own
/// parser and the command read it, so the form refuses and words what the CLI refuses, as the
/// CLI words it.
struct TUIForm: Equatable, Sendable {
    /// What the form makes: a new habit, or a change to the habit of this name.
    enum Kind: Equatable, Sendable {
        case add
        case edit(name: String)
    }

    /// A field of a form.
    enum Field: Equatable, Sendable {
        case name, icon, color, schedule, goal, tags
    }

    /// What a key did to the form.
    enum Outcome: Equatable, Sendable {
        /// Still open, as it is now.
        case editing(TUIForm)
        /// Esc: closed, nothing made.
        case cancelled
        /// Enter: to be saved.
        case save(TUIForm)
    }

    /// A field's text held a quote that was not closed.
    struct UnclosedQuote: Error, Equatable {
        /// The field.
        let field: Field
    }

    var kind: Kind
    /// The fields, in order.
    let fields: [Field]
    /// What each field holds now.
    var texts: [String]
    /// What each field held when the form opened (the edit form's values; nothing changed where
    /// a field still holds it).
    let original: [String]
    /// The field the cursor is in.
    var focus = 0

    /// The empty add form: name, icon, colour, schedule.
    static func add() -> TUIForm {
        TUIForm(kind: .add, fields: [.name, .icon, .color, .schedule], texts: ["", "", "", ""], original: ["", "", "", ""])
    }

    /// The edit form of `habit`, filled with what it has: icon, colour, schedule and goal as
    /// `habit edit` takes them, its tags.
    static func edit(_ habit: Habit) -> TUIForm {
        let texts = [
            habit.icon, habit.color.rawValue, scheduleOptions(habit.schedule), goalOptions(habit.goal),
            habit.tags.joined(separator: ", "),
        ]
        return TUIForm(
            kind: .edit(name: habit.name), fields: [.icon, .color, .schedule, .goal, .tags], texts: texts, original: texts)
    }

    /// The text of `field`, empty when the form has none.
    func text(_ field: Field) -> String {
        fields.firstIndex(of: field).map { texts[$0] } ?? ""
    }

    /// The form after `key`: characters, Space, Backspace and Ctrl-U edit the field; Tab and ↓
    /// go to the next field, ↑ to the one before; Enter saves, Esc cancels.
    func after(_ key: TUIKey) -> Outcome {
        var next = self
        switch key {
        case .character(let typed): next.texts[focus].append(typed)
        case .space: next.texts[focus].append(" ")
        case .backspace: if !next.texts[focus].isEmpty { next.texts[focus].removeLast() }
        case .control("u"): next.texts[focus] = ""
        case .tab, .down: next.focus = (focus + 1) % fields.count
        case .up: next.focus = (focus + fields.count - 1) % fields.count
        case .enter: return .save(self)
        case .escape: return .cancelled
        default: break
        }
        return .editing(next)
    }

    /// The command line (without `habit`) the form stands for; `nil` for an edit that changes
    /// nothing. The name comes last, after `--`, so that a name starting with a dash is a name.
    ///
    /// - Throws: ``UnclosedQuote`` for a field whose options have a quote not closed.
    func commandLine() throws(UnclosedQuote) -> [String]? {
        var options: [String] = []
        for (index, field) in fields.enumerated() where field != .name && texts[index] != original[index] {
            let text = texts[index].trimmingWhitespace()
            switch field {
            case .name: break
            case .icon: if !text.isEmpty { options += ["--icon", text] }
            case .color: if !text.isEmpty { options += ["--color", text] }
            case .schedule:
                guard let words = Self.words(text) else { throw UnclosedQuote(field: field) }
                options += words
            case .goal:
                guard let words = Self.words(text) else { throw UnclosedQuote(field: field) }
                options += words.isEmpty ? ["--no-goal"] : words
            case .tags:
                let now = Self.tags(text), before = Self.tags(original[index])
                let added = now.filter { !before.contains($0) }, removed = before.filter { !now.contains($0) }
                if !removed.isEmpty { options += ["--untag", removed.joined(separator: ",")] }
                if !added.isEmpty { options += ["--tag", added.joined(separator: ",")] }
            }
        }
        switch kind {
        case .add: return ["add"] + options + ["--", text(.name)]
        case .edit(let name): return options.isEmpty ? nil : ["edit"] + options + ["--", name]
        }
    }

    /// The words of `text` as a shell splits them: at blanks, except inside single or double
    /// quotes (which are taken away); `nil` when a quote is not closed.
    static func words(_ text: String) -> [String]? {
        var words: [String] = []
        var word: String? = nil
        var quote: Character? = nil
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { word?.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                word = word ?? ""
            } else if character.isWhitespace {
                if let finished = word { words.append(finished) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        guard quote == nil else { return nil }
        if let finished = word { words.append(finished) }
        return words
    }

    /// The tags of a comma-separated list, each trimmed, the empty ones left out.
    static func tags(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    /// The weekday words `--days` is given (every language's are taken; these are English).
    static let weekdayWords: [Weekday: String] = [
        .monday: "mon", .tuesday: "tue", .wednesday: "wed", .thursday: "thu", .friday: "fri", .saturday: "sat",
        .sunday: "sun",
    ]

    /// `schedule` as the options of `habit edit` that set it.
    static func scheduleOptions(_ schedule: Schedule) -> String {
        switch schedule {
        case .daily: return "--daily"
        case .days(let days):
            let words = Weekday.allCases.filter { days.contains($0) }.compactMap { weekdayWords[$0] }
            return "--days " + words.joined(separator: ",")
        case .perWeek(let times): return "--per-week \(times)"
        case .every(let days): return "--every \(days)"
        case .perMonth(let times): return "--per-month \(times)"
        case .monthlyOn(let days): return "--monthly-on " + days.sorted().map(String.init).joined(separator: ",")
        }
    }

    /// `goal` as the options of `habit edit` that set it; empty for none.
    static func goalOptions(_ goal: Goal?) -> String {
        guard let goal else { return "" }
        let option =
            switch goal.kind {
            case .atLeast: "--goal"
            case .atMost: "--at-most"
            case .weeklyAtLeast: "--weekly-goal"
            }
        let unit = goal.unit.map { " --unit " + ($0.contains(" ") ? "'\($0)'" : $0) } ?? ""
        return "\(option) \(goal.amount)" + unit
    }

    /// The form as the lines of a box: its title, a line per field (the one with the cursor
    /// marked `>`, the cursor after its text), what the field takes, and the keys; at most 60
    /// columns wide, and at most `height` lines (the blank lines, then the hint, then the keys
    /// left out where the screen is short).
    func box(columns: Int, height: Int, language: LanguageTable) -> [String] {
        let inner = max(10, min(56, columns - 6))
        let title: String
        switch kind {
        case .add: title = language.text(TUIMessage.formAddTitle)
        case .edit(let name): title = language.text(TUIMessage.formEditTitle(name: language.quoted(name)))
        }
        let labels = fields.map { language.text(TUIMessage.formLabel($0)) }
        let labelWidth = labels.map(DisplayWidth.of).max() ?? 0
        let rows = fields.indices.map { index in
            let label = DisplayWidth.padded(labels[index], to: labelWidth)
            var shown = HabitName.escaped(texts[index])
            if index == focus {
                // The end of the text, where the cursor is, stays in sight.
                while DisplayWidth.of(shown) > inner - labelWidth - 5, !shown.isEmpty { shown.removeFirst() }
                return "> " + label + " " + shown + "▏"
            }
            return "  " + label + " " + shown
        }
        let hint = TextWrap.lines(language.text(TUIMessage.formHint(fields[focus], kind)), width: inner, indent: 0)
        let keys = TextWrap.lines(language.text(TUIMessage.formKeys), width: inner, indent: 0)
        let titleLines = TextWrap.lines(title, width: inner, indent: 0)
        // Taller first, then without blanks, without the keys, without the hint.
        let choices = [
            titleLines + [""] + rows + [""] + hint + [""] + keys, titleLines + rows + hint + keys, titleLines + rows + hint,
            titleLines + rows,
        ]
        let content = choices.first { $0.count + 2 <= height } ?? rows
        let width = min(inner, content.map(DisplayWidth.of).max() ?? 0)
        let edge = String(repeating: "─", count: width + 2)
        return ["┌" + edge + "┐"]
            + content.map { "│ " + DisplayWidth.padded(DisplayWidth.truncated($0, to: width), to: width) + " │" }
            + ["└" + edge + "┘"]
    }
}
