import HabitCore

/// What groups make `habit` say (``HabitCore/HabitGroup``): the group made or changed, its
/// members in the views, and what `--of`, `--needs`, `--of-tag` and `check GROUP` refuse.
public enum GroupMessage: Equatable, Sendable {
    /// After `add --of` or `edit` of a group: its members (names) and what it needs.
    case groupNow(icon: String, name: String, members: [String], needs: HabitGroup.Needs)
    /// After `add --of-tag` or `edit` of a tag group: its tag and what it needs.
    case tagGroupNow(icon: String, name: String, tag: String, needs: HabitGroup.Needs)
    /// What a group needs, put into the sentences above: all of its members due that day.
    case needsAll
    /// One member.
    case needsAny
    /// At least this many of the members due that day.
    case needsCount(Int)
    /// `--needs` with a value that is neither all, any nor a count of at least 1; as typed.
    case badNeeds(String)
    /// `--needs N` with more than the group's members; the count and the members' number.
    case needsMoreThanMembers(Int, members: Int)
    /// A member named that is a group itself: its name.
    case groupOfGroups(String)
    /// A habit to make a group that is a member of a group by name: the habit and the group.
    case memberOfGroup(name: String, group: String)
    /// A group named as its own member: its name.
    case containsItself(String)
    /// A group left without members (`--of ""`, `--remove-member` of the last): the group.
    case emptyGroup(String)
    /// `--of-tag TAG` for a tag no habit (other than groups) has; as typed.
    case untaggedGroupTag(String)
    /// `--of` and `--of-tag` together.
    case ofAndOfTag
    /// `--needs`, `--add-member` or `--remove-member` for a habit that is not a group.
    case notAGroup(String)
    /// A group option beside a schedule, goal or purpose, which a group's days follow from its
    /// members: the option as typed.
    case groupWithSchedule(String)
    /// `edit --remove-member` for a habit that is not a member: the group and the habit.
    case notAMember(group: String, member: String)
    /// `check`, `uncheck`, `log` … on a group whose days follow from its members: the group.
    case checkedByHand(String)
    /// `check GROUP` of an any or N group: which members could be checked (not done that day).
    case checkWhichMembers(group: String, members: [String])
    /// A member deleted: the groups it left.
    case leftGroups(member: String, groups: [String])
    /// `list`: how many of a group's members due today are done: "1 of 3 done".
    case membersDone(done: Int, of: Int)
    /// `todo` on a terminal: a group and its members still missing: "Morgenroutine: Lesen, Dehnen".
    case missing(group: String, members: [String])
    /// `show`: the group's line naming its members and what it needs.
    case madeOf(members: [String], needs: HabitGroup.Needs)
    /// `show`: a tag group's line.
    case madeOfTag(tag: String, needs: HabitGroup.Needs)
}

extension LanguageTable {
    /// What groups make `habit` say: the entry of the catalog (`group.…`) each message picks,
    /// with its arguments.
    public func text(_ message: GroupMessage) -> String {
        switch message {
        case .groupNow(let icon, let name, let members, let needs):
            return catalog.text(
                .groupGroupNow, ["icon": icon, "name": name, "members": listed(members), "needs": needsText(needs)])
        case .tagGroupNow(let icon, let name, let tag, let needs):
            return catalog.text(.groupTagGroupNow, ["icon": icon, "name": name, "tag": quoted(tag), "needs": needsText(needs)])
        case .needsAll: return catalog.text(.groupNeedsAll)
        case .needsAny: return catalog.text(.groupNeedsAny)
        case .needsCount(let count): return catalog.text(.groupNeedsCount, count: count, ["count": String(count)])
        case .badNeeds(let typed): return catalog.text(.groupBadNeeds, ["typed": quoted(typed)])
        case .needsMoreThanMembers(let count, let members):
            return catalog.text(.groupNeedsMoreThanMembers, count: members, ["count": String(count), "members": String(members)])
        case .groupOfGroups(let name): return catalog.text(.groupGroupOfGroups, ["name": name])
        case .memberOfGroup(let name, let group): return catalog.text(.groupMemberOfGroup, ["name": name, "group": group])
        case .containsItself(let name): return catalog.text(.groupContainsItself, ["name": name])
        case .emptyGroup(let name): return catalog.text(.groupEmptyGroup, ["name": name])
        case .untaggedGroupTag(let tag): return catalog.text(.groupUnknownTag, ["tag": quoted(tag)])
        case .ofAndOfTag: return catalog.text(.groupOfAndOfTag)
        case .notAGroup(let name): return catalog.text(.groupNotAGroup, ["name": name])
        case .groupWithSchedule(let option): return catalog.text(.groupGroupWithSchedule, ["option": option])
        case .notAMember(let group, let member): return catalog.text(.groupNotAMember, ["group": group, "member": member])
        case .checkedByHand(let name): return catalog.text(.groupCheckedByHand, ["name": name])
        case .checkWhichMembers(let group, let members):
            return catalog.text(.groupCheckWhichMembers, ["group": group, "members": listed(members)])
        case .leftGroups(let member, let groups):
            return catalog.text(.groupLeftGroups, count: groups.count, ["member": member, "groups": listed(groups)])
        case .membersDone(let done, let of):
            return catalog.text(.groupMembersDone, count: of, ["done": String(done), "count": String(of)])
        case .missing(let group, let members):
            return catalog.text(.groupMissing, ["group": group, "members": members.joined(separator: ", ")])
        case .madeOf(let members, let needs):
            return catalog.text(.groupMadeOf, ["members": listed(members), "needs": needsText(needs)])
        case .madeOfTag(let tag, let needs):
            return catalog.text(.groupMadeOfTag, ["tag": quoted(tag), "needs": needsText(needs)])
        }
    }

    /// What a group needs, as its own entry.
    private func needsText(_ needs: HabitGroup.Needs) -> String {
        switch needs {
        case .all: return text(GroupMessage.needsAll)
        case .any: return text(GroupMessage.needsAny)
        case .count(let count): return text(GroupMessage.needsCount(count))
        }
    }
}
