import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `show`'s state line for a goal habit with part of its goal: it says the day is partly done
/// and how much is left, that `habit log` adds to it and that `habit check` fills it up, instead
/// of "Not done yet". 💧 Wasser trinken has 5 of 8 Gläser today (Sunday, 29 November 2026) and
/// 5 on Wednesday the 25th.
@Suite struct PartlyDoneStateTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let language: String
        let oneLine: String
        let threeLines: [String]
        let pastDay: String
        var testDescription: String { language }
    }

    static let cases = [
        Case(
            language: "en",
            oneLine: "◐ Partly done today, 3 Gläser to go · add to it with: habit log 'Wasser trinken' AMOUNT"
                + " · fill it up with: habit check 'Wasser trinken'",
            threeLines: [
                "◐ Partly done today, 3 Gläser to go", "add to it with: habit log 'Wasser trinken' AMOUNT",
                "fill it up with: habit check 'Wasser trinken'",
            ],
            pastDay: "◐ Partly done on Nov 25, 2026, 3 Gläser short of the goal"),
        Case(
            language: "de",
            oneLine: "◐ Heute teilweise erledigt, noch 3 Gläser · mehr eintragen mit: habit log 'Wasser trinken' MENGE"
                + " · bis zum Ziel auffüllen mit: habit check 'Wasser trinken'",
            threeLines: [
                "◐ Heute teilweise erledigt, noch 3 Gläser", "mehr eintragen mit: habit log 'Wasser trinken' MENGE",
                "bis zum Ziel auffüllen mit: habit check 'Wasser trinken'",
            ],
            pastDay: "◐ Am 25. Nov. 2026 teilweise erledigt, 3 Gläser unter dem Ziel"),
        Case(
            language: "fr",
            oneLine: "◐ Fait en partie aujourd'hui, encore 3 Gläser · ajouter avec\u{00A0}: habit log 'Wasser trinken' QUANTITÉ"
                + " · compléter avec\u{00A0}: habit check 'Wasser trinken'",
            threeLines: [
                "◐ Fait en partie aujourd'hui, encore 3 Gläser", "ajouter avec\u{00A0}: habit log 'Wasser trinken' QUANTITÉ",
                "compléter avec\u{00A0}: habit check 'Wasser trinken'",
            ],
            pastDay: "◐ Fait en partie le 25 nov. 2026, 3 Gläser sous l'objectif"),
    ]

    /// The lines of `habit show Wasser trinken ARGUMENTS` in `language` at `columns`.
    private func lines(_ language: String, columns: Int, _ arguments: String...) throws -> [String] {
        let output = try AmountFixture.world(language, columns: columns).run(["show", "Wasser trinken"] + arguments)
        #expect(output.exitCode == .success)
        return output.stdout.split(separator: "\n").map(String.init)
    }

    @Test("partly done today: how much is left, log adds to it, check fills it up", arguments: cases)
    func today(_ example: Case) throws {
        // Wide enough for the whole sentence: one line.
        #expect(try lines(example.language, columns: 200).contains(example.oneLine))
        // At 80 columns: the state and each command on a line of its own.
        let narrow = try lines(example.language, columns: 80)
        #expect(narrow.joined(separator: "\n").contains(example.threeLines.joined(separator: "\n")))
        #expect(!narrow.contains { $0.hasPrefix("○") })  // no longer "not done yet"
    }

    @Test("--as-of a partly done day names that day and what it lacked", arguments: cases)
    func pastDay(_ example: Case) throws {
        let lines = try lines(example.language, columns: 200, "--as-of", "2026-11-25")
        #expect(lines.contains { $0.hasPrefix(example.pastDay) })
        #expect(lines.contains { $0.contains("habit check --date 2026-11-25 'Wasser trinken'") })
    }

    @Test("filled up to the goal, the line says done again")
    func filledUp() throws {
        let world = try AmountFixture.world("en", columns: 80)
        #expect(world.run("check", "Wasser trinken").exitCode == .success)
        let text = world.run("show", "Wasser trinken").stdout
        #expect(text.contains("✓ Done today · undo with: habit uncheck 'Wasser trinken'"))
    }
}
