@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// The main messages, word for word, in English and German: what each change prints, and the
/// errors people meet most. The fixture habits as of Sunday, 29 November 2026; no colour.
@Suite struct MessageGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let command: [String]
        let english: String
        let german: String
        var code = ExitCode.success
        var testDescription: String { "habit " + command.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(command: ["check", "Übung"], english: "✓ Übung — 3 days in a row", german: "✓ Übung — 3 Tage in Folge"),
        Case(
            command: ["check", "Cafe\u{301}", "--date", "yesterday"], english: "✓ Café done yesterday — 2 days in a row",
            german: "✓ Café gestern erledigt — 2 Tage in Folge"),
        Case(
            command: ["check", "読書", "--date", "2026-11-20"], english: "✓ 読書 done on Nov 20, 2026 — 0 days in a row",
            german: "✓ 読書 am 20. Nov. 2026 erledigt — 0 Tage in Folge"),
        Case(
            command: ["check", "Meditieren"], english: "Meditieren was already done today — 5 days in a row",
            german: "Meditieren war heute schon erledigt — 5 Tage in Folge"),
        Case(
            command: ["uncheck", "Meditieren"], english: "Meditieren no longer done today — 4 days in a row",
            german: "Meditieren für heute zurückgenommen — 4 Tage in Folge"),
        Case(
            command: ["uncheck", "Übung", "--date", "2026-11-27"],
            english: "Übung no longer done on Nov 27, 2026 — 1 day in a row",
            german: "Übung für den 27. Nov. 2026 zurückgenommen — 1 Tag in Folge"),
        Case(
            command: ["uncheck", "Übung", "--date", "yesterday"], english: "Übung no longer done yesterday — 0 days in a row",
            german: "Übung für gestern zurückgenommen — 0 Tage in Folge"),
        Case(
            command: ["uncheck", "読書"], english: "読書 was not done today; nothing changed.",
            german: "読書 war heute nicht erledigt; nichts geändert."),
        Case(
            command: ["add", "Lesen", "--icon", "📖"], english: "Added 📖 Lesen; check it off with: habit check Lesen",
            german: "📖 Lesen angelegt; abhaken mit: habit check Lesen"),
        Case(
            command: ["add", "Wasser trinken"],
            english: "Added ✅ Wasser trinken; check it off with: habit check 'Wasser trinken'",
            german: "✅ Wasser trinken angelegt; abhaken mit: habit check 'Wasser trinken'"),
        Case(
            command: ["rename", "Übung", "Sport"], english: "Renamed “Übung” to “Sport”.", german: "„Übung“ heißt jetzt „Sport“."),
        Case(
            command: ["delete", "Übung", "--yes"], english: "Deleted “Übung” and its 2 entries.",
            german: "„Übung“ mit 2 Einträgen gelöscht."),
        Case(
            command: ["delete", "Café", "-y"], english: "Deleted “Café” and its 1 entry.", german: "„Café“ mit 1 Eintrag gelöscht."),
        // errors, on standard error
        Case(
            command: ["check", "Meditiren"], english: "habit: There is no habit “Meditiren”; did you mean “Meditieren”?",
            german: "habit: Es gibt keine Gewohnheit „Meditiren“; meintest du „Meditieren“?", code: .data),
        Case(
            command: ["show", "Schwimmen"], english: "habit: There is no habit “Schwimmen”; see all habits with “habit list”.",
            german: "habit: Es gibt keine Gewohnheit „Schwimmen“; alle Gewohnheiten zeigt „habit list“.", code: .data),
        Case(
            command: ["add", "meditieren"], english: "habit: A habit named “Meditieren” already exists; choose another name.",
            german: "habit: Es gibt schon eine Gewohnheit „Meditieren“; wähle einen anderen Namen.", code: .data),
        Case(
            command: ["check", "Übung", "--date", "2026-11-30"],
            english: "habit: Nov 30, 2026 is in the future (today is Nov 29, 2026); only today or past days can be changed.",
            german:
                "habit: Der 30. Nov. 2026 liegt in der Zukunft (heute ist der 29. Nov. 2026); nur heute und vergangene Tage lassen sich ändern.",
            code: .usage),
        Case(
            command: ["todo", "extra"], english: "habit: “habit todo” takes no arguments, but got “extra”; run it alone: habit todo",
            german: "habit: „habit todo“ nimmt keine Argumente, bekam aber „extra“; rufe es allein auf: habit todo", code: .usage),
        Case(
            command: ["check", "-minus"],
            english:
                "habit: Unknown option “-minus” for “habit check”; a name or text that starts with “-” goes after “--”: habit check -- -minus",
            german:
                "habit: Unbekannte Option „-minus“ für „habit check“; ein Name oder Text, der mit „-“ beginnt, gehört hinter „--“: habit check -- -minus",
            code: .usage),
        Case(
            command: ["check", "Übung", "--date", "2026-02-30"],
            english: "habit: “2026-02-30” does not exist: February 2026 has 28 days; check the day and the month.",
            german: "habit: „2026-02-30“ gibt es nicht: Der Februar 2026 hat 28 Tage; prüfe Tag und Monat.",
            code: .usage),
        Case(
            command: ["check", "Übung", "--date", "someday"],
            english:
                "habit: “someday” is not a day; use YYYY-MM-DD, Nov 26 (or Nov 26, 2026), today, yesterday, a weekday such as Mon, "
                + "or -3 for 3 days ago.",
            german:
                "habit: „someday“ ist kein Tag; verwende JJJJ-MM-TT, 26.11.2026 oder 26.11., heute, gestern, vorgestern, "
                + "einen Wochentag wie Mo oder -3 für vor 3 Tagen.",
            code: .usage),
        Case(
            command: ["chek", "Übung"], english: "habit: Unknown command “chek”; did you mean “check”?",
            german: "habit: Unbekannter Befehl „chek“; meintest du „check“?", code: .usage),
        Case(
            command: ["check", "Übung", "--dat", "today"],
            english: "habit: Unknown option “--dat” for “habit check”; did you mean “--date”?",
            german: "habit: Unbekannte Option „--dat“ für „habit check“; meintest du „--date“?",
            code: .usage),
        Case(
            command: ["check"], english: "habit: “habit check” needs NAME; see “habit help check”.",
            german: "habit: „habit check“ braucht NAME; siehe „habit help check“.", code: .usage),
        Case(
            command: ["delete", "Übung"],
            english:
                "habit: Not deleting “Übung” without confirmation; to delete it from a script, run: habit delete Übung --yes",
            german: "habit: „Übung“ wird ohne Rückfrage nicht gelöscht; in einem Skript so löschen: habit delete Übung --yes",
            code: .usage),
        Case(
            command: ["add", "Lesen", "--color", "lila"],
            english:
                "habit: “lila” is not a colour; choose one of: red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown.",
            german:
                "habit: „lila“ ist keine Farbe; wähle eine von: red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown.",
            code: .usage),
    ]

    @Test("in English", arguments: cases)
    func english(_ example: Case) throws {
        try check(example, language: "en_US.UTF-8", expected: example.english)
    }

    @Test("in German", arguments: cases)
    func german(_ example: Case) throws {
        try check(example, language: "de_DE.UTF-8", expected: example.german)
    }

    private func check(_ example: Case, language: String, expected: String) throws {
        let world = try TestWorld(habits: Fixture.all, environment: ["LANG": language])
        let output = world.run(example.command)
        #expect(output.exitCode == example.code)  // 0 for changes, 2 or 3 for errors
        if example.code == .success {
            #expect(output == Output(stdout: expected + "\n"))  // one line on standard output
        } else {
            #expect(output == Output(stdout: "", stderr: expected + "\n", exitCode: example.code))  // one line on standard error
        }
    }
}
