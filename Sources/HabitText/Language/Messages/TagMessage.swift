import HabitCore

/// What tags make `habit` say: the tags a habit has after `add` or `edit`, what `--tag`,
/// `--untag` and the `--tag` filter refuse, and what `habit tags` and `stats --tag` show.
public enum TagMessage: Equatable, Sendable {
    /// After `add` or `edit`: the habit's tags now, in their order: "Lesen: tags morgens, gesund."
    case tagsNow(name: String, tags: [String])
    /// After `edit --untag` took away the habit's last tag.
    case noTagsNow(name: String)
    /// A `--tag` or `--untag` value (as typed) with an empty tag in it: "", " ", "a,,b".
    case emptyTag(typed: String, option: String)
    /// A tag with a control character or another character a tag cannot have.
    case badTag(String, option: String)
    /// A tag with a character that is not text (a noncharacter such as U+FFFF): the first such.
    case unusableCharacterInTag(String, Unicode.Scalar, option: String)
    /// A tag longer than `maximum` Unicode scalars.
    case tagTooLong(String, length: Int, maximum: Int)
    /// `edit --untag TAG` for a tag the habit does not have; its tags (at least one).
    case untagNotFound(name: String, tag: String, tags: [String])
    /// `edit --untag TAG` on a habit without tags.
    case untagWithoutTags(name: String, tag: String)
    /// One tag given to both `--tag` and `--untag`.
    case tagAndUntag(String)
    /// A `--tag` filter naming a tag no habit has; the tags there are (at least one).
    case unknownTag(String, known: [String])
    /// A `--tag` filter when no habit has a tag yet; `tagging` is the option that would give
    /// one that tag, ready to copy (`--tag morgens`).
    case unknownTagNoTags(String, tagging: String)
    /// The `--tag` filter left no habit to show (the tagged ones are archived or not yet created).
    case noHabitWithTags([String])
    /// `habit tags` when no habit has a tag.
    case noTags
    /// How many habits have a tag, in `habit tags`: "3 habits".
    case habitCount(Int)
    /// `stats --tag`: the tags' combined completion: `done` of `due` due days done over
    /// `habits` habits, `percent` of them.
    case combinedCompletion(tags: [String], done: Int, due: Int, percent: Int, habits: Int)
}

extension LanguageTable {
    /// What tags make `habit` say: the entry of the catalog (`tag.…`) each message picks, and
    /// its arguments, formatted for every language alike.
    public func text(_ message: TagMessage) -> String {
        switch message {
        case .tagsNow(let name, let tags): return catalog.text(.tagTagsNow, ["name": name, "tags": tagList(tags)])
        case .noTagsNow(let name): return catalog.text(.tagNoTagsNow, ["name": name])
        case .emptyTag(let typed, let option): return catalog.text(.tagEmptyTag, ["typed": quoted(typed), "option": option])
        case .badTag(let tag, let option): return catalog.text(.tagBadTag, ["tag": quoted(tag), "option": option])
        case .unusableCharacterInTag(let tag, let scalar, let option):
            return catalog.text(
                .tagUnusableCharacterInTag, ["tag": quoted(tag), "character": codePoint(scalar), "option": option])
        case .tagTooLong(let tag, let length, let maximum):
            return catalog.text(.tagTagTooLong, ["tag": quoted(tag), "length": String(length), "maximum": String(maximum)])
        case .untagNotFound(let name, let tag, let tags):
            return catalog.text(.tagUntagNotFound, ["name": name, "tag": quoted(tag), "tags": tagList(tags)])
        case .untagWithoutTags(let name, let tag): return catalog.text(.tagUntagWithoutTags, ["name": name, "tag": quoted(tag)])
        case .tagAndUntag(let tag): return catalog.text(.tagTagAndUntag, ["tag": quoted(tag)])
        case .unknownTag(let tag, let known): return catalog.text(.tagUnknownTag, ["tag": quoted(tag), "tags": tagList(known)])
        case .unknownTagNoTags(let tag, let tagging):
            return catalog.text(.tagUnknownTagNoTags, ["tag": quoted(tag), "command": editCommand(tagging)])
        case .noHabitWithTags(let tags): return catalog.text(.tagNoHabitWithTags, ["tags": tagList(tags)])
        case .noTags: return catalog.text(.tagNoTags, ["command": editCommand("--tag " + text(.placeholder(.tags)))])
        case .habitCount(let count): return catalog.text(.tagHabitCount, count: count, ["count": String(count)])
        case .combinedCompletion(let tags, let done, let due, let percent, let habits):
            return catalog.text(
                .tagCombinedCompletion,
                [
                    "tags": tagList(tags), "percent": text(.percent(percent)), "done": String(done), "due": String(due),
                    "habits": text(TagMessage.habitCount(habits)),
                ])
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
