/// The words that answer a yes/no question in one language, as data on its table: the word and
/// its first letter ("ja", "j"; "non", "n").
public struct AnswerWords: Sendable {
    /// The answers that mean yes.
    public let yes: [String]
    /// The answers that mean no.
    public let no: [String]
}

/// Which answers to a yes/no question mean yes, and which mean no.
public enum YesAnswer {
    /// Whether `answer` (already trimmed) means yes: one of the language's yes words ("ja",
    /// "j"; "oui", "o"), or the English ones, which people type everywhere.
    public static func accepts(_ answer: String, in language: LanguageTable) -> Bool {
        let answer = answer.lowercased()
        return [language, LanguageTable.english].contains { $0.answerWords.yes.contains(answer) }
    }

    /// Whether `answer` (already trimmed) means no in any language ("n", "no", "nein", "non"):
    /// no word means no in one language and yes in another.
    public static func declines(_ answer: String) -> Bool {
        let answer = answer.lowercased()
        return Languages.all.contains { $0.answerWords.no.contains(answer) }
    }
}
