import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// No line of any view is wider than `COLUMNS`, measured with ``DisplayWidth``: list (grouped
/// under tags and `--flat`), tags, grid, show (with and without the calendar), stats (with
/// `--tag` too) and help, at 40 and 60 columns in English, German and French, with long names,
/// a CJK name, a long tag, amounts, a habit to quit and one only tracked, and every prompt of `habit ask` (its
/// questions, its help and its answer to a bad amount). The only exception is a command the user is
/// told to type, which stays whole on its line. (Errors are left out: they stay one line on
/// standard error at any width, see `WidthGoldenTests`.)
@Suite struct EveryViewFitsTests {
    /// The fixture habits with tags, so that `list` groups them under headings.
    static let habits = TagFixture.all + AmountFixture.all + [WideName.habit, PurposeFixture.rauchen, PurposeFixture.stimmung]
    static let views: [[String]] = [
        ["list"], ["list", "--flat"], ["tags"], ["grid"], ["grid", "--tag", "sport"], ["stats", "--tag", "morgens"], ["show"], ["show", "--weeks", "12"], ["stats"], ["help"], ["help", "edit"],
        ["stats", "Meditieren", "--by", "week"], ["stats", "Wasser", "--by", "month"], ["stats", WideName.habit.name, "--by", "year"],
        ["stats", "Kaffee", "--by", "week"], ["stats", "Meditieren", "--by", "weekday"],
        ["stats", PurposeFixture.rauchen.name], ["stats", PurposeFixture.stimmung.name],
    ]

    struct Screen: CustomTestStringConvertible, Sendable {
        let language: String
        let width: Int
        let command: [String]
        var testDescription: String { "\(language) habit \(command.joined(separator: " ")) at \(width) columns" }
    }

    static let screens: [Screen] = ["en", "de", "fr"].flatMap { language in
        [40, 60].flatMap { width in views.map { Screen(language: language, width: width, command: $0) } }
    }

    @Test("no line is wider than the terminal, except a whole command to type", arguments: screens)
    func fits(_ screen: Screen) throws {
        let environment = ["LANG": WidthGoldenTests.locales[screen.language] ?? "", "COLUMNS": String(screen.width)]
        let output = try TestWorld(habits: Self.habits, environment: environment).run(screen.command)
        for line in (output.stdout + output.stderr).split(separator: "\n").map(String.init)
        where DisplayWidth.of(line) > screen.width {
            let trimmed = line.drop { $0 == " " }
            // A command on a line of its own, or after the colon that introduces it.
            let command = trimmed.hasPrefix("habit ") || line.contains(": habit ") || line.contains(":\u{00A0}habit ")
            #expect(command, "\(line)")
        }
    }

    static let askScreens: [Screen] = ["en", "de", "fr"].flatMap { language in
        [40, 60].map { Screen(language: language, width: $0, command: ["ask"]) }
    }

    @Test("every prompt of ask fits the terminal, broken at spaces", arguments: askScreens)
    func askFits(_ screen: Screen) throws {
        let environment = ["LANG": WidthGoldenTests.locales[screen.language] ?? "", "COLUMNS": String(screen.width)]
        var world = try TestWorld(habits: Self.habits, environment: environment)
        // Help, then a bad answer (a wrong amount for a measured habit), then "no" throughout.
        let terminal = ScriptedTerminal(["?", "-1000000", "?"] + Array(repeating: "n", count: 200))
        world.ask = terminal.ask
        let output = world.run(screen.command)
        // The help, the bad answer and more questions were asked (days with an amount are answered).
        #expect(terminal.prompts.count > 3)
        let lines = (terminal.prompts + [output.stdout]).flatMap { $0.split(separator: "\n").map(String.init) }
        for line in lines {
            #expect(DisplayWidth.of(line.hasSuffix(" ") ? String(line.dropLast()) : line) <= screen.width, "\(line)")
        }
    }
}

/// A habit to quit with its slips counted in a unit, and a habit only tracked with amounts and a
/// note, for the views that word them on their own (`stats`).
enum PurposeFixture {
    /// 🚭 Rauchen aufhören since Oct 1, 2026: 2 Zigaretten on Oct 11, 1 on Nov 19.
    static let rauchen: Habit = {
        var habit = Habit(
            id: fixtureID(101), name: "Rauchen aufhören", icon: "🚭", color: .red, created: day("2026-10-01"),
            goal: try! Goal(.atMost, .zero, unit: "Zigaretten"),
            amounts: AmountFixture.amounts(["2026-10-11": "2", "2026-11-19": "1"]))
        habit.setStoredPurpose(.quit)
        return habit
    }()

    /// 🙂 Stimmung, tracked only since Nov 1, 2026: 3 Punkte on Nov 20, 4.5 on Nov 27, a note.
    static let stimmung: Habit = {
        var habit = Habit(
            id: fixtureID(102), name: "Stimmung", icon: "🙂", color: .yellow, created: day("2026-11-01"),
            amounts: AmountFixture.amounts(["2026-11-20": "3", "2026-11-27": "4.5"]),
            notes: [day("2026-11-27"): "Sonne"])
        habit.setTrackOnly(true)
        return habit
    }()
}
