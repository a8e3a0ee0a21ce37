import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// Names that differ only in case, accents or width are one name to lookup, so no two habits
/// may have them: `add`, `rename` and `import` refuse the second, naming the first (exit 3, the
/// data file untouched), and a pair an older file holds is named as such instead of one of
/// them being picked. Run in-process on the fixture, whose "Café" has a combining accent.
@Suite struct LookalikeNameTests {
    /// A command line and the one line it must print on standard error in each language.
    struct Refusal: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let command: [String]
        let english: String
        let german: String
        let french: String
    }

    static let refusals = [
        Refusal(
            testDescription: "add without the accent", command: ["add", "Cafe"],
            english:
                "habit: “Cafe” differs from “Café” only in case, accents or width, and habit takes the two for one name; choose another name.",
            german:
                "habit: „Cafe“ unterscheidet sich von „Café“ nur durch Groß- und Kleinschreibung, Akzente oder Zeichenbreite, und habit hält beide für denselben Namen; wähle einen anderen Namen.",
            french:
                "habit: «\u{202F}Cafe\u{202F}» ne diffère de «\u{202F}Café\u{202F}» que par la casse, les accents ou la largeur, et habit les tient pour le même nom\u{202F}; choisissez un autre nom."
        ),
        Refusal(
            testDescription: "rename onto a name without the umlaut", command: ["rename", "Meditieren", "UBUNG"],
            english:
                "habit: “UBUNG” differs from “Übung” only in case, accents or width, and habit takes the two for one name; choose another name.",
            german:
                "habit: „UBUNG“ unterscheidet sich von „Übung“ nur durch Groß- und Kleinschreibung, Akzente oder Zeichenbreite, und habit hält beide für denselben Namen; wähle einen anderen Namen.",
            french:
                "habit: «\u{202F}UBUNG\u{202F}» ne diffère de «\u{202F}Übung\u{202F}» que par la casse, les accents ou la largeur, et habit les tient pour le même nom\u{202F}; choisissez un autre nom."
        ),
        Refusal(
            testDescription: "add in another case", command: ["add", "übung"],
            english: "habit: A habit named “Übung” already exists; choose another name.",
            german: "habit: Es gibt schon eine Gewohnheit „Übung“; wähle einen anderen Namen.",
            french: "habit: Une habitude «\u{202F}Übung\u{202F}» existe déjà\u{202F}; choisissez un autre nom."),
    ]

    static let languages = [("en_US.UTF-8", \Refusal.english), ("de_DE.UTF-8", \.german), ("fr_FR.UTF-8", \.french)]

    @Test("add and rename refuse a name that differs from another only in case, accents or width", arguments: refusals)
    func refused(_ refusal: Refusal) throws {
        for (language, sentence) in Self.languages {
            let world = try TestWorld(habits: Fixture.all, environment: ["LANG": language])
            let before = world.folder.bytes("habits.json")
            let output = world.run(refusal.command)
            #expect(output == Output(stdout: "", stderr: refusal[keyPath: sentence] + "\n", exitCode: .data))  // the clash named
            #expect(world.folder.bytes("habits.json") == before)  // and the file untouched
        }
    }

    @Test func anImportThatWouldCreateALookalikeIsRefusedWhole() throws {
        let world = try TestWorld(habits: Fixture.all)
        try world.folder.write("Lesen,2026-11-28\nCAFE,2026-11-28\n", to: "in.csv")
        let before = world.folder.bytes("habits.json")
        let output = world.run("import", world.folder.file("in.csv"))
        #expect(output.exitCode == .data)  // refused
        #expect(output.stderr.contains("“CAFE” differs from “Café” only in case, accents or width"))  // naming both
        #expect(world.folder.bytes("habits.json") == before)  // and not even Lesen was added
    }

    @Test func twoLookalikesInOneImportAreRefused() throws {
        let world = try TestWorld()
        try world.folder.write("Lesen,2026-11-28\nLésen,2026-11-28\n", to: "in.csv")
        let output = world.run("import", world.folder.file("in.csv"))
        #expect(output.exitCode == .data)
        #expect(output.stderr.contains("“Lésen” differs from “Lesen”"))  // the second named, and the first
        #expect(world.folder.bytes("habits.json") == nil)  // no file was written
    }

    /// An older file's pair: "Café" (with a combining accent) and "Cafe", which `add` now refuses.
    static let olderPair = Fixture.all + [Habit(id: fixtureID(9), name: "Cafe", icon: "☕", color: .brown, created: Fixed.today)]

    @Test func anOlderPairIsNamedWhenACommandNamesNeitherExactly() throws {
        for (language, expected) in [
            (
                "en_US.UTF-8",
                "habit: “cafe” could mean more than one habit, their names differing only in case, accents or width: “Café”, “Cafe”; type the name exactly as it is written, or give one another name with “habit rename”.\n"
            ),
            (
                "de_DE.UTF-8",
                "habit: „cafe“ kann mehrere Gewohnheiten meinen, deren Namen sich nur durch Groß- und Kleinschreibung, Akzente oder Zeichenbreite unterscheiden: „Café“, „Cafe“; gib den Namen genau so ein, wie er geschrieben ist, oder benenne eine mit „habit rename“ um.\n"
            ),
            (
                "fr_FR.UTF-8",
                "habit: «\u{202F}cafe\u{202F}» peut désigner plusieurs habitudes dont les noms ne diffèrent que par la casse, les accents ou la largeur\u{00A0}: «\u{202F}Café\u{202F}», «\u{202F}Cafe\u{202F}»\u{202F}; tapez le nom exactement comme il est écrit, ou renommez-en une avec «\u{202F}habit rename\u{202F}».\n"
            ),
        ] {
            let world = try TestWorld(habits: Self.olderPair, environment: ["LANG": language])
            let before = world.folder.bytes("habits.json")
            let output = world.run("check", "cafe")
            #expect(output == Output(stdout: "", stderr: expected, exitCode: .data))  // neither is picked
            #expect(world.folder.bytes("habits.json") == before)
        }
    }

    @Test func eachOfAnOlderPairIsFoundByItsExactSpellingAndCanBeRenamed() throws {
        let world = try TestWorld(habits: Self.olderPair)
        #expect(world.run("uncheck", "Cafe\u{301}").exitCode == .success)  // the accented one, as written
        #expect(world.run("rename", "Cafe", "Kaffee").exitCode == .success)  // the plain one, renamed apart
        #expect(try world.habits().map(\.name).filter { $0.hasPrefix("Caf") || $0.hasPrefix("Kaf") } == ["Cafe\u{301}", "Kaffee"])
        #expect(world.run("check", "cafe").exitCode == .success)  // now "cafe" names one habit again
    }
}
