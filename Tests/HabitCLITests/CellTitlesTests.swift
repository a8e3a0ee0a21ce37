import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// The report's fast way to its cells' titles (``CellTitles``, ``MarkupWriter``) says byte for
/// byte what the language's table and ``Markup`` say, in every language, for every state.
@Suite struct CellTitlesTests {
    /// Days of two months, the first of a month among them (French writes "1er").
    static let first = ReportFixtures.day("2026-10-26")
    static let last = ReportFixtures.day("2026-11-29")

    static func written(_ body: (inout MarkupWriter) -> Void) -> String {
        var out = MarkupWriter()
        body(&out)
        return out.string
    }

    @Test(arguments: Languages.all.map(\.code))
    func everyTitleIsTheTablesEscaped(_ code: String) throws {
        let language = try #require(Languages.all.first { $0.code == code })
        let titles = CellTitles(from: Self.first, through: Self.last, language: language)
        let states = MessageSamples.cellStates + [.done(amount: "<1> & \"2\""), .partlyDone(amount: "3 'Gläser'")]
        var day = Self.first
        while day <= Self.last {
            for state in states {
                let fast = Self.written { titles.write(day: day, state: state, note: nil, into: &$0) }
                #expect(fast == Markup.escaped(language.text(.cellTitle(day: day, state: state))), "\(day) \(state)")
            }
            let note = "<b>\"&'</b>"
            let noted = Self.written { titles.write(day: day, state: .missed, note: note, into: &$0) }
            let title = language.text(.cellTitle(day: day, state: .missed))
            #expect(noted == Markup.escaped(language.text(.notedCellTitle(title: title, note: note))))
            day = day.next
        }
        // A day outside the days worded is worded whole.
        let outside = ReportFixtures.day("2026-12-25")
        let text = Self.written { titles.write(day: outside, state: .open, note: nil, into: &$0) }
        #expect(text == Markup.escaped(language.text(.cellTitle(day: outside, state: .open))))
    }

    @Test func textIsEscapedAsMarkupEscapesIt() {
        for sample in ["", "plain", "<script>alert(\"x\")</script> \"&'", "ü<ß>€ 📚&", "&&", "'"] {
            #expect(Self.written { $0.text(sample) } == Markup.escaped(sample))
        }
    }

    @Test func numbersAreTheirDigits() {
        for value in [0, 7, 10, 99, 100, 1234, 3660, -5, Int.max, Int.min] {
            #expect(Self.written { $0.number(value) } == String(value))
        }
    }

    @Test func eachShapesIndexIsItsPlaceAmongAllCases() {
        for (place, shape) in HeatmapCell.Shape.allCases.enumerated() { #expect(shape.index == place) }
    }
}
