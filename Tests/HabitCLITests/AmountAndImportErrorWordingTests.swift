import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// The errors of the amounts commands (`log`, `note`, `add --goal` …) and of the importers, as a
/// careful reader of each language meets them: one line, no doubled or clashing punctuation, and
/// the advice that says what to do.
@Suite struct AmountAndImportErrorWordingTests {
    static let goalUsage: [UsageError] = [
        .conflictingGoals("--goal", "--at-most"), .conflictingGoals("--no-goal", "--unit"),
        .goalConflictsWithSchedule("--goal", "--per-week"), .goalConflictsWithSchedule("--weekly-goal", "--days"),
        .unitWithoutGoal,
    ]

    /// Every sample of those errors, without the ones that quote a line break on purpose.
    static let errors: [ErrorMessage] =
        (MessageSamples.amountErrors.map { .usage(.amount($0)) } + goalUsage.map { .usage($0) }
        + [
            .checkWeeklyGoal(name: "Laufen", log: "habit log Laufen AMOUNT"),
            .goalDoesNotFitSchedule(name: "Gym", kind: .atLeast, schedule: .perWeek(3)),
            .goalDoesNotFitSchedule(name: "Gym", kind: .atMost, schedule: .perWeek(3)),
            .goalDoesNotFitSchedule(name: "Gym", kind: .weeklyAtLeast, schedule: .every(3)),
            .noGoalForUnit(name: "Lesen"),
        ]
        + MessageSamples.importErrors.map { .importFailed($0, limits: .current, amounts: .current, nothingImported: $0.foundInput) })
        .filter { message in LanguageTable.english.text(message).allSatisfy { $0 != "\n" } }

    @Test("each error is one line without doubled or clashing punctuation", arguments: Languages.all.map(\.code))
    func punctuation(_ code: String) throws {
        let language = try #require(Languages.all.first { $0.code == code })
        #expect(Self.errors.count > 55)  // every sample but the few that quote a line break
        for message in Self.errors {
            let text = language.text(message)
            #expect(!text.contains("\n"), "\(code): \(text)")
            for clash in ["?.", "..", ".;", ";.", ":.", " .", "  ", "; ;"] where !text.contains("...") {
                #expect(!text.contains(clash), "\(code): “\(clash)” in \(text)")
            }
            // A sentence, or the command to run after a colon.
            #expect(text.hasSuffix(".") || text.hasSuffix("AMOUNT"), "\(code): \(text)")
        }
    }

    struct Advice: Sendable, CustomTestStringConvertible {
        let message: ErrorMessage
        let english: String
        let german: String
        let french: String
        var testDescription: String { english }
    }

    static let today = Day("2026-11-29")!

    /// What each error now tells the reader to do, in each language.
    static let advice: [Advice] = [
        Advice(
            message: .goalDoesNotFitSchedule(name: "Kaffee", kind: .atMost, schedule: .perWeek(3)),
            english: "but a limit applies to each due day", german: "aber ein Limit gilt für jeden fälligen Tag",
            french: "mais une limite vaut pour chaque jour prévu"),
        Advice(
            message: .usage(.conflictingGoals("--no-goal", "--unit")), english: "give only one of them.",
            german: "gib nur eine der beiden Optionen an.", french: "n'en donnez qu'une."),
        Advice(
            message: .usage(.amount(.totalBelowZero(today, total: Amount(-1)))),
            english: "take away at most the amount already recorded.",
            german: "ziehe höchstens die schon eingetragene Menge ab.", french: "retirez au plus la quantité déjà notée."),
        Advice(
            message: .usage(.amount(.noteTooLong(length: 501))), english: "shorten it to at most 500.",
            german: "kürze sie auf höchstens 500.", french: "raccourcissez-la à 500 au plus."),
        Advice(
            message: .importFailed(.badState(line: 2, text: "half"), limits: .current, amounts: .current, nothingImported: true),
            english: "write done or skipped, or leave it empty.", german: "schreib done oder skipped oder lass das Feld leer.",
            french: "écrivez done ou skipped, ou laissez le champ vide."),
        Advice(
            message: .importFailed(.futureDate(line: 5, Day("2026-12-01")!, today: today), limits: .current, amounts: .current, nothingImported: true),
            english: "correct or remove that row.", german: "korrigiere oder entferne die Zeile.",
            french: "corrigez ou supprimez la ligne."),
        Advice(
            message: .importFailed(.badNote(line: 4), limits: .current, amounts: .current, nothingImported: true),
            english: "use one line of at most 500.", german: "erlaubt ist eine Zeile mit höchstens 500 Zeichen.",
            french: "écrivez une seule ligne d'au plus 500 caractères."),
    ]

    @Test("each error says what to do", arguments: advice)
    func saysWhatToDo(_ advice: Advice) {
        #expect(LanguageTable.english.text(advice.message).contains(advice.english), "\(LanguageTable.english.text(advice.message))")
        #expect(LanguageTable.german.text(advice.message).contains(advice.german), "\(LanguageTable.german.text(advice.message))")
        #expect(LanguageTable.french.text(advice.message).contains(advice.french), "\(LanguageTable.french.text(advice.message))")
    }
}
