import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

/// Tags (issue 26): `add`/`edit --tag` and `--untag`, how the file keeps them, the `--tag`
/// filter, `list`'s headings and `--flat`, and `habit tags`. Today is Sunday, 29 November 2026
/// in Berlin (``Fixed``).
@Suite struct TagTests {
    /// A world with Lesen (done today), Laufen and Wasser, none tagged.
    func world() throws -> TestWorld {
        let lesen = Habit(
            id: fixtureID(1), name: "Lesen", icon: "📚", color: .blue, created: day("2026-11-20"),
            completions: days("2026-11-29", "2026-11-29"))
        let laufen = Habit(id: fixtureID(2), name: "Laufen", icon: "🏃", color: .green, created: day("2026-11-20"))
        let wasser = Habit(id: fixtureID(3), name: "Wasser", icon: "💧", color: .cyan, created: day("2026-11-20"))
        return try TestWorld(habits: [lesen, laufen, wasser])
    }

    func tags(of name: String, in world: TestWorld) throws -> [String] {
        try #require(try world.habits().first { $0.name == name }).tags
    }

    @Test("add --tag gives the new habit its tags, each once ignoring case and accents, and says them")
    func addTags() throws {
        let world = try world()
        let output = world.run("add", "Yoga", "--tag", "Morgens, gesund ,morgens,GESUND")
        #expect(output.exitCode == .success)
        #expect(output.stdout.hasSuffix("Yoga: tags Morgens, gesund.\n"))
        #expect(try tags(of: "Yoga", in: world) == ["Morgens", "gesund"])
    }

    @Test("a tag another habit has keeps that habit's spelling")
    func spellingIsKept() throws {
        let world = try world()
        _ = world.run("edit", "Lesen", "--tag", "Morgens")
        _ = world.run("edit", "Laufen", "--tag", "MÖRGENS")
        #expect(try tags(of: "Laufen", in: world) == ["Morgens"])
    }

    @Test("edit --untag takes a tag away; the last one gone, it says the habit has none")
    func untag() throws {
        let world = try world()
        _ = world.run("edit", "Lesen", "--tag", "morgens,gesund")
        let first = world.run("edit", "Lesen", "--untag", "MORGENS")
        #expect(first.stdout == "Lesen: tags gesund.\n")
        let last = world.run("edit", "Lesen", "--untag", "gesund")
        #expect(last.stdout == "Lesen has no tags now.\n")
        #expect(try tags(of: "Lesen", in: world).isEmpty)
    }

    @Test("edit --tag of a tag the habit has says nothing changed and leaves the file as it was")
    func tagAgain() throws {
        let world = try world()
        _ = world.run("edit", "Lesen", "--tag", "morgens")
        let before = try String(contentsOfFile: world.file, encoding: .utf8)
        let output = world.run("edit", "Lesen", "--tag", "Morgens")
        #expect(output.exitCode == .success)
        #expect(output.stdout == "Lesen already has those settings; nothing changed.\n")
        #expect(try String(contentsOfFile: world.file, encoding: .utf8) == before)
    }

    struct Refused: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        let error: String
        var testDescription: String { name }
    }

    static let refused: [Refused] = [
        Refused(
            name: "an empty tag", arguments: ["edit", "Lesen", "--tag", ""],
            error: "habit: “” holds an empty tag; give --tag words separated by commas: --tag morgens,gesund.\n"),
        Refused(
            name: "a tag of only spaces", arguments: ["add", "Yoga", "--tag", "   "],
            error: "habit: “   ” holds an empty tag; give --tag words separated by commas: --tag morgens,gesund.\n"),
        Refused(
            name: "an empty tag between commas", arguments: ["edit", "Lesen", "--tag", "morgens,,gesund"],
            error: "habit: “morgens,,gesund” holds an empty tag; give --tag words separated by commas: --tag morgens,gesund.\n"),
        Refused(
            name: "--untag of a tag the habit does not have", arguments: ["edit", "Lesen", "--untag", "abends"],
            error: "habit: Lesen has no tag “abends”; its tags are morgens. Nothing changed.\n"),
        Refused(
            name: "--untag on a habit without tags", arguments: ["edit", "Laufen", "--untag", "morgens"],
            error: "habit: Laufen has no tag “morgens”, nor any other; nothing changed.\n"),
        Refused(
            name: "one tag given to --tag and --untag", arguments: ["edit", "Lesen", "--tag", "gesund", "--untag", "GESUND"],
            error: "habit: “gesund” is given to both --tag and --untag; give it to one of them.\n"),
        Refused(
            name: "a tag no habit has", arguments: ["list", "--tag", "abends"],
            error: "habit: No habit has the tag “abends”; the tags are morgens.\n"),
        Refused(
            name: "status NAME --tag", arguments: ["status", "Lesen", "--tag", "morgens"],
            error: "habit: --tag chooses the habits of the line about every habit; leave out “Lesen” or --tag.\n"),
        Refused(
            name: "a tag too long", arguments: ["edit", "Lesen", "--tag", String(repeating: "x", count: 41)],
            error: "habit: The tag “\(String(repeating: "x", count: 41))” is 41 characters long; a tag has at most 40.\n"),
    ]

    @Test("bad tags get one sentence and exit 2, and the file stays as it was", arguments: refused)
    func badInput(_ example: Refused) throws {
        let world = try world()
        _ = world.run("edit", "Lesen", "--tag", "morgens")
        let before = try String(contentsOfFile: world.file, encoding: .utf8)
        let output = world.run(example.arguments)
        #expect(output.exitCode == .usage)
        #expect(output.stdout == "")
        #expect(output.stderr == example.error)
        #expect(try String(contentsOfFile: world.file, encoding: .utf8) == before)
    }

    @Test("a --tag filter when no habit has a tag says how to tag one")
    func filterWithoutTags() throws {
        let output = try world().run("list", "--tag", "morgens")
        #expect(output.exitCode == .usage)
        #expect(output.stderr == "habit: No habit has the tag “morgens”, nor any other; tag one with: habit edit NAME --tag morgens\n")
    }

    @Test("the file holds a tags list only for a habit with tags, and reads it back")
    func fileFormat() throws {
        let world = try world()
        _ = world.run("edit", "Laufen", "--tag", "gesund,draußen")
        let text = try String(contentsOfFile: world.file, encoding: .utf8)
        // One habit has tags: the key appears once, the others are as older versions wrote them.
        #expect(text.components(separatedBy: "\"tags\"").count == 2)
        #expect(text.contains("\"tags\" : [\n        \"gesund\",\n        \"draußen\"\n      ]"))
        let laufen = try #require(try world.habits().first { $0.name == "Laufen" })
        #expect(laufen.tags == ["gesund", "draußen"])
        #expect(StoreFormat.encode(HabitCollection(habits: try world.habits())) == text)
    }

    @Test("a file with a tag that is no string, or empty, is refused with its path")
    func badFileTags() throws {
        let base = #"{"habits":[{"color":"blue","created":"2026-11-20","done":[],"icon":"📚","id":"00000000-0000-0000-0000-000000000001","name":"Lesen","tags":TAGS}],"version":1}"#
        for tags in ["[1]", "[\"\"]", "\"morgens\""] {
            let bytes = Array(base.replacingOccurrences(of: "TAGS", with: tags).utf8)
            #expect(throws: FormatProblem.self) { try StoreFormat.decode(bytes) }
        }
    }

    @Test("list groups the habits under their first tag, the untagged first without a heading; --flat keeps the order")
    func headings() throws {
        var world = try world()
        world.terminalColumns = 80
        _ = world.run("edit", "Lesen", "--tag", "morgens")
        _ = world.run("edit", "Laufen", "--tag", "gesund,morgens")
        let grouped = world.run("list")
        #expect(
            grouped.stdout == """
                1 of 3 done today
                ████████░░░░░░░░░░░░░░░░  33%

                ◌ 💧 Wasser

                morgens
                ◉ 📚 Lesen   🔥 1

                gesund
                ◌ 🏃 Laufen

                ◉ done today  ◌ open

                """)
        let flat = world.run("list", "--flat")
        #expect(flat.stdout.contains("◉ 📚 Lesen   🔥 1\n◌ 🏃 Laufen\n◌ 💧 Wasser\n"))
        #expect(!flat.stdout.contains("morgens"))
    }

    @Test("list --tag shows the habits with any of the tags, and the header counts only them")
    func filteredList() throws {
        let world = try world()
        _ = world.run("edit", "Lesen", "--tag", "morgens")
        _ = world.run("edit", "Laufen", "--tag", "gesund")
        let output = world.run("list", "--tag", "MORGENS", "--flat")
        #expect(output.stdout.hasPrefix("1 of 1 done today\n"))
        #expect(output.stdout.contains("Lesen"))
        #expect(!output.stdout.contains("Laufen") && !output.stdout.contains("Wasser"))
        let both = world.run("list", "--tag", "morgens,gesund", "--flat")
        #expect(both.stdout.hasPrefix("1 of 2 done today\n"))
        let json = world.run("list", "--json", "--tag", "gesund")
        #expect(json.stdout.contains("\"name\" : \"Laufen\""))
        #expect(json.stdout.contains("\"tags\" : [\n      \"gesund\"\n    ]"))
        #expect(!json.stdout.contains("Lesen"))
    }

    @Test("a tag only archived habits have finds no habit to show, and says so")
    func archivedOnly() throws {
        let world = try world()
        _ = world.run("edit", "Wasser", "--tag", "abends")
        _ = world.run("archive", "Wasser")
        let output = world.run("list", "--tag", "abends")
        #expect(output.exitCode == .success)
        #expect(output.stdout == "No habit to show has the tag abends.\n")
    }

    @Test("habit tags lists each tag with its number of habits and today's progress, in three languages and as JSON")
    func tagsCommand() throws {
        var world = try world()
        world.terminalColumns = 80
        #expect(world.run("tags").stdout == "No habit has a tag yet; tag one with: habit edit NAME --tag TAGS\n")
        _ = world.run("edit", "Lesen", "--tag", "morgens,gesund")
        _ = world.run("edit", "Laufen", "--tag", "gesund")
        #expect(world.run("tags").stdout == "morgens  1 habit   1 of 1 done today\ngesund   2 habits  1 of 2 done today\n")
        world.environment["LANG"] = "de_DE.UTF-8"
        #expect(
            world.run("tags").stdout
                == "morgens  1 Gewohnheit    1 von 1 heute erledigt\ngesund   2 Gewohnheiten  1 von 2 heute erledigt\n")
        world.environment["LANG"] = "fr_FR.UTF-8"
        #expect(world.run("tags").stdout.hasPrefix("morgens  1 habitude   1 sur 1 faite"))
        let json = world.run("tags", "--json").stdout
        #expect(json.contains("\"due\" : 2,\n    \"habits\" : 2,\n    \"names\" : [\n      \"Lesen\",\n      \"Laufen\"\n    ],\n    \"tag\" : \"gesund\""))
        #expect(world.run("tags", "--matching", "GE").stdout == "gesund\n")
    }

    @Test("habit tags on a narrow terminal puts the progress below the tag, and no line is wider than the terminal")
    func narrowTags() throws {
        var world = try world()
        world.terminalColumns = 30
        world.environment["LANG"] = "de_DE.UTF-8"
        _ = world.run("edit", "Lesen", "--tag", "morgens")
        let lines = world.run("tags").stdout.split(separator: "\n").map(String.init)
        #expect(lines == ["morgens  1 Gewohnheit", "  1 von 1 heute erledigt"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 30 })
    }

    /// The world with Lesen and Laufen tagged morgens, Wasser untagged.
    func tagged() throws -> TestWorld {
        let world = try world()
        _ = world.run("edit", "Lesen", "--tag", "morgens")
        _ = world.run("edit", "Laufen", "--tag", "morgens,draußen")
        return world
    }

    @Test("todo --tag lists only the open habits with the tag")
    func todo() throws {
        let world = try tagged()
        let output = world.run("todo", "--tag", "morgens")
        #expect(output.stdout == "Laufen\n")  // Lesen is done, Wasser has no tag
        #expect(output.exitCode == .no)
        #expect(world.run("todo").stdout == "Laufen\nWasser\n")
    }

    @Test("status --tag counts only the habits with the tag")
    func status() throws {
        let world = try tagged()
        #expect(world.run("status", "--tag", "morgens").stdout == "1/2\n")
        #expect(world.run("status", "--tag", "draußen").stdout == "0/1\n")
        #expect(world.run("status").stdout == "1/3\n")
    }

    @Test("grid --tag shows only the rows of the habits with the tag")
    func grid() throws {
        var world = try tagged()
        world.terminalColumns = 80
        let output = world.run("grid", "--tag", "draußen")
        #expect(output.stdout.contains("Laufen"))
        #expect(!output.stdout.contains("Lesen") && !output.stdout.contains("Wasser"))
    }

    @Test("report --tag puts only the habits with the tag on the page")
    func report() throws {
        let world = try tagged()
        let output = world.run("report", "--tag", "draußen")
        #expect(output.exitCode == .success)
        #expect(output.stdout.contains("Laufen"))
        #expect(!output.stdout.contains("Lesen") && !output.stdout.contains("Wasser"))
        #expect(world.run("report").stdout.contains("Wasser"))  // without --tag, every habit
    }

    @Test("status NAME --tag is refused with one sentence, exit 2, in German and French too")
    func statusNameAndTag() throws {
        var world = try tagged()
        world.environment["LANG"] = "de_DE.UTF-8"
        let german = world.run("status", "Lesen", "--tag", "morgens")
        #expect(german.exitCode == .usage)
        #expect(german.stderr == "habit: --tag wählt die Gewohnheiten der Zeile über alle Gewohnheiten; lass „Lesen“ oder --tag weg.\n")
        world.environment["LANG"] = "fr_FR.UTF-8"
        #expect(world.run("status", "Lesen", "--tag", "morgens").stderr.hasPrefix("habit: --tag choisit les habitudes"))
    }

    @Test("remind --tag reminds only of the open habits with the tag")
    func remind() throws {
        let world = try tagged()
        let output = world.run("remind", "--now", "--dry-run", "--tag", "morgens")
        #expect(output.stdout.contains("Laufen"))
        #expect(!output.stdout.contains("Wasser"))
    }

    @Test("ask --tag asks only about the habits with the tag")
    func ask() throws {
        var world = try tagged()
        let terminal = ScriptedTerminal([])
        world.ask = terminal.ask
        _ = world.run("ask", "--tag", "draußen", "--back", "0")
        #expect(terminal.prompts.count == 1)
        #expect(terminal.prompts.first?.hasPrefix("Laufen — today?") == true)
    }

    @Test("stats --tag shows the habits with the tag and their combined completion below")
    func stats() throws {
        var world = try tagged()
        world.terminalColumns = 80
        let output = world.run("stats", "--tag", "MORGENS")
        #expect(output.exitCode == .success)
        #expect(!output.stdout.contains("Wasser"))
        // Lesen and Laufen, created Nov 20: 10 due days each through today, Lesen done today.
        #expect(output.stdout.hasSuffix("\nmorgens: 5% of due days done (1 of 20) over 2 habits\n"))
        world.environment["LANG"] = "de_DE.UTF-8"
        #expect(world.run("stats", "--tag", "morgens").stdout.hasSuffix("\nmorgens: 5 % der fälligen Tage erledigt (1 von 20) über 2 Gewohnheiten\n"))
        #expect(!world.run("stats").stdout.contains("due days done ("))
    }

    @Test("stats --tag --json has tagCompletion with the numbers the text shows; without --tag it has none")
    func statsJSON() throws {
        let world = try tagged()
        let output = world.run("stats", "--tag", "MORGENS", "--json")
        #expect(output.exitCode == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let combined = try #require(object["tagCompletion"] as? [String: Any])
        // The text's "morgens: 5% of due days done (1 of 20) over 2 habits", spelled as the habits spell it.
        #expect(combined["done"] as? Int == 1)
        #expect(combined["due"] as? Int == 20)
        #expect(combined["percent"] as? Int == 5)
        #expect(combined["habits"] as? Int == 2)
        #expect(combined["tags"] as? [String] == ["morgens"])
        #expect((object["habits"] as? [Any])?.count == 2)
        #expect(output.stdout.contains("\"tagCompletion\" : {\n    \"done\" : 1,\n    \"due\" : 20,"))  // sorted keys
        let two = world.run("stats", "--tag", "draußen,morgens", "--json").stdout
        let both = try #require(try JSONSerialization.jsonObject(with: Data(two.utf8)) as? [String: Any])
        #expect((both["tagCompletion"] as? [String: Any])?["tags"] as? [String] == ["draußen", "morgens"])
        #expect(!world.run("stats", "--json").stdout.contains("tagCompletion"))
    }

    @Test("stats --tag --json of habits created today, with nothing due yet, has a null percent")
    func statsJSONNothingDue() throws {
        let world = try TestWorld()
        #expect(world.run("add", "Neu", "--tag", "abends", "--days", "mon").exitCode == .success)
        let output = world.run("stats", "--tag", "abends", "--json").stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let combined = try #require(object["tagCompletion"] as? [String: Any])
        #expect(combined["due"] as? Int == 0)
        #expect(combined["percent"] is NSNull)
        #expect(!world.run("stats", "--tag", "abends").stdout.contains("abends:"))  // the text says nothing then
    }

    @Test("the tags survive an export and an import into an empty file")
    func exportRoundTrip() throws {
        let world = try tagged()
        let export = world.run("export")
        #expect(export.stdout.contains("\"tags\""))
        let other = try TestWorld()
        try other.folder.write(export.stdout, to: "export.json")
        let imported = other.run("import", other.folder.file("export.json"))
        #expect(imported.exitCode == .success)
        #expect(try other.habits().first { $0.name == "Laufen" }?.tags == ["morgens", "draußen"])
    }
}
