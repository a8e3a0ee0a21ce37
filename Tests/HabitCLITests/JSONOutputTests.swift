import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// `habit list --json` and `habit show --json`: stable keys, plain values, no colour, no
/// translation. Today is Sunday, November 29, 2026, in Berlin.
@Suite struct JSONOutputTests {
    /// Meditieren: done November 20–25 and 27–29, so a streak of 3 today and a record of 6.
    static let meditieren = ScriptingFixtures.habit(
        1, "Meditieren", icon: "🧠", color: .purple, created: "2026-11-01",
        done: ScriptingFixtures.days("2026-11-20", through: "2026-11-25")
            + ScriptingFixtures.days("2026-11-27", through: "2026-11-29"))
    /// Lesen: created yesterday, never done.
    static let lesen = ScriptingFixtures.habit(2, "Lesen", icon: "📚", color: .blue, created: "2026-11-28")

    static let expectedKeys = [
        "amountToday", "archived", "color", "completions", "created", "doneToday", "dueToday", "icon", "id", "lastSevenDays",
        "longestStreak", "name", "notes", "paused", "position", "reminders", "schedule", "streak", "streakUnit",
        "strength", "tags",
    ]

    @Test func showOneHabitIsTheDocumentedObject() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.meditieren, Self.lesen])
        let output = sandbox.run(["show", "Meditieren", "--json"])
        let golden = """
            {
              "amountToday" : null,
              "archived" : false,
              "color" : "purple",
              "completions" : 9,
              "created" : "2026-11-01",
              "doneToday" : true,
              "dueToday" : true,
              "icon" : "🧠",
              "id" : "00000000-0000-0000-0000-000000000001",
              "lastSevenDays" : [
                {
                  "amount" : null,
                  "date" : "2026-11-23",
                  "done" : true,
                  "state" : "done"
                },
                {
                  "amount" : null,
                  "date" : "2026-11-24",
                  "done" : true,
                  "state" : "done"
                },
                {
                  "amount" : null,
                  "date" : "2026-11-25",
                  "done" : true,
                  "state" : "done"
                },
                {
                  "amount" : null,
                  "date" : "2026-11-26",
                  "done" : false,
                  "state" : "missed"
                },
                {
                  "amount" : null,
                  "date" : "2026-11-27",
                  "done" : true,
                  "state" : "done"
                },
                {
                  "amount" : null,
                  "date" : "2026-11-28",
                  "done" : true,
                  "state" : "done"
                },
                {
                  "amount" : null,
                  "date" : "2026-11-29",
                  "done" : true,
                  "state" : "done"
                }
              ],
              "longestStreak" : {
                "end" : "2026-11-25",
                "length" : 6,
                "start" : "2026-11-20"
              },
              "name" : "Meditieren",
              "notes" : [],
              "paused" : false,
              "position" : 1,
              "reminders" : [],
              "schedule" : {
                "kind" : "daily"
              },
              "streak" : 3,
              "streakUnit" : "day",
              "strength" : 0.369022445583684,
              "tags" : []
            }

            """
        #expect(output.stdout == golden)  // keys sorted, days oldest first, the record Nov 20–25
        #expect(output.stderr.isEmpty)  // nothing but the JSON
        #expect(output.exitCode == .success)  // found and printed
    }

    @Test func listIsAnArrayOfTheSameObjectsInListOrder() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.meditieren, Self.lesen])
        let output = sandbox.run(["list", "--json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 2)  // one object per habit
        #expect(array.map { $0["name"] as? String } == ["Meditieren", "Lesen"])  // in the list's order
        #expect(array.allSatisfy { $0.keys.sorted() == Self.expectedKeys })  // every object has exactly the documented keys
        let lesen = array[1]
        #expect(lesen["longestStreak"] is NSNull)  // never done: the record is null
        #expect(lesen["streak"] as? Int == 0)  // no streak
        #expect(lesen["doneToday"] as? Bool == false)  // open today
        #expect(lesen["completions"] as? Int == 0)  // no days
        #expect(lesen["created"] as? String == "2026-11-28")  // the day it was created
        #expect((lesen["lastSevenDays"] as? [[String: Any]])?.count == 7)  // always seven days
    }

    @Test func showWithoutANameIsAnArrayLikeList() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.meditieren, Self.lesen])
        let show = sandbox.run(["show", "--json"])
        let list = sandbox.run(["list", "--json"])
        #expect(show.stdout == list.stdout)  // all habits, the same objects
        #expect(show.stdout.hasPrefix("[\n"))  // an array
    }

    @Test func anEmptyStoreIsAnEmptyArray() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([])
        #expect(sandbox.run(["list", "--json"]).stdout == "[]\n")  // no habits
        #expect(sandbox.run(["show", "--json"]).stdout == "[]\n")  // the same for show
    }

    struct Variant: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let arguments: [String]
        let language: String
    }

    @Test(arguments: [
        Variant(testDescription: "--color always", arguments: ["list", "--json", "--color", "always"], language: "en_US.UTF-8"),
        Variant(testDescription: "German", arguments: ["list", "--json"], language: "de_DE.UTF-8"),
        Variant(testDescription: "German with colour", arguments: ["list", "--color=always", "--json"], language: "de"),
    ])
    func neitherColourNorLanguageChangeTheJSON(_ variant: Variant) throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.meditieren, Self.lesen])
        let plain = sandbox.run(["list", "--json"])
        let varied = sandbox.run(variant.arguments, language: variant.language)
        #expect(varied.stdout == plain.stdout)  // byte for byte the same JSON
        #expect(!varied.stdout.contains("\u{1B}"))  // no escape sequences at all
    }

    @Test func namesAreEscapedAsJSONStrings() throws {
        let sandbox = try ScriptingSandbox()
        let name = #"Say "hi" \ back"#
        try sandbox.seed([ScriptingFixtures.habit(3, name, created: "2026-11-01")])
        let output = sandbox.run(["show", name, "--json"])
        #expect(output.stdout.contains(#""name" : "Say \"hi\" \\ back""#))  // quote and backslash escaped
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(object["name"] as? String == name)  // and read back unchanged
    }

    @Test func anUnknownHabitIsADataErrorWithoutJSON() throws {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed([Self.meditieren])
        let output = sandbox.run(["show", "Laufen", "--json"])
        #expect(output.exitCode == .data)  // exit 3, as for every unknown habit
        #expect(output.stdout.isEmpty)  // no half an answer on standard output
        #expect(output.stderr.contains("There is no habit “Laufen”"))  // the reason on standard error
    }

    struct ParseCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let arguments: [String]
        let command: any HabitCommand
    }

    @Test(arguments: [
        ParseCase(testDescription: "plain list", arguments: ["list"], command: ListCommand(options: ViewOptions())),
        ParseCase(testDescription: "plain show", arguments: ["show", "Lesen"], command: ShowCommand(name: "Lesen", options: ViewOptions())),
        ParseCase(
            testDescription: "list --json", arguments: ["list", "--json"],
            command: ListCommand(options: ViewOptions(json: true))),
        ParseCase(
            testDescription: "show NAME --json", arguments: ["show", "--json", "Lesen"],
            command: ShowCommand(name: "Lesen", options: ViewOptions(json: true))),
        ParseCase(
            testDescription: "show --json without a name", arguments: ["show", "--json"],
            command: ShowCommand(name: nil, options: ViewOptions(json: true))),
    ])
    func parsing(_ parse: ParseCase) throws {
        #expect(ArgumentParser.parse(parse.arguments).command == .success(parse.command))  // the request as typed
    }

    @Test func jsonIsNotAnOptionOfOtherCommands() {
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["check", "--json"]).command.get() }  // only the views print JSON
    }
}
