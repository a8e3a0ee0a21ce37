import Foundation
import Testing
@testable import HabitText

@testable import HabitCLI

/// `habit tui`'s sentences (``TUIMessage``, an enum of its own beside ``Message``'s areas) have a
/// sample each in ``TUIMessage/allCases``, worded in every language.
@Suite struct TUIMessageSampleTests {
    @Test("every case of TUIMessage has a sample, and each sample has words in en, de and fr")
    func everyCaseHasASample() {
        let named = Set(TUIMessage.allCases.map { message in Mirror(reflecting: message).children.first?.label ?? "\(message)" })
        #expect(named.count == MessageSamples.caseCount(of: "TUIMessage"))  // a new case needs its sample in allCases
        for message in TUIMessage.allCases {
            for language in [LanguageTable.english, .german, .french] {
                #expect(!language.text(message).isEmpty, "\(message)")
            }
        }
    }
}
