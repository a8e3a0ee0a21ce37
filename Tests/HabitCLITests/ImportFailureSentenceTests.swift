@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// Every refused import says once, at its end, that nothing was imported: the tables word the
/// problem and add that sentence in one place.
@Suite struct ImportFailureSentenceTests {
    /// The closing sentence of each language.
    static let nothingImported = ["en": "Nothing was imported.", "de": "Nichts wurde importiert.", "fr": "Rien n'a été importé."]

    @Test("every import failure ends with the sentence exactly once", arguments: Languages.all.map(\.code))
    func endsOnce(_ code: String) throws {
        let language = try #require(Languages.all.first { $0.code == code })
        let sentence = try #require(Self.nothingImported[code])
        for error in MessageSamples.importErrors {
            let text = language.text(.importFailed(error, limits: .current, amounts: .current, nothingImported: error.foundInput))
            let count = text.components(separatedBy: sentence).count - 1
            if error.foundInput {
                // The problem, a space, then the sentence, once.
                #expect(text.hasSuffix(" " + sentence), "\(code): \(text)")
                #expect(count == 1, "\(code): \(text)")
            } else {
                // No file at the path: there was nothing to import, and the sentence would only repeat that.
                #expect(count == 0, "\(code): \(text)")
            }
        }
    }

    @Test("the samples reach both kinds of import failure")
    func samplesReachBoth() {
        #expect(MessageSamples.importErrors.contains { $0.foundInput })
        #expect(MessageSamples.importErrors.contains { !$0.foundInput })
    }
}
