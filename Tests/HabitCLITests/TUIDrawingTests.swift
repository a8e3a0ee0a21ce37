import Foundation
import HabitCore
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitCLI

/// What `habit tui` writes to the terminal: the first frame in full, then only the cells that
/// changed.
@Suite struct TUIDrawingTests {
    /// 50 daily habits, each done on the 30 days before today but not today.
    static func fifty() -> HabitCollection {
        let today = RealBinary.today
        let habits = (0..<50).map { index in
            Habit(
                id: UUID(), name: String(format: "Habit %02d", index), icon: "✅", color: .blue, created: today.adding(days: -400),
                completions: DaySet((1...30).map { today.adding(days: -$0) }))
        }
        return HabitCollection(habits: habits)
    }

    @Test("Space on a list of 50 habits redraws its row, the tally and the count-up in at most 1,024 bytes")
    func toggleWritesLittle() {
        let probe = TUIRedrawProbe(Self.fifty(), today: RealBinary.today)
        let first = probe.drawList()
        let toggle = probe.toggleFirst()
        // The streak rose from 30 to 31: the change's frame and one frame of the count-up.
        #expect(toggle.frames == 2)
        #expect(toggle.bytes > 0)
        #expect(toggle.bytes <= 1024)
        // The first frame is the whole screen, many times that.
        #expect(first > 4 * toggle.bytes)
    }

    @Test("a frame that changes nothing writes nothing; a forgotten frame is drawn in full")
    func unchangedAndForgotten() {
        var state = TUIState.listing(Self.fifty(), today: RealBinary.today)
        var drawing = TUIDrawing()
        let draw = { (drawing: inout TUIDrawing, state: inout TUIState) in
            drawing.frame(&state, columns: 80, rows: 24, today: RealBinary.today, language: .english, style: .plain)
        }
        let full = draw(&drawing, &state)
        #expect(draw(&drawing, &state).isEmpty)
        drawing.forget()
        #expect(draw(&drawing, &state) == full)
    }
}
