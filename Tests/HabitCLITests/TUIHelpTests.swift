import HabitCore
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitCLI

/// The help screen (`?`) of `habit tui`: every key, in pages where the terminal is short.
@Suite struct TUIHelpTests {
    @Test("at 80 × 24 every key on one page; at 40 × 12 in pages that ↓ and ↑ turn, each saying which it is", arguments: [0, 1, 2])
    func pages(_ languageIndex: Int) throws {
        let (code, language) = TUIViewGoldenTests.languages[languageIndex]
        #expect(TUIView.helpPages(height: 22, language: language).count == 1)
        let small = TUIView.helpPages(height: 10, language: language)
        #expect(small.count > 1)
        // Every key line is on some page, once.
        let keys = TUIMessage.helpScreen.dropFirst().dropLast().map { language.text($0) }
        #expect(small.flatMap { $0.dropFirst(2).dropLast(2) } == keys)
        #expect(small.allSatisfy { $0.count <= 10 })
        // Where the help fits, any key closes it, ↓ too.
        var state = TUIState(habits: TUIViewGoldenTests.habits).after(.character("?")).state
        #expect(state.showsHelp)
        #expect(!state.after(.down).state.showsHelp)
        // At 40 × 12 the loop keeps the number of pages the frame drew.
        state.helpPages = TUIView.render(state, columns: 40, rows: 12, today: TUIViewGoldenTests.today, language: language).helpPages
        #expect(state.helpPages == small.count)
        Golden.expect(TUIViewGoldenTests.screen(state, 40, 12, language), is: "TUI/\(code)-help-40x12")
        state = state.after(.down).state
        #expect(state.showsHelp)
        Golden.expect(TUIViewGoldenTests.screen(state, 40, 12, language), is: "TUI/\(code)-help-page2-40x12")
        // Past the last page ↓ stays on it; ↑ goes back; any other key closes.
        for _ in 0..<10 { state = state.after(.pageDown).state }
        #expect(state.helpPage == small.count - 1)
        #expect(TUIViewGoldenTests.screen(state, 40, 12, language).contains("\(small.count)"))
        state = state.after(.up).state
        #expect(state.helpPage == small.count - 2)
        #expect(state.showsHelp)
        let closed = state.after(.character("x")).state
        #expect(!closed.showsHelp)
        #expect(closed.helpPage == 0)
    }
}
