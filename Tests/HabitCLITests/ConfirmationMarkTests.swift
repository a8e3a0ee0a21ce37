import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// A confirmation starts with a day mark only in the meaning the day-mark table gives it
/// (``DayMark``): taking a check or an amount back leaves a day open or missed depending on the
/// day, so those confirmations start with no mark at all, least of all ○, "missed".
@Suite struct ConfirmationMarkTests {
    static let today = Day("2026-11-29")!

    @Test(arguments: Languages.all.map(\.code))
    func takingADayBackStartsWithNoDayMark(_ code: String) throws {
        let language = try #require(Languages.all.first { $0.code == code })
        let marks = DayMark.allCases.map(\.symbol)
        for day in [DayPhrase.today, .yesterday, .on(Day("2026-11-20")!)] {
            let sentences = [
                language.text(.unchecked(name: "Lesen", day: day, streak: 2)),
                language.text(.amountCleared(name: "Kaffee", day: day, total: Amount(3), unit: "Tassen")),
            ]
            for sentence in sentences {
                #expect(sentence.hasPrefix("Lesen") || sentence.hasPrefix("Kaffee"), "\(sentence)")
                #expect(!marks.contains { sentence.hasPrefix($0) }, "\(sentence)")
            }
        }
    }
}
