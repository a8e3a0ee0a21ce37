import HabitCore

/// What tags make `habit` say: the tags a habit has after `add` or `edit`, what `--tag`,
/// `--untag` and the `--tag` filter refuse, and what `habit tags` and `stats --tag` show.
enum TagMessage: Equatable, Sendable {
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
