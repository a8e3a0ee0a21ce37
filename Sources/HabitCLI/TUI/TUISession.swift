import HabitCore
import HabitStore
import HabitSystem

/// The loop of `habit tui`: the terminal in raw mode on the alternate screen, keys read and
/// decoded, the screen drawn after each, the changes made as the CLI's commands make them. The
/// terminal is put back as it was on every way out: `q`, Ctrl-C, `SIGINT`, `SIGTERM`, `SIGHUP`,
/// the end of the input.
struct TUISession {
    /// The alternate screen, the cursor hidden, the screen cleared.
    static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"
    /// Attributes off, the cursor shown, the main screen back.
    static let leave = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    /// How long a lone `Esc` waits for the rest of a sequence, in milliseconds.
    static let escapeWait: Int32 = 40

    let context: CommandContext
    var state: TUIState

    /// Runs until `q` (returns) or a signal or Ctrl-C (ends the process as that signal).
    mutating func run() {
        guard let mode = Platform.enterRawMode(STDIN_FILENO) else { return }
        let signals = Platform.catchSignals(Platform.CaughtSignal.allCases) ?? -1
        _ = Platform.writeAll(STDOUT_FILENO, Array(Self.enter.utf8))
        let finish = { (signal: Platform.CaughtSignal?) in
            _ = Platform.writeAll(STDOUT_FILENO, Array(Self.leave.utf8))
            Platform.restore(mode, on: STDIN_FILENO)
            if let signal { Platform.endBy(signal) }
        }
        var pending: [UInt8] = []
        draw()
        while true {
            let ready = Platform.waitForInput([STDIN_FILENO, signals], milliseconds: pending.isEmpty ? -1 : Self.escapeWait)
            var keys: [TUIKey] = []
            if ready[1] {
                for caught in Platform.caughtSignals(signals) {
                    if caught == .resize { continue }
                    finish(caught)
                }
            }
            if ready[0] {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = buffer.withUnsafeMutableBytes { Platform.read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) {
                    // The terminal is gone (end of input, EIO after a hangup).
                    finish(.hangUp)
                    return
                }
                if count > 0 { pending += buffer[..<count] }
                let decoded = TUIKey.decode(pending, final: false)
                keys = decoded.keys
                pending = decoded.rest
            } else if !pending.isEmpty, !ready[1] {
                keys = TUIKey.decode(pending, final: true).keys
                pending = []
            }
            for key in keys {
                let (next, action) = state.after(key)
                state = next
                switch action {
                case .quit?:
                    finish(nil)
                    return
                case .interrupt?: finish(.interrupt)
                case .toggle?: toggle()
                case .undo?: undo()
                case nil: break
                }
            }
            draw()
        }
    }

    /// Space: `habit toggle` on the selected habit, today; its first line as the status.
    private mutating func toggle() {
        guard let habit = state.selectedHabit else { return }
        perform(ToggleCommand(names: [habit.name], date: nil))
    }

    /// `u`: `habit undo`; its first line as the status.
    private mutating func undo() {
        perform(UndoCommand())
    }

    /// Runs `command` as the command line would, shows the first line it says (or its error)
    /// and reads the habits again, keeping the selected one selected.
    private mutating func perform(_ command: some DeclaredCommand) {
        let selectedID = state.selectedHabit?.id
        do {
            let output = try command.run(in: context)
            state.status = Self.plainLine(output.stdout)
        } catch {
            state.status = Self.plainLine(ErrorReport.message(for: error, in: context.language))
        }
        if let habits = try? context.load().active {
            state.habits = habits
            state.selected = habits.firstIndex { $0.id == selectedID } ?? min(state.selected, max(0, habits.count - 1))
        }
    }

    /// The first line of `text` without the escapes of colour.
    static func plainLine(_ text: String) -> String {
        var result = ""
        var inEscape = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" { break }
            if inEscape {
                if (0x40...0x7E).contains(scalar.value), scalar != "[" { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" {
                inEscape = true
                continue
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// Draws the whole screen at the terminal's size now, in one write.
    private mutating func draw() {
        let size = Platform.windowSize(STDOUT_FILENO) ?? (columns: 80, rows: 24)
        let frame = TUIView.render(
            state, columns: size.columns, rows: size.rows, today: context.today, language: context.language)
        state.top = frame.top
        var text = "\u{1B}[?2026h"
        for (row, line) in frame.lines.enumerated() {
            text += "\u{1B}[\(row + 1);1H" + line + "\u{1B}[0m\u{1B}[K"
        }
        text += "\u{1B}[?2026l"
        _ = Platform.writeAll(STDOUT_FILENO, Array(text.utf8))
    }
}
