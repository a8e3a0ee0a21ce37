/// Groups in a collection: their members, and the habits with every group's days judged.
extension HabitCollection {
    /// The habits `group` is made of, in the collection's order: its members by id, or every
    /// habit with its tag (archived ones included: they leave the judgement from the day they were
    /// archived). Never a group; empty for a habit that is not a group.
    public func members(of group: Habit) -> [Habit] {
        guard let rule = group.group else { return [] }
        if let tag = rule.membersTag {
            return habits.filter { $0.group == nil && $0.id != group.id && $0.hasTag(tag) }
        }
        return rule.members.compactMap { id in self[id] }.filter { $0.group == nil && $0.id != group.id }
    }

    /// The groups that have the habit with `id` among their members by id.
    public func groups(containing id: UUID) -> [Habit] {
        habits.filter { $0.group?.members.contains(id) ?? false }
    }

    /// `habit` as the views show it: a group with its days judged from its members through
    /// `today` (see ``GroupDays/judged(_:)``); any other habit as it is.
    public func judged(_ habit: Habit, today: Day) -> Habit {
        guard let rule = habit.group else { return habit }
        return GroupDays(rule, members: members(of: habit), today: today).judged(habit)
    }

    /// The collection with every group's days judged through `today`: what the views show.
    public func judgingGroups(today: Day) -> HabitCollection {
        guard habits.contains(where: { $0.group != nil }) else { return self }
        var judged = self
        judged.replaceAll(with: habits.map { self.judged($0, today: today) })
        return judged
    }
}

extension HabitCollection {
    /// Takes the habit with `id` out of every group that names it (when it is deleted). Returns
    /// the groups it left, in order.
    @discardableResult
    public mutating func leaveGroups(_ id: UUID) -> [Habit] {
        let left = groups(containing: id)
        for var group in left {
            group.group?.members.removeAll { $0 == id }
            update(group)
        }
        return left
    }
}

extension HabitCollection {
    /// `group`'s members on `day` alone, judged as of that day: how many are done, how many the
    /// day counts and which are still missing. `nil` for a habit that is not a group.
    public func membersToday(of group: Habit, on day: Day) -> GroupDays? {
        guard let rule = group.group else { return nil }
        return GroupDays(rule, members: members(of: group), today: day, since: day)
    }
}
