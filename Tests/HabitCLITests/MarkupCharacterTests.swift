import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// Issue 34: only characters XML allows are kept. A name, note, unit or tag with a character
/// that markup cannot hold (``HabitCore/Swift/Unicode/Scalar/isMarkupSafe``: a noncharacter
/// such as U+FFFF; the controls were refused before) is refused where it is typed or imported,
/// naming the character, exit 2; one a hand-edited data file holds is drawn as U+FFFD, so the
/// report and the SVG still pass a strict XML parser (Python's expat, through minidom) and
/// html5lib's strict mode.
struct MarkupCharacterTests {
    /// U+FDD0 and U+FDEF, the first and the last of the block of noncharacters (which Swift's
    /// literals refuse).
    static let fdd0 = String(Character(Unicode.Scalar(0xFDD0 as UInt32)!))
    static let fdef = String(Character(Unicode.Scalar(0xFDEF as UInt32)!))

    @Test func theSixtySixNoncharactersAndTheControlsAreNotMarkupSafe() {
        let noncharacters = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter(\.isNoncharacter)
        #expect(noncharacters.count == 66)
        let noneSafe = noncharacters.allSatisfy { !$0.isMarkupSafe }
        #expect(noneSafe)
        let controls = (0...0x9F).compactMap(Unicode.Scalar.init).filter { $0.properties.generalCategory == .control }
        #expect(controls.filter(\.isMarkupSafe).map(\.value) == [0x09, 0x0A, 0x0D])  // tab and line breaks only
        for safe in ["a", "ä", "\u{A0}", "\u{FFFD}", "\u{FDCF}", "\u{FDF0}", "\u{1FFFD}", "✅"] {
            let allSafe = safe.unicodeScalars.allSatisfy(\.isMarkupSafe)
            #expect(allSafe, "\(safe)")
        }
    }

    /// Each place text is typed, with the character it holds and the sentence's beginning.
    static let typed: [(arguments: [String], character: String, sentence: String)] = [
        (["add", "Le\u{FFFF}sen"], "U+FFFF", "The name “Le\\u{FFFF}sen” contains U+FFFF"),
        (["rename", "Lesen", "A" + fdd0], "U+FDD0", "The name “A\\u{FDD0}” contains U+FDD0"),
        (["add", "Lauf", "--goal", "2", "--unit", "km\u{FFFE}"], "U+FFFE", "The unit “km\\u{FFFE}” contains U+FFFE"),
        (["edit", "Lesen", "--goal", "2", "--unit", "\u{10FFFF}"], "U+10FFFF", "The unit “\\u{10FFFF}” contains U+10FFFF"),
        (["edit", "Lesen", "--tag", "t\u{1FFFE}"], "U+1FFFE", "“t\\u{1FFFE}” cannot be a tag, as it contains U+1FFFE"),
        (["add", "Lauf", "--tag", "gut," + fdef], "U+FDEF", "“\\u{FDEF}” cannot be a tag"),
        (["note", "Lesen", "x\u{FFFF}"], "U+FFFF", "The note “x\\u{FFFF}” contains U+FFFF"),
        (["log", "Lesen", "1", "--note", "x\u{FFFF}"], "U+FFFF", "The note “x\\u{FFFF}” contains U+FFFF"),
    ]

    @Test(arguments: typed)
    func typedTextWithANoncharacterIsRefusedNamingIt(_ arguments: [String], _ character: String, _ sentence: String) throws {
        let sandbox = try ScriptingSandbox()
        #expect(sandbox.run(["add", "Lesen"]).exitCode == .success)
        let before = try String(contentsOfFile: sandbox.file, encoding: .utf8)
        let output = sandbox.run(arguments)
        #expect(output.exitCode == .usage)
        #expect(output.stderr.hasPrefix("habit: " + sentence), "\(output.stderr)")
        let after = try String(contentsOfFile: sandbox.file, encoding: .utf8)
        #expect(after == before)  // nothing written
        for language in ["de_DE.UTF-8", "fr_FR.UTF-8"] {
            let worded = sandbox.run(arguments, language: language)
            #expect(worded.exitCode == .usage)
            #expect(worded.stderr.contains(" \(character)"), "\(worded.stderr)")  // named in every language
        }
    }

    /// Each importer's file with a noncharacter, and the sentence's part.
    static let imported: [(name: String, file: String, sentence: String)] = [
        ("a name in CSV", "name,date\nLe\u{FFFF}sen,2026-11-01\n", "Line 2: the name “Le\\u{FFFF}sen” contains U+FFFF"),
        ("a note in CSV", "name,date,state,amount,note\nLesen,2026-11-01,done,,a\u{FFFE}\n", "“a\\u{FFFE}” contains U+FFFE"),
        (
            "a name in JSON",
            "{\"habits\": [{\"id\": \"00000000-0000-0000-0000-000000000001\", \"name\": \"Le\\uffffsen\", \"created\": "
                + "\"2026-11-01\", \"color\": \"blue\", \"icon\": \"x\", \"done\": []}], \"version\": 1}",
            "“Le\\u{FFFF}sen” contains U+FFFF"
        ),
        (
            "a tag in JSON",
            "{\"habits\": [{\"id\": \"00000000-0000-0000-0000-000000000001\", \"name\": \"Lesen\", \"created\": "
                + "\"2026-11-01\", \"color\": \"blue\", \"icon\": \"x\", \"done\": [], \"tags\": [\"\\ufdd0\"]}], \"version\": 1}",
            "“\\u{FDD0}” contains U+FDD0"
        ),
    ]

    @Test(arguments: imported)
    func anImportedNoncharacterIsRefusedNamingIt(_ name: String, _ file: String, _ sentence: String) throws {
        let sandbox = try ScriptingSandbox()
        let path = try sandbox.write(file, to: file.hasPrefix("{") ? "import.json" : "import.csv")
        let output = sandbox.run(["import", path])
        #expect(output.exitCode == .usage, "\(name)")
        #expect(output.stderr.contains(sentence), "\(name): \(output.stderr)")
        #expect(output.stderr.hasSuffix("Nothing was imported.\n"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.file))  // nothing written
    }

    /// A data file edited by hand to hold noncharacters in a name, a note, a unit and a tag (the
    /// reader keeps them, as it keeps what older versions wrote).
    static func handEdited() throws -> ScriptingSandbox {
        let sandbox = try ScriptingSandbox()
        try sandbox.write(
            "{\"habits\": [{\"id\": \"00000000-0000-0000-0000-000000000001\", \"name\": \"Le\\uffffsen\\ufdd0\", "
                + "\"created\": \"2026-11-01\", \"color\": \"blue\", \"icon\": \"x\", \"done\": [\"2026-11-02\"], "
                + "\"tags\": [\"t\\ud83f\\udffe\"], \"goal\": {\"type\": \"atLeast\", \"amount\": 2, \"unit\": \"km\\uffff\"}, "
                + "\"amounts\": {\"2026-11-02\": 3}, \"notes\": {\"2026-11-02\": \"n\\ufffe\\udbff\\udfff\"}}], \"version\": 1}\n",
            to: "habits.json")
        return sandbox
    }

    @Test(.enabled(if: MarkupCheck.hasPython, "needs python3"), arguments: ["en_US.UTF-8", "de_DE.UTF-8", "fr_FR.UTF-8"])
    func aHandEditedNoncharacterStillGivesAStrictPage(_ language: String) throws {
        let sandbox = try Self.handEdited()
        let output = sandbox.run(["report"], language: language)
        #expect(output.exitCode == .success, "\(output.stderr)")
        let page = output.stdout
        let unsafe = page.unicodeScalars.filter { !$0.isMarkupSafe }
        #expect(unsafe.isEmpty)
        #expect(page.contains("Le\u{FFFD}sen\u{FFFD}"))  // shown as the replacement character
        #expect(page.contains("n\u{FFFD}\u{FFFD}"))  // the note in the cell's title
        let strict = try MarkupCheck.strictHTML(page)
        #expect(strict.passed, "\(strict.output)")
        for svg in MarkupCheck.inlineSVGs(page) {
            let expat = try Self.python(Self.expatScript, svg)
            #expect(expat.passed, "\(expat.output)")
        }
        let html5lib = try Self.python(Self.html5libScript, page)
        #expect(html5lib.passed, "\(html5lib.output)")
    }

    @Test(.enabled(if: MarkupCheck.hasPython, "needs python3"))
    func aHandEditedNoncharacterStillGivesAnSVGThatExpatReads() throws {
        let sandbox = try Self.handEdited()
        let output = sandbox.run(["export", "--format", "svg", "Le\u{FFFF}sen" + Self.fdd0])
        #expect(output.exitCode == .success, "\(output.stderr)")
        #expect(output.stdout.contains("Days of Le\u{FFFD}sen\u{FFFD}"))
        let expat = try Self.python(Self.expatScript, output.stdout)
        #expect(expat.passed, "\(expat.output)")
    }

    /// Reads standard input with Python's minidom (expat): exit 1 with the problem when it is not
    /// well-formed XML.
    static let expatScript = "import sys, xml.dom.minidom\nxml.dom.minidom.parseString(sys.stdin.buffer.read())\n"

    /// Reads standard input with html5lib's strict parser, which fails on any parse error (a
    /// noncharacter or a control character in the input among them); passes where html5lib is
    /// not installed (Debian's python3-html5lib, which `.ci/run` installs).
    static let html5libScript = """
        import sys
        try:
            import html5lib
        except ImportError:
            sys.exit(0)
        html5lib.HTMLParser(strict=True).parse(sys.stdin.buffer.read().decode("utf-8"))
        """

    /// Runs `script` with python3 on `input`: whether it exited with 0, and what it said.
    static func python(_ script: String, _ input: String) throws -> (passed: Bool, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script]
        let inputPipe = Pipe()
        let output = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let bytes = Data(input.utf8)
        let writer = inputPipe.fileHandleForWriting
        let thread = Thread {
            writer.write(bytes)
            try? writer.close()
        }
        thread.start()
        let text = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus == 0, String(decoding: text, as: UTF8.self))
    }
}
