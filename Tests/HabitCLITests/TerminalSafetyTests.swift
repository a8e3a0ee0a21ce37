import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// Whatever a person types or a file holds, an error quotes it escaped and shortened: a
/// terminal escape (`ESC ]0;…BEL` retitles the window, `ESC [2J` clears it) never reaches the
/// terminal, and a 100,000-character field is not printed whole.
@Suite(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct TerminalSafetyTests {
    static let title = "\u{1B}]0;pwned\u{7}"
    static let huge = String(repeating: "9", count: 100_000)

    /// Whether `text` holds a control character other than the line ends of its lines.
    static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" }
    }

    @Test(arguments: [
        ["check", title], ["uncheck", title], ["status", title], ["show", title], ["rename", title, "x"],
        ["delete", title, "--yes"], ["chek\u{1B}[2J"], ["check", "Lesen", "--date", title],
        ["show", "--weeks", "\u{1B}[2J"], ["--color", title], ["completion", title], ["help", title],
        ["export", "--format", title], ["check", "--\u{1B}[31mx"], ["add", "x", "--color", title],
        ["list", "--wait", title], ["add", "a\u{1B}b"], ["list", "--as-of", title], ["todo", "x\u{7}"],
        ["import", "/nonexistent/\u{1B}[2J.csv"], ["check", huge], ["check", "Lesen", "--date", huge],
    ])
    func typedTextIsQuotedEscapedAndShort(_ arguments: [String]) throws {
        let scratch = try ScratchFolder()
        try scratch.write(HabitFiles.text([("Lesen", [])]), to: scratch.dataFile)

        let outcome = try RealBinary.run(arguments, in: scratch)

        #expect(outcome.status == 2 || outcome.status == 3)
        #expect(!Self.hasControlCharacters(outcome.stderr), "\(outcome.stderr.debugDescription)")
        #expect(outcome.stderr.filter { $0 == "\n" }.count == 1)  // one line
        #expect(outcome.stderr.count < 600, "\(outcome.stderr.count) characters")
    }

    @Test func anEscapeInATypedNameIsShownWrittenOut() throws {
        let scratch = try ScratchFolder()
        try scratch.write(HabitFiles.text([("Lesen", [])]), to: scratch.dataFile)

        let outcome = try RealBinary.run(["check", Self.title], in: scratch)

        #expect(outcome.stderr == "habit: There is no habit “\\u{1B}]0;pwned\\u{7}”; see all habits with “habit list”.\n")
    }

    @Test(arguments: [
        "name,date\nLesen,2026-01-0\u{1B}]0;x\u{7}\n", "name,date\nLe\u{1B}[2Jsen,2026-01-01\n",
        "name,date\nLesen,\(huge)\n", "name,date\n\(String(repeating: "x", count: 100_000)),2026-01-01\n",
    ])
    func csvFieldsAreQuotedEscapedAndShort(_ csv: String) throws {
        let scratch = try ScratchFolder()
        try scratch.write(csv, to: scratch.file("in.csv"))

        let outcome = try RealBinary.run(["import", scratch.file("in.csv")], in: scratch)

        #expect(outcome.status == 2)
        #expect(!Self.hasControlCharacters(outcome.stderr), "\(outcome.stderr.debugDescription)")
        #expect(outcome.stderr.count < 600, "\(outcome.stderr.count) characters")
    }

    @Test func quotingIsShortAndStable() {
        let once = HabitName.escaped(Self.huge + Self.title, limit: 120)
        #expect(once.count == 120)  // cut, with "…" as the last character
        #expect(once.hasSuffix("…"))
        #expect(HabitName.escaped(once, limit: 120) == once)  // quoting twice changes nothing
        #expect(HabitName.escaped(Self.title, limit: 120) == "\\u{1B}]0;pwned\\u{7}")
    }
}
