import HabitCore
import Testing

@testable import HabitCLI

/// Which language `habit` speaks: `LC_ALL`, then `LC_MESSAGES`, then `LANG`, the first that is
/// set and not empty; German for anything starting with `de`, English for everything else. And the
/// words that depend on it: plurals, dates and weekday letters.
@Suite struct LanguageTests {
    @Test(
        "the language from the environment",
        arguments: [
            ([:], "en"),
            (["LANG": "de_DE.UTF-8"], "de"),
            (["LANG": "de_AT"], "de"),
            (["LANG": "de"], "de"),
            (["LANG": "de_CH.utf8@euro"], "de"),
            (["LANG": "DE_de"], "de"),
            (["LANG": "C"], "en"),
            (["LANG": "C.UTF-8"], "en"),
            (["LANG": "POSIX"], "en"),
            (["LANG": "en_US.UTF-8"], "en"),
            (["LANG": "fr_FR.UTF-8"], "en"),
            (["LANG": "fr"], "en"),
            (["LANG": "deu"], "en"),
            (["LC_ALL": "de_DE.UTF-8", "LC_MESSAGES": "en_US.UTF-8", "LANG": "en_US.UTF-8"], "de"),
            (["LC_ALL": "C", "LC_MESSAGES": "de_DE.UTF-8", "LANG": "de_DE.UTF-8"], "en"),
            (["LC_MESSAGES": "de_AT.UTF-8", "LANG": "en_GB.UTF-8"], "de"),
            (["LC_MESSAGES": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"], "en"),
            (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "de_DE.UTF-8"], "de"),
            (["LC_ALL": "", "LANG": ""], "en"),
            (["LC_CTYPE": "de_DE.UTF-8"], "en"),
        ] as [([String: String], String)])
    func detect(_ environment: [String: String], _ code: String) {
        #expect(Languages.detect(from: environment).code == code)  // the first non-empty of LC_ALL, LC_MESSAGES, LANG decides
    }

    @Test("every language table has its own code, English first as the fallback")
    func tables() {
        #expect(Languages.all.map(\.code) == ["en", "de"])  // adding a language is one more row here
    }

    @Test(
        "plurals",
        arguments: [
            (0, "0 days in a row", "0 Tage in Folge"),
            (1, "1 day in a row", "1 Tag in Folge"),
            (2, "2 days in a row", "2 Tage in Folge"),
            (5, "5 days in a row", "5 Tage in Folge"),
        ])
    func plurals(_ count: Int, _ english: String, _ german: String) {
        #expect(English().text(.daysInARow(StreakCount(count, .day))) == english)  // one day, many days
        #expect(German().text(.daysInARow(StreakCount(count, .day))) == german)  // ein Tag, viele Tage
    }

    @Test("done today, in both languages")
    func doneCount() {
        #expect(English().text(.doneTodayCount(done: 2, total: 3)) == "2 of 3 done today")  // as the issue words it
        #expect(German().text(.doneTodayCount(done: 2, total: 3)) == "2 von 3 heute erledigt")  // wie im Ticket
    }

    @Test(
        "dates as people of each language write them",
        arguments: [
            ("2026-11-29", "Nov 29, 2026", "29. Nov. 2026"),
            ("2026-03-01", "Mar 1, 2026", "1. März 2026"),
            ("2026-05-09", "May 9, 2026", "9. Mai 2026"),
            ("2026-06-30", "Jun 30, 2026", "30. Juni 2026"),
            ("2026-09-15", "Sep 15, 2026", "15. Sept. 2026"),
            ("2027-01-02", "Jan 2, 2027", "2. Jan. 2027"),
        ])
    func dates(_ text: String, _ english: String, _ german: String) {
        #expect(English().format(day(text)) == english)  // month first
        #expect(German().format(day(text)) == german)  // day first, German month abbreviations
    }

    @Test("weekday letters, Monday to Sunday")
    func weekdayLetters() {
        #expect(Weekday.allCases.map { English().letter(for: $0) } == ["M", "T", "W", "T", "F", "S", "S"])  // English
        #expect(Weekday.allCases.map { German().letter(for: $0) } == ["M", "D", "M", "D", "F", "S", "S"])  // Montag … Sonntag
    }

    @Test("the week row ends today: Sunday 29 November 2026 is the last letter")
    func weekRowEndsToday() {
        let presentation = Presentation(language: German(), style: .plain, errorStyle: .plain, width: 80)
        let days = Fixture.uebung.lastDays(7, endingAt: Fixed.today)
        #expect(days.first?.day == day("2026-11-23"))  // oldest left: Monday the 23rd
        #expect(
            WeekRow.render(days, color: .blue, presentation: presentation) == [
                " M  D  M  D  F  S  S",
                " ○  ○  ○  ○  ●  ●  ○",
            ])  // done on Friday and Saturday, not yet on Sunday
    }

    @Test("yes answers and the hint after a question")
    func yesNo() {
        #expect(English().yesNoHint == "[y/N]")  // no is the default
        #expect(German().yesNoHint == "[j/N]")  // ja/nein
        #expect(English().yesAnswers == ["y", "yes"])  // English yes
        #expect(German().yesAnswers.isSuperset(of: ["j", "ja", "y", "yes"]))  // German yes, and English too
    }

    @Test("every message exists in both languages and differs where words are involved")
    func everyMessageTranslated() {
        let messages: [Message] = [
            .doneTodayCount(done: 1, total: 2), .noHabitsYet, .addFirstHabit(command: "habit add NAME"),
            .record(length: 3, first: day("2026-11-01"), last: day("2026-11-03")), .noRecordYet, .lastSevenDays,
            .doneToday(undo: "habit uncheck X"), .openToday(check: "habit check X"),
            .checked(name: "X", day: .on(day("2026-11-01")), streak: 2), .alreadyChecked(name: "X", day: .today, streak: 2),
            .unchecked(name: "X", day: .yesterday, streak: 2), .wasNotChecked(name: "X", day: .today),
            .added(icon: "★", name: "X", check: "habit check X"), .renamed(from: "X", to: "Y"),
            .deleteQuestion(name: "X", entries: 3), .deleted(name: "X", entries: 3), .kept(name: "X"),
            .deleteNeedsConfirmation(name: "X", command: "habit delete X --yes"), .usage(.badDate("x")),
            .store(.noHome), .habit(.emptyName), .tagline, .usageHeading, .commandsHeading, .optionsHeading,
            .globalOptionsHeading, .exitCodesHeading, .exitCode(.success), .exitCode(.no), .exitCode(.usage), .exitCode(.data),
            .dataFileHeading, .dataFileRule, .moreHelp,
        ]
        for message in messages {
            #expect(English().text(message) != German().text(message), "\(message)")  // each sentence has a German wording
            #expect(!English().text(message).contains("\n"))  // and is one line
            #expect(!German().text(message).contains("\n"))
        }
    }

    @Test("the whole program speaks German when LANG says so")
    func programInGerman() throws {
        let world = try TestWorld(habits: Fixture.all, environment: ["LANG": "de_AT.UTF-8", "LC_ALL": ""])
        #expect(world.run("check", "Übung").stdout == "✓ Übung — 3 Tage in Folge\n")  // the app's own words
        #expect(
            world.run("--color", "nie").stderr == "habit: „nie“ ist kein Farbmodus; verwende --color auto, always oder never.\n")  // errors too
    }
}
