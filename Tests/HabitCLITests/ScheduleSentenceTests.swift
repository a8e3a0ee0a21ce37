import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// The sentences that name a schedule inside a sentence ("is now due …", "is due again …"), for
/// every kind of schedule in every language: whole and natural, with the weekdays as people say
/// them ("on Mondays and Wednesdays", „montags und mittwochs“, « le lundi et le mercredi »).
@Suite struct ScheduleSentenceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let schedule: Schedule
        let english: String
        let german: String
        let french: String
        var testDescription: String { english }
    }

    static let cases: [Case] = [
        Case(schedule: .daily, english: "every day", german: "jeden Tag", french: "chaque jour"),
        Case(schedule: .days([.friday]), english: "on Fridays", german: "freitags", french: "le vendredi"),
        Case(
            schedule: .days([.monday, .wednesday]), english: "on Mondays and Wednesdays", german: "montags und mittwochs",
            french: "le lundi et le mercredi"),
        Case(
            schedule: .days([.friday, .monday, .wednesday]), english: "on Mondays, Wednesdays and Fridays",
            german: "montags, mittwochs und freitags", french: "le lundi, le mercredi et le vendredi"),
        // German "wieder einmal pro Woche" would read as "once again": the week comes first.
        Case(schedule: .perWeek(1), english: "once a week", german: "jede Woche einmal", french: "une fois par semaine"),
        Case(schedule: .perWeek(3), english: "3 times a week", german: "3-mal pro Woche", french: "3 fois par semaine"),
        Case(schedule: .every(3), english: "every 3 days", german: "alle 3 Tage", french: "tous les 3 jours"),
    ]

    static func undone(_ schedule: Schedule, redo: Bool) -> FileMessage {
        .undone(.rescheduled(name: "Lesen", schedule: schedule), today: MessageSamples.today, ago: .minutes(2), redo: redo)
    }

    @Test("undo names the schedule it brought back, after “again”", arguments: cases)
    func undo(_ sample: Case) {
        #expect(LanguageTable.english.text(Self.undone(sample.schedule, redo: false)) == "“Lesen” is due again \(sample.english), changed 2 minutes ago.")
        #expect(
            LanguageTable.german.text(Self.undone(sample.schedule, redo: false)) == "„Lesen“ ist wieder \(sample.german) fällig, vor 2 Minuten geändert.")
        #expect(
            LanguageTable.french.text(Self.undone(sample.schedule, redo: false))
                == "«\u{202F}Lesen\u{202F}» est de nouveau prévue \(sample.french), modifiée il y a 2 minutes.")
    }

    @Test("redo names it the same way", arguments: cases)
    func redo(_ sample: Case) {
        #expect(LanguageTable.english.text(Self.undone(sample.schedule, redo: true)).hasPrefix("“Lesen” is due again \(sample.english), as before"))
        #expect(LanguageTable.german.text(Self.undone(sample.schedule, redo: true)).hasPrefix("„Lesen“ ist wieder \(sample.german) fällig, wie vor"))
        #expect(
            LanguageTable.french.text(Self.undone(sample.schedule, redo: true))
                .hasPrefix("«\u{202F}Lesen\u{202F}» est de nouveau prévue \(sample.french), comme avant"))
    }

    @Test("edit names the new schedule the same way", arguments: cases)
    func edited(_ sample: Case) {
        let message = ChangeMessage.edited(name: "Lesen", change: .schedule(sample.schedule))
        #expect(LanguageTable.english.text(message) == "Lesen is now due \(sample.english); this applies to its whole history.")
        #expect(LanguageTable.german.text(message) == "Lesen ist jetzt \(sample.german) fällig; das gilt für die ganze Geschichte.")
        #expect(LanguageTable.french.text(message) == "Lesen est désormais prévue \(sample.french)\u{202F}; cela vaut pour tout son historique.")
    }
}

/// The tables hold words only: the figures a sentence quotes (limits, defaults, choices) come
/// with the message from where it is made, so a table names no type of the store or parser.
@Suite struct QuotedFiguresTests {
    static let limits = FileLimits(maximumSize: 3 << 20, newestVersion: 42)
    static let facts = OptionFacts(
        defaultWait: 7, defaultIcon: "🦔", colors: ["umber", "ochre"], defaultBack: 11, timesPerWeek: 3...5, intervals: 4...444,
        weeks: 6...66, defaultWeeks: 13)
    static let amounts = AmountLimits(decimals: 9, maximum: Amount(123_456), unitLength: 17, noteLength: 77)

    @Test("each language quotes the figures its message carries", arguments: Languages.all.map(\.code))
    func quoted(_ code: String) throws {
        let language = try #require(Languages.all.first { $0.code == code })
        let quoted: [(Message, String)] = [
            (.error(.store(.tooLarge(path: "/h", size: 9 << 20), limits: Self.limits)), "3 Mi"),
            (.error(.store(.wouldBeUnreadable(path: "/h", problem: .tooLarge(size: 9 << 20)), limits: Self.limits)), "3 Mi"),
            (.error(.store(.newerVersion(path: "/h", version: 50), limits: Self.limits)), "42"),
            (.error(.importFailed(.tooLarge(path: nil, size: nil), limits: Self.limits, amounts: Self.amounts, nothingImported: true)), "3 Mi"),
            (.error(.importFailed(.tooLarge(path: "/in.csv", size: nil), limits: Self.limits, amounts: Self.amounts, nothingImported: true)), "3 Mi"),
            (.error(.importFailed(.tooLarge(path: "/in.csv", size: 9 << 20), limits: Self.limits, amounts: Self.amounts, nothingImported: true)), "3 Mi"),
            (.error(.importFailed(.newerVersion(50), limits: Self.limits, amounts: Self.amounts, nothingImported: true)), "42"),
            (.help(.optionHelp(.wait, command: nil, facts: Self.facts)), "7"),
            (.help(.optionHelp(.icon, command: .add, facts: Self.facts)), "🦔"),
            (.help(.optionHelp(.color, command: .add, facts: Self.facts)), "umber, ochre"),
            (.help(.optionHelp(.back, command: nil, facts: Self.facts)), "11"),
            (.help(.optionHelp(.perWeek, command: .add, facts: Self.facts)), "5"),
            (.help(.optionHelp(.every, command: .add, facts: Self.facts)), "444"),
            (.help(.optionHelp(.weeks, command: nil, facts: Self.facts)), "66"),
            (.help(.optionHelp(.weeks, command: nil, facts: Self.facts)), "13"),
            (.error(.usage(.badColor("pinkish", choices: ["umber", "ochre"]))), "umber, ochre"),
            (.error(.usage(.badBack("x", maximum: 9))), "9"),
            (.error(.usage(.badWait("x", variable: true, maximum: 99))), "99"),
            (.error(.usage(.badWait("x", variable: false, maximum: 99))), "99"),
            (.error(.habit(.nameTooLong(length: 60, maximum: 55))), "55"),
            (.error(.usage(.badWeeks("0", range: 2...9))), "9"),
            (.error(.usage(.badPerWeek("0", range: 2...6))), "6"),
            (.error(.usage(.badEvery("0", range: 3...99))), "99"),
            (.error(.usage(.date(.tooEarly("1899-01-01", earliest: day("1950-01-01"))))), "1950"),
            (.error(.store(.corrupt(path: "/h", problem: .dayTooEarly(path: "x", text: "y", earliest: day("1950-01-01"))), limits: Self.limits)), "1950"),
            (.error(.clockOutOfRange(today: day("1950-01-01"), years: 1977...2345)), "1977"),
            (.error(.clockOutOfRange(today: day("1950-01-01"), years: 1977...2345)), "2345"),
            (.error(.timeZoneOutOfRange(text: "UTC+19", offset: "19", maximumHours: 17)), "17"),
            (.error(.importFailed(.badAmount(line: 2, text: "x"), limits: Self.limits, amounts: Self.amounts, nothingImported: true)), " 9 "),
            (.error(.importFailed(.badNote(line: 2), limits: Self.limits, amounts: Self.amounts, nothingImported: true)), "77"),
            (.error(.importFailed(.foreignLine(path: "/l", line: 2, .badAmount(text: "x")), limits: Self.limits, amounts: Self.amounts, nothingImported: true)), " 9 "),
            (.error(.importFailed(.foreignLine(path: "/l", line: 2, .noteTooLong(length: 99)), limits: Self.limits, amounts: Self.amounts, nothingImported: true)), "77"),
            (.error(.usage(.amount(.tooManyDecimals("0.1"), limits: Self.amounts))), "9"),
            (.error(.usage(.amount(.invalidUnit("a\tb"), limits: Self.amounts))), "17"),
            (.error(.usage(.amount(.noteTooLong(length: 99), limits: Self.amounts))), "77"),
        ]
        for (message, figure) in quoted {
            #expect(language.text(message).contains(figure), "\(code): \(message)")
        }
    }

    /// The largest amount, 123456 here, as each language groups its digits.
    static let groupedMaximum = ["en": "123,456", "de": "123.456", "fr": "123\u{202F}456"]

    @Test("each language quotes the largest amount with its digits grouped", arguments: Languages.all.map(\.code))
    func groupedFigures(_ code: String) throws {
        let language = try #require(Languages.all.first { $0.code == code })
        let figure = try #require(Self.groupedMaximum[code])
        let messages: [ErrorMessage] = [
            .importFailed(.badAmount(line: 2, text: "x"), limits: Self.limits, amounts: Self.amounts, nothingImported: true),
            .importFailed(.foreignLine(path: "/l", line: 2, .badAmount(text: "x")), limits: Self.limits, amounts: Self.amounts, nothingImported: true),
            .usage(.amount(.tooLarge("9999999"), limits: Self.amounts)),
            .usage(.amount(.totalTooLarge(day("2026-11-20"), total: Amount(200_000)), limits: Self.amounts)),
            .usage(.amount(.invalidGoal(.atLeast, .zero), limits: Self.amounts)),
            .usage(.amount(.invalidGoal(.atMost, Amount(-1)), limits: Self.amounts)),
        ]
        for message in messages {
            #expect(language.text(message).contains(figure), "\(code): \(language.text(message))")
        }
    }
}

/// Digits in groups of three, as a sentence quotes a large figure.
@Suite struct DigitGroupsTests {
    @Test(
        "five digits or more are grouped; shorter figures, signs and decimals stay",
        arguments: [
            ("1000", "1000"),  // four digits stay whole, like a year
            ("12345", "12,345"),
            ("1000000000", "1,000,000,000"),
            ("-1234567.25", "-1,234,567.25"),  // the minus sign and the decimal part stay as they are
            ("", ""),
        ])
    func grouped(_ text: String, _ expected: String) {
        #expect(DigitGroups(separator: ",").grouped(text) == expected)
    }

    @Test("each language has its own separator")
    func separators() {
        #expect(LanguageTable.german.digitGroups.grouped("1000000000") == "1.000.000.000")
        #expect(LanguageTable.french.digitGroups.grouped("1000000000") == "1\u{202F}000\u{202F}000\u{202F}000")
    }
}
