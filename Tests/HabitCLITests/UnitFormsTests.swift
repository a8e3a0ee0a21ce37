import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

/// Units have a singular (issue 36): `--unit Glas/Gläser` says "1 Glas" and "3 Gläser", the form
/// the language's plural rule picks for the number shown; a slash splits only between two words
/// of letters, so "km/h" stays one unit; a number and its unit never part at a line's end.
@Suite struct UnitFormsTests {
    @Test("a slash splits two words of letters that start alike; km/h, m/s and mg/dl stay one unit")
    func splitting() {
        #expect(UnitForms("Glas/Gläser") == UnitForms(one: "Glas", other: "Gläser"))
        #expect(UnitForms("Zigarette/Zigaretten").one == "Zigarette")
        #expect(UnitForms("km").one == "km" && UnitForms("km").other == "km")
        for unit in ["km/h", "m/s", "mg/dl", "mmol/l", "a/b/c", "Glas/", "/Gläser", "2x/3x"] {
            #expect(UnitForms(unit).one == unit && UnitForms(unit).other == unit, "\(unit)")
        }
    }

    @Test("the form follows each language's plural rule for the number shown")
    func formByPluralRule() {
        let unit = "Glas/Gläser"
        #expect(LanguageTable.english.measure(Amount(1), unit) == "1 Glas")
        #expect(LanguageTable.english.measure(Amount(3), unit) == "3 Gläser")
        #expect(LanguageTable.english.measure(Amount(0), unit) == "0 Gläser")
        #expect(LanguageTable.german.measure(Amount(millionths: 1_500_000), unit) == "1,5 Gläser")
        #expect(LanguageTable.german.measure(Amount(1), unit) == "1 Glas")
        // French: 0 and 1 singular, a fraction by its whole part.
        #expect(LanguageTable.french.measure(Amount(0), unit) == "0 Glas")
        #expect(LanguageTable.french.measure(Amount(millionths: 1_500_000), unit) == "1,5 Glas")
        #expect(LanguageTable.french.measure(Amount(millionths: 2_500_000), unit) == "2,5 Gläser")
        // A unit given once is used for both.
        #expect(LanguageTable.english.measure(Amount(1), "km") == "1 km")
        #expect(LanguageTable.english.measure(Amount(1), "km/h") == "1 km/h")
    }

    @Test("the data file keeps the singular under unitOne and reads it back; a unit with a slash reads as before")
    func dataFile() throws {
        let scratch = try ScratchFolder()
        let file = scratch.dataFile
        for arguments in [
            ["add", "Wasser", "--goal", "3", "--unit", "Glas/Gläser"], ["add", "Tempo", "--goal", "10", "--unit", "km/h"],
            ["log", "Wasser", "2"],
        ] {
            let output = ViewsAgreeTests.run(arguments, file: file)
            #expect(output.exitCode == .success, "\(arguments): \(output.stderr)")
        }
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("\"unit\" : \"Gläser\",\n        \"unitOne\" : \"Glas\""))
        #expect(text.contains("\"unit\" : \"km/h\"\n"))
        for (lang, left) in [("C", "1 Glas to go"), ("de_DE.UTF-8", "noch 1 Glas"), ("fr_FR.UTF-8", "encore 1 Glas")] {
            let show = ViewsAgreeTests.run(["show", "Wasser"], file: file, lang: lang).stdout
            #expect(show.contains(left), "\(lang): \(show)")
        }
        #expect(ViewsAgreeTests.run(["log", "Tempo", "1"], file: file).stdout.contains("1/10 km/h"))
    }

    @Test("a singular that does not go with its unit is refused as a value the file cannot hold")
    func badSingularRefused() throws {
        let document = try JSONReader.read(Array(#"{"amount": 3, "type": "atLeast", "unit": "Gläser", "unitOne": "km/h"}"#.utf8))
        #expect(throws: FormatProblem.self) { try AmountCoding.goal(at: document.root, in: document, path: "goal") }
        let good = try JSONReader.read(Array(#"{"amount": 3, "type": "atLeast", "unit": "Gläser", "unitOne": "Glas"}"#.utf8))
        #expect(try AmountCoding.goal(at: good.root, in: good, path: "goal").goal.unit == "Glas/Gläser")
    }

    @Test("a number and its unit never part at the end of a line, however long the unit")
    func numberHoldsItsUnit() {
        let lines = TextWrap.lines("Gestern geraucht (1 Zigaretten)", width: 19)
        // Without holding them, "Gestern geraucht (1" (19 columns) would be the first line.
        #expect(lines == ["Gestern geraucht", "(1 Zigaretten)"])
    }
}
