import HabitCore

/// What a command that changes habits one by one does with a group it is given: a group is never
/// checked by hand, so `check`, `uncheck`, `skip`, `pause` and `resume` apply to its members and
/// other changes of its days are refused; `archive` and `note` change the group itself.
enum GroupTargets: Sendable {
    /// A group is refused (``GroupMessage/checkedByHand(_:)``): `toggle`.
    case refused
    /// A group is changed itself: `archive`, `unarchive`, `note`.
    case kept
    /// A group stands for its members not done on the day (`check`: refused for a group that
    /// needs only some of them, naming them; `skip`, `pause`, `resume`).
    case notDone(on: Day, checking: Bool)
    /// A group stands for its members done on the day (`uncheck`).
    case done(on: Day)

    /// `targets` with each group replaced as this use says, each habit once, in order.
    ///
    /// - Throws: ``GroupMessage/checkedByHand(_:)`` for ``refused``,
    ///   ``GroupMessage/checkWhichMembers(group:members:)`` for a check of an any or N group.
    func expand(_ targets: [Habit], in habits: HabitCollection) throws(Failure) -> [Habit] {
        guard targets.contains(where: \.isGroup) else { return targets }
        var expanded: [Habit] = []
        for target in targets {
            guard let rule = target.group else {
                expanded.append(target)
                continue
            }
            let members = habits.members(of: target).filter { !$0.isArchived }
            let chosen: [Habit]
            switch self {
            case .refused: throw .usage(.group(.checkedByHand(target.name)))
            case .kept: chosen = [target]
            case .notDone(let day, let checking):
                // A weekly goal is met by amounts, never checked: a check leaves it out.
                let open = members.filter { !$0.isDone(on: day) && !(checking && $0.goal?.kind == .weeklyAtLeast) }
                if checking, rule.needs != .all, !open.isEmpty {
                    throw .usage(.group(.checkWhichMembers(group: target.name, members: open.map(\.name))))
                }
                // Nothing left: each member says it is done already.
                chosen = open.isEmpty ? members : open
            case .done(let day):
                let done = members.filter { $0.completions.contains(day) || $0.amount(on: day) != nil }
                chosen = done.isEmpty ? members : done
            }
            for habit in chosen where !expanded.contains(where: { $0.id == habit.id }) { expanded.append(habit) }
        }
        return expanded
    }
}
