import HabitCore
import Testing

@testable import HabitCLI

/// The report's legend names a state without an amount, so no entry ends in a stray separator
/// ("partly done, "), in any language (issue 36).
@Suite struct ReportLegendWordsTests {
    @Test(arguments: ["en", "de", "fr"])
    func legendStatesHaveNoStraySeparator(code: String) throws {
        let language = try #require(Languages.all.first { $0.code == code })
        for state in [ReportMessage.CellState.partlyDone(amount: nil), .overLimit(amount: nil), .done(amount: nil)] {
            let words = language.text(.stateName(state))
            #expect(!words.hasSuffix(",") && !words.hasSuffix(", ") && !words.hasSuffix(" "), "\(code): “\(words)”")
        }
        // With an amount, the amount follows.
        #expect(language.text(.stateName(.partlyDone(amount: "3 Gläser"))).hasSuffix(", 3 Gläser"))
    }
}
