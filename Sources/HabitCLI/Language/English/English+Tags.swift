import HabitCore

extension English {
    /// What tags make `habit` say.
    func text(_ message: TagMessage) -> String {
        switch message {
        case .tagsNow(let name, let tags): return "\(name): tags \(tagList(tags))."
        case .noTagsNow(let name): return "\(name) has no tags now."
        case .emptyTag(let typed, let option):
            return "“\(quoted(typed))” holds an empty tag; give \(option) words separated by commas: \(option) morgens,gesund."
        case .badTag(let tag, let option):
            return "“\(quoted(tag))” cannot be a tag (a control character or a comma); give \(option) words such as morgens."
        case .unusableCharacterInTag(let tag, let scalar, let option):
            return
                "“\(quoted(tag))” cannot be a tag, as it contains \(codePoint(scalar)), which is not a character of text; give \(option) words such as morgens."
        case .tagTooLong(let tag, let length, let maximum):
            return "The tag “\(quoted(tag))” is \(length) characters long; a tag has at most \(maximum)."
        case .untagNotFound(let name, let tag, let tags):
            return "\(name) has no tag “\(quoted(tag))”; its tags are \(tagList(tags)). Nothing changed."
        case .untagWithoutTags(let name, let tag):
            return "\(name) has no tag “\(quoted(tag))”, nor any other; nothing changed."
        case .tagAndUntag(let tag): return "“\(quoted(tag))” is given to both --tag and --untag; give it to one of them."
        case .unknownTag(let tag, let known):
            return "No habit has the tag “\(quoted(tag))”; the tags are \(tagList(known))."
        case .unknownTagNoTags(let tag, let tagging):
            return "No habit has the tag “\(quoted(tag))”, nor any other; tag one with: \(editCommand(tagging))"
        case .noHabitWithTags(let tags): return "No habit to show has the tag \(tagList(tags))."
        case .noTags: return "No habit has a tag yet; tag one with: \(editCommand("--tag " + text(.placeholder(.tags))))"
        case .habitCount(let count): return plural(count, one: "\(count) habit", other: "\(count) habits")
        case .combinedCompletion(let tags, let done, let due, let percent, let habits):
            return
                "\(tagList(tags)): \(text(.percent(percent))) of due days done (\(done) of \(due)) over \(text(TagMessage.habitCount(habits)))"
        }
    }

    /// `habit edit NAME --tag …`, ready to copy but for the name.
    private func editCommand(_ tagging: String) -> String {
        "habit edit \(text(.placeholder(.name))) \(tagging)"
    }

    /// Tags as a sentence lists them: "morgens, gesund".
    private func tagList(_ tags: [String]) -> String {
        tags.map { quoted($0) }.joined(separator: ", ")
    }
}
