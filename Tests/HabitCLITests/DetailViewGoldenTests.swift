import HabitCore
import Testing

@testable import HabitCLI

/// `habit show` as a person sees it: the tutorial's detail screen in text, in English and German,
/// with and without colour. "Today" is Sunday, 29 November 2026, so the week row runs from Monday
/// the 23rd on the left to Sunday the 29th on the right. Colour codes are shown as "␛[…m".
@Suite struct DetailViewGoldenTests {
    /// `habit show` with the fixture habits; `term` nil means standard output is not a terminal.
    private func show(_ arguments: String..., language: String, term: String? = nil, columns: Int = 80) throws -> Output {
        var world = try TestWorld(
            habits: Fixture.all, environment: ["LANG": language, "TERM": term ?? "xterm-256color", "COLUMNS": String(columns)])
        world.stdoutIsTerminal = term != nil
        return world.run(["show"] + arguments)
    }

    @Test("English, no colour: streak, record with dates, week row, done today with the undo command")
    func meditierenEnglish() throws {
        let output = try show("Meditieren", language: "en_US.UTF-8", term: nil, columns: 80)
        Golden.expect(output.stdout.visibleEscapes, is: "DetailView/meditierenEnglish")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("German, no colour: Tage in Folge, German dates and weekday letters")
    func meditierenGerman() throws {
        let output = try show("Meditieren", language: "de_DE.UTF-8", term: nil, columns: 80)
        Golden.expect(output.stdout.visibleEscapes, is: "DetailView/meditierenGerman")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("English: 1 day in a row, a record of a single day")
    func singularEnglish() throws {
        let output = try show("Cafe\u{301}", language: "en_US.UTF-8", term: nil, columns: 80)
        Golden.expect(output.stdout.visibleEscapes, is: "DetailView/singularEnglish")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("German: 1 Tag in Folge")
    func singularGerman() throws {
        let output = try show("café", language: "de_DE.UTF-8", term: nil, columns: 80)
        Golden.expect(output.stdout.visibleEscapes, is: "DetailView/singularGerman")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("German: never done, no record yet")
    func noRecordGerman() throws {
        let output = try show("読書", language: "de_DE.UTF-8", term: nil, columns: 80)
        Golden.expect(output.stdout.visibleEscapes, is: "DetailView/noRecordGerman")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("English, 256 colours: the title and done days in the habit's blue, open days grey")
    func uebungEnglish256() throws {
        let output = try show("Übung", language: "en_US.UTF-8", term: "xterm-256color", columns: 80)
        Golden.expect(output.stdout.visibleEscapes, is: "DetailView/uebungEnglish256")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("German, 16 colours")
    func uebungGerman16() throws {
        let output = try show("ubung", language: "de_DE.UTF-8", term: "screen", columns: 80)
        Golden.expect(output.stdout.visibleEscapes, is: "DetailView/uebungGerman16")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("English, COLUMNS=40: the long name in the title is shortened with …")
    func longNameEnglish40() throws {
        let output = try show("Morning", language: "en_US.UTF-8", term: nil, columns: 40)
        Golden.expect(output.stdout.visibleEscapes, is: "DetailView/longNameEnglish40")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("show without a name: every habit, one after another")
    func allEnglish() throws {
        let output = try show(language: "en_US.UTF-8", columns: 80)
        Golden.expect(output.stdout, is: "DetailView/allEnglish")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("show without a name, German, COLUMNS=40")
    func allGerman40() throws {
        let output = try show(language: "de_DE.UTF-8", columns: 40)
        Golden.expect(output.stdout, is: "DetailView/allGerman40")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }
}
