import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing

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

    static func screen(_ state: TUIState, _ columns: Int, _ rows: Int, _ language: LanguageTable) -> String {
        TUIView.render(state, columns: columns, rows: rows, today: today, language: language).lines
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
}
