import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// When `habit` colours its output, and with which codes: `--color auto|always|never`,
/// `NO_COLOR`, `TERM=dumb`, whether the stream is a terminal, and 256 or 16 colours.
@Suite struct StyleTests {
    struct Decision: CustomTestStringConvertible, Sendable {
        let name: String
        let mode: ColorMode
        let isTerminal: Bool
        let environment: [String: String]
        let depth: Style.Depth
        var testDescription: String { name }
    }

    static let decisions: [Decision] = [
        Decision(
            name: "auto on a 256-colour terminal", mode: .auto, isTerminal: true, environment: ["TERM": "xterm-256color"],
            depth: .extended),
        Decision(
            name: "auto on a plain xterm: 16 colours", mode: .auto, isTerminal: true, environment: ["TERM": "xterm"],
            depth: .basic),
        Decision(
            name: "auto with COLORTERM set: 256 colours", mode: .auto, isTerminal: true,
            environment: ["TERM": "xterm", "COLORTERM": "truecolor"], depth: .extended),
        Decision(name: "auto with no TERM: 16 colours", mode: .auto, isTerminal: true, environment: [:], depth: .basic),
        Decision(
            name: "auto, not a terminal", mode: .auto, isTerminal: false, environment: ["TERM": "xterm-256color"], depth: .none),
        Decision(name: "auto, TERM=dumb", mode: .auto, isTerminal: true, environment: ["TERM": "dumb"], depth: .none),
        Decision(
            name: "auto, NO_COLOR=1", mode: .auto, isTerminal: true, environment: ["TERM": "xterm-256color", "NO_COLOR": "1"],
            depth: .none),
        Decision(
            name: "auto, NO_COLOR with any text", mode: .auto, isTerminal: true,
            environment: ["TERM": "xterm", "NO_COLOR": "no"],
            depth: .none),
        Decision(
            name: "auto, an empty NO_COLOR is ignored", mode: .auto, isTerminal: true,
            environment: ["TERM": "xterm-256color", "NO_COLOR": ""], depth: .extended),
        Decision(
            name: "always beats NO_COLOR", mode: .always, isTerminal: true,
            environment: ["TERM": "xterm-256color", "NO_COLOR": "1"],
            depth: .extended),
        Decision(
            name: "always into a file", mode: .always, isTerminal: false, environment: ["TERM": "xterm-256color"],
            depth: .extended),
        Decision(
            name: "always on a dumb terminal: 16 colours", mode: .always, isTerminal: true, environment: ["TERM": "dumb"],
            depth: .basic),
        Decision(
            name: "never on a 256-colour terminal", mode: .never, isTerminal: true, environment: ["TERM": "xterm-256color"],
            depth: .none),
    ]

    @Test("the colour decision", arguments: decisions)
    func decide(_ example: Decision) {
        let style = Style.decide(mode: example.mode, isTerminal: example.isTerminal, environment: example.environment)
        #expect(style.depth == example.depth)  // none, 16 or 256 colours
    }

    @Test("every palette colour has a 256-colour and a 16-colour code", arguments: HabitColor.allCases)
    func palette(_ color: HabitColor) {
        let extended = Style(depth: .extended).paint("●", color)
        let basic = Style(depth: .basic).paint("●", color)
        #expect(extended.hasPrefix("\u{1B}[38;5;") && extended.hasSuffix("m●\u{1B}[0m"))  // a 256-colour foreground, then reset
        #expect(basic.hasPrefix("\u{1B}[3") && basic.hasSuffix("m●\u{1B}[0m"))  // one of the 8 basic foregrounds (30–37), then reset
        #expect(Style.plain.paint("●", color) == "●")  // without colour the mark alone carries the meaning
    }

    @Test("the palette's 256-colour codes are distinct; the 16-colour fallback groups them")
    func distinctCodes() {
        let extended = Set(HabitColor.allCases.map { Style(depth: .extended).paint("x", $0) })
        #expect(extended.count == HabitColor.allCases.count)  // twelve colours, twelve codes
        #expect(Style(depth: .basic).paint("x", .purple) == "\u{1B}[35mx\u{1B}[0m")  // purple → magenta
        #expect(Style(depth: .extended).paint("x", .purple) == "\u{1B}[38;5;135mx\u{1B}[0m")  // a mid purple for dark and light
    }

    @Test(
        "fixed roles",
        arguments: [
            (Style.Depth.extended, "␛[38;5;34mok␛[0m", "␛[38;5;245mok␛[0m", "␛[38;5;160mok␛[0m", "␛[1mok␛[0m"),
            (.basic, "␛[32mok␛[0m", "␛[90mok␛[0m", "␛[31mok␛[0m", "␛[1mok␛[0m"),
            (.none, "ok", "ok", "ok", "ok"),
        ])
    func roles(_ depth: Style.Depth, _ green: String, _ grey: String, _ red: String, _ bold: String) {
        let style = Style(depth: depth)
        #expect(style.green("ok").visibleEscapes == green)  // progress
        #expect(style.grey("ok").visibleEscapes == grey)  // open days
        #expect(style.red("ok").visibleEscapes == red)  // errors
        #expect(style.bold("ok").visibleEscapes == bold)  // headings
    }

    // MARK: - in the program

    @Test("the program colours standard output only on a terminal, unless told")
    func programStdout() throws {
        var world = try TestWorld(habits: [Fixture.cafe], environment: ["TERM": "xterm-256color"])
        world.stdoutIsTerminal = false
        #expect(!world.run("list").stdout.contains("\u{1B}"))  // piped: plain text
        #expect(world.run("list", "--color", "always").stdout.contains("\u{1B}[38;5;208m◉"))  // --color always: the orange mark
        world.stdoutIsTerminal = true
        #expect(world.run("list").stdout.contains("\u{1B}[38;5;208m◉"))  // a terminal: coloured
        #expect(!world.run("--color=never", "list").stdout.contains("\u{1B}"))  // --color never: plain
        world.environment["NO_COLOR"] = "1"
        #expect(!world.run("list").stdout.contains("\u{1B}"))  // NO_COLOR: plain
        #expect(world.run("list", "--color", "always").stdout.contains("\u{1B}"))  // unless --color always
        world.environment["NO_COLOR"] = ""
        world.environment["TERM"] = "dumb"
        #expect(!world.run("list").stdout.contains("\u{1B}"))  // a dumb terminal: plain
    }

    @Test(
        "error messages: habit: in red on a terminal that shows colour",
        arguments: [
            (
                [String: String](), true, ["check", "Meditiren"],
                "␛[38;5;160mhabit:␛[0m There is no habit “Meditiren”; did you mean “Meditieren”?\n"
            ),
            (
                ["TERM": "xterm"], true, ["check", "Meditiren"],
                "␛[31mhabit:␛[0m There is no habit “Meditiren”; did you mean “Meditieren”?\n"
            ),
            (
                ["LANG": "de_DE.UTF-8"], true, ["chek"],
                "␛[38;5;160mhabit:␛[0m Unbekannter Befehl „chek“; meintest du „check“?\n"
            ),
            ([:], false, ["chek"], "habit: Unknown command “chek”; did you mean “check”?\n"),
            (
                ["NO_COLOR": "1"], true, ["check", "Meditiren"],
                "habit: There is no habit “Meditiren”; did you mean “Meditieren”?\n"
            ),
            (
                [:], true, ["check", "Meditiren", "--color", "never"],
                "habit: There is no habit “Meditiren”; did you mean “Meditieren”?\n"
            ),
            (
                [:], true, ["--color", "never", "chek"],
                "habit: Unknown command “chek”; did you mean “check”?\n"
            ),
            (
                [:], false, ["chek", "--color=always"],
                "␛[38;5;160mhabit:␛[0m Unknown command “chek”; did you mean “check”?\n"
            ),
        ] as [([String: String], Bool, [String], String)])
    func programStderr(_ environment: [String: String], _ stderrIsTerminal: Bool, _ arguments: [String], _ stderr: String) throws {
        var world = try TestWorld(habits: Fixture.all, environment: environment)
        world.stderrIsTerminal = stderrIsTerminal
        let output = world.run(arguments)
        #expect(output.stderr.visibleEscapes == stderr)  // red only where colour is on, also when the command line did not parse
        #expect(output.stdout.isEmpty)  // errors never go to standard output
    }
}
