import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

// Sunday, November 29, 2026 in Berlin (UTC+1): 20:00 local is 19:00 UTC.

/// `habit add|edit NAME --remind TIMES`: a habit's own reminder times, kept in the data file,
/// shown by `show` and `--json`, and honoured by `habit remind`.
@Suite struct ReminderTimesTests {
    /// The data file's text.
    static func fileText(_ sandbox: RemindSandbox) throws -> String {
        try String(contentsOfFile: sandbox.file, encoding: .utf8)
    }

    @Test func addKeepsTheTimesEarliestFirstAndOnce() throws {
        let sandbox = try RemindSandbox()
        sandbox.setUp([["add", "Lesen", "--remind", "20:00, 8:00,20:00"]])
        // Sorted, each once, two digits each.
        #expect(try Self.fileText(sandbox).contains("\"reminders\" : [\n        \"08:00\",\n        \"20:00\"\n      ]"))
        #expect(try sandbox.loadHabits().first?.reminders.map(\.description) == ["08:00", "20:00"])
    }

    @Test func aHabitWithoutTimesWritesNoKey() throws {
        let sandbox = try RemindSandbox()
        sandbox.setUp([["add", "Lesen"], ["add", "Laufen", "--remind", "none"]])
        #expect(try !Self.fileText(sandbox).contains("reminders"))  // the file stays as older versions wrote it
        sandbox.setUp([["edit", "Lesen", "--remind", "07:15"], ["edit", "Lesen", "--remind", "none"]])
        #expect(try !Self.fileText(sandbox).contains("reminders"))  // cleared: the key is gone again
    }

    @Test func anOlderFileReadsUnchanged() throws {
        let sandbox = try RemindSandbox()
        let older = """
            {
              "habits" : [
                {
                  "color" : "purple",
                  "created" : "2026-11-01",
                  "done" : [
                    "2026-11-20/2026-11-25"
                  ],
                  "icon" : "🧠",
                  "id" : "6F9619FF-8B86-D011-B42D-00CF4FC964FF",
                  "name" : "Meditieren"
                }
              ],
              "version" : 1
            }

            """
        try sandbox.scratch.write(older, to: "habits.json")
        sandbox.setUp([["check", "Meditieren", "--date", "2026-11-10"], ["uncheck", "Meditieren", "--date", "2026-11-10"]])
        #expect(try Self.fileText(sandbox) == older)  // written back byte for byte: no reminders key appears
    }

    struct EditCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let language: String
        let set: String
        let setOne: String
        let cleared: String
    }

    @Test(arguments: [
        EditCase(
            testDescription: "English", language: "en_US.UTF-8", set: "Lesen now has reminders at 08:00 and 20:00.\n",
            setOne: "Lesen now has a reminder at 21:30.\n",
            cleared: "Lesen no longer has reminder times of its own; it is reminded at the default time, 20:00.\n"),
        EditCase(
            testDescription: "German", language: "de_DE.UTF-8", set: "Lesen hat jetzt Erinnerungen um 08:00 und 20:00.\n",
            setOne: "Lesen hat jetzt eine Erinnerung um 21:30.\n",
            cleared: "Lesen hat keine eigenen Erinnerungszeiten mehr; die Erinnerung kommt zur Standardzeit, 20:00.\n"),
        EditCase(
            testDescription: "French", language: "fr_FR.UTF-8", set: "Lesen a maintenant des rappels à 08:00 et 20:00.\n",
            setOne: "Lesen a maintenant un rappel à 21:30.\n",
            cleared: "Lesen n'a plus d'heures de rappel à lui\u{202F}; le rappel vient à l'heure par défaut, 20:00.\n"),
    ])
    func editNamesTheChange(_ check: EditCase) throws {
        let sandbox = try RemindSandbox()
        sandbox.setUp([["add", "Lesen"]])
        #expect(sandbox.run(["edit", "Lesen", "--remind", "08:00,20:00"], language: check.language).stdout == check.set)
        #expect(sandbox.run(["edit", "Lesen", "--remind", "21:30"], language: check.language).stdout == check.setOne)
        #expect(sandbox.run(["edit", "Lesen", "--remind", "none"], language: check.language).stdout == check.cleared)
        // Clearing what is not there changes nothing, and says so.
        let again = sandbox.run(["edit", "Lesen", "--remind", "NONE"], language: check.language)
        #expect(again.stdout == sandbox.run(["edit", "Lesen", "--icon", "✅"], language: check.language).stdout)
    }

    @Test func editClearsWithTheDefaultTimeOfTheConfigFile() throws {
        let sandbox = try RemindSandbox()
        try sandbox.scratch.write("remind-at = 19:45\n", to: "config/habit/config")
        sandbox.setUp([["add", "Lesen", "--remind", "08:00"]])
        let output = sandbox.run(["edit", "Lesen", "--remind", "none"])
        #expect(output.stdout == "Lesen no longer has reminder times of its own; it is reminded at the default time, 19:45.\n")
    }

    @Test func editWithRemindAndAnotherOptionSaysBoth() throws {
        let sandbox = try RemindSandbox()
        sandbox.setUp([["add", "Lesen"]])
        let output = sandbox.run(["edit", "Lesen", "--days", "mon", "--remind", "07:00"])
        #expect(output.stdout == "Lesen is now due on Mondays; this applies to its whole history.\nLesen now has a reminder at 07:00.\n")
    }

    @Test(arguments: ["25:00", "7", ",", "08:00,", "12:60", "8h", "08:00,none", "", "٠٨:٠٠"])
    func aBadTimeIsRefusedAndNothingIsWritten(_ value: String) throws {
        let sandbox = try RemindSandbox()
        sandbox.setUp([["add", "Lesen", "--remind", "20:00"]])
        let before = try Self.fileText(sandbox)
        for command in [["edit", "Lesen"], ["add", "Laufen"]] {
            let output = sandbox.run(command + ["--remind", value])
            #expect(output.exitCode == .usage)  // exit 2
            #expect(output.stdout.isEmpty)
            // One sentence naming the value and what to write.
            #expect(
                output.stderr
                    == "habit: “\(value)” is not a time for --remind; write HH:MM (20:00), several with commas "
                    + "(08:00,20:00), or none.\n")
            #expect(try Self.fileText(sandbox) == before)  // nothing written
        }
    }

    @Test func aBadTimeIsWordedInEveryLanguage() throws {
        let sandbox = try RemindSandbox()
        sandbox.setUp([["add", "Lesen"]])
        let german = sandbox.run(["edit", "Lesen", "--remind", "25:00"], language: "de_DE.UTF-8")
        #expect(german.stderr.hasPrefix("habit: „25:00“ ist keine Uhrzeit für --remind;"))
        let french = sandbox.run(["edit", "Lesen", "--remind", "25:00"], language: "fr_FR.UTF-8")
        #expect(french.stderr.hasPrefix("habit: «\u{202F}25:00\u{202F}» n'est pas une heure pour --remind"))
    }

    @Test func showSaysTheTimesInOneLine() throws {
        let sandbox = try RemindSandbox()
        sandbox.setUp([["add", "Lesen", "--remind", "08:00,20:00"], ["add", "Laufen", "--remind", "7:05"], ["add", "Ruhe"]])
        #expect(sandbox.run(["show", "Lesen"]).stdout.contains("\nReminders: 08:00, 20:00\n"))
        #expect(sandbox.run(["show", "Laufen"]).stdout.contains("\nReminder: 07:05\n"))
        #expect(!sandbox.run(["show", "Ruhe"]).stdout.contains("Reminder"))  // the default time: no line
        #expect(sandbox.run(["show", "Lesen"], language: "de_DE.UTF-8").stdout.contains("\nErinnerungen: 08:00, 20:00\n"))
        #expect(sandbox.run(["show", "Laufen"], language: "fr_FR.UTF-8").stdout.contains("\nRappel\u{00A0}: 07:05\n"))
    }

    @Test func jsonListsTheTimes() throws {
        let sandbox = try RemindSandbox()
        sandbox.setUp([["add", "Lesen", "--remind", "20:00,08:00"], ["add", "Ruhe"]])
        let show = sandbox.run(["show", "Lesen", "--json"]).stdout
        #expect(show.contains("\"reminders\" : [\n    \"08:00\",\n    \"20:00\"\n  ],"))
        let list = try #require(
            try JSONSerialization.jsonObject(with: Data(sandbox.run(["list", "--json"]).stdout.utf8)) as? [[String: Any]])
        #expect(list.map { $0["reminders"] as? [String] } == [["08:00", "20:00"], []])  // empty: the default time
    }

    @Test func csvExportCountsReminderTimesAsLeftOut() throws {
        let sandbox = try RemindSandbox()
        // A habit whose only setting of its own is a reminder time (icon and colour as a new one gets).
        sandbox.setUp([["add", "Lesen", "--remind", "20:00"]])
        let output = sandbox.run(["export", "--format", "csv"])
        #expect(output.stderr.contains("leaves out the settings of 1 habit"))
        sandbox.setUp([["edit", "Lesen", "--remind", "none"]])
        #expect(sandbox.run(["export", "--format", "csv"]).stderr.isEmpty)  // nothing left out any more
    }

    @Test func theJSONExportKeepsTheTimes() throws {
        let sandbox = try RemindSandbox()
        sandbox.setUp([["add", "Lesen", "--remind", "06:30"]])
        let backup = sandbox.run(["export"]).stdout
        let target = try RemindSandbox()
        try target.scratch.write(backup, to: "backup.json")
        target.setUp([["import", target.scratch.file("backup.json")]])
        #expect(try target.loadHabits().first?.reminders.map(\.description) == ["06:30"])
        // Imported into a store that has the habit with other times, the habit keeps its own.
        let again = try RemindSandbox()
        try again.scratch.write(backup, to: "backup.json")
        again.setUp([["add", "Lesen", "--remind", "09:00"]])
        _ = again.run(["import", again.scratch.file("backup.json")])
        #expect(try again.loadHabits().first?.reminders.map(\.description) == ["09:00"])  // the habit keeps its own
    }

    @Test(arguments: [
        ("[\"25:00\"]", FormatProblem.unknownValue(path: "habits[0].reminders[0]", text: "25:00")),
        ("[\"08:00\", 8]", FormatProblem.wrongType(path: "habits[0].reminders[1]", expected: .string)),
        ("\"08:00\"", FormatProblem.wrongType(path: "habits[0].reminders", expected: .list)),
    ])
    func aDamagedTimeInTheFileIsNamedByItsPath(_ value: String, _ problem: FormatProblem) throws {
        let text =
            #"{"version": 1, "habits": [{"id": "00000000-0000-0000-0000-000000000001", "name": "Lesen", "icon": "📚", "color": "green", "created": "2026-11-01", "reminders": "#
            + value + "}]}"
        #expect(throws: problem) { try StoreFormat.decode(Array(text.utf8)) }
    }

    @Test func aMergeKeepsTheSideThatChangedTheTimes() throws {
        let base = HabitCollection(habits: [Fixture.meditieren])
        var ours = base
        var habit = Fixture.meditieren
        habit.reminders = [try #require(ClockTime("07:00"))]
        ours.update(habit)
        let theirs = base
        let merged = HabitMerge.merge(ours: theirs, theirs: ours, base: base)
        #expect(merged.habits.habits.first?.reminders.map(\.description) == ["07:00"])  // theirs changed them: kept
        #expect(merged.conflicts.isEmpty)
        var other = Fixture.meditieren
        other.reminders = [try #require(ClockTime("21:00"))]
        var theirsChanged = base
        theirsChanged.update(other)
        let both = HabitMerge.merge(ours: ours, theirs: theirsChanged, base: base)
        #expect(both.habits.habits.first?.reminders.map(\.description) == ["07:00"])  // both changed: ours, reported
        #expect(both.conflicts.map(\.subject) == [.field(.reminders)])
    }

    @Test func remindHonoursAnEditedTime() throws {
        let sandbox = try RemindSandbox()
        sandbox.setUp([["add", "Lesen", "--remind", "08:00"]], at: "2026-11-29T06:00:00Z")
        #expect(sandbox.run(["remind"], at: "2026-11-29T07:05:00Z").stdout == "1 habit still open\nLesen\n")  // 08:05
        #expect(sandbox.run(["remind"], at: "2026-11-29T07:10:00Z").stdout.isEmpty)  // sent already
        sandbox.setUp([["edit", "Lesen", "--remind", "08:20"]], at: "2026-11-29T07:12:00Z")
        #expect(sandbox.run(["remind"], at: "2026-11-29T07:15:00Z").stdout.isEmpty)  // 08:15: the new time has not come
        #expect(sandbox.run(["remind"], at: "2026-11-29T07:21:00Z").stdout == "1 habit still open\nLesen\n")  // 08:21
        #expect(sandbox.state?.contains(" 08:20\n") == true)
        // Back to the default time, 20:00: nothing at 19:55, the reminder at 20:05.
        sandbox.setUp([["edit", "Lesen", "--remind", "none"]], at: "2026-11-29T08:00:00Z")
        #expect(sandbox.run(["remind"], at: "2026-11-29T18:55:00Z").stdout.isEmpty)
        #expect(sandbox.run(["remind"], at: "2026-11-29T19:05:00Z").stdout == "1 habit still open\nLesen\n")
    }
}

extension RemindSandbox {
    /// The habits in the data file.
    func loadHabits() throws -> [Habit] {
        try HabitStore(path: file).load().habits
    }
}
