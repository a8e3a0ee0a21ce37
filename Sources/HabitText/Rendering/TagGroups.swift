import HabitCore

/// The habits of a list grouped by their first tag: the untagged ones first (no heading), then
/// one group per first tag, in the order the tags first occur going down the habits; within a
/// group the habits keep their order.
public struct TagGroups {
    /// One group: its heading (`nil` for the untagged habits) and its habits' positions.
    public struct Group: Equatable {
        /// The first tag the group's habits share; `nil`: they have none.
        public let tag: String?
        /// The positions of its habits in the list, in order.
        public let indices: [Int]
    }

    /// The groups, none empty.
    public let groups: [Group]

    /// The groups of `habits`.
    public init(_ habits: [Habit]) {
        var order: [String] = []
        var members: [String: (tag: String, indices: [Int])] = [:]
        var untagged: [Int] = []
        for (index, habit) in habits.enumerated() {
            guard let tag = habit.tags.first else {
                untagged.append(index)
                continue
            }
            let key = HabitTag.key(tag)
            if members[key] == nil {
                order.append(key)
                members[key] = (tag, [])
            }
            members[key]?.indices.append(index)
        }
        let tagged = order.compactMap { key in members[key].map { Group(tag: $0.tag, indices: $0.indices) } }
        groups = (untagged.isEmpty ? [] : [Group(tag: nil, indices: untagged)]) + tagged
    }
}
