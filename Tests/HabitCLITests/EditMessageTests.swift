import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `habit edit` says exactly what changed: the icon alone, the colour alone, those of the
/// schedule, icon, colour and goal that changed, or that nothing did, in English, German and
/// French. "Lesen" is a daily habit with the icon 📚 and the colour blue; today is Sunday,
/// 29 November 2026.
@Suite struct EditMessageTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        let english: String
        let german: String
        let french: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "the icon alone", arguments: ["--icon", "📖"], english: "Lesen has its new icon.",
            german: "Lesen hat ein neues Symbol.", french: "Lesen a sa nouvelle icône."),
        Case(
            name: "the colour alone", arguments: ["--color", "red"], english: "Lesen has its new colour.",
            german: "Lesen hat eine neue Farbe.", french: "Lesen a sa nouvelle couleur."),
        Case(
            name: "the icon and the colour", arguments: ["--icon", "📖", "--color", "red"],
            english: "Lesen has its new icon and colour.", german: "Lesen hat ein neues Symbol und eine neue Farbe.",
            french: "Lesen a sa nouvelle icône et sa nouvelle couleur."),
        Case(
            // The icon asked for is the one it has: only the colour changed.
            name: "the same icon and a new colour", arguments: ["--icon", "📚", "--color", "red"],
            english: "Lesen has its new colour.", german: "Lesen hat eine neue Farbe.", french: "Lesen a sa nouvelle couleur."),
        Case(
            name: "a schedule and the colour", arguments: ["--per-week", "3", "--color", "red"],
            english: "Lesen is now due 3 times a week; this applies to its whole history. It has its new colour.",
            german: "Lesen ist jetzt 3-mal pro Woche fällig; das gilt für die ganze Geschichte. Die Farbe ist neu.",
            french: "Lesen est désormais prévue 3 fois par semaine\u{202F}; cela vaut pour tout son historique. "
                + "Elle a sa nouvelle couleur."),
        Case(
            // Daily already: only the icon changed.
            name: "the same schedule and a new icon", arguments: ["--daily", "--icon", "📖"],
            english: "Lesen has its new icon.", german: "Lesen hat ein neues Symbol.", french: "Lesen a sa nouvelle icône."),
    ]

    static let languages = [("en", \Case.english), ("de", \Case.german), ("fr", \Case.french)]
    static let locales = ["en": "en_US.UTF-8", "de": "de_DE.UTF-8", "fr": "fr_FR.UTF-8"]

    /// A sandbox with "Lesen" in it.
    func sandbox() throws -> ScriptingSandbox {
        let sandbox = try ScriptingSandbox()
        let lesen = Habit(
            id: fixtureID(70), name: "Lesen", icon: "📚", color: .blue, created: day("2026-11-20"),
            completions: days("2026-11-28", "2026-11-28"))
        try sandbox.seed([lesen])
        return sandbox
    }

    @Test("an edit names exactly the parts that changed, in every language", arguments: cases)
    func namesWhatChanged(_ example: Case) throws {
        for (language, sentence) in Self.languages {
            let sandbox = try sandbox()
            let output = sandbox.run(["edit", "Lesen"] + example.arguments, language: Self.locales[language] ?? "")
            #expect(output.exitCode == .success)
            #expect(output.stdout == example[keyPath: sentence] + "\n", "\(language)")
        }
    }

    @Test(
        "an edit to what the habit already has says nothing changed, exits 0 and leaves the file as it was",
        arguments: [["--icon", "📚"], ["--color", "blue"], ["--daily"], ["--icon", "📚", "--color", "blue", "--daily"]])
    func nothingChanged(_ arguments: [String]) throws {
        let expected = [
            "en": "Lesen already has those settings; nothing changed.\n",
            "de": "Lesen hat diese Einstellungen schon; nichts geändert.\n",
            "fr": "Lesen a déjà ces réglages\u{202F}; rien n'a changé.\n",
        ]
        for (language, sentence) in expected {
            let sandbox = try sandbox()
            let bytes = sandbox.fileBytes()
            let before = try FileManager.default.attributesOfItem(atPath: sandbox.file)
            let output = sandbox.run(["edit", "Lesen"] + arguments, language: Self.locales[language] ?? "")
            #expect(output.exitCode == .success)  // not an error
            #expect(output.stdout == sentence && output.stderr.isEmpty)
            #expect(sandbox.fileBytes() == bytes)  // the same bytes
            let after = try FileManager.default.attributesOfItem(atPath: sandbox.file)
            // Not written again: an atomic write would have renamed a new file over it.
            #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int)
            #expect(!FileManager.default.fileExists(atPath: sandbox.folder + "/habits.json.bak"))  // no backup made
        }
    }
}
