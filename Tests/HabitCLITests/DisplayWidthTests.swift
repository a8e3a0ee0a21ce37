import Foundation
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// Display width, as terminals draw text, per grapheme cluster: from the Unicode data in
/// `WidthTable` alone, so these are the answers on every system.
@Suite struct DisplayWidthTests {
    /// A text and the columns a terminal gives it, named for what it shows.
    struct WidthCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let text: String
        let columns: Int
    }

    @Test(
        "the columns of each kind of character",
        arguments: [
            WidthCase(testDescription: "ASCII: a column a letter", text: "Wasser trinken", columns: 14),
            WidthCase(testDescription: "ASCII control characters take none", text: "a\u{7}\u{1B}b\u{7F}", columns: 2),
            WidthCase(testDescription: "a C1 control takes none", text: "a\u{85}b", columns: 2),
            WidthCase(testDescription: "CR LF, one cluster, takes none", text: "a\r\nb", columns: 2),
            WidthCase(testDescription: "CJK ideographs: two each", text: "漢字", columns: 4),
            WidthCase(testDescription: "an ideograph of extension B (plane 2)", text: "\u{20BB7}", columns: 2),
            WidthCase(testDescription: "halfwidth katakana: one each", text: "ｶﾀｶﾅ", columns: 4),
            WidthCase(testDescription: "an emoji with emoji presentation", text: "🏃", columns: 2),
            WidthCase(testDescription: "an emoji of Unicode 15, which glibc 2.36 does not know", text: "\u{1F6DC}", columns: 2),
            WidthCase(testDescription: "a flag", text: "🇫🇷", columns: 2),
            WidthCase(testDescription: "two flags", text: "🇩🇪🇫🇷", columns: 4),
            WidthCase(testDescription: "a lone regional indicator", text: "\u{1F1E9}", columns: 2),
            WidthCase(
                testDescription: "a ZWJ family of four is one picture", text: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}",
                columns: 2),
            WidthCase(testDescription: "a ZWJ sequence with a skin tone", text: "🧑🏽‍🚀", columns: 2),
            WidthCase(testDescription: "combining accents stay in their letter's column", text: "a\u{301}\u{323}", columns: 1),
            WidthCase(testDescription: "an enclosing circle", text: "x\u{20DD}", columns: 1),
            WidthCase(testDescription: "a text symbol stays narrow", text: "\u{2764}", columns: 1),
            WidthCase(testDescription: "VS16 makes a text symbol an emoji", text: "\u{2764}\u{FE0F}", columns: 2),
            WidthCase(testDescription: "VS15 keeps a text symbol text", text: "\u{2764}\u{FE0E}", columns: 1),
            WidthCase(testDescription: "VS15 after an emoji: terminals still draw two", text: "\u{231A}\u{FE0E}", columns: 2),
            WidthCase(testDescription: "a keycap", text: "7\u{FE0F}\u{20E3}", columns: 2),
            WidthCase(testDescription: "a Hangul syllable", text: "한", columns: 2),
            WidthCase(
                testDescription: "Hangul from conjoining jamo: the vowel and final join the initial's columns",
                text: "\u{1112}\u{1161}\u{11AB}", columns: 2),
            WidthCase(testDescription: "a lone medial vowel jamo takes none", text: "\u{1161}", columns: 0),
            WidthCase(testDescription: "the soft hyphen is drawn", text: "Ab\u{AD}end", columns: 6),
            WidthCase(testDescription: "a zero-width joiner between letters", text: "a\u{200D}b", columns: 2),
            WidthCase(testDescription: "a byte-order mark takes none", text: "\u{FEFF}Lesen", columns: 5),
            WidthCase(
                testDescription: "the Arabic number sign spans the digits after it, one cluster with the first",
                text: "\u{600}\u{661}\u{662}", columns: 2),
            WidthCase(testDescription: "the Arabic number sign alone is drawn", text: "\u{600}", columns: 1),
            WidthCase(testDescription: "ambiguous width is narrow", text: "±°", columns: 2),
            WidthCase(testDescription: "private use is narrow", text: "\u{E000}", columns: 1),
        ])
    func widthOfEachKind(_ example: WidthCase) {
        #expect(DisplayWidth.of(example.text) == example.columns)  // what a terminal's cursor moves by
    }

    /// The folder with the Unicode data files the table is generated from (Debian's
    /// `unicode-data`, which `.ci/run` installs).
    static let unicodeData = "/usr/share/unicode"

    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: unicodeData + "/EastAsianWidth.txt")
                && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"),
            "needs the Unicode data files in /usr/share/unicode (apt-get install unicode-data) and python3"))
    func theCheckedInTableIsWhatTheScriptGenerates() throws {
        let root = DocumentationTests.root
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [root + "/scripts/generate-width-table.py", Self.unicodeData, "-"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let generated = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let checkedIn = try Data(contentsOf: URL(fileURLWithPath: root + "/Sources/HabitText/Rendering/WidthTable.swift"))
        #expect(generated == checkedIn)  // run scripts/generate-width-table.py after changing it
    }

    @Test func noSourceAsksTheCLibraryOrTheLocaleForWidths() throws {
        let sources = DocumentationTests.root + "/Sources"
        let files = FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            for word in ["wcwidth", "wcswidth", "setlocale", "@_silgen_name"] {
                #expect(!text.contains(word), "\(file) names \(word)")
            }
        }
    }

    @Test func theTableStartsAtZeroAndAscends() {
        let runs = WidthTable.runs
        #expect(runs.first == 0)  // U+0000, a control character: no column
        #expect(zip(runs, runs.dropFirst()).allSatisfy { $0 >> 8 < $1 >> 8 })  // runs in order, none empty
        #expect(runs.allSatisfy { $0 & 0xFF <= 2 })  // 0, 1 or 2 columns
    }

    @Test(
        "columns a text takes",
        arguments: [
            ("", 0),
            ("Lesen", 5),
            ("Übung", 5),  // precomposed Ü
            ("U\u{308}bung", 5),  // U + combining diaeresis: still one column for Ü
            ("Cafe\u{301}", 4),  // e + combining acute accent
            ("読書", 4),  // CJK: two columns each
            ("日本語のテキスト", 16),  // kanji and kana
            ("한국어", 6),  // Hangul
            ("🧠", 2),  // emoji
            ("🔥 5", 4),  // the streak badge
            ("☕", 2),  // an emoji from the old Miscellaneous Symbols block, wide since Unicode 9
            ("❤️", 2),  // a text symbol made an emoji by U+FE0F
            ("1️⃣", 2),  // a keycap: an ASCII digit, U+FE0F and U+20E3 make one emoji
            ("#️⃣", 2),  // also after # and *
            ("👩‍💻", 2),  // a ZWJ sequence is one picture
            ("👍🏽", 2),  // a skin-tone modifier does not add a column
            ("🇩🇪", 2),  // a flag: two regional indicators, one picture
            ("✓", 1),  // the done mark of the list
            ("○", 1),  // the open ring
            ("●", 1),  // the filled mark
            ("…", 1),  // the ellipsis that shortens names
            ("█░", 2),  // the progress bar's cells
            ("a\u{200B}b", 2),  // a zero-width space takes no column
            ("Ｆｕｌｌ", 8),  // fullwidth Latin
        ])
    func width(_ text: String, _ columns: Int) {
        #expect(DisplayWidth.of(text) == columns)  // what the terminal's cursor moves by
    }

    @Test(
        "padding to a width",
        arguments: [
            ("Lesen", 8, "Lesen   "),
            ("読書", 8, "読書    "),
            ("Cafe\u{301}", 6, "Cafe\u{301}  "),
            ("🧠", 2, "🧠"),
            ("★", 2, "★ "),
            ("toolong", 3, "toolong"),
        ])
    func padded(_ text: String, _ width: Int, _ expected: String) {
        #expect(DisplayWidth.padded(text, to: width) == expected)  // spaces up to the width, never cut
    }

    @Test(
        "shortening with …",
        arguments: [
            ("Meditieren", 10, "Meditieren"),  // fits exactly: unchanged
            ("Meditieren", 9, "Meditier…"),  // one column for the ellipsis
            ("Übungsplan", 6, "Übung…"),
            ("読書読書読書", 7, "読書読…"),  // 3 wide characters and the ellipsis
            ("読書読書読書", 6, "読書…"),  // a wide character never split: one column stays empty
            ("Cafe\u{301} au lait", 5, "Cafe\u{301}…"),  // the accent stays with its e
            ("🧠🧠🧠", 4, "🧠…"),
            ("Lesen", 1, "…"),
            ("Lesen", 0, ""),
        ])
    func truncated(_ text: String, _ width: Int, _ expected: String) {
        let result = DisplayWidth.truncated(text, to: width)
        #expect(result.unicodeScalars.elementsEqual(expected.unicodeScalars))  // the same scalars, no accent lost
        #expect(DisplayWidth.of(result) <= width)  // and it fits
    }

    @Test(
        "the layout width: COLUMNS, else the terminal's, else 80",
        arguments: [
            (["COLUMNS": "40"], 120, 40),
            (["COLUMNS": "40"], nil, 40),
            ([:], 120, 120),
            ([:], nil, 80),
            (["COLUMNS": "0"], nil, 80),
            (["COLUMNS": "-5"], 100, 100),
            (["COLUMNS": "wide"], nil, 80),
            (["COLUMNS": ""], 100, 100),
        ] as [([String: String], Int?, Int)])
    func layoutWidth(_ environment: [String: String], _ terminal: Int?, _ width: Int) {
        let world = World(
            arguments: [], environment: environment, now: Fixed.now, timeZone: Fixed.timeZone, stdoutIsTerminal: terminal != nil,
            stderrIsTerminal: false, terminalColumns: terminal, ask: nil)
        #expect(world.width == width)  // a positive COLUMNS wins
    }
}
