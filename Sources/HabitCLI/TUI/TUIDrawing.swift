import HabitCore
import HabitText

/// The drawing half of `habit tui`'s loop: the frame rendered from the state at the terminal's
/// size, and the bytes that bring the terminal from the frame it shows to the new one (only the
/// cells that changed; every cell, the screen cleared, when it shows none).
struct TUIDrawing {
    /// The screen as the terminal shows it now; `nil` when it is to be drawn in full (first,
    /// after a resize or a suspend).
    private var shown: TUIScreen? = nil

    /// The next frame is drawn in full.
    mutating func forget() {
        shown = nil
    }

    /// The bytes that draw `state` at `columns` × `rows`; the frame's scrolling, page size and
    /// click targets are kept in `state`.
    mutating func frame(
        _ state: inout TUIState, columns: Int, rows: Int, today: Day, language: LanguageTable, style: Style
    ) -> String {
        let frame = TUIView.render(state, columns: columns, rows: rows, today: today, language: language, style: style)
        state.top = frame.top
        state.page = frame.page
        state.hits = frame.hits
        state.helpPages = frame.helpPages
        let screen = TUIScreen(lines: frame.lines, columns: columns, rows: rows)
        defer { shown = screen }
        return screen.difference(from: shown)
    }
}

/// What `habit-bench tui` measures of the drawing without a terminal: the list of a store drawn
/// in colour, then the frames after today is toggled for its first habit (as ``TUISession`` draws
/// them: the change, then each frame of the streak's count-up).
public struct TUIRedrawProbe: Sendable {
    /// The habits before the toggle.
    let collection: HabitCollection
    /// The day of the list.
    let today: Day
    /// The terminal's size.
    let columns: Int
    let rows: Int

    /// A probe of `collection`'s list on `today` in a terminal of `columns` × `rows`.
    public init(_ collection: HabitCollection, today: Day, columns: Int = 80, rows: Int = 24) {
        self.collection = collection
        self.today = today
        self.columns = columns
        self.rows = rows
    }

    /// Draws the list as the first frame is drawn (in full); its bytes. What ``toggleFirst()``
    /// costs beyond this is the toggle's redraw.
    public func drawList() -> Int {
        var state = TUIState.listing(collection, today: today)
        var drawing = TUIDrawing()
        return drawing.frame(
            &state, columns: columns, rows: rows, today: today, language: .english,
            style: TUIView.style(mode: .always, environment: ["TERM": "screen"])
        ).utf8.count
    }

    /// Draws the list, toggles today for its first habit and draws the frames that follow; how
    /// many bytes those frames write, and how many frames there were.
    public func toggleFirst() -> (bytes: Int, frames: Int) {
        let language = LanguageTable.english
        let style = TUIView.style(mode: .always, environment: ["TERM": "screen"])
        var state = TUIState.listing(collection, today: today)
        var drawing = TUIDrawing()
        _ = drawing.frame(&state, columns: columns, rows: rows, today: today, language: language, style: style)
        guard var habit = state.selectedHabit else { return (0, 0) }
        let before = habit.streak(asOf: today)
        if habit.toggleChecks(on: today) {
            _ = try? habit.check(on: today, today: today)
        } else {
            _ = try? habit.uncheck(on: today, today: today)
        }
        var changed = collection
        changed.update(habit)
        state.active = changed.active
        state.refilter()
        state.countUp = TUICountUp(habit: habit.id, before: before, after: habit.streak(asOf: today), motion: true)
        var bytes = 0, frames = 0
        repeat {
            bytes +=
                drawing.frame(&state, columns: columns, rows: rows, today: today, language: language, style: style)
                .utf8.count
            frames += 1
            state.countUp = state.countUp?.advanced()
        } while state.countUp != nil
        return (bytes, frames)
    }
}
