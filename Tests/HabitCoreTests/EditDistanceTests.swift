@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// `editDistance` and `nearest`: the arithmetic behind "Did you mean …?".
@Suite("Edit distance")
struct EditDistanceTests {
    @Test(
        "the distance counts insertions, deletions, substitutions and swaps of neighbours",
        arguments: [
            ("kitten", "sitting", 3),  // two substitutions and an insertion
            ("Meditiern", "Meditieren", 1),  // one missing letter
            ("Lesen", "Lesen", 0),  // identical
            ("", "Lesen", 5),  // everything inserted
            ("Lesen", "", 5),  // everything deleted
            ("", "", 0),  // nothing to do
            ("abc", "cba", 2),  // a reversal is two substitutions
            ("chekc", "check", 1),  // two neighbours swapped is one edit
            ("lsit", "list", 1),  // also at the start
            ("ca", "abc", 3),  // optimal string alignment: a swapped pair is not edited again
            ("\u{00DC}bung", "U\u{0308}bung", 0),  // NFC and NFD Ü are the same character
            ("👨‍👩‍👧", "👨‍👩‍👦", 1),  // an emoji family is one character
        ])
    func distance(a: String, b: String, expected: Int) {
        #expect(editDistance(a, b) == expected)  // the number of single-character edits
        #expect(editDistance(b, a) == expected)  // which is the same in both directions
    }

    @Test(
        "nearest suggests a close candidate, or none",
        arguments: [
            ("meditiern", ["lesen", "meditieren"], "meditieren"),  // one edit away
            ("lsen", ["lesen", "laufen"], "lesen"),  // one letter left out of a five-letter name
            ("laufn", ["lesen", "laufen"], "laufen"),  // the closer of two
            ("schwimmen", ["lesen", "meditieren"], nil),  // nothing close
            ("ab", ["xy"], nil),  // two edits in two letters is no typo
            ("abcdefghijkl", ["abcdefghwxyz"], nil),  // four edits is more than three
            ("abcdefghijkl", ["abcdefghixyz"], "abcdefghixyz"),  // three edits in twelve letters is a typo
            ("lesen", ["lesen", "lesen"], "lesen"),  // an exact candidate
            ("abcx", ["abcy", "abcz"], "abcy"),  // a tie goes to the earlier candidate
            ("lesen", [], nil),  // no candidates, no suggestion
            ("shwo", ["list", "show", "help"], "show"),  // a swap in a short command name is a typo
        ] as [(String, [String], String?)])
    func nearestCandidate(typed: String, candidates: [String], expected: String?) {
        #expect(nearest(to: typed, among: candidates) == expected)  // close enough to be a likely typo, or nothing
    }
}
