/// What makes a habit a group, a habit made of habits: its members (by id, or every habit with a
/// tag) and how many of them a day needs. A group's days follow from its members' days (see
/// ``GroupDays``); it is never checked by hand.
public struct HabitGroup: Hashable, Sendable {
    /// How many of the members due on a day must be done for the group's day to be done.
    public enum Needs: Hashable, Sendable {
        /// Every member due that day.
        case all
        /// One member.
        case any
        /// At least this many (1 or more) of the members due that day, or all of them when fewer
        /// are due.
        case count(Int)

        /// How many of `due` members a day asks for (never more than `due`).
        public func needed(of due: Int) -> Int {
            switch self {
            case .all: return due
            case .any: return min(1, due)
            case .count(let count): return min(count, due)
            }
        }
    }

    /// The members, by id, in the order given; empty for a group that takes its members from
    /// ``membersTag``.
    public var members: [UUID]
    /// The tag whose habits are the members (as they gain or lose it), or `nil` for a group of
    /// named members.
    public var membersTag: String?
    /// How many members a day needs.
    public var needs: Needs

    /// A group of `members` (by id) or of the habits tagged `membersTag`, needing `needs`.
    public init(members: [UUID] = [], membersTag: String? = nil, needs: Needs = .all) {
        self.members = members
        self.membersTag = membersTag
        self.needs = needs
    }
}

extension Habit {
    /// Whether the habit is a group: its days follow from its members' (see ``GroupDays``).
    public var isGroup: Bool { group != nil }

    /// Makes the habit a group of `rule` (`nil`: a habit checked by hand again).
    public mutating func setGroup(_ rule: HabitGroup?) {
        group = rule
    }
}
