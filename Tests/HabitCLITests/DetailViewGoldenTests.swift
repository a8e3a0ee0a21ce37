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
        let expected = """
            🧠 Meditieren
            5 days in a row · Record: 12 days (Nov 1, 2026 – Nov 12, 2026)

            Last 7 days
             M  T  W  T  F  S  S
             ○  ○  ●  ●  ●  ●  ●

            ✓ Done today · undo with: habit uncheck Meditieren
            """
        let output = try show("Meditieren", language: "en_US.UTF-8", term: nil, columns: 80)
        #expect(output.stdout.visibleEscapes == expected + "\n")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("German, no colour: Tage in Folge, German dates and weekday letters")
    func meditierenGerman() throws {
        let expected = """
            🧠 Meditieren
            5 Tage in Folge · Rekord: 12 Tage (1. Nov. 2026 – 12. Nov. 2026)

            Letzte 7 Tage
             M  D  M  D  F  S  S
             ○  ○  ●  ●  ●  ●  ●

            ✓ Heute erledigt · rückgängig machen: habit uncheck Meditieren
            """
        let output = try show("Meditieren", language: "de_DE.UTF-8", term: nil, columns: 80)
        #expect(output.stdout.visibleEscapes == expected + "\n")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("English: 1 day in a row, a record of a single day")
    func singularEnglish() throws {
        let expected = """
            ☕ Café
            1 day in a row · Record: 1 day (Nov 29, 2026)

            Last 7 days
             M  T  W  T  F  S  S
                               ●

            ✓ Done today · undo with: habit uncheck Café
            """
        let output = try show("Cafe\u{301}", language: "en_US.UTF-8", term: nil, columns: 80)
        #expect(output.stdout.visibleEscapes == expected + "\n")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("German: 1 Tag in Folge")
    func singularGerman() throws {
        let expected = """
            ☕ Café
            1 Tag in Folge · Rekord: 1 Tag (29. Nov. 2026)

            Letzte 7 Tage
             M  D  M  D  F  S  S
                               ●

            ✓ Heute erledigt · rückgängig machen: habit uncheck Café
            """
        let output = try show("café", language: "de_DE.UTF-8", term: nil, columns: 80)
        #expect(output.stdout.visibleEscapes == expected + "\n")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("German: never done, no record yet")
    func noRecordGerman() throws {
        let expected = """
            📚 読書
            0 Tage in Folge · Rekord: noch keiner

            Letzte 7 Tage
             M  D  M  D  F  S  S
                            ○  ○

            ○ Heute noch offen · abhaken mit: habit check 読書
            """
        let output = try show("読書", language: "de_DE.UTF-8", term: nil, columns: 80)
        #expect(output.stdout.visibleEscapes == expected + "\n")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("English, 256 colours: the title and done days in the habit's blue, open days grey")
    func uebungEnglish256() throws {
        let expected = """
            ␛[1m␛[38;5;33m💪 Übung␛[0m␛[0m
            2 days in a row · Record: 2 days (Nov 27, 2026 – Nov 28, 2026)

            Last 7 days
            ␛[38;5;245m M  T  W  T  F  S  S␛[0m
             ␛[38;5;245m○␛[0m  ␛[38;5;245m○␛[0m  ␛[38;5;245m○␛[0m  ␛[38;5;245m○␛[0m  ␛[38;5;33m●␛[0m  ␛[38;5;33m●␛[0m  ␛[38;5;245m○␛[0m

            ○ Not done yet today · check it off with: habit check Übung

            Last 12 weeks
            ␛[38;5;245m      Oct       Nov␛[0m
            ␛[38;5;245mS␛[0m                     ␛[38;5;245m○␛[0m ␛[1m◌␛[0m
            ␛[38;5;245mM␛[0m                     ␛[38;5;245m○␛[0m
            ␛[38;5;245mT␛[0m                     ␛[38;5;245m○␛[0m
            ␛[38;5;245mW␛[0m                     ␛[38;5;245m○␛[0m
            ␛[38;5;245mT␛[0m                     ␛[38;5;245m○␛[0m
            ␛[38;5;245mF␛[0m                   ␛[38;5;245m○␛[0m ␛[38;5;33m●␛[0m
            ␛[38;5;245mS␛[0m                   ␛[38;5;245m○␛[0m ␛[38;5;33m●␛[0m
            """
        let output = try show("Übung", language: "en_US.UTF-8", term: "xterm-256color", columns: 80)
        #expect(output.stdout.visibleEscapes == expected + "\n")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("German, 16 colours")
    func uebungGerman16() throws {
        let expected = """
            ␛[1m␛[34m💪 Übung␛[0m␛[0m
            2 Tage in Folge · Rekord: 2 Tage (27. Nov. 2026 – 28. Nov. 2026)

            Letzte 7 Tage
            ␛[90m M  D  M  D  F  S  S␛[0m
             ␛[90m○␛[0m  ␛[90m○␛[0m  ␛[90m○␛[0m  ␛[90m○␛[0m  ␛[34m●␛[0m  ␛[34m●␛[0m  ␛[90m○␛[0m

            ○ Heute noch offen · abhaken mit: habit check Übung

            Letzte 12 Wochen
            ␛[90m        Okt.    Nov.␛[0m
            ␛[90mM␛[0m                       ␛[90m○␛[0m
            ␛[90mD␛[0m                       ␛[90m○␛[0m
            ␛[90mM␛[0m                       ␛[90m○␛[0m
            ␛[90mD␛[0m                       ␛[90m○␛[0m
            ␛[90mF␛[0m                     ␛[90m○␛[0m ␛[34m●␛[0m
            ␛[90mS␛[0m                     ␛[90m○␛[0m ␛[34m●␛[0m
            ␛[90mS␛[0m                     ␛[90m○␛[0m ␛[1m◌␛[0m
            """
        let output = try show("ubung", language: "de_DE.UTF-8", term: "screen", columns: 80)
        #expect(output.stdout.visibleEscapes == expected + "\n")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("English, COLUMNS=40: the long name in the title is shortened with …")
    func longNameEnglish40() throws {
        let expected = """
            🏃 Morning run along the river before b…
            11 days in a row
            Record: 11 days (Nov 18, 2026 –
              Nov 28, 2026)

            Last 7 days
             M  T  W  T  F  S  S
             ●  ●  ●  ●  ●  ●  ○

            ○ Not done yet today
            check it off with: habit check 'Morning
              run along the river before breakfast,
              rain or shine'
            """
        let output = try show("Morning", language: "en_US.UTF-8", term: nil, columns: 40)
        #expect(output.stdout.visibleEscapes == expected + "\n")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("show without a name: every habit, one after another")
    func allEnglish() throws {
        let expected = """
            🧠 Meditieren
            5 days in a row · Record: 12 days (Nov 1, 2026 – Nov 12, 2026)

            Last 7 days
             M  T  W  T  F  S  S
             ○  ○  ●  ●  ●  ●  ●

            ✓ Done today · undo with: habit uncheck Meditieren

            💪 Übung
            2 days in a row · Record: 2 days (Nov 27, 2026 – Nov 28, 2026)

            Last 7 days
             M  T  W  T  F  S  S
             ○  ○  ○  ○  ●  ●  ○

            ○ Not done yet today · check it off with: habit check Übung

            📚 読書
            0 days in a row · Record: none yet

            Last 7 days
             M  T  W  T  F  S  S
                            ○  ○

            ○ Not done yet today · check it off with: habit check 読書

            ☕ Café
            1 day in a row · Record: 1 day (Nov 29, 2026)

            Last 7 days
             M  T  W  T  F  S  S
                               ●

            ✓ Done today · undo with: habit uncheck Café

            🏃 Morning run along the river before breakfast, rain or shine
            11 days in a row · Record: 11 days (Nov 18, 2026 – Nov 28, 2026)

            Last 7 days
             M  T  W  T  F  S  S
             ●  ●  ●  ●  ●  ●  ○

            ○ Not done yet today
            check it off with: habit check
              'Morning run along the river before breakfast, rain or shine'
            """
        let output = try show(language: "en_US.UTF-8", columns: 80)
        #expect(output.stdout == expected + "\n")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("show without a name, German, COLUMNS=40")
    func allGerman40() throws {
        let expected = """
            🧠 Meditieren
            5 Tage in Folge
            Rekord: 12 Tage (1. Nov. 2026 –
              12. Nov. 2026)

            Letzte 7 Tage
             M  D  M  D  F  S  S
             ○  ○  ●  ●  ●  ●  ●

            ✓ Heute erledigt
            rückgängig machen: habit uncheck
              Meditieren

            💪 Übung
            2 Tage in Folge
            Rekord: 2 Tage (27. Nov. 2026 –
              28. Nov. 2026)

            Letzte 7 Tage
             M  D  M  D  F  S  S
             ○  ○  ○  ○  ●  ●  ○

            ○ Heute noch offen
            abhaken mit: habit check Übung

            📚 読書
            0 Tage in Folge · Rekord: noch keiner

            Letzte 7 Tage
             M  D  M  D  F  S  S
                            ○  ○

            ○ Heute noch offen
            abhaken mit: habit check 読書

            ☕ Café
            1 Tag in Folge
            Rekord: 1 Tag (29. Nov. 2026)

            Letzte 7 Tage
             M  D  M  D  F  S  S
                               ●

            ✓ Heute erledigt
            rückgängig machen: habit uncheck Café

            🏃 Morning run along the river before b…
            11 Tage in Folge
            Rekord: 11 Tage (18. Nov. 2026 –
              28. Nov. 2026)

            Letzte 7 Tage
             M  D  M  D  F  S  S
             ●  ●  ●  ●  ●  ●  ○

            ○ Heute noch offen
            abhaken mit: habit check 'Morning run
              along the river before breakfast, rain
              or shine'
            """
        let output = try show(language: "de_DE.UTF-8", columns: 40)
        #expect(output.stdout == expected + "\n")  // exactly what the terminal shows
        #expect(output.exitCode == .success)  // exit 0
    }
}
