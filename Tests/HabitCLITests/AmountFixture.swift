import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// Measured habits for the views' tests, as they stand on Sunday, 29 November 2026 (the week
/// from Monday the 23rd). One of each kind: a goal, a limit, a weekly goal and amounts without
/// a goal.
enum AmountFixture {
    /// An amount written as text: "2.5"; a typo in a test stops it.
    static func amount(_ text: String) -> Amount {
        try! Amount(parsing: text)
    }

    /// Day → amount, from `"YYYY-MM-DD": "N"` pairs.
    static func amounts(_ pairs: KeyValuePairs<String, String>) -> [Day: Amount] {
        Dictionary(uniqueKeysWithValues: pairs.map { (day($0.key), amount($0.value)) })
    }

    /// 💧 Wasser trinken, at least 8 Gläser a day: the goal reached Monday, Tuesday, Thursday,
    /// Friday and Saturday, 5 on Wednesday (partly done, so missed) and 5 today (partly done,
    /// still open); four notes, one with quotes and one with an emoji.
    static let wasser = Habit(
        id: fixtureID(71), name: "Wasser trinken", icon: "💧", color: .blue, created: day("2026-11-20"),
        goal: try! Goal(.atLeast, Amount(8), unit: "Gläser"),
        amounts: amounts([
            "2026-11-23": "8", "2026-11-24": "8", "2026-11-25": "5", "2026-11-26": "9", "2026-11-27": "8",
            "2026-11-28": "8", "2026-11-29": "5",
        ]),
        notes: [
            day("2026-11-24"): "Zu wenig geschlafen", day("2026-11-26"): "Viel Tee",
            day("2026-11-27"): "Sagte „Prost“ und \"Cheers\"", day("2026-11-28"): "Hitze ☀️",
        ])

    /// ☕ Kaffee, at most 2 Tassen a day: 3 on Wednesday (over the limit, so missed), 2 on
    /// Friday, 1 today; days with nothing recorded are kept.
    static let kaffee = Habit(
        id: fixtureID(72), name: "Kaffee", icon: "☕", color: .brown, created: day("2026-11-20"),
        goal: try! Goal(.atMost, Amount(2), unit: "Tassen"),
        amounts: amounts(["2026-11-25": "3", "2026-11-27": "2", "2026-11-29": "1"]))

    /// ☕ Kaffee with 3 Tassen today: over the limit today.
    static let kaffeeOver = Habit(
        id: fixtureID(72), name: "Kaffee", icon: "☕", color: .brown, created: day("2026-11-20"),
        goal: try! Goal(.atMost, Amount(2), unit: "Tassen"),
        amounts: amounts(["2026-11-25": "3", "2026-11-27": "2", "2026-11-29": "3"]))

    /// 🏃 Laufen, at least 20 km a week: the week before reached it (10 + 12), this week has
    /// 12.5 so far (5 on Tuesday, 7.5 on Thursday), nothing today.
    static let laufen = Habit(
        id: fixtureID(73), name: "Laufen", icon: "🏃", color: .green, created: day("2026-11-16"),
        goal: try! Goal(.weeklyAtLeast, Amount(20), unit: "km"),
        amounts: amounts(["2026-11-17": "10", "2026-11-21": "12", "2026-11-24": "5", "2026-11-26": "7.5"]))

    /// 🚴 Radfahren, amounts without a goal (as harsh imports them): 12.5 on Friday, 3.25 today.
    static let radfahren = Habit(
        id: fixtureID(74), name: "Radfahren", icon: "🚴", color: .teal, created: day("2026-11-25"),
        amounts: amounts(["2026-11-27": "12.5", "2026-11-29": "3.25"]))

    /// All four, in that order.
    static let all = [wasser, kaffee, laufen, radfahren]

    /// The locale of each language the goldens are recorded in.
    static let locales = ["en": "en_US.UTF-8", "de": "de_DE.UTF-8", "fr": "fr_FR.UTF-8"]

    /// One golden screen: a language at a width.
    struct Screen: CustomTestStringConvertible, Sendable {
        let language: String
        let width: Int
        var testDescription: String { "\(language) at \(width) columns" }
    }

    /// Every language at 40 and 80 columns.
    static let screens = ["en", "de", "fr"].flatMap { language in [40, 80].map { Screen(language: language, width: $0) } }

    /// A world with all four habits in `language` at `columns` columns.
    static func world(_ language: String = "en", columns: Int = 80) throws -> TestWorld {
        try TestWorld(habits: all, environment: ["LANG": locales[language] ?? "", "COLUMNS": String(columns)])
    }
}
