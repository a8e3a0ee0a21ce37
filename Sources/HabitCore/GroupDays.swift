/// A group's days, judged from its members' days (each from ``Habit/states(from:through:asOf:)``,
/// the one table of day states, so each member is judged by its own rules).
///
/// A member's part in a day:
/// - **done**: done that day (checked on a day its schedule does not name counts too); a measured
///   member when its goal is reached, a limit when it was kept, a quit habit when the day is clean.
///   Limits and quit habits are due every day: a passed day that is not over the limit is kept.
/// - **due**: due and not done (a passed day missed, or today still open).
/// - **lost**: today, a limit already over its limit.
/// - **absent**: not due, skipped, paused, before its start, archived by then; today a limit within
///   its limit so far; a per-week, per-month or weekly-goal member on a day it was not done (such
///   members count on the days they were done and hold the group back on no single day).
///
/// The day of the group, with D done, U due and L lost members and T = D + U + L:
/// - **not due** when T is 0;
/// - **done** when D reaches what ``HabitGroup/Needs`` asks of T (all: T; any: 1; N: N, or T when
///   fewer are due);
/// - otherwise **missed** on a passed day; today **missed** at once when D + U can no longer reach
///   it (for `all`: a member is lost), and **open** while it can.
public struct GroupDays: Sendable {
    /// What a day was for the group.
    public enum Verdict: Equatable, Sendable {
        case done, missed, open, notDue
    }

    /// The first day judged: the earliest start of the members (today without any).
    public let first: Day
    /// The last day judged: today.
    public let today: Day
    /// Each day's verdict from ``first`` through ``today``.
    public let verdicts: [Verdict]
    /// The members judged (not groups, not track-only).
    public let members: [Habit]
    /// Today's members that are done (`list`'s "1 of 3 done": ``doneToday`` of ``countedToday``).
    public let doneToday: Int
    /// Today's members done, due or lost: those the day counts.
    public let countedToday: Int
    /// Today's members still due and not done, in the members' order: what `todo` says is missing.
    public let missingToday: [Habit]

    /// The days of `group` judged from `members` (the habits its members are, as
    /// ``HabitCollection/members(of:)`` finds them) through `today`, from `since` on (from the
    /// earliest member's start when `nil` or earlier).
    public init(_ group: HabitGroup, members: [Habit], today: Day, since: Day? = nil) {
        let judged = members.filter { $0.group == nil && !$0.isTrackOnly && $0.start <= today }
        self.members = judged
        self.today = today
        let earliest = judged.map(\.start).min() ?? today
        first = max(earliest, min(since ?? earliest, today))
        let count = today.days(since: first) + 1
        var done = [Int](repeating: 0, count: count)
        var due = [Int](repeating: 0, count: count)
        var lost = [Int](repeating: 0, count: count)
        var missing: [Habit] = []
        for member in judged {
            let from = max(member.start, first)
            // An archived member leaves from the day it was archived (from its start when unknown).
            let through = member.isArchived ? min(today, (member.archivedOn ?? member.start).previous) : today
            guard from <= through else { continue }
            let offset = from.days(since: first)
            let periodic = member.isJudgedWeekly || member.isJudgedMonthly
            for (index, state) in member.states(from: from, through: through, asOf: today).enumerated() {
                let day = from.adding(days: index)
                switch Self.part(of: member, state: state, on: day, today: today, periodic: periodic) {
                case .done: done[offset + index] += 1
                case .due:
                    due[offset + index] += 1
                    if day == today { missing.append(member) }
                case .lost: lost[offset + index] += 1
                case .absent: break
                }
            }
        }
        missingToday = missing
        doneToday = done[count - 1]
        countedToday = done[count - 1] + due[count - 1] + lost[count - 1]
        verdicts = (0..<count).map { index in
            let total = done[index] + due[index] + lost[index]
            guard total > 0 else { return .notDue }
            let needed = group.needs.needed(of: total)
            if done[index] >= needed { return .done }
            if index < count - 1 { return .missed }
            return done[index] + due[index] < needed ? .missed : .open
        }
    }

    private enum Part {
        case done, due, lost, absent
    }

    /// A member's part in `day`, from its state as of `today`.
    private static func part(of member: Habit, state: DayState, on day: Day, today: Day, periodic: Bool) -> Part {
        switch state {
        case .done: return .done
        case .missed:
            if day == today { return .lost }
            return periodic ? .absent : .due
        case .notDue:
            // A limit is due every day: a passed day not over its limit was kept.
            if member.isLimit { return member.isOverLimit(on: day) ? .due : .done }
            return .absent
        case .open:
            return !periodic && !member.isLimit && member.isDue(on: day) ? .due : .absent
        case .withinLimitSoFar, .skipped, .paused, .beforeCreation, .future: return .absent
        }
    }

    /// The verdict of `day`; not due outside the days judged.
    public func verdict(on day: Day) -> Verdict {
        let index = day.days(since: first)
        return index >= 0 && index < verdicts.count ? verdicts[index] : .notDue
    }

    /// The group as a habit whose days are the judged ones: done on the done days, the days not
    /// due as excused (shown as not due), today lost when missed at once, due every other day,
    /// starting at ``first``. Streak, record, strength, the week row, the calendar and the
    /// statistics of a group are that habit's, by the same code as any habit's.
    public func judged(_ group: Habit) -> Habit {
        var done = DaySet()
        var notDue = DaySet()
        var day = first
        for verdict in verdicts {
            switch verdict {
            case .done: done.insert(day)
            case .notDue: notDue.insert(day)
            case .missed, .open: break
            }
            day = day.next
        }
        var habit = Habit(
            id: group.id, name: group.name, icon: group.icon, color: group.color, created: first, completions: done,
            schedule: .daily, skips: notDue, notes: group.notes)
        habit.isArchived = group.isArchived
        habit.archivedOn = group.archivedOn
        habit.reminders = group.reminders
        habit.tags = group.tags
        habit.weekStart = group.weekStart
        habit.group = group.group
        if verdict(on: today) == .missed { habit.lostDay = today }
        return habit
    }
}
