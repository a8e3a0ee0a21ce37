/// Which answers to a yes/no question mean yes.
enum YesAnswer {
    /// Whether `answer` (already trimmed) means yes: the language's word for yes or its first
    /// letter ("ja", "j"; "oui", "o"), or the English ones, which people type everywhere.
    static func accepts(_ answer: String, in language: any LanguageTable) -> Bool {
        let answer = answer.lowercased()
        return [language, English()].contains { language in
            let word = language.text(.yesWord).lowercased()
            return answer == word || answer == word.prefix(1)
        }
    }
}
