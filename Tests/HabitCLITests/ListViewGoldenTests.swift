import HabitCore
import HabitTestSupport
import Testing

@testable import HabitCLI

/// `habit list` as a person sees it, in English and German, without colour and with 256 or 16
/// colours, at 80 and at 40 columns. The five fixture habits (see `TestWorld.swift`) mix ASCII, an
/// umlaut, CJK, a combining accent and a 60-character name; "today" is Sunday, 29 November 2026.
/// Colour codes are shown as "␛[…m".
@Suite struct ListViewGoldenTests {
    /// `habit list` with the fixture habits; `term` nil means standard output is not a terminal.
    private func list(language: String, term: String?, columns: Int) throws -> Output {
        var world = try TestWorld(
            habits: Fixture.all, environment: ["LANG": language, "TERM": term ?? "xterm-256color", "COLUMNS": String(columns)])
        world.stdoutIsTerminal = term != nil
        return world.run("list")
    }

    @Test("English, no colour, 80 columns: badges line up after the longest name")
    func englishPlain80() throws {
        let output = try list(language: "en_US.UTF-8", term: nil, columns: 80)
        Golden.expect(output.stdout.visibleEscapes, is: "ListView/englishPlain80")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("German, no colour, 80 columns")
    func germanPlain80() throws {
        let output = try list(language: "de_DE.UTF-8", term: nil, columns: 80)
        Golden.expect(output.stdout.visibleEscapes, is: "ListView/germanPlain80")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("English, no colour, COLUMNS=40: the long name is shortened with …")
    func englishPlain40() throws {
        let output = try list(language: "en_US.UTF-8", term: nil, columns: 40)
        Golden.expect(output.stdout.visibleEscapes, is: "ListView/englishPlain40")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("German, no colour, COLUMNS=40")
    func germanPlain40() throws {
        let output = try list(language: "de_AT", term: nil, columns: 40)
        Golden.expect(output.stdout.visibleEscapes, is: "ListView/germanPlain40")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("English, 256 colours, COLUMNS=40: done marks in each habit's colour, open rings grey")
    func english256At40() throws {
        let output = try list(language: "en_US.UTF-8", term: "xterm-256color", columns: 40)
        Golden.expect(output.stdout.visibleEscapes, is: "ListView/english256At40")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("German, 256 colours, 80 columns")
    func german256At80() throws {
        let output = try list(language: "de_DE.UTF-8", term: "xterm-256color", columns: 80)
        Golden.expect(output.stdout.visibleEscapes, is: "ListView/german256At80")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("English, 16 colours where TERM has no 256")
    func english16At80() throws {
        let output = try list(language: "en_US.UTF-8", term: "xterm", columns: 80)
        Golden.expect(output.stdout.visibleEscapes, is: "ListView/english16At80")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("German, 16 colours, COLUMNS=40")
    func german16At40() throws {
        let output = try list(language: "de", term: "linux", columns: 40)
        Golden.expect(output.stdout.visibleEscapes, is: "ListView/german16At40")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("German empty state")
    func germanEmpty() throws {
        let world = try TestWorld(habits: [], environment: ["LANG": "de_DE.UTF-8"])
        Golden.expect(world.run().stdout, is: "ListView/germanEmpty")  // says how to start
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
        let presentation = Presentation(language: English(), style: .plain, errorStyle: .plain, width: width)
        let lines = ListView.render(Self.habits(done: done), today: Fixed.today, presentation: presentation)
        let headingLines = heading.components(separatedBy: "\n")
        #expect(Array(lines.prefix(headingLines.count)) == headingLines)  // done of total, in words
        #expect(lines[headingLines.count] == bar)  // 24 cells at most, 5 columns to spare for the percentage, never under 4 cells
    }

    @Test("one badge column and no line wider than the terminal, at every width", arguments: [24, 30, 40, 55, 80, 120])
    func alignment(_ width: Int) throws {
        let presentation = Presentation(language: German(), style: .plain, errorStyle: .plain, width: width)
        let lines = ListView.render(Fixture.all, today: Fixed.today, presentation: presentation).drop { !$0.isEmpty }
        let badgeColumns = Set(
            lines.compactMap { line in line.range(of: "🔥").map { DisplayWidth.of(String(line[..<$0.lowerBound])) } })
        #expect(badgeColumns.count == 1)  // every 🔥 starts in the same column, whatever the names are made of
        #expect(lines.allSatisfy { DisplayWidth.of($0) < width })  // nothing wraps: one column to spare
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })  // no trailing spaces after a name without a badge
    }

    @Test("icons narrower or wider than an emoji keep the columns in line")
    func iconWidths() throws {
        let habits = [("★", "Lesen"), ("🧘", "Yoga"), ("abc", "Laufen"), ("🇩🇪", "Deutsch")].enumerated().map { index, pair in
            Habit(
                id: fixtureID(30 + index), name: pair.1, icon: pair.0, color: .teal, created: day("2026-11-01"),
                completions: days("2026-11-29", "2026-11-29"))
        }
        let output = try TestWorld(habits: habits).run("list")
        Golden.expect(output.stdout, is: "ListView/iconWidths")  // names start in one column, and so do the badges
    }
}
