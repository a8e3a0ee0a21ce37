import Foundation
import HabitCore
@testable import HabitSystem
@testable import HabitText
import Testing

@testable import HabitStore
@testable import HabitCLI

/// A pseudo-language made from the English catalog, as Android's pseudo-locales are: every
/// entry's text accented, grown by 30 % and wrapped in ⟦ ⟧, its placeholders kept. It is a
/// language `habit` learns from nothing but a catalog (no Swift of its own), and what the
/// program prints in it shows any text that does not come from the catalogs (a word outside
/// ⟦ ⟧) and any line that overflows once the words grow.
@Suite struct PseudoLanguageTests {
    /// The pseudo-language's code (the private-use code Windows and Android use for it).
    static let code = "qps"

    /// Letters and their accented twins; the rest stays as it is.
    static let accents: [Character: Character] = [
        "a": "á", "e": "é", "i": "í", "o": "ö", "u": "ü", "c": "ç", "n": "ñ", "y": "ý",
        "A": "Å", "E": "É", "I": "Î", "O": "Ö", "U": "Ü", "C": "Ç", "N": "Ñ", "Y": "Ý",
    ]

    /// `text` in the pseudo-language: each stretch outside the placeholders accented, then the
    /// whole padded by 30 % of its letters with words of `·` and wrapped in ⟦ ⟧.
    static func pseudo(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        var out = "", inPlaceholder = false, letters = 0
        for character in text {
            if character == "{" { inPlaceholder = true }
            if inPlaceholder {
                out.append(character)
            } else {
                out.append(accents[character] ?? character)
                if character.isLetter { letters += 1 }
            }
            if character == "}" { inPlaceholder = false }
        }
        // The padding in words of at most five, as longer words would be, so lines still break.
        var padding = (letters * 3 + 9) / 10, words: [String] = []
        while padding > 0 {
            words.append(String(repeating: "·", count: min(5, padding)))
            padding -= 5
        }
        return "⟦" + ([out] + words).joined(separator: " ") + "⟧"
    }

    /// The entries that are data rather than text to read: the words dates are written and read
    /// in, the answer keys and the separators of numbers, which `habit` also parses. They stay
    /// English.
    static func isData(_ key: CatalogKey) -> Bool { key.name.hasPrefix("word.") }

    static let language: LanguageTable = {
        var entries: [CatalogKey: [String]] = [:]
        for key in CatalogKey.allCases {
            let forms = Array(Catalog.english.forms(key))
            entries[key] = isData(key) ? forms : forms.map(pseudo)
        }
        return LanguageTable(
            catalog: Catalog(code: code, pluralForms: 2, pluralFormula: "n != 1", fractionPlural: "form 1", entries: entries))
    }()

    /// `command` run in the pseudo-language at `width` columns on the fixture habits.
    static func run(_ command: [String], width: Int) throws -> String {
        try Languages.$added.withValue([language]) {
            let environment = ["HABIT_LANGUAGE": code, "COLUMNS": String(width)]
            let output = try TestWorld(habits: EveryViewFitsTests.habits, environment: environment).run(command)
            return output.stdout + output.stderr
        }
    }

    /// What `text` shows outside ⟦ ⟧ (innermost first, as a sentence may hold another).
    static func outsideCatalogs(_ text: String) -> String {
        var rest = text
        while let close = rest.firstIndex(of: "⟧"), let open = rest[..<close].lastIndex(of: "⟦") {
            rest.replaceSubrange(open...close, with: " ")
        }
        return rest
    }

    /// The words the fixtures bring (names, tags, units, notes) and the English data words
    /// (weekdays, months), which rightly stand outside the catalogs' sentences.
    static let dataWords: Set<String> = {
        var words: Set<String> = []
        func add(_ text: String) {
            for word in text.split(whereSeparator: { !$0.isLetter }) { words.insert(word.lowercased()) }
        }
        for habit in EveryViewFitsTests.habits {
            add(habit.name)
            habit.tags.forEach(add)
            if let unit = habit.goal?.unit { add(unit) }
            habit.notes.values.forEach(add)
        }
        for key in CatalogKey.allCases where isData(key) { Catalog.english.forms(key).forEach(add) }
        return words
    }()

    /// What is typed, the same in every language: the program's name, its commands' and
    /// options' names.
    static let syntax: Set<String> = {
        var words: Set<String> = ["habit"]
        for spec in CommandTable.commands {
            for word in spec.name.rawValue.split(separator: "-") { words.insert(String(word)) }
            for option in spec.options + CommandTable.globalOptions {
                for word in option.name.rawValue.split(separator: "-") { words.insert(String(word)) }
            }
        }
        return words
    }()

    static let views: [[String]] =
        EveryViewFitsTests.views + [
            ["calendar", "Meditieren"], ["notes"], ["status"], ["todo"], ["check", "Meditieren"], ["undo"],
            ["check", "Nichtda"], ["check", "Meditieren", "--date", "morgen"], ["frobnicate"], ["list", "--tag", "nix"],
        ]

    @Test("the pseudo-language is a language like the others: HABIT_LANGUAGE picks it, its catalog is complete")
    func pseudoLanguageIsALanguage() throws {
        #expect(CatalogTests.problems(in: Self.language.catalog).isEmpty)
        let list = try Self.run(["list"], width: 80)
        #expect(list.contains("⟦"), "\(list)")
        #expect(!Languages.speaks(Self.code))  // only inside withValue
    }

    @Test("pseudo-language: every word a view or a message prints comes from a catalog", arguments: views)
    func pseudoLanguageLeavesNoWordOutside(_ command: [String]) throws {
        let output = try Self.run(command, width: 200)
        let stray = Self.outsideCatalogs(output).split(whereSeparator: { !$0.isLetter }).map(String.init)
            .filter { $0.count > 1 && !Self.dataWords.contains($0.lowercased()) && !Self.syntax.contains($0) }
        #expect(stray.isEmpty, "habit \(command.joined(separator: " ")): \(Set(stray).sorted()) outside the catalogs in:\n\(output)")
    }

    @Test("pseudo-language: with every word 30 % longer no line is wider than the terminal", arguments: EveryViewFitsTests.views)
    func pseudoLanguageFits(_ command: [String]) throws {
        for width in [40, 60] {
            let output = try Self.run(command, width: width)
            for line in output.split(separator: "\n").map(String.init) where DisplayWidth.of(line) > width {
                let trimmed = line.drop { $0 == " " }
                // A command to type, or one option of a usage line ("[--remove-member NAMES]"), stays whole.
                let isCommand =
                    trimmed.hasPrefix("habit ") || trimmed.hasPrefix("[-") || line.contains(": habit ") || line.contains("⟦habit ")
                #expect(isCommand, "\(width) columns, habit \(command.joined(separator: " ")): \(line)")
            }
        }
    }
}
