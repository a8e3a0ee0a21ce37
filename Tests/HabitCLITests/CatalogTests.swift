import Foundation
@testable import HabitSystem
import HabitTestSupport
import Testing

@testable import HabitStore
@testable import HabitText

/// The translation catalogs (`Sources/HabitText/Catalogs/*.po`): compiled in as they are,
/// complete in every language, accepted by gettext's own checker, and read with gettext's rules.
@Suite struct CatalogTests {
    static let catalogs = DocumentationTests.root + "/Sources/HabitText/Catalogs"

    /// Runs `executable` with `arguments`; its exit status and standard output.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: Data, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, data, errorText)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "needs python3"))
    func theCompiledTablesAreWhatTheGeneratorMakesOfTheCatalogs() throws {
        let root = DocumentationTests.root
        let result = try Self.run("/usr/bin/python3", [root + "/scripts/generate-catalogs.py", "-"])
        #expect(result.status == 0, "\(result.errors)")
        let checkedIn = try Data(contentsOf: URL(fileURLWithPath: root + "/Sources/HabitText/CatalogTables.swift"))
        #expect(result.output == checkedIn)  // run python3 scripts/generate-catalogs.py after changing a catalog
    }

    @Test(
        "a fourth language is one more catalog: a copy of fr.po as xx.po becomes a language in the generated tables",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "needs python3"))
    func aCopiedCatalogIsANewLanguage() throws {
        let root = DocumentationTests.root
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalogs-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: Self.catalogs, toPath: folder.path)
        defer { try? FileManager.default.removeItem(at: folder) }
        let french = try String(contentsOfFile: Self.catalogs + "/fr.po", encoding: .utf8)
        try french.replacingOccurrences(of: "\"Language: fr\\n\"", with: "\"Language: xx\\n\"")
            .write(to: folder.appendingPathComponent("xx.po"), atomically: true, encoding: .utf8)
        let result = try Self.run("/usr/bin/python3", [root + "/scripts/generate-catalogs.py", "-", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        let generated = String(decoding: result.output, as: UTF8.self)
        #expect(generated.contains("public static let codes: [String] = [\"de\", \"en\", \"fr\", \"xx\"]"))
        #expect(generated.contains("case \"xx\": return catalogXx"))
        #expect(generated.contains("static let catalogXx = Catalog("))
    }

    @Test func theLanguagesAreTheCatalogFiles() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.catalogs).filter { $0.hasSuffix(".po") }
        #expect(Catalog.codes.sorted() == files.map { String($0.dropLast(3)) }.sorted())
        #expect(Catalog.codes.allSatisfy { Catalog.named($0)?.code == $0 })
    }

    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/msgfmt"), "needs msgfmt (apt-get install gettext)"))
    func gettextChecksEveryCatalog() throws {
        for code in Catalog.codes {
            let result = try Self.run("/usr/bin/msgfmt", ["--check", "--output-file=/dev/null", "\(Self.catalogs)/\(code).po"])
            #expect(result.status == 0, "\(code).po: \(result.errors)")
        }
    }

    /// What is missing or wrong in `catalog`, by key: an entry it lacks, a plural entry without
    /// each of its forms, a form whose placeholders are not the English entry's (but for
    /// `{count}`, which the form of one may leave out).
    static func problems(in catalog: Catalog) -> [String] {
        var problems: [String] = []
        for key in CatalogKey.allCases {
            let english = Catalog.english.forms(key)
            let forms = catalog.forms(key)
            let expected = english.count > 1 ? catalog.pluralForms : 1
            if forms.isEmpty {
                problems.append("\(key.name): missing")
                continue
            }
            if forms.count != expected { problems.append("\(key.name): \(forms.count) forms, needs \(expected)") }
            let placeholders = Set(english.flatMap(Catalog.placeholders))
            for (index, form) in forms.enumerated() {
                var found = Set(Catalog.placeholders(form))
                // The form of one may say the number in words or not at all ("the habit",
                // "une habitude"), as gettext's own check allows.
                if forms.count > 1, index == catalog.pluralForm(1), placeholders.contains("count") { found.insert("count") }
                if found != placeholders {
                    problems.append("\(key.name): “\(form)” has not the placeholders \(placeholders.sorted())")
                }
            }
        }
        return problems
    }

    @Test(arguments: Catalog.codes)
    func everyCatalogHasEveryEntryWithTheSamePlaceholders(_ code: String) throws {
        let catalog = try #require(Catalog.named(code))
        let problems = Self.problems(in: catalog)
        #expect(problems.isEmpty, "\(code).po: \(problems.joined(separator: "; "))")
    }

    @Test func aCatalogThatLacksAnEntryOrAPlaceholderIsNamedByKey() throws {
        var entries: [CatalogKey: [String]] = [:]
        for key in CatalogKey.allCases { entries[key] = Array(Catalog.english.forms(key)) }
        entries[.tagTagsNow] = nil
        entries[.tagNoTagsNow] = ["hat jetzt keine Tags."]
        entries[.tagHabitCount] = ["{count} Gewohnheit"]
        entries[.fileHabits] = ["{count} Gewohnheit", "Gewohnheiten"]  // the other form must say how many
        entries[.fileHabitsAdded] = ["eine Gewohnheit hinzugefügt", "{count} Gewohnheiten hinzugefügt"]  // the form of one need not
        let broken = Catalog(
            code: "xx", pluralForms: 2, pluralFormula: "n != 1", fractionPlural: "form 1", entries: entries)
        let problems = Self.problems(in: broken)
        #expect(problems.contains("tag.tagsNow: missing"))
        #expect(problems.contains { $0.hasPrefix("tag.noTagsNow: ") })
        #expect(problems.contains("tag.habitCount: 1 forms, needs 2"))
        #expect(problems.contains { $0.hasPrefix("file.habits: “Gewohnheiten”") })
        #expect(problems.count == 4)
        #expect(broken.text(.tagTagsNow, ["name": "Lesen", "tags": "a"]) == "Lesen: tags a.")  // English meanwhile
    }

    @Test(
        "gettext's plural expressions",
        arguments: [
            ("n != 1", [0: 1, 1: 0, 2: 1, 21: 1]),
            ("(n > 1)", [0: 0, 1: 0, 2: 1, 1_000_000: 1]),
            ("0", [0: 0, 1: 0, 7: 0]),
            (
                "(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)",
                [1: 0, 2: 1, 4: 1, 5: 2, 12: 2, 22: 1, 25: 2, 112: 2]
            ),
            (
                "(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5)",
                [0: 0, 1: 1, 2: 2, 3: 3, 11: 4, 100: 5, 102: 5, 103: 3]
            ),
            ("n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2", [1: 0, 11: 1, 21: 0, 0: 2, 5: 1]),
        ] as [(String, [Int: Int])])
    func pluralExpressions(_ expression: String, _ forms: [Int: Int]) throws {
        let formula = try #require(PluralFormula(expression))
        for (count, form) in forms { #expect(formula.form(count) == form, "\(expression) for \(count)") }
    }

    @Test(arguments: ["n !", "(n > 1", "n ? 1", "x", "", "n >> 1"])
    func anExpressionGettextWouldNotReadIsRefused(_ expression: String) {
        #expect(PluralFormula(expression) == nil)
    }

    @Test func aNumberWithDecimalsTakesItsLanguagesFormForFractions() throws {
        let english = Catalog.english
        let french = try #require(Catalog.named("fr"))
        let german = try #require(Catalog.named("de"))
        #expect(english.text(.wordSeconds, value: 1, ["seconds": "1"]) == "1 second")
        #expect(english.text(.wordSeconds, value: 1.5, ["seconds": "1.5"]) == "1.5 seconds")
        #expect(german.text(.wordSeconds, value: 1.5, ["seconds": "1,5"]) == "1,5 Sekunden")
        #expect(french.text(.wordSeconds, value: 1.5, ["seconds": "1,5"]) == "1,5 seconde")
        #expect(french.text(.wordSeconds, value: 0.5, ["seconds": "0,5"]) == "0,5 seconde")
        #expect(french.text(.wordSeconds, value: 2.5, ["seconds": "2,5"]) == "2,5 secondes")
        #expect(french.text(.wordSeconds, count: 0, ["seconds": "0"]) == "0 seconde")
    }

    @Test func placeholdersAreFilledByNameAndDoubledBracesAreBraces() {
        #expect(Catalog.filled("{name} hat {count}", ["count": "3", "name": "Lesen"]) == "Lesen hat 3")
        #expect(Catalog.filled("{{name}} is {name}", ["name": "x"]) == "{name} is x")
        #expect(Catalog.filled("{unknown}", [:]) == "{unknown}")
        #expect(Catalog.placeholders("{a} {{b}} {c}") == ["a", "c"])
    }
}
