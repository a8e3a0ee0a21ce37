import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// Measured habits from the commands to the views, in every language: a goal, a limit and
/// a weekly goal added and logged (decimals with a comma, a correction, a note with quotes), then
/// seen in `list`, `show` and `stats`. Today is Sunday, 29 November 2026.
@Suite struct AmountEndToEndTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let locale: String
        let list: [String]
        let show: [String]
        let stats: (label: String, value: String)
        var testDescription: String { locale }
    }

    static let cases = [
        Case(
            locale: "en_US.UTF-8",
            list: [
                "0 of 2 done today", "◐ 💧 Wasser trinken  5/8 Gläser", "✕ ☕ Kaffee          3/2 Tassen",
                "◐ 🏃 Laufen          12.5/20 km this week",
            ],
            show: ["Goal: at least 8 Gläser a day", "Today: 5/8 Gläser", "  Nov 29, 2026  Sagte „Prost“ und \"Cheers\""],
            stats: ("Total, 7 days:", " 5 Gläser · 5 Gläser a day · 5 Gläser a week")),  // one day: the week so far, not 7 × 5
        Case(
            locale: "de_DE.UTF-8",
            list: [
                "0 von 2 heute erledigt", "◐ 💧 Wasser trinken  5/8 Gläser", "✕ ☕ Kaffee          3/2 Tassen",
                "◐ 🏃 Laufen          12,5/20 km diese Woche",
            ],
            show: ["Ziel: mindestens 8 Gläser am Tag", "Heute: 5/8 Gläser", "  29. Nov. 2026  Sagte „Prost“ und \"Cheers\""],
            stats: ("Summe, 7 Tage:", " 5 Gläser · 5 Gläser am Tag · 5 Gläser pro Woche")),
        Case(
            locale: "fr_FR.UTF-8",
            list: [
                "0 sur 2 faite aujourd'hui", "◐ 💧 Wasser trinken  5/8 Gläser", "✕ ☕ Kaffee          3/2 Tassen",
                "◐ 🏃 Laufen          12,5/20 km cette semaine",
            ],
            show: [
                "Objectif\u{00A0}: au moins 8 Gläser par jour", "Aujourd'hui\u{00A0}: 5/8 Gläser",
                "  29 nov. 2026  Sagte „Prost“ und \"Cheers\"",
            ],
            stats: ("Total sur 7 jours\u{00A0}:", " 5 Gläser · 5 Gläser par jour · 5 Gläser par semaine")),
    ]

    @Test("add, log and note, then list, show and stats", arguments: cases)
    func endToEnd(_ example: Case) throws {
        let world = try TestWorld(environment: ["LANG": example.locale])
        for command in [
            ["add", "Wasser trinken", "--goal", "8", "--unit", "Gläser", "--icon", "💧"],
            ["add", "Kaffee", "--at-most", "2", "--unit", "Tassen", "--icon", "☕"],
            ["add", "Laufen", "--weekly-goal", "20", "--unit", "km", "--icon", "🏃"],
            ["log", "Wasser trinken", "6", "--note", "Sagte „Prost“ und \"Cheers\""],
            ["log", "Wasser trinken", "-1"],  // a correction: 5
            ["log", "Kaffee", "3"],
            ["log", "Laufen", "12,5"],  // a comma is a decimal separator in every language
        ] {
            #expect(world.run(command).exitCode == .success, "\(command)")
        }
        let list = world.run("list").stdout.split(separator: "\n").map(String.init)
        #expect(list.first == example.list[0])  // the limit is not counted, partial is not done
        for line in example.list.dropFirst() { #expect(list.contains(line), "\(line)") }
        let show = world.run("show", "Wasser").stdout.split(separator: "\n").map(String.init)
        for line in example.show { #expect(show.contains(line), "\(line)") }
        let stats = world.run("stats", "Wasser").stdout.split(separator: "\n").map(String.init)
        // Created today: one day counted, so 5 a day and 35 a week.
        #expect(stats.contains { $0.hasPrefix("  " + example.stats.label) && $0.hasSuffix(example.stats.value) }, "\(stats)")
    }
}
