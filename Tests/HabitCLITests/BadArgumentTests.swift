import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// Arguments `habit` cannot accept get a sentence saying what is wrong and exit code 2 (the
/// command line is wrong) or 3 (the data says no), and the store stays exactly as it was.
///
/// Run in-process at a fixed moment (``TestWorld``); a few cases go through the real binary too,
/// for the exit code and the streams as a shell sees them.
struct BadArgumentTests {
    /// A command line, the exit code it must end with and words the error must contain.
    struct BadArguments: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        let status: Int32
        let problem: String
        var testDescription: String { name }

        init(_ name: String, _ arguments: [String], _ status: Int32, _ problem: String) {
            self.name = name
            self.arguments = arguments
            self.status = status
            self.problem = problem
        }
    }

    static let tomorrow = "\(Fixed.today.next)"
    static let longName = String(repeating: "x", count: 10_000)

    static let cases: [BadArguments] = [
        // Names
        BadArguments("an empty name", ["add", ""], 2, "A habit needs a name"),
        BadArguments("a name of spaces", ["add", "   "], 2, "A habit needs a name"),
        BadArguments("a name of a tab and a newline", ["add", "\t\n"], 2, "A habit needs a name"),
        BadArguments("a newline inside a name", ["add", "Wasser\ntrinken"], 2, "line break or control character"),
        BadArguments("a carriage return inside a name", ["add", "Wasser\rtrinken"], 2, "line break or control character"),
        BadArguments("a bell character in a name", ["add", "Lesen\u{7}"], 2, "line break or control character"),
        BadArguments("an escape sequence in a name", ["add", "\u{1B}[31mRot"], 2, "line break or control character"),
        BadArguments("a line separator in a name", ["add", "Lesen\u{2028}Schreiben"], 2, "line break or control character"),
        BadArguments("a 10,000-character name", ["add", longName], 2, "The name is 10000 characters long; use at most 100."),
        BadArguments("a rename to an empty name", ["rename", "Lesen", " "], 2, "A habit needs a name"),
        BadArguments("a rename to a 10,000-character name", ["rename", "Lesen", longName], 2, "10000 characters long"),
        BadArguments(
            "a rename to a taken name", ["rename", "Lesen", "MEDITIEREN"], 3, "A habit named “Meditieren” already exists"),
        BadArguments("a name that is taken", ["add", "lesen"], 3, "A habit named “Lesen” already exists"),
        BadArguments("an icon with a space", ["add", "Laufen", "--icon", "a b"], 2, "The icon “a b” is not usable"),
        BadArguments("an icon that is too long", ["add", "Laufen", "--icon", "abcdefgh"], 2, "is not usable"),
        // Names that look like options
        BadArguments(
            "a name that looks like a long option", ["add", "--laufen"], 2, "Unknown option “--laufen” for “habit add”"),
        BadArguments("a name that looks like a short option", ["add", "-x"], 2, "Unknown option “-x”"),
        BadArguments("checking a name that looks like an option", ["check", "--lesen"], 2, "Unknown option “--lesen”"),
        BadArguments("an option's value missing", ["check", "Lesen", "--date"], 2, "needs a value"),
        BadArguments("a value for a flag", ["delete", "Lesen", "--yes=no"], 2, "takes no value"),
        // Colours
        BadArguments(
            "an unknown colour", ["add", "Laufen", "--color", "mauve"], 2, "“mauve” is not a colour; choose one of: red,"),
        BadArguments("an empty colour", ["add", "Laufen", "--color", ""], 2, "“” is not a colour"),
        BadArguments("an unknown colour mode", ["list", "--color", "sometimes"], 2, "“sometimes” is not a colour mode"),
        // Dates
        BadArguments("February 30", ["check", "Lesen", "--date", "2026-02-30"], 2, "“2026-02-30” does not exist"),
        BadArguments("February 29 in a common year", ["check", "Lesen", "--date", "2025-02-29"], 2, "February 2025 has 28 days"),
        BadArguments("month 13", ["check", "Lesen", "--date", "2026-13-01"], 2, "is not a day"),
        BadArguments("day 0", ["check", "Lesen", "--date", "2026-11-00"], 2, "does not exist"),
        BadArguments("a two-digit year", ["check", "Lesen", "--date", "26-11-29"], 2, "is not a day"),
        BadArguments("slashes", ["check", "Lesen", "--date", "2026/11/29"], 2, "is not a day"),
        BadArguments("a German date with a two-digit year", ["check", "Lesen", "--date", "29.11.26"], 2, "is not a day"),
        BadArguments("digits and slashes in English", ["check", "Lesen", "--date", "11/26"], 2, "could be month/day or day/month"),
        BadArguments("a date with a time", ["check", "Lesen", "--date", "2026-11-29T10:00"], 2, "is not a day"),
        BadArguments("an empty date", ["check", "Lesen", "--date", ""], 2, "“” is not a day"),
        BadArguments("tomorrow as a word", ["check", "Lesen", "--date", "tomorrow"], 2, "is in the future"),
        BadArguments("a count of days with a letter", ["check", "Lesen", "--date", "-1d"], 2, "“-1d” is not a day"),
        BadArguments("a year with five digits", ["check", "Lesen", "--date", "20260-11-29"], 2, "is not a day"),
        BadArguments("a day before 1900", ["check", "Lesen", "--date", "0226-11-29"], 2, "before 1900"),
        BadArguments("tomorrow as a date", ["check", "Lesen", "--date", tomorrow], 2, "is in the future"),
        BadArguments("tomorrow for uncheck", ["uncheck", "Lesen", "--date", tomorrow], 2, "is in the future"),
        BadArguments("tomorrow for toggle", ["toggle", "Lesen", "-d", tomorrow], 2, "is in the future"),
        // Habits and commands
        BadArguments("an unknown habit", ["check", "Schwimmen"], 3, "There is no habit “Schwimmen”"),
        BadArguments("a typo in a habit", ["check", "Lesn"], 3, "did you mean “Lesen”?"),
        BadArguments("one unknown habit among known ones", ["check", "Lesen", "Schwimmen"], 3, "There is no habit “Schwimmen”"),
        BadArguments("an unknown command", ["chek", "Lesen"], 2, "Unknown command “chek”; did you mean “check”?"),
        BadArguments("delete without a terminal or --yes", ["delete", "Lesen"], 2, "Not deleting “Lesen” without confirmation"),
        BadArguments("an argument for undo", ["undo", "Lesen"], 2, "“habit undo” takes no arguments, but got “Lesen”"),
        BadArguments("too many names for rename", ["rename", "Lesen", "A", "B"], 2, "Unexpected argument “B”"),
    ]

    /// The data file every case starts from.
    static let file = Array(HabitFiles.text([("Lesen", []), ("Meditieren", [])]).utf8)

    @Test(arguments: cases)
    func badArgumentsChangeNothing(_ bad: BadArguments) throws {
        let world = try TestWorld()
        try world.folder.write(Self.file, to: world.file)

        let output = world.run(bad.arguments)

        #expect(output.exitCode.rawValue == bad.status)  // 2 for the command line, 3 for what the data refuses
        #expect(output.stderr.hasPrefix("habit: "))  // the error, on standard error
        #expect(output.stderr.contains(bad.problem), "\(output.stderr)")  // says what is wrong
        #expect(output.stdout == "")  // and nothing else
        // The store is exactly as it was, and no backup was taken of a change that did not happen.
        #expect(world.folder.bytes(world.file) == Self.file)
        #expect(world.folder.bytes(world.file + ".bak") == nil)
    }

    @Test(
        .enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"),
        arguments: [cases[0], cases[11], cases[38], cases[44]])
    func badArgumentsThroughTheRealBinary(_ bad: BadArguments) throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file, to: scratch.dataFile)

        let outcome = try RealBinary.run(bad.arguments, in: scratch)

        #expect(outcome.status == bad.status)  // the exit code a shell sees
        #expect(outcome.stderr.hasPrefix("habit: "))  // the sentence on standard error
        #expect(outcome.stdout == "")  // standard output stays empty
        #expect(scratch.bytes(scratch.dataFile) == Self.file)  // and the file untouched
    }

    @Test func aNameThatLooksLikeAnOptionIsFineAfterTheDoubleDash() throws {
        let world = try TestWorld()

        let add = world.run("add", "--", "--laufen")
        let check = world.run("check", "--", "--laufen")

        #expect(add.exitCode == .success)  // after `--` a name may start with dashes
        #expect(check.exitCode == .success)  // and is found again the same way
        #expect(try world.habits().map(\.name) == ["--laufen"])  // stored as typed
    }
}
