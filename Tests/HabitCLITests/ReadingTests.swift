import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

/// A track-only habit whose amounts are readings (`--reading`, issue 36): `log` sets the day's
/// value, and its figures are the last, average, lowest and highest value, never a sum. In-process,
/// `TZ` as UTC, the clock on Friday, November 27, 2026, 11:00 UTC.
@Suite struct ReadingTests {
    /// Runs `habit` on `file` in `lang`.
    static func run(_ arguments: [String], file: String, lang: String = "C") -> Output {
        ViewsAgreeTests.run(arguments, file: file, lang: lang)
    }

    /// Gewicht, a reading in kg, read 80 on Monday, 79.5 and then 79 on Wednesday (set, not
    /// added) and 78.6 today.
    static func store() throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        ViewsAgreeTests.runAll(
            [
                ["add", "Gewicht", "--reading", "--unit", "kg"],
                ["log", "Gewicht", "80", "--date", "2026-11-23"],
                ["log", "Gewicht", "79.5", "--date", "2026-11-25"],
                ["log", "Gewicht", "79", "--date", "2026-11-25"],
                ["log", "Gewicht", "78.6"],
            ], file: scratch.dataFile)
        return scratch
    }

    @Test("add --reading --unit kg makes a track-only habit whose amounts are readings, written as version 3")
    func addWithUnit() throws {
        let scratch = try Self.store()
        let text = try String(contentsOfFile: scratch.dataFile, encoding: .utf8)
        #expect(text.contains("\"reading\" : true"))
        #expect(text.contains("\"readingUnit\" : \"kg\""))
        #expect(text.contains("\"trackOnly\" : true"))
        #expect(text.contains("\"version\" : 3"))
        let habits = try #require(try? StoreFormat.decode(Array(text.utf8)))
        guard case .habits(let collection) = habits else {
            Issue.record("not read")
            return
        }
        let habit = try #require(collection.habits.first)
        #expect(habit.isReading && habit.isTrackOnly && habit.readingUnit == "kg")
    }

    @Test(
        "add --reading says the habit's amounts are readings and how to record one",
        arguments: [
            ("C", "Added ✅ Gewicht, tracked only, its amounts readings: record the day's value with: habit log Gewicht AMOUNT"),
            ("de_DE.UTF-8", "Gewicht angelegt, nur erfasst, die Mengen sind Messwerte: den Tageswert setzen mit: habit log Gewicht MENGE"),
            ("fr_FR.UTF-8", "fixez la valeur du jour avec\u{00A0}: habit log Gewicht QUANTITÉ"),
        ])
    func addSentence(lang: String, sentence: String) throws {
        let scratch = try ScratchFolder()
        let output = Self.run(["add", "Gewicht", "--reading", "--unit", "kg"], file: scratch.dataFile, lang: lang)
        #expect(output.stdout.contains(sentence), "\(lang): \(output.stdout)")
    }

    @Test(
        "show gives a reading's last value, never a sum 'in all'",
        arguments: [("C", "last value 78.6 kg"), ("de_DE.UTF-8", "letzter Wert 78,6"), ("fr_FR.UTF-8", "dernière valeur 78,6")])
    func showLastValue(lang: String, expected: String) throws {
        let scratch = try Self.store()
        let output = Self.run(["show", "Gewicht"], file: scratch.dataFile, lang: lang)
        #expect(output.stdout.contains(expected), "\(lang): \(output.stdout)")
        #expect(!output.stdout.contains("in all") && !output.stdout.contains("insgesamt") && !output.stdout.contains("237"))
    }

    @Test("show --json and list --json carry a reading's figures in `reading`")
    func showJSON() throws {
        let scratch = try Self.store()
        for command in [["show", "Gewicht", "--json"], ["list", "--json"]] {
            let json = Self.run(command, file: scratch.dataFile).stdout
            #expect(json.contains("\"reading\" : {"), "\(command)")
            #expect(json.contains("\"last\" : 78.6") && json.contains("\"average\" : 79.2"), "\(command)")
        }
    }

    @Test("the report's month bar of a reading is its average, titled with last, average, lowest and highest, never a sum")
    func reportMonth() throws {
        let scratch = try Self.store()
        let out = scratch.path + "/report.html"
        #expect(Self.run(["report", "--out", out], file: scratch.dataFile).exitCode == .success)
        let page = try String(contentsOfFile: out, encoding: .utf8)
        #expect(page.contains("last 78.6 kg · average 79.2 kg · lowest 78.6 kg · highest 80 kg"))
        #expect(!page.contains("237.6"))
    }

    @Test("a file without readings is still written as version 1")
    func versionOneWithoutReadings() throws {
        let scratch = try ScratchFolder()
        ViewsAgreeTests.runAll([["add", "Wasser", "--track-only"]], file: scratch.dataFile)
        let text = try String(contentsOfFile: scratch.dataFile, encoding: .utf8)
        #expect(text.contains("\"version\" : 1"))
        #expect(!text.contains("reading"))
    }

    @Test("log sets a reading's day instead of adding to it, and says the value in its unit")
    func logSets() throws {
        let scratch = try Self.store()
        for (lang, line) in [("C", "Gewicht: 79 kg on Nov 25, 2026"), ("de_DE.UTF-8", "79 kg"), ("fr_FR.UTF-8", "kg le 25 nov. 2026")] {
            let output = Self.run(["log", "Gewicht", "79", "--date", "2026-11-25"], file: scratch.dataFile, lang: lang)
            #expect(output.stdout.contains(line), "\(lang): \(output.stdout)")
        }
        let text = try String(contentsOfFile: scratch.dataFile, encoding: .utf8)
        #expect(text.contains("\"2026-11-25\" : 79,"))
        #expect(!text.contains("158.5"))
    }

    @Test(
        "stats shows the last value, the average, the lowest and the highest, never a total",
        arguments: [
            ("C", ["Last value:", "78.6 kg", "Average:", "79.2 kg", "Lowest:", "Highest:", "80 kg"], "Total"),
            ("de_DE.UTF-8", ["Letzter Wert:", "78,6 kg", "Durchschnitt:", "79,2 kg", "Tiefster Wert:", "Höchster Wert:"], "Summe"),
            ("fr_FR.UTF-8", ["Dernière valeur", "78,6 kg", "Moyenne", "79,2 kg", "Plus basse", "Plus haute"], "Total"),
        ])
    func statsFigures(lang: String, expected: [String], sum: String) throws {
        let scratch = try Self.store()
        let output = Self.run(["stats", "Gewicht"], file: scratch.dataFile, lang: lang)
        #expect(output.exitCode == .success)
        for piece in expected { #expect(output.stdout.contains(piece), "\(lang): \(piece)\n\(output.stdout)") }
        #expect(!output.stdout.contains(sum), "\(lang)")
        #expect(!output.stdout.contains("237.6") && !output.stdout.contains("237,6"), "\(lang)")
    }

    @Test("stats --by week shows each week's last, average, lowest and highest value, no sum")
    func byWeek() throws {
        let scratch = try Self.store()
        let output = Self.run(["stats", "Gewicht", "--by", "week"], file: scratch.dataFile)
        #expect(output.exitCode == .success)
        #expect(output.stdout.contains("last 78.6 kg · average 79.2 kg · lowest 78.6 kg · highest 80 kg"), "\(output.stdout)")
        #expect(!output.stdout.contains("237.6"))
        let json = Self.run(["stats", "Gewicht", "--by", "week", "--json"], file: scratch.dataFile).stdout
        #expect(json.contains("\"reading\" : {"))
        #expect(json.contains("\"average\" : 79.2"))
        #expect(!json.contains("\"total\""))
    }

    @Test("stats --json has a reading object with last, lastDay, average, lowest, highest and unit, and no total")
    func jsonKeys() throws {
        let scratch = try Self.store()
        let json = Self.run(["stats", "Gewicht", "--json"], file: scratch.dataFile).stdout
        for piece in [
            "\"reading\" : {", "\"average\" : 79.2", "\"highest\" : 80", "\"last\" : 78.6", "\"lastDay\" : \"2026-11-27\"",
            "\"lowest\" : 78.6", "\"unit\" : \"kg\"",
        ] {
            #expect(json.contains(piece), "\(piece)\n\(json)")
        }
        #expect(!json.contains("\"total\""))
    }

    @Test(
        "--reading beside --quit, a goal or a schedule is refused with one sentence, exit 2",
        arguments: [
            (["--quit"], "--quit and --reading"), (["--goal", "3"], "--reading and --goal"),
            (["--days", "mon"], "--reading and --days"),
        ])
    func refusals(extra: [String], named: String) throws {
        let scratch = try ScratchFolder()
        let output = Self.run(["add", "X", "--reading"] + extra, file: scratch.dataFile)
        #expect(output.exitCode == .usage)
        #expect(output.stderr.contains(named), "\(output.stderr)")
        #expect(output.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: scratch.dataFile))
    }

    @Test("--track-only alone still refuses --unit")
    func trackOnlyUnitRefused() throws {
        let scratch = try ScratchFolder()
        let output = Self.run(["add", "X", "--track-only", "--unit", "kg"], file: scratch.dataFile)
        #expect(output.exitCode == .usage)
    }

    @Test("a file whose reading is not track-only is refused, naming the key")
    func readingWithoutTrackOnly() throws {
        let text = """
            {"version": 3, "habits": [{"id": "6F9619FF-8B86-D011-B42D-00CF4FC964FF", "name": "W", "icon": "x",
            "color": "blue", "created": "2026-11-01", "done": [], "reading": true}]}
            """
        #expect(throws: FormatProblem.self) { try StoreFormat.decode(Array(text.utf8)) }
    }

    @Test("edit --reading --unit kg makes a track-only habit's amounts readings; log then sets; --due undoes it")
    func editReading() throws {
        let scratch = try ScratchFolder()
        let file = scratch.dataFile
        ViewsAgreeTests.runAll([["add", "Gewicht", "--track-only"], ["log", "Gewicht", "80"]], file: file)
        for (lang, sentence) in [
            ("C", "Gewicht's amounts are now readings in kg: log sets the day's value."),
            ("de_DE.UTF-8", "Die Mengen von Gewicht sind jetzt Messwerte in Kilo: log setzt den Tageswert."),
            ("fr_FR.UTF-8", "Les quantités de Gewicht sont maintenant des relevés en g\u{00A0}: log fixe la valeur du jour."),
        ] {
            let unit = ["C": "kg", "de_DE.UTF-8": "Kilo", "fr_FR.UTF-8": "g"][lang] ?? ""
            let output = Self.run(["edit", "Gewicht", "--reading", "--unit", unit], file: file, lang: lang)
            #expect(output.exitCode == .success)
            #expect(output.stdout.contains(sentence), "\(lang): \(output.stdout)")
        }
        ViewsAgreeTests.runAll([["log", "Gewicht", "79"]], file: file)
        var text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("\"2026-11-27\" : 79"))
        #expect(text.contains("\"version\" : 3"))
        ViewsAgreeTests.runAll([["edit", "Gewicht", "--due"]], file: file)
        text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(!text.contains("reading"))
        #expect(text.contains("\"version\" : 1"))
    }

    @Test("edit --reading beside a goal is refused, exit 2")
    func editRefusal() throws {
        let scratch = try ScratchFolder()
        ViewsAgreeTests.runAll([["add", "Gewicht", "--track-only"]], file: scratch.dataFile)
        let output = Self.run(["edit", "Gewicht", "--reading", "--goal", "3"], file: scratch.dataFile)
        #expect(output.exitCode == .usage)
        #expect(output.stderr.contains("--reading and --goal"))
    }

    @Test("edit --unit alone on a reading changes the unit its values are read in")
    func editUnitOfAReading() throws {
        let scratch = try Self.store()
        let output = Self.run(["edit", "Gewicht", "--unit", "lb"], file: scratch.dataFile)
        #expect(output.exitCode == .success, "\(output.stderr)")
        #expect(output.stdout == "Gewicht's amounts are now readings in lb: log sets the day's value.\n")
        let text = try String(contentsOfFile: scratch.dataFile, encoding: .utf8)
        #expect(text.contains("\"readingUnit\" : \"lb\""))
        #expect(Self.run(["log", "Gewicht", "170"], file: scratch.dataFile).stdout == "Gewicht: 170 lb today\n")
    }

    @Test(
        "a reading never takes a goal or a limit: edit refuses in every language, exit 2, the file unchanged",
        arguments: [
            (
                ["--goal", "80"], "C",
                "Gewicht's amounts are readings, values with no goal or limit; nothing was changed. "
                    + "Record one with: habit log Gewicht AMOUNT"
            ),
            (
                ["--at-most", "80"], "de_DE.UTF-8",
                "Die Mengen von Gewicht sind Messwerte, Werte ohne Ziel oder Grenze; nichts wurde geändert. "
                    + "Trage einen ein mit: habit log Gewicht MENGE"
            ),
            (
                ["--weekly-goal", "80"], "fr_FR.UTF-8",
                "Les quantités de Gewicht sont des relevés, des valeurs sans objectif ni limite\u{202F}; rien n'a changé. "
                    + "Notez-en un avec\u{00A0}: habit log Gewicht QUANTITÉ"
            ),
        ])
    func goalOnAReading(_ options: [String], _ lang: String, _ sentence: String) throws {
        let scratch = try Self.store()
        let before = scratch.bytes(scratch.dataFile)
        let output = Self.run(["edit", "Gewicht"] + options, file: scratch.dataFile, lang: lang)
        #expect(output.exitCode == .usage)
        #expect(output.stderr == "habit: \(sentence)\n")
        #expect(scratch.bytes(scratch.dataFile) == before)
    }
}
