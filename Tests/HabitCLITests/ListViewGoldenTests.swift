import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `habit list` as a person sees it, in English and German, without colour and with 256 or 16
/// colours, at 80 and at 40 columns. The five fixture habits (see `TestWorld.swift`) mix ASCII, an
/// umlaut, CJK, a combining accent and a 60-character name; "today" is Sunday, 29 November 2026.
/// Colour codes are shown as "␛[…m".
@Suite struct ListViewGoldenTests {
    static let screens: [GoldenScreen] = [
        GoldenScreen(
            title: "English, no colour, 80 columns: badges line up after the longest name", golden: "ListView/englishPlain80",
            arguments: ["list"], columns: 80),
        GoldenScreen(
            title: "German, no colour, 80 columns", golden: "ListView/germanPlain80", arguments: ["list"],
            language: "de_DE.UTF-8", columns: 80),
        GoldenScreen(
            title: "English, no colour, COLUMNS=40: the long name is shortened with …", golden: "ListView/englishPlain40",
            arguments: ["list"], columns: 40),
        GoldenScreen(
            title: "German, no colour, COLUMNS=40", golden: "ListView/germanPlain40", arguments: ["list"], language: "de_AT",
            columns: 40),
        GoldenScreen(
            title: "English, 256 colours, COLUMNS=40: done marks in each habit's colour, open rings grey",
            golden: "ListView/english256At40", arguments: ["list"], term: "xterm-256color", columns: 40),
        GoldenScreen(
            title: "German, 256 colours, 80 columns", golden: "ListView/german256At80", arguments: ["list"],
            language: "de_DE.UTF-8", term: "xterm-256color", columns: 80),
        GoldenScreen(
            title: "English, 16 colours where TERM has no 256", golden: "ListView/english16At80", arguments: ["list"],
            term: "xterm", columns: 80),
        GoldenScreen(
            title: "German, 16 colours, COLUMNS=40", golden: "ListView/german16At40", arguments: ["list"], language: "de",
            term: "linux", columns: 40),
        // `habit` alone is `habit list`; with no habits it says how to start.
        GoldenScreen(title: "German empty state", golden: "ListView/germanEmpty", arguments: [], language: "de_DE.UTF-8", habits: []),
        // Names start in one column, and so do the badges.
        GoldenScreen(
            title: "icons narrower or wider than an emoji keep the columns in line", golden: "ListView/iconWidths",
            arguments: ["list"],
            habits: [("★", "Lesen"), ("🧘", "Yoga"), ("abc", "Laufen"), ("🇩🇪", "Deutsch")].enumerated().map { index, pair in
                Habit(
                    id: fixtureID(30 + index), name: pair.1, icon: pair.0, color: .teal, created: day("2026-11-01"),
                    completions: days("2026-11-29", "2026-11-29"))
            }),
    ]

    @Test("each screen of the list, word for word", arguments: screens)
    func golden(_ screen: GoldenScreen) throws {
        try screen.expectGolden()
    }

    /// Three habits of which `done` are done today.
    private static func habits(done: Int) -> [Habit] {
        (0..<3).map { index in
            Habit(
                id: fixtureID(20 + index), name: ["A", "B", "C"][index], icon: "★", color: .green, created: day("2026-11-01"),
                completions: index < done ? [Fixed.today] : [])
        }
    }

    @Test(
        "the heading and the progress bar",
        arguments: [
            (0, 80, "0 of 3 done today", "░░░░░░░░░░░░░░░░░░░░░░░░   0%"),
            (1, 80, "1 of 3 done today", "████████░░░░░░░░░░░░░░░░  33%"),
            (2, 80, "2 of 3 done today", "████████████████░░░░░░░░  67%"),
            (3, 80, "3 of 3 done today", "████████████████████████ 100%"),
            (1, 20, "1 of 3 done today", "█████░░░░░░░░░  33%"),
            (2, 8, "2 of 3\ndone\ntoday", "███░  67%"),  // the heading wraps at spaces
        ])
    func progress(_ done: Int, _ width: Int, _ heading: String, _ bar: String) {
        let presentation = Presentation(language: LanguageTable.english, style: .plain, errorStyle: .plain, width: width)
        let lines = ListView.render(Self.habits(done: done), today: Fixed.today, presentation: presentation)
        let headingLines = heading.components(separatedBy: "\n")
        #expect(Array(lines.prefix(headingLines.count)) == headingLines)  // done of total, in words
        #expect(lines[headingLines.count] == bar)  // 24 cells at most, 5 columns to spare for the percentage, never under 4 cells
    }

    @Test("one badge column and no line wider than the terminal, at every width", arguments: [24, 30, 40, 55, 80, 120])
    func alignment(_ width: Int) throws {
        let presentation = Presentation(language: LanguageTable.german, style: .plain, errorStyle: .plain, width: width)
        let lines = ListView.render(Fixture.all, today: Fixed.today, presentation: presentation).drop { !$0.isEmpty }
        let badgeColumns = Set(
            lines.compactMap { line in line.range(of: "🔥").map { DisplayWidth.of(String(line[..<$0.lowerBound])) } })
        #expect(badgeColumns.count == 1)  // every 🔥 starts in the same column, whatever the names are made of
        #expect(lines.allSatisfy { DisplayWidth.of($0) < width })  // nothing wraps: one column to spare
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })  // no trailing spaces after a name without a badge
    }
}
