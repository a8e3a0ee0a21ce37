import Foundation
import HabitCore
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitCLI

/// `habit tui` asks the terminfo database how many colours the terminal has.
@Suite struct TerminfoTests {
    /// A compiled entry named `name`: `booleans` booleans, then the numbers (absent ones -1), in
    /// the legacy format (16 bits) or the extended one (32 bits).
    static func entry(name: String = "test|a test terminal", booleans: Int = 3, numbers: [Int], wide: Bool = false) -> [UInt8] {
        func short(_ value: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)] }
        let names = Array(name.utf8) + [0]
        var bytes = short(wide ? 0o1036 : 0o432) + short(names.count) + short(booleans) + short(numbers.count) + short(0) + short(0)
        bytes += names + [UInt8](repeating: 1, count: booleans)
        if bytes.count % 2 == 1 { bytes.append(0) }
        for number in numbers {
            bytes += wide ? short(number) + short(number >> 16) : short(number)
        }
        return bytes
    }

    /// Numbers up to `max_colors` (index 13) with `colours` there.
    static func numbers(colours: Int) -> [Int] {
        Array(repeating: -1, count: 13) + [colours, 64]
    }

    @Test("max_colors is read from both formats, whatever the alignment after the names")
    func readsColours() {
        #expect(Terminfo.colours(in: Self.entry(numbers: Self.numbers(colours: 8))) == 8)
        #expect(Terminfo.colours(in: Self.entry(booleans: 4, numbers: Self.numbers(colours: 256))) == 256)
        #expect(Terminfo.colours(in: Self.entry(numbers: Self.numbers(colours: 0x1000000), wide: true)) == 0x1000000)
        #expect(Terminfo.colours(in: Self.entry(name: "ab", booleans: 0, numbers: Self.numbers(colours: 16))) == 16)
    }

    @Test("absent, cancelled or not among the numbers: no colours")
    func noColours() {
        #expect(Terminfo.colours(in: Self.entry(numbers: Self.numbers(colours: -1))) == 0)
        #expect(Terminfo.colours(in: Self.entry(numbers: Self.numbers(colours: -2))) == 0)
        #expect(Terminfo.colours(in: Self.entry(numbers: [80, -1, 24])) == 0)
    }

    @Test("bytes that are no compiled entry are not read as one")
    func malformed() {
        let good = Self.entry(numbers: Self.numbers(colours: 8))
        #expect(Terminfo.colours(in: []) == nil)
        #expect(Terminfo.colours(in: Array(good.prefix(11))) == nil)
        #expect(Terminfo.colours(in: [0x1F, 0x8B] + good.dropFirst(2)) == nil)
        #expect(Terminfo.colours(in: Array(good.dropLast(3))) == nil)
    }

    @Test("the places looked in, in ncurses' order; a name with a slash is looked up nowhere")
    func paths() {
        let environment = ["TERM": "xterm", "TERMINFO": "/own", "HOME": "/home/anna", "TERMINFO_DIRS": "/extra::/more"]
        let paths = Terminfo.paths(for: "xterm", environment: environment)
        #expect(
            Array(paths.prefix(6)) == [
                "/own/x/xterm", "/own/78/xterm", "/home/anna/.terminfo/x/xterm",
                "/home/anna/.terminfo/78/xterm", "/extra/x/xterm", "/extra/78/xterm",
            ])
        // The empty folder of TERMINFO_DIRS stands for the system's, before /more.
        #expect(paths.firstIndex(of: "/lib/terminfo/x/xterm") ?? 99 < paths.firstIndex(of: "/more/x/xterm") ?? 0)
        #expect(Terminfo.paths(for: "../../etc/passwd", environment: environment).isEmpty)
        #expect(Terminfo.paths(for: "", environment: environment).isEmpty)
    }

    @Test("the first entry found decides; none found is unknown")
    func lookup() {
        let files = [
            "/home/anna/.terminfo/m/mono": Self.entry(numbers: Self.numbers(colours: -1)),
            "/usr/share/terminfo/m/mono": Self.entry(numbers: Self.numbers(colours: 256)),
        ]
        let read = { (path: String) in files[path] }
        #expect(Terminfo.entry(environment: ["TERM": "mono", "HOME": "/home/anna"], read: read) == .colours(0))
        #expect(Terminfo.entry(environment: ["TERM": "mono"], read: read) == .colours(256))
        #expect(Terminfo.entry(environment: ["TERM": "other"], read: read) == .unknown)
        #expect(Terminfo.entry(environment: [:], read: read) == .unknown)
    }

    @Test("fewer than 8 colours give the plain screen; with no entry, the name decides; color = always wins")
    func style() {
        let screen = ["TERM": "screen"]
        #expect(TUIView.style(mode: .auto, environment: screen, terminal: .colours(0)) == .plain)
        #expect(TUIView.style(mode: .auto, environment: screen, terminal: .colours(2)) == .plain)
        #expect(TUIView.style(mode: .auto, environment: screen, terminal: .colours(8)) != .plain)
        #expect(TUIView.style(mode: .auto, environment: ["TERM": "vt340"], terminal: .colours(16)) != .plain)
        #expect(TUIView.style(mode: .auto, environment: ["TERM": "vt100"], terminal: .unknown) == .plain)
        #expect(TUIView.style(mode: .always, environment: screen, terminal: .colours(0)) != .plain)
    }
}

/// A terminal whose terminfo entry has no colours, run for real.
@Suite(
    .enabled(if: TmuxTerminal.path != nil, "needs tmux (apt-get install tmux) to run habit tui in a real terminal"),
    .enabled(
        if: FileManager.default.fileExists(atPath: "/lib/terminfo/x/xterm-mono")
            || FileManager.default.fileExists(atPath: "/usr/share/terminfo/x/xterm-mono"),
        "needs ncurses' xterm-mono entry (Debian's ncurses-base)"),
    .enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct TerminfoEndToEndTests {
    @Test("TERM=xterm-mono, a name that does not say so, gets the plain screen, the selection in reverse video")
    func monochrome() throws {
        let (terminal, scratch) = try TUIEndToEndTests.terminal(environment: ["TERM": "xterm-mono"])
        try TUIEndToEndTests.startTUI(terminal, scratch)
        #expect(terminal.waitFor("Meditieren"))
        let screen = terminal.screen(escapes: true)
        let codes = (0...7).flatMap { ["\u{1B}[3\($0)m", "\u{1B}[9\($0)m"] } + ["38;5;"]
        #expect(!codes.contains { screen.contains($0) }, "\(screen)")
        #expect(screen.contains("7m"))
        try terminal.press("q")
        try TUIEndToEndTests.expectRestored(terminal, scratch, status: "0")
    }
}
