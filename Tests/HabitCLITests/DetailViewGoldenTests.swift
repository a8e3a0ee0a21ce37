import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `habit show` as a person sees it: the detail screen of one habit, in English and German,
/// with and without colour. "Today" is Sunday, 29 November 2026, so the week row runs from Monday
/// the 23rd on the left to Sunday the 29th on the right. Colour codes are shown as "␛[…m".
@Suite struct DetailViewGoldenTests {
    static let screens: [GoldenScreen] = [
        GoldenScreen(
            title: "English, no colour: streak, record with dates, week row, done today with the undo command",
            golden: "DetailView/meditierenEnglish", arguments: ["show", "Meditieren"], columns: 80),
        GoldenScreen(
            title: "German, no colour: Tage in Folge, German dates and weekday letters", golden: "DetailView/meditierenGerman",
            arguments: ["show", "Meditieren"], language: "de_DE.UTF-8", columns: 80),
        GoldenScreen(
            title: "English: 1 day in a row, a record of a single day", golden: "DetailView/singularEnglish",
            arguments: ["show", "Cafe\u{301}"], columns: 80),
        GoldenScreen(
            title: "German: 1 Tag in Folge", golden: "DetailView/singularGerman", arguments: ["show", "café"],
            language: "de_DE.UTF-8", columns: 80),
        GoldenScreen(
            title: "German: never done, no record yet", golden: "DetailView/noRecordGerman", arguments: ["show", "読書"],
            language: "de_DE.UTF-8", columns: 80),
        GoldenScreen(
            title: "English, 256 colours: the title and done days in the habit's blue, open days grey",
            golden: "DetailView/uebungEnglish256", arguments: ["show", "Übung"], term: "xterm-256color", columns: 80),
        GoldenScreen(
            title: "German, 16 colours", golden: "DetailView/uebungGerman16", arguments: ["show", "ubung"],
            language: "de_DE.UTF-8", term: "screen", columns: 80),
        GoldenScreen(
            title: "English, COLUMNS=40: the long name in the title is shortened with …", golden: "DetailView/longNameEnglish40",
            arguments: ["show", "Morning"], columns: 40),
        GoldenScreen(
            title: "show without a name: every habit, one after another", golden: "DetailView/allEnglish", arguments: ["show"],
            columns: 80),
        GoldenScreen(
            title: "show without a name, German, COLUMNS=40", golden: "DetailView/allGerman40", arguments: ["show"],
            language: "de_DE.UTF-8", columns: 40),
    ]

    @Test("each screen of show, word for word", arguments: screens)
    func golden(_ screen: GoldenScreen) throws {
        try screen.expectGolden()
    }
}
