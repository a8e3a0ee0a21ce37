import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// Every length limit and every cut counts Unicode scalars, so a name, note or config value of
/// one letter under a million accents (one character on the screen) is refused or quoted short;
/// and names of only invisible characters are refused, invisible ones inside ignored in lookup.
/// Today is Sunday, November 29, 2026, in Berlin.
@Suite struct UnicodeLimitTests {
    /// "Z" and a million combining acute accents: one character, a million and one scalars,
    /// two megabytes.
    static let flood = "Z" + String(repeating: "\u{0301}", count: 1_000_000)

    @Test func aFloodedNameInACSVIsRefusedWithAShortMessage() throws {
        let sandbox = try ScriptingSandbox()
        let output = sandbox.run(["import", "-"], input: Self.flood + ",2026-11-28\n")
        #expect(output.exitCode == .usage)  // exit 2: a name over 100
        #expect(output.stderr.hasPrefix("habit: Line 1: "))  // naming the line
        #expect(output.stderr.utf8.count < 1_000)  // not two megabytes
        #expect(sandbox.fileBytes() == nil)  // nothing imported
    }

    @Test func aFloodedNoteIsRefusedWithAShortMessage() throws {
        let sandbox = try ScriptingSandbox()
        _ = sandbox.run(["add", "Lesen"])
        let output = sandbox.run(["note", "Lesen", Self.flood])
        #expect(output.exitCode == .usage)  // over 500
        #expect(output.stderr.utf8.count < 1_000)
        #expect(try sandbox.load().habits.first?.notes.isEmpty == true)  // unchanged
    }

    @Test(arguments: ["color = " + flood, flood, "language = " + flood])
    func aFloodedConfigLineIsQuotedShort(_ line: String) throws {
        var world = try TestWorld()
        world.environment["XDG_CONFIG_HOME"] = world.folder.file("config")
        try world.folder.write(line + "\n", to: "config/habit/config")
        let output = world.run("list")
        #expect(output.exitCode == .usage)  // a bad line
        #expect(output.stderr.hasSuffix(" Nothing was done.\n"))  // one sentence, whole
        #expect(output.stderr.utf8.count < 1_000)  // the value cut, as docs/data-file.md promises
    }

    @Test(arguments: [
        ("en_US.UTF-8", "habit: A habit needs a name; type at least one visible character that is not a space.\n"),
        (
            "de_DE.UTF-8",
            "habit: Eine Gewohnheit braucht einen Namen; gib mindestens ein sichtbares Zeichen außer Leerzeichen ein.\n"
        ),
        (
            "fr_FR.UTF-8",
            "habit: Une habitude a besoin d'un nom\u{202F}; tapez au moins un caractère visible autre qu'une espace.\n"
        ),
    ])
    func aNameOfOnlyInvisibleCharactersIsRefused(_ language: String, _ message: String) throws {
        let sandbox = try ScriptingSandbox()
        for name in ["\u{200B}", "\u{FEFF}\u{00AD}"] {
            let output = sandbox.run(["add", name], language: language)
            #expect(output.exitCode == .usage)  // exit 2
            #expect(output.stderr == message)  // in its language
        }
        #expect(sandbox.fileBytes() == nil)  // nothing added
        let imported = sandbox.run(["import", "-"], input: "\u{200B},2026-11-28\n", language: language)
        #expect(imported.exitCode == .usage)  // nor imported
    }

    @Test func invisibleCharactersInsideANameAreIgnoredWhenLookingItUp() throws {
        let sandbox = try ScriptingSandbox()
        #expect(sandbox.run(["add", "Le\u{00AD}sen"]).exitCode == .success)  // a soft hyphen inside is allowed
        #expect(sandbox.run(["check", "Lesen"]).exitCode == .success)  // found by the plain spelling
        #expect(sandbox.run(["check", "Le\u{200B}sen", "--date", "2026-11-28"]).exitCode == .success)  // and by another
        #expect(try sandbox.load().habits.first?.completions.count == 2)  // both days on the one habit
        #expect(sandbox.run(["add", "Lesen\u{FEFF}"]).exitCode != .success)  // no second habit that looks the same
        #expect(try sandbox.load().habits.count == 1)
    }
}
