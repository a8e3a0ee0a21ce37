import Foundation
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// Three measured habits (a goal, a limit, a weekly goal) through the built `habit` binary, on the fixed clock
/// (`HABIT_NOW`: Sunday, 29 November 2026, 11:00 UTC; the runs are in UTC unless a test sets TZ).
@Suite(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct AmountBinaryTests {
    private func run(_ arguments: [String], in scratch: ScratchFolder, _ extra: [String: String] = [:]) throws -> RealBinary.Outcome {
        try RealBinary.run(arguments, in: scratch, environment: RealBinary.environment(for: scratch).merging(extra) { $1 })
    }

    struct Example: Sendable, CustomTestStringConvertible {
        let language: String
        let added: [String]
        let logged: [String]
        let badAmount: String
        var testDescription: String { language }
    }

    @Test(
        "A goal, a limit and a weekly goal end to end, in English, German and French",
        arguments: [
            Example(
                language: "C.UTF-8",
                added: [
                    "Added ✅ Wasser trinken: at least 8 Gläser a day; record amounts with: habit log 'Wasser trinken' 1\n",
                    "Added ✅ Kaffee: at most 2 Tassen a day; record amounts with: habit log Kaffee 1\n",
                    "Added ✅ Laufen: at least 20 km a week; record amounts with: habit log Laufen 1\n",
                ],
                logged: [
                    "Wasser trinken: 5/8 Gläser today\n", "Kaffee: 3/2 Tassen today, over the limit\n",
                    "Laufen: 12.5 km yesterday, 12.5/20 km this week\n",
                ],
                badAmount: "habit: “2.5.1” is not a number; write digits, with digits on both sides of a “.” or “,”, such as 0.5.\n"),
            Example(
                language: "de_DE.UTF-8",
                added: [
                    "✅ Wasser trinken angelegt: mindestens 8 Gläser am Tag; Mengen eintragen mit: habit log 'Wasser trinken' 1\n",
                    "✅ Kaffee angelegt: höchstens 2 Tassen am Tag; Mengen eintragen mit: habit log Kaffee 1\n",
                    "✅ Laufen angelegt: mindestens 20 km pro Woche; Mengen eintragen mit: habit log Laufen 1\n",
                ],
                logged: [
                    "Wasser trinken heute: 5/8 Gläser\n", "Kaffee heute: 3/2 Tassen, über dem Limit\n",
                    "Laufen gestern: 12,5 km, diese Woche 12,5/20 km\n",
                ],
                badAmount: "habit: „2.5.1“ ist keine Zahl; gib Ziffern an, mit Ziffern auf beiden Seiten eines „,“ oder „.“, etwa 0,5.\n"),
            Example(
                language: "fr_FR.UTF-8",
                added: [
                    "Habitude ✅ Wasser trinken ajoutée\u{00A0}: au moins 8 Gläser par jour\u{202F}; notez les quantités avec\u{00A0}: "
                        + "habit log 'Wasser trinken' 1\n",
                    "Habitude ✅ Kaffee ajoutée\u{00A0}: au plus 2 Tassen par jour\u{202F}; notez les quantités avec\u{00A0}: "
                        + "habit log Kaffee 1\n",
                    "Habitude ✅ Laufen ajoutée\u{00A0}: au moins 20 km par semaine\u{202F}; notez les quantités avec\u{00A0}: "
                        + "habit log Laufen 1\n",
                ],
                logged: [
                    "Wasser trinken\u{00A0}: 5/8 Gläser aujourd'hui\n", "Kaffee\u{00A0}: 3/2 Tassen aujourd'hui, au-delà de la limite\n",
                    "Laufen\u{00A0}: 12,5 km hier, 12,5/20 km cette semaine\n",
                ],
                badAmount:
                    "habit: «\u{202F}2.5.1\u{202F}» n'est pas un nombre\u{202F}; donnez des chiffres, avec des chiffres de part et "
                    + "d'autre d'une virgule ou d'un point, comme 0,5.\n"),
        ])
    func examples(_ example: Example) throws {
        let scratch = try ScratchFolder()
        let language = ["LANG": example.language]
        let added = try [
            run(["add", "Wasser trinken", "--goal", "8", "--unit", "Gläser"], in: scratch, language),
            run(["add", "Kaffee", "--at-most", "2", "--unit", "Tassen"], in: scratch, language),
            run(["add", "Laufen", "--weekly-goal", "20", "--unit", "km"], in: scratch, language),
        ]
        #expect(added.map(\.stdout) == example.added)
        #expect(added.allSatisfy { $0.status == 0 })
        _ = try run(["log", "Wasser", "2,5"], in: scratch, language)
        let logged = try [
            run(["log", "Wasser", "2.5"], in: scratch, language),  // 2,5 + 2.5
            run(["log", "Kaffee", "3"], in: scratch, language),
            run(["log", "Laufen", "12.5", "--date", "yesterday"], in: scratch, language),  // Saturday, same week
        ]
        #expect(logged.map(\.stdout) == example.logged)
        let before = scratch.bytes(scratch.dataFile)
        let bad = try run(["log", "Wasser", "2.5.1"], in: scratch, language)
        #expect(bad.status == 2)
        #expect(bad.stderr == example.badAmount)
        #expect(scratch.bytes(scratch.dataFile) == before)  // unchanged byte for byte
    }

    @Test("log -1 corrects, undo takes back a log and a note, and the file stores exact decimals")
    func correctionsAndUndo() throws {
        let scratch = try ScratchFolder()
        #expect(try run(["add", "Wasser trinken", "--goal", "8", "--unit", "Gläser"], in: scratch).status == 0)
        #expect(try run(["log", "Wasser", "0.1"], in: scratch).status == 0)
        #expect(try run(["log", "Wasser", "0.2"], in: scratch).stdout == "Wasser trinken: 0.3/8 Gläser today\n")  // no drift
        let correction = try run(["log", "Wasser", "-1"], in: scratch)
        #expect(correction.status == 2)  // below 0: refused, not an unknown option
        #expect(correction.stderr == "habit: The total on Nov 29, 2026 would be -0.7, below 0; take away at most the amount already recorded.\n")
        #expect(try run(["log", "Wasser", "-0,3"], in: scratch).stdout == "Wasser trinken: 0/8 Gläser today\n")
        #expect(try run(["note", "Wasser", "Heiß „gut“ \"quoted\" 😀"], in: scratch).status == 0)
        let file = String(decoding: scratch.bytes(scratch.dataFile) ?? [], as: UTF8.self)
        #expect(file.contains("\"2026-11-29\" : 0"))  // zero recorded, as a JSON number
        #expect(file.contains("\"Heiß „gut“ \\\"quoted\\\" 😀\""))  // the note, quotes escaped
        let undo = try run(["undo"], in: scratch)
        #expect(undo.stdout.hasPrefix("“Wasser trinken” has its earlier notes again today, changed "))
        #expect(!String(decoding: scratch.bytes(scratch.dataFile) ?? [], as: UTF8.self).contains("quoted"))  // the note is gone
        let redo = try run(["redo"], in: scratch)
        #expect(redo.stdout.hasPrefix("“Wasser trinken” has its changed notes back today, as before the undo"))
        #expect(String(decoding: scratch.bytes(scratch.dataFile) ?? [], as: UTF8.self).contains("quoted"))  // back again
        // Then the log: undo restores the amount it replaced.
        #expect(try run(["log", "Wasser", "4"], in: scratch).stdout == "Wasser trinken: 4/8 Gläser today\n")
        #expect(try run(["undo"], in: scratch).stdout.hasPrefix("“Wasser trinken” has its earlier amounts again today, changed "))
        #expect(try run(["show", "Wasser", "--json"], in: scratch).stdout.contains("\"amountToday\" : 0"))
    }

    @Test("A weekly goal across the week boundary: Sunday closes a week, Monday starts at 0 (HABIT_NOW on Monday)")
    func weekBoundary() throws {
        let scratch = try ScratchFolder()
        #expect(try run(["add", "Laufen", "--weekly-goal", "20", "--unit", "km"], in: scratch).status == 0)
        #expect(try run(["log", "Laufen", "20"], in: scratch).stdout == "✓ Laufen: 20 km today, 20/20 km this week, weekly goal reached\n")
        let monday = [World.fixedNowVariable: "2026-11-30T11:00:00Z"]
        #expect(try run(["log", "Laufen", "5"], in: scratch, monday).stdout == "Laufen: 5 km today, 5/20 km this week\n")
        let check = try run(["check", "Laufen"], in: scratch, monday)
        #expect(check.status == 2)  // check points to log
        #expect(check.stderr.hasSuffix("record an amount with: habit log Laufen AMOUNT\n"))
    }
}
