import Foundation
@testable import HabitSystem
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

/// Where the data lives: `--file`, then `HABIT_FILE`, then an absolute `XDG_DATA_HOME`, then
/// `HOME`. Pure: these tests only compute paths and touch no file.
@Suite struct StoreLocationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        var file: String? = nil
        let environment: [String: String]
        let path: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "--file overrides everything", file: "/data/mine.json",
            environment: ["HABIT_FILE": "/env/h.json", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ada"], path: "/data/mine.json"),
        Case(name: "--file may be relative", file: "habits.json", environment: ["HOME": "/home/ada"], path: "habits.json"),
        Case(
            name: "an empty --file falls through to HABIT_FILE", file: "", environment: ["HABIT_FILE": "/env/h.json"],
            path: "/env/h.json"),
        Case(
            name: "HABIT_FILE over XDG_DATA_HOME and HOME",
            environment: ["HABIT_FILE": "/env/h.json", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ada"], path: "/env/h.json"),
        Case(name: "HABIT_FILE may be relative", environment: ["HABIT_FILE": "sub/h.json"], path: "sub/h.json"),
        Case(
            name: "an empty HABIT_FILE is ignored", environment: ["HABIT_FILE": "", "HOME": "/home/ada"],
            path: "/home/ada/.local/share/habit/habits.json"),
        Case(
            name: "an absolute XDG_DATA_HOME over HOME", environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/ada"],
            path: "/xdg/habit/habits.json"),
        Case(
            name: "a trailing slash on XDG_DATA_HOME", environment: ["XDG_DATA_HOME": "/xdg/"], path: "/xdg/habit/habits.json"),
        Case(
            name: "a relative XDG_DATA_HOME is ignored, as the spec says",
            environment: ["XDG_DATA_HOME": "relative/data", "HOME": "/home/ada"], path: "/home/ada/.local/share/habit/habits.json"
        ),
        Case(
            name: "an empty XDG_DATA_HOME is ignored", environment: ["XDG_DATA_HOME": "", "HOME": "/home/ada"],
            path: "/home/ada/.local/share/habit/habits.json"),
        Case(name: "HOME alone", environment: ["HOME": "/home/ada"], path: "/home/ada/.local/share/habit/habits.json"),
        Case(name: "HOME with a trailing slash", environment: ["HOME": "/"], path: "/.local/share/habit/habits.json"),
    ]

    @Test("the data file's path", arguments: cases)
    func path(_ example: Case) throws {
        let path = try StoreLocation.resolve(fileOption: example.file, environment: example.environment)
        #expect(path == example.path)  // the first rule that applies decides
    }

    @Test(
        "no HOME, no HABIT_FILE, no absolute XDG_DATA_HOME: nowhere to put the data",
        arguments: [
            [:], ["HOME": ""], ["XDG_DATA_HOME": "data"],
        ] as [[String: String]])
    func noHome(_ environment: [String: String]) {
        #expect(throws: StoreError.noHome) {  // refused rather than writing somewhere surprising
            try StoreLocation.resolve(fileOption: nil, environment: environment)
        }
    }

    @Test("a relative HOME is refused as not absolute, not as missing")
    func relativeHome() {
        #expect(throws: StoreError.homeNotAbsolute(home: "relative/home")) {
            try StoreLocation.resolve(fileOption: nil, environment: ["HOME": "relative/home"])
        }
    }

    @Test("no HOME is a data error that says how to set the path")
    func noHomeMessage() throws {
        let world = try TestWorld(environment: ["HABIT_FILE": "", "HOME": ""])
        let output = world.run("list")
        #expect(output.exitCode == .data)  // exit 3
        #expect(output.stdout.isEmpty)  // nothing on standard output
        #expect(
            output.stderr
                == "habit: Cannot tell where the data lives because HOME is not set; set HABIT_FILE to the data file's path or use --file PATH.\n"
        )  // one sentence that names both ways out
    }

    @Test("no HOME, or a relative one, is said in one sentence in every language", arguments: ["en_US.UTF-8", "de_DE.UTF-8", "fr_FR.UTF-8"])
    func noHomeIsOneSentence(_ language: String) throws {
        for home in ["", "relative/home"] {
            let world = try TestWorld(environment: ["HABIT_FILE": "", "HOME": home, "LANG": language])
            let stderr = world.run("list").stderr
            let sentence = try #require(stderr.split(separator: "\n").first)
            #expect(stderr == sentence + "\n")  // one line
            #expect(sentence.hasSuffix("."))  // ending with its full stop
            #expect(!sentence.dropLast().contains(". "))  // and no other sentence before it
        }
    }

    @Test("--file wins over HABIT_FILE when the program runs")
    func fileOptionInProgram() throws {
        let world = try TestWorld()
        let other = world.folder.file("other/elsewhere.json")
        let output = world.run("add", "Lesen", "--file", other)
        #expect(output.exitCode == .success)  // added
        #expect(world.folder.text("other/elsewhere.json")?.contains("\"Lesen\"") == true)  // into the --file
        #expect(world.folder.text("habits.json") == nil)  // and not into HABIT_FILE
    }

    @Test("XDG_DATA_HOME and HOME are used when the program runs, folders created on first write")
    func xdgAndHomeInProgram() throws {
        var xdg = try TestWorld()
        xdg.environment = ["XDG_DATA_HOME": xdg.folder.file("xdg"), "HOME": xdg.folder.file("home"), "LANG": "C"]
        #expect(xdg.run("add", "Lesen").exitCode == .success)  // added
        #expect(xdg.folder.text("xdg/habit/habits.json")?.contains("\"Lesen\"") == true)  // under XDG_DATA_HOME/habit
        #expect(xdg.folder.contents().contains("home") == false)  // HOME was not used

        var home = try TestWorld()
        home.environment = ["XDG_DATA_HOME": "not/absolute", "HOME": home.folder.file("home"), "LANG": "C"]
        #expect(home.run("add", "Lesen").exitCode == .success)  // added
        #expect(home.folder.text("home/.local/share/habit/habits.json")?.contains("\"Lesen\"") == true)  // under HOME
        #expect(FileManager.default.fileExists(atPath: "not/absolute") == false)  // the relative XDG_DATA_HOME was ignored
    }
}
