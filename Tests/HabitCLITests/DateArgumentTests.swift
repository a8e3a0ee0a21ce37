import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

extension DateArgument {
    /// `today` as typed.
    static let today = DateArgument(typed: "today", form: .daysFromToday(0))
    /// `yesterday` as typed.
    static let yesterday = DateArgument(typed: "yesterday", form: .daysFromToday(-1))
    /// A `YYYY-MM-DD` day as typed.
    static func day(_ day: Day) -> DateArgument { DateArgument(typed: day.description, form: .day(day)) }
}

/// The one date grammar of `--date`, `--from`, `--until` and `--as-of`: what each form means on a
/// given day, in each language, and what is refused.
@Suite struct DateArgumentTests {
    /// A typed day and what it resolves to, on `today`, with `words` speaking.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let typed: String
        let today: String
        var words: DateWords = .english
        let expected: Result<String, DateError>
        var testDescription: String { name }
    }

    /// Resolves `typed` as the command line would: parsed first, then resolved against today.
    static func resolve(_ typed: String, today: String, words: DateWords = .english) -> Result<String, DateError> {
        do {
            let argument = try DateArgument.parse(typed)
            return .success(try argument.resolve(today: day(today), words: words).description)
        } catch let error as UsageError {
            guard case .date(let dateError) = error else { return .failure(.notADay("unexpected \(error)")) }
            return .failure(dateError)
        } catch let error as DateError {
            return .failure(error)
        } catch {
            return .failure(.notADay("unexpected \(error)"))
        }
    }

    static let cases: [Case] = [
        // ISO, as before.
        Case(name: "ISO: a day with its year", typed: "2026-11-26", today: "2026-11-29", expected: .success("2026-11-26")),
        Case(
            name: "ISO: one-digit month and day", typed: "2026-3-5", today: "2026-11-29", expected: .success("2026-03-05")),
        // Counted from today.
        Case(name: "-0 is today", typed: "-0", today: "2026-11-29", expected: .success("2026-11-29")),
        Case(name: "+0 is today too", typed: "+0", today: "2026-11-29", expected: .success("2026-11-29")),
        Case(name: "-2 is two days ago", typed: "-2", today: "2026-11-29", expected: .success("2026-11-27")),
        Case(name: "-1 on March 1 of a leap year is Feb 29", typed: "-1", today: "2028-03-01", expected: .success("2028-02-29")),
        Case(name: "-1 on Jan 1 is Dec 31 of the year before", typed: "-1", today: "2027-01-01", expected: .success("2026-12-31")),
        Case(name: "+1 is tomorrow", typed: "+1", today: "2026-12-31", expected: .success("2027-01-01")),
        Case(name: "a big -N: 1,000 days back", typed: "-1000", today: "2026-11-29", expected: .success("2024-03-04")),
        Case(
            name: "a -N reaching before 1900 is too early", typed: "-100000", today: "2026-11-29",
            expected: .failure(.tooEarly("-100000", earliest: AcceptedDays.earliest))),
        Case(
            name: "a -N too large for a number is too early", typed: "-99999999999999999999999", today: "2026-11-29",
            expected: .failure(.tooEarly("-99999999999999999999999", earliest: AcceptedDays.earliest))),
        // The relative words, in every language whichever speaks.
        Case(name: "today", typed: "today", today: "2026-11-29", expected: .success("2026-11-29")),
        Case(name: "yesterday on Jan 1", typed: "yesterday", today: "2027-01-01", expected: .success("2026-12-31")),
        Case(
            name: "the day before yesterday, in words", typed: "the day before yesterday", today: "2026-11-29",
            expected: .success("2026-11-27")),
        Case(name: "tomorrow", typed: "tomorrow", today: "2026-11-29", expected: .success("2026-11-30")),
        Case(name: "heute, to an English speaker", typed: "heute", today: "2026-11-29", expected: .success("2026-11-29")),
        Case(name: "Gestern, capitalized", typed: "Gestern", today: "2026-11-29", expected: .success("2026-11-28")),
        Case(name: "vorgestern on Mar 1, 2028", typed: "vorgestern", today: "2028-03-01", expected: .success("2028-02-28")),
        Case(name: "morgen", typed: "morgen", today: "2026-11-29", expected: .success("2026-11-30")),
        Case(name: "Übermorgen without its umlaut", typed: "ubermorgen", today: "2026-11-29", expected: .success("2026-12-01")),
        Case(
            name: "aujourd’hui with a typographic apostrophe", typed: "Aujourd’hui", today: "2026-11-29",
            expected: .success("2026-11-29")),
        Case(name: "hier", typed: "hier", today: "2026-11-29", expected: .success("2026-11-28")),
        Case(name: "avant-hier", typed: "avant-hier", today: "2026-11-29", expected: .success("2026-11-27")),
        Case(name: "demain", typed: "demain", today: "2026-11-29", expected: .success("2026-11-30")),
        Case(name: "après-demain without its accent", typed: "apres-demain", today: "2026-11-29", expected: .success("2026-12-01")),
        // Weekdays: the latest such day not after today. Nov 29, 2026 is a Sunday.
        Case(name: "Sunday on a Sunday is today", typed: "Sunday", today: "2026-11-29", expected: .success("2026-11-29")),
        Case(name: "Sonntag on a Sunday is today", typed: "Sonntag", today: "2026-11-29", expected: .success("2026-11-29")),
        Case(name: "dim. on a Sunday is today", typed: "dim.", today: "2026-11-29", expected: .success("2026-11-29")),
        Case(name: "Saturday on a Sunday is yesterday", typed: "Sat", today: "2026-11-29", expected: .success("2026-11-28")),
        Case(name: "Monday on a Sunday is six days ago", typed: "Monday", today: "2026-11-29", expected: .success("2026-11-23")),
        Case(name: "Mo. with a dot", typed: "Mo.", today: "2026-11-29", expected: .success("2026-11-23")),
        Case(name: "MONTAG in capitals", typed: "MONTAG", today: "2026-11-29", expected: .success("2026-11-23")),
        Case(name: "lun. (French)", typed: "lun.", today: "2026-11-29", expected: .success("2026-11-23")),
        Case(name: "Di (German Tuesday)", typed: "Di", today: "2026-11-29", expected: .success("2026-11-24")),
        Case(name: "mardi (French Tuesday)", typed: "mardi", today: "2026-11-29", expected: .success("2026-11-24")),
        Case(
            name: "Friday on Tuesday Jan 2, 2029 is last year's Dec 29", typed: "Fri", today: "2029-01-02",
            expected: .success("2028-12-29")),
        // German digits, read in every language.
        Case(name: "26.11.2026", typed: "26.11.2026", today: "2026-11-29", expected: .success("2026-11-26")),
        Case(name: "26.11. is this year", typed: "26.11.", today: "2026-11-29", expected: .success("2026-11-26")),
        Case(name: "26.11 without the last dot", typed: "26.11", today: "2026-11-29", expected: .success("2026-11-26")),
        Case(name: "1.3. on Mar 1 is today", typed: "1.3.", today: "2028-03-01", expected: .success("2028-03-01")),
        Case(
            name: "26.12. on Jan 3 is December of this year, not of the year before", typed: "26.12.", today: "2027-01-03",
            expected: .success("2027-12-26")),
        Case(
            name: "26.12. on Dec 1 is later this month", typed: "26.12.", today: "2026-12-01", expected: .success("2026-12-26")),
        Case(name: "29.02. in the leap year 2028", typed: "29.02.", today: "2028-11-29", expected: .success("2028-02-29")),
        Case(name: "29.02.2028", typed: "29.02.2028", today: "2028-11-29", expected: .success("2028-02-29")),
        Case(
            name: "29.02. in 2026, which has no Feb 29", typed: "29.02.", today: "2026-11-29",
            expected: .failure(.nonexistentDay("29.02.", month: 2, year: 2026, days: 28))),
        Case(
            name: "31.02., never a day", typed: "31.02.", today: "2028-11-29",
            expected: .failure(.nonexistentDay("31.02.", month: 2, year: 2028, days: 29))),
        Case(
            name: "31.04.2026: April has 30 days", typed: "31.04.2026", today: "2026-11-29",
            expected: .failure(.nonexistentDay("31.04.2026", month: 4, year: 2026, days: 30))),
        Case(
            name: "2026-02-30", typed: "2026-02-30", today: "2026-11-29",
            expected: .failure(.nonexistentDay("2026-02-30", month: 2, year: 2026, days: 28))),
        Case(name: "26.13.: no month 13", typed: "26.13.", today: "2026-11-29", expected: .failure(.notADay("26.13."))),
        Case(name: "26.11.26: a two-digit year", typed: "26.11.26", today: "2026-11-29", expected: .failure(.notADay("26.11.26"))),
        Case(
            name: "1.1.1899: before 1900", typed: "1.1.1899", today: "2026-11-29",
            expected: .failure(.tooEarly("1.1.1899", earliest: AcceptedDays.earliest))),
        // Slashes: day first in German and French, ambiguous in English.
        Case(
            name: "26/11/2026 in French", typed: "26/11/2026", today: "2026-11-29", words: .french,
            expected: .success("2026-11-26")),
        Case(name: "26/11 in French is this year", typed: "26/11", today: "2026-11-29", words: .french, expected: .success("2026-11-26")),
        Case(name: "26/11 in German too", typed: "26/11", today: "2026-11-29", words: .german, expected: .success("2026-11-26")),
        Case(
            name: "11/12 in French is Dec 11", typed: "11/12", today: "2026-12-29", words: .french, expected: .success("2026-12-11")),
        Case(
            name: "30/02 in French does not exist", typed: "30/02", today: "2026-11-29", words: .french,
            expected: .failure(.nonexistentDay("30/02", month: 2, year: 2026, days: 28))),
        Case(
            name: "11/26 in French: no month 26", typed: "11/26", today: "2026-11-29", words: .french,
            expected: .failure(.notADay("11/26"))),
        Case(name: "11/26 in English is ambiguous", typed: "11/26", today: "2026-11-29", expected: .failure(.ambiguous("11/26"))),
        Case(
            name: "26/11/2026 in English is ambiguous too", typed: "26/11/2026", today: "2026-11-29",
            expected: .failure(.ambiguous("26/11/2026"))),
        // Month names, either way round, with or without a year.
        Case(name: "Nov 26", typed: "Nov 26", today: "2026-11-29", expected: .success("2026-11-26")),
        Case(name: "Nov 26, 2026", typed: "Nov 26, 2026", today: "2027-01-03", expected: .success("2026-11-26")),
        Case(name: "November 26th", typed: "November 26th", today: "2026-11-29", expected: .success("2026-11-26")),
        Case(name: "Feb 29, 2028", typed: "Feb 29, 2028", today: "2028-11-29", expected: .success("2028-02-29")),
        Case(
            name: "Feb 29, 2027 does not exist", typed: "Feb 29, 2027", today: "2027-11-29",
            expected: .failure(.nonexistentDay("Feb 29, 2027", month: 2, year: 2027, days: 28))),
        Case(name: "Dec 26 on Jan 3 is this year's", typed: "Dec 26", today: "2027-01-03", expected: .success("2027-12-26")),
        Case(name: "26. Nov. (German)", typed: "26. Nov.", today: "2026-11-29", expected: .success("2026-11-26")),
        Case(name: "3. März 2026", typed: "3. März 2026", today: "2026-11-29", expected: .success("2026-03-03")),
        Case(name: "1er décembre 2026 (French)", typed: "1er décembre 2026", today: "2026-12-29", expected: .success("2026-12-01")),
        Case(name: "26 févr. without a year", typed: "26 févr.", today: "2026-11-29", expected: .success("2026-02-26")),
        Case(name: "Nov 2026: no day", typed: "Nov 2026", today: "2026-11-29", expected: .failure(.notADay("Nov 2026"))),
        // Not days at all.
        Case(name: "an empty value", typed: "", today: "2026-11-29", expected: .failure(.notADay(""))),
        Case(name: "a word that is none", typed: "someday", today: "2026-11-29", expected: .failure(.notADay("someday"))),
        Case(name: "a plain number", typed: "26", today: "2026-11-29", expected: .failure(.notADay("26"))),
        Case(name: "-2 with letters", typed: "-2d", today: "2026-11-29", expected: .failure(.notADay("-2d"))),
    ]

    @Test("each form of the grammar names the day it should", arguments: cases)
    func resolves(_ example: Case) {
        #expect(Self.resolve(example.typed, today: example.today, words: example.words) == example.expected)
    }

    @Test("a date option's value may start with a dash: --date -2, --date=-2, -d -2, --from -1 --until +3")
    func dashValues() {
        let two = DateArgument(typed: "-2", form: .daysFromToday(-2))
        #expect(ArgumentParser.parse(["check", "Lesen", "--date", "-2"]).command == .success(CheckCommand(names: ["Lesen"], date: two)))
        #expect(ArgumentParser.parse(["check", "Lesen", "--date=-2"]).command == .success(CheckCommand(names: ["Lesen"], date: two)))
        #expect(ArgumentParser.parse(["toggle", "Lesen", "-d", "-2"]).command == .success(ToggleCommand(names: ["Lesen"], date: two)))
        #expect(
            ArgumentParser.parse(["log", "Wasser", "1", "--date", "-2"]).command
                == .success(LogCommand(name: "Wasser", amount: Amount(1), replace: false, date: two, note: nil)))
        #expect(
            ArgumentParser.parse(["pause", "Lesen", "--from", "-1", "--until", "+3"]).command
                == .success(
                    PauseCommand(
                        habits: .named(["Lesen"]), from: DateArgument(typed: "-1", form: .daysFromToday(-1)),
                        until: DateArgument(typed: "+3", form: .daysFromToday(3)))))
    }

    @Test("no word means one day in one table and another in the next")
    func tablesAgree() {
        var meanings: [String: String] = [:]
        for language in Languages.all {
            let words = language.dateWords
            var own: [(String, String)] = words.relativeDays.map { ($0.word, "days \($0.days)") }
            own += Weekday.allCases.flatMap { weekday in words.weekdays[weekday].map { ($0, "\(weekday)") } }
            own += (1...12).flatMap { month in words.months[month].map { ($0, "month \(month)") } }
            for (word, meaning) in own {
                let key = DateArgument.tokens(word).joined(separator: " ")
                if let other = meanings[key], !other.hasPrefix("month"), !meaning.hasPrefix("month") {
                    #expect(other == meaning, "\(word) in \(language.code)")  // a day word shared means the same day
                }
                if let other = meanings[key], other.hasPrefix("month"), meaning.hasPrefix("month") {
                    #expect(other == meaning, "\(word) in \(language.code)")  // a month word shared means the same month
                }
                meanings[key] = meanings[key] ?? meaning
            }
        }
    }

    @Test("every table names every weekday and month, and offers its words for completion")
    func tablesAreComplete() {
        for language in Languages.all {
            let words = language.dateWords
            #expect(Weekday.allCases.allSatisfy { !words.weekdays[$0].isEmpty })  // a full name for each weekday
            #expect((1...12).allSatisfy { !words.months[$0].isEmpty })  // and each month
            #expect(words.relativeDays.contains { $0.days == 0 } && words.relativeDays.contains { $0.days == -1 })
            #expect(words.relativeDays.contains { $0.days == 1 })  // tomorrow, so it reads as a future day
        }
        #expect(
            DateWords.german.completionWords == [
                "heute", "gestern", "vorgestern", "morgen", "übermorgen", "Montag", "Dienstag", "Mittwoch", "Donnerstag",
                "Freitag", "Samstag", "Sonntag",
            ])
        #expect(DateWords.english.completionWords.prefix(3) == ["today", "yesterday", "tomorrow"])  // no words with spaces
        #expect(DateWords.french.completionWords.first == "aujourd'hui")
    }
}
