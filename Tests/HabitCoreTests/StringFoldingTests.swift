import Testing

@testable import HabitCore

/// The text keys habit compares names by, from the standard library alone (no Foundation).
@Suite struct StringFoldingTests {
    @Test func trimmingRemovesUnicodeWhiteSpaceAtBothEndsOnly() {
        #expect("  Lesen \n".trimmingWhitespace() == "Lesen")
        #expect("\u{00A0}\u{3000}Lesen\u{2028}".trimmingWhitespace() == "Lesen")  // no-break, ideographic, line separator
        #expect("Wasser trinken".trimmingWhitespace() == "Wasser trinken")  // inner spaces stay
        #expect(" \t ".trimmingWhitespace() == "")
    }

    @Test func caseFoldingIgnoresCaseAndNormalization() {
        #expect("ÜBUNG".caseFolded == "übung".caseFolded)
        #expect("U\u{0308}bung".caseFolded == "\u{00DC}bung".caseFolded)  // NFD and NFC
        #expect("U\u{0308}bung".caseFolded.unicodeScalars.count == 5)  // composed
        #expect("Straße".caseFolded == "STRASSE".caseFolded)  // full case folding: ß is ss
        #expect("ılık".caseFolded != "ilik".caseFolded)  // the dotless ı folds to itself
    }

    @Test func theSearchKeyAlsoIgnoresAccentsAndWidth() {
        #expect(HabitName.searchKey("Übung") == HabitName.searchKey("ubung"))
        #expect(HabitName.searchKey("Ｌｅｓｅｎ") == HabitName.searchKey("lesen"))  // full-width letters
        #expect(HabitName.searchKey("Café") == "cafe")
        #expect(HabitName.identityKey("Übung") != HabitName.identityKey("Ubung"))  // accents count for identity
    }
}
