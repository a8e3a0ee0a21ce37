import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// A `--tag` or `--untag` value: one tag or several separated by commas (`morgens,gesund`),
/// each trimmed and checked by ``HabitCore/HabitTag/checked(_:)``, each once by key; either
/// option may be given more than once, its tags joined (`--tag morgens --tag gesund`).
enum TagArgument {
    /// The tags in `text` as typed after `option`, or the usage error for the first that cannot
    /// be a tag.
    static func parse(_ text: String, option: String) throws(UsageError) -> [String] {
        var tags: [String] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            do {
                tags.append(try HabitTag.checked(String(part)))
            } catch {
                switch error {
                case .empty: throw .tag(.emptyTag(typed: text, option: option))
                case .controlCharacter(let tag): throw .tag(.badTag(tag, option: option))
                case .unusableCharacter(let tag, let scalar):
                    throw .tag(.unusableCharacterInTag(tag, scalar, option: option))
                case .tooLong(let length, let maximum): throw .tag(.tagTooLong(String(part), length: length, maximum: maximum))
                }
            }
        }
        return HabitTag.unique(tags)
    }

    /// The kind of value `--name` takes: tags, and the option may be given more than once
    /// (`--tag morgens --tag gesund` is `--tag morgens,gesund`), each tag once by key.
    static func kind(_ name: OptionName) -> ValueKind<[String]> {
        ValueKind(placeholder: .tags) { text throws(UsageError) in try parse(text, option: "--" + name.rawValue) }
            .repeatable { HabitTag.unique($0.flatMap(\.self)) }
    }
}

extension Options {
    /// `--tag TAGS`: on `add` and `edit` the tags to give the habit; on the views, only the
    /// habits with any of these tags (``TagFilter``).
    static let tag = Option<[String]>(.tag, TagArgument.kind(.tag))
}
