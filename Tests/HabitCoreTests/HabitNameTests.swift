@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// `HabitName`: which names and icons are accepted, and the keys by which names are compared.
@Suite("Habit names")
struct HabitNameTests {
    struct Accepted: Sendable, CustomTestStringConvertible {
        let name: String
        let raw: String
        let stored: String
        var testDescription: String { name }
    }

    @Test(
        "A name is stored without surrounding whitespace",
        arguments: [
            Accepted(name: "a plain name is kept", raw: "Lesen", stored: "Lesen"),
            Accepted(name: "spaces around are trimmed", raw: "  Lesen  ", stored: "Lesen"),
            Accepted(name: "a trailing newline from a pipe is trimmed", raw: "Lesen\n", stored: "Lesen"),
            Accepted(name: "a no-break space around is trimmed", raw: "\u{00A0}Lesen\u{00A0}", stored: "Lesen"),
            Accepted(name: "spaces inside are kept", raw: " Meer  schwimmen ", stored: "Meer  schwimmen"),
            Accepted(name: "an emoji family is fine", raw: "👨‍👩‍👧 Zeit", stored: "👨‍👩‍👧 Zeit"),
        ])
    func trims(_ example: Accepted) throws {
        #expect(try HabitName.validated(example.raw) == example.stored)  // only the outside whitespace goes
    }

    @Test(
        "An empty or whitespace-only name is refused",
        arguments: ["", " ", "   ", "\n", "\t \n", "\u{3000}", "\u{00A0}"])
    func refusesEmpty(raw: String) {
        // Nothing is left after trimming, so there is no name.
        #expect(throws: HabitError.emptyName) { try HabitName.validated(raw) }
    }

    @Test(
        "A name with a line break, tab or other control character inside is refused",
        arguments: [
            "Le\nsen",  // a newline would split the list
            "Le\r\nsen",  // so would a Windows line break
            "Le\tsen",  // a tab breaks the alignment
            "Le\u{0}sen",  // NUL
            "Le\u{7F}sen",  // DEL
            "Le\u{1B}[31msen",  // an ANSI escape would recolour the terminal
            "Le\u{85}sen",  // NEXT LINE, a C1 control
            "Le\u{2028}sen",  // LINE SEPARATOR
            "Le\u{2029}sen",  // PARAGRAPH SEPARATOR
        ])
    func refusesControlCharacters(raw: String) {
        // The error carries the offending name so the message can show it.
        #expect(throws: HabitError.controlCharacterInName(raw)) { try HabitName.validated(raw) }
    }

    @Test("A name of 100 characters is accepted, one more is refused")
    func length() throws {
        let longest = String(repeating: "a", count: HabitName.maximumLength)
        #expect(try HabitName.validated(longest) == longest)  // exactly at the limit is fine
        // One character over the limit is refused with the length it has.
        #expect(throws: HabitError.nameTooLong(length: 101, maximum: 100)) { try HabitName.validated(longest + "a") }
        // Trimming happens first, so surrounding spaces do not count towards the limit.
        #expect(try HabitName.validated("  " + longest + "  ") == longest)
    }

    @Test("Length is counted in Unicode scalars of the composed form, not in characters")
    func lengthInScalars() throws {
        let decomposed = String(repeating: "U\u{0308}", count: 100)  // 100 Ü, 200 scalars, 100 composed
        #expect(try HabitName.validated(decomposed) == decomposed)  // an Ü is one, however it was typed
        let families = String(repeating: "👨‍👩‍👧", count: 20)  // 20 characters, 100 scalars
        #expect(try HabitName.validated(families) == families)  // at the limit
        #expect(throws: HabitError.nameTooLong(length: 105, maximum: 100)) {
            try HabitName.validated(families + "👨‍👩‍👧")  // 21 characters, 105 scalars
        }
        // One character on the screen, a million accents: Z and the first compose to Ź.
        let flood = "Z" + String(repeating: "\u{0301}", count: 1_000_000)
        #expect(flood.count == 1)  // what the old rule counted
        #expect(throws: HabitError.nameTooLong(length: 1_000_000, maximum: 100)) { try HabitName.validated(flood) }
    }

    @Test("A data file's names an older version accepted (100 characters) still read")
    func storedNamesOfOlderVersions() {
        let families = String(repeating: "👨‍👩‍👧", count: 100)  // 100 characters, 500 scalars
        #expect(HabitName.isStorable(families))  // readable, though a new name may not be so long
        #expect((try? HabitName.validated(families)) == nil)  // refused as a new name
        #expect(!HabitName.isStorable("Z" + String(repeating: "\u{0301}", count: 1_000)))  // a flood is not
        #expect(!HabitName.isStorable(" Lesen"))  // nor an untrimmed name
    }

    @Test(
        "A name of only invisible characters is refused as empty",
        arguments: ["\u{200B}", "\u{FEFF}", "\u{00AD}", " \u{200B}\u{200C}\u{200D}\u{2060} ", "\u{FE0F}\u{034F}"])
    func invisibleNames(raw: String) {
        #expect(throws: HabitError.emptyName) { try HabitName.validated(raw) }  // nothing would show
        #expect(throws: NameProblem.empty) { try HabitName.checked(raw) }  // from a file too
    }

    @Test(
        "Invisible characters inside a name are ignored when looking it up",
        arguments: ["Le\u{00AD}sen", "Lesen\u{200B}", "\u{FEFF}Lesen", "L\u{2060}e\u{200D}sen"])
    func invisibleInsideLookup(name: String) throws {
        #expect(try HabitName.validated(name) == name)  // a name that shows letters is kept as typed
        #expect(HabitName.lookupKey(name) == HabitName.lookupKey("Lesen"))  // and found by "Lesen"
    }

    @Test("A quote of a flood is cut in scalars")
    func escapedFloodIsCut() {
        let flood = "Z" + String(repeating: "\u{0301}", count: 1_000_000)
        let quoted = HabitName.escaped(flood, limit: 120)
        #expect(quoted.unicodeScalars.count == 120)  // 119 scalars and "…", not two megabytes
        #expect(quoted.hasSuffix("…"))
    }

    @Test(
        "An icon is one emoji or a short symbol",
        arguments: [("📚", "📚"), (" 🧘 ", "🧘"), ("👨‍👩‍👧", "👨‍👩‍👧"), ("*", "*"), ("abcd", "abcd")])
    func icons(raw: String, stored: String) throws {
        #expect(try HabitName.validatedIcon(raw) == stored)  // accepted, trimmed
    }

    @Test(
        "An empty, long or spaced icon is refused",
        arguments: ["", "  ", "abcde", "a b", "📚\t📚", "\u{1B}"])
    func badIcons(raw: String) {
        // The error quotes what was given.
        #expect(throws: HabitError.invalidIcon(raw)) { try HabitName.validatedIcon(raw) }
    }

    @Test(
        "Names that are the same habit share an identity key",
        arguments: [
            ("\u{00DC}bung", "U\u{0308}bung"),  // NFC and NFD spellings of Übung
            ("Übung", "übung"),  // case
            ("Übung", "ÜBUNG"),  // case, upper
            ("Lesen", "lEsEn"),  // mixed case
        ])
    func sameIdentity(a: String, b: String) {
        #expect(HabitName.identityKey(a) == HabitName.identityKey(b))  // the two are one name
    }

    @Test(
        "Names that differ in letters or accents are different habits",
        arguments: [
            ("Übung", "Ubung"),  // an umlaut is a different letter
            ("Lesen", "Lesen2"),
            ("Café", "Cafe"),
        ])
    func differentIdentity(a: String, b: String) {
        #expect(HabitName.identityKey(a) != HabitName.identityKey(b))  // so a file may hold both (one lookup key, though)
    }

    @Test(
        "The search key also ignores diacritics and width",
        arguments: [
            ("Übung", "ubung"),  // no umlaut typed
            ("U\u{0308}bung", "UBUNG"),  // decomposed name, upper case typed
            ("Café", "cafe"),  // no accent typed
            ("Lesen", "Ｌｅｓｅｎ"),  // full-width letters typed
        ])
    func lookupKey(name: String, typed: String) {
        #expect(HabitName.lookupKey(name) == HabitName.lookupKey(typed))  // typing the plain form finds the name
    }
}

/// Characters that would change how a line of the list reads.
@Suite struct HabitNameBidiTests {
    @Test(
        "bidirectional controls are refused, joiners and variation selectors kept",
        arguments: ["rtl\u{202E}evil", "a\u{2066}b", "\u{200F}Lesen", "x\u{061C}y"])
    func bidiRefused(name: String) {
        #expect(throws: HabitError.controlCharacterInName(name)) { try HabitName.validated(name) }  // would reorder the list's line
    }

    @Test("emoji sequences stay allowed")
    func emojiAllowed() throws {
        #expect(try HabitName.validated("👩‍💻 Code") == "👩‍💻 Code")  // a zero-width joiner makes one picture
        #expect(try HabitName.validated("❤️ Herz") == "❤️ Herz")  // a variation selector asks for the emoji form
    }

    @Test("errors show invisible characters escaped, on one line")
    func escaped() {
        #expect(HabitName.escaped("a\nb\tc\u{202E}d") == "a\\nb\\tc\\u{202E}d")  // each written out
    }
}
