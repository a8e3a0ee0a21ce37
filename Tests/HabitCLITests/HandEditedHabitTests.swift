import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// A hand-edited habit whose keys contradict each other is never changed without a word by a
/// write that did not touch it (docs/data-file.md): where its meaning is
/// ambiguous the file is refused on reading, naming the habit and the key, with exit 3 and the
/// file unchanged; a key that does not belong in a schedule or a goal is kept as it is.
@Suite(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct HandEditedHabitTests {
    static let created = RealBinary.today.adding(days: -30)
    static let day = RealBinary.today.adding(days: -3)

    /// A file of two habits: "Other", which the test checks, and `edited`'s members (JSON text
    /// without braces) added to a habit named "Edited", done on `done` (a JSON list).
    static func file(_ edited: String, done: String = "[]") -> String {
        """
        {
          "habits" : [
            {
              "color" : "blue",
              "created" : "\(created)",
              "done" : \(done),
              "icon" : "✅",
              "id" : "00000000-0000-4000-8000-000000000001",
              "name" : "Edited",
              \(edited)
            },
            {
              "color" : "green",
              "created" : "\(created)",
              "done" : [],
              "icon" : "✅",
              "id" : "00000000-0000-4000-8000-000000000002",
              "name" : "Other"
            }
          ],
          "version" : 1
        }

        """
    }

    /// A habit whose keys contradict each other, and the key its refusal names.
    struct Refused: CustomStringConvertible, Sendable {
        let description: String
        let members: String
        var done = "[]"
        let key: String
    }

    static let refused: [Refused] = [
        Refused(
            description: "quit with an atLeast goal",
            members: #""goal" : {"amount" : 3, "type" : "atLeast"}, "quit" : true"#, key: "habits[0].quit"),
        Refused(
            description: "quit with a limit other than 0",
            members: #""goal" : {"amount" : 2, "type" : "atMost"}, "quit" : true"#, key: "habits[0].quit"),
        Refused(description: "quit without its limit of 0", members: #""quit" : true"#, key: "habits[0].quit"),
        Refused(
            description: "quit and track-only",
            members: #""goal" : {"amount" : 0, "type" : "atMost"}, "quit" : true, "trackOnly" : true"#,
            key: "habits[0].trackOnly"),
        Refused(
            description: "a day both skipped and done",
            members: #""skipped" : ["\#(day.adding(days: -1))/\#(day)"]"#, done: #"["\#(day)"]"#,
            key: "habits[0].skipped"),
        Refused(description: "tags equal when folded", members: #""tags" : ["a", "A"]"#, key: "habits[0].tags"),
        Refused(description: "tags differing only in accents", members: #""tags" : ["Café", "cafe"]"#, key: "habits[0].tags"),
    ]

    @Test(arguments: refused)
    func aContradictoryHabitIsRefusedNamingTheHabitAndTheKey(_ edited: Refused) throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file(edited.members, done: edited.done), to: scratch.dataFile)
        let before = try #require(scratch.bytes(scratch.dataFile))

        let outcome = try RealBinary.run(["check", "Other"], in: scratch)

        #expect(outcome.status == 3, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("“\(edited.key)” of the habit “Edited”"), "\(outcome.stderr)")
        #expect(outcome.stderr.split(separator: "\n").count == 1, "one sentence: \(outcome.stderr)")
        let unchanged = scratch.bytes(scratch.dataFile) == before
        #expect(unchanged, "the file is unchanged, byte for byte")
        let noBackup = scratch.bytes(scratch.backupFile) == nil
        #expect(noBackup, "nothing was written")
    }

    @Test(arguments: [("de", "der Gewohnheit „Edited“"), ("fr", "de l'habitude «\u{202F}Edited\u{202F}»")])
    func theRefusalIsWordedInEveryLanguage(_ language: String, _ words: String) throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file(#""tags" : ["a", "A"]"#), to: scratch.dataFile)
        var environment = RealBinary.environment(for: scratch)
        environment["HABIT_LANGUAGE"] = language

        let outcome = try RealBinary.run(["check", "Other"], in: scratch, environment: environment)

        #expect(outcome.status == 3)
        #expect(outcome.stderr.contains(words), "\(outcome.stderr)")
    }

    /// The members of habit `index` of the data file, as JSON values.
    static func habit(_ index: Int, of scratch: ScratchFolder) throws -> NSDictionary {
        let bytes = try #require(scratch.bytes(scratch.dataFile))
        let top = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let habits = try #require(top["habits"] as? [[String: Any]])
        return habits[index] as NSDictionary
    }

    static let kept: [(String, String)] = [
        ("a days key in a perWeek schedule", #""schedule" : {"days" : ["mon"], "kind" : "perWeek", "times" : 3}"#),
        ("a times key in a days schedule", #""schedule" : {"days" : ["mon"], "kind" : "days", "times" : 3}"#),
        ("an unknown key in a daily schedule", #""schedule" : {"kind" : "daily", "since" : "2026-01-01"}"#),
        ("an unknown key in a goal", #""goal" : {"amount" : 3, "per" : "day", "type" : "atLeast"}"#),
    ]

    @Test(arguments: kept)
    func aKeyThatDoesNotBelongInItsObjectIsKeptThroughAWriteOfAnotherHabit(_ name: String, _ members: String) throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file(members), to: scratch.dataFile)
        let before = try Self.habit(0, of: scratch)

        let outcome = try RealBinary.run(["check", "Other"], in: scratch)

        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try Self.habit(0, of: scratch) == before, "\(name)")
        #expect(try Self.habit(1, of: scratch)["done"] as? [String] == ["\(RealBinary.today)"])
    }

    @Test func aKeptScheduleKeyGoesWhenTheScheduleWritesThatKeyItself() throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file(#""schedule" : {"days" : ["mon"], "kind" : "perWeek", "times" : 3}"#), to: scratch.dataFile)

        let outcome = try RealBinary.run(["edit", "Edited", "--days", "tue,thu"], in: scratch)

        #expect(outcome.status == 0, "\(outcome.stderr)")
        let schedule = try #require(try Self.habit(0, of: scratch)["schedule"] as? [String: Any])
        #expect(schedule["days"] as? [String] == ["tue", "thu"])
        #expect(schedule.count == 2, "no key twice, nothing else: \(schedule)")
    }
}
