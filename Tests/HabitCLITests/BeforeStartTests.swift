import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// Days before a habit's start are excused, never missed: the seven-day row leaves them blank as
/// the calendar does, the legend names no "○ missed" for them, and `--json` calls them
/// `beforeCreation`. Today is Sunday, 29 November 2026.
@Suite struct BeforeStartTests {
    /// `habit add Foo`, checked yesterday (Saturday, 28 November), then shown in `language`.
    private func shownAfterCheckingYesterday(_ language: String, _ more: String...) throws -> [String] {
        let world = try TestWorld(environment: ["HABIT_LANGUAGE": language])
        #expect(world.run("add", "Foo").exitCode == .success)
        #expect(world.run("check", "Foo", "--date", "yesterday").exitCode == .success)
        let output = world.run(["show", "Foo"] + more)
        #expect(output.exitCode == .success)
        return output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("the week row leaves the five days before the start blank, in every language", arguments: ["en", "de", "fr"])
    func weekRow(_ language: String) throws {
        let lines = try shownAfterCheckingYesterday(language)
        // Monday to Friday blank, Saturday done, today (Sunday) open: no ring before the start.
        #expect(lines.contains("                ●  ◌"))
        #expect(!lines.contains { $0.contains("○  ○") })
    }

    @Test("a scheduled habit's legend names only the marks drawn: no day before the start is missed")
    func legendStaysTrue() throws {
        let world = try TestWorld()
        #expect(world.run("add", "Gym", "--days", "mon,wed,fri,sat,sun").exitCode == .success)
        #expect(world.run("check", "Gym", "--date", "2026-11-28").exitCode == .success)
        let text = world.run("show", "Gym").stdout
        #expect(!text.contains("○"))  // nothing missed, so neither a ring nor the legend's "○ missed"
        #expect(text.contains("\n                ●  ◌\n● done  ◌ open\n"))  // only today is open: not missed
    }

    @Test("--json names the days before the start beforeCreation, the calendar leaves them blank")
    func jsonAndCalendarAgree() throws {
        let json = try shownAfterCheckingYesterday("en", "--json").joined(separator: "\n")
        #expect(json.components(separatedBy: "\"beforeCreation\"").count - 1 == 5)
        #expect(!json.contains("\"missed\""))
        let calendar = try shownAfterCheckingYesterday("en", "--weeks", "2")
        #expect(calendar.suffix(8).filter { $0.contains("○") }.isEmpty)  // today is ◌, nothing else open
    }
}
