import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// The loop of `habit tui`: the terminal in raw mode on the alternate screen, keys read and
/// decoded, the screen drawn after each, the changes made as the CLI's commands make them. The
/// terminal is put back as it was on every way out: `q`, Ctrl-C, `SIGINT`, `SIGTERM`, `SIGHUP`,
/// the end of the input.
struct TUISession {
    /// The alternate screen, the cursor hidden, the screen cleared, mouse reports on (clicks
    /// and the wheel, mode 1000, in SGR form, mode 1006).
    static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[?1000h\u{1B}[?1006h"
    /// Mouse reports off, attributes off, the cursor shown, the main screen back.
    static let leave = "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    /// How long a lone `Esc` waits for the rest of a sequence, in milliseconds.
    static let escapeWait: Int32 = 40

    /// The context of the commands, its clock moved on before each change and once a second.
    private(set) var context: CommandContext
    var state: TUIState
    /// The data file's stamp when it was last read, to see a change made by another process.
    private var readStamp: Platform.FileStamp? = nil
    /// How long the loop waits for a key before it looks at the clock and the data file again,
    /// in milliseconds.
    static let lookInterval: Int32 = 1000
    /// The terminal's settings before raw mode; `nil` while the terminal is left (suspended).
    private var mode: Platform.TerminalMode? = nil
    /// The frame the terminal shows, to draw only what changed.
    private var drawing = TUIDrawing()

    /// The screen's colours, see ``TUIView/style(mode:environment:terminal:)``.
    let style: Style

    init(context: CommandContext, state: TUIState) {
        self.context = context
        self.state = state
        style = TUIView.style(
            mode: context.settings.color, environment: context.environment,
            terminal: Terminfo.entry(environment: context.environment))
        readStamp = dataPath.flatMap(Platform.fileStamp)
    }

    /// The data file's path, `nil` when it is not known.
    private var dataPath: String? {
        guard case .located(let store) = context.store else { return nil }
        return store.path
    }

    /// `context` at the moment `now`: its clock, its today (the settings' day start in its time
    /// zone) and its store's.
    static func context(_ context: CommandContext, at now: Date) -> CommandContext {
        var moved = context
        moved.now = now
        moved.today = context.settings.dayStart.day(containing: now, in: context.timeZone)
        if case .located(var store) = context.store {
            store.now = now
            store.today = moved.today
            moved.store = .located(store)
        }
        return moved
    }

    /// The clock now: the test hook's fixed moment when it is set, as for every command.
    private var clock: Date {
        World.fixedNow(context.environment) ?? Date()
    }

    /// Moves the clock on; whether today changed (midnight, or the set day start, passed).
    private mutating func moveClock() -> Bool {
        let before = context.today
        context = Self.context(context, at: clock)
        return context.today != before
    }

    /// Reads the habits again when the data file changed since it was last read (another
    /// process wrote it) or `force`; whether they were read. The selected habit stays selected.
    private mutating func reload(force: Bool = false) -> Bool {
        let stamp = dataPath.flatMap(Platform.fileStamp)
        guard force || stamp != readStamp else { return false }
        readStamp = stamp
        guard let collection = try? context.load() else { return false }
        let selectedID = state.selectedHabit?.id
        state.active = collection.active
        state.archived = collection.archived
        state.groups = TUIGroup.of(collection, today: context.today)
        state.refilter()
        let habits = state.habits
        if !habits.contains(where: { $0.id == selectedID }) {
            // The habit is gone (deleted, archived, here or elsewhere): a dialog about it closes,
            // so that no answer meant for it reaches the next one.
            state.selected = min(state.selected, max(0, habits.count - 1))
            state.dialog = nil
            if habits.isEmpty { state.screen = .list }
        }
        return true
    }

    /// Runs until `q` (returns) or a signal or Ctrl-C (ends the process as that signal). Ctrl-Z
    /// and `SIGTSTP` suspend it with the terminal restored; `fg` (`SIGCONT`) comes back to a
    /// screen drawn anew. `SIGWINCH` draws at the new size.
    mutating func run() {
        guard enterTerminal() else { return }
        // Ctrl-Z suspends only where the shell has job control (SIGTSTP not ignored).
        let jobControl = !Platform.isIgnored(.suspend)
        let signals = Platform.catchSignals(Platform.CaughtSignal.allCases) ?? -1
        var pending: [UInt8] = []
        draw()
        while true {
            let wait =
                !pending.isEmpty ? Self.escapeWait : state.countUp != nil ? TUICountUp.frameInterval : Self.lookInterval
            // Out of the terminal (continued in the background), its keys are the shell's: a
            // read would stop this process (SIGTTIN).
            let ready = Platform.waitForInput([mode == nil ? -1 : STDIN_FILENO, signals], milliseconds: wait)
            // Brought to the foreground (`fg` sends a running job no SIGCONT): the terminal again,
            // within the second the loop waits at most.
            if mode == nil, Platform.isForeground(STDIN_FILENO), enterTerminal() { draw() }
            // At rest, once a second: a cheap look at the file and the clock, a frame only when
            // either changed.
            let dayChanged = moveClock()
            let fileChanged = reload(force: dayChanged)
            if !ready[0] && !ready[1] && pending.isEmpty {
                // A count-up moves one frame a wait.
                if let countUp = state.countUp {
                    state.countUp = countUp.advanced()
                    draw()
                } else if dayChanged || fileChanged {
                    draw()
                }
                continue
            }
            var keys: [TUIKey] = []
            if ready[1] {
                for caught in Platform.caughtSignals(signals) {
                    switch caught {
                    case .resize: drawing.forget()
                    case .suspend: if jobControl { suspend() }
                    case .resume: resume()
                    case .interrupt, .terminate, .hangUp: finish(caught)
                    }
                }
            }
            if ready[0] {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = buffer.withUnsafeMutableBytes { Platform.read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) {
                    // The terminal is gone (end of input, EIO after a hangup).
                    finish(.hangUp)
                }
                if count > 0 { pending += buffer[..<count] }
                let decoded = TUIKey.decode(pending, final: false)
                keys = decoded.keys
                pending = decoded.rest
            } else if !pending.isEmpty, !ready[1] {
                keys = TUIKey.decode(pending, final: true).keys
                pending = []
            }
            let language = context.language
            for key in keys {
                let (next, action) = state.after(key) { YesAnswer.accepts($0, in: language) }
                state = next
                switch action {
                case .quit?:
                    leaveTerminal()
                    return
                case .interrupt?: finish(.interrupt)
                case .suspend?: if jobControl { suspend() }
                case .undo?: _ = perform(UndoCommand())
                case .redo?: _ = perform(RedoCommand())
                case .openDialog?: fillDialog()
                case .save(let dialog)?: save(dialog)
                case .saveForm(let form)?: save(form)
                case .delete?: delete()
                case let change?: act(change)
                case nil: break
                }
            }
            draw()
        }
    }

    /// Raw mode, the alternate screen; the next frame drawn in full. Whether the terminal
    /// could be put in raw mode.
    private mutating func enterTerminal() -> Bool {
        guard let entered = Platform.enterRawMode(STDIN_FILENO) else { return false }
        mode = entered
        Platform.restoreOnCrash(entered, on: STDIN_FILENO, leave: Self.leave)
        _ = Platform.writeAll(STDOUT_FILENO, Array(Self.enter.utf8))
        drawing.forget()
        return true
    }

    /// The terminal as it was: attributes off, the cursor shown, the main screen, the settings
    /// before raw mode (input not read yet dropped).
    private mutating func leaveTerminal() {
        guard let entered = mode else { return }
        Platform.forgetTerminalOnCrash()
        _ = Platform.writeAll(STDOUT_FILENO, Array(Self.leave.utf8))
        Platform.restore(entered, on: STDIN_FILENO)
        mode = nil
    }

    /// Leaves the terminal and ends the process as `signal` ends a program.
    private mutating func finish(_ signal: Platform.CaughtSignal) -> Never {
        leaveTerminal()
        Platform.endBy(signal)
    }

    /// Ctrl-Z or `SIGTSTP`: the terminal restored, the process stopped until `fg`, then the
    /// terminal entered again (its settings then taken as the ones to restore, as ncurses
    /// does) and the screen drawn anew.
    private mutating func suspend() {
        leaveTerminal()
        Platform.suspendProcessGroup()
        // Continued in the background (`bg`), the terminal stays the shell's until `fg`.
        if Platform.isForeground(STDIN_FILENO) { _ = enterTerminal() }
    }

    /// `SIGCONT`: after a stop this program did not make itself (`kill -STOP`), raw mode again
    /// and the screen drawn anew; after ``suspend()``, nothing more than the new frame; in the
    /// background (`bg`), nothing: the loop enters the terminal when it finds itself in the
    /// foreground (`fg`).
    private mutating func resume() {
        // In the background the terminal is the shell's: raw mode or a frame now would stop this
        // process (SIGTTOU). The loop looks again each time it wakes.
        guard Platform.isForeground(STDIN_FILENO) else { return }
        if let entered = mode {
            Platform.reenterRawMode(entered, on: STDIN_FILENO)
            _ = Platform.writeAll(STDOUT_FILENO, Array(Self.enter.utf8))
            drawing.forget()
        } else {
            _ = enterTerminal()
        }
    }

    /// A change to the selected habit on the chosen day, as the CLI's command for it makes it.
    private mutating func act(_ action: TUIAction) {
        guard let habit = state.selectedHabit else { return }
        let day = state.chosenDay(today: context.today)
        let date = day == context.today ? nil : try? DateArgument.parse(day.description)
        let names = [habit.name]
        let before = habit.streak(asOf: context.today)
        defer {
            // A streak the change raised counts up, unless motion is off.
            if let changed = state.habits.first(where: { $0.id == habit.id }) {
                state.countUp = TUICountUp(
                    habit: habit.id, before: before, after: changed.streak(asOf: context.today),
                    motion: context.settings.motion)
            }
        }
        switch action {
        case .toggle: _ = perform(ToggleCommand(names: names, date: date))
        case .check: _ = perform(CheckCommand(names: names, date: date))
        case .uncheck: _ = perform(UncheckCommand(names: names, date: date))
        case .skip: _ = perform(SkipCommand(habits: .named(names), date: date))
        case .pauseOrResume:
            if habit.isPaused(on: day) {
                _ = perform(ResumeCommand(habits: .named(names)))
            } else {
                _ = perform(PauseCommand(habits: .named(names), from: date, until: nil))
            }
        case .amount(let units):
            if habit.isReading {
                state.status = context.language.text(TUIMessage.readingAmount(name: context.language.quoted(habit.name)))
            } else {
                _ = perform(LogCommand(name: habit.name, amount: Amount(units), replace: false, date: date, note: nil))
            }
        case .slip: _ = perform(SlipCommand(name: habit.name, date: date))
        case .archive:
            // Among the archived habits (`.`), `A` brings the habit back: `habit unarchive`.
            let done = state.showsArchived ? perform(UnarchiveCommand(names: names)) : perform(ArchiveCommand(names: names))
            if done { state.screen = .list }
        case .quit, .interrupt, .suspend, .undo, .redo, .openDialog, .save, .saveForm, .delete: break
        }
    }

    /// The day the actions act on, and its `--date` (none for today).
    private var chosenDate: (day: Day, argument: DateArgument?) {
        let day = state.chosenDay(today: context.today)
        return (day, day == context.today ? nil : try? DateArgument.parse(day.description))
    }

    /// A dialog just opened: its field filled with the name (rename), the day's note (note) or
    /// the day's amount (amount).
    private mutating func fillDialog() {
        guard let habit = state.selectedHabit, let kind = state.dialog?.kind else { return }
        let day = chosenDate.day
        switch kind {
        case .rename: state.dialog?.text = habit.name
        case .note: state.dialog?.text = habit.notes[day] ?? ""
        case .amount: state.dialog?.text = habit.amounts[day].map { String(describing: $0) } ?? ""
        case .delete: break
        }
    }

    /// Enter in a text field: the command for it; the dialog closes when it succeeded, and
    /// stays open with the error when not (an empty name, an amount that is no number).
    private mutating func save(_ dialog: TUIDialog) {
        guard let habit = state.selectedHabit else { return }
        let date = chosenDate.argument
        let saved: Bool
        switch dialog.kind {
        case .rename: saved = perform(RenameCommand(name: habit.name, newName: dialog.text))
        case .note: saved = perform(NoteCommand(name: habit.name, text: dialog.text, date: date))
        case .amount:
            do {
                let amount = try GoalArgument.amount(dialog.text.trimmingWhitespace())
                saved = perform(LogCommand(name: habit.name, amount: amount, replace: true, date: date, note: nil))
            } catch {
                state.status = Self.plainLine(ErrorReport.message(for: Failure.usage(error), in: context.language))
                saved = false
            }
        case .delete: saved = true
        }
        if saved { state.dialog = nil }
    }

    /// Enter in the add or edit form: the command line it stands for, read by the CLI's parser
    /// and run; the form closes when it succeeded (after an add, the new habit selected) and
    /// stays open with the error in the status line when not.
    private mutating func save(_ form: TUIForm) {
        let language = context.language
        let line: [String]?
        do {
            line = try form.commandLine()
        } catch {
            state.status = language.text(TUIMessage.formBadWords(field: language.text(TUIMessage.formLabel(error.field))))
            return
        }
        guard let line else {
            // An edit that changes nothing.
            state.form = nil
            return
        }
        let command: any HabitCommand
        do {
            command = try ArgumentParser.parse(line).command.get()
        } catch {
            state.status = Self.plainLine(ErrorReport.message(for: Failure.usage(error), in: language))
            return
        }
        guard perform(command) else { return }
        state.form = nil
        if form.kind == .add, let index = state.firstMatch(form.text(.name)) {
            state.selected = index
            state.screen = .list
        }
    }

    /// The delete question answered yes: `habit delete --yes`, back to the list.
    private mutating func delete() {
        guard let habit = state.selectedHabit else { return }
        if perform(DeleteCommand(name: habit.name, confirmed: true)) { state.screen = .list }
    }

    /// Runs `command` as the command line would, shows the first line it says (or its error)
    /// and reads the habits again, keeping the selected one selected; whether it succeeded.
    private mutating func perform(_ command: any HabitCommand) -> Bool {
        _ = moveClock()
        var succeeded = true
        do {
            let output = try command.run(in: context)
            state.status = Self.plainLine(output.stdout)
        } catch {
            state.status = Self.plainLine(ErrorReport.message(for: error, in: context.language))
            succeeded = false
        }
        _ = reload(force: true)
        return succeeded
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

    /// Draws the screen at the terminal's size now, in one write: only the cells that changed
    /// since the last frame (every cell after a resize, a suspend or at first, the screen
    /// cleared).
    private mutating func draw() {
        guard mode != nil else { return }
        let size = Platform.windowSize(STDOUT_FILENO) ?? (columns: 80, rows: 24)
        let bytes = drawing.frame(
            &state, columns: size.columns, rows: size.rows, today: context.today, language: context.language,
            style: style)
        if !bytes.isEmpty { _ = Platform.writeAll(STDOUT_FILENO, Array(bytes.utf8)) }
    }
}
