import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// The fixture habits with tags (``TagFixture``) as of Sunday, 29 November 2026, no colour, in
/// English, German and French at 40 and 80 columns: `list` grouped under the first tags,
/// `list --flat`, `grid --tag sport` and `habit tags`, each screen a golden file under
/// `Goldens/Tags/`; beside them, that no line is wider than the terminal.
@Suite struct TagGoldenTests {
    struct Screen: CustomTestStringConvertible, Sendable {
        let language: String
        let command: [String]
        let width: Int
        var testDescription: String { "\(language) habit \(command.joined(separator: " ")) at \(width) columns" }
        var golden: String { "Tags/\(language)-\(command.joined(separator: "-"))-\(width)" }
    }

    static let commands: [[String]] = [["list"], ["list", "--flat"], ["grid", "--tag", "sport"], ["tags"]]
    static let screens: [Screen] = ["en", "de", "fr"].flatMap { language in
        commands.flatMap { command in [40, 80].map { Screen(language: language, command: command, width: $0) } }
    }

    func run(_ screen: Screen) throws -> Output {
        let environment = ["LANG": AmountFixture.locales[screen.language] ?? "", "COLUMNS": String(screen.width)]
        return try TestWorld(habits: TagFixture.all, environment: environment).run(screen.command)
    }

    @Test("each screen, word for word", arguments: screens)
    func golden(_ screen: Screen) throws {
        let output = try run(screen)
        #expect(output.exitCode == .success)
        #expect(output.stderr.isEmpty)
        Golden.expect(output.stdout, is: screen.golden)
    }

    @Test("no line is wider than the terminal", arguments: screens)
    func fits(_ screen: Screen) throws {
        for line in try run(screen).stdout.split(separator: "\n") {
            #expect(DisplayWidth.of(String(line)) <= screen.width, "\(line)")
        }
    }

    @Test("list puts each habit under its first tag, the untagged first; --flat keeps the order without headings")
    func grouping() throws {
        let screen = Screen(language: "en", command: ["list"], width: 80)
        let grouped = try run(screen).stdout
        let flat = try run(Screen(language: "en", command: ["list", "--flat"], width: 80)).stdout
        func position(_ text: String, in output: String) throws -> String.Index {
            try #require(output.range(of: text)).lowerBound
        }
        // Café (untagged) first, then morgens (Meditieren, Übung), abends (読書), the long tag (the run).
        #expect(try position("Cafe\u{301}", in: grouped) < position("morgens", in: grouped))
        #expect(try position("Übung", in: grouped) < position("abends", in: grouped))
        #expect(try position("abends", in: grouped) < position(TagFixture.longTag, in: grouped))
        #expect(!flat.contains("morgens") && !flat.contains("abends"))
        #expect(try position("Meditieren", in: flat) < position("Cafe\u{301}", in: flat))  // the order as added
    }
}

/// ``Fixture/all`` with tags: Meditieren morgens and ruhig, Übung morgens and sport, 読書 abends,
/// Café none, the long-named run a tag of 34 characters and sport.
enum TagFixture {
    /// A tag too long for a narrow terminal's column.
    static let longTag = "draußen bei jedem Wetter im Grünen"

    static let all: [Habit] = {
        var habits = Fixture.all
        habits[0].setTags(["morgens", "ruhig"])
        habits[1].setTags(["morgens", "sport"])
        habits[2].setTags(["abends"])
        habits[4].setTags([longTag, "sport"])
        return habits
    }()
}
