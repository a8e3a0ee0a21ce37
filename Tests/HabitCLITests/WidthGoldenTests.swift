import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// What `list`, `show`, `stats` and `help` look like at 40, 60, 80 and 120 columns in English,
/// German and French: the fixture habits as of Sunday, 29 November 2026, no colour. Each screen
/// is a golden file under `Goldens/Widths/`; beside the goldens, properties that hold on every
/// screen: no line wider than the terminal unless a single word is, and no word cut.
@Suite struct WidthGoldenTests {
    struct Screen: CustomTestStringConvertible, Sendable {
        let language: String
        let command: [String]
        let width: Int
        /// The golden's name for the command, when the command line is no good file name.
        var label: String? = nil
        /// The habits in the data file.
        var habits = Fixture.all
        var testDescription: String { "\(language) habit \(command.joined(separator: " ")) at \(width) columns" }
        var golden: String { "Widths/\(language)-\(label ?? command.joined(separator: "-"))-\(width)" }
    }

    static let locales = ["en": "en_US.UTF-8", "de": "de_DE.UTF-8", "fr": "fr_FR.UTF-8"]
    static let screens: [Screen] = ["en", "de", "fr"].flatMap { language in
        [["list"], ["show"], ["stats"], ["help"], ["help", "add"]].flatMap { command in
            [40, 60, 80, 120].map { Screen(language: language, command: command, width: $0) }
        }
            // The wide habit's title: shortened at 40 and 60 columns, whole at 80 and 120.
            + [("show", "show-wide"), ("stats", "stats-wide")].flatMap { command, label in
                [40, 60, 80, 120].map {
                    Screen(
                        language: language, command: [command, WideName.habit.name], width: $0, label: label,
                        habits: Fixture.all + [WideName.habit])
                }
            }
    }

    func run(_ screen: Screen) throws -> Output {
        let environment = ["LANG": Self.locales[screen.language] ?? "", "COLUMNS": String(screen.width)]
        return try TestWorld(habits: screen.habits, environment: environment).run(screen.command)
    }

    @Test("each screen, word for word", arguments: screens)
    func golden(_ screen: Screen) throws {
        let output = try run(screen)
        #expect(output.exitCode == .success)
        Golden.expect(output.stdout, is: screen.golden)
    }

    @Test("no line is wider than the terminal unless one word or one suggested command alone is", arguments: screens)
    func fits(_ screen: Screen) throws {
        for line in try run(screen).stdout.split(separator: "\n").map(String.init) where DisplayWidth.of(line) > screen.width {
            // Only a word that is wider than a line by itself may run past the edge, or a command
            // on a line of its own, which is never broken so that it can be pasted into a shell.
            let words = line.split(separator: " ")
            let isCommand = line.hasPrefix("  habit ")
            #expect(isCommand || words.count == 1 || words.contains { DisplayWidth.of(String($0)) > screen.width / 2 }, "\(line)")
        }
    }

    @Test("help fits in 80 columns in every language, however wide the terminal", arguments: ["en", "de", "fr"])
    func helpFits(_ language: String) throws {
        let world = try TestWorld(habits: [], environment: ["LANG": Self.locales[language] ?? "", "COLUMNS": "200"])
        for topic in [[]] + CommandName.allCases.map({ [$0.rawValue] }) {
            for line in world.run(["help"] + topic).stdout.split(separator: "\n") {
                #expect(DisplayWidth.of(String(line)) <= 80, "\(language) help \(topic): \(line)")
            }
        }
    }

    @Test("stats for all habits puts every value in one column", arguments: ["en", "de", "fr"])
    func statsAligned(_ language: String) throws {
        let output = try TestWorld(habits: Fixture.all, environment: ["LANG": Self.locales[language] ?? "", "COLUMNS": "200"])
            .run("stats").stdout
        // A value starts after the label's colon and the padding: find each value's column.
        let columns = Set(
            output.split(separator: "\n").filter { $0.hasPrefix("  ") }.compactMap { line -> Int? in
                guard let colon = line.firstIndex(of: ":") else { return nil }
                let afterLabel = line[line.index(after: colon)...]
                let padding = afterLabel.prefix { $0 == " " }.count
                return DisplayWidth.of(String(line[...colon])) + padding
            })
        #expect(columns.count == 1, "\(columns)")  // one value column for all five habits
    }

    @Test("an error stays one line on standard error at any width")
    func errorsStayOneLine() throws {
        for width in [20, 40] {
            let world = try TestWorld(habits: Fixture.all, environment: ["COLUMNS": String(width), "LANG": "fr_FR.UTF-8"])
            let error = world.run("check", "Meditiren").stderr
            #expect(error.filter { $0 == "\n" }.count == 1)  // one line, however narrow
            #expect(DisplayWidth.of(error) > width)  // though wider than the terminal
        }
    }
}

/// A name wider than the name column of `list` wraps in its column, the same way on every row:
/// all its words kept, the streak on the row's first line, never alone on a line.
@Suite struct LongNameTests {
    @Test("a name wider than its column wraps in the column; the streak stays on the row's first line")
    func wrapsInColumn() throws {
        // 48 characters: wider than the column at 56 columns.
        let name = "Jeden Morgen zehn Minuten auf dem Balkon sitzen"
        let habit = Habit(
            id: fixtureID(60), name: name, icon: "🪑", color: .teal, created: day("2026-11-20"),
            completions: days("2026-11-27", "2026-11-29"))
        let world = try TestWorld(habits: [Fixture.meditieren, habit], environment: ["COLUMNS": "56"])
        let lines = world.run("list").stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = try #require(lines.firstIndex { $0.hasPrefix("◉ 🪑 Jeden Morgen") })
        #expect(lines[first].hasSuffix("🔥 3"))  // the streak beside the name's first line
        #expect(lines[first + 1] == "     sitzen")  // the rest of the name below, in its column
        let badges = lines.filter { $0.contains("🔥") }.map { line in
            DisplayWidth.of(String(line[..<(line.range(of: "🔥")?.lowerBound ?? line.endIndex)]))
        }
        #expect(badges.count == 2 && Set(badges).count == 1)  // every streak in one column, on a name's line
        #expect(lines.allSatisfy { DisplayWidth.of($0) < 56 })  // nothing past the edge
    }
}

/// A habit whose name and icon are wide: CJK, emoji and a joined emoji (a woman running, three
/// code points drawn as one), 71 columns; the icon is a flag and an emoji, 4 columns.
enum WideName {
    static let habit = Habit(
        id: fixtureID(61), name: "毎朝の散歩🌅と日記📓を書く習慣🏃‍♀️、雨の日も風の日も晴れの日も続ける☔", icon: "🇯🇵📓",
        color: .teal, created: day("2026-11-20"), completions: days("2026-11-27", "2026-11-29"))
}

/// The titles of `show` and `stats` shorten a name only where the line would overflow.
@Suite struct TitleWidthTests {
    @Test("a title fills at most the width less one column, shortened at a grapheme only when needed", arguments: ["show", "stats"])
    func titleFits(_ command: String) throws {
        let habit = WideName.habit
        let whole = habit.icon + " " + habit.name
        for width in 8...90 {
            let world = try TestWorld(habits: [habit], environment: ["COLUMNS": String(width)])
            let title = try #require(world.run(command, habit.name).stdout.split(separator: "\n").first.map(String.init))
            if DisplayWidth.of(whole) < width {
                #expect(title == whole, "at \(width) columns")  // fits: the whole name, nothing cut
            } else {
                #expect(title.hasSuffix("…"), "at \(width) columns")  // shortened, and says so
                #expect(whole.hasPrefix(title.dropLast()), "at \(width) columns")  // whole graphemes only
                #expect(DisplayWidth.of(title) <= width - 1, "at \(width) columns: \(title)")  // one column spare
                #expect(DisplayWidth.of(title) >= width - 2, "at \(width) columns: \(title)")  // no room wasted
            }
        }
    }
}
