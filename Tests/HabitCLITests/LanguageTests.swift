import Foundation
import HabitCore
@testable import HabitSystem
@testable import HabitText
import HabitTestSupport
import Testing

@testable import HabitStore
@testable import HabitCLI

/// Which language `habit` speaks: `LC_ALL`, then `LC_MESSAGES`, then `LANG`, the first that is
/// set and not empty; German for `de…`, French for `fr…`, English for everything else. And the
/// words that depend on it: plurals by each language's rule, dates, weekday letters, quotes.
@Suite struct LanguageTests {
    static let languages: [LanguageTable] = [LanguageTable.english, LanguageTable.german, LanguageTable.french]

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
            (["LANG": "fr_FR.UTF-8"], "fr"),
            (["LANG": "fr_CH.UTF-8"], "fr"),
            (["LANG": "fr"], "fr"),
            (["LANG": "fra"], "en"),
            (["LANG": "deu"], "en"),
            (["LC_ALL": "de_DE.UTF-8", "LC_MESSAGES": "en_US.UTF-8", "LANG": "en_US.UTF-8"], "de"),
            (["LC_ALL": "C", "LC_MESSAGES": "de_DE.UTF-8", "LANG": "de_DE.UTF-8"], "en"),
            (["LC_MESSAGES": "de_AT.UTF-8", "LANG": "en_GB.UTF-8"], "de"),
            (["LC_MESSAGES": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"], "fr"),
            (["LC_ALL": "fr_CH.UTF-8", "LANG": "de_DE.UTF-8"], "fr"),
            (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "de_DE.UTF-8"], "de"),
            (["LC_ALL": "", "LANG": ""], "en"),
            (["LC_CTYPE": "de_DE.UTF-8"], "en"),
        ] as [([String: String], String)])
    func detect(_ environment: [String: String], _ code: String) {
        #expect(Languages.detect(from: environment).code == code)  // the first non-empty of LC_ALL, LC_MESSAGES, LANG decides
    }

    @Test("the languages are the catalogs, English first as the fallback")
    func tables() {
        #expect(Languages.all.map(\.code) == ["en", "de", "fr"])
        #expect(Set(Languages.all.map(\.code)) == Set(Catalog.codes))
        #expect(Catalog.codes.allSatisfy { Languages.named($0)?.code == $0 })
    }

    @Test("a language is its catalog alone: no Swift of its own under Sources/HabitText/Language")
    func noLanguageHasSwiftOfItsOwn() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/HabitText/Language")
        let entries = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        #expect(entries.filter(\.hasDirectoryPath).map(\.lastPathComponent) == ["Messages"])
        let names = Set(["english", "german", "french", "deutsch", "français"])
        for file in entries where file.pathExtension == "swift" {
            let base = file.deletingPathExtension().lastPathComponent.lowercased()
            #expect(!names.contains(base), "\(file.lastPathComponent)")
        }
    }

    @Test(
        "plural forms from the catalogs' Plural-Forms: English and German the first for 1 only, French for 0 and 1",
        arguments: [(0, 1, 0), (1, 0, 0), (2, 1, 1), (21, 1, 1), (1_000_000, 1, 1)])
    func pluralForms(_ count: Int, _ englishAndGerman: Int, _ french: Int) {
        #expect(LanguageTable.english.catalog.pluralForm(count) == englishAndGerman)
        #expect(LanguageTable.german.catalog.pluralForm(count) == englishAndGerman)
        #expect(LanguageTable.french.catalog.pluralForm(count) == french)
    }

    @Test(
        "days in a row, by each language's plural rule",
        arguments: [
            (0, "0 days in a row", "0 Tage in Folge", "0 jour d'affilée"),
            (1, "1 day in a row", "1 Tag in Folge", "1 jour d'affilée"),
            (2, "2 days in a row", "2 Tage in Folge", "2 jours d'affilée"),
            (5, "5 days in a row", "5 Tage in Folge", "5 jours d'affilée"),
            (21, "21 days in a row", "21 Tage in Folge", "21 jours d'affilée"),
        ])
    func daysInARow(_ count: Int, _ english: String, _ german: String, _ french: String) {
        #expect(LanguageTable.english.text(.daysInARow(StreakCount(count, .day))) == english)  // one day, many days
        #expect(LanguageTable.german.text(.daysInARow(StreakCount(count, .day))) == german)  // ein Tag, viele Tage
        #expect(LanguageTable.french.text(.daysInARow(StreakCount(count, .day))) == french)  // zéro jour, un jour, deux jours
    }

    @Test(
        "entries, by each language's plural rule",
        arguments: [
            (1, "Deleted “Lesen” and its 1 entry.", "„Lesen“ mit 1 Eintrag gelöscht.", "Habitude «\u{202F}Lesen\u{202F}» supprimée avec 1 entrée."),
            (2, "Deleted “Lesen” and its 2 entries.", "„Lesen“ mit 2 Einträgen gelöscht.", "Habitude «\u{202F}Lesen\u{202F}» supprimée avec 2 entrées."),
            (21, "Deleted “Lesen” and its 21 entries.", "„Lesen“ mit 21 Einträgen gelöscht.", "Habitude «\u{202F}Lesen\u{202F}» supprimée avec 21 entrées."),
            (0, "Deleted “Lesen”.", "„Lesen“ gelöscht.", "Habitude «\u{202F}Lesen\u{202F}» supprimée."),
        ])
    func entries(_ count: Int, _ english: String, _ german: String, _ french: String) {
        #expect(LanguageTable.english.text(.deleted(name: "Lesen", entries: count)) == english)
        #expect(LanguageTable.german.text(.deleted(name: "Lesen", entries: count)) == german)  // „mit 1 Eintrag“, as everywhere
        #expect(LanguageTable.french.text(.deleted(name: "Lesen", entries: count)) == french)
    }

    @Test(
        "the done count, by each language's plural rule",
        arguments: [
            (0, "0 of 3 done today", "0 von 3 heute erledigt", "0 sur 3 faite aujourd'hui"),
            (1, "1 of 3 done today", "1 von 3 heute erledigt", "1 sur 3 faite aujourd'hui"),
            (2, "2 of 3 done today", "2 von 3 heute erledigt", "2 sur 3 faites aujourd'hui"),
            (21, "21 of 30 done today", "21 von 30 heute erledigt", "21 sur 30 faites aujourd'hui"),
        ])
    func doneCount(_ done: Int, _ english: String, _ german: String, _ french: String) {
        let total = done > 3 ? 30 : 3
        #expect(LanguageTable.english.text(.doneCount(done: done, total: total, day: .today)) == english)
        #expect(LanguageTable.german.text(.doneCount(done: done, total: total, day: .today)) == german)
        #expect(LanguageTable.french.text(.doneCount(done: done, total: total, day: .today)) == french)
    }

    @Test(
        "dates as people of each language write them",
        arguments: [
            ("2026-11-26", "Nov 26, 2026", "26. Nov. 2026", "26 nov. 2026"),
            ("2026-03-01", "Mar 1, 2026", "1. März 2026", "1er mars 2026"),  // premier: only the first is an ordinal
            ("2026-12-01", "Dec 1, 2026", "1. Dez. 2026", "1er déc. 2026"),
            ("2026-12-02", "Dec 2, 2026", "2. Dez. 2026", "2 déc. 2026"),  // deux, not deuxième
            ("2026-05-09", "May 9, 2026", "9. Mai 2026", "9 mai 2026"),
            ("2026-06-30", "Jun 30, 2026", "30. Juni 2026", "30 juin 2026"),
            ("2026-09-15", "Sep 15, 2026", "15. Sept. 2026", "15 sept. 2026"),
            ("2027-02-02", "Feb 2, 2027", "2. Feb. 2027", "2 févr. 2027"),
        ])
    func dates(_ text: String, _ english: String, _ german: String, _ french: String) {
        #expect(LanguageTable.english.text(.date(day(text))) == english)  // month first
        #expect(LanguageTable.german.text(.date(day(text))) == german)  // day first, German month abbreviations
        #expect(LanguageTable.french.text(.date(day(text))) == french)  // day first, French month abbreviations
    }

    @Test("weekday letters, Monday to Sunday")
    func weekdayLetters() {
        #expect(Weekday.allCases.map { LanguageTable.english.text(.weekdayLetter($0)) } == ["M", "T", "W", "T", "F", "S", "S"])
        #expect(Weekday.allCases.map { LanguageTable.german.text(.weekdayLetter($0)) } == ["M", "D", "M", "D", "F", "S", "S"])
        #expect(Weekday.allCases.map { LanguageTable.french.text(.weekdayLetter($0)) } == ["L", "M", "M", "J", "V", "S", "D"])
    }

    @Test("French typography: a narrow no-break space before %, ; and ? and inside « », a no-break space before :")
    func frenchTypography() {
        #expect(LanguageTable.french.text(.percent(67)) == "67\u{202F}%")
        #expect(LanguageTable.french.text(.renamed(from: "Lire", to: "Lecture")) == "«\u{202F}Lire\u{202F}» s'appelle désormais «\u{202F}Lecture\u{202F}».")
        #expect(
            LanguageTable.french.text(.habit(.unknownHabit("Lir", suggestion: "Lire")))
                == "Il n'y a pas d'habitude «\u{202F}Lir\u{202F}»\u{202F}; vouliez-vous dire «\u{202F}Lire\u{202F}»\u{202F}?")
        #expect(LanguageTable.french.text(.statsTotalLabel) == "Fait en tout\u{00A0}:")
        #expect(LanguageTable.german.text(.percent(67)) == "67 %")  // German: a plain space
        #expect(LanguageTable.english.text(.percent(67)) == "67%")
    }

    @Test("the words for today and yesterday come from each table's date words")
    func dayWords() {
        let words = Self.languages.map { language in language.dateWords.relativeDays.filter { $0.days == 0 }.map(\.word) }
        #expect(words == [["today"], ["heute"], ["aujourd'hui"]])
        let yesterday = Self.languages.map { language in language.dateWords.relativeDays.filter { $0.days == -1 }.map(\.word) }
        #expect(yesterday == [["yesterday"], ["gestern"], ["hier"]])
    }

    @Test(
        "seconds: the figure and its plural form decided once, for every language",
        arguments: [
            (1.0, "1 second", "1 Sekunde", "1 seconde"), (2.5, "2.5 seconds", "2,5 Sekunden", "2,5 secondes"),
            (1.5, "1.5 seconds", "1,5 Sekunden", "1,5 seconde"),  // French counts 0 and 1 (with decimals) as one
            (10.0, "10 seconds", "10 Sekunden", "10 secondes"),
        ])
    func seconds(_ value: Double, _ english: String, _ german: String, _ french: String) {
        #expect(Self.languages.map { $0.seconds(value) } == [english, german, french])
    }

    @Test("yes answers: the language's word or its first letter, and the English ones")
    func yesAnswers() {
        #expect(Self.languages.map { $0.text(.yesNoHint) } == ["[y/N]", "[j/N]", "[o/N]"])
        #expect(["y", "yes", "Y"].allSatisfy { YesAnswer.accepts($0, in: LanguageTable.english) })
        #expect(["j", "ja", "y", "yes"].allSatisfy { YesAnswer.accepts($0, in: LanguageTable.german) })
        #expect(["o", "oui", "Oui", "y", "yes"].allSatisfy { YesAnswer.accepts($0, in: LanguageTable.french) })
        #expect(!["", "n", "no", "nein", "non", "jein"].contains { YesAnswer.accepts($0, in: LanguageTable.german) })
        #expect(!YesAnswer.accepts("o", in: LanguageTable.english))  // "o" is yes only in French
    }

    @Test("every case of Message has samples")
    func samplesCoverEveryCase() {
        let named = Set(MessageSamples.all.map(MessageSamples.caseName))
        #expect(named.count == MessageSamples.caseCount)  // a new case needs its samples in MessageSamples
    }

    /// The words that are rightly the same in English and another language: weekday letters,
    /// placeholders in usage lines, and labels the languages share. Figures ("3", "0/8 Gläser",
    /// with the samples' own units) are the same everywhere too. Anything else a table returns
    /// word for word as English is a sentence not yet translated.
    static let sameAsEnglish: [String: Set<String>] = [
        // What a change did, in `habit history`, is the command as typed: `move`, `rename Lesen`.
        "de": [
            "M", "F", "S", "NAME", "NAME…", "N", "FORMAT", "SHELL", "TEXT", "Limit:", "move", "rename Lesen",
            "Morgenroutine: Lesen, Dehnen",
        ],
        "fr": ["S", "N", "FORMAT", "SHELL", "Notes", "move", "rename Lesen", "1 note", "2 notes"],
    ]

    /// Whether `text` is a figure: nothing but digits, signs and the samples' units.
    static func isFigure(_ text: String) -> Bool {
        let bare = ["Gläser", "Tassen", "km"].reduce(text) { $0.replacingOccurrences(of: $1, with: "") }
        return !bare.contains { $0.isLetter }
    }

    /// The samples' English sentences that `language` returns unchanged, but for those
    /// ``sameAsEnglish`` lists and figures.
    static func untranslated(in language: LanguageTable) -> [String] {
        let allowed = sameAsEnglish[language.code] ?? []
        return MessageSamples.all.compactMap { message in
            let english = LanguageTable.english.text(message)
            let same = language.text(message) == english && !allowed.contains(english) && !isFigure(english)
            return same ? english : nil
        }
    }

    @Test("no table but English returns an English sentence, except the few listed that are the same")
    func nothingLeftInEnglish() {
        for language in Languages.all where language.code != LanguageTable.english.code {
            let untranslated = Self.untranslated(in: language)
            #expect(untranslated.isEmpty, "\(language.code) still says in English: \(untranslated)")
        }
    }

    /// A new language as it starts: a copy of the English catalog under another code.
    static let englishCopy: LanguageTable = {
        var entries: [CatalogKey: [String]] = [:]
        for key in CatalogKey.allCases { entries[key] = Array(Catalog.english.forms(key)) }
        return LanguageTable(
            catalog: Catalog(code: "xx", pluralForms: 2, pluralFormula: "n != 1", fractionPlural: "form 1", entries: entries))
    }()

    @Test("a copy of the English table is caught: nearly every sentence is named as untranslated")
    func copyOfEnglishIsCaught() {
        let named = Self.untranslated(in: Self.englishCopy)
        #expect(named.count > MessageSamples.all.count * 9 / 10)
    }

    @Test("every message has a French sentence, different from the English one")
    func everyMessageInFrench() {
        // Words the languages share (a weekday letter such as S, the placeholder N) are judged
        // per case: at least one sample of each case differs.
        var differing: Set<String> = []
        for message in MessageSamples.all {
            let french = LanguageTable.french.text(message)
            #expect(!french.isEmpty, "\(message)")
            // A word listed as the same in both ("Notes") counts as French.
            let shared = Self.sameAsEnglish["fr"]?.contains(french) ?? false
            if french != LanguageTable.english.text(message) || shared { differing.insert(MessageSamples.caseName(message)) }
        }
        #expect(differing.count == MessageSamples.caseCount)  // every case has its French
    }

    @Test("every sentence differs from English in German too, is one line, and has no “?.” or “..”")
    func everyMessageWellFormed() {
        for message in MessageSamples.all {
            for language in Self.languages {
                // What a sentence quotes is escaped once it is whole, as ErrorReport does.
                let text = HabitName.escaped(language.text(message))
                #expect(!text.contains("\n") && !text.contains("\r"), "\(language.code): \(message)")  // one line
                #expect(!text.contains("?."), "\(language.code): \(text)")  // no full stop after a question
                // no doubled full stop ("YYYY-MM-DD/.." is a pause's notation, not a sentence's end)
                #expect(!text.replacingOccurrences(of: "/..", with: "").contains(".."), "\(language.code): \(text)")
                #expect(!text.contains("  "), "\(language.code): \(text)")  // no doubled space
                #expect(text == text.trimmingCharacters(in: .whitespaces), "\(language.code): \(text)")
            }
        }
    }

    @Test("errors are one line whose hint follows a semicolon or a dash, in every language")
    func errorsHaveHints() {
        for message in MessageSamples.errors {
            for language in Self.languages {
                let text = language.text(message)
                #expect(text.contains(";") || text.contains("—") || text.contains(":"), "\(language.code): \(text) \(message)")
            }
        }
    }

    @Test("German undo: the time before the participle, „mit 1 Eintrag“")
    func germanUndo() {
        #expect(
            LanguageTable.german.text(.undone(.restored(name: "Lesen", entries: 1), today: MessageSamples.today, ago: .moments, redo: false))
                == "„Lesen“ mit 1 Eintrag wiederhergestellt, vor wenigen Sekunden gelöscht.")
        #expect(
            LanguageTable.german.text(.undone(.restored(name: "Lesen", entries: 12), today: MessageSamples.today, ago: .minutes(2), redo: false))
                == "„Lesen“ mit 12 Einträgen wiederhergestellt, vor 2 Minuten gelöscht.")
        #expect(LanguageTable.german.text(.deleteQuestion(name: "Lesen", entries: 1)) == "„Lesen“ mit 1 Eintrag löschen?")
        #expect(LanguageTable.german.text(.commandSummary(.status)).contains("Exit-Code 0, wenn ja, 1, wenn nein"))
    }

    @Test("the week row ends today: Sunday 29 November 2026 is the last letter")
    func weekRowEndsToday() {
        let presentation = Presentation(language: LanguageTable.german, style: .plain, errorStyle: .plain, width: 80)
        let days = Fixture.uebung.lastDays(7, endingAt: Fixed.today)
        #expect(days.first?.day == day("2026-11-23"))  // oldest left: Monday the 23rd
        #expect(
            WeekRow.render(days, of: Fixture.uebung, today: Fixed.today, presentation: presentation) == [
                " M  D  M  D  F  S  S",
                " ○  ○  ○  ○  ●  ●  ◌",
            ])  // done on Friday and Saturday, not yet on Sunday (today, still open)
    }

    @Test("the whole program speaks German or French when LANG says so")
    func programInOtherLanguages() throws {
        let german = try TestWorld(habits: Fixture.all, environment: ["LANG": "de_AT.UTF-8", "LC_ALL": ""])
        #expect(german.run("check", "Übung").stdout == "✓ Übung — 3 Tage in Folge\n")  // the app's own words
        #expect(
            german.run("--color", "nie").stderr == "habit: „nie“ ist kein Farbmodus; verwende --color auto, always oder never.\n")
        let french = try TestWorld(habits: Fixture.all, environment: ["LANG": "fr_CH.UTF-8"])
        #expect(
            french.run("uncheck", "Übung", "--date", "hier").stdout == "Übung\u{00A0}: coche retirée pour hier — 0 jour d'affilée\n")
        #expect(french.run("list").stdout.hasPrefix("2 sur 5 faites aujourd'hui\n"))
        #expect(french.run("check", "Übung", "--date", "aujourd'hui").stdout == "✓ Übung — 1 jour d'affilée\n")  // yesterday was unchecked above
    }

    @Test("a French error keeps its no-break spaces as they are")
    func frenchErrorSpaces() throws {
        let world = try TestWorld(habits: Fixture.all, environment: ["LANG": "fr_FR.UTF-8"])
        let error = world.run("check", "-x").stderr
        #expect(error.contains("«\u{202F}-x\u{202F}» pour «\u{202F}habit check\u{202F}»\u{202F};"))  // the narrow no-break spaces themselves
        #expect(!error.contains("\\u{"))  // not written out as escapes
    }

    @Test("control characters in what was typed are escaped the same way in every error and language")
    func escapedEverywhere() throws {
        for lang in ["en_US.UTF-8", "de_DE.UTF-8", "fr_FR.UTF-8"] {
            let world = try TestWorld(habits: Fixture.all, environment: ["LANG": lang])
            for arguments in [["check", "Le\u{1B}[31msen"], ["chek\nx"], ["add", "a\u{7}b"], ["show", "--weeks", "x\ty"]] {
                let error = world.run(arguments).stderr
                #expect(error.filter { $0 == "\n" }.count == 1, "\(lang) \(arguments)")  // one line
                #expect(!error.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
                #expect(error.contains("\\u{1B}") || error.contains("\\n") || error.contains("\\u{7}") || error.contains("\\t"))
            }
        }
    }
}
