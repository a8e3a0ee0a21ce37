import Foundation
import HabitCore
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitCLI
@testable import HabitStore

/// `key.ACTION = KEY` in the config file: `habit tui`'s keys changed.
@Suite struct TUIKeyMapTests {
    @Test("KEY is one character (case kept) or a key's name; anything else is no key")
    func keyNames() {
        #expect(TUIKeyMap.key(named: "c") == .character("c"))
        #expect(TUIKeyMap.key(named: "C") == .character("C"))
        #expect(TUIKeyMap.key(named: "ö") == .character("ö"))
        #expect(TUIKeyMap.key(named: "space") == .space)
        #expect(TUIKeyMap.key(named: "ESC") == .escape)
        #expect(TUIKeyMap.key(named: "pgdn") == .pageDown)
        #expect(TUIKeyMap.key(named: "ctrl-r") == .control("r"))
        #expect(TUIKeyMap.key(named: "Ctrl-R") == .control("r"))
        for bad in ["", "ab", "ctrl-ö", "ctrl-", "spacebar", "\u{7}"] {
            #expect(TUIKeyMap.key(named: bad) == nil, "\(bad)")
        }
    }

    @Test("a bad KEY and a KEY bound twice are problems, and their actions keep their keys; a later line wins")
    func make() {
        let (map, problems) = TUIKeyMap.make([
            (.toggle, "c", 1), (.check, "ctrl-ö", 2), (.skip, "c", 3), (.undo, "y", 4), (.undo, "z", 5),
        ])
        #expect(
            problems == [
                .badKey(text: "ctrl-ö", action: .check, line: 2), .boundTwice(text: "c", action: .skip, other: .toggle, line: 3),
            ])
        #expect(map.translate(.character("c")) == .space)
        #expect(map.translate(.character("x")) == .character("x"))  // check keeps x
        #expect(map.translate(.character("s")) == .character("s"))  // skip keeps s
        #expect(map.translate(.character("z")) == .character("u"))
        #expect(map.translate(.character("y")) == .character("y"))
        // undo's own letter is free now; named keys stay.
        #expect(map.translate(.character("u")) == .unknown)
        #expect(map.translate(.space) == .space)
    }

    @Test("on the list the bound key acts, the freed letter does nothing; text fields and answers take letters as typed")
    func dispatch() throws {
        let habit = Habit(id: fixtureID(5), name: "Lesen", icon: "📚", color: .blue, created: day("2026-11-01"))
        var state = TUIState(habits: [habit, habit])
        state.keys = TUIKeyMap.make([(.toggle, "c", 1), (.down, "n", 2), (.note, "N", 3)]).map
        #expect(state.after(.character("c")).action == .toggle)
        #expect(state.after(.character("n")).state.selected == 1)
        #expect(state.after(.character("j")).state.selected == 0)
        #expect(state.after(.down).state.selected == 1)
        let note = state.after(.character("N"))
        #expect(note.action == .openDialog)
        #expect(note.state.after(.character("c")).state.dialog?.text == "c")
        let adding = state.after(.character("a")).state
        #expect(adding.after(.character("c")).state.form?.text(.name) == "c")
    }

    @Test("the help screen and the footer name the keys as bound, the words in their column", arguments: [0, 1, 2])
    func shown(_ languageIndex: Int) throws {
        let (_, language) = TUIViewGoldenTests.languages[languageIndex]
        let map = TUIKeyMap.make([(.check, "v", 1), (.undo, "ctrl-z", 2)]).map
        let check = language.text(TUIMessage.keysCheck)
        let shown = map.shown(check)
        #expect(shown.hasPrefix("v  X "))
        #expect(DisplayWidth.of(String(shown.prefix { $0 != "e" && $0 != "c" && $0 != "é" && $0 != "d" })) > 0)
        let words = check.drop { $0 != " " }.drop { $0 == " " }
        #expect(shown.hasSuffix(String(words)))
        #expect(shown.count == check.count)
        let footer = map.shown(language.text(TUIMessage.listFooter))
        #expect(footer.contains("· ctrl-z "))
        #expect(!footer.contains("· u "))
        var state = TUIState(habits: TUIViewGoldenTests.habits)
        state.keys = map
        state.showsHelp = true
        let screen = TUIViewGoldenTests.screen(state, 80, 24, language)
        #expect(screen.contains(shown))
        #expect(screen.contains("ctrl-z"))
        // A key bound to an action whose own key is a named one (Space) is listed too.
        state.keys = TUIKeyMap.make([(.toggle, "c", 1)]).map
        let pages = TUIView.helpPages(height: 22, language: language, keys: state.keys)
        #expect(pages.joined().contains(language.text(TUIMessage.keysBound(keys: "c = key.toggle"))))
        #expect(pages.allSatisfy { $0.count <= 22 })
    }

    @Test("the config file takes key.ACTION lines; an unknown ACTION stops it like any unknown key")
    func configFile() throws {
        let file = try ConfigFile(parsing: "key.toggle = c\nKEY.Check = ctrl-ö\n", path: "/c")
        #expect(file.keys.map(\.action) == [.toggle, .check])
        #expect(file.keys.map(\.text) == ["c", "ctrl-ö"])
        #expect(file.keys.map(\.line) == [1, 2])
        #expect(throws: ConfigError.self) { try ConfigFile(parsing: "key.flip = c\n", path: "/c") }
    }
}

/// The key map end to end: the config file, `habit tui` and `habit config`.
@Suite(
    .enabled(if: TmuxTerminal.path != nil, "needs tmux (apt-get install tmux) to run habit tui in a real terminal"),
    .enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct TUIKeyMapEndToEndTests {
    @Test("key.toggle = c toggles with c; a bad KEY is said by habit tui in its status line and by habit config")
    func boundAndReported() throws {
        let scratch = try ScratchFolder()
        try scratch.write("key.toggle = c\nkey.check = ctrl-ö\n", to: "config/habit/config")
        let (terminal, tuiScratch) = try TUIEndToEndTests.terminal(environment: ["XDG_CONFIG_HOME": scratch.file("config")])
        try TUIEndToEndTests.startTUI(terminal, tuiScratch)
        #expect(terminal.waitFor("“ctrl-ö” is not a key"), "\(terminal.screen())")
        try terminal.press("c")
        #expect(terminal.waitFor("1 of 2"))
        try terminal.press("q")
        try TUIEndToEndTests.expectRestored(terminal, tuiScratch, status: "0")
        var environment = RealBinary.environment(for: tuiScratch)
        environment["XDG_CONFIG_HOME"] = scratch.file("config")
        let config = try RealBinary.run(["config"], in: tuiScratch, environment: environment)
        #expect(config.status == 0)
        #expect(config.stderr.contains("line 2: “ctrl-ö” is not a key"), "\(config.stderr)")
        #expect(config.stderr.contains("key.check keeps its own."))
        let unknown = try RealBinary.run(["list"], in: tuiScratch, environment: environment.merging(["XDG_CONFIG_HOME": tuiScratch.file("other")]) { $1 })
        #expect(unknown.status == 0)
        try scratch.write("key.flip = c\n", to: "config/habit/config")
        let refused = try RealBinary.run(["list"], in: tuiScratch, environment: environment)
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("key.flip"))
    }
}
