import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// An import error about one line of a file reads as a sentence about that line: after
/// "Line 3:" English and French go on in lower case (German starts the sentence after the colon
/// with a capital, as it does everywhere), and the advice is to fix the file, not to type
/// something or to pick a habit by another name.
@Suite struct ImportLineSentenceTests {
    /// Every sample of an import error that names a line, with what follows the colon.
    static func lineSentences(_ language: LanguageTable) -> [String] {
        let separator = language.code == "fr" ? "\u{00A0}: " : ": "
        return MessageSamples.importErrors.compactMap { error -> String? in
            switch error {
            case .syntax, .badState, .badAmount, .badNote, .badDate, .futureDate, .badName, .foreignLine: break
            default: return nil
            }
            let text = language.text(.importFailed(error, limits: .current, amounts: .current, nothingImported: error.foundInput))
            guard let colon = text.range(of: separator) else { return "no colon in: \(text)" }
            return String(text[colon.upperBound...])
        }
    }

    /// Advice meant for something typed on the command line, in each language.
    static let typedAdvice = [
        "en": ["type ", "did you mean"], "de": ["gib mindestens", "meintest du"], "fr": ["tapez", "vouliez-vous dire"],
    ]

    @Test("English: after “Line N:” a sentence in lower case (or a date, or a quoted text), fixed in the file")
    func english() {
        let months = (1...12).map { LanguageTable.english.text(.monthAbbreviation($0)) + " " }
        let sentences = Self.lineSentences(LanguageTable.english)
        #expect(sentences.count >= 10)  // the samples reach every kind of line error
        for sentence in sentences {
            let first = sentence.first ?? " "
            #expect(first.isLowercase || first == "“" || months.contains { sentence.hasPrefix($0) }, "\(sentence)")
            #expect(Self.typedAdvice["en", default: []].allSatisfy { !sentence.contains($0) }, "\(sentence)")
        }
    }

    @Test("German: after “Zeile N:” a whole sentence with its capital, fixed in the file")
    func german() {
        for sentence in Self.lineSentences(LanguageTable.german) {
            let first = sentence.first ?? " "
            #expect(first.isUppercase || first == "„", "\(sentence)")  // Der …, Die …, „…“
            #expect(Self.typedAdvice["de", default: []].allSatisfy { !sentence.contains($0) }, "\(sentence)")
        }
    }

    @Test("French: after “Ligne N :” a sentence in lower case (or a quoted text), fixed in the file")
    func french() {
        for sentence in Self.lineSentences(LanguageTable.french) {
            let first = sentence.first ?? " "
            #expect(first.isLowercase || first == "«", "\(sentence)")  // « le nom … », not « Le nom … »
            #expect(Self.typedAdvice["fr", default: []].allSatisfy { !sentence.contains($0) }, "\(sentence)")
        }
    }

    struct BadName: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let language: String
        let stderr: String
    }

    /// The CSV of `CSVImportTests`' empty-name case, imported in each language.
    @Test(arguments: [
        BadName(
            testDescription: "English", language: "en_US.UTF-8",
            stderr: "habit: Line 3: the habit name is empty or invisible; write a name there or remove the line. Nothing was imported.\n"),
        BadName(
            testDescription: "German", language: "de_DE.UTF-8",
            stderr:
                "habit: Zeile 3: Der Name der Gewohnheit ist leer oder unsichtbar; trag dort einen Namen ein oder entferne die Zeile. "
                + "Nichts wurde importiert.\n"),
        BadName(
            testDescription: "French", language: "fr_FR.UTF-8",
            stderr:
                "habit: Ligne 3\u{00A0}: le nom de l'habitude est vide ou invisible\u{202F}; écrivez-y un nom ou supprimez la ligne. "
                + "Rien n'a été importé.\n"),
    ])
    func anEmptyNameInARowIsWordedForTheFile(_ bad: BadName) throws {
        let sandbox = try ScriptingSandbox()
        let output = sandbox.run(["import", "-"], input: "name,date\nLesen,2026-11-01\n  ,2026-11-02\n", language: bad.language)
        #expect(output.stderr == bad.stderr)  // no “type at least one character”, and lower case after the colon in en and fr
        #expect(output.exitCode == .usage)  // still the input's fault
    }
}
