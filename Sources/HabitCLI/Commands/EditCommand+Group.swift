import HabitCore
import HabitText

/// `edit NAME --of …`, `--of-tag TAG`, `--add-member …`, `--remove-member …`, `--needs …`: a
/// habit made a group, or a group's members and needs changed. The change applies to the group's
/// whole history, as a schedule edit does.
struct GroupEdit: Equatable, Sendable {
    /// `--of`: the new members as typed; `nil` keeps them.
    var members: [String]?
    /// `--of-tag`: the tag whose habits become the members.
    var ofTag: String?
    /// `--add-member`: names to add.
    var added: [String]
    /// `--remove-member`: names to take out.
    var removed: [String]
    /// `--needs`: what the group needs from now on; kept when `nil`.
    var needs: HabitGroup.Needs?

    /// The group options of `input`, `nil` when none was given.
    init?(_ input: CommandInput<EditCommand.Declared>) throws(UsageError) {
        members = input.isSet(\.of) ? try input.value(\.of) ?? [] : nil
        ofTag = try input.value(\.ofTag)
        added = try input.value(\.addMember) ?? []
        removed = try input.value(\.removeMember) ?? []
        needs = try input.value(\.needs)
        if members != nil && ofTag != nil { throw .group(.ofAndOfTag) }
        if members == nil && ofTag == nil && added.isEmpty && removed.isEmpty && needs == nil { return nil }
    }

    /// Applies the edit to `habit` in `habits`.
    ///
    /// - Throws: a usage error (exit 2) for a habit that is no group (but for `--of` and
    ///   `--of-tag`), a group left empty, of groups or holding itself, a member to remove that is
    ///   none, `--needs` above the members; an unknown name as any unknown habit (exit 3).
    func apply(to habit: inout Habit, in habits: HabitCollection) throws(Failure) {
        let makesGroup = members != nil || ofTag != nil
        guard makesGroup || habit.isGroup else { throw .usage(.group(.notAGroup(habit.name))) }
        if makesGroup, !habit.isGroup, let outer = habits.groups(containing: habit.id).first {
            throw .usage(.group(.memberOfGroup(name: habit.name, group: outer.name)))
        }
        let needs = self.needs ?? habit.group?.needs ?? .all
        if let ofTag {
            try GroupArgument.checkTag(ofTag, of: habit, needs: needs, in: habits)
            habit.setGroup(HabitGroup(membersTag: habits.spelling(of: ofTag), needs: needs))
            return
        }
        if habit.group?.membersTag != nil, members == nil {
            // A tag group changes only its needs; members come and go with the tag.
            if !added.isEmpty || !removed.isEmpty { throw .usage(.group(.notAGroup(habit.name))) }
            try GroupArgument.checkTag(habit.group?.membersTag ?? "", of: habit, needs: needs, in: habits)
            habit.setGroup(HabitGroup(membersTag: habit.group?.membersTag, needs: needs))
            return
        }
        var current =
            try members.map { (typed) throws(Failure) in try GroupArgument.resolve(typed, in: habits) }
            ?? habits.members(of: habit)
        for extra in try GroupArgument.resolve(added, in: habits) where !current.contains(where: { $0.id == extra.id }) {
            current.append(extra)
        }
        for gone in try GroupArgument.resolve(removed, in: habits) {
            guard current.contains(where: { $0.id == gone.id }) else {
                throw .usage(.group(.notAMember(group: habit.name, member: gone.name)))
            }
            current.removeAll { $0.id == gone.id }
        }
        try GroupArgument.check(current, of: habit, needs: needs)
        habit.setGroup(HabitGroup(members: current.map(\.id), needs: needs))
    }
}
