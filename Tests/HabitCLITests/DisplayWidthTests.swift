import HabitTestSupport
import Testing

@testable import HabitCLI

/// Display width, as terminals draw text: from the C library's `wcwidth`, per grapheme cluster.
/// These are the answers on this machine (glibc with a C.UTF-8 locale for LC_CTYPE).
@Suite struct DisplayWidthTests {
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
