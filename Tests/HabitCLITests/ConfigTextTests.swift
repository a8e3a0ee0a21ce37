import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// How the config file's text is read: LF or CRLF line ends, a byte-order mark skipped, and
/// one line at a time.
@Suite struct ConfigTextTests {
    @Test func crlfLineEndsAreRead() throws {
        // As a Windows editor saves it.
        let file = try ConfigFile(parsing: "# mine\r\nday-starts-at = 4\r\nlanguage = de\r\ncolor = never\r\n", path: "/c")
        #expect(file.dayStart?.value.hour == 4)  // not "4\r"
        #expect(file.dayStart?.line == 2)  // lines counted as the editor shows them
        #expect(file.language?.value == "de")
        #expect(file.color?.value == .never)
    }

    @Test func aByteOrderMarkAtTheStartIsSkipped() throws {
        let file = try ConfigFile(parsing: "\u{FEFF}color = always\nlanguage = fr", path: "/c")
        #expect(file.color?.value == .always)  // the first key is read, not "\u{FEFF}color"
        #expect(file.language?.value == "fr")  // the last line needs no line break
    }

    @Test(arguments: [
        ("en_US.UTF-8", "line 1: “colour never” is not a setting"),
        ("de_DE.UTF-8", "Zeile 1: „colour never“ ist keine Einstellung"),
        ("fr_FR.UTF-8", "ligne 1\u{00A0}: «\u{202F}colour never\u{202F}» n'est pas un réglage"),
    ])
    func aBadFirstLineIsQuotedWithoutTheMark(_ language: String, _ message: String) throws {
        var world = try TestWorld(environment: ["LANG": language])
        world.environment["XDG_CONFIG_HOME"] = world.folder.file("config")
        try world.folder.write("\u{FEFF}colour never\r\n", to: "config/habit/config")
        let output = world.run("list")
        #expect(output.exitCode == .usage)
        #expect(output.stderr.contains(message))  // the line as typed: no mark, no \r
        #expect(!output.stderr.contains("FEFF"))
    }

    @Test func aWindowsConfigWorksForEveryCommand() throws {
        var world = try TestWorld()
        world.environment["XDG_CONFIG_HOME"] = world.folder.file("config")
        try world.folder.write("\u{FEFF}language = de\r\ncolor = never\r\n", to: "config/habit/config")
        let output = world.run("add", "Lesen")
        #expect(output.exitCode == .success)  // read, not refused
        #expect(output.stdout.hasPrefix("✅ Lesen angelegt"))  // and in German
    }
}
