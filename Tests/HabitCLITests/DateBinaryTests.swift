import Foundation
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// The date grammar through the built `habit` binary, in English, German and French, on a fixed
/// clock: `HABIT_NOW` is Tuesday, 1 December 2026, 23:30 UTC, which in `TZ=Europe/Berlin` is
/// already Wednesday, 2 December, 00:30, so "today" is December 2 only if the time zone is read.
@Suite(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct DateBinaryTests {
    /// A language and the sentences it answers with.
    struct Language: Sendable, CustomTestStringConvertible {
        let lang: String
        /// The future-day sentence for December 3, 2026.
        let tomorrow: String
        /// The future-day sentence for December 25, 2026.
        let christmas: String
        /// The sentence for `31.04.`.
        let april31: String
        var testDescription: String { lang }
    }

    static let languages = [
        Language(
            lang: "C.UTF-8",
            tomorrow: "habit: Dec 3, 2026 is in the future (today is Dec 2, 2026); only today or past days can be changed.\n",
            christmas: "habit: Dec 25, 2026 is in the future (today is Dec 2, 2026); only today or past days can be changed.\n",
            april31: "habit: “31.04.” does not exist: April 2026 has 30 days; check the day and the month.\n"),
        Language(
            lang: "de_DE.UTF-8",
            tomorrow:
                "habit: Der 3. Dez. 2026 liegt in der Zukunft (heute ist der 2. Dez. 2026); nur heute und vergangene Tage lassen sich ändern.\n",
            christmas:
                "habit: Der 25. Dez. 2026 liegt in der Zukunft (heute ist der 2. Dez. 2026); nur heute und vergangene Tage lassen sich ändern.\n",
            april31: "habit: „31.04.“ gibt es nicht: Der April 2026 hat 30 Tage; prüfe Tag und Monat.\n"),
        Language(
            lang: "fr_FR.UTF-8",
            tomorrow:
                "habit: Le 3 déc. 2026 est dans le futur (nous sommes le 2 déc. 2026)\u{202F}; "
                + "seuls aujourd'hui et les jours passés peuvent être modifiés.\n",
            christmas:
                "habit: Le 25 déc. 2026 est dans le futur (nous sommes le 2 déc. 2026)\u{202F}; "
                + "seuls aujourd'hui et les jours passés peuvent être modifiés.\n",
            april31:
                "habit: «\u{202F}31.04.\u{202F}» n'existe pas\u{00A0}: avril 2026 compte 30 jours\u{202F}; vérifiez le jour et le mois.\n"),
    ]

    private func run(_ arguments: [String], in scratch: ScratchFolder, lang: String) throws -> RealBinary.Outcome {
        let environment = RealBinary.environment(for: scratch).merging([
            "HABIT_NOW": "2026-12-01T23:30:00Z", "TZ": "Europe/Berlin", "LANG": lang,
        ]) { $1 }
        return try RealBinary.run(arguments, in: scratch, environment: environment)
    }

    @Test("a future day in any form and any language's words gets the future-day sentence", arguments: languages)
    func futureDays(_ language: Language) throws {
        let scratch = try ScratchFolder()
        #expect(try run(["add", "Lesen"], in: scratch, lang: language.lang).status == 0)
        let before = scratch.bytes(scratch.dataFile)
        // Every one of these is December 3, the day after today.
        for (command, typed) in [("check", "tomorrow"), ("uncheck", "morgen"), ("toggle", "demain"), ("skip", "+1")] {
            let arguments = [command, "Lesen", "--date", typed]
            let outcome = try run(arguments, in: scratch, lang: language.lang)
            #expect(outcome.status == 2, "\(arguments)")  // a usage error
            #expect(outcome.stderr == language.tomorrow, "\(arguments)")  // the future-day sentence, not "not a day"
        }
        let log = try run(["log", "Lesen", "1", "--date", "2026-12-25"], in: scratch, lang: language.lang)
        #expect(log.stderr == language.christmas)  // ISO after today, the same sentence
        let note = try run(["note", "Lesen", "text", "--date=+1"], in: scratch, lang: language.lang)
        #expect(note.stderr == language.tomorrow)  // +1 after an equals sign
        #expect(scratch.bytes(scratch.dataFile) == before)  // nothing was written
    }

    @Test("a day that does not exist is named with its month's length, in every language", arguments: languages)
    func nonexistentDay(_ language: Language) throws {
        let scratch = try ScratchFolder()
        #expect(try run(["add", "Lesen"], in: scratch, lang: language.lang).status == 0)
        let outcome = try run(["check", "Lesen", "--date", "31.04."], in: scratch, lang: language.lang)
        #expect(outcome.status == 2)
        #expect(outcome.stderr == language.april31)
    }

    @Test("past days in each language's own forms are checked, and pause takes tomorrow's words", arguments: languages)
    func pastAndPlannedDays(_ language: Language) throws {
        let scratch = try ScratchFolder()
        #expect(try run(["add", "Lesen"], in: scratch, lang: language.lang).status == 0)
        // Today is Wednesday, Dec 2, 2026 in Berlin.
        for typed in ["-2", "gestern", "Mo", "lun.", "Wednesday", "Nov 26", "25.11.", "2026-11-24"] {
            let outcome = try run(["check", "Lesen", "--date", typed], in: scratch, lang: language.lang)
            #expect(outcome.status == 0, "\(typed): \(outcome.stderr)")
        }
        let file = scratch.text(scratch.dataFile) ?? ""
        // Nov 30 (-2), Dec 1 (gestern), Nov 30 again (Mo, lun.), Dec 2 (Wednesday is today), Nov 26, 25, 24.
        for done in ["2026-11-24/2026-11-26", "2026-11-30/2026-12-02"] {
            #expect(file.contains(done), "\(done)")
        }
        // Digits with slashes: day first in German and French, ambiguous (exit 2) in English.
        let slashed = try run(["check", "Lesen", "--date", "23/11"], in: scratch, lang: language.lang)
        #expect(slashed.status == (language.lang == "C.UTF-8" ? 2 : 0))
        let pause = try run(["pause", "Lesen", "--from", "demain", "--until", "+7"], in: scratch, lang: language.lang)
        #expect(pause.status == 0)  // a pause planned ahead takes the same words
        #expect(scratch.text(scratch.dataFile)?.contains("2026-12-03/2026-12-09") == true)
    }
}
