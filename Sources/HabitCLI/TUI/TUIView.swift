import HabitCore
import HabitStore
import HabitSystem
import HabitText

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
    /// How many rows of the list PgUp and PgDn move, kept by the loop from the screen's size.
    var page = 10
    /// The view.
    var screen = Screen.list
    /// In the detail view, the day chosen with ← and →: how many days before today (0: today).
    var daysBack = 0
    /// Whether the help screen (`?`) covers the view.
    var showsHelp = false
    /// The help screen's page shown, from 0 (where it takes more than one).
    var helpPage = 0
    /// How many pages the help screen took in the last frame (1 where it fits), kept by the loop.
    var helpPages = 1
    /// One line of what the last action said (the CLI's sentence), or `nil`.
    var status: String? = nil
    /// The dialog over the view, `nil` when there is none.
    var dialog: TUIDialog? = nil
    /// Each group's members as the list and the detail view name them, by the group's id.
    var groups: [UUID: TUIGroup] = [:]
    /// The keys as the config file binds them (``TUIKeyMap``).
    var keys = TUIKeyMap.standard
    /// The add or edit form over the view, `nil` when there is none.
    var form: TUIForm? = nil
    /// The `/` field while it is open: what was typed, and the selection before it (Esc goes
    /// back to it).
    var search: TUISearch? = nil
    /// The tag the list is narrowed to (`t`), `nil` for every habit.
    var tag: String? = nil
    /// Whether the list shows the archived habits (`.`) rather than the others.
    var showsArchived = false
    /// The habits not archived and the archived ones, in the file's order: what ``habits`` is
    /// chosen from (see ``refilter()``).
    var active: [Habit] = []
    var archived: [Habit] = []
    /// The streak counting up after a change raised it, `nil` at rest.
    var countUp: TUICountUp? = nil
    /// Where the last frame drew what a click acts on, kept by the loop.
    var hits = TUIHits()

    /// The most days ← goes back: ten years.
    static let farthestBack = 3653

    /// `habits` in the list's order: under their first tag, the untagged ones first, as `habit
    /// list` shows them (``TagGroups``), so that moving down goes down the screen.
    static func listOrder(_ habits: [Habit]) -> [Habit] {
        TagGroups(habits).groups.flatMap { $0.indices.map { habits[$0] } }
    }

    /// The state of the list for `collection`'s habits that are not archived, on `today`: the
    /// habits in the list's order, each group's members.
    static func listing(_ collection: HabitCollection, today: Day) -> TUIState {
        var state = TUIState(habits: listOrder(collection.active))
        state.groups = TUIGroup.of(collection, today: today)
        state.active = collection.active
        state.archived = collection.archived
        return state
    }

    /// ``habits`` chosen again from ``active`` or ``archived`` and narrowed to ``tag``; the
    /// selected habit stays selected when it is still there.
    mutating func refilter() {
        let selectedID = selectedHabit?.id
        let source = showsArchived ? archived : active
        habits = Self.listOrder(tag.map { tag in source.filter { $0.hasTag(tag) } } ?? source)
        selected = habits.firstIndex { $0.id == selectedID } ?? min(selected, max(0, habits.count - 1))
    }

    /// The tags `t` goes through: those of the habits the list shows them from, in the list's
    /// order of headings.
    var tags: [String] {
        TagGroups(Self.listOrder(showsArchived ? archived : active)).groups.compactMap(\.tag)
    }

    /// The index of the first habit of the list whose name is `typed` or starts with it, as
    /// the commands find a habit by name (case, accents and width ignored); a name equal to it
    /// before one it only begins. `nil` when none.
    func firstMatch(_ typed: String) -> Int? {
        let key = HabitName.lookupKey(typed.trimmingWhitespace())
        guard !key.isEmpty else { return nil }
        let keys = habits.map { HabitName.lookupKey($0.name) }
        return keys.firstIndex(of: key) ?? keys.firstIndex { $0.hasPrefix(key) }
    }

    /// The selected habit, `nil` in an empty list.
    var selectedHabit: Habit? { habits.indices.contains(selected) ? habits[selected] : nil }

    /// The day the actions of the view act on: the day chosen in the detail view, else today.
    func chosenDay(today: Day) -> Day {
        screen == .detail ? today.adding(days: -daysBack) : today
    }

    /// The state after `key`, and what the loop is to do; see ``TUIAction``. `isYes` tells
    /// the delete dialog's answer keys (the language's, as `habit delete` takes them).
    func after(_ key: TUIKey, isYes: (String) -> Bool = { $0 == "y" }) -> (state: TUIState, action: TUIAction?) {
        var next = self
        if showsHelp {
            // ↓ and ↑ turn the pages of a help screen taller than the terminal (the last page
            // stays); any other key closes it, and any key at all where it fits on one.
            let forward: [TUIKey] = [.down, .pageDown, .space, .character("j")]
            let back: [TUIKey] = [.up, .pageUp, .character("k")]
            if helpPages > 1, forward.contains(key) {
                next.helpPage = min(helpPage + 1, helpPages - 1)
            } else if helpPages > 1, back.contains(key) {
                next.helpPage = max(0, helpPage - 1)
            } else {
                next.showsHelp = false
                next.helpPage = 0
            }
            return (next, nil)
        }
        if let dialog {
            return afterInDialog(key, dialog, isYes: isYes)
        }
        if let form {
            return afterInForm(key, form)
        }
        if let search {
            return afterInSearch(key, search)
        }
        if case .mouse(let mouse) = key {
            return afterMouse(mouse)
        }
        // The config file's keys, outside text fields and answers.
        let key = keys.translate(key)
        let last = max(0, habits.count - 1)
        let onList = screen == .list
        switch key {
        case .character("q"): return (self, .quit)
        case .control("c"): return (self, .interrupt)
        case .control("z"): return (self, .suspend)
        case .character("?"): next.showsHelp = true
        case .character("u"): return (self, .undo)
        case .control("r"): return (self, .redo)
        case .space, .character("x"), .character("X"), .character("s"), .character("p"), .character("+"),
            .character("-"), .character("S"), .character("A"):
            guard selectedHabit != nil, let action = Self.change(key) else { return (self, nil) }
            return (self, action)
        case .up, .character("k"):
            if onList { next.selected = max(0, selected - 1) }
        case .down, .character("j"):
            if onList { next.selected = min(last, selected + 1) }
        case .pageUp:
            if onList { next.selected = max(0, selected - max(1, page)) }
        case .pageDown:
            if onList { next.selected = min(last, selected + max(1, page)) }
        case .home, .character("g"):
            if onList { next.selected = 0 }
        case .end, .character("G"):
            if onList { next.selected = last }
        case .enter:
            if onList, selectedHabit != nil { (next.screen, next.daysBack) = (.detail, 0) }
        case .character("l"), .right:
            if onList, selectedHabit != nil {
                (next.screen, next.daysBack) = (.detail, 0)
            } else if !onList {
                next.daysBack = max(0, daysBack - 1)
            }
        case .character("h"), .left:
            if !onList { next.daysBack = min(Self.farthestBack, daysBack + 1) }
        case .escape, .backspace:
            next.screen = .list
        case .character("/"):
            if onList { next.search = TUISearch(text: "", before: selected) }
        case .character("t"):
            if onList {
                let tags = self.tags
                let position = tag.flatMap { tags.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
                next.tag = position < tags.count ? tags[position] : nil
                next.refilter()
            }
        case .character("."):
            // `.`, as file managers show hidden files; `a` is the contract's key for adding.
            if onList {
                next.showsArchived.toggle()
                next.tag = nil
                next.refilter()
            }
        case .character("a"):
            if onList { next.form = .add() }
        case .character("e"):
            if let habit = selectedHabit { next.form = .edit(habit) }
        case .character("r"), .character("d"), .character("n"), .character("="):
            guard selectedHabit != nil, let kind = TUIDialog.Kind(key) else { break }
            next.dialog = TUIDialog(kind: kind, text: "")
            return (next, .openDialog)
        default: break
        }
        if next != self { next.status = nil }
        return (next, nil)
    }

    /// A click or a turn of the wheel: on the list a click on a habit's row opens it and the
    /// wheel moves the selection; in the detail view a click on a circle of the week row
    /// chooses that day and toggles it (Space), the wheel chooses the day before or after.
    private func afterMouse(_ mouse: TUIMouse) -> (state: TUIState, action: TUIAction?) {
        var next = self
        switch (screen, mouse.action) {
        case (.list, .click):
            guard let index = hits.rows[mouse.row], habits.indices.contains(index) else { return (self, nil) }
            (next.selected, next.screen, next.daysBack) = (index, .detail, 0)
        case (.list, .wheelUp): next.selected = max(0, selected - 1)
        case (.list, .wheelDown): next.selected = min(max(0, habits.count - 1), selected + 1)
        case (.detail, .click):
            // The circles are three columns apart, the first in the second column.
            guard mouse.row == hits.weekRow, mouse.column / 3 < 7 else { return (self, nil) }
            next.daysBack = hits.weekEndBack + (6 - mouse.column / 3)
            guard next.daysBack <= Self.farthestBack else { return (self, nil) }
            next.status = nil
            return (next, .toggle)
        case (.detail, .wheelUp): next.daysBack = min(Self.farthestBack, daysBack + 1)
        case (.detail, .wheelDown): next.daysBack = max(0, daysBack - 1)
        }
        if next != self { next.status = nil }
        return (next, nil)
    }

    /// A key while the `/` field is open: characters are added, Backspace takes the last one
    /// back, Ctrl-U empties it; each change selects the first habit found by the text. Enter
    /// keeps the selection, Esc goes back to the one before.
    private func afterInSearch(_ key: TUIKey, _ search: TUISearch) -> (state: TUIState, action: TUIAction?) {
        var next = self
        switch key {
        case .control("c"): return (self, .interrupt)
        case .character(let typed): next.search?.text.append(typed)
        case .space: next.search?.text.append(" ")
        case .backspace: if next.search?.text.isEmpty == false { next.search?.text.removeLast() }
        case .control("u"): next.search?.text = ""
        case .enter:
            next.search = nil
            return (next, nil)
        case .escape:
            next.search = nil
            next.selected = search.before
            return (next, nil)
        default: return (self, nil)
        }
        next.selected = next.firstMatch(next.search?.text ?? "") ?? search.before
        return (next, nil)
    }

    /// A key while a dialog is open: only the dialog's keys act (Ctrl-C still quits). A text
    /// field takes characters, Backspace, Ctrl-U (empties it), Enter (asks the loop to save)
    /// and Esc (cancels); the delete question takes its yes keys, any other key answers no.
    private func afterInDialog(_ key: TUIKey, _ dialog: TUIDialog, isYes: (String) -> Bool)
        -> (state: TUIState, action: TUIAction?)
    {
        var next = self
        if key == .control("c") { return (self, .interrupt) }
        if dialog.kind == .delete {
            next.dialog = nil
            next.status = nil
            if case .character(let typed) = key, isYes(String(typed)) { return (next, .delete) }
            return (next, nil)
        }
        switch key {
        case .character(let typed): next.dialog?.text.append(typed)
        case .space: next.dialog?.text.append(" ")
        case .backspace: if next.dialog?.text.isEmpty == false { next.dialog?.text.removeLast() }
        case .control("u"): next.dialog?.text = ""
        case .escape:
            next.dialog = nil
            next.status = nil
        case .enter: return (self, .save(dialog))
        default: break
        }
        return (next, nil)
    }

    /// A key while the add or edit form is open: only the form's keys act (Ctrl-C still quits);
    /// Enter asks the loop to save it, Esc closes it.
    private func afterInForm(_ key: TUIKey, _ form: TUIForm) -> (state: TUIState, action: TUIAction?) {
        var next = self
        if key == .control("c") { return (self, .interrupt) }
        switch form.after(key) {
        case .editing(let edited): next.form = edited
        case .cancelled:
            next.form = nil
            next.status = nil
        case .save(let saved): return (self, .saveForm(saved))
        }
        return (next, nil)
    }

    /// The change a key makes to the selected habit, `nil` for another key.
    private static func change(_ key: TUIKey) -> TUIAction? {
        switch key {
        case .space: return .toggle
        case .character("x"): return .check
        case .character("X"): return .uncheck
        case .character("s"): return .skip
        case .character("p"): return .pauseOrResume
        case .character("+"): return .amount(1)
        case .character("-"): return .amount(-1)
        case .character("S"): return .slip
        case .character("A"): return .archive
        default: return nil
        }
    }
}

/// What a key asks of the loop beyond a new state. The changes act on the selected habit, on
/// the day ``TUIState/chosenDay(today:)`` names, as the CLI's commands do.
enum TUIAction: Equatable, Sendable {
    /// `q`: leave, exit 0.
    case quit
    /// Ctrl-C: leave, exit 130.
    case interrupt
    /// Ctrl-Z: suspend to the shell, the terminal restored, until `fg`.
    case suspend
    /// Space: `habit toggle`.
    case toggle
    /// `x`: `habit check`.
    case check
    /// `X`: `habit uncheck`.
    case uncheck
    /// `s`: `habit skip`.
    case skip
    /// `p`: `habit pause` from the day, or `habit resume` when the habit is paused that day.
    case pauseOrResume
    /// `+` and `-`: `habit log NAME 1` and `habit log NAME -1`.
    case amount(Int)
    /// `S`: `habit slip` (a habit to quit).
    case slip
    /// `A`: `habit archive`; the habit leaves the list.
    case archive
    /// `u`: `habit undo`.
    case undo
    /// Ctrl-R: `habit redo`.
    case redo
    /// `r`, `d`, `n`, `=`: a dialog opened; the loop fills its field (the name, the day's note
    /// or amount).
    case openDialog
    /// Enter in a text field: `habit rename`, `habit note`, `habit log --set` with its text;
    /// the dialog closes when the command succeeds, else stays with the error.
    case save(TUIDialog)
    /// `y` (or the language's yes) in the delete dialog: `habit delete --yes`.
    /// Enter in the add or edit form: the loop runs the command it stands for.
    case saveForm(TUIForm)
    case delete
}

/// A group as `habit tui` shows it: its members by name, and how many of them today counts and
/// has done (`habit list`'s "1 of 3 done").
struct TUIGroup: Equatable, Sendable {
    /// The members, in the group's order.
    var members: [Habit]
    /// Today's members that are done.
    var done: Int
    /// Today's members done, due or lost.
    var counted: Int

    /// The groups among `collection`'s habits, by id, on `today`.
    static func of(_ collection: HabitCollection, today: Day) -> [UUID: TUIGroup] {
        var groups: [UUID: TUIGroup] = [:]
        for habit in collection.habits {
            guard let days = collection.membersToday(of: habit, on: today) else { continue }
            groups[habit.id] = TUIGroup(
                members: collection.members(of: habit), done: days.doneToday, counted: days.countedToday)
        }
        return groups
    }
}

/// A streak counting up on the screen after a change raised it: the number drawn goes from the
/// streak before to the streak after, one step a frame, in at most ``mostSteps`` steps.
struct TUICountUp: Equatable, Sendable {
    /// The most frames a count-up takes, however far the streak rose.
    static let mostSteps = 8
    /// How long a frame stays, in milliseconds.
    static let frameInterval: Int32 = 60

    /// The habit whose streak counts up.
    let habit: UUID
    /// The streak before and after the change.
    let from: Int
    let to: Int
    /// The frame drawn now, from 0 (the streak before) to ``steps`` (the streak after).
    private(set) var frame = 0

    /// The count-up of `habit`'s streak from `before` to `after`; `nil` when it did not rise or
    /// `motion` is off (`NO_MOTION`, `motion = off`).
    init?(habit: UUID, before: Int, after: Int, motion: Bool) {
        guard motion, after > before else { return nil }
        self.habit = habit
        from = before
        to = after
    }

    /// How many frames after the first the count takes.
    var steps: Int { min(to - from, Self.mostSteps) }

    /// The number drawn in this frame.
    var value: Int { from + (to - from) * frame / steps }

    /// The next frame, `nil` after the last (the streak after drawn).
    func advanced() -> TUICountUp? {
        guard frame < steps else { return nil }
        var next = self
        next.frame += 1
        return next
    }
}

/// Where a frame drew what a click acts on: the screen line of each habit's rows on the list,
/// the line of the detail view's week row.
struct TUIHits: Equatable, Sendable {
    /// The habit (its index in the list) drawn on each screen line of the list.
    var rows: [Int: Int] = [:]
    /// The detail view's line of week circles, `nil` when it is not on the screen.
    var weekRow: Int? = nil
    /// How many days before today the week row's last circle stands.
    var weekEndBack = 0
}

/// The `/` field of `habit tui`: a habit found by the start of its name.
struct TUISearch: Equatable, Sendable {
    /// What was typed.
    var text: String
    /// The selection when the field opened.
    var before: Int
}

/// A dialog of `habit tui`: a text field (rename, note, amount) or the delete question.
struct TUIDialog: Equatable, Sendable {
    /// What the dialog is for.
    enum Kind: Equatable, Sendable {
        case rename, delete, note, amount

        /// The dialog a key opens: `r`, `d`, `n`, `=`.
        init?(_ key: TUIKey) {
            switch key {
            case .character("r"): self = .rename
            case .character("d"): self = .delete
            case .character("n"): self = .note
            case .character("="): self = .amount
            default: return nil
            }
        }
    }

    var kind: Kind
    /// The text field's text (typed characters appended: the cursor is at its end).
    var text: String
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
    static func render(
        _ state: TUIState, columns: Int, rows: Int, today: Day, language: LanguageTable, style: Style = .plain
    ) -> (lines: [String], top: Int, page: Int, hits: TUIHits, helpPages: Int) {
        guard columns >= minimumColumns, rows >= minimumRows else {
            let text = language.text(TUIMessage.tooSmall(columns: columns, rows: rows))
            let lines = TextWrap.lines(text, width: max(1, columns), indent: 0).prefix(max(0, rows))
            return (fitted(Array(lines), columns: columns, rows: rows), state.top, state.page, TUIHits(), 1)
        }
        var hits = TUIHits()
        let presentation = Presentation(language: language, style: style, errorStyle: style, width: columns)
        var body: [String]
        var top = state.top
        var page = state.page
        var helpPageCount = 1
        let footer: TUIMessage
        if state.showsHelp {
            let pages = helpPages(height: rows - 2, language: language, keys: state.keys)
            helpPageCount = pages.count
            body = pages[min(state.helpPage, pages.count - 1)]
            footer = state.screen == .list ? .listFooter : .detailFooter
        } else if state.screen == .detail, let habit = state.selectedHabit {
            body = detailLines(
                habit, daysBack: state.daysBack, height: rows - 2, today: today, presentation: presentation,
                members: state.groups[habit.id]?.members ?? [])
            footer = .detailFooter
            // The week row: two lines under its heading, its last circle today or, seven days
            // back and more, the chosen day.
            let heading = presentation.lines(.lastSevenDays, indent: 0).first
            if let index = body.firstIndex(where: { $0 == heading }), index + 2 < rows - 2 {
                hits.weekRow = index + 2
                hits.weekEndBack = state.daysBack < 7 ? 0 : state.daysBack
            }
        } else {
            let list = listLines(state, height: rows - 2, presentation: presentation, today: today)
            body = list.lines
            top = list.top
            page = list.page
            hits.rows = list.rows.filter { $0.key < rows - 2 }
            footer = .listFooter
        }
        var statusLine = state.status ?? ""
        if let search = state.search, !state.showsHelp {
            // The `/` field in the status line, the cursor after the text.
            statusLine = "/" + HabitName.escaped(search.text) + "▏"
            if !search.text.isEmpty, state.firstMatch(search.text) == nil {
                statusLine += "  " + language.text(TUIMessage.findNone(text: language.quoted(search.text)))
            }
        }
        let bottom = [statusLine, state.keys.shown(language.text(footer))]
        var lines = Array(body.prefix(rows - 2)) + Array(repeating: "", count: max(0, rows - 2 - body.count)) + bottom
        if let dialog = state.dialog, let habit = state.selectedHabit, !state.showsHelp {
            let box = dialogBox(
                dialog, habit: habit, day: state.chosenDay(today: today), columns: columns, presentation: presentation)
            let first = max(0, (rows - 2 - box.count) / 2)
            let left = String(repeating: " ", count: max(0, (columns - visibleWidth(box[0])) / 2))
            for (offset, line) in box.enumerated() where first + offset < rows - 2 {
                lines[first + offset] = left + line
            }
        }
        if let form = state.form, !state.showsHelp {
            let box = form.box(columns: columns, height: rows - 2, language: language)
            let first = max(0, (rows - 2 - box.count) / 2)
            let left = String(repeating: " ", count: max(0, (columns - visibleWidth(box[0])) / 2))
            for (offset, line) in box.enumerated() where first + offset < rows - 2 {
                lines[first + offset] = left + line
            }
        }
        return (fitted(lines, columns: columns, rows: rows), top, page, hits, helpPageCount)
    }

    /// The help screen in pages of at most `height` lines: its heading, the keys and the line
    /// that says any key closes it, on one page where they fit; else the keys split over pages,
    /// each with the heading and a last line that says which page it is and how to turn.
    static func helpPages(height: Int, language: LanguageTable, keys keyMap: TUIKeyMap = .standard) -> [[String]] {
        let help = TUIMessage.helpScreen.map { keyMap.shown(language.text($0)) }
        let heading = help[0], close = help[help.count - 1]
        var keys = Array(help.dropFirst().dropLast())
        // The keys the config file binds, named as it names them.
        if !keyMap.bindings.isEmpty {
            let bound = keyMap.bindings.map { TUIKeyMap.name(of: $0.key) + " = " + ConfigFile.keyPrefix + $0.action.rawValue }
            keys.append(language.text(TUIMessage.keysBound(keys: bound.joined(separator: ", "))))
        }
        if keys.count + 4 <= height { return [[heading, ""] + keys + ["", close]] }
        if keys.count + 3 <= height { return [[heading, ""] + keys + [close]] }
        let perPage = max(1, height - 4)
        let chunks = stride(from: 0, to: keys.count, by: perPage).map { Array(keys[$0..<min(keys.count, $0 + perPage)]) }
        return chunks.enumerated().map { number, chunk in
            [heading, ""] + chunk + ["", language.text(TUIMessage.helpPage(page: number + 1, pages: chunks.count))]
        }
    }

    /// The detail view in `height` rows: `habit show`'s text, a `▲` under the chosen day's
    /// circle with its weekday and date, and the action Space takes on that day. Seven days or
    /// more back, the text is as it stood on the chosen day (`habit show --as-of`), its row the
    /// seven days ending on it.
    /// Where the text does not fit, the lines between the streak and the row and those after
    /// the row go first.
    static func detailLines(
        _ habit: Habit, daysBack: Int, height: Int, today: Day, presentation: Presentation, members: [Habit] = []
    ) -> [String] {
        let language = presentation.language
        let chosen = today.adding(days: -daysBack)
        let rowEnd = daysBack < 7 ? today : chosen
        var lines = DetailView.render(
            habit, today: today, presentation: presentation, asOf: rowEnd == today ? nil : rowEnd,
            members: members)
        let isDone = habit.isDone(on: chosen)
        let action: TUIMessage =
            chosen == today
            ? (isDone ? .actionUndo : .actionDone)
            : (isDone ? .actionUndoOn(date: language.date(chosen)) : .actionDoneOn(date: language.date(chosen)))
        let actionLine = reverse + " " + language.text(action) + " " + reset
        let heading = presentation.lines(.lastSevenDays, indent: 0).first ?? ""
        guard let headingIndex = lines.firstIndex(of: heading), headingIndex + 2 < lines.count else {
            return Array(lines.prefix(max(0, height - 2))) + ["", actionLine]
        }
        // The circles are three columns apart, the first in the second column.
        let column = 3 * (6 - rowEnd.days(since: chosen)) + 1
        let named = language.text(.selectedDay(day: language.weekdayName(chosen.weekday), date: language.date(chosen)))
        let caret = String(repeating: " ", count: column) + "▲"
        let marked =
            column + 2 + DisplayWidth.of(named) <= presentation.width ? [caret + " " + named] : [caret, named]
        let caretIndex = headingIndex + 3
        lines.insert(contentsOf: marked, at: caretIndex)
        let full = lines + ["", actionLine]
        if full.count <= height { return full }
        let row = lines[0..<min(2, headingIndex)] + lines[headingIndex..<(caretIndex + marked.count)]
        return Array(row.prefix(max(0, height - 2))) + ["", actionLine]
    }

    /// The list's lines in `height` rows: `habit list`'s header, then the rows from the first
    /// line that keeps the selection in sight; the empty state without habits.
    private static func listLines(_ state: TUIState, height: Int, presentation: Presentation, today: Day)
        -> (lines: [String], top: Int, page: Int, rows: [Int: Int])
    {
        let habits = state.habits
        let language = presentation.language
        // Which habits the list shows, when not all that are not archived: "Tag: sport".
        var filter: [String] = []
        if state.showsArchived { filter.append(language.text(TUIMessage.filterArchived)) }
        if let tag = state.tag { filter.append(language.text(TUIMessage.filterTag(tag: HabitName.escaped(tag)))) }
        let filterLines = filter.isEmpty ? [] : [presentation.style.bold(filter.joined(separator: " · ")), ""]
        guard !habits.isEmpty else {
            if !filterLines.isEmpty { return (filterLines, 0, state.page, [:]) }
            return (TextWrap.lines(language.text(TUIMessage.empty), width: presentation.width, indent: 0), 0, state.page, [:])
        }
        let progress = habits.map { DayProgress($0, on: today, today: today) }
        // A group is made of habits the tally counts already: it is not counted again.
        let counted = habits.indices.filter { !habits[$0].isGroup && progress[$0].isCounted(habits[$0], on: today) }
        let done = counted.filter { progress[$0] == .done }.count
        let phrase = DayPhrase(today, today: today)
        let headline: ViewMessage =
            counted.isEmpty ? .nothingDue(day: phrase) : .doneCount(done: done, total: counted.count, day: phrase)
        // Archived habits are not part of the day: no tally, as `habit list --archived`.
        var header =
            filterLines + (state.showsArchived ? [] : presentation.lines(headline, indent: 0).map(presentation.style.bold))
        if !counted.isEmpty, !state.showsArchived {
            header.append(
                ProgressBar.render(
                    done: done, total: counted.count, width: min(24, presentation.width - 6), style: presentation.style,
                    language: language))
        }
        if !state.showsArchived || filterLines.isEmpty { header.append("") }
        let badges = habits.map { habit in
            // A streak a change just raised counts up (``TUICountUp``).
            let streak = state.countUp.flatMap { $0.habit == habit.id ? $0.value : nil } ?? habit.streak(asOf: today)
            return streak > 0 && !habit.isQuit ? "🔥 \(streak)" : ""
        }
        let notes = habits.map { habit in
            // A group says how many of its members are done: "1 of 3 done", as `habit list` does.
            state.groups[habit.id].map { (language.text(.group(.membersDone(done: $0.done, of: $0.counted))), false) }
                ?? ListView.note(for: habit, on: today, language: language)
        }
        let style = presentation.style
        // From 60 columns on, the week's seven marks (oldest left, today right) stand for
        // today's one: six columns more before each name.
        let week = presentation.width >= weekMarksWidth
        // One column to spare: the selection's reverse video runs to the edge.
        let layout = ListView.RowLayout(
            width: presentation.width - 1 - (week ? 6 : 0),
            iconWidth: max(2, habits.map { DisplayWidth.of($0.icon) }.max() ?? 2),
            longestName: habits.map { DisplayWidth.of($0.name) }.max() ?? 0,
            badgeWidth: badges.map(DisplayWidth.of).max() ?? 0,
            noteWidth: notes.map { $0.map { DisplayWidth.of($0.text) } ?? 0 }.max() ?? 0)
        let rows = habits.indices.map { index in
            let habit = habits[index]
            let mark =
                week
                ? weekMarks(habit, today: today, style: style)
                : DayMark(progress[index], of: habit, on: today, today: today).painted(habit.color, style: style)
            return layout.row(
                mark: mark, icon: habit.icon, name: habit.name, badge: badges[index], note: notes[index]?.text,
                paint: notes[index]?.isWarning == true ? style.warning : style.grey)
        }
        // The habits under their first tag's heading, as habit list has them (the habits are in
        // that order already, see ``TUIState/listOrder(_:)``).
        let selected = min(max(0, state.selected), habits.count - 1)
        var lines: [String] = []
        // The habit each line belongs to, for a click.
        var owners: [Int: Int] = [:]
        var selectedLines = 0..<0
        for (number, group) in TagGroups(habits).groups.enumerated() {
            if let tag = group.tag {
                if number > 0 { lines.append("") }
                lines += TextWrap.column(tag, width: presentation.nameRoom(after: 0)).map(style.bold)
            }
            for index in group.indices {
                if index == selected { selectedLines = lines.count..<(lines.count + rows[index].count) }
                for offset in rows[index].indices { owners[lines.count + offset] = index }
                lines += rows[index].map { index == selected ? selectedLine($0, width: presentation.width) : $0 }
            }
        }
        let room = max(1, height - header.count)
        var top = min(state.top, selectedLines.lowerBound)
        if selectedLines.upperBound > top + room { top = selectedLines.upperBound - room }
        top = max(0, top)
        var shownOwners: [Int: Int] = [:]
        for (line, index) in owners where line >= top && line < top + room { shownOwners[header.count + line - top] = index }
        return (header + Array(lines.dropFirst(top).prefix(room)), top, room, shownOwners)
    }

    /// A dialog as the lines of a box: its title, the delete question's warning, the text field
    /// with a cursor after the text, and its keys; at most 60 columns wide, narrower on a
    /// narrow screen, the text wrapped in it (a long field shows its end).
    static func dialogBox(_ dialog: TUIDialog, habit: Habit, day: Day, columns: Int, presentation: Presentation)
        -> [String]
    {
        let language = presentation.language
        let name = language.quoted(habit.name)
        let date = language.date(day)
        let inner = max(10, min(56, columns - 6))
        var content: [String]
        switch dialog.kind {
        case .rename: content = [language.text(TUIMessage.renameTitle(name: name))]
        case .note: content = [language.text(TUIMessage.noteTitle(name: name, date: date))]
        case .amount: content = [language.text(TUIMessage.amountTitle(name: name, date: date))]
        case .delete: content = [language.text(TUIMessage.deleteTitle(name: name))]
        }
        content = content.flatMap { TextWrap.lines($0, width: inner, indent: 0) }
        if dialog.kind == .delete {
            content += TextWrap.lines(language.text(TUIMessage.deleteWarning), width: inner, indent: 0)
            content += [""] + TextWrap.lines(language.text(TUIMessage.deleteKeys), width: inner, indent: 0)
        } else {
            // The end of the text, where the cursor is, stays in sight.
            var shown = language.quoted(dialog.text)
            while DisplayWidth.of(shown) > inner - 3, !shown.isEmpty { shown.removeFirst() }
            let field = "> " + shown + "▏"
            content += ["", field, ""] + TextWrap.lines(language.text(TUIMessage.fieldKeys), width: inner, indent: 0)
        }
        let width = min(inner, content.map(DisplayWidth.of).max() ?? 0)
        let edge = String(repeating: "─", count: width + 2)
        return ["┌" + edge + "┐"]
            + content.map { "│ " + DisplayWidth.padded(DisplayWidth.truncated($0, to: width), to: width) + " │" }
            + ["└" + edge + "┘"]
    }

    /// The narrowest list that shows the week's seven marks on each row.
    static let weekMarksWidth = 60

    /// The seven days ending today as marks in a row, oldest left (``DayMark``, as the detail
    /// view's week row; a blank before the habit's start).
    static func weekMarks(_ habit: Habit, today: Day, style: Style) -> String {
        habit.lastDays(7, endingAt: today).map { status in
            DayMark(status, of: habit, today: today)?.painted(habit.color, style: style) ?? " "
        }.joined()
    }

    /// The screen's colours: `habit list`'s (the `color` setting, `NO_COLOR`, `TERM=dumb`,
    /// `COLORTERM` and a `TERM` with 256 colours), and none, unless `color` is `always`, where
    /// `TERM` names a terminal without colours: its terminfo entry (`terminal`) has fewer than 8,
    /// or, with no entry found, `TERM` is unset or empty or names a DEC `vt` terminal (vt100,
    /// vt220). The plain screen tells every state apart by its marks and reverse video.
    static func style(mode: ColorMode, environment: [String: String], terminal: Terminfo.Entry = .unknown) -> Style {
        let term = environment["TERM"] ?? ""
        if mode != .always {
            switch terminal {
            case .colours(let count) where count < 8: return .plain
            case .colours: break
            case .unknown: if term.isEmpty || term.hasPrefix("vt") { return .plain }
            }
        }
        return Style.decide(mode: mode, isTerminal: true, environment: environment)
    }

    /// `line` in reverse video across `width` columns, its colours kept (reverse video again
    /// after each reset).
    static func selectedLine(_ line: String, width: Int) -> String {
        let cut = truncated(line, to: width)
        let again = cut.replacing(reset, with: reset + reverse)
        return reverse + again + String(repeating: " ", count: max(0, width - visibleWidth(cut))) + reset
    }

    /// `lines` cut to `columns` and to `rows` lines.
    private static func fitted(_ lines: [String], columns: Int, rows: Int) -> [String] {
        lines.prefix(max(0, rows)).map { truncated($0, to: columns) }
    }

    /// The columns `text` takes on the screen: its escape sequences (`ESC [` … a letter) take none.
    static func visibleWidth(_ text: String) -> Int {
        guard text.contains("\u{1B}") else { return DisplayWidth.of(text) }
        return DisplayWidth.of(withoutEscapes(text))
    }

    /// `text` without its escape sequences.
    static func withoutEscapes(_ text: String) -> String {
        var result = ""
        var inEscape = false
        for character in text {
            if inEscape {
                if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii), character != "[" { inEscape = false }
                continue
            }
            if character == "\u{1B}" {
                inEscape = true
                continue
            }
            result.append(character)
        }
        return result
    }

    /// `text` cut to at most `width` columns, ending in "…" when it was cut, its escape
    /// sequences kept whole (and attributes reset after a cut).
    static func truncated(_ text: String, to width: Int) -> String {
        guard text.contains("\u{1B}") else { return DisplayWidth.truncated(text, to: width) }
        guard visibleWidth(text) > width else { return text }
        var result = ""
        var used = 0
        var inEscape = false
        for character in text {
            if inEscape {
                result.append(character)
                if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii), character != "[" { inEscape = false }
                continue
            }
            if character == "\u{1B}" {
                inEscape = true
                result.append(character)
                continue
            }
            let columns = DisplayWidth.of(character)
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        return width > 0 ? result + "…" + reset : ""
    }
}
