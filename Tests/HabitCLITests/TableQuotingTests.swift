import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// The tables quote a person's input and a file's text where they word the sentence: control
/// characters written out and the piece cut to ``Quoting/textLimit`` (a path to
/// ``Quoting/pathLimit``), with no second pass over the errors before them.
@Suite struct TableQuotingTests {
    /// A terminal escape sequence, a bell and a line break, then far more than any limit.
    static let hostile = "\u{1B}[31m\u{07}bad\nline" + String(repeating: "x", count: 500)

    /// Sentences that quote typed text, a name from a file or a path.
    static let messages: [Message] = [
        .error(.usage(.unknownCommand(hostile, suggestion: nil))),
        .error(.usage(.badDays(hostile))),
        .error(.usage(.date(.notADay(hostile)))),
        .error(.habit(.unknownHabit(hostile, suggestion: hostile))),
        .error(.habit(.ambiguousHabit("Le", candidates: [hostile, "Lesen"]))),
        .error(.store(.missingFile(path: "/" + hostile), limits: .current)),
        .error(.importFailed(.badDate(line: 3, text: hostile), limits: .current, amounts: .current, nothingImported: true)),
        .error(.configFailed(.badEnvironment(variable: "HABIT_COLOR", key: .color, value: hostile))),
        .error(.waitingForLock(path: "/" + hostile, lock: "/" + hostile + ".lock")),
    ]

    @Test(arguments: Languages.all.map(\.code))
    func everyQuotedPieceIsEscapedAndCut(_ code: String) throws {
        let language = try #require(Languages.all.first { $0.code == code })
        for message in Self.messages {
            let text = language.text(message)
            #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(text)")
            #expect(text.contains("\\u{1B}[31m\\u{7}bad\\nline"), "\(text)")  // written out, not sent
            #expect(!text.contains(String(repeating: "x", count: Quoting.pathLimit)), "\(text)")  // cut
        }
        let typed = language.text(.error(.usage(.unknownCommand(Self.hostile, suggestion: nil))))
        #expect(!typed.contains(String(repeating: "x", count: Quoting.textLimit)))
        #expect(typed.contains("…"))
    }
}
