@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// Help as a person reads it, rendered from the one table of commands and options, in English and
/// German.
@Suite struct HelpGoldenTests {
    static let screens: [GoldenScreen] = [
        GoldenScreen(
            title: "habit help: commands, global options, exit codes and the data file", golden: "Help/overviewEnglish",
            arguments: ["help"]),
        GoldenScreen(title: "habit --help auf Deutsch", golden: "Help/overviewGerman", arguments: ["--help"], language: "de_DE.UTF-8"),
        GoldenScreen(
            title: "habit help add: its own options, and the global ones it does not shadow", golden: "Help/addEnglish",
            arguments: ["help", "add"]),
        GoldenScreen(
            title: "habit check -h auf Deutsch", golden: "Help/checkGerman", arguments: ["check", "-h"], language: "de_DE.UTF-8"),
        GoldenScreen(title: "habit delete --help", golden: "Help/deleteEnglish", arguments: ["delete", "--help"], language: "C"),
        GoldenScreen(
            title: "habit help show auf Deutsch", golden: "Help/showGerman", arguments: ["help", "show"], language: "de_DE.UTF-8"),
    ]

    /// Help is output, not an error: standard output, nothing on standard error, exit 0.
    @Test("each help screen, word for word", arguments: screens)
    func golden(_ screen: GoldenScreen) throws {
        try screen.expectGolden()
    }
}
