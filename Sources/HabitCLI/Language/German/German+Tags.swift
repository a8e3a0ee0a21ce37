import HabitCore

extension German {
    /// Was Tags `habit` sagen lassen.
    func text(_ message: TagMessage) -> String {
        switch message {
        case .tagsNow(let name, let tags): return "\(name): Tags \(tagList(tags))."
        case .noTagsNow(let name): return "\(name) hat jetzt keine Tags."
        case .emptyTag(let typed, let option):
            return
                "„\(quoted(typed))“ enthält einen leeren Tag; gib \(option) Wörter durch Kommas getrennt: \(option) morgens,gesund."
        case .badTag(let tag, let option):
            return "„\(quoted(tag))“ kann kein Tag sein (ein Steuerzeichen oder ein Komma); gib \(option) Wörter wie morgens."
        case .unusableCharacterInTag(let tag, let scalar, let option):
            return
                "„\(quoted(tag))“ kann kein Tag sein, denn es enthält \(codePoint(scalar)), das kein Textzeichen ist; gib \(option) Wörter wie morgens."
        case .tagTooLong(let tag, let length, let maximum):
            return "Der Tag „\(quoted(tag))“ ist \(length) Zeichen lang; ein Tag hat höchstens \(maximum)."
        case .untagNotFound(let name, let tag, let tags):
            return "\(name) hat keinen Tag „\(quoted(tag))“; seine Tags sind \(tagList(tags)). Nichts geändert."
        case .untagWithoutTags(let name, let tag):
            return "\(name) hat keinen Tag „\(quoted(tag))“ und auch sonst keinen; nichts geändert."
        case .tagAndUntag(let tag):
            return "„\(quoted(tag))“ steht bei --tag und bei --untag; gib ihn nur bei einem an."
        case .unknownTag(let tag, let known):
            return "Keine Gewohnheit hat den Tag „\(quoted(tag))“; die Tags sind \(tagList(known))."
        case .unknownTagNoTags(let tag, let tagging):
            return "Keine Gewohnheit hat den Tag „\(quoted(tag))“ oder einen anderen; vergib einen mit: \(editCommand(tagging))"
        case .noHabitWithTags(let tags): return "Keine der gezeigten Gewohnheiten hat den Tag \(tagList(tags))."
        case .noTags:
            return "Noch hat keine Gewohnheit einen Tag; vergib einen mit: \(editCommand("--tag " + text(.placeholder(.tags))))"
        case .habitCount(let count): return plural(count, one: "\(count) Gewohnheit", other: "\(count) Gewohnheiten")
        case .combinedCompletion(let tags, let done, let due, let percent, let habits):
            return "\(tagList(tags)): \(text(.percent(percent))) der fälligen Tage erledigt (\(done) von \(due)) "
                + "über \(text(TagMessage.habitCount(habits)))"
        }
    }

    /// `habit edit NAME --tag …`, zum Kopieren bis auf den Namen.
    private func editCommand(_ tagging: String) -> String {
        "habit edit \(text(.placeholder(.name))) \(tagging)"
    }

    /// Tags, wie ein Satz sie aufzählt: „morgens, gesund“.
    private func tagList(_ tags: [String]) -> String {
        tags.map { quoted($0) }.joined(separator: ", ")
    }
}
