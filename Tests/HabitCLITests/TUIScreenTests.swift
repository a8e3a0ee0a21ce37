import HabitCore
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitCLI
@testable import HabitStore
@testable import HabitSystem

/// `habit tui` writes only the cells that changed: the bytes between two frames, played on a
/// small terminal of the test's own, turn the first screen into the second, and a toggle costs
/// little.
@Suite struct TUIScreenTests {
    /// A terminal that understands what ``TUIScreen/difference(from:)`` writes: `CSI r;c H`, SGR,
    /// `CSI 2J`, the Synchronized Output brackets, and text (a wide character takes two columns).
    struct Terminal {
        var screen: TUIScreen
        var row = 0
        var column = 0
        var look = TUIScreen.Look.plain

        mutating func play(_ bytes: String) {
            var escape: String? = nil
            for character in bytes {
                if var sequence = escape {
                    sequence.append(character)
                    if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii), sequence.count > 1 {
                        perform(sequence)
                        escape = nil
                    } else {
                        escape = sequence
                    }
                    continue
                }
                if character == "\u{1B}" {
                    escape = ""
                    continue
                }
                let width = DisplayWidth.of(character)
                screen.rows[row][column] = TUIScreen.Cell(text: String(character), look: look)
                if width == 2 { screen.rows[row][column + 1] = TUIScreen.Cell(text: "", look: look) }
                column += width
            }
        }

        private mutating func perform(_ sequence: String) {
            let body = String(sequence.dropFirst().dropLast())
            switch sequence.last {
            case "H":
                let parts = body.split(separator: ";").compactMap { Int($0) }
                row = parts[0] - 1
                column = parts[1] - 1
            case "m": look = look.applying(body)
            case "J":
                screen = TUIScreen(columns: screen.rows.first?.count ?? 0, rows: screen.rows.count)
            default: break  // ?2026h, ?2026l
            }
        }
    }

    static let today = TUIViewGoldenTests.today

    static func screen(_ state: TUIState, _ columns: Int = 80, _ rows: Int = 24, style: Style = .plain) -> TUIScreen {
        let lines = TUIView.render(state, columns: columns, rows: rows, today: today, language: LanguageTable.english, style: style).lines
        return TUIScreen(lines: lines, columns: columns, rows: rows)
    }

    @Test("played on a terminal, the bytes between two frames make the second, in colour or not")
    func differenceMakesTheNextFrame() {
        for style in [Style.plain, Style(depth: .extended)] {
            let list = TUIState(habits: TUIViewGoldenTests.habits)
            var detail = list
            detail.screen = .detail
            var dialog = list
            dialog.dialog = TUIDialog(kind: .delete, text: "")
            var help = list
            help.showsHelp = true
            let frames = [list, list.after(.down).state, detail, dialog, help, list, TUIState(habits: [])]
            var terminal = Terminal(screen: TUIScreen(columns: 80, rows: 24))
            terminal.play(Self.screen(frames[0], style: style).difference(from: nil))
            #expect(terminal.screen == Self.screen(frames[0], style: style))
            for (before, after) in zip(frames, frames.dropFirst()) {
                let old = Self.screen(before, style: style)
                let new = Self.screen(after, style: style)
                terminal.play(new.difference(from: old))
                #expect(terminal.screen == new)
            }
        }
    }

    @Test("nothing changed, nothing written; a moved selection writes two rows, far less than a frame")
    func onlyWhatChanged() {
        let list = Self.screen(TUIState(habits: TUIViewGoldenTests.habits))
        #expect(list.difference(from: list).isEmpty)
        let moved = Self.screen(TUIState(habits: TUIViewGoldenTests.habits, selected: 1))
        let bytes = moved.difference(from: list).utf8.count
        let full = list.difference(from: nil).utf8.count
        #expect(bytes < full)
        #expect(bytes <= 1_024)
    }

    @Test("a toggle of today on the list writes at most 1,024 bytes, in colour, on 30 habits")
    func toggleCostsLittle() {
        let style = Style(depth: .extended)
        var state = TUIState(habits: TUIViewGoldenTests.many, selected: 1)
        let before = Self.screen(state, style: style)
        #expect(throws: Never.self) { _ = try state.habits[1].check(on: Self.today, today: Self.today) }
        let after = Self.screen(state, style: style)
        let bytes = after.difference(from: before).utf8.count
        #expect(bytes > 0)
        #expect(bytes <= 1_024)
    }

    @Test("a wide character takes two cells; reverse video runs to the edge of a selected row")
    func cells() {
        let screen = TUIScreen(lines: ["🧠 x", TUIView.reverse + "ab" + TUIView.reset], columns: 6, rows: 2)
        #expect(screen.rows[0].map(\.text) == ["🧠", "", " ", "x", " ", " "])
        #expect(screen.rows[1].allSatisfy { $0.look.reverse })
    }
}
