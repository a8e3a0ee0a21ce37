@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `habit tui`'s key decoder on byte sequences, whole and split across reads at every offset.
@Suite struct TUIKeyTests {
    static let cases: [(bytes: [UInt8], keys: [TUIKey])] = [
        ([0x1B, 0x5B, 0x41], [.up]), ([0x1B, 0x5B, 0x42], [.down]), ([0x1B, 0x4F, 0x43], [.right]),
        ([0x1B, 0x4F, 0x44], [.left]), (Array("\u{1B}[1;5A".utf8), [.up]), (Array("\u{1B}[5~\u{1B}[6~".utf8), [.pageUp, .pageDown]),
        (Array("\u{1B}[H\u{1B}[4~".utf8), [.home, .end]), ([0x0D], [.enter]), ([0x0A], [.enter]), ([0x7F], [.backspace]),
        ([0x08], [.backspace]), ([0x20], [.space]), ([0x03], [.control("c")]), ([0x12], [.control("r")]),
        (Array("jkq?".utf8), [.character("j"), .character("k"), .character("q"), .character("?")]),
        (Array("ü€😀".utf8), [.character("ü"), .character("€"), .character("😀")]),
        (Array("\u{1B}[<0;3;4M".utf8), [.mouse(TUIMouse(.click, column: 2, row: 3))]), (Array("\u{1B}x".utf8), [.character("x")]),
        ([0x1B, 0x1B, 0x5B, 0x41], [.escape, .up]),
    ]

    @Test("each sequence decodes to its keys", arguments: cases.indices)
    func whole(_ index: Int) {
        let (bytes, keys) = Self.cases[index]
        let decoded = TUIKey.decode(bytes, final: false)
        #expect(decoded.keys == keys)
        #expect(decoded.rest.isEmpty)
    }

    @Test("split at every offset, the first part's rest joined to the second gives the same keys", arguments: cases.indices)
    func split(_ index: Int) {
        let (bytes, keys) = Self.cases[index]
        for cut in 0...bytes.count {
            let first = TUIKey.decode(Array(bytes[..<cut]), final: false)
            let second = TUIKey.decode(first.rest + bytes[cut...], final: false)
            #expect(first.keys + second.keys == keys, "cut at \(cut)")
        }
    }

    @Test("a lone Esc waits for more, and is Escape when nothing follows")
    func loneEscape() {
        #expect(TUIKey.decode([0x1B], final: false).keys.isEmpty)
        #expect(TUIKey.decode([0x1B], final: false).rest == [0x1B])
        #expect(TUIKey.decode([0x1B], final: true).keys == [.escape])
        #expect(TUIKey.decode(Array("j\u{1B}".utf8), final: true).keys == [.character("j"), .escape])
    }
}

/// Mouse reports in SGR form (mode 1006) and what a click or the wheel does (issue 37).
@Suite struct TUIMouseTests {
    static func decoded(_ text: String, final: Bool = false) -> [TUIKey] {
        TUIKey.decode(Array(text.utf8), final: final).keys
    }

    @Test("SGR reports: a left press, the wheel, modifiers ignored; releases, motion and other buttons are no action")
    func decoding() {
        #expect(Self.decoded("\u{1B}[<0;5;3M") == [.mouse(TUIMouse(.click, column: 4, row: 2))])
        #expect(Self.decoded("\u{1B}[<64;1;1M") == [.mouse(TUIMouse(.wheelUp, column: 0, row: 0))])
        #expect(Self.decoded("\u{1B}[<65;10;20M") == [.mouse(TUIMouse(.wheelDown, column: 9, row: 19))])
        #expect(Self.decoded("\u{1B}[<16;2;2M") == [.mouse(TUIMouse(.click, column: 1, row: 1))])  // Ctrl-click
        #expect(Self.decoded("\u{1B}[<0;5;3m") == [.unknown])  // the release
        #expect(Self.decoded("\u{1B}[<32;5;3M") == [.unknown])  // motion with the button held
        #expect(Self.decoded("\u{1B}[<2;5;3M") == [.unknown])  // the right button
        #expect(Self.decoded("\u{1B}[<0;;3M") == [.unknown])
        #expect(Self.decoded("\u{1B}[<0;0;3M") == [.unknown])  // cells count from 1
        // Press and release in one read, with a key after; a report cut across reads waits.
        #expect(Self.decoded("\u{1B}[<0;5;3M\u{1B}[<0;5;3mj") == [.mouse(TUIMouse(.click, column: 4, row: 2)), .unknown, .character("j")])
        let cut = TUIKey.decode(Array("\u{1B}[<0;12".utf8), final: false)
        #expect(cut.keys.isEmpty && cut.rest.count == 7)
        #expect(TUIKey.decode(cut.rest + Array(";4M".utf8), final: false).keys == [.mouse(TUIMouse(.click, column: 11, row: 3))])
    }

    @Test("the terminal's mouse reports are turned on when the TUI enters and off on the way out")
    func modes() {
        #expect(TUISession.enter.hasSuffix("\u{1B}[?1000h\u{1B}[?1006h"))
        #expect(TUISession.leave.hasPrefix("\u{1B}[?1006l\u{1B}[?1000l"))
    }

    @Test("a click on a row opens its habit, the wheel moves; in the detail view a click on a circle toggles that day")
    func clicks() {
        var state = TUIState(habits: TUIViewGoldenTests.habits)
        let render = { (state: TUIState) in
            TUIView.render(state, columns: 80, rows: 24, today: TUIViewGoldenTests.today, language: LanguageTable.english)
        }
        state.hits = render(state).hits
        // The list: the tally, the bar, a blank line, then the rows (Lesen's on line 4).
        let line = render(state).lines.firstIndex { $0.contains("Lesen") } ?? -1
        #expect(state.hits.rows[line] == 1)
        let opened = state.after(.mouse(TUIMouse(.click, column: 20, row: line))).state
        #expect(opened.screen == .detail && opened.selectedHabit?.name == "Lesen")
        #expect(state.after(.mouse(TUIMouse(.click, column: 20, row: 0))).state == state)  // the tally
        #expect(state.after(.mouse(TUIMouse(.wheelDown, column: 0, row: 0))).state.selected == 1)
        #expect(state.after(.mouse(TUIMouse(.wheelUp, column: 0, row: 0))).state.selected == 0)
        var detail = opened
        detail.hits = render(detail).hits
        let weekRow = render(detail).lines.firstIndex { $0.contains("○") || $0.contains("●") } ?? -1
        #expect(detail.hits.weekRow == weekRow)
        // The circles stand in columns 1, 4, …, 19: the fifth (column 13) is Friday, 2 days back.
        let (clicked, action) = detail.after(.mouse(TUIMouse(.click, column: 13, row: weekRow)))
        #expect(action == .toggle && clicked.daysBack == 2)
        #expect(detail.after(.mouse(TUIMouse(.click, column: 40, row: weekRow))).action == nil)
        #expect(detail.after(.mouse(TUIMouse(.wheelUp, column: 0, row: 0))).state.daysBack == 1)
    }
}
