@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// The text keys habit compares names by, from the standard library alone (no Foundation).
@Suite struct StringFoldingTests {
    @Test func trimmingRemovesUnicodeWhiteSpaceAtBothEndsOnly() {
        #expect("  Lesen \n".trimmingWhitespace() == "Lesen")
        #expect("\u{00A0}\u{3000}Lesen\u{2028}".trimmingWhitespace() == "Lesen")  // no-break, ideographic, line separator
        #expect("Wasser trinken".trimmingWhitespace() == "Wasser trinken")  // inner spaces stay
        #expect(" \t ".trimmingWhitespace() == "")
        #expect("Lesen".trimmingWhitespace() == "Lesen")  // nothing to trim: the text itself
        #expect("\u{00A0}".trimmingWhitespace() == "")  // a no-break space alone
    }

    @Test func asciiFoldsAsItsLowerCase() {
        #expect("Habit 07 – LESEN".caseFolded == "habit 07 – lesen")  // not ASCII: the general way
        #expect("Habit 07 READ [x]_~".caseFolded == "habit 07 read [x]_~")  // ASCII: only A to Z change
        #expect("ABCXYZ@[`{".caseFolded == "abcxyz@[`{")  // the neighbours of the letters stay
        #expect("Lesen".composed == "Lesen")
    }

    @Test func caseFoldingIgnoresCaseAndNormalization() {
        #expect("ÜBUNG".caseFolded == "übung".caseFolded)
        #expect("U\u{0308}bung".caseFolded == "\u{00DC}bung".caseFolded)  // NFD and NFC
        #expect("U\u{0308}bung".caseFolded.unicodeScalars.count == 5)  // composed
        #expect("Straße".caseFolded == "STRASSE".caseFolded)  // full case folding: ß is ss
        #expect("ılık".caseFolded != "ilik".caseFolded)  // the dotless ı folds to itself
    }

    @Test func theSearchKeyAlsoIgnoresAccentsAndWidth() {
        #expect(HabitName.lookupKey("Übung") == HabitName.lookupKey("ubung"))
        #expect(HabitName.lookupKey("Ｌｅｓｅｎ") == HabitName.lookupKey("lesen"))  // full-width letters
        #expect(HabitName.lookupKey("Café") == "cafe")
        #expect(HabitName.identityKey("Übung") != HabitName.identityKey("Ubung"))  // accents count for identity
    }
}
