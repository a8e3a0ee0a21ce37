import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// Each language writes its weekday and month names (full, short, letter) in one place, its
/// ``DateWords``: its sentences, dates and calendars write them from there, the date grammar
/// and `--days` read them from there, in every language; its yes and no answers are data on the
/// table too.
@Suite struct DayNameDataTests {
    static let codes = Languages.all.map(\.code)

    static func language(_ code: String) throws -> LanguageTable {
        try #require(Languages.all.first { $0.code == code })
    }

    @Test(arguments: codes)
    func theTableWritesTheNamesOfItsDateWords(_ code: String) throws {
        let language = try Self.language(code)
        let names = language.dateWords
        for weekday in Weekday.allCases {
            #expect(language.text(.weekdayName(weekday)) == names.weekdayNames[weekday].full)
            #expect(language.text(.weekdayLetter(weekday)) == names.weekdayNames[weekday].letter)
            // the short name is what a schedule lists
            #expect(language.text(.scheduleWords(.days([weekday]))) == names.weekdayNames[weekday].short)
        }
        for month in 1...12 {
            #expect(language.text(.monthAbbreviation(month)) == names.monthNames[month].short)
            #expect(language.text(.date(Day(year: 2026, month: month, day: 12)!)).contains(names.monthNames[month].short))
        }
    }

    /// Every name a table writes for a weekday, full or short, reads back as that weekday, both
    /// as a date and in `--days`, whichever language speaks.
    @Test(arguments: codes)
    func everyWrittenWeekdayNameReadsBack(_ code: String) throws {
        let names = try Self.language(code).dateWords
        for weekday in Weekday.allCases {
            for name in [names.weekdayNames[weekday].full, names.weekdayNames[weekday].short] {
                #expect(try DateArgument.parse(name).form == .weekday(weekday), "\(name)")
                #expect(try ScheduleArgument.days(name) == .days([weekday]), "\(name)")
                #expect(try ScheduleArgument.days(name.uppercased()) == .days([weekday]), "\(name)")
            }
        }
    }

    @Test func daysReadsTheShortNamesAsAScheduleWritesThem() throws {
        #expect(try ScheduleArgument.days("lun.,mer.,ven.") == .days([.monday, .wednesday, .friday]))
        #expect(try ScheduleArgument.days("Mo, Mi, Fr") == .days([.monday, .wednesday, .friday]))
        #expect(try ScheduleArgument.days("Mon,Wed,Fri") == .days([.monday, .wednesday, .friday]))
        #expect(throws: UsageError.badDays("lu")) { try ScheduleArgument.days("lu") }  // no French two-letter forms
    }

    @Test(arguments: codes)
    func yesAndNoAreTheTablesAnswerWords(_ code: String) throws {
        let language = try Self.language(code)
        for yes in language.answerWords.yes {
            #expect(YesAnswer.accepts(yes, in: language))
            #expect(YesAnswer.accepts(yes.uppercased(), in: language))
            #expect(AskAnswer(yes, language: language, skip: true) == .yes)
            #expect(!YesAnswer.declines(yes))  // no word is yes in one language and no in another
        }
        for no in language.answerWords.no {
            #expect(YesAnswer.declines(no))
            #expect(!YesAnswer.accepts(no, in: language))
            #expect(AskAnswer(no, language: language, skip: true) == .no)
        }
        #expect(YesAnswer.accepts("yes", in: language))  // English is understood everywhere
    }
}
