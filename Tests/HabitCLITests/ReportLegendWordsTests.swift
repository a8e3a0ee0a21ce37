import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
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

/// A habit to quit's month bars count its clean days, not its slips (issue 36).
@Suite struct QuitMonthBarsTests {
    @Test("the bar of a month of a habit to quit counts the clean days through yesterday, in every language")
    func quitBarsCountCleanDays() throws {
        let scratch = try ScratchFolder()
        let file = scratch.dataFile
        // Added on Tuesday, November 17; 3 cigarettes on the 20th; the report on Friday the 27th.
        #expect(
            ViewsAgreeTests.run(["add", "Rauchen", "--quit"], file: file, now: ViewsAgreeTests.friday - 10 * 86_400)
                .exitCode == .success)
        #expect(ViewsAgreeTests.run(["slip", "Rauchen", "3", "--date", "2026-11-20"], file: file).exitCode == .success)
        for (lang, title) in [
            ("C", "Nov 2026: 9 clean days"), ("de_DE.UTF-8", "Nov. 2026: 9 saubere Tage"),
            ("fr_FR.UTF-8", "nov. 2026\u{00A0}: 9 jours sans écart"),
        ] {
            let page = ViewsAgreeTests.run(["report"], file: file, lang: lang).stdout
            #expect(page.contains("<title>" + title + "</title>"), "\(lang)")
        }
    }
}
