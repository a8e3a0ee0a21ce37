import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `habit tui`'s screens, a pure function of the state and the size, as golden text (reverse
/// video shown as "␛[7m"), at 80 × 24 and 40 × 12 in English, German and French; "today" is
/// Sunday, 29 November 2026.
@Suite struct TUIViewGoldenTests {
    static let today = day("2026-11-29")

    static let habits: [Habit] = [
        Habit(
            id: fixtureID(70), name: "Meditieren", icon: "🧠", color: .teal, created: day("2026-11-01"),
            completions: days("2026-11-25", "2026-11-29")),
        Habit(id: fixtureID(71), name: "Lesen", icon: "📚", color: .blue, created: day("2026-11-01"), completions: days("2026-11-20", "2026-11-28")),
        Habit(id: fixtureID(72), name: "Wasser trinken", icon: "💧", color: .orange, created: day("2026-11-20"), completions: DaySet()),
    ]

    /// Thirty habits, to scroll.
    static let many: [Habit] = (0..<30).map { number in
        Habit(
            id: fixtureID(100 + number), name: "Habit \(number + 1)", icon: "⭐", color: .teal, created: day("2026-11-01"),
            completions: number % 2 == 0 ? days("2026-11-29", "2026-11-29") : DaySet())
    }

    static let languages: [(code: String, table: LanguageTable)] = [("en", LanguageTable.english), ("de", LanguageTable.german), ("fr", LanguageTable.french)]

    static func screen(
        _ state: TUIState, _ columns: Int, _ rows: Int, _ language: LanguageTable, style: Style = .plain
    ) -> String {
        TUIView.render(state, columns: columns, rows: rows, today: today, language: language, style: style).lines
            .map { $0.replacingOccurrences(of: "\u{1B}", with: "␛") + "\n" }.joined()
    }

    @Test("the list, the detail view and the help screen at 80 × 24 and 40 × 12", arguments: [0, 1, 2])
    func screens(_ languageIndex: Int) {
        let (code, language) = Self.languages[languageIndex]
        let list = TUIState(habits: Self.habits, selected: 1)
        var detail = TUIState(habits: Self.habits)
        detail.screen = .detail
        var help = list
        help.showsHelp = true
        for (columns, rows) in [(80, 24), (40, 12)] {
            let size = "\(columns)x\(rows)"
            Golden.expect(Self.screen(list, columns, rows, language), is: "TUI/\(code)-list-\(size)")
            Golden.expect(Self.screen(detail, columns, rows, language), is: "TUI/\(code)-detail-\(size)")
            Golden.expect(Self.screen(help, columns, rows, language), is: "TUI/\(code)-help-\(size)")
        }
        // A large terminal: the list and the detail view at 120 × 40.
        Golden.expect(Self.screen(list, 120, 40, language), is: "TUI/\(code)-list-120x40")
        Golden.expect(Self.screen(detail, 120, 40, language), is: "TUI/\(code)-detail-120x40")
        Golden.expect(Self.screen(TUIState(habits: []), 80, 24, language), is: "TUI/\(code)-empty")
        Golden.expect(Self.screen(list, 39, 11, language), is: "TUI/\(code)-tooSmall")
    }

    @Test("a list longer than the screen scrolls to keep the selection in sight")
    func scrolling() {
        var state = TUIState(habits: Self.many)
        for _ in 0..<20 {
            state = state.after(.down).state
            state.top = TUIView.render(state, columns: 40, rows: 12, today: Self.today, language: LanguageTable.english).top
        }
        let lines = TUIView.render(state, columns: 40, rows: 12, today: Self.today, language: LanguageTable.english).lines
        #expect(lines.contains { $0.hasPrefix(TUIView.reverse) && $0.contains("Habit 21") })
        #expect(!lines.contains { $0.contains("Habit 1 ") })
        Golden.expect(Self.screen(state, 40, 12, LanguageTable.english), is: "TUI/en-scrolled-40x12")
        // Back up to the top: the first habit is in sight again.
        for _ in 0..<20 {
            state = state.after(.character("k")).state
            state.top = TUIView.render(state, columns: 40, rows: 12, today: Self.today, language: LanguageTable.english).top
        }
        #expect(state.top == 0)
    }

    @Test("keys: moving stays in the list, Enter opens, Esc goes back and never quits, Space and u ask for actions")
    func keys() {
        let state = TUIState(habits: Self.habits)
        #expect(state.after(.up).state.selected == 0)
        #expect(state.after(.down).state.after(.down).state.after(.down).state.selected == 2)
        let opened = state.after(.enter).state
        #expect(opened.screen == .detail)
        #expect(opened.after(.escape).state.screen == .list)
        #expect(opened.after(.backspace).state.screen == .list)
        #expect(state.after(.escape) == (state, nil))
        #expect(state.after(.space).action == .toggle)
        #expect(state.after(.character("u")).action == .undo)
        #expect(state.after(.character("q")).action == .quit)
        #expect(state.after(.control("c")).action == .interrupt)
        let help = state.after(.character("?")).state
        #expect(help.showsHelp)
        #expect(help.after(.character("q")) == (state, nil))
        #expect(TUIState(habits: []).after(.space).action == nil)
    }

    @Test("the other keys: pages, first and last, x X s p + -, Ctrl-R, Ctrl-Z; Esc and Backspace never quit the list")
    func moreKeys() {
        var state = TUIState(habits: Self.many)
        state.page = 5
        #expect(state.after(.pageDown).state.selected == 5)
        #expect(state.after(.pageDown).state.after(.pageDown).state.after(.pageUp).state.selected == 5)
        #expect(state.after(.pageUp).state.selected == 0)
        #expect(state.after(.character("G")).state.selected == 29)
        #expect(state.after(.end).state.selected == 29)
        #expect(state.after(.character("G")).state.after(.character("g")).state.selected == 0)
        #expect(state.after(.character("G")).state.after(.pageDown).state.selected == 29)
        let actions: [(TUIKey, TUIAction)] = [
            (.character("x"), .check), (.character("X"), .uncheck), (.character("s"), .skip),
            (.character("p"), .pauseOrResume), (.character("+"), .amount(1)), (.character("-"), .amount(-1)),
            (.control("r"), .redo), (.control("z"), .suspend), (.space, .toggle), (.character("S"), .slip),
            (.character("A"), .archive),
        ]
        for (key, action) in actions {
            #expect(state.after(key).action == action)
        }
        // Without habits, nothing to change; undo and redo still act.
        #expect(TUIState(habits: []).after(.character("x")).action == nil)
        #expect(TUIState(habits: []).after(.control("r")).action == .redo)
        // On the list, Esc and Backspace do nothing at all.
        #expect(state.after(.escape) == (state, nil))
        #expect(state.after(.backspace) == (state, nil))
    }

    @Test("in the detail view ← and h go back a day, → and l forward, never after today; Enter opens on today")
    func choosingADay() {
        var state = TUIState(habits: Self.habits)
        state = state.after(.enter).state
        #expect(state.screen == .detail && state.daysBack == 0)
        #expect(state.after(.right).state.daysBack == 0)  // never after today
        state = state.after(.left).state.after(.character("h")).state
        #expect(state.daysBack == 2)
        #expect(state.chosenDay(today: Self.today) == day("2026-11-27"))
        #expect(state.after(.character("l")).state.daysBack == 1)
        // Up and down do not leave the habit; Esc goes back, and opening again starts at today.
        #expect(state.after(.down).state == state)
        let reopened = state.after(.escape).state.after(.character("l")).state
        #expect(reopened.screen == .detail && reopened.daysBack == 0)
        #expect(state.after(.escape).state.chosenDay(today: Self.today) == Self.today)
    }

    @Test("the detail view with an earlier day chosen: the ▲ under its circle, its date, the action for that day", arguments: [0, 1, 2])
    func chosenDayScreens(_ languageIndex: Int) {
        let (code, language) = Self.languages[languageIndex]
        var state = TUIState(habits: Self.habits, selected: 1)
        state.screen = .detail
        state.daysBack = 2  // Friday 27 November, done
        Golden.expect(Self.screen(state, 80, 24, language), is: "TUI/\(code)-detail-friday-80x24")
        Golden.expect(Self.screen(state, 40, 12, language), is: "TUI/\(code)-detail-friday-40x12")
        state.daysBack = 9  // Friday 20 November, done: as it stood that day, the row 14–20 November
        Golden.expect(Self.screen(state, 80, 24, language), is: "TUI/\(code)-detail-earlier-80x24")
    }
}

/// The list's rows as `habit list` has them: under tag headings, the week's seven marks, what is
/// left of an amount.
@Suite struct TUIListRowTests {
    /// Meditieren and Lesen under "morgens", Wasser trinken (3 of 8 Gläser today) untagged,
    /// Kaffee under "abends".
    static let habits: [Habit] = {
        var meditieren = TUIViewGoldenTests.habits[0]
        meditieren.setTags(["morgens"])
        var lesen = TUIViewGoldenTests.habits[1]
        lesen.setTags(["abends"])
        var kaffee = AmountFixture.kaffee
        kaffee.setTags(["morgens"])
        return [meditieren, lesen, AmountFixture.wasser, kaffee]
    }()

    @Test("in the list's order: the untagged first, then each tag's habits; j goes down the screen")
    func order() {
        let ordered = TUIState.listOrder(Self.habits)
        #expect(ordered.map(\.name) == ["Wasser trinken", "Meditieren", "Kaffee", "Lesen"])
    }

    @Test("tag headings, the week's marks from 60 columns, what is left; today's mark alone below", arguments: [0, 1, 2])
    func rows(_ languageIndex: Int) {
        let (code, language) = TUIViewGoldenTests.languages[languageIndex]
        let state = TUIState(habits: TUIState.listOrder(Self.habits), selected: 2)
        Golden.expect(TUIViewGoldenTests.screen(state, 80, 24, language), is: "TUI/\(code)-tags-80x24")
        Golden.expect(TUIViewGoldenTests.screen(state, 40, 12, language), is: "TUI/\(code)-tags-40x12")
        let lines = TUIView.render(state, columns: 80, rows: 24, today: TUIViewGoldenTests.today, language: language).lines
        #expect(lines.contains { $0.contains("5/8 Gläser") })
        #expect(lines.contains("morgens"))
    }

    @Test("a long list with headings scrolls to keep the selected row, and its heading's rows, in sight")
    func scrolling() {
        var habits = TUIViewGoldenTests.many
        for index in habits.indices { habits[index].setTags(["tag \(index / 5)"]) }
        var state = TUIState(habits: TUIState.listOrder(habits))
        for _ in 0..<29 {
            state = state.after(.down).state
            let frame = TUIView.render(state, columns: 40, rows: 12, today: TUIViewGoldenTests.today, language: LanguageTable.english)
            state.top = frame.top
            #expect(frame.lines.contains { $0.hasPrefix(TUIView.reverse) && $0.contains("Habit \(state.selected + 1) ") })
        }
        Golden.expect(TUIViewGoldenTests.screen(state, 40, 12, LanguageTable.english), is: "TUI/en-tags-scrolled-40x12")
    }
}

/// The dialogs: rename, note and amount (a text field), delete (a modal question).
@Suite struct TUIDialogTests {
    static let habits = TUIViewGoldenTests.habits

    @Test("a text field: characters, Space, Backspace, Ctrl-U, Esc cancels, Enter asks to save and stays open")
    func textField() {
        var state = TUIState(habits: Self.habits)
        let opened = state.after(.character("r"))
        #expect(opened.action == .openDialog)
        state = opened.state
        state.dialog?.text = "Meditieren"  // as the loop fills it
        for key: TUIKey in [.backspace, .backspace, .character("e"), .space, .character("Z")] {
            state = state.after(key).state
        }
        #expect(state.dialog?.text == "Meditiere Z")
        // Modal: j, q and Space are text, not moves or quitting.
        for key: TUIKey in [.character("j"), .character("q")] { state = state.after(key).state }
        #expect(state.dialog?.text == "Meditiere Zjq")
        #expect(state.selected == 0)
        let enter = state.after(.enter)
        #expect(enter.action == .save(TUIDialog(kind: .rename, text: "Meditiere Zjq")))
        #expect(enter.state.dialog != nil)
        #expect(state.after(.control("u")).state.dialog?.text == "")
        #expect(state.after(.escape).state.dialog == nil)
        #expect(state.after(.control("c")).action == .interrupt)
        // n, = and d open the note, the amount and the delete dialogs; none without a habit.
        #expect(TUIState(habits: Self.habits).after(.character("n")).state.dialog?.kind == .note)
        #expect(TUIState(habits: Self.habits).after(.character("=")).state.dialog?.kind == .amount)
        #expect(TUIState(habits: []).after(.character("d")).state.dialog == nil)
    }

    @Test("the delete question: the language's yes keys delete, every other key keeps (default no)")
    func deleteQuestion() {
        let asking = TUIState(habits: Self.habits).after(.character("d")).state
        #expect(asking.dialog?.kind == .delete)
        let german = { (answer: String) in YesAnswer.accepts(answer, in: LanguageTable.german) }
        let french = { (answer: String) in YesAnswer.accepts(answer, in: LanguageTable.french) }
        #expect(asking.after(.character("y")).action == .delete)
        #expect(asking.after(.character("j"), isYes: german).action == .delete)
        #expect(asking.after(.character("o"), isYes: french).action == .delete)
        // In English j is no; in German, j answers and does not move down.
        #expect(asking.after(.character("j")).action == nil)
        #expect(asking.after(.character("j"), isYes: german).state.selected == 0)
        for key: TUIKey in [.enter, .escape, .character("n"), .space, .character("q"), .down] {
            let answered = asking.after(key, isYes: german)
            #expect(answered.action == nil)
            #expect(answered.state.dialog == nil)
        }
    }

    @Test("each dialog as a box over the view, in English, German and French", arguments: [0, 1, 2])
    func dialogScreens(_ languageIndex: Int) {
        let (code, language) = TUIViewGoldenTests.languages[languageIndex]
        var state = TUIState(habits: Self.habits)
        for (kind, text) in [(TUIDialog.Kind.rename, "Meditieren"), (.delete, ""), (.note, "Ruhig"), (.amount, "3")] {
            state.dialog = TUIDialog(kind: kind, text: text)
            Golden.expect(TUIViewGoldenTests.screen(state, 80, 24, language), is: "TUI/\(code)-dialog-\(kind)-80x24")
            Golden.expect(TUIViewGoldenTests.screen(state, 40, 12, language), is: "TUI/\(code)-dialog-\(kind)-40x12")
        }
    }
}

/// `habit tui` in colour, and plain where colour is not wanted or not there.
@Suite struct TUIColourTests {
    @Test(
        "NO_COLOR, TERM=dumb, an unset TERM and a vt100 get the plain screen; color = never too; always wins",
        arguments: [
            (["TERM": "xterm-256color"], ColorMode.auto, Style.Depth.extended),
            (["TERM": "xterm"], .auto, .basic),
            (["TERM": "xterm", "COLORTERM": "truecolor"], .auto, .extended),
            (["TERM": "xterm-256color", "NO_COLOR": "1"], .auto, .none),
            (["TERM": "dumb"], .auto, .none),
            (["TERM": "vt100"], .auto, .none),
            ([:], .auto, .none),
            (["TERM": "xterm-256color"], .never, .none),
            (["TERM": "vt100"], .always, .basic),
        ])
    func style(_ environment: [String: String], _ mode: ColorMode, _ depth: Style.Depth) {
        #expect(TUIView.style(mode: mode, environment: environment).depth == depth)
    }

    @Test("the list and the detail view in the habits' colours, the selection in reverse video across colours", arguments: [0, 1, 2])
    func colourScreens(_ languageIndex: Int) {
        let (code, language) = TUIViewGoldenTests.languages[languageIndex]
        let colour = Style(depth: .extended)
        let list = TUIState(habits: TUIViewGoldenTests.habits, selected: 1)
        var detail = list
        detail.screen = .detail
        Golden.expect(TUIViewGoldenTests.screen(list, 80, 24, language, style: colour), is: "TUI/\(code)-colour-list-80x24")
        Golden.expect(TUIViewGoldenTests.screen(detail, 80, 24, language, style: colour), is: "TUI/\(code)-colour-detail-80x24")
        Golden.expect(TUIViewGoldenTests.screen(list, 40, 12, language, style: colour), is: "TUI/\(code)-colour-list-40x12")
        // Every line fits the screen: escapes take no columns, a cut keeps them whole.
        for line in TUIView.render(list, columns: 40, rows: 12, today: TUIViewGoldenTests.today, language: language, style: colour).lines {
            #expect(TUIView.visibleWidth(line) <= 40)
        }
        // The selected row: reverse video again after each colour's reset.
        let selected = TUIView.render(list, columns: 80, rows: 24, today: TUIViewGoldenTests.today, language: language, style: colour)
            .lines.first { $0.hasPrefix(TUIView.reverse) }
        #expect(selected?.contains(TUIView.reset + TUIView.reverse) == true)
    }
}

/// `habit tui` left open: its clock moves on, and today with it at the day's start.
@Suite struct TUIClockTests {
    @Test("a TUI open over the day's start (4 a.m. here) moves to the new day, its store too")
    func theDayMovesOn() throws {
        let store = HabitStore(path: "/nonexistent/habits.json", today: day("2026-11-29"), now: Fixed.moment("2026-11-29T11:00:00Z"))
        var context = CommandContext(
            today: day("2026-11-29"), presentation: Presentation(language: LanguageTable.english, style: .plain, errorStyle: .plain, width: 80),
            store: .located(store), ask: nil)
        context.settings.dayStart = try #require(DayStart(hour: 4))
        context.timeZone = try #require(TimeZone(identifier: "UTC"))
        // Past midnight, before 4: still Sunday.
        let night = TUISession.context(context, at: Fixed.moment("2026-11-30T03:59:00Z"))
        #expect(night.today == day("2026-11-29"))
        #expect(night.now == Fixed.moment("2026-11-30T03:59:00Z"))
        // At 4: Monday, for the commands and for the store (which records the time of a change).
        let morning = TUISession.context(context, at: Fixed.moment("2026-11-30T04:00:00Z"))
        #expect(morning.today == day("2026-11-30"))
        guard case .located(let moved) = morning.store else {
            Issue.record("the store is gone")
            return
        }
        #expect(moved.today == day("2026-11-30"))
        #expect(moved.now == Fixed.moment("2026-11-30T04:00:00Z"))
    }
}

/// Groups in `habit tui` (issue 37 with 38): today, Sunday 29 November 2026, Lesen alone of the
/// routine's three members is done; all three were done yesterday.
@Suite struct TUIGroupTests {
    static let collection: HabitCollection = {
        let names = ["Meditieren", "Lesen", "Dehnen"]
        var habits = names.indices.map { index in
            Habit(
                id: fixtureID(index + 1), name: names[index], icon: "✅", color: .blue, created: day("2026-11-28"),
                completions: index == 1 ? days("2026-11-28", "2026-11-29") : days("2026-11-28", "2026-11-28"))
        }
        var group = Habit(id: fixtureID(9), name: "Morgenroutine", icon: "🌅", color: .blue, created: day("2026-11-29"))
        group.setGroup(HabitGroup(members: habits.map(\.id), needs: .all))
        habits.append(group)
        return HabitCollection(habits: habits).judgingGroups(today: TUIViewGoldenTests.today)
    }()

    @Test("a group's row says how many members are done, the tally leaves it out; its detail names them", arguments: [0, 1, 2])
    func groupRowAndDetail(_ languageIndex: Int) {
        let (code, language) = TUIViewGoldenTests.languages[languageIndex]
        var state = TUIState.listing(Self.collection, today: TUIViewGoldenTests.today)
        state.selected = state.habits.firstIndex { $0.name == "Morgenroutine" } ?? 0
        let list = TUIViewGoldenTests.screen(state, 80, 24, language)
        let done = ["en": "1 of 3 done", "de": "1 von 3 erledigt", "fr": "1 sur 3 faites"][code] ?? ""
        #expect(list.contains("Morgenroutine  🔥 1  \(done)"))
        #expect(!list.contains("of 4") && !list.contains("von 4") && !list.contains("sur 4"))
        Golden.expect(list, is: "TUI/\(code)-group-list-80x24")
        state.screen = .detail
        let detail = TUIViewGoldenTests.screen(state, 80, 24, language)
        #expect(detail.contains("Meditieren") && detail.contains("Lesen") && detail.contains("Dehnen"))
        Golden.expect(detail, is: "TUI/\(code)-group-detail-80x24")
    }
}

/// `/` finds a habit by the start of its name, `t` narrows the list to a tag, `a` shows the
/// archived habits (issue 37).
@Suite struct TUIFindAndFilterTests {
    static let collection: HabitCollection = {
        var habits = TUIViewGoldenTests.habits
        habits.append(
            Habit(id: fixtureID(73), name: "Übung", icon: "🏋", color: .red, created: day("2026-11-01"), completions: DaySet()))
        habits.append(
            Habit(id: fixtureID(74), name: "Gitarre", icon: "🎸", color: .red, created: day("2026-11-01"), completions: DaySet()))
        habits[0].setTags(["morgens"])
        habits[3].setTags(["sport"])
        habits[2].setTags(["sport"])
        habits[4].isArchived = true
        return HabitCollection(habits: habits)
    }()

    static func typed(_ text: String, into state: TUIState) -> TUIState {
        text.reduce(state) { state, character in state.after(.character(character)).state }
    }

    @Test("/ selects the first habit whose name starts with the text, case and accents folded; Enter keeps it, Esc goes back")
    func find() {
        let state = TUIState.listing(Self.collection, today: TUIViewGoldenTests.today)
        let field = state.after(.character("/")).state
        #expect(field.search == TUISearch(text: "", before: 0))
        let ub = Self.typed("UB", into: field)
        #expect(ub.selectedHabit?.name == "Übung")
        // Typed keys go into the field: "q" does not quit, "j" does not move.
        #expect(ub.after(.character("q")).action == nil)
        let lesen = Self.typed("les", into: field)
        #expect(lesen.selectedHabit?.name == "Lesen")
        let kept = lesen.after(.enter).state
        #expect(kept.search == nil && kept.selectedHabit?.name == "Lesen")
        let restored = lesen.after(.escape).state
        #expect(restored.search == nil && restored.selected == 0)
        // Backspace takes a character back; no match keeps the earlier selection and says so.
        #expect(Self.typed("lex", into: field).selected == 0)
        #expect(Self.typed("lex", into: field).after(.backspace).state.selectedHabit?.name == "Lesen")
        for (code, language) in TUIViewGoldenTests.languages {
            let screen = TUIViewGoldenTests.screen(Self.typed("lex", into: field), 80, 24, language)
            #expect(screen.contains("/lex▏  "))
            Golden.expect(TUIViewGoldenTests.screen(lesen, 80, 24, language), is: "TUI/\(code)-find-80x24")
        }
    }

    @Test("t goes through the tags and back to every habit, the header naming the tag; a shows the archived habits")
    func filters() {
        let state = TUIState.listing(Self.collection, today: TUIViewGoldenTests.today)
        #expect(state.habits.count == 4)
        #expect(state.tags == ["morgens", "sport"])
        let morning = state.after(.character("t")).state
        #expect(morning.tag == "morgens" && morning.habits.map(\.name) == ["Meditieren"])
        let sport = morning.after(.character("t")).state
        #expect(sport.tag == "sport" && Set(sport.habits.map(\.name)) == ["Wasser trinken", "Übung"])
        let every = sport.after(.character("t")).state
        #expect(every.tag == nil && every.habits.count == 4)
        let archived = state.after(.character(".")).state
        #expect(archived.showsArchived && archived.habits.map(\.name) == ["Gitarre"])
        #expect(archived.after(.character(".")).state.habits.count == 4)
        #expect(!state.after(.character("a")).state.showsArchived)  // a stays the contract's add
        for (code, language) in TUIViewGoldenTests.languages {
            let tagged = TUIViewGoldenTests.screen(sport, 80, 24, language)
            #expect(tagged.hasPrefix(["en": "Tag: sport", "de": "Tag: sport", "fr": "Étiquette : sport"][code] ?? "?"))
            Golden.expect(tagged, is: "TUI/\(code)-tag-80x24")
            Golden.expect(TUIViewGoldenTests.screen(archived, 80, 24, language), is: "TUI/\(code)-archived-80x24")
        }
    }
}

/// The streak counting up after a change raised it (issue 37), frame by frame, and the
/// settings that keep the screen still: `NO_MOTION` and `motion = off`.
@Suite struct TUICountUpTests {
    @Test("a streak raised from 2 to 5 is drawn 2, 3, 4, 5 over the frames, then the count-up ends")
    func frames() throws {
        var countUp = try #require(TUICountUp(habit: fixtureID(70), before: 2, after: 5, motion: true))
        var values = [countUp.value]
        while let next = countUp.advanced() {
            countUp = next
            values.append(countUp.value)
        }
        #expect(values == [2, 3, 4, 5])
        // A long jump (a backfill joining two runs) takes at most eight steps, ending on the streak.
        var long = try #require(TUICountUp(habit: fixtureID(70), before: 1, after: 40, motion: true))
        var frames = 1
        while let next = long.advanced() {
            long = next
            frames += 1
        }
        #expect(frames == TUICountUp.mostSteps + 1 && long.value == 40)
        // No count-up when the streak did not rise, or with motion off.
        #expect(TUICountUp(habit: fixtureID(70), before: 5, after: 5, motion: true) == nil)
        #expect(TUICountUp(habit: fixtureID(70), before: 5, after: 4, motion: true) == nil)
        #expect(TUICountUp(habit: fixtureID(70), before: 2, after: 5, motion: false) == nil)
    }

    @Test("the list row draws the count-up's number, not the streak, until it ends")
    func drawn() throws {
        // Meditieren's streak is 1 (done today); drawn counting up from 0.
        var state = TUIState(habits: TUIViewGoldenTests.habits)
        state.countUp = TUICountUp(habit: fixtureID(70), before: 0, after: 1, motion: true)
        let render = { (state: TUIState) in
            TUIView.render(state, columns: 80, rows: 24, today: TUIViewGoldenTests.today, language: LanguageTable.english)
                .lines.first { $0.contains("Meditieren") } ?? ""
        }
        #expect(!render(state).contains("🔥"))
        state.countUp = state.countUp?.advanced()
        #expect(render(state).contains("🔥 1"))
        #expect(state.countUp?.advanced()?.advanced() == nil)
    }

    @Test("motion is on by default, off with NO_MOTION (any value) or motion = off; another value is refused")
    func setting() throws {
        #expect(try Settings.resolve(file: nil, environment: [:], colorOption: nil).motion)
        #expect(try !Settings.resolve(file: nil, environment: ["NO_MOTION": "1"], colorOption: nil).motion)
        #expect(try Settings.resolve(file: nil, environment: ["NO_MOTION": ""], colorOption: nil).motion)
        let off = try ConfigFile(parsing: "motion = OFF\n", path: "/c")
        #expect(try !Settings.resolve(file: off, environment: [:], colorOption: nil).motion)
        #expect(try ConfigFile(parsing: "motion = on\n", path: "/c").motion?.value == true)
        #expect(throws: ConfigError.self) { try ConfigFile(parsing: "motion = slow\n", path: "/c") }
        var world = try TestWorld()
        world.environment["XDG_CONFIG_HOME"] = world.folder.file("config")
        try world.folder.write("motion = slow\n", to: "config/habit/config")
        let refused = world.run("list")
        #expect(refused.exitCode == .usage)
        #expect(refused.stderr.contains("motion") && refused.stderr.contains("use on or off"))
        #expect(refused.stderr.split(separator: "\n").count == 1)
    }
}
