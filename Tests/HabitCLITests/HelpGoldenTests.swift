import Testing

@testable import HabitCLI

/// Help as a person reads it, rendered from the one table of commands and options, in English and
/// German.
@Suite struct HelpGoldenTests {
    private func help(_ arguments: String..., language: String) throws -> Output {
        try TestWorld(environment: ["LANG": language]).run(arguments)
    }

    @Test("habit help: commands, global options, exit codes and the data file")
    func overviewEnglish() throws {
        let expected = """
            habit: check off daily habits in the terminal.

            Usage:
              habit [COMMAND] …

            Commands:
              habit list                  Show every habit with today's progress (the
                                          default).
              habit add NAME              Add a habit.
              habit check NAME…           Mark habits as done today, or on --date.
              habit uncheck NAME…         Remove the done mark for today, or for --date.
              habit toggle NAME           Flip a habit between done and not done.
              habit show [NAME]           Show a habit's streak, record, last 7 days and
                                          recent weeks (without NAME: all).
              habit stats [NAME]          Show statistics: completion rates, streak, record,
                                          best weekday (without NAME: all).
              habit rename NAME NEW_NAME  Give a habit a new name; its history stays.
              habit delete NAME           Delete a habit and its history, after asking.
              habit todo                  List the habits not done today; exit 1 when there
                                          are any.
              habit status NAME           Tell whether a habit is done today or on --date:
                                          exit 0 if so, 1 if not.
              habit names                 Print every habit's name, one per line.
              habit import FILE           Add habits and days from CSV rows name,date or a
                                          JSON export; - reads standard input.
              habit export                Write all habits and days to standard output.
              habit completion SHELL      Print a completion script for bash, zsh or fish.
              habit help [COMMAND]        Show help for all commands or for one.
              habit undo                  Take back the last change (run it again to redo
                                          it).

            Global options:
              --file PATH   Use this data file.
              --color WHEN  Colour the output: auto (default), always or never.
              -h, --help    Show this help.
              --version     Show the version.

            Exit codes:
              0  success
              1  the answer to a query is no
              2  usage error: unknown command or option, missing or bad argument, bad date
              3  the data said no or failed: unknown or ambiguous habit, name taken,
                 unreadable or corrupt file, write failed

            Data file:
              --file PATH, else $HABIT_FILE, else $XDG_DATA_HOME/habit/habits.json, else
                ~/.local/share/habit/habits.json

            Run “habit help COMMAND” for the options of one command.
            """
        let output = try help("help", language: "en_US.UTF-8")
        #expect(output.stdout == expected + "\n")  // exactly what the terminal shows
        #expect(output.stderr.isEmpty)  // help is output, not an error
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("habit --help auf Deutsch")
    func overviewGerman() throws {
        let expected = """
            habit: tägliche Gewohnheiten im Terminal abhaken.

            Aufruf:
              habit [BEFEHL] …

            Befehle:
              habit list                    Alle Gewohnheiten mit dem heutigen Fortschritt
                                            zeigen (Standard).
              habit add NAME                Eine Gewohnheit anlegen.
              habit check NAME…             Gewohnheiten für heute oder --date abhaken.
              habit uncheck NAME…           Das Häkchen für heute oder --date entfernen.
              habit toggle NAME             Eine Gewohnheit zwischen erledigt und offen
                                            umschalten.
              habit show [NAME]             Serie, Rekord, letzte 7 Tage und letzte Wochen
                                            einer Gewohnheit zeigen (ohne NAME: alle).
              habit stats [NAME]            Statistik zeigen: Quoten, Serie, Rekord, bester
                                            Wochentag (ohne NAME: alle).
              habit rename NAME NEUER_NAME  Eine Gewohnheit umbenennen; die Einträge
                                            bleiben.
              habit delete NAME             Eine Gewohnheit samt Einträgen nach Rückfrage
                                            löschen.
              habit todo                    Die heute noch offenen Gewohnheiten auflisten;
                                            Exit-Code 1, wenn es welche gibt.
              habit status NAME             Sagen, ob eine Gewohnheit heute oder am --date
                                            erledigt ist: Exit-Code 0, wenn ja, 1, wenn
                                            nein.
              habit names                   Die Namen aller Gewohnheiten ausgeben, einen pro
                                            Zeile.
              habit import DATEI            Gewohnheiten und Tage aus CSV-Zeilen name,date
                                            oder einem JSON-Export übernehmen; - liest die
                                            Standardeingabe.
              habit export                  Alle Gewohnheiten und Tage auf die
                                            Standardausgabe schreiben.
              habit completion SHELL        Ein Vervollständigungsskript für bash, zsh oder
                                            fish ausgeben.
              habit help [BEFEHL]           Hilfe zu allen Befehlen oder zu einem zeigen.
              habit undo                    Die letzte Änderung zurücknehmen (noch einmal:
                                            wiederherstellen).

            Globale Optionen:
              --file PFAD   Diese Datendatei verwenden.
              --color WANN  Farbige Ausgabe: auto (Standard), always oder never.
              -h, --help    Diese Hilfe zeigen.
              --version     Die Version zeigen.

            Exit-Codes:
              0  Erfolg
              1  die Antwort auf eine Abfrage ist nein
              2  Aufruffehler: unbekannter Befehl oder unbekannte Option, fehlendes oder
                 falsches Argument, falsches Datum
              3  die Daten sagen nein oder sind defekt: unbekannte oder mehrdeutige
                 Gewohnheit, Name vergeben, Datei unlesbar oder beschädigt, Schreiben
                 fehlgeschlagen

            Datendatei:
              --file PFAD, sonst $HABIT_FILE, sonst $XDG_DATA_HOME/habit/habits.json, sonst
                ~/.local/share/habit/habits.json

            „habit help BEFEHL“ zeigt die Optionen eines Befehls.
            """
        let output = try help("--help", language: "de_DE.UTF-8")
        #expect(output.stdout == expected + "\n")  // exactly what the terminal shows
        #expect(output.stderr.isEmpty)  // help is output, not an error
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("habit help add: its own options, and the global ones it does not shadow")
    func addEnglish() throws {
        let expected = """
            Usage:
              habit add NAME [-i, --icon ICON] [-c, --color COLOR]

            Add a habit.

            Options:
              -i, --icon ICON    An emoji or short symbol (default ✅).
              -c, --color COLOR  The habit's colour: red, orange, yellow, green, mint, teal,
                                 cyan, blue, indigo, purple, pink, brown (auto, always and
                                 never still set the output's colour).

            Global options:
              --file PATH  Use this data file.
              -h, --help   Show this help.
              --version    Show the version.
            """
        let output = try help("help", "add", language: "en_US.UTF-8")
        #expect(output.stdout == expected + "\n")  // exactly what the terminal shows
        #expect(output.stderr.isEmpty)  // help is output, not an error
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("habit check -h auf Deutsch")
    func checkGerman() throws {
        let expected = """
            Aufruf:
              habit check NAME… [-d, --date TAG]

            Gewohnheiten für heute oder --date abhaken.

            Optionen:
              -d, --date TAG  Der Tag: JJJJ-MM-TT, heute oder gestern (Standard: heute).

            Globale Optionen:
              --file PFAD   Diese Datendatei verwenden.
              --color WANN  Farbige Ausgabe: auto (Standard), always oder never.
              -h, --help    Diese Hilfe zeigen.
              --version     Die Version zeigen.
            """
        let output = try help("check", "-h", language: "de_DE.UTF-8")
        #expect(output.stdout == expected + "\n")  // exactly what the terminal shows
        #expect(output.stderr.isEmpty)  // help is output, not an error
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("habit delete --help")
    func deleteEnglish() throws {
        let expected = """
            Usage:
              habit delete NAME [-y, --yes]

            Delete a habit and its history, after asking.

            Options:
              -y, --yes  Delete without asking (needed in scripts).

            Global options:
              --file PATH   Use this data file.
              --color WHEN  Colour the output: auto (default), always or never.
              -h, --help    Show this help.
              --version     Show the version.
            """
        let output = try help("delete", "--help", language: "C")
        #expect(output.stdout == expected + "\n")  // exactly what the terminal shows
        #expect(output.stderr.isEmpty)  // help is output, not an error
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("habit help show auf Deutsch")
    func showGerman() throws {
        let expected = """
            Aufruf:
              habit show [NAME] [-w, --weeks N] [--json] [--as-of TAG]

            Serie, Rekord, letzte 7 Tage und letzte Wochen einer Gewohnheit zeigen (ohne
            NAME: alle).

            Optionen:
              -w, --weeks N  Wochen im Kalender, 1 bis 53 (Standard 12 oder so viele, wie
                             passen).
              --json         JSON für Skripte statt Text ausgeben.
              --as-of TAG    Alles so zeigen, wie es an diesem Tag stand: JJJJ-MM-TT, heute
                             oder gestern.

            Globale Optionen:
              --file PFAD   Diese Datendatei verwenden.
              --color WANN  Farbige Ausgabe: auto (Standard), always oder never.
              -h, --help    Diese Hilfe zeigen.
              --version     Die Version zeigen.
            """
        let output = try help("help", "show", language: "de_DE.UTF-8")
        #expect(output.stdout == expected + "\n")  // exactly what the terminal shows
        #expect(output.stderr.isEmpty)  // help is output, not an error
        #expect(output.exitCode == .success)  // exit 0
    }
}
