import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// One screen of a golden table: `habit` run in-process with `arguments`, in a locale and a
/// terminal, and the golden file its standard output must equal. Each view's golden test is one
/// `@Test(arguments:)` over a list of these.
struct GoldenScreen: CustomTestStringConvertible, Sendable {
    /// What the screen shows, as the test's name.
    let title: String
    /// The golden file (a path below `Goldens/`, without `.txt`; see ``Golden``).
    let golden: String
    /// The words after `habit`.
    let arguments: [String]
    /// `LANG`.
    var language = "en_US.UTF-8"
    /// `TERM` on a terminal; `nil`: standard output is not a terminal (and `TERM` is the
    /// default, `xterm-256color`).
    var term: String? = nil
    /// `COLUMNS`; `nil` leaves it unset.
    var columns: Int? = nil
    /// The habits in the data file.
    var habits: [Habit] = Fixture.all

    var testDescription: String { title }

    /// Runs `habit` for this screen, with "today" Sunday, 29 November 2026.
    func run() throws -> Output {
        var environment = ["LANG": language, "TERM": term ?? "xterm-256color"]
        if let columns { environment["COLUMNS"] = String(columns) }
        var world = try TestWorld(habits: habits, environment: environment)
        world.stdoutIsTerminal = term != nil
        return world.run(arguments)
    }

    /// Expects the screen to be its golden text, colour codes shown as "␛[…m", with nothing on
    /// standard error and exit code 0.
    func expectGolden(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let output = try run()
        Golden.expect(output.stdout.visibleEscapes, is: golden, sourceLocation: sourceLocation)  // exactly what the terminal shows
        #expect(output.stderr.isEmpty, sourceLocation: sourceLocation)  // a view is output, not an error
        #expect(output.exitCode == .success, sourceLocation: sourceLocation)  // exit 0
    }
}
