import HabitCore
import HabitText

/// The options that make a habit a group or change one: `--of NAMES` (repeatable), `--of-tag
/// TAG`, `--needs all|any|N`, and on `edit` `--add-member NAMES` and `--remove-member NAMES`.
enum GroupArgument {
    /// `--of NAMES`: the members, each value as typed (split at commas only when resolved, where
    /// the whole text may be a habit's name).
    static let of = Option<[String]>(.of, members)
    /// `--of-tag TAG`: every habit with this tag.
    static let ofTag = Option<String>(
        .ofTag,
        ValueKind(placeholder: .tags) { text throws(UsageError) in
            do {
                return try HabitTag.checked(text)
            } catch {
                throw .group(.untaggedGroupTag(text))
            }
        })
    /// `--needs all|any|N`.
    static let needs = Option<HabitGroup.Needs>(.needs, ValueKind(placeholder: .needs, parse: parseNeeds))
    /// `--add-member NAMES` (edit).
    static let addMember = Option<[String]>(.addMember, members)
    /// `--remove-member NAMES` (edit).
    static let removeMember = Option<[String]>(.removeMember, members)

    /// Names as typed, the option repeatable (every value kept, in order).
    private static var members: ValueKind<[String]> {
        ValueKind(placeholder: .members) { text throws(UsageError) in [text] }.repeatable { $0.flatMap { $0 } }
    }

    /// `all`, `any` or a count of at least 1.
    @Sendable static func parseNeeds(_ text: String) throws(UsageError) -> HabitGroup.Needs {
        switch text.lowercased() {
        case "all": return .all
        case "any": return .any
        default:
            guard text.allSatisfy(\.isASCII), let count = Int(text), count >= 1 else { throw .group(.badNeeds(text)) }
            return .count(count)
        }
    }

    /// The habits `typed` names (each value of `--of`): a value that is a habit's whole name is
    /// that habit; any other is split at commas, each part found as every name is (folded case
    /// and accents, unique prefixes). Each habit once, in the order named.
    ///
    /// - Throws: ``Failure/habit(_:)`` for a name no habit has (exit 3).
    static func resolve(_ typed: [String], in habits: HabitCollection) throws(Failure) -> [Habit] {
        var found: [Habit] = []
        for value in typed {
            let key = HabitName.identityKey(value.trimmingWhitespace())
            let parts: [String]
            if habits.habits.contains(where: { HabitName.identityKey($0.name) == key }) {
                parts = [value]
            } else {
                parts = value.split(separator: ",", omittingEmptySubsequences: true).map(String.init).filter {
                    !$0.trimmingWhitespace().isEmpty
                }
            }
            for part in parts {
                let habit: Habit
                do {
                    habit = try habits.find(part)
                } catch {
                    throw .habit(error)
                }
                if !found.contains(where: { $0.id == habit.id }) { found.append(habit) }
            }
        }
        return found
    }

    /// Checks that `members` can be the members of `group` (by id) needing `needs`: none is a
    /// group or the group itself, there is at least one, and `needs` asks for no more than there
    /// are.
    static func check(_ members: [Habit], of group: Habit, needs: HabitGroup.Needs) throws(Failure) {
        if members.contains(where: { $0.id == group.id }) { throw .usage(.group(.containsItself(group.name))) }
        if let inner = members.first(where: \.isGroup) { throw .usage(.group(.groupOfGroups(inner.name))) }
        guard !members.isEmpty else { throw .usage(.group(.emptyGroup(group.name))) }
        if case .count(let count) = needs, count > members.count {
            throw .usage(.group(.needsMoreThanMembers(count, members: members.count)))
        }
    }

    /// Checks a tag group: some habit other than a group has the tag, and `needs` asks for no
    /// more than they are.
    static func checkTag(_ tag: String, of group: Habit, needs: HabitGroup.Needs, in habits: HabitCollection)
        throws(Failure)
    {
        let tagged = habits.habits.filter { !$0.isGroup && $0.id != group.id && $0.hasTag(tag) }
        guard !tagged.isEmpty else { throw .usage(.group(.untaggedGroupTag(tag))) }
        if case .count(let count) = needs, count > tagged.count {
            throw .usage(.group(.needsMoreThanMembers(count, members: tagged.count)))
        }
    }

    /// The sentence for `group` as it is now.
    static func message(for group: Habit, in habits: HabitCollection) -> GroupMessage? {
        guard let rule = group.group else { return nil }
        if let tag = rule.membersTag {
            return .tagGroupNow(icon: group.icon, name: group.name, tag: tag, needs: rule.needs)
        }
        return .groupNow(icon: group.icon, name: group.name, members: habits.members(of: group).map(\.name), needs: rule.needs)
    }
}
