import HabitCore

/// What `habit tui` shows: the list, a habit's detail or the help screen, with the selection.
struct TUIState: Equatable, Sendable {
    /// Which view is on the screen.
    enum Screen: Equatable, Sendable {
        case list, detail
    }

    /// The habits of the list, in `habit list`'s order (archived ones left out).
    var habits: [Habit]
    /// The index of the selected habit.
    var selected = 0
    /// The first line of the list's rows on the screen (scrolled), kept by the loop.
    var top = 0
    /// The view.
    var screen = Screen.list
    /// Whether the help screen (`?`) covers the view.
    var showsHelp = false
    /// One line of what the last action said (the CLI's sentence), or `nil`.
    var status: String? = nil

    /// The selected habit, `nil` in an empty list.
    var selectedHabit: Habit? { habits.indices.contains(selected) ? habits[selected] : nil }

    /// The state after `key`, and what the loop is to do; see ``TUIAction``.
    func after(_ key: TUIKey) -> (state: TUIState, action: TUIAction?) {
        var next = self
        if showsHelp {
            next.showsHelp = false
            return (next, nil)
        }
        switch key {
        case .character("q"): return (self, .quit)
        case .control("c"): return (self, .interrupt)
        case .control("z"): return (self, .suspend)
        case .character("?"): next.showsHelp = true
        case .character("u"): return (self, .undo)
        case .space:
            guard selectedHabit != nil else { return (self, nil) }
            return (self, .toggle)
        case .up, .character("k"):
            if screen == .list { next.selected = max(0, selected - 1) }
        case .down, .character("j"):
            if screen == .list { next.selected = max(0, min(habits.count - 1, selected + 1)) }
        case .enter, .character("l"), .right:
            if screen == .list, selectedHabit != nil { next.screen = .detail }
        case .escape, .backspace, .left, .character("h"):
            next.screen = .list
        default: break
        }
        if next != self { next.status = nil }
        return (next, nil)
    }
}

/// What a key asks of the loop beyond a new state.
enum TUIAction: Equatable, Sendable {
    /// `q`: leave, exit 0.
    case quit
    /// Ctrl-C: leave, exit 130.
    case interrupt
    /// Ctrl-Z: suspend to the shell, the terminal restored, until `fg`.
    case suspend
    /// Space: `habit toggle` on the selected habit, today.
    case toggle
    /// `u`: `habit undo`.
    case undo
}

/// The screen of `habit tui` as lines of text, a pure function of the state and the size: the
/// list (the header of `habit list`, its rows with the selected one in reverse video, scrolled to
/// keep it in sight), the detail view (`habit show`'s text and the action Space takes), the
/// help screen, or a short message when the terminal is smaller than 40 × 12.
enum TUIView {
    /// The smallest terminal the views are drawn in.
    static let minimumColumns = 40
    static let minimumRows = 12
    /// Reverse video on, and every attribute off.
    static let reverse = "\u{1B}[7m"
    static let reset = "\u{1B}[0m"

    /// The `rows` lines of the screen, each at most `columns` wide (not counting the escapes
    /// of reverse video), and the list's first row line after scrolling.
    static func render(_ state: TUIState, columns: Int, rows: Int, today: Day, language: any LanguageTable)
        -> (lines: [String], top: Int)
    {
        guard columns >= minimumColumns, rows >= minimumRows else {
            let text = language.text(TUIMessage.tooSmall(columns: columns, rows: rows))
            let lines = TextWrap.lines(text, width: max(1, columns), indent: 0).prefix(max(0, rows))
            return (fitted(Array(lines), columns: columns, rows: rows), state.top)
        }
        let presentation = Presentation(language: language, style: .plain, errorStyle: .plain, width: columns)
        var body: [String]
        var top = state.top
        let footer: TUIMessage
        if state.showsHelp {
            let help = TUIMessage.helpScreen.map { language.text($0) }
            body = [help[0], ""] + help.dropFirst().dropLast() + ["", help[help.count - 1]]
            footer = state.screen == .list ? .listFooter : .detailFooter
        } else if state.screen == .detail, let habit = state.selectedHabit {
            let action = language.text(habit.isDone(on: today) ? TUIMessage.actionUndo : .actionDone)
            let detail = DetailView.render(habit, today: today, presentation: presentation)
            body = Array(detail.prefix(rows - 4)) + ["", reverse + " " + action + " " + reset]
            footer = .detailFooter
        } else {
            let list = listLines(state, height: rows - 2, presentation: presentation, today: today)
            body = list.lines
            top = list.top
            footer = .listFooter
        }
        let bottom = [state.status ?? "", language.text(footer)]
        let lines = Array(body.prefix(rows - 2)) + Array(repeating: "", count: max(0, rows - 2 - body.count)) + bottom
        return (fitted(lines, columns: columns, rows: rows), top)
    }

    /// The list's lines in `height` rows: `habit list`'s header, then the rows from the first
    /// line that keeps the selection in sight; the empty state without habits.
    private static func listLines(_ state: TUIState, height: Int, presentation: Presentation, today: Day)
        -> (lines: [String], top: Int)
    {
        let habits = state.habits
        let language = presentation.language
        guard !habits.isEmpty else {
            return (ListView.render([], today: today, presentation: presentation), 0)
        }
        let progress = habits.map { DayProgress($0, on: today, today: today) }
        let counted = habits.indices.filter { progress[$0].isCounted(habits[$0], on: today) }
        let done = counted.filter { progress[$0] == .done }.count
        let phrase = DayPhrase(today, today: today)
        let headline: ViewMessage =
            counted.isEmpty ? .nothingDue(day: phrase) : .doneCount(done: done, total: counted.count, day: phrase)
        var header = presentation.lines(headline, indent: 0)
        if !counted.isEmpty {
            header.append(
                ProgressBar.render(
                    done: done, total: counted.count, width: min(24, presentation.width - 6), style: .plain,
                    language: language))
        }
        header.append("")
        let badges = habits.map { habit in
            let streak = habit.streak(asOf: today)
            return streak > 0 && !habit.isQuit ? "🔥 \(streak)" : ""
        }
        let notes = habits.map { ListView.note(for: $0, on: today, language: language) }
        // Two columns to spare: the selection's reverse video runs to the edge.
        let layout = ListView.RowLayout(
            width: presentation.width - 1, iconWidth: max(2, habits.map { DisplayWidth.of($0.icon) }.max() ?? 2),
            longestName: habits.map { DisplayWidth.of($0.name) }.max() ?? 0,
            badgeWidth: badges.map(DisplayWidth.of).max() ?? 0,
            noteWidth: notes.map { $0.map { DisplayWidth.of($0.text) } ?? 0 }.max() ?? 0)
        let rows = habits.indices.map { index in
            let habit = habits[index]
            let mark = DayMark(progress[index], of: habit, on: today, today: today)
            return layout.row(
                mark: mark.painted(habit.color, style: .plain), icon: habit.icon, name: habit.name, badge: badges[index],
                note: notes[index]?.text, paint: { $0 })
        }
        let room = max(1, height - header.count)
        let starts = rows.indices.map { index in rows[..<index].reduce(0) { $0 + $1.count } }
        let selected = min(max(0, state.selected), habits.count - 1)
        var top = min(state.top, starts[selected])
        let end = starts[selected] + rows[selected].count
        if end > top + room { top = end - room }
        top = max(0, top)
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            for line in row {
                lines.append(
                    index == selected
                        ? reverse
                            + DisplayWidth.padded(DisplayWidth.truncated(line, to: presentation.width), to: presentation.width)
                            + reset
                        : line)
            }
        }
        return (header + Array(lines.dropFirst(top).prefix(room)), top)
    }

    /// `lines` cut to `columns` (a line in reverse video is already as wide as the screen) and
    /// to `rows` lines.
    private static func fitted(_ lines: [String], columns: Int, rows: Int) -> [String] {
        lines.prefix(max(0, rows)).map { line in
            line.hasPrefix(reverse) ? line : DisplayWidth.truncated(line, to: columns)
        }
    }
}
