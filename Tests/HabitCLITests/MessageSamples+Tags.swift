import HabitCore
@testable import HabitText

@testable import HabitStore
@testable import HabitSystem
@testable import HabitCLI

extension MessageSamples {
    /// What tags make `habit` say: after add and edit, what `--tag` and `--untag` refuse, and
    /// `habit tags` and `stats --tag`.
    static let tags: [TagMessage] =
        [
            .tagsNow(name: "Lesen", tags: ["morgens"]), .tagsNow(name: "Lesen", tags: ["morgens", "gesund"]),
            .noTagsNow(name: "Lesen"), .emptyTag(typed: "morgens,,gesund", option: "--tag"),
            .emptyTag(typed: " ", option: "--untag"), .badTag("mor\u{7}gens", option: "--tag"),
            .unusableCharacterInTag("t\u{FFFF}", "\u{FFFF}", option: "--tag"),
            .tagTooLong(String(repeating: "x", count: 41), length: 41, maximum: HabitTag.maximumLength),
            .untagNotFound(name: "Lesen", tag: "abends", tags: ["morgens", "gesund"]),
            .untagWithoutTags(name: "Lesen", tag: "abends"), .tagAndUntag("morgens"),
            .unknownTag("abends", known: ["morgens", "gesund"]), .unknownTagNoTags("abends", tagging: "--tag abends"),
            .noHabitWithTags(["morgens"]), .noHabitWithTags(["morgens", "gesund"]), .noTags,
            .combinedCompletion(tags: ["morgens"], done: 41, due: 50, percent: 82, habits: 3),
            .combinedCompletion(tags: ["morgens", "gesund"], done: 1, due: 1, percent: 100, habits: 1),
        ] + counts.map { TagMessage.habitCount($0) }
}
